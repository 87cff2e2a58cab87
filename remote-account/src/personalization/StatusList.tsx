import type { ReactNode } from 'react';
import { DataList, Text } from '@chakra-ui/react';
import { accountStatusContract } from '@console/contracts';
import { formatValue } from '@console/ui';
import type { AccountStatus } from './api';

const { fields } = accountStatusContract;

interface StatusRow {
  label: string;
  value(status: AccountStatus): ReactNode;
}

/** A status field shown as its contract shows it (a type by its name, a state with a capital); `empty` when unset. */
const field = (key: keyof typeof fields, label: string, empty?: string): StatusRow => ({
  label,
  value: (status) => {
    const value = status[key];
    return empty && (value === null || value === undefined || value === '') ? empty : formatValue(fields[key], value);
  },
});

/** The status fields of spec 3 §3, in the order the Estado screen edits them. */
const ROWS: StatusRow[] = [
  { label: 'ID', value: (status) => String(status.account_status_id) },
  field('account_name', 'Nombre de la cuenta'),
  field('bot_template', 'Plantilla del bot', 'No definido'),
  field('source', 'Origen'),
  field('account_type', 'Tipo de cuenta'),
  field('payment_enabled', 'Pagos habilitados'),
  field('payment_validated', 'Pagos validados'),
  field('bot_enabled', 'Bot habilitado'),
  field('products_enabled', 'Productos habilitados'),
  field('kanguro_status', 'Estado en Kanguro'),
  field('max_free_shippings', 'Máximo de envíos gratis'),
  field('max_free_shippings_amount', 'Monto máximo de envíos gratis'),
  field('free_shippings_count', 'Envíos gratis realizados'),
  field('total_amount_free_shippings', 'Monto total de envíos gratis'),
  field('shippings_count', 'Envíos realizados'),
  field('total_amount_shippings', 'Monto total de envíos'),
  field('free_shippings_end_date', 'Fin de envíos gratis'),
  field('top_product', 'Producto principal'),
  field('createdAt', 'Fecha de creación'),
  { label: 'Última actualización', value: (status) => formatValue(fields.updatedAt, status.updatedAt ?? status.updated_at) },
];

export function StatusList({ status }: { status: AccountStatus | null }) {
  if (!status) return <Text color="fg.muted">Esta cuenta no tiene estado.</Text>;
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Estado de la cuenta">
      {ROWS.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel minW="56">{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value(status)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
