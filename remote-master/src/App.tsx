import { Navigate, Route, Routes } from 'react-router-dom';
import { reportSingletons } from '@console/shared/probe';
import { AccountsPage } from './accounts/AccountsPage';
import { AdminsPage } from './admins/AdminsPage';
import { OrganizationsPage } from './organizations/OrganizationsPage';
import { RolesPage } from './roles/RolesPage';
import { PermissionsPage } from './permissions/PermissionsPage';

// The e2e suite checks this remote got the host's very React, router, Chakra, store and client.
reportSingletons('master');

/** The master area's screens, relative to /master (the host mounts this at /master/*). */
export default function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="organizations" replace />} />
      <Route path="organizations" element={<OrganizationsPage />} />
      <Route path="accounts" element={<AccountsPage />} />
      <Route path="admins" element={<AdminsPage />} />
      <Route path="roles" element={<RolesPage />} />
      <Route path="permissions" element={<PermissionsPage />} />
    </Routes>
  );
}
