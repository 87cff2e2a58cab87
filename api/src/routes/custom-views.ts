/**
 * Custom views (document 2 §2, §3, §5, §7, §8): the generic calls, and the accounts linked to one —
 * POST custom_view/{id}/associateAccount {account_id} (409 'La cuenta ya se encuentra asociada') and
 * /disassociateAccount {account_id} or {account_ids} ('Remover selección': the selection in one call, one
 * audit row). One custom view (GET custom_view/{id} and every write) carries its accounts, by name.
 */
import { customViewAccountsLink, customViewContract } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, customViewAccounts, customViews } from '../db/schema';
import { linkRoutes } from '../lib/link';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';
import { accountRows } from './accounts';

const linkedAccounts = linkedItems<{ account_id: number; name: string }>({
  owner: customViews.custom_view_id,
  link: [customViewAccounts.custom_view_id, customViewAccounts.account_id],
  item: accounts.account_id,
  fields: { account_id: accounts.account_id, name: accounts.name },
});

const customView = { contract: customViewContract, table: customViews, detail: { Accounts: linkedAccounts } };
const customViewRows = contractRows(customView);

export default async function customViewRoutes(app: FastifyInstance) {
  resourceRoutes(app, customView);

  // associateAccount {account_id}; disassociateAccount {account_ids}: the selection in one call, all or nothing.
  linkRoutes(app, customViewAccountsLink, {
    junction: { table: customViewAccounts, owner: customViewAccounts.custom_view_id, item: customViewAccounts.account_id },
    owners: customViewRows,
    items: accountRows,
  });
}
