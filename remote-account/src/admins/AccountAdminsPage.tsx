import { useMemo } from 'react';
import { accountLinks, adminContract, adminOperations } from '@console/contracts';
import { callOperation, ResourceScreen, useAccess, useLinkScreen, type CreateConfig, type LinkScreenOptions } from '@console/ui';
import { adminColumns, adminEdit, adminRefusal, admins, adminSearches, fullName, type Admin } from '@console/domain';
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
  const edit = useMemo(() => adminEdit(access), [access]);
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => callOperation(adminOperations.createAccountAdmin, { params: { id }, body: values }) }),
    [id],
  );
  const options = useMemo<LinkScreenOptions<Admin>>(
    () => ({
      source: admins,
      itemLabel: (admin) => `${fullName(admin)} (${admin.email})`,
      // Only a superadmin changes a superadmin's links (the API refuses it to anyone else).
      refuse: (admin) => adminRefusal(access, admin as Admin),
      openVariant: 'outline',
    }),
    [access],
  );
  const links = useLinkScreen(accountLinks.admins, id, options);
  return (
    <ResourceScreen
      contract={adminContract}
      title={titleOf(adminContract.texts.title, account)}
      columns={adminColumns}
      searches={adminSearches}
      listPath={links.listPath}
      edit={edit}
      create={create}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
