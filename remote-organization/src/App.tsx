import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('organization');

const pages: AreaPages<typeof area> = {
  'organization-accounts': lazy(() => import('./accounts/OrganizationAccountsPage')),
};

/** The organization area's screens, relative to /organization/:organization_id. */
export default function App() {
  return <AreaRoutes area={area} pages={pages} />;
}
