import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { routePath } from '@console/shared';
import { reportSingletons } from '@console/shared/probe';
import { OrganizationAccountsPage } from './accounts/OrganizationAccountsPage';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('organization');

/** Spec 3 §2: without a valid organization id the user goes to the master area. */
function Accounts() {
  const id = Number(useParams().organization_id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={routePath('master')} replace />;
  // Keyed: another organization is a fresh screen (its create dialog, its recent accounts).
  return <OrganizationAccountsPage key={id} organizationId={id} />;
}

/** The organization area's screens, relative to /organization/:organization_id. */
export default function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="accounts" replace />} />
      <Route path="accounts" element={<Accounts />} />
    </Routes>
  );
}
