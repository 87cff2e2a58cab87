import { useMemo } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { headersProblem, WEBHOOK_OUTGOING_TYPES, webhookContract, type WebhookRow } from '@console/contracts';
import { FlagRadios, formatValue, KeyValueRows, ResourceScreen, type ColumnSpec, type CreateConfig, type CustomControl, type FieldOverrides } from '@console/ui';
import { titleOf, useAccount } from '../account';

const [INCOMING, OUTGOING] = webhookContract.fields.is_incoming.states!;

/** 'Entrada' or 'Salida'. Choosing 'Entrada' clears the outgoing type (spec 3 §4); 'Salida' asks for one. */
function DirectionControl({ control }: { control: CustomControl }) {
  const { setValue, trigger } = useFormContext();
  return (
    <FlagRadios
      control={control}
      states={webhookContract.fields.is_incoming.states!}
      onPicked={(incoming) => {
        if (incoming) setValue('outgoing_type', null, { shouldDirty: true, shouldValidate: true });
        else void trigger('outgoing_type');
      }}
    />
  );
}

/** The outgoing type: disabled (and empty) while the webhook is incoming. */
function OutgoingTypeSelect({ control }: { control: CustomControl }) {
  const incoming = useWatch({ name: 'is_incoming' }) === true;
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  return (
    <Field.Root invalid={invalid} disabled={incoming}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={incoming}>
        <NativeSelect.Field
          bg="bg"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{incoming ? 'No aplica' : 'Elige un tipo de salida'}</option>
          {Object.entries(WEBHOOK_OUTGOING_TYPES).map(([type, text]) => (
            <option key={type} value={type}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {incoming && <Field.HelperText>Un webhook de entrada no tiene tipo de salida.</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

const HEADER_NAMES = { one: 'encabezado', many: 'encabezados', gender: 'm' } as const;
/** A row's header as the API checks it (a valid name, a one-line value). */
const headerProblem = (name: string, value: string) => headersProblem({ [name]: value });

const fields: FieldOverrides = {
  is_incoming: { kind: 'custom', render: (control) => <DirectionControl control={control} /> },
  outgoing_type: { kind: 'custom', render: (control) => <OutgoingTypeSelect control={control} /> },
  headers: { kind: 'custom', render: (control) => <KeyValueRows control={control} names={HEADER_NAMES} check={headerProblem} /> },
};

const headerCount = (headers: WebhookRow['headers']) => (headers && typeof headers === 'object' && !Array.isArray(headers) ? Object.keys(headers).length : 0);

const columns: ColumnSpec<typeof webhookContract>[] = [
  'name',
  'method',
  'url',
  { header: webhookContract.fields.is_incoming.label, cell: (webhook) => (webhook.is_incoming ? INCOMING : OUTGOING) },
  {
    header: webhookContract.fields.outgoing_type.label,
    cell: (webhook) => (webhook.is_incoming ? '-' : formatValue(webhookContract.fields.outgoing_type, webhook.outgoing_type)),
  },
  { header: webhookContract.fields.headers.label, cell: (webhook) => headerCount(webhook.headers) },
  'updatedAt',
];

const FORM_FIELDS = ['name', 'url', 'method', 'is_incoming', 'outgoing_type', 'headers'] as const;

/**
 * Spec 3 §2–§9: the account's webhooks (GET webhooks?account=<id>). The create dialog and the edit row hold the
 * name, URL, method, direction, outgoing type (required for outgoing ones; choosing 'Entrada' clears and
 * disables it) and the headers as rows of name → value (a JSON object); delete after the question.
 */
export default function WebhooksPage() {
  const { id, account } = useAccount();
  const create = useMemo<CreateConfig>(() => ({ fields: FORM_FIELDS, defaults: { account_id: id, headers: {} } }), [id]);
  const params = useMemo(() => ({ account: id }), [id]);
  return (
    <ResourceScreen
      contract={webhookContract}
      title={titleOf(webhookContract.texts.title, account)}
      columns={columns}
      params={params}
      create={create}
      fields={fields}
    />
  );
}
