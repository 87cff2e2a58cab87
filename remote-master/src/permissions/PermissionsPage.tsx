import { auditResourceLabel, permissionContract } from '@console/contracts';
import { ResourceScreen, type ColumnSpec } from '@console/ui';

const columns: ColumnSpec<typeof permissionContract>[] = [
  'permission_id',
  'name',
  'description',
  // The resource by its contract's Spanish name ('Credencial de pago'), its code in the title.
  {
    header: permissionContract.fields.resource.label,
    sort: 'resource',
    cell: (permission) => (permission.resource ? <span title={permission.resource}>{auditResourceLabel(permission.resource)}</span> : '-'),
  },
  'read',
  'create',
  'update',
  'delete',
];

/** Spec 2.4: search, paged table whose rows expand into the edit form, create dialog, confirmed delete. */
export default function PermissionsPage() {
  return <ResourceScreen contract={permissionContract} columns={columns} />;
}
