import { Route, Routes } from 'react-router-dom';
import { reportSingletons } from '@console/shared/probe';
import { PartnersContainer } from './partners/PartnersContainer';
import { PartnersPage } from './partners/PartnersPage';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('partners');

/** The partner screens, relative to /master (the host mounts this for /master/partners…). */
export default function App() {
  return (
    <Routes>
      <Route element={<PartnersContainer />}>
        <Route path="partners" element={<PartnersPage />} />
      </Route>
    </Routes>
  );
}
