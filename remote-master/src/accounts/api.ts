import { defineResource, resourceNames } from '@console/shared';

export interface Account {
  account_id: number;
  name: string;
  type: string;
  organization_id: number;
  is_active: boolean;
  createdAt: string;
  Organization: { organization_id: number; name: string };
}

export const accountResource = defineResource<Account>({
  path: 'account',
  names: resourceNames.account,
  id: (a) => a.account_id,
});
