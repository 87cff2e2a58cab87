import {
  activeAccountContract,
  bpaymentCredentialContract,
  certifiedPartnerContract,
  invoiceContract,
  partnerContract,
  sampleRowPartner,
} from './screens.fixtures';
import { describeResourceScreen } from '@console/ui/testing';
import { ok } from '@console/ui/testing';
import App from './App';

// What each screen does as a screen of the resource machine; each page's own test covers what is particular.
const mountedAt = '/master/*';
const render = () => <App />;
/** The per-partner screens read their partner (its name below the title). */
const partnerApi = { 'GET partner/1': ok(sampleRowPartner) };

// The partners list: created here, edited in the partner's detail.
describeResourceScreen({ contract: partnerContract, route: '/master/partners', mountedAt, render, without: ['edit'] });
describeResourceScreen({
  contract: bpaymentCredentialContract,
  route: '/master/partners/1/bpayment-credentials',
  mountedAt,
  render,
  params: { partner_id: '1' },
  api: partnerApi,
});
describeResourceScreen({ contract: invoiceContract, route: '/master/partners/1/invoice', mountedAt, render, listPath: 'partner/1/invoices', api: partnerApi, without: ['edit', 'remove'] });
// Its create dialog (the plan's options show prices) is ActiveAccountsPage.test.tsx's.
describeResourceScreen({ contract: activeAccountContract, route: '/master/active-accounts', mountedAt, render, without: ['create', 'export'] });
describeResourceScreen({ contract: certifiedPartnerContract, route: '/master/assing-accounts', mountedAt, render });
