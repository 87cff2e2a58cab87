import { routePath, wabaContract, type RowOf } from '@console/contracts';
import { LinkButton, ResourceScreen, type ColumnSpec } from '@console/ui';

type Waba = RowOf<typeof wabaContract>;

const columns: ColumnSpec<typeof wabaContract>[] = [
  'waba_id',
  'name',
  'business_account_id',
  { header: 'Cuenta', cell: (waba: Waba) => waba.Account?.name ?? 'Ninguna' },
  'numbers',
  'createdAt',
  {
    header: 'Números',
    phone: 'action',
    cell: (waba: Waba) => (
      <LinkButton to={routePath('waba-numbers', { waba_id: waba.waba_id })} aria-label={`Entrar a los números de ${waba.name}`}>
        Entrar
      </LinkButton>
    ),
  },
];

/**
 * Document 3 §3 (layout not shown, so the console's own): the WhatsApp Business accounts with the list
 * pattern — the access token is write-only (blank in the edit row: left unchanged) — and 'Entrar' to each
 * one's numbers.
 */
export default function WabaPage() {
  return <ResourceScreen contract={wabaContract} columns={columns} title="WhatsApp Business" />;
}
