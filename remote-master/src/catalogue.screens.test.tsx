import {
  componentContract,
  customViewContract,
  emailTemplateContract,
  languageContract,
  parameterContract,
  planContract,
  planGroupContract,
  pluginAttributeContract,
  pluginContract,
  subscriptionContract,
  viewContract,
} from '@console/contracts';
import { describeResourceScreen, ok, sampleRow } from '@console/ui/testing';
import App from './App';

// The catalogue's screens (issue 10) as screens of the resource machine (see screens.test.tsx).
const master = { render: () => <App />, mountedAt: '/master/*' };

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
