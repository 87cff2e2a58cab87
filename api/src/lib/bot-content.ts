/**
 * The content of an account's bot, group by group (document 3 §3's 24 merge groups), as the account merge
 * reads and writes it. Each group has one store:
 *
 *   read(tx, account)            the account's items of the group: name → data (what makes two items equal)
 *   add(tx, target, items)       copies the origin's items into the target
 *   replace(tx, target, items)   makes the target's items of those names equal to the origin's
 *   remove(tx, target, names)    removes the target's items of those names
 *
 * Groups that a table models are stored there (entities, custom views, extensions, languages and platforms
 * are links to items of the organization or the catalogue; flows with their blocks, sequences, user
 * attributes and lambdas belong to the account); every other group is a set of typed records in `bot_content` (account, group, name, data). When
 * a later issue models a group as a table, it adds one entry to `TABLE_STORES`, nothing else.
 *
 * Items are matched by name, within a group. Each store reads a group in one query and writes it in a few
 * statements (never one per item).
 */
import { BOT_GROUP_KEYS, type BotGroup, type MergeMode } from '@console/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accountLanguages,
  accountPlatforms,
  accounts,
  blocks,
  botContent,
  customViewAccounts,
  customViews,
  entities,
  entityAccounts,
  extensionAccounts,
  extensions,
  flows,
  lambdas,
  languages,
  platforms,
  sequences,
  userAttributes,
} from '../db/schema';
import { qualified } from './query';
import type { Tx } from '../db/client';

export type ItemData = Record<string, unknown>;
/** One item of a group: its name (the key) and the data that makes two items of that name equal. */
export interface BotItem {
  name: string;
  data: ItemData;
}

export interface GroupStore {
  read(tx: Tx, accountId: number): Promise<BotItem[]>;
  add(tx: Tx, targetId: number, items: BotItem[]): Promise<void>;
  replace(tx: Tx, targetId: number, items: BotItem[]): Promise<void>;
  remove(tx: Tx, targetId: number, names: string[]): Promise<void>;
}

/** Items by name, the first of a repeated name winning (names are the key; a repeated one counts once). */
export function byName(items: BotItem[]): BotItem[] {
  const seen = new Map<string, BotItem>();
  for (const item of items) if (!seen.has(item.name)) seen.set(item.name, item);
  return [...seen.values()];
}

/** A group kept as records of `bot_content`. */
function recordStore(group: BotGroup): GroupStore {
  const of = (accountId: number) => and(eq(botContent.account_id, accountId), eq(botContent.group, group));
  return {
    async read(tx, accountId) {
      const rows = await tx.select({ name: botContent.name, data: botContent.data }).from(botContent).where(of(accountId)).orderBy(asc(botContent.bot_content_id));
      return rows.map((row) => ({ name: row.name, data: row.data as ItemData }));
    },
    async add(tx, targetId, items) {
      if (items.length > 0) await tx.insert(botContent).values(items.map((item) => ({ account_id: targetId, group, name: item.name, data: item.data })));
    },
    async replace(tx, targetId, items) {
      if (items.length === 0) return;
      // One statement: the new data of each name from a VALUES list.
      const values = sql.join(items.map((item) => sql`(${item.name}, ${JSON.stringify(item.data)}::jsonb)`), sql`, `);
      await tx.execute(sql`update ${botContent} set data = v.data, updated_at = now() from (values ${values}) as v(name, data)
        where ${botContent.account_id} = ${targetId} and ${botContent.group} = ${group} and ${botContent.name} = v.name`);
    },
    async remove(tx, targetId, names) {
      if (names.length > 0) await tx.delete(botContent).where(and(of(targetId), inArray(botContent.name, names)));
    },
  };
}

/**
 * A group that is the account's links to items of another table (an organization's entities, the catalogue's
 * custom views, extensions, languages and platforms): an item is the linked item, by its name; merging links
 * the same item. `copy`: the link's own settings (a platform's switch, mode and confidence), part of an item's
 * data and copied with it — nothing else of a link is (a platform's connection and its tokens stay the
 * account's own).
 */
