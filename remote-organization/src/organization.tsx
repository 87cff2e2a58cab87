/**
 * The organization every screen of this area is about (spec 3 §2): read once (the host's menu shares the
 * record's query), given to the screens by `useOrganization()`. An id that is not one, or an organization
 * that does not exist (404), sends the user to the master area with a clear message.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ApiError, notify } from '@console/core';
import { accountContract, organizationAreaTexts, organizationContract, organizationOperations, routePath, type RowOf } from '@console/contracts';
import { callOperation, resourceClient, useResourceRecord, type SelectSource } from '@console/ui';

export const organizations = resourceClient(organizationContract);
const accounts = resourceClient(accountContract);
export type Account = RowOf<typeof accountContract>;

/** A selector's source of the organization's accounts (GET organization/{id}/accounts, remote search). */
export function useOrganizationAccounts(organizationId: number): SelectSource<Account> {
  return useMemo(
    () => ({
      key: [...accounts.key, 'organization', organizationId],
      id: (a: Account) => a.account_id,
      list: (params) => callOperation(organizationOperations.accounts, { params: { id: organizationId }, query: params }),
    }),
    [organizationId],
  );
}

interface OrganizationInfo {
  id: number;
  /** Undefined while it loads. */
  organization: RowOf<typeof organizationContract> | undefined;
}

const OrganizationContext = createContext<OrganizationInfo | null>(null);

/** The organization of the path (inside OrganizationGate). */
export function useOrganization(): OrganizationInfo {
  const info = useContext(OrganizationContext);
  if (!info) throw new Error('useOrganization: outside OrganizationGate');
  return info;
}

/** 'Cuentas de Acme' once the organization is known. */
export const titleOf = (title: string, organization: OrganizationInfo['organization']) => (organization ? `${title} de ${organization.name}` : title);

function LeaveToMaster({ message }: { message?: string }) {
  useEffect(() => {
    // The unknown organization's 404 is toasted by the query itself ('Error obteniendo organización.').
    if (message) notify({ type: 'warning', title: message });
  }, [message]);
  return <Navigate to={routePath('master')} replace />;
}

export function OrganizationGate({ children }: { children: ReactNode }) {
  const id = Number(useParams().organization_id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useResourceRecord(organizations, valid ? id : 0, { enabled: valid });
  if (!valid) return <LeaveToMaster message={organizationAreaTexts.invalidOrganization} />;
  if (record.error instanceof ApiError && record.error.status === 404) return <LeaveToMaster />;
  return <OrganizationContext.Provider value={{ id, organization: record.data }}>{children}</OrganizationContext.Provider>;
}
