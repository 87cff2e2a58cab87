import { useMemo } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { formatDate, type QueryParams } from '@console/shared';
import { adminCreateSchema, adminEditSchema, type z } from '@console/shared/schemas';
import {
  ResourceScreen,
  useResourceList,
  useResourceMutation,
  type Column,
  type EditSpec,
  type FieldOption,
  type FieldSpec,
  type RemoveSpec,
  type SearchSpec,
} from '@console/shared/ui';
import { roleResource } from '../roles/api';
import { AdminLinks } from './AdminLinks';
import { adminResource, fullName, restoreAdmin, setAdminRole, type Admin } from './api';
import { BulkCreateDialog } from './BulkCreateDialog';

/** Spec 9: admin search, 800 ms while there is text (at once when emptied). */
const searches: SearchSpec[] = [
  { param: 'name', label: 'Buscar por nombre', debounceMs: 800 },
  { param: 'email', label: 'Buscar por correo', debounceMs: 800 },
];
/** Spec 2.5: deleted admins are listed too. */
const params: QueryParams = { show_deleted: 'true' };
const ROLE_CHOICES: QueryParams = { page: 1, limit: 300 };
export const NO_ROLE = 'No asignar rol';

const isDeleted = (a: Admin) => a.deletedAt !== null;

const columns: Column<Admin>[] = [
  { header: 'ID', cell: (a) => a.admin_id },
  { header: 'Nombre', cell: fullName },
  { header: 'Correo', cell: (a) => a.email },
  { header: 'Rol', cell: (a) => a.Role?.name ?? 'Sin rol' },
  { header: 'Fecha de creación', cell: (a) => formatDate(a.createdAt) },
  {
    header: 'Estado',
    cell: (a) => (isDeleted(a) ? <Badge colorPalette="red">Eliminado</Badge> : <Badge colorPalette="green">Activo</Badge>),
  },
];

const rowLabel = (a: Admin) => `Editar ${fullName(a)}`;

const remove: RemoveSpec<Admin> = {
  what: (a) => `al administrador ${fullName(a)}`,
  success: 'Administrador eliminado',
  when: (a) => !isDeleted(a),
};

/** 'Habilitar administrador' on a deleted admin's row. */
function RestoreButton({ admin }: { admin: Admin }) {
  const restore = useResourceMutation(adminResource, () => restoreAdmin(admin.admin_id), { success: 'Administrador habilitado' });
  return (
    <Button size="sm" colorPalette="green" loading={restore.isPending} onClick={() => restore.mutate(undefined)}>
      Habilitar administrador
    </Button>
  );
}
const rowActions = (a: Admin) => (isDeleted(a) ? <RestoreButton admin={a} /> : null);

type EditInput = z.input<typeof adminEditSchema>;
type EditOutput = z.output<typeof adminEditSchema>;
type CreateInput = z.input<typeof adminCreateSchema>;

/** Saves the edit row: the fields (a blank password is dropped by the schema), then the role if it changed. */
async function saveAdmin(admin: Admin, { role_id, ...changes }: EditOutput) {
  const saved = await adminResource.update(admin.admin_id, changes);
  if (role_id !== admin.role_id) return setAdminRole(admin.admin_id, role_id);
  return saved;
}

/** Spec 2.5: search by name and e-mail, paged table with deleted admins, edit row, create and bulk create. */
export function AdminsPage() {
  const roles = useResourceList(roleResource, ROLE_CHOICES);
  const roleOptions: FieldOption[] = useMemo(() => roles.items.map((r) => ({ value: r.role_id, label: r.name })), [roles.items]);

  // Rebuilt only when the roles arrive: the table's rows are memoised on these.
  const edit = useMemo<EditSpec<Admin, EditInput, EditOutput>>(
    () => ({
      schema: adminEditSchema,
      fields: [
        { name: 'first_name', label: 'Nombres' },
        { name: 'last_name', label: 'Apellidos' },
        { name: 'email', label: 'Correo' },
        { name: 'password', label: 'Nueva contraseña', kind: 'password', placeholder: 'Déjala vacía para no cambiarla' },
        { name: 'role_id', label: 'Rol', kind: 'select', nullable: true, placeholder: NO_ROLE, options: roleOptions },
      ],
      values: (a) => ({ first_name: a.first_name, last_name: a.last_name, email: a.email, password: '', role_id: a.role_id }),
      success: 'Administrador actualizado',
      submit: saveAdmin,
      extra: (a) => (isDeleted(a) ? null : <AdminLinks adminId={a.admin_id} />),
      when: (a) => !isDeleted(a),
    }),
    [roleOptions],
  );

  const create = useMemo(
    () => ({
      title: 'Crear administrador',
      schema: adminCreateSchema,
      fields: [
        { name: 'first_name', label: 'Nombres' },
        { name: 'last_name', label: 'Apellidos' },
        { name: 'email', label: 'Correo' },
        { name: 'password', label: 'Contraseña', kind: 'password' },
        {
          name: 'role_id',
          label: 'Rol',
          kind: 'select',
          placeholder: 'Selecciona un rol',
          options: [...roleOptions, { value: null, label: NO_ROLE }],
        },
      ] satisfies FieldSpec<CreateInput>[],
      defaultValues: { first_name: '', last_name: '', email: '', password: '' },
      successMessage: 'Administrador creado con éxito',
    }),
    [roleOptions],
  );

  return (
    <ResourceScreen<Admin, CreateInput, z.output<typeof adminCreateSchema>, EditInput, EditOutput>
      resource={adminResource}
      title="Administradores"
      columns={columns}
      searches={searches}
      params={params}
      create={create}
      edit={edit}
      remove={remove}
      rowLabel={rowLabel}
      rowActions={rowActions}
      highlight={isDeleted}
      actions={<BulkCreateDialog roles={roleOptions} />}
    />
  );
}
