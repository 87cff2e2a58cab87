import { topicLinks, type AnyContract, type RowOf, type TopicLinked, type TopicRef } from '@console/contracts';
import { Links, type ResourceClient } from '@console/ui';
import { TopicSelect } from './TopicSelect';

/**
 * The topics of an exam, a question or a resource (spec 2 §2, §7, §8): the row carries them; a topic is chosen
 * among all of them with a native select ('Asociar tema').
 */
export function TopicLinks<C extends AnyContract>({ client, row }: { client: ResourceClient<C>; row: RowOf<C> }) {
  return (
    <Links<TopicRef>
      link={topicLinks[client.contract.path as TopicLinked]}
      ownerId={client.id(row)}
      rows={(row as { Certification_Topics?: TopicRef[] }).Certification_Topics ?? []}
      picker={(chosen, choose) => (
        <TopicSelect label="Asociar tema" placeholder="Elige un tema" value={chosen === null ? '' : String(chosen)} onChange={(id) => choose(id ? Number(id) : null)} size="sm" />
      )}
    />
  );
}

/** The topics of a row as a cell shows them: their names, or '-'. */
export const topicNames = (row: { Certification_Topics?: TopicRef[] }) => (row.Certification_Topics ?? []).map((topic) => topic.name).join(', ') || '-';
