import { lazy } from 'react';
import { organizationContract } from '@console/contracts';
import { AreaRoutes, areaPrefetch, prefetchResourceList, resourceClient, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('master');

/** Each screen's code loads when it is first shown. */
const pages: AreaPages<typeof area> = {
  organizations: lazy(() => import('./organizations/OrganizationsPage')),
  accounts: lazy(() => import('./accounts/AccountsPage')),
  admins: lazy(() => import('./admins/AdminsPage')),
  roles: lazy(() => import('./roles/RolesPage')),
  permissions: lazy(() => import('./permissions/PermissionsPage')),
  parameters: lazy(() => import('./parameters/ParametersPage')),
  platforms: lazy(() => import('./platforms/PlatformsPage')),
  plugins: lazy(() => import('./plugins/PluginsPage')),
  'plugin-attributes': lazy(() => import('./plugins/PluginAttributesPage')),
  subscriptions: lazy(() => import('./subscriptions/SubscriptionsPage')),
  packages: lazy(() => import('./packages/PackagesPage')),
  package: lazy(() => import('./packages/PackageDetailPage')),
  languages: lazy(() => import('./languages/LanguagesPage')),
  extensions: lazy(() => import('./extensions/ExtensionsPage')),
  extension: lazy(() => import('./extensions/ExtensionDetailPage')),
  milestones: lazy(() => import('./milestones/MilestonesPage')),
  // The rich-text editor (TipTap) is in this chunk only.
  milestone: lazy(() => import('./milestones/MilestoneDetailPage')),
  components: lazy(() => import('./components/ComponentsPage')),
  plans: lazy(() => import('./plans/PlansPage')),
  'plan-groups': lazy(() => import('./plans/PlanGroupsPage')),
  views: lazy(() => import('./views/ViewsPage')),
  'custom-views': lazy(() => import('./views/CustomViewsPage')),
  email_templates: lazy(() => import('./email-templates/EmailTemplatesPage')),
  shipping: lazy(() => import('./shipping/ShippingPage')),
  'master-tooling': lazy(() => import('./tooling/ToolingPage')),
  waba: lazy(() => import('./waba/WabaPage')),
  'waba-numbers': lazy(() => import('./waba/WabaNumbersPage')),
  audit: lazy(() => import('./audit/AuditPage')),
  versions: lazy(() => import('./versions/VersionsPage')),
};

/**
 * What the host fetches ahead for a screen about to show (the first one after sign-in, the organizations): its
 * code while the code is typed, its list's first page once signed in, so it draws complete.
 */
export const { preload, prefetch } = areaPrefetch(area, {
  organizations: {
    code: () => import('./organizations/OrganizationsPage'),
    data: (queryClient) => prefetchResourceList(queryClient, resourceClient(organizationContract)),
  },
});

/** The master area's screens, relative to /master (the host mounts this at /master/*). */
export default function App() {
  return <AreaRoutes area={area} pages={pages} />;
}
