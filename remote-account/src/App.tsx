import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('account');

const pages: AreaPages<typeof area> = {
  personalization: lazy(() => import('./personalization/PersonalizationPage')),
};

/** The account area's screens, relative to /account/:account_id. */
export default function App() {
  return <AreaRoutes area={area} pages={pages} />;
}
