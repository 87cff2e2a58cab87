import { DataList, Text } from '@chakra-ui/react';
import { formatDate } from '@console/contracts';
import type { AccountStatus } from './api';

interface StatusRow {
  label: string;
  value(status: AccountStatus): AccountStatus[string] | undefined;
  kind?: 'boolean' | 'date';
  /** Shown when the value is empty. */
  empty?: string;
}

const field = (key: string, label: string, extra: Omit<StatusRow, 'label' | 'value'> = {}): StatusRow => ({
  label,
  value: (status) => status[key],
  ...extra,
});

/** The status fields of spec 3 §3, in the order the Status screen edits them. */
const ROWS: StatusRow[] = [
  field('account_status_id', 'ID'),
  field('account_name', 'Nombre de la cuenta'),
  field('bot_template', 'Plantilla del bot', { empty: 'No definido' }),
  field('source', 'Origen'),
  field('account_type', 'Tipo de cuenta'),
  field('payment_enabled', 'Pagos habilitados', { kind: 'boolean' }),
  field('payment_validated', 'Pagos validados', { kind: 'boolean' }),
  field('bot_enabled', 'Bot habilitado', { kind: 'boolean' }),
  field('products_enabled', 'Productos habilitados'),
  field('kanguro_status', 'Estado en Kanguro'),
  field('max_free_shippings', 'Máximo de envíos gratis'),
  field('max_free_shippings_amount', 'Monto máximo de envíos gratis'),
  field('free_shippings_count', 'Envíos gratis realizados'),
  field('total_amount_free_shippings', 'Monto total de envíos gratis'),
  field('shippings_count', 'Envíos realizados'),
  field('total_amount_shippings', 'Monto total de envíos'),
  field('free_shippings_end_date', 'Fin de envíos gratis', { kind: 'date' }),
  field('top_product', 'Producto principal'),
  field('createdAt', 'Fecha de creación', { kind: 'date' }),
  { label: 'Última actualización', value: (s) => s.updatedAt ?? s.updated_at, kind: 'date' },
];

function display(row: StatusRow, status: AccountStatus): string {
  const value = row.value(status);
  if (row.kind === 'boolean') return value ? 'Sí' : 'No';
  if (value === null || value === undefined || value === '') return row.empty ?? '-';
  if (row.kind === 'date') return formatDate(value as string);
  return String(value);
}

export function StatusList({ status }: { status: AccountStatus | null }) {
  if (!status) return <Text color="fg.muted">Esta cuenta no tiene status.</Text>;
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Status de la cuenta">
      {ROWS.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel minW="56">{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{display(row, status)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
