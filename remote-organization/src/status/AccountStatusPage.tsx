import { useMemo } from 'react';
import { accountStatusContract, fillPath, organizationAreaOperations } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type SearchSpec } from '@console/ui';
import { EnterAccount } from '../EnterAccount';
import { titleOf, useOrganization } from '../organization';

const searches: SearchSpec[] = [{ param: 'account_name', label: 'Buscar cuenta', debounceMs: 800 }];

function columnsOf(organizationId: number): ColumnSpec<typeof accountStatusContract>[] {
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
      phone: 'action',
      cell: (status) => <EnterAccount account={{ account_id: status.account_id, name: status.account_name, organization_id: organizationId }} />,
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
      listPath={fillPath(organizationAreaOperations.accountStatuses.path, { id })}
    />
  );
}
