/** The organization remote's screens (spec 3 §2): published as area.json for the host. */
import {
  accountContract,
  adminContract,
  defineArea,
  entityContract,
  organizationSubscriptionContract,
  pluginContract,
} from '@console/contracts';

export default defineArea({
  remote: 'organization',
  area: 'organization',
  index: 'organization-accounts',
  screens: [
    { key: 'organization-accounts', path: 'accounts', title: accountContract.texts.title, menu: true, resource: accountContract.path },
    { key: 'organization-admins', path: 'admins', title: adminContract.texts.title, menu: true, resource: adminContract.path },
    {
      key: 'organization-subscriptions',
      path: 'subscriptions',
      title: organizationSubscriptionContract.texts.title,
      menu: true,
      resource: organizationSubscriptionContract.path,
    },
    { key: 'organization-entities', path: 'entities', title: entityContract.texts.title, menu: true, resource: entityContract.path },
    { key: 'organization-plugins', path: 'plugins', title: pluginContract.texts.title, menu: true, resource: pluginContract.path },
    { key: 'merge-accounts', path: 'merge-accounts', title: 'Combinar cuentas', menu: true, resource: accountContract.path },
    { key: 'account-status', path: 'account-status', title: 'Estado de las cuentas', menu: true, resource: accountContract.path },
  ],
});
