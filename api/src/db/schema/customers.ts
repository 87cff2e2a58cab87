/** Services, partners, organizations and their accounts (with each account's status). */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const services = pgTable(
  'services',
  {
    service_id: serial('service_id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('services_name_uq').on(t.name)],
);

export const PARTNER_STATUS_VALUES = ['pre_register', 'in_review', 'rejected', 'registered', 'approved'] as const;
export const partnerStatus = pgEnum('partner_status', PARTNER_STATUS_VALUES);

export const partners = pgTable(
  'partners',
  {
    partner_id: serial('partner_id').primaryKey(),
    business_name: varchar('business_name', { length: 200 }).notNull(),
    service_id: integer('service_id').references(() => services.service_id, { onDelete: 'set null' }),
    business_logo: text('business_logo'),
    business_phone: varchar('business_phone', { length: 50 }),
    business_website: varchar('business_website', { length: 500 }),
    business_email: varchar('business_email', { length: 254 }),
    business_address: text('business_address'),
    business_country: varchar('business_country', { length: 100 }),
    business_type: varchar('business_type', { length: 100 }),
    expected_sales: numeric('expected_sales', { precision: 14, scale: 2, mode: 'number' }),
    last_dispersal: timestamp('last_dispersal', { withTimezone: true }),
    reference: varchar('reference', { length: 200 }),
    description: text('description'),
    contact_name: varchar('contact_name', { length: 200 }),
    contact_phone: varchar('contact_phone', { length: 50 }),
    level: integer('level').notNull().default(1),
    clients_size: integer('clients_size').notNull().default(0),
    status: partnerStatus('status').notNull().default('pre_register'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partners_service_idx').on(t.service_id),
    index('partners_status_idx').on(t.status),
    index('partners_business_name_trgm_idx').using('gin', t.business_name.op('gin_trgm_ops')),
    // Jump anywhere (routes/search.ts): names starting with the text, in the order it answers them.
    index('partners_search_name_idx').on(sql`lower(${t.business_name}) collate "C"`, t.partner_id),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    organization_id: serial('organization_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    service_id: integer('service_id').references(() => services.service_id, { onDelete: 'set null' }),
    partner_id: integer('partner_id').references(() => partners.partner_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_service_idx').on(t.service_id),
    index('organizations_partner_idx').on(t.partner_id),
    index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The list's orders (?sort=name, ?sort=-createdAt), the id after the value as the list orders them.
    index('organizations_name_idx').on(t.name, t.organization_id),
    index('organizations_created_idx').on(t.createdAt, t.organization_id),
    // Jump anywhere (routes/search.ts): names starting with the text, in the order it answers them.
    index('organizations_search_name_idx').on(sql`lower(${t.name}) collate "C"`, t.organization_id),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    account_id: serial('account_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    type: varchar('type', { length: 100 }).notNull().default('konverza_free'),
    // No action (not restrict): deleting an organization that has accounts fails with foreign_key_violation
    // (23503), which the error handler answers 409 with the constraint's text; restrict raises 23001.
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.organization_id),
    image_dashboard: text('image_dashboard'),
    /** Hex colour without '#'. */
    main_color_dashboard: varchar('main_color_dashboard', { length: 6 }),
    timezone: varchar('timezone', { length: 100 }),
    username: varchar('username', { length: 250 }),
    is_active: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves the organization filter and its newest-first order, and the foreign key.
    index('accounts_organization_idx').on(t.organization_id, t.account_id),
    index('accounts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    uniqueIndex('accounts_username_uq').on(t.username),
    index('accounts_name_idx').on(t.name, t.account_id),
    index('accounts_created_idx').on(t.createdAt, t.account_id),
    // Jump anywhere (routes/search.ts): names starting with the text, in the order it answers them.
    index('accounts_search_name_idx').on(sql`lower(${t.name}) collate "C"`, t.account_id),
  ],
);

export const accountStatuses = pgTable(
  'account_statuses',
  {
    account_status_id: serial('account_status_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    account_name: varchar('account_name', { length: 200 }).notNull().default(''),
    bot_template: varchar('bot_template', { length: 200 }),
    source: varchar('source', { length: 100 }),
    account_type: varchar('account_type', { length: 100 }),
    payment_enabled: boolean('payment_enabled').notNull().default(false),
    payment_validated: boolean('payment_validated').notNull().default(false),
    bot_enabled: boolean('bot_enabled').notNull().default(true),
    products_enabled: integer('products_enabled').notNull().default(0),
    kanguro_status: varchar('kanguro_status', { length: 100 }),
    max_free_shippings: integer('max_free_shippings').notNull().default(0),
    max_free_shippings_amount: numeric('max_free_shippings_amount', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    free_shippings_count: integer('free_shippings_count').notNull().default(0),
    total_amount_free_shippings: numeric('total_amount_free_shippings', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    shippings_count: integer('shippings_count').notNull().default(0),
    total_amount_shippings: numeric('total_amount_shippings', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    free_shippings_end_date: date('free_shippings_end_date', { mode: 'string' }),
    top_product: varchar('top_product', { length: 200 }),
    /** The business "last status change" stamp; createdAt/updatedAt are the row's own stamps. */
    updated_at: timestamp('status_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('account_statuses_account_uq').on(t.account_id)],
);
