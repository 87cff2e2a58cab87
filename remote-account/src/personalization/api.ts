import { ApiError, api, apiCall } from '@console/core';
import { messages } from '@console/contracts';

/** GET account/{id}/status: shown as read-only rows here; edited on the Status screen. */
export type AccountStatus = Record<string, string | number | boolean | null>;

export const getAccountStatus = (id: number) =>
  // Spec 3 §8: a failed status read has its own fixed text.
  apiCall<AccountStatus | null>('obteniendo', 'status de la cuenta', () => api.get(`account/${id}/status`)).catch((error: unknown) => {
    throw error instanceof ApiError ? new ApiError(messages.dataReadFailed, error.status, error.detail) : error;
  });
