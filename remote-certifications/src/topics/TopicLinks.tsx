import { useState } from 'react';
import { Box, Button, Field, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { notify } from '@console/core';
import { certificationTexts, type AnyContract, type RowOf, type TopicRef } from '@console/contracts';
import { BUTTON_SIZE, SelectableTable, useCan, useResourceMutation, type ResourceClient } from '@console/ui';
import { useAllTopics } from './topics';

const columns = [
  { header: 'ID', cell: (topic: TopicRef) => topic.c_t_id },
  { header: 'Nombre', cell: (topic: TopicRef) => topic.name },
];

/**
 * The topics of an exam, a question or a resource (spec 2 §2, §7, §8): the linked ones with multi-select and
 * 'Remover selección' (POST {path}/{id}/remove_topic, the selection in one call: 'Temas removidos con éxito'),
 * and a topic chosen among all of them to link (POST {path}/{id}/assign_topic: 'Tema asociado con éxito'). A
 * topic linked already is refused here with the spec's words, one removed meanwhile too ('Error removiendo tema').
 */
export function TopicLinks<C extends AnyContract>({ client, row }: { client: ResourceClient<C>; row: RowOf<C> }) {
  const { contract } = client;
  const id = client.id(row);
  const linked = ((row as { Certification_Topics?: TopicRef[] }).Certification_Topics ?? []) as TopicRef[];
  const all = useAllTopics();
  const mayUpdate = useCan(contract.path, 'update', contract.names.many);
  const [chosen, setChosen] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const assign = useResourceMutation(client, (topic: number) => client.call('post', id, 'assign_topic', 'asociando', 'tema', { topics: [topic] }), {
    success: certificationTexts.topicAssociated,
    onSuccess: () => setChosen(''),
  });
  const remove = useResourceMutation(client, (ids: number[]) => client.call('post', id, 'remove_topic', 'removiendo', 'temas', { topics: ids }).then(() => ids), {
    success: certificationTexts.topicsRemoved,
    onSuccess: (ids) => setSelected((current) => new Set([...current].filter((topic) => !ids.includes(topic)))),
  });

  function onAssign() {
    const topic = Number(chosen);
    if (!topic) return;
    if (linked.some((item) => item.c_t_id === topic)) return notify({ type: 'warning', title: certificationTexts.topicLinked });
    assign.mutate(topic);
  }

  function onRemove() {
    const ids = [...selected];
    if (ids.some((topic) => !linked.some((item) => item.c_t_id === topic))) return notify({ type: 'warning', title: certificationTexts.topicNotLinked });
    remove.mutate(ids);
  }

  return (
    <Stack as="section" aria-label="Temas asociados" gap="3">
      <Heading as="h3" size="sm">
        Temas asociados
      </Heading>
      {linked.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Sin temas asociados
        </Text>
      ) : (
        <SelectableTable
          label="Temas asociados"
          rows={linked}
          rowKey={(topic) => topic.c_t_id}
          itemLabel={(topic) => topic.name}
          columns={columns}
          selected={selected}
          onSelectedChange={setSelected}
          allLabel="Seleccionar todos los temas"
          disabled={!mayUpdate.allowed || remove.isPending}
        />
      )}
      {mayUpdate.allowed && (
        <HStack align="end" gap="2" wrap="wrap">
          <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" disabled={selected.size === 0} loading={remove.isPending} onClick={onRemove}>
            Remover selección
          </Button>
          <Box flex="1" minW="60">
            <Field.Root>
              <Field.Label>Asociar tema</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field bg="bg" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                  <option value="">{all.isLoading ? 'Cargando…' : 'Elige un tema'}</option>
                  {(all.data ?? []).map((topic) => (
                    <option key={topic.c_t_id} value={String(topic.c_t_id)}>
                      {topic.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Box>
          <Button size={BUTTON_SIZE.row} disabled={!chosen} loading={assign.isPending} onClick={onAssign}>
            Asociar
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The topics of a row as a cell shows them: their names, or '-'. */
export const topicNames = (row: { Certification_Topics?: TopicRef[] }) => (row.Certification_Topics ?? []).map((topic) => topic.name).join(', ') || '-';
