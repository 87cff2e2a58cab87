import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAuthStore } from '@console/core';
import { accountContract, organizationContract, routePath, type RowOf } from '@console/contracts';
import {
  DismissibleAlert,
  LinkButton,
  RecentCards,
  ResourceScreen,
  resourceClient,
  useResourceRecord,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
  type SearchSpec,
} from '@console/ui';

type Account = RowOf<typeof accountContract>;

/** Spec 3 §9: account search, 800 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: accountContract.texts.search, debounceMs: 800 }];
const RECENT_TIP_KEY = 'console-tip-recent-accounts';
const organizations = resourceClient(organizationContract);

const personalization = (account_id: number) => routePath('personalization', { account_id });
const remember = (a: Account) =>
  useAuthStore.getState().remember('accounts', { id: a.account_id, name: a.name, parentId: a.organization_id });

const columns: ColumnSpec<typeof accountContract>[] = [
  'account_id',
  'name',
  'type',
  'is_active',
  'createdAt',
  {
    header: 'Acciones',
    cell: (a) => (
      <LinkButton to={personalization(a.account_id)} aria-label={`Entrar a ${a.name}`} onClick={() => remember(a)}>
        Entrar
      </LinkButton>
    ),
  },
];

/** The edit row (spec 3, 'Organization accounts'): the account's name, type and state. */
const edit: EditConfig<typeof accountContract> = { fields: ['name', 'type', 'is_active'] };

function OrganizationAccounts({ organizationId }: { organizationId: number }) {
  const organization = useResourceRecord(organizations, organizationId);
  // New accounts belong to this organization: the dialog asks only for the name (and the type).
  const create = useMemo<CreateConfig>(() => ({ fields: ['name', 'type'], defaults: { organization_id: organizationId } }), [organizationId]);
  return (
    <ResourceScreen
      contract={accountContract}
      title={organization.data ? `Cuentas de ${organization.data.name}` : accountContract.texts.title}
      columns={columns}
      searches={searches}
      listPath={`organization/${organizationId}/accounts`}
      create={create}
      edit={edit}
    >
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
    </ResourceScreen>
  );
}

/** Spec 3 §2: the accounts of an organization; without a valid organization id the user goes to the master area. */
export default function OrganizationAccountsPage() {
  const id = Number(useParams().organization_id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={routePath('master')} replace />;
  // Keyed: another organization is a fresh screen (its create dialog, its recent accounts).
  return <OrganizationAccounts key={id} organizationId={id} />;
}
