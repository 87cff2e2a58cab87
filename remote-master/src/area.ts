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
    { key: 'organizations', path: 'organizations', title: organizationContract.texts.title, menu: true, resource: organizationContract.path },
    { key: 'accounts', path: 'accounts', title: accountContract.texts.title, menu: true, resource: accountContract.path },
    { key: 'admins', path: 'admins', title: adminContract.texts.title, menu: true, resource: adminContract.path },
    { key: 'roles', path: 'roles', title: roleContract.texts.title, menu: true, resource: roleContract.path },
    { key: 'permissions', path: 'permissions', title: permissionContract.texts.title, menu: true, resource: permissionContract.path },
    { key: 'parameters', path: 'parameters', title: parameterContract.texts.title, menu: true, resource: parameterContract.path },
    { key: 'platforms', path: 'platforms', title: platformContract.texts.title, menu: true, resource: platformContract.path },
    { key: 'plugins', path: 'plugins', title: pluginContract.texts.title, menu: true, resource: pluginContract.path },
    {
      key: 'plugin-attributes',
      path: 'plugins/:plugin_id/attributes',
      title: pluginAttributeContract.texts.title,
      section: 'plugins',
      resource: pluginAttributeContract.path,
    },
    { key: 'subscriptions', path: 'subscriptions', title: subscriptionContract.texts.title, menu: true, resource: subscriptionContract.path },
    { key: 'packages', path: 'packages', title: packageContract.texts.title, menu: true, resource: packageContract.path },
    { key: 'package', path: 'packages/:package_id', title: 'Paquete', section: 'packages', resource: packageContract.path },
    { key: 'languages', path: 'languages', title: languageContract.texts.title, menu: true, resource: languageContract.path },
    // Not in the spec's menu list (spec 1 §2.3), yet a screen of it: beside languages.
    { key: 'extensions', path: 'extensions', title: extensionContract.texts.title, menu: 125, resource: extensionContract.path },
    { key: 'extension', path: 'extensions/:extension_id', title: 'Extensión', section: 'extensions', resource: extensionContract.path },
    { key: 'milestones', path: 'milestones', title: milestoneContract.texts.title, menu: true, resource: milestoneContract.path },
    { key: 'milestone', path: 'milestones/:milestone_id', title: 'Milestone', section: 'milestones', resource: milestoneContract.path },
    { key: 'components', path: 'components', title: componentContract.texts.title, menu: true, resource: componentContract.path },
    // Plans and plan groups: one entry, two tabs (each its own route); so are views and custom views.
    { key: 'plans', path: 'plans', title: planContract.texts.title, menu: true, resource: planContract.path },
    { key: 'plan-groups', path: 'plan-groups', title: planGroupContract.texts.title, section: 'plans', resource: planGroupContract.path },
    { key: 'views', path: 'views', title: viewContract.texts.title, menu: true, resource: viewContract.path },
    { key: 'custom-views', path: 'custom-views', title: customViewContract.texts.title, section: 'views', resource: customViewContract.path },
    { key: 'email_templates', path: 'email-templates', title: emailTemplateContract.texts.title, menu: true, resource: emailTemplateContract.path },
    { key: 'shipping', path: 'shipping', title: shippingContract.texts.title, menu: true, resource: shippingContract.path },
    { key: 'master-tooling', path: 'tooling', title: 'Herramientas', menu: true, resource: shortUrlContract.path },
    { key: 'waba', path: 'waba', title: 'WhatsApp Business', menu: true, resource: wabaContract.path },
    { key: 'waba-numbers', path: 'waba/:waba_id/numbers', title: whatsappNumberContract.texts.title, section: 'waba', resource: whatsappNumberContract.path },
    // Beyond the spec's entries (issue 9): after the last of them.
    { key: 'audit', path: 'audit', title: auditContract.texts.title, menu: 215, resource: auditContract.path },
    // Every deploy of the console (issue 17): after the audit, open to everyone who may enter (no API data).
    { key: 'versions', path: 'versions', title: 'Versiones', menu: 225 },
  ],
});
