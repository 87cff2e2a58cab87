import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('certifications');

const pages: AreaPages<typeof area> = {
  certifications: lazy(() => import('./certifications/CertificationsPage')),
  certification_exams: lazy(() => import('./exams/ExamsPage')),
  certification_topics: lazy(() => import('./topics/TopicsPage')),
  certification_questions: lazy(() => import('./questions/QuestionsPage')),
  certification_resources: lazy(() => import('./resources/ResourcesPage')),
};

/** The certification screens, relative to /master (the host mounts this for the paths area.ts declares). */
export default function App() {
  return <AreaRoutes area={area} pages={pages} />;
}
