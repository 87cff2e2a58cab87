import { useMemo } from 'react';
import type { accountStatusContract } from '@console/contracts';
import type { EditConfig } from '@console/ui';
import { titleOf, useAccount } from '../account';
import { statusClient } from '../personalization/api';
import { AccountRecordForm } from './AccountRecordForm';

/** Every field the status form changes, laid out two by two: its texts, its switches, its figures and the date. */
const edit: EditConfig<typeof accountStatusContract> = {
  fields: [
    'account_name',
    'account_type',
    'source',
    'bot_template',
    'top_product',
    'kanguro_status',
    'bot_enabled',
    'payment_enabled',
    'payment_validated',
    'free_shippings_end_date',
    'products_enabled',
    'max_free_shippings',
    'max_free_shippings_amount',
    'total_amount_free_shippings',
    'total_amount_shippings',
  ],
  // Spec 3 §3: a bot without template reads 'No definido'.
  overrides: { bot_template: { placeholder: 'No definido' } },
};

/** The platform counts the shippings; the server stamps the changes. */
const READ_ONLY = ['account_status_id', 'free_shippings_count', 'shippings_count', 'updated_at', 'createdAt', 'updatedAt'];

/**
 * Spec 3 §2, §3, §8: the account's status as a form — PATCH account/{id}/status with the changed fields
 * (RULINGS 2), 'Status actualizado' —, the read-only fields beside it, never sent; a failed read or write says
 * 'Error obteniendo datos. Intenta de nuevo.' / 'Error al enviar datos. Intenta de nuevo.'
 */
export default function StatusPage() {
  const { id, account } = useAccount();
  const client = useMemo(() => statusClient(id), [id]);
  return <AccountRecordForm client={client} accountId={id} title={titleOf('Estado', account)} edit={edit} readOnly={READ_ONLY} />;
}
