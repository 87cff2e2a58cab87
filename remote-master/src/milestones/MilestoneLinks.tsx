import { useId, useState } from 'react';
import { Checkbox, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  componentContract,
  MAX_LIST_LIMIT,
  MILESTONE_LINKS,
  milestoneContract,
  milestoneOperations,
  roleContract,
  serviceContract,
  type MilestoneLinkKind,
  type RowOf,
} from '@console/contracts';
import { callOperation, resourceClient, useCan, useResourceMutation, type QueryParams, type ResourceClient } from '@console/ui';
import { milestones } from './fields';

type Milestone = RowOf<typeof milestoneContract>;

/** Every item of each kind, for its checkboxes (one call each, up to 2500, as the selectors load). */
const SOURCES: Record<MilestoneLinkKind, ResourceClient> = {
  service: resourceClient(serviceContract),
  role: resourceClient(roleContract),
  component: resourceClient(componentContract),
};
const ALL: QueryParams = { page: 1, limit: MAX_LIST_LIMIT };

interface Item {
  id: number;
  label: string;
}

function useItems(kind: MilestoneLinkKind, enabled: boolean) {
  const source = SOURCES[kind];
  return useQuery({
    queryKey: [...source.key, 'list', null, ALL],
    queryFn: () => source.list(ALL),
    select: (answer): Item[] =>
      answer.resource.map((row) => ({ id: (row as Record<string, number>)[MILESTONE_LINKS[kind].id], label: source.contract.label(row) })),
    enabled,
  });
}

/**
 * One checkbox group (spec 2 §2): every item of the kind, ticked when the milestone is linked to it. A tick
 * sends PUT milestone/{id}/{kind}/{item}, an untick DELETE; the box shows what it asked for until the answer,
 * then what the server holds — after a failure too (the milestone is read again).
 */
function LinkGroup({ milestone, kind }: { milestone: Milestone; kind: MilestoneLinkKind }) {
  const texts = MILESTONE_LINKS[kind];
  const headingId = useId();
  const queryClient = useQueryClient();
  const source = SOURCES[kind];
  const mayRead = useCan(source.contract.path, 'read', source.contract.names.many);
  const mayUpdate = useCan(milestoneContract.path, 'update', milestoneContract.names.many);
  const items = useItems(kind, mayRead.allowed);
  const linked = new Set(((milestone[texts.joined] ?? []) as unknown as Record<string, number>[]).map((item) => item[texts.id]));
  // Calls on their way: item id → the state asked for.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const settle = (id: number) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  const write = (call: 'link' | 'unlink') => (id: number) =>
    callOperation(milestoneOperations[kind][call], { params: { id: milestone.milestone_id, [texts.id]: id } });
  const link = useResourceMutation(milestones, write('link'), { success: texts.associated });
  const unlink = useResourceMutation(milestones, write('unlink'), { success: texts.removed });

  function toggle(id: number, wanted: boolean) {
    if (pending.has(id)) return;
    setPending((current) => new Map(current).set(id, wanted));
    (wanted ? link : unlink).mutate(id, {
      // The milestone was read again (the machine waits for it) before this runs.
      onSuccess: () => settle(id),
      // The error toast is the machine's; another tab may have changed the links, so read them again.
      onError: () => void queryClient.invalidateQueries({ queryKey: milestones.key }).finally(() => settle(id)),
    });
  }

  return (
    <Stack gap="3" role="group" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {texts.title}
      </Heading>
      {!mayRead.allowed ? (
        <Text textStyle="sm" color="fg.muted">
          {mayRead.reason}
        </Text>
      ) : items.isLoading ? (
        <Skeleton height="6" maxW="sm" />
      ) : (items.data ?? []).length === 0 ? (
        <Text color="fg.muted">No hay {source.contract.names.many}.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {(items.data ?? []).map((item) => {
            const wanted = pending.get(item.id);
            return (
              <Checkbox.Root
                key={item.id}
                size="sm"
                checked={wanted ?? linked.has(item.id)}
                disabled={wanted !== undefined || !mayUpdate.allowed}
                aria-busy={wanted !== undefined || undefined}
                onCheckedChange={({ checked }) => toggle(item.id, checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{item.label}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The services, roles and components a milestone concerns; who may not change it sees them disabled, and why. */
export function MilestoneLinks({ milestone }: { milestone: Milestone }) {
  const mayUpdate = useCan(milestoneContract.path, 'update', milestoneContract.names.many);
  return (
    <Stack gap="6">
      {(Object.keys(MILESTONE_LINKS) as MilestoneLinkKind[]).map((kind) => (
        <LinkGroup key={kind} milestone={milestone} kind={kind} />
      ))}
      {!mayUpdate.allowed && (
        <Text textStyle="sm" color="fg.muted">
          {mayUpdate.reason}
        </Text>
      )}
    </Stack>
  );
}
