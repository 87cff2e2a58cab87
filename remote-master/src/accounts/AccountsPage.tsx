import { useAuthStore } from '@console/core';
import { accountContract, routePath, type RowOf } from '@console/contracts';
import { LinkButton, RecentCards, ResourceScreen, TextLink, type ColumnSpec, type EditConfig, type SearchSpec } from '@console/ui';

type Account = RowOf<typeof accountContract>;

const personalization = (account_id: number) => routePath('personalization', { account_id });
const remember = (a: Account) =>
  useAuthStore.getState().remember('accounts', { id: a.account_id, name: a.name, parentId: a.organization_id });

/** Spec 9: account list search, 800 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: accountContract.texts.search, debounceMs: 800 }];

const columns: ColumnSpec<typeof accountContract>[] = [
  'account_id',
  {
    header: 'Nombre',
    sort: 'name',
    cell: (a) => (
      <TextLink to={personalization(a.account_id)} onClick={() => remember(a)}>
        {a.name}
      </TextLink>
    ),
  },
  {
    header: 'Organización',
    cell: (a) => (
      <TextLink to={routePath('organization-accounts', { organization_id: a.organization_id })}>{a.Organization.name}</TextLink>
    ),
  },
  'type',
  'is_active',
  'createdAt',
  {
    header: 'Acciones',
    phone: 'action',
    cell: (a) => (
      // Named after its account (as in the organization's accounts screen): 'Entrar a Bot Ventas'.
      <LinkButton to={personalization(a.account_id)} onClick={() => remember(a)} aria-label={`Entrar a ${a.name}`}>
        Entrar
      </LinkButton>
    ),
  },
];

/** The list's edit row: the account's name, type and state (its appearance is edited in personalization). */
const edit: EditConfig<typeof accountContract> = { fields: ['name', 'type', 'is_active'] };

/** Spec 2.7: recent accounts, search by name, paged table with an edit row, create dialog. */
export default function AccountsPage() {
  return (
    <ResourceScreen contract={accountContract} columns={columns} searches={searches} edit={edit}>
      <RecentCards kind="accounts" title="Cuentas recientes" to={(item) => personalization(item.id)} />
    </ResourceScreen>
  );
}