function linkStore({
  link,
  account,
  linked,
  id,
  name,
  copy = {},
}: {
  link: PgTable;
  account: PgColumn;
  linked: PgColumn;
  id: PgColumn;
  name: PgColumn;
  copy?: Record<string, PgColumn>;
}): GroupStore {
  const copied = Object.entries(copy);
  const unlink = async (tx: Tx, targetId: number, names: string[]) => {
    if (names.length === 0) return;
    await tx.delete(link).where(and(eq(account, targetId), inArray(linked, tx.select({ id }).from(id.table as PgTable).where(inArray(name, names)))));
  };
  /** Links the items; one linked already (the same item) takes the item's settings in place. */
  const attach = async (tx: Tx, targetId: number, items: BotItem[]) => {
    if (items.length === 0) return;
    // The link tables' properties are their columns' names (account_id, entity_id, enabled…).
    const insert = tx
      .insert(link)
      .values(items.map((item) => ({ [account.name]: targetId, [linked.name]: item.data.id, ...Object.fromEntries(copied.map(([key]) => [key, item.data[key]])) })) as never);
    if (copied.length === 0) await insert.onConflictDoNothing();
    else await insert.onConflictDoUpdate({ target: [account, linked], set: Object.fromEntries(copied.map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)])) });
  };
  const read = async (tx: Tx, accountId: number) => {
    const rows = (await tx
      .select({ name: sql<string>`${name}`, id: sql<number>`${id}`, ...copy })
      .from(link)
      .innerJoin(id.table as PgTable, eq(id, linked))
      .where(eq(account, accountId))
      .orderBy(asc(name), asc(id))) as ({ name: string; id: number } & ItemData)[];
    return rows.map(({ name: itemName, ...data }) => ({ name: itemName, data }));
  };
  return {
    read,
    add: attach,
    // Another item of the same name (a catalogue item): the target links the origin's instead. The same item
    // stays linked (what the link holds beyond its settings stays) and takes the origin's settings.
    async replace(tx, targetId, items) {
      const current = new Map((await read(tx, targetId)).map((item) => [item.name, item.data.id]));
      await unlink(
        tx,
        targetId,
        items.filter((item) => current.get(item.name) !== item.data.id).map((item) => item.name),
      );
      await attach(tx, targetId, items);
    },
    remove: unlink,
  };
}

/**
 * A group of rows that belong to the account (sequences, user attributes, lambdas): `data` is the columns that
 * make two rows of a name equal; merging copies them.
 */
