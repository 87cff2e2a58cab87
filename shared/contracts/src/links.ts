/**
 * Every link of the console, declared once (link() of ./link.ts): the API registers their writes from these, and
 * the console shows each with the kit's <Links> or useLinkScreen. The words the spec says otherwise than the
 * item's names give are written here, beside the link they belong to.
 */
import { link, type Link, type LinkCall } from './link';
import { resourceOperation, type OperationSpec } from './operation';
import { accountContract } from './resources/account';
import { accountLanguageOperations, accountModelOperations, accountPlatformContract, accountPlatformOperations, modelContract } from './resources/account-links';
import { adminContract, adminOperations } from './resources/admin';
import { certificationExamContract, certificationResourceContract, certificationTexts, certificationTopicContract, questionContract, topicLinkOperations, type TopicLinked } from './resources/certification';
import { entityContract, entityOperations, entityTexts } from './resources/entity';
import { extensionContract, extensionOperations, extensionTexts } from './resources/extension';
import { languageContract } from './resources/language';
import { organizationContract } from './resources/organization';
import { PACKAGE_ITEMS, packageContract, packageItemOperations, packageOperations, type PackageItemKind } from './resources/package';
import { partnerContract, partnerTexts } from './resources/partner';
import { partnerOperations } from './resources/partner-operations';
import { customViewContract, customViewOperations } from './resources/view';

/** Spec 2 §2: a custom view's accounts, ticked for 'Remover selección' (the selection in one call). */
export const customViewAccountsLink = link({
  owner: customViewContract,
  item: accountContract,
  view: 'selection',
  linked: { op: resourceOperation(customViewContract, 'get'), field: 'Accounts' },
  add: { op: customViewOperations.associateAccount, owner: { path: 'id' }, item: { body: 'account_id' } },
  remove: { op: customViewOperations.disassociateAccount, owner: { path: 'id' }, item: { body: 'account_ids', list: true, single: 'account_id' } },
  texts: { notLinked: 'Error removiendo la cuenta' },
});

/** Spec 2 §2, §7, §8: the topics of an exam, a question or a resource (all added or removed at once). */
function topicsLink(owner: typeof certificationExamContract | typeof questionContract | typeof certificationResourceContract) {
  const { assignTopic, removeTopic } = topicLinkOperations[owner.path as TopicLinked];
  return link({
    owner,
    item: certificationTopicContract,
    view: 'selection',
    linked: { op: resourceOperation(owner, 'get'), field: 'Certification_Topics' },
    add: { op: assignTopic, owner: { path: 'id' }, item: { body: 'topics', list: true } },
    remove: { op: removeTopic, owner: { path: 'id' }, item: { body: 'topics', list: true } },
    texts: {
      missing: certificationTexts.topicNotLinked,
      notLinked: certificationTexts.topicNotLinked,
      removed: certificationTexts.topicsRemoved,
      choose: 'Asociar tema',
      search: 'Elige un tema',
      add: 'Asociar',
    },
  });
}
export const topicLinks = {
  certification_exam: topicsLink(certificationExamContract),
  question: topicsLink(questionContract),
  certification_resource: topicsLink(certificationResourceContract),
} satisfies Record<TopicLinked, Link>;

const adminGet = resourceOperation(adminContract, 'get');

/** Spec 2.5: an admin's organizations, 'Quitar' on each. */
export const adminOrganizationsLink = link({
  owner: adminContract,
  item: organizationContract,
  view: 'rows',
  linked: { op: adminGet, field: 'Organizations' },
  add: { op: adminOperations.assignOrganization, owner: { path: 'id' }, item: { body: 'organization_id' } },
  remove: { op: adminOperations.removeOrganization, owner: { path: 'id' }, item: { body: 'organization_id' } },
  texts: { title: 'Organizaciones', added: 'Organización asociada', removed: 'Organización removida', choose: 'Organización' },
});

/** Spec 2.5 (and 3 §9, an organization's admins): an admin's accounts, 'Quitar' on each. */
export const adminAccountsLink = link({
  owner: adminContract,
  item: accountContract,
  view: 'rows',
  linked: { op: adminGet, field: 'Accounts' },
  add: { op: adminOperations.assignAccount, owner: { path: 'id' }, item: { body: 'account_id' } },
  remove: { op: adminOperations.removeAccount, owner: { path: 'id' }, item: { body: 'account_id' } },
  texts: { title: 'Cuentas', added: 'Cuenta asociada', removed: 'Cuenta removida', choose: 'Cuenta' },
});

const organizationUpdate = resourceOperation(organizationContract, 'update');

/** Spec 1 §2.9, §7.4: a partner's organizations, through the organization's partner_id (set, or cleared). */
export const partnerOrganizationsLink = link({
  owner: partnerContract,
  item: organizationContract,
  view: 'rows',
  linked: { op: partnerOperations.organizations },
  add: { op: organizationUpdate, owner: { body: 'partner_id' }, item: { path: 'id' }, failure: { verb: 'asociando', what: organizationContract.names.one } },
  remove: { op: organizationUpdate, owner: { body: 'partner_id', clear: true }, item: { path: 'id' }, failure: { verb: 'removiendo', what: organizationContract.names.one } },
  // Only an organization without a partner may be added; writing it is updating the organization.
  candidates: { without_partner: 'true' },
  permission: organizationContract,
  texts: { title: partnerTexts.organizations, empty: partnerTexts.noOrganizations, search: 'Buscar organización sin partner' },
});

