import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, routePath, useAuthStore } from '@console/shared';
import { accountCreateSchema } from '@console/shared/schemas';
import {
  DismissibleAlert,
  FormDialog,
  LinkButton,
  PagedTable,
  PageHeader,
  RecentCards,
  SearchBox,
  useListState,
  usePagedList,
  type Column,
} from '@console/shared/ui';
import { createAccount, getOrganization, listOrganizationAccounts, type Account } from './api';

/** Spec 3 §9: account search. */
const SEARCH_DEBOUNCE_MS = 800;
const RECENT_TIP_KEY = 'console-tip-recent-accounts';

const personalization = (account_id: number) => routePath('personalization', { account_id });

function columnsFor(organizationId: number): Column<Account>[] {
  return [
    { header: 'ID', cell: (a) => a.account_id },
    { header: 'Nombre', cell: (a) => a.name },
    { header: 'Tipo', cell: (a) => a.type },
    { header: 'Fecha de creación', cell: (a) => formatDate(a.createdAt) },
    {
      header: 'Acciones',
      cell: (a) => (
        <LinkButton
          to={personalization(a.account_id)}
          aria-label={`Entrar a ${a.name}`}
          onClick={() =>
            useAuthStore.getState().remember('accounts', { id: a.account_id, name: a.name, parentId: organizationId })
          }
        >
          Entrar
        </LinkButton>
      ),
    },
  ];
}

export function OrganizationAccountsPage({ organizationId }: { organizationId: number }) {
  const organization = useQuery({
    queryKey: ['organization', organizationId],
    queryFn: () => getOrganization(organizationId),
    select: (envelope) => envelope.resource,
  });
  const list = useListState({ debounceMs: SEARCH_DEBOUNCE_MS });
  const accountsKey = ['organization', organizationId, 'accounts'];
  const accounts = usePagedList([...accountsKey, list.params], () => listOrganizationAccounts(organizationId, list.params));
  const columns = useMemo(() => columnsFor(organizationId), [organizationId]);
  return (
    <>
      <PageHeader
        title={organization.data ? `Cuentas de ${organization.data.name}` : 'Cuentas'}
        actions={
          <FormDialog
            title="Crear cuenta"
            schema={accountCreateSchema}
            fields={[{ name: 'name', label: 'Nombre' }]}
            defaultValues={{ name: '', organization_id: organizationId }}
            onSubmit={createAccount}
            successMessage="Cuenta creada con éxito"
            invalidate={accountsKey}
          />
        }
      />
      <RecentCards
        kind="accounts"
        title="Cuentas recientes"
        filter={(item) => item.parentId === organizationId}
        to={(item) => personalization(item.id)}
      >
        <DismissibleAlert storageKey={RECENT_TIP_KEY}>
          Aquí aparecen las últimas cuentas de esta organización en las que entraste.
        </DismissibleAlert>
      </RecentCards>
      <SearchBox label="Buscar cuenta" value={list.search} onChange={list.setSearch} />
      <PagedTable label="Cuentas" columns={columns} rowKey={(a) => a.account_id} list={list} result={accounts} />
    </>
  );
}
