import { api, ApiError } from '@console/core';
import {
  accountContract,
  adminContract,
  organizationContract,
  requestErrorMessage,
  roleContract,
  serverErrorMessage,
  superadminRefusal,
  type Access,
  type AdminBulkEntry,
  type adminBulkSchema,
  type Envelope,
  type RowOf,
  type z,
} from '@console/contracts';
import { resourceClient, useCan } from '@console/ui';

/** Spec 3: an admin as the list answers it (GET admin/{id} adds Organizations and Accounts). */
export type Admin = RowOf<typeof adminContract>;
export type AdminDetail = Admin & Required<Pick<Admin, 'Organizations' | 'Accounts'>>;

export const admins = resourceClient(adminContract);

/** Why the signed-in admin may not change `admin`: the API refuses a superadmin's row to anyone else. */
export const adminRefusal = (access: Access | undefined, admin: Pick<Admin, 'Role'>) => superadminRefusal(access, admin.Role?.role_id);

/** Whether the signed-in admin may update admins at all (links, restore): the reason when not. */
export const useMayUpdateAdmins = () => useCan(adminContract.path, 'update', adminContract.names.many);

export const fullName = (a: Pick<Admin, 'first_name' | 'last_name'>) => adminContract.label(a as Admin);

/** PATCH admin/{id}/restore ('Habilitar administrador'). */
export const restoreAdmin = (id: number) => admins.call<AdminDetail>('patch', id, 'restore', 'habilitando', adminContract.names.one);

/** PUT admin/{id}/role, or DELETE admin/{id}/role for 'No asignar rol'. */
export const setAdminRole = (id: number, role_id: number | null) =>
  role_id === null
    ? admins.call<AdminDetail>('delete', id, 'role', 'removiendo', roleContract.names.one)
    : admins.call<AdminDetail>('put', id, 'role', 'asociando', roleContract.names.one, { role_id });

/** The organization and account links of an admin (spec 7.7). */
export const adminLinks = {
  organization: {
    assign: (id: number, organization_id: number) =>
      admins.call<AdminDetail>('post', id, 'assignOrganization', 'asociando', organizationContract.names.one, { organization_id }),
    remove: (id: number, organization_id: number) =>
      admins.call<AdminDetail>('post', id, 'removeOrganization', 'removiendo', organizationContract.names.one, { organization_id }),
  },
  account: {
    assign: (id: number, account_id: number) =>
      admins.call<AdminDetail>('post', id, 'assignAccount', 'asociando', accountContract.names.one, { account_id }),
    remove: (id: number, account_id: number) =>
      admins.call<AdminDetail>('post', id, 'removeAccount', 'removiendo', accountContract.names.one, { account_id }),
  },
};

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
