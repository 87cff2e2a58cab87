/** The catalogue (document 2): platforms, parameters, subscriptions, plugins, languages, components, plans, views, e-mail templates. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { accounts, services } from './customers';

export const platforms = pgTable(
  'platforms',
  {
    platform_id: serial('platform_id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('platforms_name_uq').on(t.name), index('platforms_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const parameters = pgTable(
  'parameters',
  {
    parameter_id: serial('parameter_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    data_type: varchar('data_type', { length: 20 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('parameters_code_uq').on(t.code), index('parameters_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    subscription_id: serial('subscription_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    max_accounts: integer('max_accounts').notNull().default(0),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    months: integer('months').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const plugins = pgTable(
  'plugins',
  {
    plugin_id: serial('plugin_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    menu_name: varchar('menu_name', { length: 200 }).notNull().default(''),
    show_on_sidebar: boolean('show_on_sidebar').notNull().default(false),
    type: varchar('type', { length: 100 }).notNull().default(''),
    parent: varchar('parent', { length: 200 }).notNull().default(''),
    number: integer('number').notNull().default(0),
    resource_name: varchar('resource_name', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plugins_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const pluginAttributes = pgTable(
  'plugin_attributes',
  {
    plugin_attribute_id: serial('plugin_attribute_id').primaryKey(),
    // An attribute is part of its plugin: it goes with it.
    plugin_id: integer('plugin_id')
      .notNull()
      .references(() => plugins.plugin_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 20 }).notNull().default('text'),
    default_value: text('default_value').notNull().default(''),
    frontend_type: varchar('frontend_type', { length: 30 }).notNull(),
    data: jsonb('data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves a plugin's attributes, newest first, and the foreign key.
    index('plugin_attributes_plugin_idx').on(t.plugin_id, t.plugin_attribute_id),
    uniqueIndex('plugin_attributes_plugin_name_uq').on(t.plugin_id, t.name),
    index('plugin_attributes_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const languages = pgTable(
  'languages',
  {
    language_id: serial('language_id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    locale: varchar('locale', { length: 20 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('languages_locale_uq').on(t.locale), index('languages_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const components = pgTable(
  'components',
  {
    component_id: serial('component_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    icon: varchar('icon', { length: 100 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('components_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const planGroups = pgTable(
  'plan_groups',
  {
    plan_group_id: serial('plan_group_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    service_id: integer('service_id').references(() => services.service_id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plan_groups_service_idx').on(t.service_id), index('plan_groups_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const plans = pgTable(
  'plans',
  {
    plan_id: serial('plan_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    features: text('features').notNull().default(''),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    max_users: integer('max_users').notNull(),
    cost_per_user: numeric('cost_per_user', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    active_days: integer('active_days').notNull(),
    is_offer: boolean('is_offer').notNull().default(true),
    is_free_trial: boolean('is_free_trial').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    // No action: a group that still has plans is not deleted (409, lib/texts.ts).
    plan_group_id: integer('plan_group_id').references(() => planGroups.plan_group_id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plans_plan_group_idx').on(t.plan_group_id),
    // The default list: the enabled plans, newest first.
    index('plans_enabled_idx').on(t.plan_id).where(sql`${t.enabled}`),
    index('plans_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const views = pgTable(
  'views',
  {
    view_id: serial('view_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    slug: varchar('slug', { length: 200 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('views_slug_uq').on(t.slug), index('views_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const customViews = pgTable(
  'custom_views',
  {
    custom_view_id: serial('custom_view_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    slug: varchar('slug', { length: 200 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_views_slug_uq').on(t.slug), index('custom_views_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const customViewAccounts = pgTable(
  'custom_view_accounts',
  {
    custom_view_id: integer('custom_view_id')
      .notNull()
      .references(() => customViews.custom_view_id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.custom_view_id, t.account_id] }), index('custom_view_accounts_account_idx').on(t.account_id)],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    email_template_id: serial('email_template_id').primaryKey(),
    external_template_id: varchar('external_template_id', { length: 200 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    email_platform: varchar('email_platform', { length: 100 }).notNull().default('Sendgrid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique without case (spec 2 §5): the database decides, so two creates cannot both pass.
    uniqueIndex('email_templates_name_uq').on(sql`lower(${t.name})`),
    index('email_templates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
