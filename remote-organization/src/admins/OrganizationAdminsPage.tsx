import { useMemo } from 'react';
import { adminAccountsLink, adminContract, adminOperations, fillPath } from '@console/contracts';
import { callOperation, Links, ResourceScreen, useAccess, type CreateConfig } from '@console/ui';
import { adminColumns, adminEdit, adminRefusal, adminSearches, type Admin } from '@console/domain';
import { titleOf, useOrganization, useOrganizationAccounts, type Account } from '../organization';

/**
 * The admin's accounts within this organization (the list row carries them: GET organization/{id}/admins):
 * one of the organization's accounts added, one removed; the table scrolls beyond 250 px (spec 3 §9).
 */
function AdminAccounts({ admin, organizationId }: { admin: Admin; organizationId: number }) {
  const access = useAccess();
  return (
    <Links<Account>
      link={adminAccountsLink}
      ownerId={admin.admin_id}
      rows={(admin.Accounts ?? []) as Account[]}
      source={useOrganizationAccounts(organizationId)}
      search="Buscar cuenta de la organización"
      refused={adminRefusal(access, admin)}
      maxHeight="250px"
    />
  );
}

/** Spec 3 §2, §5: the organization's admins; the edit row as in master plus the admin's accounts here; a create dialog. */
function OrganizationAdmins({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  const access = useAccess();
  const edit = useMemo(
    () => adminEdit(access, { extra: (admin) => <AdminAccounts admin={admin} organizationId={organizationId} /> }),
    [organizationId, access],
  );
  // The new admin is linked to this organization (POST organization/{id}/admins, one transaction).
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => callOperation(adminOperations.createOrganizationAdmin, { params: { id: organizationId }, body: values }) }),
    [organizationId],
  );
  return (
    <ResourceScreen
      contract={adminContract}
      title={titleOf(adminContract.texts.title, organization)}
      columns={adminColumns}
      searches={adminSearches}
      listPath={fillPath(adminOperations.organizationAdmins.path, { id: organizationId })}
      edit={edit}
      create={create}
    />
  );
}

export default function OrganizationAdminsPage() {
  const { id } = useOrganization();
  return <OrganizationAdmins key={id} organizationId={id} />;
}
