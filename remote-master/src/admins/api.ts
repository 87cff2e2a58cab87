import { api, ApiError, defineResource, requestErrorMessage, resourceNames, serverErrorMessage, type Envelope } from '@console/shared';
import type { adminBulkSchema, AdminBulkEntry, z } from '@console/shared/schemas';

/** Spec 3: an admin as the list answers it. */
export interface Admin {
  admin_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number | null;
  partner_id: number | null;
  organization_id_creator: number | null;
  createdAt: string;
  deletedAt: string | null;
  Role: { role_id: number; name: string } | null;
}

/** GET admin/{id}: the admin with the organizations and accounts linked to it. */
export interface AdminDetail extends Admin {
  Organizations: { organization_id: number; name: string }[];
  Accounts: { account_id: number; name: string }[];
}

export const adminResource = defineResource<Admin>({
  path: 'admin',
  names: resourceNames.admin,
  id: (a) => a.admin_id,
});

export const fullName = (a: Pick<Admin, 'first_name' | 'last_name'>) => `${a.first_name} ${a.last_name}`.trim();

/** PATCH admin/{id}/restore ('Habilitar administrador'). */
export const restoreAdmin = (id: number) =>
  adminResource.call<AdminDetail>('patch', id, 'restore', 'habilitando', resourceNames.admin.one);

/** PUT admin/{id}/role, or DELETE admin/{id}/role for 'No asignar rol'. */
export const setAdminRole = (id: number, role_id: number | null) =>
  role_id === null
    ? adminResource.call<AdminDetail>('delete', id, 'role', 'removiendo', resourceNames.role.one)
    : adminResource.call<AdminDetail>('put', id, 'role', 'asociando', resourceNames.role.one, { role_id });

/** The organization and account links of an admin (spec 7.7). */
export const adminLinks = {
  organization: {
    assign: (id: number, organization_id: number) =>
      adminResource.call<AdminDetail>('post', id, 'assignOrganization', 'asociando', resourceNames.organization.one, { organization_id }),
    remove: (id: number, organization_id: number) =>
      adminResource.call<AdminDetail>('post', id, 'removeOrganization', 'removiendo', resourceNames.organization.one, { organization_id }),
  },
  account: {
    assign: (id: number, account_id: number) =>
      adminResource.call<AdminDetail>('post', id, 'assignAccount', 'asociando', resourceNames.account.one, { account_id }),
    remove: (id: number, account_id: number) =>
      adminResource.call<AdminDetail>('post', id, 'removeAccount', 'removiendo', resourceNames.account.one, { account_id }),
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

const many = resourceNames.admin.many;

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
