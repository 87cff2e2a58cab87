import { api, ApiError } from '@console/core';
import { adminContract, requestErrorMessage, serverErrorMessage, type AdminBulkEntry, type adminBulkSchema, type Envelope, type z } from '@console/contracts';

// The admin client and calls every admins screen shares live in the kit (@console/ui admins.ts).
export { admins, adminLinks, adminRefusal, fullName, setAdminRole, useMayUpdateAdmins, type Admin, type AdminDetail } from '@console/ui';
import { admins, type Admin, type AdminDetail } from '@console/ui';

/** PATCH admin/{id}/restore ('Habilitar administrador'), on the admin as shown. */
export const restoreAdmin = (admin: Admin) => admins.call<AdminDetail>('patch', admin.admin_id, 'restore', 'habilitando', adminContract.names.one, undefined, admin);

/** What the server said of each refused entry of a bulk creation (index from 0). */
export interface BulkEntryError {
  index: number;
  email?: string;
  messages: string[];
}

/** A refused bulk creation: the catalogue message, the server's text, and the entries at fault. */
export class BulkCreateError extends ApiError {
  constructor(
    message: string,
    status: number | undefined,
    detail: string | undefined,
    readonly entries: BulkEntryError[],
  ) {
    super(message, status, detail);
    this.name = 'BulkCreateError';
  }
}

export type BulkPayload = Omit<z.input<ReturnType<typeof adminBulkSchema>>, 'admins'> & { admins: AdminBulkEntry[] };

const many = adminContract.names.many;

/**
 * POST admin_bulk. Written out (not apiCall) because a refusal carries the failing entries in its body,
 * which the dialog shows beside each entry.
 */
export async function bulkCreateAdmins(payload: BulkPayload): Promise<Envelope<AdminDetail[]>> {
  let response: Response;
  try {
    response = await api.post('admin_bulk', { json: payload, throwHttpErrors: false });
  } catch (error) {
    console.error(requestErrorMessage('creando', many), error);
    throw new ApiError(requestErrorMessage('creando', many));
  }
  const body = (await response.json().catch(() => null)) as Envelope<AdminDetail[] | { errors?: BulkEntryError[] } | null> | null;
  if (response.ok && body?.success === true) return body as Envelope<AdminDetail[]>;
  const entries = body?.resource && !Array.isArray(body.resource) ? (body.resource.errors ?? []) : [];
  const failure = new BulkCreateError(serverErrorMessage('creando', many), response.status, body?.error, entries);
  console.error(failure.message, failure.detail ?? '');
  throw failure;
}
