/**
 * What a partner is linked to (spec 1 §2.9): its organizations (through the organization's partner_id: only one
 * without a partner may be added) and its packages, each a small table with 'Quitar' per row and a selector
 * with 'Agregar' (the kit's <Links> of the declarations in @console/contracts).
 */
import { organizationContract, packageContract, partnerOrganizationsLink, partnerPackagesLink, routePath, type RowOf } from '@console/contracts';
import { Links, TextLink } from '@console/ui';
import { partnerKeys } from './api';

type Organization = RowOf<typeof organizationContract>;
type Package = RowOf<typeof packageContract>;

const organizationColumns = [
  { header: 'ID', cell: (o: Organization) => o.organization_id },
  // Spec 1 §2.9: a row leads to the organization's accounts (another area: a named route).
  { header: 'Nombre', cell: (o: Organization) => <TextLink to={routePath('organization-accounts', { organization_id: o.organization_id })}>{o.name}</TextLink> },
];

const packageColumns = [
  { header: 'ID', cell: (p: Package) => p.package_id },
  { header: 'Nombre', cell: (p: Package) => p.name },
  { header: 'Tipo', cell: (p: Package) => p.type || '-' },
];

/** The partner's organizations; the certified partners' lists count them too. */
export function PartnerOrganizations({ partnerId, level = 'h2' }: { partnerId: number; level?: 'h2' | 'h3' }) {
  return <Links<Organization> link={partnerOrganizationsLink} ownerId={partnerId} columns={organizationColumns} level={level} refresh={partnerKeys} />;
}

/** The partner's packages, scrolling beyond 250 px (spec 1 §9). */
export function PartnerPackages({ partnerId }: { partnerId: number }) {
  return <Links<Package> link={partnerPackagesLink} ownerId={partnerId} columns={packageColumns} level="h2" maxHeight="250px" refresh={partnerKeys} />;
}
