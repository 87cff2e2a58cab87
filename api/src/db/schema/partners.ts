/** Partners (spec 1 §2.9, spec 2): their packages and certifications, payment credentials, invoices and the accounts they keep active. Money is numeric(14,2): cents, never floating point. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { plans } from './catalogue';
import { certifications } from './certifications';
import { accounts, partners } from './customers';
import { packages } from './master-operations';

export const partnerPackages = pgTable(
  'partner_packages',
  {
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.partner_id, { onDelete: 'cascade' }),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.package_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.package_id] }), index('partner_packages_package_idx').on(t.package_id)],
);

export const PARTNER_CERTIFICATION_STATUS_VALUES = ['failed', 'certified', 'available'] as const;
export const partnerCertificationStatus = pgEnum('partner_certification_status', PARTNER_CERTIFICATION_STATUS_VALUES);

export const partnerCertifications = pgTable(
  'partner_certifications',
  {
    partner_certification_id: serial('partner_certification_id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.partner_id, { onDelete: 'cascade' }),
    certification_id: integer('certification_id')
      .notNull()
      .references(() => certifications.certification_id, { onDelete: 'cascade' }),
    status: partnerCertificationStatus('status').notNull().default('available'),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** When the attempts last grew (the certified partners' 'last attempt date'). */
    last_attempt_date: timestamp('last_attempt_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One link per certification and partner; serves a partner's list too.
    uniqueIndex('partner_certifications_partner_certification_uq').on(t.partner_id, t.certification_id),
    index('partner_certifications_certification_idx').on(t.certification_id),
    // The certified partners: those with a certification in status 'certified'.
    index('partner_certifications_certified_idx').on(t.partner_id).where(sql`${t.status} = 'certified'`),
  ],
);

/** A partner's credentials at the payment gateway: password and token are stored, never answered. */
export const bpaymentCredentials = pgTable(
  'bpayment_credentials',
  {
    bpayment_credential_id: serial('bpayment_credential_id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.partner_id, { onDelete: 'cascade' }),
    username: varchar('username', { length: 200 }).notNull(),
    password: text('password').notNull(),
    token: text('token').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bpayment_credentials_partner_idx').on(t.partner_id, t.bpayment_credential_id)],
);

/** A payment of a partner for an account: the commission and level as they were when it was paid. */
export const invoices = pgTable(
  'invoices',
  {
    invoice_id: serial('invoice_id').primaryKey(),
    // No action: money records keep their partner and account (deleting either is refused while they have invoices).
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.partner_id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id),
    total_paid: numeric('total_paid', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    partner_commision: numeric('partner_commision', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    level_on_payment: integer('level_on_payment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_partner_idx').on(t.partner_id, t.invoice_id),
    index('invoices_account_idx').on(t.account_id),
    check('invoices_total_paid_positive', sql`${t.total_paid} > 0`),
  ],
);

/**
 * An account a partner keeps active on a plan. The plan's name, users, price and days are copied when it is
 * chosen: what was sold stays billed as it was sold. Billed days = plan_days + extra_days; the expiry date and
 * what was paid are derived from them (api/README.md "Partners").
 */
export const activeAccounts = pgTable(
  'active_accounts',
  {
    active_account_id: serial('active_account_id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.partner_id),
    // The account's billing goes with the account.
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    business_name: varchar('business_name', { length: 200 }).notNull(),
    // No action: a plan that active accounts are on is not deleted.
    plan_id: integer('plan_id')
      .notNull()
      .references(() => plans.plan_id),
    plan_name: varchar('plan_name', { length: 200 }).notNull(),
    max_users: integer('max_users').notNull(),
    plan_price: numeric('plan_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    plan_days: integer('plan_days').notNull(),
    extra_days: integer('extra_days').notNull().default(0),
    /** Reported by the platform (the account's users in use); read-only here. */
    active_users: integer('active_users').notNull().default(0),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // 'La cuenta ya se encuentra activa': one live row per account and partner (a deleted one does not count).
    uniqueIndex('active_accounts_partner_account_uq').on(t.partner_id, t.account_id).where(sql`${t.deletedAt} is null`),
    // A partner's list (and the CSV's batches) newest first; the list without deleted rows.
    index('active_accounts_partner_idx').on(t.partner_id, t.active_account_id),
    index('active_accounts_live_idx').on(t.active_account_id).where(sql`${t.deletedAt} is null`),
    index('active_accounts_account_idx').on(t.account_id),
    index('active_accounts_plan_idx').on(t.plan_id),
    index('active_accounts_plan_name_idx').on(t.plan_name),
    check('active_accounts_plan_days_positive', sql`${t.plan_days} > 0`),
    check('active_accounts_extra_days_range', sql`${t.extra_days} >= 0`),
  ],
);
