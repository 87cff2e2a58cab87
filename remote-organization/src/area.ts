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
    { key: 'organization-accounts', path: 'accounts', title: accountContract.texts.title, menu: 10, resource: accountContract.path, page: () => import('./accounts/OrganizationAccountsPage') },
    { key: 'organization-admins', path: 'admins', title: adminContract.texts.title, menu: 20, resource: adminContract.path, page: () => import('./admins/OrganizationAdminsPage') },
    {
      key: 'organization-subscriptions',
      path: 'subscriptions',
      title: organizationSubscriptionContract.texts.title,
      menu: 30,
      resource: organizationSubscriptionContract.path,
      page: () => import('./subscriptions/OrganizationSubscriptionsPage'),
    },
    { key: 'organization-entities', path: 'entities', title: entityContract.texts.title, menu: 40, resource: entityContract.path, page: () => import('./entities/OrganizationEntitiesPage') },
    { key: 'organization-plugins', path: 'plugins', title: pluginContract.texts.title, menu: 50, resource: pluginContract.path, page: () => import('./plugins/OrganizationPluginsPage') },
    { key: 'merge-accounts', path: 'merge-accounts', title: 'Combinar cuentas', menu: 60, resource: accountContract.path, page: () => import('./merge/MergeAccountsPage') },
    { key: 'account-status', path: 'account-status', title: 'Estado de las cuentas', menu: 70, resource: accountContract.path, page: () => import('./status/AccountStatusPage') },
  ],
});
