/** Roles, their permissions, and the admins (staff) with the organizations and accounts they are linked to. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { accounts, organizations, partners } from './customers';

export const roles = pgTable(
  'roles',
  {
    role_id: serial('role_id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_uq').on(t.name), index('roles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const permissions = pgTable(
  'permissions',
  {
    permission_id: serial('permission_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    resource: varchar('resource', { length: 200 }).notNull().default(''),
    read: boolean('read').notNull().default(false),
    create: boolean('create').notNull().default(false),
    update: boolean('update').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('permissions_name_uq').on(t.name),
    index('permissions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.role_id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.permission_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.role_id, t.permission_id] }),
    index('role_permissions_permission_idx').on(t.permission_id),
  ],
);



export const admins = pgTable(
  'admins',
  {
    admin_id: serial('admin_id').primaryKey(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    /** Stored lower-case; unique among admins that are not deleted. */
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    // No action: a role still held by an admin cannot be deleted (the role delete counts and refuses first,
    // and detaches soft-deleted admins; the database refuses whatever slips past).
    role_id: integer('role_id').references(() => roles.role_id),
    partner_id: integer('partner_id').references(() => partners.partner_id, { onDelete: 'set null' }),
    organization_id_creator: integer('organization_id_creator').references(() => organizations.organization_id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The dashboard chosen when the admin was created in bulk ('botlers' or the brand's, lower-case). */
    dashboard: varchar('dashboard', { length: 50 }),
  },
  (t) => [
    uniqueIndex('admins_email_active_uq').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    // The admin search: name matches "first_name last_name", email matches the e-mail (ILIKE contains).
    index('admins_full_name_trgm_idx').using('gin', sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`),
    index('admins_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The list without deleted admins, newest first: an index-only walk even at deep pages.
    index('admins_active_idx').on(t.admin_id).where(sql`${t.deletedAt} is null`),
    index('admins_role_idx').on(t.role_id),
    index('admins_first_name_idx').on(t.first_name, t.admin_id),
    index('admins_created_idx').on(t.createdAt, t.admin_id),
    index('admins_partner_idx').on(t.partner_id),
    index('admins_organization_creator_idx').on(t.organization_id_creator),
    // Jump anywhere (routes/search.ts): live admins whose "first_name last_name" starts with the text, in its order.
    index('admins_search_name_idx')
      .on(sql`lower(${t.first_name} || ' ' || ${t.last_name}) collate "C"`, t.admin_id)
      .where(sql`${t.deletedAt} is null`),
    // …and whose e-mail (stored lower-case) starts with it.
    index('admins_search_email_idx').on(sql`${t.email} collate "C"`, t.admin_id).where(sql`${t.deletedAt} is null`),
  ],
);

export const adminOrganizations = pgTable(
  'admin_organizations',
  {
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.admin_id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.organization_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.admin_id, t.organization_id] }),
    index('admin_organizations_organization_idx').on(t.organization_id),
  ],
);

export const adminAccounts = pgTable(
  'admin_accounts',
  {
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.admin_id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.admin_id, t.account_id] }), index('admin_accounts_account_idx').on(t.account_id)],
);
