import { useMemo } from 'react';
import { Button } from '@chakra-ui/react';
import { adminContract, adminEditSchema } from '@console/contracts';
import {
  BUTTON_SIZE,
  ResourceScreen,
  saveAdmin,
  StatusBadge,
  useAccess,
  useResourceMutation,
  type ColumnSpec,
  type EditConfig,
  type QueryParams,
  type RemoveConfig,
  type SearchSpec,
} from '@console/ui';
import { AdminLinks } from './AdminLinks';
import { admins, fullName, restoreAdmin, adminRefusal, useMayUpdateAdmins, type Admin } from './api';
import { BulkCreateDialog } from './BulkCreateDialog';

/** Spec 9: admin search, 800 ms while there is text (at once when emptied). */
const searches: SearchSpec[] = [
  { param: 'name', label: 'Buscar por nombre', debounceMs: 800 },
  { param: 'email', label: 'Buscar por correo', debounceMs: 800 },
];
/** Spec 2.5: deleted admins are listed too. */
const params: QueryParams = { show_deleted: 'true' };

const isDeleted = (a: Admin) => a.deletedAt !== null;

const columns: ColumnSpec<typeof adminContract>[] = [
  'admin_id',
  { header: 'Nombre', cell: fullName, sort: 'first_name' },
  'email',
  { header: 'Rol', cell: (a) => a.Role?.name ?? 'Sin rol' },
  'createdAt',
  {
    header: 'Estado',
    cell: (a) => (isDeleted(a) ? <StatusBadge tone="negative">Eliminado</StatusBadge> : <StatusBadge tone="positive">Activo</StatusBadge>),
  },
];

/** 'Habilitar administrador' on a deleted admin's row. */
function RestoreButton({ admin }: { admin: Admin }) {
  const restore = useResourceMutation(admins, () => restoreAdmin(admin.admin_id), { success: 'Administrador habilitado' });
  const mayUpdate = useMayUpdateAdmins();
  const access = useAccess();
  const reason = mayUpdate.reason ?? adminRefusal(access, admin);
  return (
    <span title={reason}>
      <Button
        size={BUTTON_SIZE.row}
        colorPalette="green"
        loading={restore.isPending}
        disabled={Boolean(reason)}
        aria-description={reason}
        onClick={() => restore.mutate(undefined)}
      >
        Habilitar administrador
      </Button>
    </span>
  );
}
const rowActions = (a: Admin) => (isDeleted(a) ? <RestoreButton admin={a} /> : null);

// Module-level: the table's rows are memoised on these.
const edit: EditConfig<typeof adminContract> = {
  fields: ['first_name', 'last_name', 'email', 'password', 'role_id'],
  schema: adminEditSchema,
  overrides: { password: { label: 'Nueva contraseña', placeholder: 'Déjala vacía para no cambiarla' } },
  submit: saveAdmin,
  extra: (a) => (isDeleted(a) ? null : <AdminLinks admin={a} />),
  when: (a) => !isDeleted(a),
};
const remove: RemoveConfig<typeof adminContract> = { when: (a) => !isDeleted(a) };

/** Spec 2.5: search by name and e-mail, paged table with deleted admins, edit row, create and bulk create. */
export default function AdminsPage() {
  const access = useAccess();
  // Only a superadmin changes a superadmin's row (the API refuses it to anyone else).
  const editRow = useMemo<EditConfig<typeof adminContract>>(() => ({ ...edit, refuse: (a) => adminRefusal(access, a) }), [access]);
  return (
    <ResourceScreen
      contract={adminContract}
      columns={columns}
      searches={searches}
      params={params}
      edit={editRow}
      remove={remove}
      rowActions={rowActions}
      highlight={isDeleted}
      actions={<BulkCreateDialog />}
    />
  );
}
