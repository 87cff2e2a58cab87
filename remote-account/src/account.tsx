/**
 * The account every screen of this area is about (spec 3 §2): read once (the host's menu shares the record's
 * query), given to the screens by `useAccount()`. An id that is not one, or an account that does not exist
 * (404), sends the user to the master area.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ApiError, notify } from '@console/core';
import { accountContract, routePath, type RowOf } from '@console/contracts';
import { resourceClient, useResourceRecord } from '@console/ui';

export const accounts = resourceClient(accountContract);
export type Account = RowOf<typeof accountContract>;

interface AccountInfo {
  id: number;
  /** Undefined while it loads. */
  account: Account | undefined;
}

const AccountContext = createContext<AccountInfo | null>(null);

/** The account of the path (inside AccountGate). */
export function useAccount(): AccountInfo {
  const info = useContext(AccountContext);
  if (!info) throw new Error('useAccount: outside AccountGate');
  return info;
}

/** 'Usuarios de Bot ventas' once the account is known. */
export const titleOf = (title: string, account: Account | undefined) => (account ? `${title} de ${account.name}` : title);

export const INVALID_ACCOUNT = 'La dirección no indica una cuenta válida.';

function LeaveToMaster({ message }: { message?: string }) {
  useEffect(() => {
    // The unknown account's 404 is toasted by the query itself ('Error obteniendo cuenta.').
    if (message) notify({ type: 'warning', title: message });
  }, [message]);
  return <Navigate to={routePath('master')} replace />;
}

export function AccountGate({ children }: { children: ReactNode }) {
  const id = Number(useParams().account_id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useResourceRecord(accounts, valid ? id : 0, { enabled: valid });
  if (!valid) return <LeaveToMaster message={INVALID_ACCOUNT} />;
  if (record.error instanceof ApiError && record.error.status === 404) return <LeaveToMaster />;
  // Keyed by the account: another account's screens start afresh (their forms, selections and drafts).
  return (
    <AccountContext.Provider key={id} value={{ id, account: record.data }}>
      {children}
    </AccountContext.Provider>
  );
}
