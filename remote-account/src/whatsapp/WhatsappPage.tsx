import { useMemo } from 'react';
import { Field, NativeSelect, Tabs } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fillPath, MAX_LIST_LIMIT, wabaContract, whatsappNumberContract, whatsappNumberOperations } from '@console/contracts';
import {
  DraftsProvider,
  PageHeader,
  ResourceScreen,
  resourceClient,
  type ColumnSpec,
  type CreateConfig,
  type CustomControl,
  type EditConfig,
  type FieldOverrides,
} from '@console/ui';
import { titleOf, useAccount } from '../account';

const wabas = resourceClient(wabaContract);

/** The tabs, by their value in the URL (`?tab=`); the numbers when it has none. */
const TABS = { numbers: 'Números', waba: 'Cuentas de WhatsApp Business' } as const;
type Tab = keyof typeof TABS;

/** Tokens are write-only: blank on edit, and a blank one is not sent (the stored one stays). */
const UNCHANGED = 'Déjalo vacío para no cambiarlo';

/** The account's WABAs (GET waba?account_id=, up to 2500): the numbers' selector and their WABA's name. */
function useAccountWabas(accountId: number) {
  const params = { account_id: accountId, limit: MAX_LIST_LIMIT };
  return useQuery({
    queryKey: [...wabas.key, 'select', params],
    queryFn: () => wabas.list(params),
    select: (answer) => answer.resource,
  });
}

/** A new number's WABA, among the account's only. */
function WabaSelect({ accountId, control }: { accountId: number; control: CustomControl }) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  const all = useAccountWabas(accountId);
  const items = all.data ?? [];
  const none = all.isSuccess && items.length === 0;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="bg"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          onBlur={onBlur}
        >
          <option value="">{all.isLoading ? 'Cargando…' : `Elige una ${wabaContract.names.one}`}</option>
          {items.map((waba) => (
            <option key={waba.waba_id} value={String(waba.waba_id)}>
              {wabaContract.label(waba)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {none && <Field.HelperText>La cuenta no tiene cuentas de WhatsApp Business: crea una en su pestaña.</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

const numberEdit: EditConfig<typeof whatsappNumberContract> = {
  fields: ['phone_number', 'display_name', 'api_token', 'auth_token'],
  overrides: { api_token: { placeholder: UNCHANGED }, auth_token: { placeholder: UNCHANGED } },
};

/** The account's numbers (GET account/{id}/whatsapp_list), created with one of its WABAs (POST whatsapp). */
function Numbers({ accountId }: { accountId: number }) {
  const accountWabas = useAccountWabas(accountId);
  const columns = useMemo<ColumnSpec<typeof whatsappNumberContract>[]>(() => {
    const names = new Map(accountWabas.data?.map((waba) => [waba.waba_id, waba.name]));
    return [
      'phone_number',
      'display_name',
      { header: whatsappNumberContract.fields.waba_id.label, cell: (number) => names.get(number.waba_id) ?? `#${number.waba_id}` },
      'createdAt',
    ];
  }, [accountWabas.data]);
  const create = useMemo<CreateConfig>(
    () => ({ fields: ['waba_id', 'phone_number', 'display_name', 'api_token', 'auth_token'], defaults: { account_id: accountId } }),
    [accountId],
  );
  const fields = useMemo<FieldOverrides>(
    () => ({
      waba_id: { kind: 'custom', render: (control) => <WabaSelect accountId={accountId} control={control} /> },
      api_token: { placeholder: 'Opcional' },
      auth_token: { placeholder: 'Opcional' },
    }),
    [accountId],
  );
  return (
    <ResourceScreen
      contract={whatsappNumberContract}
      level={2}
      columns={columns}
      listPath={fillPath(whatsappNumberOperations.ofAccount.path, { id: accountId })}
      create={create}
      edit={numberEdit}
      fields={fields}
    />
  );
}

const wabaColumns: ColumnSpec<typeof wabaContract>[] = ['name', 'business_account_id', 'numbers', 'createdAt'];
const wabaEdit: EditConfig<typeof wabaContract> = {
  fields: ['name', 'business_account_id', 'access_token'],
  overrides: { access_token: { placeholder: UNCHANGED } },
};

/** The account's WhatsApp Business accounts (GET waba?account_id=), created in it. */
function Wabas({ accountId }: { accountId: number }) {
  const create = useMemo<CreateConfig>(() => ({ fields: ['name', 'business_account_id', 'access_token'], defaults: { account_id: accountId } }), [accountId]);
  const params = useMemo(() => ({ account_id: accountId }), [accountId]);
  return <ResourceScreen contract={wabaContract} level={2} columns={wabaColumns} params={params} create={create} edit={wabaEdit} />;
}

/**
 * Spec 3 §2, §3, §7 (layout not shown, so the console's own): the account's WhatsApp numbers and its WhatsApp
 * Business accounts, one tab each (the tab in the URL, `?tab=waba`). One list at a time, as both keep their page,
 * size and order in the URL; one set of drafts for both, so what was typed in one tab waits there.
 */
export default function WhatsappPage() {
  const { id, account } = useAccount();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'waba' ? 'waba' : 'numbers';
  return (
    <DraftsProvider>
      <PageHeader title={titleOf('WhatsApp', account)} />
      <Tabs.Root
        value={tab}
        // Another list: its own page, size, order and searches.
        onValueChange={(details) => setSearchParams({ tab: details.value }, { replace: true })}
        activationMode="manual"
        variant="line"
      >
        <Tabs.List aria-label="WhatsApp" mb="6">
          {(Object.keys(TABS) as Tab[]).map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {TABS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="0">
          {tab === 'waba' ? <Wabas accountId={id} /> : <Numbers accountId={id} />}
        </Tabs.Content>
      </Tabs.Root>
    </DraftsProvider>
  );
}
