import { useAuthStore } from '@console/core';
import { organizationContract, routePath, type RowOf } from '@console/contracts';
import { RecentCards, ResourceScreen, TextLink, type ColumnSpec, type EditConfig, type SearchSpec } from '@console/ui';

type Organization = RowOf<typeof organizationContract>;

/** Spec 2 §9: organization search, 300 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: organizationContract.texts.search, debounceMs: 300 }];

const accountsOf = (organization_id: number) => routePath('organization-accounts', { organization_id });
const remember = (o: Organization) => useAuthStore.getState().remember('organizations', { id: o.organization_id, name: o.name });

const columns: ColumnSpec<typeof organizationContract>[] = [
  'organization_id',
  {
    header: 'Nombre',
    sort: 'name',
    cell: (o) => (
      <TextLink to={accountsOf(o.organization_id)} onClick={() => remember(o)}>
        {o.name}
      </TextLink>
    ),
  },
  'createdAt',
];

/**
 * Beyond spec 2.6 (create only): a row opens to correct the name (PATCH organization/{id}); its partner is set from
 * the partner's page.
 */
const edit: EditConfig<typeof organizationContract> = { fields: ['name'] };

/** Spec 2.6: recent organizations, search, paged table linking to each one's accounts, create dialog. */
export default function OrganizationsPage() {
  return (
    <ResourceScreen contract={organizationContract} columns={columns} searches={searches} edit={edit} remove={false}>
      <RecentCards kind="organizations" title="Organizaciones recientes" to={(item) => accountsOf(item.id)} />
    </ResourceScreen>
  );
}
