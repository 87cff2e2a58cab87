import { useMemo } from 'react';
import { Button } from '@chakra-ui/react';
import { adminContract, formatNumber } from '@console/contracts';
import { BUTTON_SIZE, ResourceScreen, StatusBadge, useAccess, useResourceMutation, type ColumnSpec, type QueryParams, type RemoveConfig } from '@console/ui';
import { adminColumns, adminEdit, adminRefusal, admins, adminSearches, useMayUpdateAdmins, type Admin } from '@console/domain';
import { AdminLinks } from './AdminLinks';
import { restoreAdmin, restoreAdmins } from './api';
import { BulkCreateDialog } from './BulkCreateDialog';

/** Spec 2.5: deleted admins are listed too. */
const params: QueryParams = { show_deleted: 'true' };

const isDeleted = (a: Admin) => a.deletedAt !== null;

const columns: ColumnSpec<typeof adminContract>[] = [
  ...adminColumns,
  {
    header: 'Estado',
    cell: (a) => (isDeleted(a) ? <StatusBadge tone="negative">Eliminado</StatusBadge> : <StatusBadge tone="positive">Activo</StatusBadge>),
  },
];

const ADMIN_RESTORED = 'Administrador habilitado';
const adminsRestored = (count: number) => (count === 1 ? ADMIN_RESTORED : `${formatNumber(count)} administradores habilitados`);

/** 'Habilitar administrador' on a deleted admin's row. */
function RestoreButton({ admin }: { admin: Admin }) {
  const restore = useResourceMutation(admins, () => restoreAdmin(admin), { success: ADMIN_RESTORED });
  const mayUpdate = useMayUpdateAdmins();
  const access = useAccess();
  const reason = mayUpdate.reason ?? adminRefusal(access, admin);
  return (
    <span title={reason}>
      <Button
        size={BUTTON_SIZE.row}
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

// A deleted admin stays, set apart: its toast offers 'Deshacer' (the restore), as 'Habilitar administrador' does; a
// selection's too, in one call.
const remove: RemoveConfig<typeof adminContract> = {
  when: (a) => !isDeleted(a),
  undo: { restore: restoreAdmin, success: ADMIN_RESTORED, restoreMany: async (deleted) => adminsRestored(await restoreAdmins(deleted)) },
};

/** Spec 2.5: search by name and e-mail, paged table with deleted admins, edit row, create and bulk create. */
export default function AdminsPage() {
  const access = useAccess();
  // Only a superadmin changes a superadmin's row (the API refuses it to anyone else).
  const editRow = useMemo(
    () => adminEdit(access, { extra: (a) => (isDeleted(a) ? null : <AdminLinks admin={a} />), when: (a) => !isDeleted(a) }),
    [access],
  );
  return (
    <ResourceScreen
      contract={adminContract}
      columns={columns}
      searches={adminSearches}
      params={params}
      edit={editRow}
      remove={remove}
      rowActions={rowActions}
      highlight={isDeleted}
      actions={<BulkCreateDialog />}
    />
  );
}
