import { api, apiCall, resourceNames } from '@console/shared';
import type { accountCreateSchema, z } from '@console/shared/schemas';
import type { ListParams } from '@console/shared/ui';

export interface Organization {
  organization_id: number;
  name: string;
}

export interface Account {
  account_id: number;
  name: string;
  type: string;
  organization_id: number;
  createdAt: string;
}

export const getOrganization = (id: number) =>
  apiCall<Organization>('obteniendo', resourceNames.organization.one, () => api.get(`organization/${id}`));

export const listOrganizationAccounts = (id: number, params: ListParams) =>
  apiCall<Account[]>('obteniendo', resourceNames.account.many, () => api.get(`organization/${id}/accounts`, { searchParams: params }));

export const createAccount = (values: z.output<typeof accountCreateSchema>) =>
  apiCall<Account>('creando', resourceNames.account.one, () => api.post('account', { json: values }));
