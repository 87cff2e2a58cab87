import { organizationContract } from '@console/contracts';
import { AreaRoutes, areaPrefetch, prefetchResourceList, resourceClient } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('master');

/**
 * What the host fetches ahead for a screen about to show (the first one after sign-in, the organizations): its
 * code while the code is typed, its list's first page once signed in, so it draws complete.
 */
export const { preload, prefetch } = areaPrefetch(area, {
  organizations: {
    data: (queryClient) => prefetchResourceList(queryClient, resourceClient(organizationContract)),
  },
});

/** The master area's screens, relative to /master (the host mounts this at /master/*). */
export default function App() {
  return <AreaRoutes area={area} />;
}
