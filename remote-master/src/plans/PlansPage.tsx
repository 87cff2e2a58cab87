import { useSearchParams } from 'react-router-dom';
import { Checkbox } from '@chakra-ui/react';
import { planContract, type RowOf } from '@console/contracts';
import { ResourceScreen, RouteTabs, resourceClient, type ColumnSpec, type CreateConfig, type SearchSpec } from '@console/ui';
import { PLAN_TABS_LABEL, planTabs } from './tabs';

type Plan = RowOf<typeof planContract>;
const plans = resourceClient(planContract);

const SHOW_ALL = 'showAll';

/** The search by name, and the 'show all plans' box (showAll=1, kept in the URL like any search). */
const searches: SearchSpec[] = [
  { param: 'name', label: planContract.texts.search, debounceMs: 500 },
  {
    param: SHOW_ALL,
    label: 'Mostrar todos los planes',
    debounceMs: 0,
    render: ({ label, value, onChange }) => (
      <Checkbox.Root checked={value === '1'} onCheckedChange={({ checked }) => onChange(checked === true ? '1' : '')} alignSelf="center">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    ),
  },
];

const columns: ColumnSpec<typeof planContract>[] = [
  'plan_id',
  'name',
  'price',
  'max_users',
  'cost_per_user',
  'active_days',
  'is_offer',
  'is_free_trial',
  'enabled',
  { header: 'Grupo', cell: (plan: Plan) => plan.Plan_Group?.name ?? 'Ninguno' },
  'createdAt',
];

/**
 * Spec 2 §2, §4, §5: the enabled plans (all of them with 'Mostrar todos los planes'), expand to edit, create
 * dialog. Prices, users and cost per user step 50, active days step 5. A new plan starts disabled, so after
 * creating one the list shows all plans: the new one is in it.
 */
export default function PlansPage() {
  const [, setSearchParams] = useSearchParams();
  const create: CreateConfig = {
    submit: async (values) => {
      const answer = await plans.create(values);
      if (!answer.resource.enabled) {
        setSearchParams(
          (params) => {
            params.set(SHOW_ALL, '1');
            params.delete('page');
            return params;
          },
          { replace: true },
        );
      }
      return answer;
    },
  };
  return (
    <ResourceScreen contract={planContract} columns={columns} searches={searches} create={create}>
      <RouteTabs label={PLAN_TABS_LABEL} tabs={planTabs} />
    </ResourceScreen>
  );
}
