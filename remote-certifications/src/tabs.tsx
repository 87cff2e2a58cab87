import { can, screenPattern } from '@console/contracts';
import { RouteTabs, useAccess } from '@console/ui';
import area from './area';
import { useAllTopics } from './topics/topics';

/** Spec 2 §2: the certification container's tabs, each its own route (certifications is the default). */
export const CERTIFICATION_TABS_LABEL = 'Certificaciones y banco de preguntas';
/** One tab per screen of the area, named and guarded as the menu names and guards a screen. */
const certificationTabs = area.screens.map(({ title, path, resource }) => ({
  label: title,
  to: screenPattern(area.area, path),
  resource,
}));

/**
 * The tabs above each of the five screens: those the role may read, as the menus decide (no tab that would only
 * say 'No tienes permiso'). Entering one loads every topic once (the query cache keeps it for the others). The
 * topics tab lists them itself (`listsTopics`): a second call of the same list there would only double its
 * failure's toast.
 */
export function CertificationTabs({ listsTopics = false }: { listsTopics?: boolean }) {
  const access = useAccess();
  const tabs = certificationTabs.filter((tab) => !tab.resource || can(access, tab.resource, 'read'));
  return (
    <>
      {!listsTopics && <LoadTopics />}
      <RouteTabs label={CERTIFICATION_TABS_LABEL} tabs={tabs} />
    </>
  );
}

function LoadTopics() {
  useAllTopics();
  return null;
}
