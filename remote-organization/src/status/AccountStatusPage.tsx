import { useMemo } from 'react';
import { useAuthStore } from '@console/core';
import { accountStatusContract, routePath, type RowOf } from '@console/contracts';
import { LinkButton, ResourceScreen, type ColumnSpec, type SearchSpec } from '@console/ui';
import { titleOf, useOrganization } from '../organization';

type Status = RowOf<typeof accountStatusContract>;

const searches: SearchSpec[] = [{ param: 'account_name', label: 'Buscar cuenta', debounceMs: 800 }];

function columnsOf(organizationId: number): ColumnSpec<typeof accountStatusContract>[] {
  const enter = (status: Status) =>
    useAuthStore.getState().remember('accounts', { id: status.account_id, name: status.account_name, parentId: organizationId });
  return [
    'account_name',
    'account_type',
    'bot_template',
    'bot_enabled',
    'payment_enabled',
    'payment_validated',
    'kanguro_status',
    'products_enabled',
    'shippings_count',
    'free_shippings_count',
    'updated_at',
    {
      header: 'Acciones',
      cell: (status) => (
        <LinkButton to={routePath('personalization', { account_id: status.account_id })} aria-label={`Entrar a ${status.account_name}`} onClick={() => enter(status)}>
          Entrar
        </LinkButton>
      ),
    },
  ];
}

/** Spec 3 §2: the organization's accounts with their status fields (read here) and 'Entrar' to each one. */
export default function AccountStatusPage() {
  const { id, organization } = useOrganization();
  const columns = useMemo(() => columnsOf(id), [id]);
  return (
    <ResourceScreen
      key={id}
      contract={accountStatusContract}
      title={titleOf('Estado de las cuentas', organization)}
      columns={columns}
      searches={searches}
      listPath={`organization/${id}/account_status`}
    />
  );
}
