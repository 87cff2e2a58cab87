import { Route, Routes } from 'react-router-dom';
import { reportSingletons } from '@console/shared/probe';
import { CertificationsPage } from './certifications/CertificationsPage';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('certifications');

/** The certification screens, relative to /master (the host mounts this for /master/certification…). */
export default function App() {
  return (
    <Routes>
      <Route path="certifications" element={<CertificationsPage />} />
    </Routes>
  );
}
