/**
 * The master remote's screens (spec 1 §2.1, §2.3): the host reads this, as the build publishes it
 * (area.json), for the menu, breadcrumbs and titles; App.tsx mounts the same screens.
 */
import {
  accountContract,
  adminContract,
  auditContract,
  componentContract,
  customViewContract,
  defineArea,
  emailTemplateContract,
  extensionContract,
  languageContract,
  milestoneContract,
  parameterContract,
  planContract,
  planGroupContract,
  pluginAttributeContract,
  pluginContract,
  subscriptionContract,
  viewContract,
  organizationContract,
  packageContract,
  permissionContract,
  platformContract,
  roleContract,
  shippingContract,
  shortUrlContract,
  wabaContract,
  whatsappNumberContract,
} from '@console/contracts';

export default defineArea({
  remote: 'master',
  area: 'master',
  index: 'organizations',
  screens: [
    { key: 'organizations', path: 'organizations', title: organizationContract.texts.title, menu: 20, resource: organizationContract.path, page: () => import('./organizations/OrganizationsPage') },
    { key: 'accounts', path: 'accounts', title: accountContract.texts.title, menu: 30, resource: accountContract.path, page: () => import('./accounts/AccountsPage') },
    { key: 'admins', path: 'admins', title: adminContract.texts.title, menu: 40, resource: adminContract.path, page: () => import('./admins/AdminsPage') },
    { key: 'roles', path: 'roles', title: roleContract.texts.title, menu: 50, resource: roleContract.path, page: () => import('./roles/RolesPage') },
    { key: 'permissions', path: 'permissions', title: permissionContract.texts.title, menu: 60, resource: permissionContract.path, page: () => import('./permissions/PermissionsPage') },
    { key: 'parameters', path: 'parameters', title: parameterContract.texts.title, menu: 70, resource: parameterContract.path, page: () => import('./parameters/ParametersPage') },
    { key: 'platforms', path: 'platforms', title: platformContract.texts.title, menu: 80, resource: platformContract.path, page: () => import('./platforms/PlatformsPage') },
    { key: 'plugins', path: 'plugins', title: pluginContract.texts.title, menu: 90, resource: pluginContract.path, page: () => import('./plugins/PluginsPage') },
    {
      key: 'plugin-attributes',
      path: 'plugins/:plugin_id/attributes',
      title: pluginAttributeContract.texts.title,
      section: 'plugins',
      resource: pluginAttributeContract.path,
      page: () => import('./plugins/PluginAttributesPage'),
    },
    { key: 'subscriptions', path: 'subscriptions', title: subscriptionContract.texts.title, menu: 100, resource: subscriptionContract.path, page: () => import('./subscriptions/SubscriptionsPage') },
    { key: 'packages', path: 'packages', title: packageContract.texts.title, menu: 110, resource: packageContract.path, page: () => import('./packages/PackagesPage') },
    { key: 'package', path: 'packages/:package_id', title: 'Paquete', section: 'packages', resource: packageContract.path, page: () => import('./packages/PackageDetailPage') },
    { key: 'languages', path: 'languages', title: languageContract.texts.title, menu: 120, resource: languageContract.path, page: () => import('./languages/LanguagesPage') },
    // Not in the spec's menu list (spec 1 §2.3), yet a screen of it: beside languages.
    { key: 'extensions', path: 'extensions', title: extensionContract.texts.title, menu: 125, resource: extensionContract.path, page: () => import('./extensions/ExtensionsPage') },
    { key: 'extension', path: 'extensions/:extension_id', title: 'Extensión', section: 'extensions', resource: extensionContract.path, page: () => import('./extensions/ExtensionDetailPage') },
    { key: 'milestones', path: 'milestones', title: milestoneContract.texts.title, menu: 130, resource: milestoneContract.path, page: () => import('./milestones/MilestonesPage') },
    // The rich-text editor (TipTap) is in this page's chunk only.
    { key: 'milestone', path: 'milestones/:milestone_id', title: 'Milestone', section: 'milestones', resource: milestoneContract.path, page: () => import('./milestones/MilestoneDetailPage') },
    { key: 'components', path: 'components', title: componentContract.texts.title, menu: 140, resource: componentContract.path, page: () => import('./components/ComponentsPage') },
    // Plans and plan groups: one entry, two tabs (each its own route); so are views and custom views.
    { key: 'plans', path: 'plans', title: planContract.texts.title, menu: 150, resource: planContract.path, page: () => import('./plans/PlansPage') },
    { key: 'plan-groups', path: 'plan-groups', title: planGroupContract.texts.title, section: 'plans', resource: planGroupContract.path, page: () => import('./plans/PlanGroupsPage') },
    { key: 'views', path: 'views', title: viewContract.texts.title, menu: 160, resource: viewContract.path, page: () => import('./views/ViewsPage') },
    { key: 'custom-views', path: 'custom-views', title: customViewContract.texts.title, section: 'views', resource: customViewContract.path, page: () => import('./views/CustomViewsPage') },
    { key: 'email_templates', path: 'email-templates', title: emailTemplateContract.texts.title, menu: 170, resource: emailTemplateContract.path, page: () => import('./email-templates/EmailTemplatesPage') },
    { key: 'shipping', path: 'shipping', title: shippingContract.texts.title, menu: 190, resource: shippingContract.path, page: () => import('./shipping/ShippingPage') },
    { key: 'master-tooling', path: 'tooling', title: 'Herramientas', menu: 200, resource: shortUrlContract.path, page: () => import('./tooling/ToolingPage') },
    { key: 'waba', path: 'waba', title: 'WhatsApp Business', menu: 210, resource: wabaContract.path, page: () => import('./waba/WabaPage') },
    { key: 'waba-numbers', path: 'waba/:waba_id/numbers', title: whatsappNumberContract.texts.title, section: 'waba', resource: whatsappNumberContract.path, page: () => import('./waba/WabaNumbersPage') },
    // Beyond the spec's entries (issue 9): after the last of them.
    { key: 'audit', path: 'audit', title: auditContract.texts.title, menu: 215, resource: auditContract.path, page: () => import('./audit/AuditPage') },
    // Every deploy of the console (issue 17): after the audit, open to everyone who may enter (no API data).
    { key: 'versions', path: 'versions', title: 'Versiones', menu: 225, page: () => import('./versions/VersionsPage') },
  ],
});
