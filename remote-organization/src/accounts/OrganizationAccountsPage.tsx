import { useMemo } from 'react';
import { accountContract, fillPath, organizationOperations, routePath } from '@console/contracts';
import {
  DismissibleAlert,
  RecentCards,
  ResourceScreen,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
  type SearchSpec,
} from '@console/ui';
import { EnterAccount } from '../EnterAccount';
import { titleOf, useOrganization } from '../organization';

/** Spec 3 §9: account search, 800 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: accountContract.texts.search, debounceMs: 800 }];
const RECENT_TIP_KEY = 'console-tip-recent-accounts';

const personalization = (account_id: number) => routePath('personalization', { account_id });

const columns: ColumnSpec<typeof accountContract>[] = [
  'account_id',
  'name',
  'type',
  'is_active',
  'createdAt',
  {
    header: 'Acciones',
    phone: 'action',
    cell: (a) => <EnterAccount account={a} />,
  },
];

/** The edit row (spec 3, 'Organization accounts'): the account's name, type and state. */
const edit: EditConfig<typeof accountContract> = { fields: ['name', 'type', 'is_active'] };

function OrganizationAccounts({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  // New accounts belong to this organization: the dialog asks only for the name (and the type).
  const create = useMemo<CreateConfig>(() => ({ fields: ['name', 'type'], defaults: { organization_id: organizationId } }), [organizationId]);
  return (
    <ResourceScreen
      contract={accountContract}
      title={titleOf(accountContract.texts.title, organization)}
      columns={columns}
      searches={searches}
      listPath={fillPath(organizationOperations.accounts.path, { id: organizationId })}
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

/** Spec 3 §2: the accounts of an organization. */
export default function OrganizationAccountsPage() {
  const { id } = useOrganization();
  // Keyed: another organization is a fresh screen (its create dialog, its recent accounts).
  return <OrganizationAccounts key={id} organizationId={id} />;
}
