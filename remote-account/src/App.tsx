import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';
import { AccountGate } from './account';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('account');

const pages: AreaPages<typeof area> = {
  personalization: lazy(() => import('./personalization/PersonalizationPage')),
  'account-admins': lazy(() => import('./admins/AccountAdminsPage')),
  'account-entities': lazy(() => import('./entities/AccountEntitiesPage')),
  'account-platforms': lazy(() => import('./platforms/AccountPlatformsPage')),
  'account-users': lazy(() => import('./users/UsersPage')),
  'user-attributes': lazy(() => import('./users/UserPage')),
  'user-breadcrumbs': lazy(() => import('./breadcrumbs/BreadcrumbsPage')),
  'user-variables': lazy(() => import('./variables/VariablesPage')),
  'account-models': lazy(() => import('./models/AccountModelsPage')),
  'account-lists': lazy(() => import('./lists/AccountListsPage')),
  'account-languages': lazy(() => import('./languages/AccountLanguagesPage')),
  'account-extensions': lazy(() => import('./extensions/AccountExtensionsPage')),
  payment: lazy(() => import('./payments/PaymentsPage')),
  'web-pay-credentials': lazy(() => import('./web-pay/WebPayCredentialsPage')),
  status: lazy(() => import('./status/StatusPage')),
  webhooks: lazy(() => import('./webhooks/WebhooksPage')),
  lambdas: lazy(() => import('./lambdas/LambdasPage')),
  'account-tooling': lazy(() => import('./tooling/ToolingPage')),
  configuration: lazy(() => import('./configuration/ConfigurationPage')),
  whatsapps: lazy(() => import('./whatsapp/WhatsappPage')),
};

/** The account area's screens, relative to /account/:account_id. */
export default function App() {
  return (
    <AccountGate>
      <AreaRoutes area={area} pages={pages} />
    </AccountGate>
  );
}
