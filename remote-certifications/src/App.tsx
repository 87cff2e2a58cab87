import { Route, Routes } from 'react-router-dom';
import { CertificationsPage } from './certifications/CertificationsPage';
import './singletons';

/** The certification screens, relative to /master (the host mounts this for /master/certification…). */
export default function App() {
  return (
    <Routes>
      <Route path="certifications" element={<CertificationsPage />} />
    </Routes>
  );
}
