/** The account remote's screens (spec 3 §2): published as area.json for the host. */
import {
  accountContract,
  adminContract,
  breadcrumbContract,
  defineArea,
  entityContract,
  extensionContract,
  languageContract,
  listContract,
  modelContract,
  platformContract,
  userAttributeContract,
  userContract,
} from '@console/contracts';

export default defineArea({
  remote: 'account',
  area: 'account',
  index: 'personalization',
  screens: [
    { key: 'personalization', path: 'personalization', title: 'Personalización', menu: true, resource: accountContract.path },
    { key: 'account-admins', path: 'admins', title: adminContract.texts.title, menu: true, resource: adminContract.path },
    { key: 'account-entities', path: 'entities', title: entityContract.texts.title, menu: true, resource: entityContract.path },
    { key: 'account-platforms', path: 'platforms', title: platformContract.texts.title, menu: true, resource: platformContract.path },
    { key: 'account-users', path: 'users', title: userContract.texts.title, menu: true, resource: userContract.path },
    { key: 'user-attributes', path: 'users/:user_id', title: 'Usuario', section: 'account-users', resource: userContract.path },
    { key: 'user-breadcrumbs', path: 'users/:user_id/breadcrumbs', title: 'Breadcrumbs', section: 'account-users', resource: breadcrumbContract.path },
    { key: 'user-variables', path: 'variables', title: userAttributeContract.texts.title, menu: true, resource: userAttributeContract.path },
    { key: 'account-models', path: 'models', title: modelContract.texts.title, menu: true, resource: modelContract.path },
    // Beyond the spec's menu: an account's messaging lists, after its models; its extensions, after its languages.
    { key: 'account-lists', path: 'lists', title: listContract.texts.title, menu: 75, resource: listContract.path },
    { key: 'account-languages', path: 'languages', title: languageContract.texts.title, menu: true, resource: languageContract.path },
    { key: 'account-extensions', path: 'extensions', title: extensionContract.texts.title, menu: 85, resource: extensionContract.path },
  ],
});
