import { lazy } from 'react';
import { AreaRoutes, type AreaPages } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('partners');

const ActiveAccountsPage = lazy(() => import('./active-accounts/ActiveAccountsPage'));

const pages: AreaPages<typeof area> = {
  partners: lazy(() => import('./partners/PartnersPage')),
  partner: lazy(() => import('./partners/PartnerDetailPage')),
  bpayment_credentials: lazy(() => import('./billing/PaymentCredentialsPage')),
  invoice: lazy(() => import('./billing/InvoicesPage')),
  'partner-active-accounts': ActiveAccountsPage,
  active_accounts: ActiveAccountsPage,
  assing_accounts: lazy(() => import('./assigned/AssignAccountsPage')),
};

/** The partner screens, relative to /master (the host mounts this for the paths area.ts declares). */
export default function App() {
  return <AreaRoutes area={area} pages={pages} />;
}
