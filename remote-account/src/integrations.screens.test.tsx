import { lambdaContract, wabaContract, webhookContract, whatsappNumberContract } from '@console/contracts';
import { describeResourceScreen } from '@console/ui/testing';
import { accountScreen } from './testing';

// What the account's integration screens do as screens of the resource machine; each page's own test covers
// what is particular to it (the webhook's direction and header rows, the lambda's body, the WhatsApp tabs).
describeResourceScreen({
  ...accountScreen,
  contract: webhookContract,
  route: '/account/7/webhooks',
  params: { account: '7' },
  title: 'Webhooks de Bot ventas',
  // As the API answers them: an incoming webhook has no outgoing type.
  sample: (webhook) => ({ ...webhook, outgoing_type: webhook.is_incoming ? null : webhook.outgoing_type }),
});

describeResourceScreen({
  ...accountScreen,
  contract: lambdaContract,
  route: '/account/7/lambdas',
  listPath: 'account/7/lambdas',
  title: 'Lambdas de Bot ventas',
});

describeResourceScreen({
  ...accountScreen,
  contract: whatsappNumberContract,
  route: '/account/7/whatsapps',
  listPath: 'account/7/whatsapp_list',
  title: whatsappNumberContract.texts.title,
  level: 2,
});

describeResourceScreen({
  ...accountScreen,
  contract: wabaContract,
  route: '/account/7/whatsapps?tab=waba',
  params: { account_id: '7' },
  title: wabaContract.texts.title,
  level: 2,
});
