import { planPaymentContract, webPayCredentialContract } from '@console/contracts';
import { describeResourceScreen } from '@console/ui/testing';
import { accountScreen } from './testing';

// The account's settings as screens of the resource machine; each page's own test covers what is particular to it.

// No create, no delete (the contract's): a payment's reference is edited.
describeResourceScreen({
  ...accountScreen,
  contract: planPaymentContract,
  route: '/account/7/payment',
  listPath: 'account/7/plan_payments',
  title: 'Pagos de Bot ventas',
  without: ['export'],
});

describeResourceScreen({
  ...accountScreen,
  contract: webPayCredentialContract,
  route: '/account/7/web-pay-credentials',
  listPath: 'account/7/web_pay_credentials',
  title: 'Credenciales de pago de Bot ventas',
});
