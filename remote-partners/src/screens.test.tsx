import { partnerContract } from '@console/contracts';
import { describeResourceScreen } from '@console/ui/testing';
import App from './App';

// What the partners screen does as a screen of the resource machine (a create-only list, as its contract
// says); PartnersPage.test.tsx covers what is particular to it.
describeResourceScreen({ contract: partnerContract, route: '/master/partners', mountedAt: '/master/*', render: () => <App /> });
