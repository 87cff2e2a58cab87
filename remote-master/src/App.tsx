import { Navigate, Route, Routes } from 'react-router-dom';
import { OrganizationsPage } from './organizations/OrganizationsPage';
import './singletons';

/** The master area's screens, relative to /master (the host mounts this at /master/*). */
export default function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="organizations" replace />} />
      <Route path="organizations" element={<OrganizationsPage />} />
    </Routes>
  );
}
