import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, apiCall, useAuthStore, resourceNames } from '@console/shared';
import { MENUS, areaOf, contextOf, type AreaMenu, type MenuContext } from './menus';

export interface OrganizationSummary {
  organization_id: number;
  name: string;
}
export interface AccountSummary {
  account_id: number;
  name: string;
  organization_id: number | null;
}

/** GET organization/{id}, cached under ['organization', id] (the record itself, not the envelope). */
export function useOrganizationRecord(id: string | undefined) {
  return useQuery({
    queryKey: ['organization', id],
    queryFn: async () =>
      (await apiCall<OrganizationSummary>('obteniendo', resourceNames.organization.one, () => api.get(`organization/${id}`))).resource,
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

/** GET account/{id}, cached under ['account', id]. */
export function useAccountRecord(id: string | undefined) {
  return useQuery({
    queryKey: ['account', id],
    queryFn: async () => (await apiCall<AccountSummary>('obteniendo', resourceNames.account.one, () => api.get(`account/${id}`))).resource,
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

export interface AreaInfo {
  menu: AreaMenu | null;
  ctx: MenuContext;
  /** Name of the current organization or account; undefined while loading or for master. */
  name: string | undefined;
  nameLoading: boolean;
}

/**
 * The current area (first path segment), its menu, the ids in the path and the record's name. Visiting an
 * organization or account also makes it the most recent one (the cards of the master lists).
 */
export function useAreaInfo(): AreaInfo {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const fromPath = contextOf(pathname);
  const organization = useOrganizationRecord(area === 'organization' ? fromPath.organization_id : undefined);
  const account = useAccountRecord(area === 'account' ? fromPath.account_id : undefined);
  const remember = useAuthStore((s) => s.remember);

  const org = organization.data;
  const acc = account.data;
  useEffect(() => {
    if (org?.organization_id && org.name) remember('organizations', { id: org.organization_id, name: org.name });
  }, [org, remember]);
  useEffect(() => {
    if (acc?.account_id && acc.name) {
      remember('accounts', { id: acc.account_id, name: acc.name, parentId: acc.organization_id });
    }
  }, [acc, remember]);

  const ctx: MenuContext = {
    ...fromPath,
    ...(area === 'account' && acc?.organization_id != null && { organization_id: String(acc.organization_id) }),
  };
  const record = area === 'organization' ? organization : area === 'account' ? account : null;
  return {
    menu: area ? MENUS[area] : null,
    ctx,
    name: record?.data?.name,
    nameLoading: Boolean(record?.isLoading),
  };
}
