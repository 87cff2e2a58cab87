import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, planGroupContract, type RowOf } from '@console/contracts';
import { ResourceScreen, RouteTabs, type ColumnSpec } from '@console/ui';
import { PLAN_TABS_LABEL, planTabs } from './tabs';

type PlanGroup = RowOf<typeof planGroupContract>;

/** Spec 2 §2: index, name, description, the service's title (or 'Ninguno'), created date. */
function columnsFor(first: number): ColumnSpec<typeof planGroupContract>[] {
  return [
    { header: '#', cell: (_group: PlanGroup, position: number) => first + position },
    'name',
    'description',
    { header: 'Servicio', cell: (group: PlanGroup) => group.Service?.title ?? 'Ninguno' },
    'createdAt',
  ];
}

/** Spec 2 §2, §8: plan groups; a row edits name, description and service ('Grupo creado con éxito', …). */
export default function PlanGroupsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  // Numbered across pages: the first row of page 2 of 25 is 26.
  const first = (page - 1) * limit + 1;
  const columns = useMemo(() => columnsFor(first), [first]);
  return (
    <ResourceScreen contract={planGroupContract} columns={columns}>
      <RouteTabs label={PLAN_TABS_LABEL} tabs={planTabs} />
    </ResourceScreen>
  );
}
