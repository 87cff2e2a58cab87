import {
  extensionContract,
  milestoneContract,
  packageAttributeContract,
  packageContract,
  shippingContract,
  shortUrlContract,
  wabaContract,
  whatsappNumberContract,
} from '@console/contracts';
import { getConfig } from '@console/core';
import { describeResourceScreen, ok, sampleRow } from '@console/ui/testing';
import App from './App';

// The catalogue's screens, part 2 (issue 11), as screens of the resource machine (see screens.test.tsx).
const master = { render: () => <App />, mountedAt: '/master/*' };

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
