import { CERTIFICATION_DEBOUNCE_MS, certificationResourceContract } from '@console/contracts';
import { ResourceScreen, resourceClient, type ColumnSpec, type EditConfig, type SearchSpec } from '@console/ui';
import { CertificationTabs } from '../tabs';
import { topicFilter } from '../topics/TopicFilter';
import { TopicLinks, topicNames } from '../topics/TopicLinks';

const resources = resourceClient(certificationResourceContract);

/** Spec 2 §9: resource search, 1000 ms; the topics filter at once. */
const searches: SearchSpec[] = [
  { param: 'name', label: certificationResourceContract.texts.search, debounceMs: CERTIFICATION_DEBOUNCE_MS.resource },
  topicFilter,
];

const columns: ColumnSpec<typeof certificationResourceContract>[] = [
  'certification_resource_id',
  'name',
  'type',
  'difficulty',
  { header: 'Temas', cell: topicNames },
  'enabled',
];

const edit: EditConfig<typeof certificationResourceContract> = { extra: (resource) => <TopicLinks client={resources} row={resource} /> };

/**
 * Spec 2 §2: study resources — search, filter by topics, create (name), edit (link, type, difficulty, image
 * upload, the state switch), delete, and the topics each one covers.
 */
export default function ResourcesPage() {
  return (
    <ResourceScreen contract={certificationResourceContract} columns={columns} searches={searches} edit={edit}>
      <CertificationTabs />
    </ResourceScreen>
  );
}
