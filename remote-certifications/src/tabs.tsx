import { routePath } from '@console/contracts';
import { RouteTabs } from '@console/ui';
import { useAllTopics } from './topics/topics';

/** Spec 2 §2: the certification container's tabs, each its own route (certifications is the default). */
export const CERTIFICATION_TABS_LABEL = 'Certificaciones y banco de preguntas';
const certificationTabs = [
  { label: 'Certificaciones', to: routePath('certifications') },
  { label: 'Exámenes', to: routePath('certification_exams') },
  { label: 'Temas', to: routePath('certification_topics') },
  { label: 'Preguntas', to: routePath('certification_questions') },
  { label: 'Recursos', to: routePath('certification_resources') },
];

/**
 * The tabs above each of the five screens; entering one loads every topic once (the query cache keeps it for
 * the others). The topics tab lists them itself (`listsTopics`): a second call of the same list there would
 * only double its failure's toast.
 */
export function CertificationTabs({ listsTopics = false }: { listsTopics?: boolean }) {
  return (
    <>
      {!listsTopics && <LoadTopics />}
      <RouteTabs label={CERTIFICATION_TABS_LABEL} tabs={certificationTabs} />
    </>
  );
}

function LoadTopics() {
  useAllTopics();
  return null;
}
