import {
  accountContract,
  adminContract,
  auditContract,
  organizationContract,
  permissionContract,
  platformContract,
  roleContract,
} from '@console/contracts';
import { describeResourceScreen, ok, sampleRow } from '@console/ui/testing';
import App from './App';

// What every screen of the master remote does as a screen of the resource machine; each page's own test
// file covers only what is particular to it. The platforms screen has no other test: this is it. The
// catalogue's screens are in catalogue.screens.test.tsx and catalogue-2.screens.test.tsx (files apart, so
// jest runs them side by side).
const master = { render: () => <App />, mountedAt: '/master/*' };

describeResourceScreen({ ...master, contract: organizationContract, route: '/master/organizations', without: ['remove'] });
describeResourceScreen({ ...master, contract: accountContract, route: '/master/accounts' });
describeResourceScreen({
  ...master,
  contract: adminContract,
  route: '/master/admins',
  params: { show_deleted: 'true' },
  // Active admins (the sample rows carry a deletion date, and a deleted admin is only restored).
  api: {
    'GET admin': ok([1, 2].map((n) => ({ ...sampleRow(adminContract, n), deletedAt: null })), { hasNextPage: true }),
    'GET admin/1': ok({ ...sampleRow(adminContract, 1), deletedAt: null, Organizations: [], Accounts: [] }),
  },
});
describeResourceScreen({ ...master, contract: roleContract, route: '/master/roles', api: { 'GET permission': ok([], { hasNextPage: false }) } });
describeResourceScreen({ ...master, contract: permissionContract, route: '/master/permissions' });
describeResourceScreen({ ...master, contract: platformContract, route: '/master/platforms' });
// Read-only: no create, edit or delete; its rows open to show their changes (AuditPage.test.tsx).
describeResourceScreen({ ...master, contract: auditContract, route: '/master/audit' });
