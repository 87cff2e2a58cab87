import { formatDate, routePath, useAuthStore } from '@console/shared';
import { organizationCreateSchema } from '@console/shared/schemas';
import {
  FormDialog,
  PagedTable,
  PageHeader,
  RecentCards,
  SearchBox,
  TextLink,
  useListState,
  usePagedList,
  type Column,
} from '@console/shared/ui';
import { createOrganization, listOrganizations, type Organization } from './api';

/** Spec 2 §9: organization search. */
const SEARCH_DEBOUNCE_MS = 300;

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

export function OrganizationsPage() {
  const list = useListState({ debounceMs: SEARCH_DEBOUNCE_MS });
  const organizations = usePagedList(['organization', list.params], () => listOrganizations(list.params));
  return (
    <>
      <PageHeader
        title="Organizaciones"
        actions={
          <FormDialog
            title="Crear organización"
            schema={organizationCreateSchema}
            fields={[{ name: 'name', label: 'Nombre' }]}
            defaultValues={{ name: '' }}
            onSubmit={createOrganization}
            successMessage="Organización creada con éxito"
            invalidate={['organization']}
          />
        }
      />
      <RecentCards kind="organizations" title="Organizaciones recientes" to={(item) => accountsOf(item.id)} />
      <SearchBox label="Buscar organización" value={list.search} onChange={list.setSearch} />
      <PagedTable
        label="Organizaciones"
        columns={columns}
        rowKey={(o) => o.organization_id}
        list={list}
        result={organizations}
      />
    </>
  );
}
