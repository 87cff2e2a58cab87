/** Packages and what they bundle (an account's flows, sequences, user attributes and lists: account-area.ts), extensions, milestones, shipping, short URLs, WhatsApp Business. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { admins, roles } from './access';
import { flows, lists, sequences, userAttributes } from './account-area';
import { components } from './catalogue';
import { accounts, services } from './customers';

export const packages = pgTable(
  'packages',
  {
    package_id: serial('package_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    category: varchar('category', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    creator: varchar('creator', { length: 200 }).notNull().default(''),
    image: text('image'),
    type: varchar('type', { length: 100 }).notNull().default(''),
    // The account the package is built from; the package stays when the account goes.
    account_id: integer('account_id').references(() => accounts.account_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('packages_account_idx').on(t.account_id), index('packages_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const packageAttributes = pgTable(
  'package_attributes',
  {
    package_attribute_id: serial('package_attribute_id').primaryKey(),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.package_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    type: varchar('type', { length: 20 }).notNull(),
    description: text('description').notNull().default(''),
    value: text('value').notNull(),
    required: boolean('required').notNull().default(false),
    frontend_type: varchar('frontend_type', { length: 30 }).notNull().default('input_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('package_attributes_package_idx').on(t.package_id, t.package_attribute_id),
    uniqueIndex('package_attributes_package_name_uq').on(t.package_id, t.name),
  ],
);

/** What a package bundles: links to an account's flows, sequences, user attributes and lists. */
const packageLink = (name: string, column: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      package_id: integer('package_id')
        .notNull()
        .references(() => packages.package_id, { onDelete: 'cascade' }),
      item_id: integer(column)
        .notNull()
        .references(target, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.package_id, t.item_id] }), index(`${name}_item_idx`).on(t.item_id)],
  );
export const packageFlows = packageLink('package_flows', 'flow_id', () => flows.flow_id);
export const packageSequences = packageLink('package_sequences', 'sequence_id', () => sequences.sequence_id);
export const packageUserAttributes = packageLink('package_user_attributes', 'user_attribute_id', () => userAttributes.user_attribute_id);
export const packageLists = packageLink('package_lists', 'list_id', () => lists.list_id);

/** Serverless code (document 2 §3). */
export const extensions = pgTable(
  'extensions',
  {
    extension_id: serial('extension_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    runtime: varchar('runtime', { length: 30 }).notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    status: varchar('status', { length: 100 }).notNull(),
    version: varchar('version', { length: 50 }).notNull(),
    handler: varchar('handler', { length: 200 }).notNull(),
    file_name: varchar('file_name', { length: 300 }).notNull(),
    service_id: integer('service_id').references(() => services.service_id, { onDelete: 'set null' }),
    code: text('code').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('extensions_service_idx').on(t.service_id), index('extensions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

/** The accounts an extension is installed in (POST extension/associate). */
export const extensionAccounts = pgTable(
  'extension_accounts',
  {
    extension_id: integer('extension_id')
      .notNull()
      .references(() => extensions.extension_id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.extension_id, t.account_id] }), index('extension_accounts_account_idx').on(t.account_id)],
);

/** Release notes (document 2 §3, §4): the description is sanitised HTML. */
export const milestones = pgTable(
  'milestones',
  {
    milestone_id: serial('milestone_id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 30 }),
    status: varchar('status', { length: 30 }).notNull().default('on_hold'),
    published_date: date('published_date', { mode: 'string' }),
    scheduled_date: date('scheduled_date', { mode: 'string' }),
    notify: boolean('notify').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('milestones_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops'))],
);

/** What a milestone concerns: services, roles and components it is linked to. */
const milestoneLink = (name: string, column: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      milestone_id: integer('milestone_id')
        .notNull()
        .references(() => milestones.milestone_id, { onDelete: 'cascade' }),
      item_id: integer(column)
        .notNull()
        .references(target, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.milestone_id, t.item_id] }), index(`${name}_item_idx`).on(t.item_id)],
  );
