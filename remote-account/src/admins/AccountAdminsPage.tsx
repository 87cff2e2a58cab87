import { useMemo } from 'react';
import { accountLinkTexts, adminContract, adminOperations, fillPath } from '@console/contracts';
import { callOperation, ResourceScreen, useAccess, useAssociation, type Association, type CreateConfig } from '@console/ui';
import { adminColumns, adminEdit, adminLinks, adminRefusal, admins, adminSearches, fullName, type Admin } from '@console/domain';
import { titleOf, useAccount } from '../account';

/**
 * Spec 3 §2, §5: the account's admins (GET account/{id}/admins); the edit row as the organization's (a blank
 * password is unchanged, 'No asignar rol' removes the role); a create dialog whose admin joins this account
 * (POST account/{id}/admins); an existing admin associated (admin/{id}/assignAccount) or dissociated
 * (/removeAccount). Deleting an admin is the master's admins screen: here an admin only leaves the account.
 */
export default function AccountAdminsPage() {
  const { id, account } = useAccount();
  const access = useAccess();
  const listPath = fillPath(adminOperations.accountAdmins.path, { id });
  const edit = useMemo(() => adminEdit(access), [access]);
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => callOperation(adminOperations.createAccountAdmin, { params: { id }, body: values }) }),
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
      columns={adminColumns}
      searches={adminSearches}
      listPath={listPath}
      edit={edit}
      create={create}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
