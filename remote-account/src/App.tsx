import { AreaRoutes } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';
import { AccountGate } from './account';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('account');

/** The account area's screens, relative to /account/:account_id. */
export default function App() {
  return (
    <AccountGate>
      <AreaRoutes area={area} />
    </AccountGate>
  );
}