export const milestoneServices = milestoneLink('milestone_services', 'service_id', () => services.service_id);
export const milestoneRoles = milestoneLink('milestone_roles', 'role_id', () => roles.role_id);
export const milestoneComponents = milestoneLink('milestone_components', 'component_id', () => components.component_id);

/** Shipping data (document 3 §3): orders sent through the carrier (Kanguro). */
export const shippings = pgTable(
  'shippings',
  {
    shipping_id: serial('shipping_id').primaryKey(),
    order_id: varchar('order_id', { length: 100 }).notNull(),
    pickup_location_id: integer('pickup_location_id'),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    destination_name: varchar('destination_name', { length: 200 }).notNull(),
    destination_email: varchar('destination_email', { length: 254 }),
    destination_home_phone: varchar('destination_home_phone', { length: 50 }).notNull().default(''),
    destination_street: varchar('destination_street', { length: 200 }).notNull().default(''),
    destination_street_number: varchar('destination_street_number', { length: 50 }).notNull().default(''),
    destination_colony: varchar('destination_colony', { length: 200 }).notNull().default(''),
    destination_city: varchar('destination_city', { length: 200 }).notNull().default(''),
    destination_state: varchar('destination_state', { length: 200 }).notNull().default(''),
    destination_zip: varchar('destination_zip', { length: 20 }).notNull().default(''),
    destination_notes: text('destination_notes').notNull().default(''),
    kanguro_uuid: varchar('kanguro_uuid', { length: 100 }).notNull().default(''),
    status: varchar('status', { length: 100 }).notNull().default(''),
    kanguro_order_id: varchar('kanguro_order_id', { length: 100 }).notNull().default(''),
    rate_id: varchar('rate_id', { length: 100 }).notNull().default(''),
    error: text('error').notNull().default(''),
    is_free: boolean('is_free').notNull().default(false),
    details: text('details').notNull().default(''),
    service: varchar('service', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shippings_order_trgm_idx').using('gin', t.order_id.op('gin_trgm_ops')),
    index('shippings_name_trgm_idx').using('gin', t.destination_name.op('gin_trgm_ops')),
  ],
);

/** The URL shortener (tooling): GET /s/{code} redirects to target. */
export const shortUrls = pgTable(
  'short_urls',
  {
    short_url_id: serial('short_url_id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    target: text('target').notNull(),
    /** A name the person chose, not one the server made. */
    custom: boolean('custom').notNull().default(false),
    admin_id: integer('admin_id').references(() => admins.admin_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('short_urls_code_uq').on(t.code),
    // The same target shortened again answers its existing generated link.
    index('short_urls_target_idx').on(sql`md5(${t.target})`).where(sql`not ${t.custom}`),
  ],
);

/** WhatsApp Business accounts (document 3 §3) and their numbers. Tokens are write-only. */
export const wabas = pgTable(
  'wabas',
  {
    waba_id: serial('waba_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Meta's id of the business account. */
    business_account_id: varchar('business_account_id', { length: 50 }).notNull(),
    access_token: text('access_token').notNull().default(''),
    account_id: integer('account_id').references(() => accounts.account_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wabas_business_account_uq').on(t.business_account_id), index('wabas_account_idx').on(t.account_id)],
);

/** A WhatsApp number of a WABA: the messaging model (model_id) that answers it. */
export const whatsappNumbers = pgTable(
  'whatsapp_numbers',
  {
    model_id: serial('model_id').primaryKey(),
    waba_id: integer('waba_id')
      .notNull()
      .references(() => wabas.waba_id, { onDelete: 'cascade' }),
    account_id: integer('account_id').references(() => accounts.account_id, { onDelete: 'set null' }),
    phone_number: varchar('phone_number', { length: 30 }).notNull(),
    display_name: varchar('display_name', { length: 200 }).notNull().default(''),
    api_token: text('api_token').notNull().default(''),
    auth_token: text('auth_token').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('whatsapp_numbers_waba_idx').on(t.waba_id, t.model_id),
    index('whatsapp_numbers_account_idx').on(t.account_id),
    uniqueIndex('whatsapp_numbers_phone_uq').on(t.phone_number),
  ],
);
