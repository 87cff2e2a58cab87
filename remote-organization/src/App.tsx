import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';
import { OrganizationGate } from './organization';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('organization');

const pages: AreaPages<typeof area> = {
  'organization-accounts': lazy(() => import('./accounts/OrganizationAccountsPage')),
  'organization-admins': lazy(() => import('./admins/OrganizationAdminsPage')),
  'organization-subscriptions': lazy(() => import('./subscriptions/OrganizationSubscriptionsPage')),
  'organization-entities': lazy(() => import('./entities/OrganizationEntitiesPage')),
  'organization-plugins': lazy(() => import('./plugins/OrganizationPluginsPage')),
  'merge-accounts': lazy(() => import('./merge/MergeAccountsPage')),
  'account-status': lazy(() => import('./status/AccountStatusPage')),
};

/** The organization area's screens, relative to /organization/:organization_id. */
export default function App() {
  return (
    <OrganizationGate>
      <AreaRoutes area={area} pages={pages} />
    </OrganizationGate>
  );
}
