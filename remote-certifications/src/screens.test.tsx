import { certificationContract } from '@console/contracts';
import { describeResourceScreen } from '@console/ui/testing';
import App from './App';

// What the certifications screen does as a screen of the resource machine (a read-only list, as its
// contract says); CertificationsPage.test.tsx covers what is particular to it.
describeResourceScreen({ contract: certificationContract, route: '/master/certifications', mountedAt: '/master/*', render: () => <App /> });
