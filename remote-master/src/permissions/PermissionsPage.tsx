import { permissionContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['permission_id', 'name', 'description', 'resource', 'read', 'create', 'update', 'delete'] as const;

/** Spec 2.4: search, paged table whose rows expand into the edit form, create dialog, confirmed delete. */
export default function PermissionsPage() {
  return <ResourceScreen contract={permissionContract} columns={columns} />;
}
