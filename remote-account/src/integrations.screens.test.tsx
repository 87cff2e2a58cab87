import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountContract, lambdaContract, wabaContract, webhookContract, whatsappNumberContract } from '@console/contracts';
import { resourceClient } from '@console/ui';
import { describeResourceScreen, ok } from '@console/ui/testing';
import App from './App';

const ventas = { account_id: 7, name: 'Bot ventas', username: null, type: 'konverza_free', organization_id: 3, is_active: true, createdAt: null };

/** The account already known, as when the host's menu has loaded it: the title carries its name from the first render. */
function KnownAccount() {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData([...resourceClient(accountContract).key, 'detail', 7], ok(ventas).body));
  return <App />;
}

const common = { mountedAt: '/account/:account_id/*', render: () => <KnownAccount />, api: { 'GET account/7': ok(ventas) } };

// What the account's integration screens do as screens of the resource machine; each page's own test covers
// what is particular to it (the webhook's direction and header rows, the lambda's body, the WhatsApp tabs).
describeResourceScreen({
  ...common,
  contract: webhookContract,
  route: '/account/7/webhooks',
  params: { account: '7' },
  title: 'Webhooks de Bot ventas',
  // As the API answers them: an incoming webhook has no outgoing type.
  sample: (webhook) => ({ ...webhook, outgoing_type: webhook.is_incoming ? null : webhook.outgoing_type }),
});

describeResourceScreen({
  ...common,
  contract: lambdaContract,
  route: '/account/7/lambdas',
  listPath: 'account/7/lambdas',
  title: 'Lambdas de Bot ventas',
});

describeResourceScreen({
  ...common,
  contract: whatsappNumberContract,
  route: '/account/7/whatsapps',
  listPath: 'account/7/whatsapp_list',
  title: whatsappNumberContract.texts.title,
  level: 2,
});

describeResourceScreen({
  ...common,
  contract: wabaContract,
  route: '/account/7/whatsapps?tab=waba',
  params: { account_id: '7' },
  title: wabaContract.texts.title,
  level: 2,
});
