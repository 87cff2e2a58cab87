/** The organization area (issue 14): subscriptions held, plugins assigned, billing, entities; an account's bot content by group, bot versions and merge jobs. */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { plugins, subscriptions } from './catalogue';
import { accounts, organizations } from './customers';

/** A subscription an organization holds; expire_date is the day it was taken plus the subscription's months. */
export const organizationSubscriptions = pgTable(
  'organization_subscriptions',
  {
    organization_subscription_id: serial('organization_subscription_id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.organization_id, { onDelete: 'cascade' }),
    // No action: a subscription organizations hold is not deleted from the catalogue (409, lib/texts.ts).
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.subscription_id),
    expire_date: date('expire_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An organization's list (newest first) and its unexpired capacity.
    index('organization_subscriptions_organization_idx').on(t.organization_id, t.organization_subscription_id),
    index('organization_subscriptions_subscription_idx').on(t.subscription_id),
  ],
);

/** The plugins assigned to an organization (POST plugin/{id}/associateOrganization). */
export const organizationPlugins = pgTable(
  'organization_plugins',
  {
    plugin_id: integer('plugin_id')
      .notNull()
      .references(() => plugins.plugin_id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.organization_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.plugin_id, t.organization_id] }), index('organization_plugins_organization_idx').on(t.organization_id)],
);

/** An organization's billing record (one per organization). */
export const organizationBillings = pgTable('organization_billings', {
  organization_id: integer('organization_id')
    .primaryKey()
    .references(() => organizations.organization_id, { onDelete: 'cascade' }),
  business_name: varchar('business_name', { length: 200 }).notNull(),
  tax_id: varchar('tax_id', { length: 30 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 50 }).notNull().default(''),
  address: text('address').notNull().default(''),
  city: varchar('city', { length: 100 }).notNull().default(''),
  country: varchar('country', { length: 100 }).notNull().default(''),
  zip_code: varchar('zip_code', { length: 20 }).notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An organization's entities (document 3 §3); a name is unique within the organization, without case. */
export const entities = pgTable(
  'entities',
  {
    entity_id: serial('entity_id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.organization_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entities_organization_idx').on(t.organization_id, t.entity_id),
    uniqueIndex('entities_organization_name_uq').on(t.organization_id, sql`lower(${t.name})`),
    index('entities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const entityAttributes = pgTable(
  'entity_attributes',
  {
    attribute_id: serial('attribute_id').primaryKey(),
    entity_id: integer('entity_id')
      .notNull()
      .references(() => entities.entity_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** input_text, int, decimal or varchar. */
    type: varchar('type', { length: 20 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entity_attributes_entity_idx').on(t.entity_id, t.attribute_id),
    uniqueIndex('entity_attributes_entity_name_uq').on(t.entity_id, t.name),
    index('entity_attributes_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The accounts an entity is associated with (POST entity/{id}/associateAccount). */
export const entityAccounts = pgTable(
  'entity_accounts',
  {
    entity_id: integer('entity_id')
      .notNull()
      .references(() => entities.entity_id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entity_id, t.account_id] }), index('entity_accounts_account_idx').on(t.account_id)],
);

/**
 * The groups of an account's bot that no table models yet (labels, products, rules…: document 3 §3's merge
 * groups), as typed records: one row per item, keyed by account, group and name; `data` is the item.
 */
export const botContent = pgTable(
  'bot_content',
  {
    bot_content_id: serial('bot_content_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    group: varchar('group', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bot_content_account_group_name_uq').on(t.account_id, t.group, t.name)],
);

/** A version of an account's bot, recorded before a merge changed it (content: what it held then). */
export const botVersions = pgTable(
  'bot_versions',
  {
    bot_version_id: serial('bot_version_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    origin_account_id: integer('origin_account_id').references(() => accounts.account_id, { onDelete: 'set null' }),
    origin_name: varchar('origin_name', { length: 200 }).notNull(),
    /** merge or force. */
    mode: varchar('mode', { length: 10 }).notNull(),
    exclude: jsonb('exclude').notNull().default([]),
    /** Who: a plain number, like the audit trail's, so the version outlives the admin. */
    admin_id: integer('admin_id'),
    counts: jsonb('counts').notNull(),
    content: jsonb('content').notNull(),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bot_versions_account_idx').on(t.account_id, t.bot_version_id),
    index('bot_versions_origin_idx').on(t.origin_account_id),
  ],
);

/** A merge running or done: the screen polls its progress (written outside the merge's transaction). */
export const mergeJobs = pgTable(
  'merge_jobs',
  {
    job_id: serial('job_id').primaryKey(),
    mode: varchar('mode', { length: 10 }).notNull(),
    origin_account: integer('origin_account').notNull(),
    target_account: integer('target_account').notNull(),
    exclude: jsonb('exclude').notNull().default([]),
    admin_id: integer('admin_id').notNull(),
    /** running, done or failed. */
    status: varchar('status', { length: 10 }).notNull().default('running'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull(),
    step: varchar('step', { length: 100 }),
    result: jsonb('result'),
    error: text('error'),
    bot_version_id: integer('bot_version_id').references(() => botVersions.bot_version_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One running merge per target (the POST refuses a second one).
    index('merge_jobs_running_idx').on(t.target_account).where(sql`${t.status} = 'running'`),
    index('merge_jobs_bot_version_idx').on(t.bot_version_id),
  ],
);
