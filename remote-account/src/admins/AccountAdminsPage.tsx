import { useMemo } from 'react';
import { accountLinkTexts, accountPath, adminContract, adminEditSchema } from '@console/contracts';
import {
  adminLinks,
  adminRefusal,
  admins,
  fullName,
  ResourceScreen,
  saveAdmin,
  useAccess,
  useAssociation,
  type Admin,
  type Association,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
  type SearchSpec,
} from '@console/ui';
import { accounts, titleOf, useAccount } from '../account';

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

/**
 * Spec 3 §2, §5: the account's admins (GET account/{id}/admins); the edit row as the organization's (a blank
 * password is unchanged, 'No asignar rol' removes the role); a create dialog whose admin joins this account
 * (POST account/{id}/admins); an existing admin associated (admin/{id}/assignAccount) or dissociated
 * (/removeAccount). Deleting an admin is the master's admins screen: here an admin only leaves the account.
 */
export default function AccountAdminsPage() {
  const { id, account } = useAccount();
  const access = useAccess();
  const listPath = accountPath(id, 'admins');
  const edit = useMemo<EditConfig<typeof adminContract>>(
    () => ({
      fields: ['first_name', 'last_name', 'email', 'password', 'role_id'],
      schema: adminEditSchema,
      overrides: { password: { label: 'Nueva contraseña', placeholder: 'Déjala vacía para no cambiarla' } },
      submit: saveAdmin,
      refuse: (admin) => adminRefusal(access, admin),
    }),
    [access],
  );
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => accounts.call('post', id, 'admins', 'creando', adminContract.names.one, values) }),
    [id],
  );
  const association = useMemo<Association<typeof adminContract, Admin>>(
    () => ({
      client: admins,
      listPath,
      source: admins,
      itemLabel: (admin) => `${fullName(admin)} (${admin.email})`,
      from: 'de la cuenta',
      associate: (adminId) => adminLinks.account.assign(adminId, id),
      dissociate: (admin) => adminLinks.account.remove(admin.admin_id, id),
      texts: { linked: accountLinkTexts.adminLinked, associated: accountLinkTexts.adminAssociated, removed: accountLinkTexts.adminRemoved },
      permission: { resource: adminContract.path, many: adminContract.names.many },
      // Only a superadmin changes a superadmin's links (the API refuses it to anyone else).
      refuse: (admin) => adminRefusal(access, admin),
      openVariant: 'outline',
    }),
    [id, listPath, access],
  );
  const links = useAssociation(association);
  return (
    <ResourceScreen
      contract={adminContract}
      title={titleOf(adminContract.texts.title, account)}
      columns={columns}
      searches={searches}
      listPath={listPath}
      edit={edit}
      create={create}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
