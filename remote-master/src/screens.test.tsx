import {
  accountContract,
  adminContract,
  auditContract,
  componentContract,
  customViewContract,
  emailTemplateContract,
  extensionContract,
  languageContract,
  milestoneContract,
  organizationContract,
  packageAttributeContract,
  packageContract,
  parameterContract,
  planContract,
  planGroupContract,
  pluginAttributeContract,
  pluginContract,
  subscriptionContract,
  viewContract,
  permissionContract,
  platformContract,
  roleContract,
  shippingContract,
  shortUrlContract,
  wabaContract,
  whatsappNumberContract,
} from '@console/contracts';
import { getConfig } from '@console/core';
import { describeResourceScreen, ok, sampleRow } from '@console/ui/testing';
import App from './App';

// What every screen of the master remote does as a screen of the resource machine; each page's own test
// file covers only what is particular to it. The platforms screen has no other test: this is it.
const master = { render: () => <App />, mountedAt: '/master/*' };

describeResourceScreen({ ...master, contract: organizationContract, route: '/master/organizations', without: ['edit', 'remove'] });
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

// The catalogue (issue 10).
describeResourceScreen({ ...master, contract: parameterContract, route: '/master/parameters' });
describeResourceScreen({ ...master, contract: subscriptionContract, route: '/master/subscriptions' });
describeResourceScreen({ ...master, contract: pluginContract, route: '/master/plugins' });
describeResourceScreen({
  ...master,
  contract: pluginAttributeContract,
  route: '/master/plugins/1/attributes',
  listPath: 'plugin/1/attributes',
  createPath: 'plugin/1/attributes',
  title: `Atributos de ${sampleRow(pluginContract, 1).name}`,
  api: { 'GET plugin/1': ok(sampleRow(pluginContract, 1)) },
});
describeResourceScreen({ ...master, contract: languageContract, route: '/master/languages' });
describeResourceScreen({ ...master, contract: componentContract, route: '/master/components' });
describeResourceScreen({ ...master, contract: planContract, route: '/master/plans' });
describeResourceScreen({ ...master, contract: planGroupContract, route: '/master/plan-groups' });
describeResourceScreen({ ...master, contract: viewContract, route: '/master/views' });
describeResourceScreen({
  ...master,
  contract: customViewContract,
  route: '/master/custom-views',
  api: { 'GET custom_view/1': ok({ ...sampleRow(customViewContract, 1), Accounts: [] }) },
});
describeResourceScreen({ ...master, contract: emailTemplateContract, route: '/master/email-templates' });

// The catalogue, part 2 (issue 11).
describeResourceScreen({ ...master, contract: shippingContract, route: '/master/shipping' });
// The links made by the shortener, under its form (ToolingPage.test.tsx).
describeResourceScreen({ ...master, contract: shortUrlContract, route: '/master/tooling', title: 'Herramientas' });
describeResourceScreen({ ...master, contract: wabaContract, route: '/master/waba', title: 'WhatsApp Business' });
describeResourceScreen({
  ...master,
  contract: whatsappNumberContract,
  route: '/master/waba/1/numbers',
  listPath: 'waba/1/numbers',
  title: `Números de ${sampleRow(wabaContract, 1).name}`,
  api: { 'GET waba/1': ok(sampleRow(wabaContract, 1)) },
});
// Created in its detail page and saved with the update flag: ExtensionsPage.test.tsx.
describeResourceScreen({ ...master, contract: extensionContract, route: '/master/extensions', without: ['create', 'edit'] });
/** The messaging API's answers are named by their whole address. */
const MESSAGING = getConfig().messagingUrl;
describeResourceScreen({ ...master, contract: packageContract, route: '/master/packages' });
// A package's attributes: a section of the package's page (PackageDetailPage.test.tsx covers the rest of it).
describeResourceScreen({
  ...master,
  contract: packageAttributeContract,
  route: '/master/packages/1',
  listPath: 'package/1/attributes',
  title: 'Atributos',
  level: 2,
  api: {
    'GET package/1': ok(sampleRow(packageContract, 1)),
    'GET package/1/flows': ok([], { hasNextPage: false }),
    'GET package/1/sequences': ok([], { hasNextPage: false }),
    'GET package/1/user_attributes': ok([], { hasNextPage: false }),
    [`GET ${MESSAGING}templates/1`]: ok({ ...sampleRow(packageContract, 1), Lists: [] }),
  },
});
// A new milestone opens its detail (the rich-text description and the links: MilestoneDetailPage.test.tsx).
describeResourceScreen({
  ...master,
  contract: milestoneContract,
  route: '/master/milestones',
  createdPath: (created) => `/master/milestones/${created.milestone_id}`,
  api: { 'GET milestone/9': ok({ ...sampleRow(milestoneContract, 9), Services: [], Roles: [], Components: [] }) },
});
