import { useState } from 'react';
import { certificationTexts, topicLinkOperations, type AnyContract, type RowOf, type TopicLinked, type TopicRef } from '@console/contracts';
import { LinkedItems, callOperation, useCan, useResourceMutation, type ResourceClient } from '@console/ui';
import { TopicSelect } from './TopicSelect';

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
  const { assignTopic, removeTopic } = topicLinkOperations[contract.path as TopicLinked];
  const mayUpdate = useCan(contract.path, 'update', contract.names.many);
  const [chosen, setChosen] = useState('');
  const assign = useResourceMutation(client, (topic: number) => callOperation(assignTopic, { params: { id }, body: { topics: [topic] } }), {
    success: certificationTexts.topicAssociated,
    onSuccess: () => setChosen(''),
  });
  const remove = useResourceMutation(client, (ids: number[]) => callOperation(removeTopic, { params: { id }, body: { topics: ids } }), {
    success: certificationTexts.topicsRemoved,
  });
  return (
    <LinkedItems
      title="Temas asociados"
      rows={(row as { Certification_Topics?: TopicRef[] }).Certification_Topics ?? []}
      rowKey={(topic) => topic.c_t_id}
      itemLabel={(topic) => topic.name}
      columns={columns}
      texts={{ empty: 'Sin temas asociados', selectAll: 'Seleccionar todos los temas', linked: certificationTexts.topicLinked, notLinked: certificationTexts.topicNotLinked }}
      mayUpdate={mayUpdate.allowed}
      onRemove={(ids) => remove.mutateAsync(ids)}
      removing={remove.isPending}
      add={{
        label: 'Asociar',
        chosen: chosen ? Number(chosen) : null,
        onAdd: (topic) => assign.mutate(topic),
        adding: assign.isPending,
        control: <TopicSelect label="Asociar tema" placeholder="Elige un tema" value={chosen} onChange={setChosen} size="sm" />,
      }}
    />
  );
}

/** The topics of a row as a cell shows them: their names, or '-'. */
export const topicNames = (row: { Certification_Topics?: TopicRef[] }) => (row.Certification_Topics ?? []).map((topic) => topic.name).join(', ') || '-';
