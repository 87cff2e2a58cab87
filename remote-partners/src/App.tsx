import { AreaRoutes } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('partners');

/** The partner screens, relative to /master (the host mounts this for the paths area.ts declares). */
export default function App() {
  return <AreaRoutes area={area} />;
}
