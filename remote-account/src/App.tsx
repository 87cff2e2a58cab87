import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { routePath } from '@console/shared';
import { reportSingletons } from '@console/shared/probe';
import { PersonalizationPage } from './personalization/PersonalizationPage';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('account');

function Personalization() {
  const id = Number(useParams().account_id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={routePath('master')} replace />;
  // Keyed: another account is a fresh form.
  return <PersonalizationPage key={id} accountId={id} />;
}

/** The account area's screens, relative to /account/:account_id. */
export default function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="personalization" replace />} />
      <Route path="personalization" element={<Personalization />} />
    </Routes>
  );
}
