/** The partners remote's screens (spec 1 §2.1, spec 2 §2): published as area.json for the host. */
import {
  activeAccountContract,
  bpaymentCredentialContract,
  defineArea,
  invoiceContract,
  partnerContract,
  partnerTexts,
} from '@console/contracts';

export default defineArea({
  remote: 'partners',
  area: 'master',
  screens: [
    { key: 'partners', path: 'partners', title: partnerContract.texts.title, menu: 10, resource: partnerContract.path, page: () => import('./partners/PartnersPage') },
    { key: 'partner', path: 'partners/:partner_id', title: 'Partner', section: 'partners', resource: partnerContract.path, page: () => import('./partners/PartnerDetailPage') },
    {
      key: 'bpayment_credentials',
      path: 'partners/:partner_id/bpayment-credentials',
      title: bpaymentCredentialContract.texts.title,
      section: 'partners',
      resource: bpaymentCredentialContract.path,
      page: () => import('./billing/PaymentCredentialsPage'),
    },
    { key: 'invoice', path: 'partners/:partner_id/invoice', title: invoiceContract.texts.title, section: 'partners', resource: invoiceContract.path, page: () => import('./billing/InvoicesPage') },
    {
      key: 'partner-active-accounts',
      path: 'partners/:partner_id/active-accounts',
      title: activeAccountContract.texts.title,
      section: 'partners',
      resource: activeAccountContract.path,
      page: () => import('./active-accounts/ActiveAccountsPage'),
    },
    { key: 'active_accounts', path: 'active-accounts', title: activeAccountContract.texts.title, section: 'partners', resource: activeAccountContract.path, page: () => import('./active-accounts/ActiveAccountsPage') },
    // Spelled so (RULINGS 1): the certified partners, whose organizations are assigned here.
    { key: 'assing_accounts', path: 'assing-accounts', title: partnerTexts.assignAccounts, section: 'partners', resource: partnerContract.path, page: () => import('./assigned/AssignAccountsPage') },
  ],
});
