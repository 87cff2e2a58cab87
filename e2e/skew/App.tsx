import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

reportSingletons('partners');

/** The partners remote as a later release would be: its screens plus one that uses newer kit and contracts. */
const pages: AreaPages<typeof area> = {
  partners: lazy(() => import('../../remote-partners/src/partners/PartnersPage')),
  novedades: lazy(() => import('./NewerScreen')),
};

export default function App() {
  return <AreaRoutes area={area} pages={pages} />;
}
