import { useMemo } from 'react';
import type { accountConfigurationContract } from '@console/contracts';
import type { EditConfig } from '@console/ui';
import { titleOf, useAccount } from '../account';
import { configurationClient } from '../personalization/api';
import { AccountRecordForm } from '../status/AccountRecordForm';
import { NextBlockPicker } from './NextBlockPicker';

/** Every field of the configuration, laid out two by two: the cases first, then payments, shippings and the bot. */
const FIELDS = [
  'case_queue_type',
  'case_assignment_times',
  'close_case_time',
  'case_time_out',
  'close_case_next_block_id',
  'case_emergency_action',
  'emergency_admin',
  'emergency_group',
  'emergency_sms',
  'case_email_custom_content',
  'always_send_case_email',
  'auto_reactivation_time',
  'payment_link_life_time',
  'add_unique_payment_reference',
  'max_free_shippings_amount',
  'country_code',
  'image_aspect_ratio',
  'graph_nlp_enabled',
  'save_activity_logs',
] as const;

const READ_ONLY = ['account_configuration_id', 'createdAt', 'updatedAt'];

/**
 * Spec 3 §2, §3, §4, §8: the account's configuration as a form (GET, PATCH account/{id}/configuration with the
 * changed fields, 'Configuración actualizada'; 'Error obteniendo datos. Intenta de nuevo.' / 'Error al enviar
 * datos. Intenta de nuevo.' when the read or the write fails); the case's next block chosen by flow, then block.
 */
export default function ConfigurationPage() {
  const { id, account } = useAccount();
  const client = useMemo(() => configurationClient(id), [id]);
  const edit = useMemo<EditConfig<typeof accountConfigurationContract>>(
    () => ({
      fields: FIELDS,
      overrides: {
        // Its unit, as the other times' labels say theirs.
        auto_reactivation_time: { label: 'Tiempo de reactivación (minutos)' },
        close_case_next_block_id: { kind: 'custom', render: (control) => <NextBlockPicker accountId={id} control={control} /> },
      },
    }),
    [id],
  );
  return <AccountRecordForm client={client} accountId={id} title={titleOf('Configuración', account)} edit={edit} readOnly={READ_ONLY} />;
}
