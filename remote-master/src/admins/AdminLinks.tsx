import { SimpleGrid } from '@chakra-ui/react';
import { adminAccountsLink, adminOrganizationsLink } from '@console/contracts';
import { Links, useAccess } from '@console/ui';
import { adminRefusal, type Admin } from '@console/domain';

/** The organizations and accounts of an admin (spec 2.5), read from GET admin/{id} when the row opens. */
export function AdminLinks({ admin }: { admin: Admin }) {
  // Only a superadmin changes a superadmin's links (the API refuses it to anyone else).
  const refused = adminRefusal(useAccess(), admin);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Links link={adminOrganizationsLink} ownerId={admin.admin_id} refused={refused} />
      <Links link={adminAccountsLink} ownerId={admin.admin_id} refused={refused} />
    </SimpleGrid>
  );
}
