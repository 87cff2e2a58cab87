import { ApiError } from '@console/core';
import { adminOperations, type AdminBulkEntry, type adminBulkSchema, type Envelope, type z } from '@console/contracts';

import { callOperation, restoreSelection } from '@console/ui';
import { admins, type Admin, type AdminDetail } from '@console/domain';

/** PATCH admin/{id}/restore ('Habilitar administrador'), on the admin as shown. */
export const restoreAdmin = (admin: Admin) =>
  callOperation(adminOperations.restore, { params: { id: admin.admin_id } }, { from: admin }) as Promise<Envelope<AdminDetail>>;

/** PATCH admin/restore: the admins of a bulk delete back, as the delete answered them; how many came back. */
export const restoreAdmins = (deleted: Admin[]) => restoreSelection(admins, deleted, adminOperations.restoreMany);

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

/** POST admin_bulk. A refusal carries the failing entries as its resource, which the dialog shows beside each entry. */
export async function bulkCreateAdmins(payload: BulkPayload): Promise<Envelope<AdminDetail[]>> {
  try {
    return (await callOperation(adminOperations.bulkCreate, { body: payload })) as Envelope<AdminDetail[]>;
  } catch (error) {
    // No answer from the server (the request itself failed): as it is.
    if (!(error instanceof ApiError) || error.status === undefined) throw error;
    const resource = error.answer?.resource as { errors?: BulkEntryError[] } | unknown[] | null | undefined;
    const entries = resource && !Array.isArray(resource) ? (resource.errors ?? []) : [];
    throw new BulkCreateError(error.message, error.status, error.detail, entries);
  }
}