/** Spec 1 §2.9: a partner's packages, 'Quitar' on each. */
export const partnerPackagesLink = link({
  owner: partnerContract,
  item: packageContract,
  view: 'rows',
  linked: { op: partnerOperations.packages },
  add: { op: partnerOperations.assignPackage, owner: { path: 'id' }, item: { path: 'package_id' } },
  remove: { op: partnerOperations.removePackage, owner: { path: 'id' }, item: { path: 'package_id' } },
  texts: { title: partnerTexts.packages, empty: partnerTexts.noPackages, notLinked: partnerTexts.packageNotLinked },
});

/**
 * Spec 2 §2, §9: what a package bundles, by kind: one call per removed item, the section reloaded 1.5 s later.
 * Lists are added through the package itself and read from it on the messaging API (GET templates/{id}).
 */
function packageItemsLink(kind: PackageItemKind) {
  const item = PACKAGE_ITEMS[kind];
  const owner = { path: 'id' } as const;
  const itemId = { body: item.id } as const;
  const { texts } = item;
  return link({
    owner: packageContract,
    item: item.contract,
    view: 'selection',
    linked: kind === 'list' ? { op: packageOperations.template, field: 'Lists' } : { op: packageItemOperations[kind].list },
    add: kind === 'list' ? { op: packageOperations.addLists, owner, item: { body: 'Lists', list: true } } : { op: packageItemOperations[kind].add, owner, item: itemId },
    remove: { op: packageItemOperations[kind].remove, owner, item: itemId },
    itemId: item.id,
    reloadAfterRemovalMs: 1500,
    texts: {
      title: item.title,
      duplicate: texts.linked,
      missing: texts.notLinked,
      notLinked: texts.notLinked,
      added: texts.added,
      removed: texts.removed,
      removedMany: texts.removedMany,
      empty: texts.empty,
      selectAll: texts.selectAll,
      choose: texts.choose,
      search: texts.search,
    },
  });
}
export const packageItemLinks = {
  flow: packageItemsLink('flow'),
  sequence: packageItemsLink('sequence'),
  user_attribute: packageItemsLink('user_attribute'),
  list: packageItemsLink('list'),
} satisfies Record<PackageItemKind, Link>;

/** Spec 2 §2, §7: the accounts an extension is installed in, on its detail page ('Instalar', 'Quitar' on each). */
export const extensionAccountsLink = link({
  owner: extensionContract,
  item: accountContract,
  view: 'rows',
  linked: { op: resourceOperation(extensionContract, 'get'), field: 'Accounts' },
  add: { op: extensionOperations.associate, owner: { body: 'extension_id' }, item: { body: 'account_id' } },
  remove: { op: extensionOperations.disassociate, owner: { body: 'extension_id' }, item: { body: 'account_id' } },
  texts: {
    title: 'Cuentas con la extensión',
    empty: 'La extensión no está instalada en ninguna cuenta.',
    duplicate: extensionTexts.accountLinked,
    notLinked: extensionTexts.accountNotLinked,
    added: extensionTexts.associated,
    removed: extensionTexts.removed,
    choose: 'Instalar en la cuenta',
    add: 'Instalar',
  },
});

/** A call on an item of the account's (POST language/{id}/associateAccount): the item in the path, the account in the body. */
const itemAndAccount = (op: OperationSpec): LinkCall => ({ op, owner: { body: 'account_id' }, item: { path: 'id' } });
const accountScreen = { owner: accountContract, view: 'screen' } as const;

/** Spec 3 §2, §7: the catalogue's items an account has, each its own screen ('Asociar …', 'Desasociar'). */
export const accountLinks = {
  languages: link({
    ...accountScreen,
    item: languageContract,
    linked: { op: accountLanguageOperations.ofAccount },
    add: itemAndAccount(accountLanguageOperations.associate),
    remove: itemAndAccount(accountLanguageOperations.dissociate),
  }),
  models: link({
    ...accountScreen,
    item: modelContract,
    linked: { op: accountModelOperations.ofAccount },
    add: { op: accountModelOperations.associate, owner: { path: 'id' }, item: { body: 'model_id' } },
    remove: { op: accountModelOperations.dissociate, owner: { path: 'id' }, item: { path: 'model_id' } },
  }),
  platforms: link({
    ...accountScreen,
    item: accountPlatformContract,
    linked: { op: accountPlatformOperations.ofAccount },
    add: itemAndAccount(accountPlatformOperations.associate),
    remove: itemAndAccount(accountPlatformOperations.dissociate),
  }),
  entities: link({
    ...accountScreen,
    item: entityContract,
    linked: { op: entityOperations.accountEntities },
    add: itemAndAccount(entityOperations.associateAccount),
    remove: itemAndAccount(entityOperations.disassociateAccount),
    permission: entityContract,
    // Spec 3 §7 words it from the entity's side.
    texts: { duplicate: entityTexts.accountLinked, notLinked: entityTexts.accountNotLinked },
  }),
  extensions: link({
    ...accountScreen,
    item: extensionContract,
    linked: { op: extensionOperations.accountExtensions },
    add: { op: extensionOperations.associate, owner: { body: 'account_id' }, item: { body: 'extension_id' }, failure: { verb: 'asociando', what: extensionContract.names.one } },
    remove: { op: extensionOperations.disassociate, owner: { body: 'account_id' }, item: { body: 'extension_id' }, failure: { verb: 'desasociando', what: extensionContract.names.one } },
    permission: extensionContract,
    texts: { duplicate: extensionTexts.accountLinked, notLinked: extensionTexts.accountNotLinked, added: extensionTexts.associated, removed: extensionTexts.removed },
  }),
  admins: link({
    ...accountScreen,
    item: adminContract,
    linked: { op: adminOperations.accountAdmins },
    add: itemAndAccount(adminOperations.assignAccount),
    remove: itemAndAccount(adminOperations.removeAccount),
    permission: adminContract,
  }),
} satisfies Record<string, Link>;
