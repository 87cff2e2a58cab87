import { getConfig } from '@console/core';
import {
  accountLinks,
  accountPlatformContract,
  adminContract,
  entityContract,
  extensionContract,
  languageContract,
  listContract,
  modelContract,
  platformContract,
  userAttributeContract,
} from '@console/contracts';
import { describeResourceScreen, ok } from '@console/ui/testing';
import { accountScreen } from './testing';

const titled = (title: string) => `${title} de Bot ventas`;

// What each screen of the area does as a screen of the resource machine, its associations included; each
// page's own test covers what is particular to it.
describeResourceScreen({
  ...accountScreen,
  contract: adminContract,
  route: '/account/7/admins',
  listPath: 'account/7/admins',
  createPath: 'account/7/admins',
  title: titled('Administradores'),
  // An admin leaves the account here; deleting one is the master's screen.
  without: ['remove'],
  association: {
    link: accountLinks.admins,
    candidates: { contract: adminContract, path: 'admin' },
    associate: (id) => ({ path: `admin/${id}/assignAccount`, body: { account_id: 7 } }),
    dissociate: (id) => ({ path: `admin/${id}/removeAccount`, body: { account_id: 7 } }),
  },
});

describeResourceScreen({
  ...accountScreen,
  contract: entityContract,
  route: '/account/7/entities',
  listPath: 'account/7/entities',
  title: titled('Entidades'),
  without: ['create', 'edit', 'remove'],
  association: {
    link: accountLinks.entities,
    // The account's organization's entities.
    candidates: { contract: entityContract, path: 'organization/3/entities' },
    associate: (id) => ({ path: `entity/${id}/associateAccount`, body: { account_id: 7 } }),
    dissociate: (id) => ({ path: `entity/${id}/disassociateAccount`, body: { account_id: 7 } }),
  },
});

describeResourceScreen({
  ...accountScreen,
  contract: accountPlatformContract,
  route: '/account/7/platforms',
  listPath: 'account/7/platforms',
  itemPath: (id) => `account/7/platform/${id}`,
  title: titled('Plataformas'),
  without: ['export'],
  association: {
    link: accountLinks.platforms,
    candidates: { contract: platformContract, path: 'platform' },
    associate: (id) => ({ path: `platform/${id}/associateAccount`, body: { account_id: 7 } }),
    dissociate: (id) => ({ path: `platform/${id}/disassociateAccount`, body: { account_id: 7 } }),
  },
});

describeResourceScreen({
  ...accountScreen,
  contract: userAttributeContract,
  route: '/account/7/variables',
  listPath: 'account/7/user_attributes',
  title: titled('Variables'),
});

describeResourceScreen({
  ...accountScreen,
  contract: modelContract,
  route: '/account/7/models',
  listPath: 'account/7/models',
  title: titled('Modelos'),
  // The SAM models' table below the account's (the messaging API's answers are named by their whole address).
  api: { ...accountScreen.api, [`GET ${getConfig().messagingUrl}account/7/sam_models`]: ok([], { hasNextPage: false }) },
  association: {
    link: accountLinks.models,
    candidates: { contract: modelContract, path: 'account/7/sam_models' },
    associate: (id) => ({ path: 'account/7/models', body: { model_id: id } }),
    dissociate: (id) => ({ method: 'DELETE', path: `account/7/models/${id}` }),
  },
});

describeResourceScreen({
  ...accountScreen,
  contract: listContract,
  route: '/account/7/lists',
  listPath: 'account/7/lists',
  itemPath: (id) => `account/7/lists/${id}`,
  createPath: 'account/7/lists',
  title: titled('Listas'),
});

describeResourceScreen({
  ...accountScreen,
  contract: languageContract,
  route: '/account/7/languages',
  listPath: 'account/7/languages',
  title: titled('Idiomas'),
  without: ['create', 'edit', 'remove'],
  association: {
    link: accountLinks.languages,
    candidates: { contract: languageContract, path: 'language' },
    associate: (id) => ({ path: `language/${id}/associateAccount`, body: { account_id: 7 } }),
    dissociate: (id) => ({ path: `language/${id}/disassociateAccount`, body: { account_id: 7 } }),
  },
});

// Created with its .zip uploaded: AccountExtensionsPage.test.tsx.
describeResourceScreen({
  ...accountScreen,
  contract: extensionContract,
  route: '/account/7/extensions',
  listPath: 'account/7/extensions',
  title: titled('Extensiones'),
  without: ['create', 'edit', 'remove'],
  association: {
    link: accountLinks.extensions,
    candidates: { contract: extensionContract, path: 'extension' },
    associate: (id) => ({ path: 'extension/associate', body: { extension_id: id, account_id: 7 } }),
    dissociate: (id) => ({ path: 'extension/disassociate', body: { extension_id: id, account_id: 7 } }),
  },
});
