import { formatDate, routePath, useAuthStore } from '@console/shared';
import { organizationCreateSchema } from '@console/shared/schemas';
import { RecentCards, ResourceScreen, TextLink, type Column, type SearchSpec } from '@console/shared/ui';
import { organizationResource, type Organization } from './api';

const searches: SearchSpec[] = [{ param: 'name', label: 'Buscar organización', debounceMs: 300 }];

const accountsOf = (organization_id: number) => routePath('organization-accounts', { organization_id });

const columns: Column<Organization>[] = [
  { header: 'ID', cell: (o) => o.organization_id },
  {
    header: 'Nombre',
    cell: (o) => (
      <TextLink
        to={accountsOf(o.organization_id)}
        onClick={() => useAuthStore.getState().remember('organizations', { id: o.organization_id, name: o.name })}
      >
        {o.name}
      </TextLink>
    ),
  },
  { header: 'Fecha de creación', cell: (o) => formatDate(o.createdAt) },
];

/** Spec 2.6: recent organizations, search, paged table linking to each one's accounts, create dialog. */
export function OrganizationsPage() {
  return (
    <ResourceScreen
      resource={organizationResource}
      title="Organizaciones"
      columns={columns}
      searches={searches}
      rowLabel={(o) => o.name}
      create={{
        title: 'Crear organización',
        schema: organizationCreateSchema,
        fields: [{ name: 'name', label: 'Nombre' }],
        defaultValues: { name: '' },
        successMessage: 'Organización creada con éxito',
      }}
    >
      <RecentCards kind="organizations" title="Organizaciones recientes" to={(item) => accountsOf(item.id)} />
    </ResourceScreen>
  );
}
