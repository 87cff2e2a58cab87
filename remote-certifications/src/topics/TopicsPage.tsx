import { CERTIFICATION_DEBOUNCE_MS, certificationTopicContract } from '@console/contracts';
import { ResourceScreen, type SearchSpec } from '@console/ui';
import { CertificationTabs } from '../tabs';

/** Spec 2 §9: topic search, 400 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: certificationTopicContract.texts.search, debounceMs: CERTIFICATION_DEBOUNCE_MS.topic }];
const columns = ['c_t_id', 'name', 'classification'] as const;

/** Spec 2 §2: topics — search, create (name), edit (name, classification), delete ('Tema creado', …). */
export default function TopicsPage() {
  return (
    <ResourceScreen contract={certificationTopicContract} columns={columns} searches={searches}>
      <CertificationTabs listsTopics />
    </ResourceScreen>
  );
}
