import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { MILESTONE_NO_TYPE, milestoneContract, routePath, type RowOf } from '@console/contracts';
import { LinkButton, ResourceScreen, formatValue, type ColumnSpec, type CreateConfig, type EditConfig } from '@console/ui';
import { ROW_FIELDS, editOverrides, milestones } from './fields';

type Milestone = RowOf<typeof milestoneContract>;

const columns: ColumnSpec<typeof milestoneContract>[] = [
  'milestone_id',
  'title',
  {
    header: milestoneContract.fields.type.label,
    cell: (milestone: Milestone) => (milestone.type ? formatValue(milestoneContract.fields.type, milestone.type) : MILESTONE_NO_TYPE),
    sort: 'type',
  },
  'status',
  'published_date',
  'scheduled_date',
  'createdAt',
  {
    header: 'Detalle',
    phone: 'action',
    cell: (milestone: Milestone) => (
      <LinkButton to={routePath('milestone', { milestone_id: milestone.milestone_id })} aria-label={`Entrar al milestone ${milestone.title}`}>
        Entrar
      </LinkButton>
    ),
  },
];

const edit: EditConfig<typeof milestoneContract> = { fields: ROW_FIELDS, overrides: editOverrides };

/** Spec 2 §2: milestones in a table, a row expands to edit, 'Entrar' to the detail; a new one opens its detail. */
export default function MilestonesPage() {
  const navigate = useNavigate();
  const create = useMemo<CreateConfig>(
    () => ({
      fields: ['title', 'type'],
      submit: async (values) => {
        const answer = await milestones.create(values);
        navigate(routePath('milestone', { milestone_id: answer.resource.milestone_id }));
        return answer;
      },
    }),
    [navigate],
  );
  return <ResourceScreen contract={milestoneContract} columns={columns} create={create} edit={edit} />;
}
