/**
 * Packages (document 2 §2, §3, §5, §7, §8): the generic calls of packages and of their attributes, and what a
 * package bundles — one account's flows, sequences, user variables and messaging lists.
 *
 *   GET    package/{id}/flows | /sequences | /user_attributes   the bundled items (the item's list query)
 *   POST   package/{id}/flow {flow_id} (/sequence, /user_attribute)  add one: 409 when it is there already
 *   DELETE package/{id}/flow {flow_id} (…)                        remove one: 404 when it is not there
 *   POST   package/{id} {Lists: [list_id, …]}                    add lists (all or none)
 *   DELETE package/{id}/list {list_id}                           remove one list
 *   GET    package/{id}/attributes                               its attributes (created with POST package_attribute)
 *   GET    /messaging/templates/{id}                             the package with its Lists (packageTemplateRoutes)
 *
 * The account rule: an item is added only when it belongs to the package's account (400 otherwise, and 400
 * while the package has no account), and the package's account does not change while it still bundles items
 * (409 naming what it bundles): nothing is dropped silently. Every link write is audited on the package
 * (`flow.assign`, `list.remove`, …), whose row carries what it bundles.
 */
import { listContract, PACKAGE_ITEMS, packageAttributeContract, packageContract, packageItemLinks, packageOperations, packageTexts, type PackageItemKind } from '@console/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  flows,
  lists,
  packageAttributes,
  packageFlows,
  packageLists,
  packages,
  packageSequences,
  packageUserAttributes,
  sequences,
  userAttributes,
} from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/http';
import { linkRoutes } from '../lib/link';
import { route } from '../lib/operation';
import { exists, linkedItems } from '../lib/query';
import { contractRows, listRoute, resourceList, resourceRoutes, type ResourceDescription } from '../lib/resource';
import type { Tx } from '../db/client';
import { flowResource, sequenceResource, userAttributeResource } from './account-items';

type Link = typeof packageFlows;

/** Where each kind of item lives: its table, its id and account columns, the link table. */
const ITEMS: Record<PackageItemKind, { link: Link; table: PgTable; id: PgColumn; name: PgColumn; account: PgColumn }> = {
  flow: { link: packageFlows, table: flows, id: flows.flow_id, name: flows.name, account: flows.account_id },
  sequence: { link: packageSequences, table: sequences, id: sequences.sequence_id, name: sequences.name, account: sequences.account_id },
  user_attribute: {
    link: packageUserAttributes,
    table: userAttributes,
    id: userAttributes.user_attribute_id,
    name: userAttributes.name,
    account: userAttributes.account_id,
  },
  list: { link: packageLists, table: lists, id: lists.list_id, name: lists.name, account: lists.account_id },
};
const KINDS = Object.keys(ITEMS) as PackageItemKind[];

/** What one package bundles of a kind, by name ({flow_id, name}), as its row carries it. */
function bundled(kind: PackageItemKind) {
  const { link, id, name } = ITEMS[kind];
  return linkedItems({ owner: packages.package_id, link: [link.package_id, link.item_id], item: id, fields: { [PACKAGE_ITEMS[kind].id]: id, name } });
}

/** How many items of each kind a package bundles (one query). */
async function bundledCounts(tx: Tx, packageId: number) {
  const counts = Object.fromEntries(
    KINDS.map((kind) => [kind, sql<number>`(select count(*)::int from ${ITEMS[kind].link} where ${ITEMS[kind].link.package_id} = ${packageId})`]),
  );
  const [row] = await tx.select(counts).from(packages).where(eq(packages.package_id, packageId));
  return row as Record<PackageItemKind, number>;
}

/**
 * The items exist and belong to the package's account; else 400 naming the body's field (an unknown item as its
 * reference would be refused by the database; the foreign key still guards a concurrent delete).
 */
async function assertSameAccount(tx: Tx, kind: PackageItemKind, ids: number[], accountId: unknown, field: string) {
  const { texts } = PACKAGE_ITEMS[kind];
  if (accountId === null || accountId === undefined) throw badRequest(`${packageTexts.noAccount} (campo account_id)`, field);
  const { table, id, account } = ITEMS[kind];
  const found = await tx.select({ id, account_id: account }).from(table).where(inArray(id, ids));
  if (found.length !== ids.length) throw badRequest(texts.missing, field);
  if (found.some((item) => item.account_id !== accountId)) throw badRequest(texts.otherAccount, field);
}

export const packageResource: ResourceDescription = {
  contract: packageContract,
  table: packages,
  detail: Object.fromEntries(KINDS.map((kind) => [PACKAGE_ITEMS[kind].joined, bundled(kind)])),
  update: {
    // The account's items stay bundled: a package moves to another account only once it bundles none.
    async before(tx, id, changes, row) {
      if (!('account_id' in changes) || changes.account_id === row.account_id) return;
      const counts = await bundledCounts(tx, id);
      if (KINDS.some((kind) => counts[kind] > 0)) throw new HttpError(409, packageTexts.accountInUse(counts), {}, 'account_id');
    },
  },
};
export const packageRows = contractRows(packageResource);
const packageNotFound = packageContract.texts.notFound;

export default async function packageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  resourceRoutes(app, packageResource);
  const attributes = resourceRoutes(app, { contract: packageAttributeContract, table: packageAttributes });

  /** Whether the package exists (404 otherwise). */
  const packageExists = async (id: number) => {
    if (!(await exists(db, packages, packages.package_id, id))) throw notFound(packageNotFound);
  };

  listRoute(app, packageOperations.attributes, async ({ params: { id }, query }) => {
    await packageExists(id);
    return attributes.list(query, eq(packageAttributes.package_id, id));
  });

  // What a package bundles, each kind a link (packageItemLinks): an item of another account is refused inside the write.
  const itemResources = { flow: flowResource, sequence: sequenceResource, user_attribute: userAttributeResource, list: { contract: listContract, table: lists } };
  for (const kind of KINDS) {
    const { link } = ITEMS[kind];
    const items = itemResources[kind];
    linkRoutes(app, packageItemLinks[kind], {
      junction: { table: link, owner: link.package_id, item: link.item_id },
      owners: packageRows,
      items: contractRows(items),
      check: async (tx, { adding, itemIds, recorded }) => {
        if (adding) await assertSameAccount(tx, kind, itemIds, recorded.account_id, kind === 'list' ? 'Lists' : PACKAGE_ITEMS[kind].id);
      },
      // Lists are read with the package on the messaging API (packageTemplateRoutes).
      ...(kind !== 'list' && { list: resourceList(db, items) }),
    });
  }
}

/** Messaging API: GET templates/{package_id} answers the package with its Lists (spec 2 §7). */
export async function packageTemplateRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, packageOperations.template, async ({ params: { id } }) => {
    const row = await packageRows.find(db, id);
    if (!row) throw notFound(packageNotFound);
    return row;
  });
}
