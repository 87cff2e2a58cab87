import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Card, Skeleton, Stack } from '@chakra-ui/react';
import { milestoneContract, routePath } from '@console/contracts';
import { DraftsProvider, LinkButton, PageHeader, ResourceEditor, useCan, useResourceRecord, type EditConfig } from '@console/ui';
import { MilestoneLinks } from './MilestoneLinks';
import { ROW_FIELDS, editOverrides, milestones } from './fields';
import { RichTextEditor } from './RichTextEditor';

const backToList = (
  <LinkButton to={routePath('milestones')} variant="ghost">
    Volver a milestones
  </LinkButton>
);

function MilestoneDetail({ milestoneId }: { milestoneId: number }) {
  const navigate = useNavigate();
  const record = useResourceRecord(milestones, milestoneId);
  // The editor cannot follow a disabled fieldset: it is made read-only itself.
  const editable = useCan(milestoneContract.path, 'update').allowed;
  const edit = useMemo<EditConfig<typeof milestoneContract>>(
    () => ({
      fields: [...ROW_FIELDS, 'description'],
      overrides: { ...editOverrides, description: { kind: 'custom', render: (control) => <RichTextEditor control={control} editable={editable} /> } },
    }),
    [editable],
  );
  return (
    <>
      <PageHeader title={record.data ? `Milestone ${record.data.title}` : 'Milestone'} actions={backToList} />
      {record.data ? (
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <ResourceEditor client={milestones} row={record.data} edit={edit} remove={{ onRemoved: () => navigate(routePath('milestones')) }} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <MilestoneLinks milestone={record.data} />
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : (
        record.isPending && <Skeleton height="96" />
      )}
    </>
  );
}

/** Spec 2 §2: a milestone's form with its rich-text description, its services, roles and components, and the way back. */
export default function MilestoneDetailPage() {
  const id = Number(useParams().milestone_id);
  // Keyed: another milestone is a fresh form; what is typed in it is asked about before leaving unsaved.
  return (
    <DraftsProvider key={id}>
      <MilestoneDetail milestoneId={id} />
    </DraftsProvider>
  );
}
