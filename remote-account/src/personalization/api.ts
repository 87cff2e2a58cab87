import { ApiError, api, apiCall, messages, resourceNames } from '@console/shared';
import type { accountUpdateSchema, z } from '@console/shared/schemas';

export interface Account {
  account_id: number;
  name: string;
  username: string | null;
  type: string;
  is_active: boolean;
  main_color_dashboard: string | null;
  timezone: string | null;
  image_dashboard: string | null;
  organization_id: number;
  createdAt: string;
}

/** GET account/{id}/status: shown as read-only rows here; edited on the Status screen. */
export type AccountStatus = Record<string, string | number | boolean | null>;

export type AccountUpdate = z.output<typeof accountUpdateSchema>;

export const getAccount = (id: number) => apiCall<Account>('obteniendo', resourceNames.account.one, () => api.get(`account/${id}`));

export const updateAccount = (id: number, values: AccountUpdate) =>
  apiCall<Account>('actualizando', resourceNames.account.one, () => api.patch(`account/${id}`, { json: values }));

export const getAccountStatus = (id: number) =>
  // Spec 3 §8: a failed status read has its own fixed text.
  apiCall<AccountStatus | null>('obteniendo', resourceNames.accountStatus.one, () => api.get(`account/${id}/status`)).catch(
    (error: unknown) => {
      throw error instanceof ApiError ? new ApiError(messages.dataReadFailed, error.status, error.detail) : error;
    },
  );