function ownedStore({ table, account, name, id, data }: { table: PgTable; account: PgColumn; name: PgColumn; id: PgColumn; data: Record<string, PgColumn> }): GroupStore {
  const of = (accountId: number, names?: string[]): SQL | undefined => and(eq(account, accountId), names ? inArray(name, names) : undefined);
  return {
    async read(tx, accountId) {
      const rows = (await tx
        .select({ name: sql<string>`${name}`, ...data })
        .from(table)
        .where(of(accountId))
        .orderBy(asc(id))) as ({ name: string } & ItemData)[];
      return rows.map(({ name: itemName, ...rest }) => ({ name: itemName, data: rest }));
    },
    async add(tx, targetId, items) {
      if (items.length > 0) await tx.insert(table).values(items.map((item) => ({ account_id: targetId, name: item.name, ...item.data })) as never);
    },
    // One statement: each name's columns from a VALUES list (text columns).
    async replace(tx, targetId, items) {
      const columns = Object.values(data);
      if (items.length === 0 || columns.length === 0) return;
      const values = sql.join(
        items.map((item) => sql`(${sql.join([item.name, ...Object.keys(data).map((key) => item.data[key])].map((value) => sql`${value}`), sql`, `)})`),
        sql`, `,
      );
      const names = sql.join([sql.identifier('name'), ...columns.map((column) => sql.identifier(column.name))], sql`, `);
      const set = sql.join(columns.map((column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`), sql`, `);
      await tx.execute(sql`update ${table} set ${set} from (values ${values}) as v(${names}) where ${account} = ${targetId} and ${name} = v.name`);
    },
    async remove(tx, targetId, names) {
      if (names.length > 0) await tx.delete(table).where(of(targetId, names));
    },
  };
}

/** Flows with their blocks: a flow is equal to another of its name when its blocks are (names, in order). */
const flowStore: GroupStore = {
  async read(tx, accountId) {
    const rows = await tx
      .select({
        name: flows.name,
        blocks: sql<string[]>`coalesce((select json_agg(${qualified(blocks.name)} order by ${qualified(blocks.block_id)}) from ${blocks} where ${qualified(blocks.flow_id)} = ${qualified(flows.flow_id)}), '[]'::json)`,
      })
      .from(flows)
      .where(eq(flows.account_id, accountId))
      .orderBy(asc(flows.flow_id));
    return rows.map((row) => ({ name: row.name, data: { blocks: row.blocks } }));
  },
  async add(tx, targetId, items) {
    if (items.length === 0) return;
    const created = await tx
      .insert(flows)
      .values(items.map((item) => ({ account_id: targetId, name: item.name })))
      .returning({ flow_id: flows.flow_id, name: flows.name });
    await insertBlocks(tx, created, items);
  },
  // The flow row stays (packages bundling it keep it); its blocks become the origin's.
  async replace(tx, targetId, items) {
    if (items.length === 0) return;
    const names = items.map((item) => item.name);
    const targets = await tx.select({ flow_id: flows.flow_id, name: flows.name }).from(flows).where(and(eq(flows.account_id, targetId), inArray(flows.name, names)));
    await tx.delete(blocks).where(inArray(blocks.flow_id, targets.map((flow) => flow.flow_id)));
    await insertBlocks(tx, targets, items);
  },
  async remove(tx, targetId, names) {
    if (names.length > 0) await tx.delete(flows).where(and(eq(flows.account_id, targetId), inArray(flows.name, names)));
  },
};

async function insertBlocks(tx: Tx, targets: { flow_id: number; name: string }[], items: BotItem[]) {
  const blocksOf = new Map(items.map((item) => [item.name, item.data.blocks as string[]]));
  const rows = targets.flatMap((flow) => (blocksOf.get(flow.name) ?? []).map((name) => ({ flow_id: flow.flow_id, name })));
  if (rows.length > 0) await tx.insert(blocks).values(rows);
}

/** The groups a table models. A group not listed is kept as records of bot_content. */
const TABLE_STORES: Partial<Record<BotGroup, GroupStore>> = {
  Entities: linkStore({ link: entityAccounts, account: entityAccounts.account_id, linked: entityAccounts.entity_id, id: entities.entity_id, name: entities.name }),
  Custom_Views: linkStore({
    link: customViewAccounts,
    account: customViewAccounts.account_id,
    linked: customViewAccounts.custom_view_id,
    id: customViews.custom_view_id,
    name: customViews.name,
  }),
  Extensions: linkStore({ link: extensionAccounts, account: extensionAccounts.account_id, linked: extensionAccounts.extension_id, id: extensions.extension_id, name: extensions.name }),
  Languages: linkStore({ link: accountLanguages, account: accountLanguages.account_id, linked: accountLanguages.language_id, id: languages.language_id, name: languages.name }),
  // Never its connection (platform_subscriptions): the page or profile and its tokens are the account's own.
  Platforms: linkStore({
    link: accountPlatforms,
    account: accountPlatforms.account_id,
    linked: accountPlatforms.platform_id,
    id: platforms.platform_id,
    name: platforms.name,
    copy: { enabled: accountPlatforms.enabled, responding_mode: accountPlatforms.responding_mode, confidence: accountPlatforms.confidence },
  }),
  Flows: flowStore,
  Sequences: ownedStore({ table: sequences, account: sequences.account_id, name: sequences.name, id: sequences.sequence_id, data: {} }),
  User_Attributes: ownedStore({ table: userAttributes, account: userAttributes.account_id, name: userAttributes.name, id: userAttributes.user_attribute_id, data: { type: userAttributes.type } }),
  Lambdas: ownedStore({
    table: lambdas,
    account: lambdas.account_id,
    name: lambdas.name,
    id: lambdas.lambda_id,
    data: { description: lambdas.description, arn: lambdas.arn, version: lambdas.version, runtime: lambdas.runtime },
  }),
};

/** Every group's store, in the spec's order. */
export const BOT_STORES: Readonly<Record<BotGroup, GroupStore>> = Object.fromEntries(
  BOT_GROUP_KEYS.map((group) => [group, TABLE_STORES[group] ?? recordStore(group)]),
) as Record<BotGroup, GroupStore>;

/** An account's content: every group's items, by name. */
export async function readContent(tx: Tx, accountId: number, groups: readonly BotGroup[] = BOT_GROUP_KEYS) {
  const content = {} as Record<BotGroup, BotItem[]>;
  for (const group of groups) content[group] = byName(await BOT_STORES[group].read(tx, accountId));
  return content;
}

/** The account of an id, locked with the other one of a merge (in id order: two merges cannot deadlock). */
export async function lockAccounts(tx: Tx, ids: number[]) {
  return tx
    .select({ account_id: accounts.account_id, name: accounts.name, organization_id: accounts.organization_id })
    .from(accounts)
    .where(inArray(accounts.account_id, ids))
    .orderBy(asc(accounts.account_id))
    .for('update');
}

/** Two items' data are equal when their JSON is, whatever the order of their keys. */
function sameData(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)).map(([key, inner]) => [key, canonical(inner)]))
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * What a merge does to one group: a difference merge adds the origin's items whose name the target lacks;
 * a forced update also makes the target's items of a shared name equal to the origin's and removes the
 * target's items the origin does not have.
 */
export function groupPlan(mode: MergeMode, origin: BotItem[], target: BotItem[]) {
  const targetByName = new Map(target.map((item) => [item.name, item]));
  const originNames = new Set(origin.map((item) => item.name));
  const add = origin.filter((item) => !targetByName.has(item.name));
  if (mode === 'merge') return { add, replace: [] as BotItem[], remove: [] as string[] };
  return {
    add,
    replace: origin.filter((item) => targetByName.has(item.name) && !sameData(targetByName.get(item.name)!.data, item.data)),
    remove: target.filter((item) => !originNames.has(item.name)).map((item) => item.name),
  };
}
