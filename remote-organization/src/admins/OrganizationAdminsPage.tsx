import { useMemo } from 'react';
import { adminContract, adminOperations, customViewTexts, fillPath } from '@console/contracts';
import { callOperation, LinkList, ResourceScreen, useAccess, type CreateConfig } from '@console/ui';
import { adminColumns, adminEdit, adminLinks, adminRefusal, admins, adminSearches, useMayUpdateAdmins, type Admin } from '@console/domain';
import { titleOf, useOrganization, useOrganizationAccounts, type Account } from '../organization';

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
