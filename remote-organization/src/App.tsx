import { AreaRoutes } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';
import { OrganizationGate } from './organization';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('organization');

/** The organization area's screens, relative to /organization/:organization_id. */
export default function App() {
  return (
    <OrganizationGate>
      <AreaRoutes area={area} />
    </OrganizationGate>
  );
}
