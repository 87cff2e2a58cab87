/**
 * The active accounts' own controls: the plan selector whose options show the price (spec 2 §2), the
 * partner filter ('Todos' or one) and 'Mostrar cuentas eliminadas', both kept in the URL as the list's filters.
 */
import { useMemo } from 'react';
import { Checkbox, Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, activeAccountTexts, partnerContract, planContract, type RowOf } from '@console/contracts';
import { resourceClient, type FieldOverrides } from '@console/ui';
import { formatMoney } from '../format';

type Plan = RowOf<typeof planContract>;
const plansClient = resourceClient(planContract);
const partnersClient = resourceClient(partnerContract);

/** Every plan (the disabled ones too: a row may be on one), as the selectors list them. */
export function usePlans() {
  return useQuery({
    queryKey: [...plansClient.key, 'select', { limit: MAX_LIST_LIMIT, showAll: 1 }],
    queryFn: () => plansClient.list({ limit: MAX_LIST_LIMIT, showAll: '1', sort: 'name' }),
    select: (answer) => answer.resource,
    staleTime: 60_000,
  });
}

/** 'Pyme · $1,200.00 · 30 días · 200 usuarios': what choosing it bills. */
export const planOption = (plan: Plan) =>
  `${plan.name} · ${formatMoney(plan.price)} · ${plan.active_days} días · ${plan.max_users} usuarios${plan.enabled ? '' : ' (apagado)'}`;

/** The form's plan (its id): the kit's select, its options showing the price, computed once the plans arrive. */
export function usePlanField(): FieldOverrides {
  const plans = usePlans();
  return useMemo(
    () => ({ plan_id: { kind: 'select', placeholder: 'Elige un plan', options: (plans.data ?? []).map((plan) => ({ value: plan.plan_id, label: planOption(plan) })) } }),
    [plans.data],
  );
}

/** The partner filter: 'Todos' (no filter) or one partner. */
export function PartnerFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const all = useQuery({
    queryKey: [...partnersClient.key, 'select', { limit: MAX_LIST_LIMIT }],
    queryFn: () => partnersClient.list({ limit: MAX_LIST_LIMIT, sort: 'business_name' }),
    select: (answer) => answer.resource,
    staleTime: 60_000,
  });
  const items = all.data ?? [];
  return (
    <Field.Root key={items.length} maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{activeAccountTexts.allPartners}</option>
          {items.map((partner) => (
            <option key={partner.partner_id} value={String(partner.partner_id)}>
              {partner.business_name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** 'Mostrar cuentas eliminadas': include_deleted=true while ticked. */
export function ShowDeleted({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Checkbox.Root alignSelf="end" mb="2" checked={value === 'true'} onCheckedChange={(details) => onChange(details.checked === true ? 'true' : '')}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{activeAccountTexts.showDeleted}</Checkbox.Label>
    </Checkbox.Root>
  );
}
