/**
 * An account's own records (spec 3 §7): its status (GET, PATCH account/{id}/status: RULINGS 2, the account's id
 * in the path) and its configuration (account/{id}/configuration), each read and written by its operations. Their
 * reads and writes fail with spec 3 §8's fixed texts, the server's reason below them.
 */
import { ApiError } from '@console/core';
import {
  accountConfigurationContract,
  accountConfigurationOperations,
  accountFormTexts,
  accountStatusContract,
  accountStatusOperations,
  type AnyContract,
  type Envelope,
  type RowOf,
} from '@console/contracts';
import { callOperation, resourceClient, type ResourceClient } from '@console/ui';
import { accounts } from '../account';

/** GET account/{id}/status: shown as read-only rows here; edited on the Status screen. */
export type AccountStatus = Record<string, string | number | boolean | null>;

/** A failure said in the spec's words, keeping the server's reason and the field it is about. */
const worded = (text: string) => (error: unknown) => {
  throw error instanceof ApiError ? new ApiError(text, error.status, error.detail, error.field) : error;
};

/** Each record's read and write. */
const RECORDS = { status: accountStatusOperations, configuration: accountConfigurationOperations } as const;

/**
 * The client of the account's record at account/{id}/{what}. Its key is the record's query, below the
 * account's own (personalization and the Status screen share the status): a write refreshes it.
 */
function accountRecordClient<C extends AnyContract>(contract: C, accountId: number, what: keyof typeof RECORDS): ResourceClient<C> {
  const { get, update } = RECORDS[what];
  const params = { id: accountId };
  return {
    ...resourceClient(contract),
    key: [...accounts.key, 'detail', accountId, what],
    get: () => (callOperation(get, { params }) as Promise<Envelope<RowOf<C>>>).catch(worded(accountFormTexts.readFailed)),
    update: (_id, body) =>
      (callOperation(update, { params, body: body as Record<string, unknown> }) as Promise<Envelope<RowOf<C>>>).catch(worded(accountFormTexts.sendFailed)),
  };
}

/** Memoise them per account (useMemo): each is a new value. */
export const statusClient = (accountId: number) => accountRecordClient(accountStatusContract, accountId, 'status');
export const configurationClient = (accountId: number) => accountRecordClient(accountConfigurationContract, accountId, 'configuration');

export const getAccountStatus = (accountId: number) => statusClient(accountId).get(accountId);
