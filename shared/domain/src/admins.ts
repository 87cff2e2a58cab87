/**
 * What every screen of admins shares (the master's admins, an organization's admins): the client, the
 * role calls (spec 1 §7.7), the edit row's save and who may change whom (their links: adminAccountsLink…).
 */
import type { FieldValues } from 'react-hook-form';
import { adminContract, adminEditSchema, adminOperations, superadminRefusal, type Access, type Envelope, type RowOf } from '@console/contracts';
import { callOperation, resourceClient, useCan, type ColumnSpec, type EditConfig, type SearchSpec } from '@console/ui';

/** An admin as the list answers it (GET admin/{id} adds Organizations and Accounts). */
export type Admin = RowOf<typeof adminContract>;
export type AdminDetail = Admin & Required<Pick<Admin, 'Organizations' | 'Accounts'>>;

export const admins = resourceClient(adminContract);

/** Why the signed-in admin may not change `admin`: the API refuses a superadmin's row to anyone else. */
export const adminRefusal = (access: Access | undefined, admin: Pick<Admin, 'Role'>) => superadminRefusal(access, admin.Role?.role_id);

/** Whether the signed-in admin may update admins at all (links, restore): the reason when not. */
export const useMayUpdateAdmins = () => useCan(adminContract.path, 'update', adminContract.names.many);

/** 'Ana Pérez': how every admins screen names an admin (the contract's label). */
export const fullName = (a: Pick<Admin, 'first_name' | 'last_name'>) => adminContract.label(a as Admin);

/** PUT admin/{id}/role, or DELETE admin/{id}/role for 'No asignar rol'; `from`: the admin as the editor saw them. */
export const setAdminRole = (id: number, role_id: number | null, from?: Admin) =>
  (role_id === null
    ? callOperation(adminOperations.removeRole, { params: { id } }, { from })
    : callOperation(adminOperations.setRole, { params: { id }, body: { role_id } }, { from })) as Promise<Envelope<AdminDetail>>;

/** Saves an admin's edit row: the changed fields (a blank password was dropped by the rule), then the role if it changed. */
export async function saveAdmin(admin: Admin, values: FieldValues, changed: string[]) {
  const fields = Object.fromEntries(changed.filter((key) => key !== 'role_id').map((key) => [key, values[key]]));
  let saved = Object.keys(fields).length > 0 ? await admins.update(admin.admin_id, fields, admin) : undefined;
  const role_id = values.role_id as number | null;
  // The role from the version the first call left (or the one the editor saw).
  if (changed.includes('role_id') && role_id !== admin.role_id) saved = await setAdminRole(admin.admin_id, role_id, saved?.resource ?? admin);
  return saved;
}

/** Spec 1 §9: the admin searches, 800 ms while there is text (at once when emptied). */
export const adminSearches: SearchSpec[] = [
  { param: 'name', label: 'Buscar por nombre', debounceMs: 800 },
  { param: 'email', label: 'Buscar por correo', debounceMs: 800 },
];

/** The columns every admins screen starts with (the master's adds the state). */
export const adminColumns: ColumnSpec<typeof adminContract>[] = [
  'admin_id',
  { header: 'Nombre', cell: fullName, sort: 'first_name' },
  'email',
  { header: 'Rol', cell: (a) => a.Role?.name ?? 'Sin rol' },
  'createdAt',
];

/**
 * An admin's edit row: names, e-mail, a new password (blank: unchanged) and the role ('No asignar rol' removes
 * it), saved by saveAdmin; a superadmin's row is refused to anyone else. Memoise it with what it is given.
 */
export const adminEdit = (access: Access | undefined, more: Partial<EditConfig<typeof adminContract>> = {}): EditConfig<typeof adminContract> => ({
  fields: ['first_name', 'last_name', 'email', 'password', 'role_id'],
  schema: adminEditSchema,
  overrides: { password: { label: 'Nueva contraseña', placeholder: 'Déjala vacía para no cambiarla' } },
  submit: saveAdmin,
  refuse: (admin) => adminRefusal(access, admin),
  ...more,
});
