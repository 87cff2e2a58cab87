import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountContract, planPaymentContract, webPayCredentialContract } from '@console/contracts';
import { resourceClient } from '@console/ui';
import { describeResourceScreen, ok } from '@console/ui/testing';
import App from './App';

const ventas = { account_id: 7, name: 'Bot ventas', username: null, type: 'konverza_free', organization_id: 3, is_active: true, createdAt: null };

/** The account already known, as when the host's menu has loaded it: the title is 'Pagos de Bot ventas' from the first render. */
function KnownAccount() {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData([...resourceClient(accountContract).key, 'detail', 7], ok(ventas).body));
  return <App />;
}

const common = { mountedAt: '/account/:account_id/*', render: () => <KnownAccount />, api: { 'GET account/7': ok(ventas) } };

// The account's settings as screens of the resource machine; each page's own test covers what is particular to it.

// No create, no delete (the contract's): a payment's reference is edited.
describeResourceScreen({
  ...common,
  contract: planPaymentContract,
  route: '/account/7/payment',
  listPath: 'account/7/plan_payments',
  title: 'Pagos de Bot ventas',
});

describeResourceScreen({
  ...common,
  contract: webPayCredentialContract,
  route: '/account/7/web-pay-credentials',
  listPath: 'account/7/web_pay_credentials',
  title: 'Credenciales de pago de Bot ventas',
});
