import { useMemo } from 'react';
import { adminContract, adminEditSchema, customViewTexts } from '@console/contracts';
import {
  adminLinks,
  adminRefusal,
  admins,
  fullName,
  LinkList,
  ResourceScreen,
  saveAdmin,
  useAccess,
  useMayUpdateAdmins,
  type Admin,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
  type SearchSpec,
} from '@console/ui';
import { organizations, titleOf, useOrganization, useOrganizationAccounts, type Account } from '../organization';

/** Spec 1 §9: admin search, 800 ms while there is text. */
const searches: SearchSpec[] = [
  { param: 'name', label: 'Buscar por nombre', debounceMs: 800 },
  { param: 'email', label: 'Buscar por correo', debounceMs: 800 },
];

const columns: ColumnSpec<typeof adminContract>[] = [
  'admin_id',
  { header: 'Nombre', cell: fullName, sort: 'first_name' },
  'email',
  { header: 'Rol', cell: (a) => a.Role?.name ?? 'Sin rol' },
  'createdAt',
];

/** Spec 3 §9: the admin's accounts table scrolls beyond 250 px. */
const ACCOUNTS_MAX_HEIGHT = 250;

/**
 * The admin's accounts within this organization (the list row carries them: GET organization/{id}/admins):
 * add one of the organization's accounts, remove one ('La cuenta ya se encuentra asociada' before asking).
 */
function AdminAccounts({ admin, organizationId }: { admin: Admin; organizationId: number }) {
  const mayUpdate = useMayUpdateAdmins();
  const access = useAccess();
  const source = useOrganizationAccounts(organizationId);
  return (
    <LinkList<Account>
      client={admins}
      ownerId={admin.admin_id}
      title="Cuentas"
      label="Cuenta"
      placeholder="Buscar cuenta de la organización"
      resource={source}
      itemLabel={(a) => a.name}
      linked={(admin.Accounts ?? []).map((a) => ({ id: a.account_id, name: a.name }))}
      refused={mayUpdate.reason ?? adminRefusal(access, admin)}
      assign={adminLinks.account.assign}
      remove={adminLinks.account.remove}
      maxHeight={ACCOUNTS_MAX_HEIGHT}
      texts={{ duplicate: customViewTexts.accountLinked, missing: customViewTexts.accountNotLinked, assigned: 'Cuenta asociada', removed: 'Cuenta removida' }}
    />
  );
}

/** Spec 3 §2, §5: the organization's admins; the edit row as in master plus the admin's accounts here; a create dialog. */
function OrganizationAdmins({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  const access = useAccess();
  const edit = useMemo<EditConfig<typeof adminContract>>(
    () => ({
      fields: ['first_name', 'last_name', 'email', 'password', 'role_id'],
      schema: adminEditSchema,
      overrides: { password: { label: 'Nueva contraseña', placeholder: 'Déjala vacía para no cambiarla' } },
      submit: saveAdmin,
      extra: (admin) => <AdminAccounts admin={admin} organizationId={organizationId} />,
      refuse: (admin) => adminRefusal(access, admin),
    }),
    [organizationId, access],
  );
  // The new admin is linked to this organization (POST organization/{id}/admins, one transaction).
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => organizations.call('post', organizationId, 'admins', 'creando', adminContract.names.one, values) }),
    [organizationId],
  );
  return (
    <ResourceScreen
      contract={adminContract}
      title={titleOf(adminContract.texts.title, organization)}
      columns={columns}
      searches={searches}
      listPath={`organization/${organizationId}/admins`}
      edit={edit}
      create={create}
    />
  );
}

export default function OrganizationAdminsPage() {
  const { id } = useOrganization();
  return <OrganizationAdmins key={id} organizationId={id} />;
}
