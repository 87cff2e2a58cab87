import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountContract, organizationContract, type RowOf } from '@console/contracts';
import { LinkList, resourceClient, useAccess } from '@console/ui';
import { adminLinks, admins, adminRefusal, useMayUpdateAdmins, type Admin, type AdminDetail } from '@console/domain';

type Organization = RowOf<typeof organizationContract>;
type Account = RowOf<typeof accountContract>;

/** The organizations and accounts of an admin (spec 2.5), read from GET admin/{id} when the row opens. */
export function AdminLinks({ admin: row }: { admin: Admin }) {
  const adminId = row.admin_id;
  const mayUpdate = useMayUpdateAdmins();
  const access = useAccess();
  const refused = mayUpdate.reason ?? adminRefusal(access, row);
  const detail = useQuery({
    // Under the resource's key: every write of the machine refreshes it.
    queryKey: [...admins.key, 'detail', adminId],
    queryFn: () => admins.get(adminId),
  });
  const admin = detail.data?.resource as AdminDetail | undefined;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <LinkList<Organization>
        client={admins}
        ownerId={adminId}
        title="Organizaciones"
        label="Organización"
        placeholder="Buscar organización"
        resource={resourceClient(organizationContract)}
        itemLabel={(o) => o.name}
        linked={admin?.Organizations?.map((o) => ({ id: o.organization_id, name: o.name }))}
        refused={refused}
        assign={adminLinks.organization.assign}
        remove={adminLinks.organization.remove}
        texts={{
          duplicate: 'La organización ya se encuentra asociada',
          missing: 'Error removiendo la organización',
          assigned: 'Organización asociada',
          removed: 'Organización removida',
        }}
      />
      <LinkList<Account>
        client={admins}
        ownerId={adminId}
        title="Cuentas"
        label="Cuenta"
        placeholder="Buscar cuenta"
        resource={resourceClient(accountContract)}
        itemLabel={(a) => a.name}
        linked={admin?.Accounts?.map((a) => ({ id: a.account_id, name: a.name }))}
        refused={refused}
        assign={adminLinks.account.assign}
        remove={adminLinks.account.remove}
        texts={{
          duplicate: 'La cuenta ya se encuentra asociada',
          missing: 'Error removiendo la cuenta',
          assigned: 'Cuenta asociada',
          removed: 'Cuenta removida',
        }}
      />
    </SimpleGrid>
  );
}
