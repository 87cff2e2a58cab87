/**
 * The database, in one file. Property names are the wire names of the spec (snake_case ids and fields,
 * `createdAt` / `updatedAt` / `deletedAt` / `updated_at` where the spec spells them so), so a selected row
 * is already the shape the console reads. Column names in SQL are snake_case.
 *
 * Every foreign key has an index; every name searched with ILIKE has a pg_trgm GIN index
 * (the extension is created by the first migration).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------------
// Roles and permissions

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

// ---------------------------------------------------------------------------------------------------
// Services, partners, organizations, accounts

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

// ---------------------------------------------------------------------------------------------------
// Admins

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

// ---------------------------------------------------------------------------------------------------
// Certifications

export const certificationExams = pgTable(
  'certification_exams',
  {
    certification_exam_id: serial('certification_exam_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    version: integer('version').notNull().default(1),
    /** Minutes. */
    duration: integer('duration').notNull().default(1),
    questions_number: integer('questions_number').notNull().default(1),
    minimum_score: numeric('minimum_score', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    // The level is not stored: it is derived from the questions the exam holds (routes/certifications.ts).
    createdAt: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('certification_exams_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const certifications = pgTable(
  'certifications',
  {
    certification_id: serial('certification_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    enable: boolean('enable').notNull().default(true),
    certification_exam_id: integer('certification_exam_id').references(
      () => certificationExams.certification_exam_id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('certifications_exam_idx').on(t.certification_exam_id),
    index('certifications_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Topics of the certifications' question bank (spec 2 §3: c_t_id, name, classification). */
export const certificationTopics = pgTable(
  'certification_topics',
  {
    c_t_id: serial('c_t_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    classification: varchar('classification', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names compared without case: 'Webhooks' and 'webhooks' are one topic.
    uniqueIndex('certification_topics_name_uq').on(sql`lower(${t.name})`),
    index('certification_topics_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('certification_topics_name_idx').on(t.name, t.c_t_id),
  ],
);

/** The question bank: a question's correct answer is one of its own answers (checked by the routes). */
export const questions = pgTable(
  'questions',
  {
    question_id: serial('question_id').primaryKey(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(1),
    /** 1 Fácil, 2 Media, 3 Difícil. */
    difficulty: integer('difficulty').notNull().default(1),
    image: varchar('image', { length: 2000 }),
    correct_answer_id: integer('correct_answer_id').references((): AnyPgColumn => questionAnswers.question_answer_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_value_trgm_idx').using('gin', t.value.op('gin_trgm_ops')),
    index('questions_correct_answer_idx').on(t.correct_answer_id),
    index('questions_difficulty_idx').on(t.difficulty, t.question_id),
    index('questions_points_idx').on(t.points, t.question_id),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    question_answer_id: serial('question_answer_id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    image: varchar('image', { length: 2000 }),
    createdAt: createdAt(),
  },
  (t) => [index('question_answers_question_idx').on(t.question_id, t.question_answer_id)],
);

/** Study resources (spec 2 §3). */
export const certificationResources = pgTable(
  'certification_resources',
  {
    certification_resource_id: serial('certification_resource_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    url: varchar('url', { length: 2000 }),
    type: varchar('type', { length: 100 }).notNull().default(''),
    difficulty: integer('difficulty').notNull().default(1),
    image: varchar('image', { length: 2000 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certification_resources_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('certification_resources_name_idx').on(t.name, t.certification_resource_id),
    index('certification_resources_difficulty_idx').on(t.difficulty, t.certification_resource_id),
  ],
);

/**
 * A link of a row (an exam, a question, a resource) to a topic. The primary key (owner, topic) serves a row's
 * topics and refuses a second link; the (topic, owner) index serves the `topics` filter and the exam build.
 */
function topicLink(name: string, owner: string, ownerColumn: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      owner_id: integer(owner)
        .notNull()
        .references(ownerColumn, { onDelete: 'cascade' }),
      c_t_id: integer('c_t_id')
        .notNull()
        .references(() => certificationTopics.c_t_id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.owner_id, t.c_t_id] }), index(`${name}_topic_idx`).on(t.c_t_id, t.owner_id)],
  );
}
export const certificationExamTopics = topicLink('certification_exam_topics', 'certification_exam_id', () => certificationExams.certification_exam_id);
export const questionTopics = topicLink('question_topics', 'question_id', () => questions.question_id);
export const certificationResourceTopics = topicLink('certification_resource_topics', 'certification_resource_id', () => certificationResources.certification_resource_id);

/** The questions of an exam's last build, in their order (replaced by each build). */
export const certificationExamQuestions = pgTable(
  'certification_exam_questions',
  {
    certification_exam_id: integer('certification_exam_id')
      .notNull()
      .references(() => certificationExams.certification_exam_id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.certification_exam_id, t.question_id] }), index('certification_exam_questions_question_idx').on(t.question_id)],
);

// ---------------------------------------------------------------------------------------------------
// Catalogue (document 2)

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

// ---------------------------------------------------------------------------------------------------
// Catalogue, part 2: packages and what they bundle (an account's flows, sequences, user attributes and
// lists), extensions, milestones, shipping, short URLs, WhatsApp Business

/** A bot's conversation flow and its blocks (document 3 §3). */
export const flows = pgTable(
  'flows',
  {
    flow_id: serial('flow_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('flows_account_idx').on(t.account_id, t.flow_id)],
);

export const blocks = pgTable(
  'blocks',
  {
    block_id: serial('block_id').primaryKey(),
    flow_id: integer('flow_id')
      .notNull()
      .references(() => flows.flow_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blocks_flow_idx').on(t.flow_id, t.block_id)],
);

export const sequences = pgTable(
  'sequences',
  {
    sequence_id: serial('sequence_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sequences_account_idx').on(t.account_id, t.sequence_id)],
);

/** An account's user variables (document 3 §3: name, type). */
export const userAttributes = pgTable(
  'user_attributes',
  {
    user_attribute_id: serial('user_attribute_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    type: varchar('type', { length: 50 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_attributes_account_idx').on(t.account_id, t.user_attribute_id),
    uniqueIndex('user_attributes_account_name_uq').on(t.account_id, t.name),
  ],
);

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

// ---------------------------------------------------------------------------------------------------
// Partners (spec 1 §2.9, spec 2): their packages and certifications, payment credentials, invoices and the
// accounts they keep active. Money is numeric(14,2): cents, never floating point.

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

// ---------------------------------------------------------------------------------------------------
// Messaging
// The organization area (issue 14): subscriptions held, plugins assigned, billing, entities; an account's
// bot content by group, bot versions and merge jobs

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

// ---------------------------------------------------------------------------------------------------

export const lists = pgTable(
  'lists',
  {
    list_id: serial('list_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lists_account_idx').on(t.account_id, t.list_id),
    index('lists_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

// ---------------------------------------------------------------------------------------------------
// The account area (document 3): an account's platforms (and what each is connected to), languages and
// models; its users, their values of the account's variables, and their breadcrumbs.

/** The platforms an account talks on, each with the bot's switch, its responding mode and confidence. */
export const accountPlatforms = pgTable(
  'account_platforms',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => platforms.platform_id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    responding_mode: varchar('responding_mode', { length: 10 }).notNull().default('auto'),
    confidence: numeric('confidence', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0.8),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.account_id, t.platform_id] }),
    index('account_platforms_platform_idx').on(t.platform_id),
    check('account_platforms_confidence_range', sql`${t.confidence} between 0 and 1`),
    check('account_platforms_responding_mode', sql`${t.responding_mode} in ('auto', 'manual')`),
  ],
);

/** The external account (a Facebook page, a Twitter profile) a platform of an account is connected to. Tokens are write-only. */
export const platformSubscriptions = pgTable(
  'platform_subscriptions',
  {
    account_id: integer('account_id').notNull(),
    platform_id: integer('platform_id').notNull(),
    external_id: varchar('external_id', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    subscribed: boolean('subscribed').notNull().default(false),
    access_token: text('access_token').notNull(),
    secret_token: text('secret_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.account_id, t.platform_id] }),
    // Dissociating the platform ends its connection.
    foreignKey({ name: 'platform_subscriptions_account_platform_fk', columns: [t.account_id, t.platform_id], foreignColumns: [accountPlatforms.account_id, accountPlatforms.platform_id] }).onDelete(
      'cascade',
    ),
  ],
);

export const accountLanguages = pgTable(
  'account_languages',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    language_id: integer('language_id')
      .notNull()
      .references(() => languages.language_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.language_id] }), index('account_languages_language_idx').on(t.language_id)],
);

/** The models of the messaging service (the SAM models): published by it, associated with accounts here. */
export const models = pgTable(
  'models',
  {
    model_id: serial('model_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('models_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')), index('models_name_idx').on(t.name, t.model_id)],
);

export const accountModels = pgTable(
  'account_models',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    model_id: integer('model_id')
      .notNull()
      .references(() => models.model_id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.model_id] }), index('account_models_model_idx').on(t.model_id)],
);

/** The people a bot talks to: one row per account, platform and person (created by the platform, not by staff). */
export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    // No action: a platform that still has users is not deleted from the catalogue.
    platform_id: integer('platform_id')
      .notNull()
      .references(() => platforms.platform_id),
    first_name: varchar('first_name', { length: 100 }).notNull().default(''),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    screen_name: varchar('screen_name', { length: 100 }).notNull().default(''),
    gender: varchar('gender', { length: 10 }).notNull().default('none'),
    locale: varchar('locale', { length: 20 }).notNull().default(''),
    phone_number: varchar('phone_number', { length: 30 }).notNull().default(''),
    ip: varchar('ip', { length: 45 }).notNull().default(''),
    container: varchar('container', { length: 200 }).notNull().default(''),
    timezone: varchar('timezone', { length: 50 }).notNull().default(''),
    followers: integer('followers').notNull().default(0),
    friends: integer('friends').notNull().default(0),
    tweets: integer('tweets').notNull().default(0),
    sequence_id: integer('sequence_id'),
    sequence_step: integer('sequence_step'),
    profile_pic: text('profile_pic'),
    is_protected: boolean('is_protected').notNull().default(false),
    is_verified: boolean('is_verified').notNull().default(false),
    is_subscribed: boolean('is_subscribed').notNull().default(false),
    bot_enabled: boolean('bot_enabled').notNull().default(true),
    link_code: varchar('link_code', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    last_info_update: timestamp('last_info_update', { withTimezone: true }),
    last_interaction_time: timestamp('last_interaction_time', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // An account's users of one platform, newest first (the users screen's list), live ones only.
    index('users_account_platform_idx').on(t.account_id, t.platform_id, t.user_id).where(sql`${t.deletedAt} is null`),
    index('users_account_platform_interaction_idx')
      .on(t.account_id, t.platform_id, t.last_interaction_time, t.user_id)
      .where(sql`${t.deletedAt} is null`),
    index('users_platform_idx').on(t.platform_id),
    // The search: name, screen name and phone, "contains" (the users_search expression of routes/users.ts).
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.first_name} || ' ' || ${t.last_name} || ' ' || ${t.screen_name} || ' ' || ${t.phone_number}) gin_trgm_ops`,
    ),
    // Jump anywhere (routes/search.ts): an account's live users by their label (the name, else the screen name,
    // else '#id': the user contract's label), lower-case, for "starts with" and the order it answers them in.
    index('users_search_label_idx')
      .on(
        t.account_id,
        sql`lower(coalesce(nullif(btrim(${t.first_name} || ' ' || ${t.last_name}), ''), nullif(${t.screen_name}, ''), '#' || ${t.user_id}::text)) collate "C"`,
        t.user_id,
      )
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A user's value of one of its account's variables (user attributes). */
export const userAttributeValues = pgTable(
  'user_attribute_values',
  {
    user_attribute_value_id: serial('user_attribute_value_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    user_attribute_id: integer('user_attribute_id')
      .notNull()
      .references(() => userAttributes.user_attribute_id, { onDelete: 'cascade' }),
    value: text('value').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_attribute_values_user_attribute_uq').on(t.user_id, t.user_attribute_id),
    index('user_attribute_values_attribute_idx').on(t.user_attribute_id),
  ],
);

/** What the bot did in a user's conversation: a log of events (document 3 §3). */
export const breadcrumbs = pgTable(
  'breadcrumbs',
  {
    breadcrumb_id: serial('breadcrumb_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => platforms.platform_id),
    // The bot builder's block; not a foreign key: a breadcrumb outlives the block it names.
    block_id: integer('block_id'),
    log: text('log').notNull().default(''),
    error_log: text('error_log'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A user's breadcrumbs of one platform in a range, newest first; and an account's, without a user.
    index('breadcrumbs_user_idx').on(t.user_id, t.platform_id, t.updatedAt.desc(), t.breadcrumb_id.desc()),
    index('breadcrumbs_account_idx').on(t.account_id, t.platform_id, t.updatedAt.desc(), t.breadcrumb_id.desc()),
    // The same lists of every platform (no `platform` given): without these, a full scan and sort of the account's rows.
    index('breadcrumbs_user_time_idx').on(t.user_id, t.updatedAt.desc(), t.breadcrumb_id.desc()),
    index('breadcrumbs_account_time_idx').on(t.account_id, t.updatedAt.desc(), t.breadcrumb_id.desc()),
    index('breadcrumbs_platform_idx').on(t.platform_id),
  ],
);

// ---------------------------------------------------------------------------------------------------
// The account area, part 2 (document 3): an account's plan payments, web pay credentials, configuration,
// webhooks, lambdas and message templates.

/** What an account paid for its plan, as the payment gateway recorded it (the reference is staff's). */
export const planPayments = pgTable(
  'plan_payments',
  {
    plan_payment_id: serial('plan_payment_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    plan_name: varchar('plan_name', { length: 200 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    reference: varchar('reference', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The account's payments newest first; a range of days (the CSV) in creation order.
    index('plan_payments_account_idx').on(t.account_id, t.plan_payment_id),
    index('plan_payments_account_created_idx').on(t.account_id, t.createdAt, t.plan_payment_id),
    index('plan_payments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    check('plan_payments_amount_positive', sql`${t.amount} >= 0`),
  ],
);

/** An account's credentials for its web payment gateway; the password and the key are write-only. */
export const webPayCredentials = pgTable(
  'web_pay_credentials',
  {
    web_paycredential_id: serial('web_paycredential_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    company_id: varchar('company_id', { length: 100 }).notNull(),
    branch_id: varchar('branch_id', { length: 100 }).notNull(),
    user: varchar('user', { length: 200 }).notNull(),
    password: text('password').notNull(),
    key: text('key').notNull(),
    data0: varchar('data0', { length: 500 }).notNull(),
    username: varchar('username', { length: 200 }).notNull(),
    merchant: varchar('merchant', { length: 200 }).notNull(),
    is_sandbox: boolean('is_sandbox').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('web_pay_credentials_account_idx').on(t.account_id, t.web_paycredential_id),
    index('web_pay_credentials_merchant_trgm_idx').using('gin', t.merchant.op('gin_trgm_ops')),
  ],
);

/** One per account (a trigger creates it with the account): how its cases, payments and Messenger behave. */
export const accountConfigurations = pgTable(
  'account_configurations',
  {
    account_configuration_id: serial('account_configuration_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    auto_reactivation_time: integer('auto_reactivation_time').notNull().default(0),
    case_queue_type: varchar('case_queue_type', { length: 20 }).notNull().default('on_demand'),
    close_case_time: integer('close_case_time').notNull().default(0),
    // A block of the account's bot; the configuration forgets it when the block goes.
    close_case_next_block_id: integer('close_case_next_block_id').references(() => blocks.block_id, { onDelete: 'set null' }),
    case_time_out: integer('case_time_out').notNull().default(0),
    case_assignment_times: integer('case_assignment_times').notNull().default(0),
    case_emergency_action: varchar('case_emergency_action', { length: 200 }).notNull().default(''),
    emergency_admin: varchar('emergency_admin', { length: 254 }).notNull().default(''),
    emergency_group: varchar('emergency_group', { length: 200 }).notNull().default(''),
    emergency_sms: varchar('emergency_sms', { length: 30 }).notNull().default(''),
    case_email_custom_content: text('case_email_custom_content').notNull().default(''),
    payment_link_life_time: integer('payment_link_life_time').notNull().default(0),
    graph_nlp_enabled: boolean('graph_nlp_enabled').notNull().default(false),
    always_send_case_email: boolean('always_send_case_email').notNull().default(false),
    add_unique_payment_reference: boolean('add_unique_payment_reference').notNull().default(false),
    save_activity_logs: boolean('save_activity_logs').notNull().default(true),
    country_code: varchar('country_code', { length: 2 }).notNull().default(''),
    image_aspect_ratio: varchar('image_aspect_ratio', { length: 20 }).notNull().default('horizontal'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('account_configurations_account_uq').on(t.account_id), index('account_configurations_block_idx').on(t.close_case_next_block_id)],
);

/** An account's webhooks: incoming, or outgoing of one type; headers a JSON object of name to value. */
export const webhooks = pgTable(
  'webhooks',
  {
    webhook_id: serial('webhook_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    url: text('url').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    is_incoming: boolean('is_incoming').notNull().default(false),
    outgoing_type: varchar('outgoing_type', { length: 20 }),
    // json, not jsonb: the headers keep the order they were written in (jsonb orders keys by length).
    headers: json('headers').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhooks_account_idx').on(t.account_id, t.webhook_id),
    index('webhooks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('webhooks_direction', sql`(${t.is_incoming} and ${t.outgoing_type} is null) or (not ${t.is_incoming} and ${t.outgoing_type} is not null)`),
  ],
);

/** An account's AWS Lambda functions, called from its bot. */
export const lambdas = pgTable(
  'lambdas',
  {
    lambda_id: serial('lambda_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    arn: varchar('arn', { length: 300 }).notNull(),
    version: varchar('version', { length: 50 }).notNull(),
    runtime: varchar('runtime', { length: 20 }).notNull(),
    isSimple: integer('is_simple').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lambdas_account_idx').on(t.account_id, t.lambda_id),
    // A bot calls its lambdas by name (and the account merge matches them by name).
    uniqueIndex('lambdas_account_name_uq').on(t.account_id, t.name),
    index('lambdas_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The message templates of an account's bot, per platform (the bot builder writes them; the tooling copies them). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    message_template_id: serial('message_template_id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.account_id, { onDelete: 'cascade' }),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => platforms.platform_id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One template of a name per platform of the account: the mirror writes by it.
    uniqueIndex('message_templates_account_platform_name_uq').on(t.account_id, t.platform_id, t.name),
    index('message_templates_platform_idx').on(t.platform_id),
    index('message_templates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Sign-in: codes, refresh tokens, outbox

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial('id').primaryKey(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.admin_id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the code; the code itself is never stored. */
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    validated_at: timestamp('validated_at', { withTimezone: true }),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_codes_admin_idx').on(t.admin_id, t.id)],
);

/**
 * One row per sign-in. Access tokens carry its id (`sid`); the guard refuses a token whose session is
 * revoked (logout, reuse of a rotated refresh token), so ending a session takes effect at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    session_id: uuid('session_id').primaryKey(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.admin_id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }),
    createdAt: createdAt(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_admin_idx').on(t.admin_id)],
);

/** Values the API generates once and keeps (the token-signing secret when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters of the sign-in limits, shared by every API instance on the database:
 * one row per key ('address:1.2.3.4', 'failure:ana@x.com|1.2.3.4'), counting hits since window_start.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 400 }).primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The audit trail: one row per staff write, recorded in the write's own transaction. Append-only (no API
 * call changes or deletes it). before/after are the resource's rows as the API answers them (no secrets).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    /** Who: kept as a plain number so the trail outlives the admin. */
    admin_id: integer('admin_id').notNull(),
    resource: varchar('resource', { length: 100 }).notNull(),
    resource_id: varchar('resource_id', { length: 100 }),
    action: varchar('action', { length: 100 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: varchar('address', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // Newest first, filtered by any of admin / resource (+ id): each filter has its index ending in the order.
    index('audit_log_at_idx').on(t.at.desc(), t.audit_id.desc()),
    index('audit_log_admin_idx').on(t.admin_id, t.at.desc(), t.audit_id.desc()),
    index('audit_log_resource_idx').on(t.resource, t.resource_id, t.at.desc(), t.audit_id.desc()),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.admin_id, { onDelete: 'cascade' }),
    /** Every token issued by one sign-in shares a family; reuse of a rotated token revokes the family. */
    family_id: varchar('family_id', { length: 36 }).notNull(),
    /** sha256 (hex) of the random token; the token itself is never stored. */
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the token was rotated (as opposed to revoked by logout or family revocation). */
    replaced_by_id: integer('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_admin_idx').on(t.admin_id),
  ],
);

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    /** The login code the message carries, so local tools and tests can sign in. */
    code: varchar('code', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.id)],
);

/**
 * Release health: what went wrong in the browser (routes/client-errors.ts) — the host's and the remotes' uncaught
 * errors, failed chunk loads and error boundaries' catches, per app and version. Telemetry, not a record: not
 * audited; scrubbed of anything like a token before it is stored; rows older than 30 days are deleted
 * (lib/client-errors.ts). `admin_id` is kept as a plain number, as in the audit trail: a report outlives its admin.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    admin_id: integer('admin_id'),
    /** 'host' or a remote's name (CLIENT_ERROR_APPS of @console/contracts). */
    app: text('app').notNull(),
    /** The app's release id (version.json's `release`), else its package version, or 'unknown'. */
    version: text('version').notNull(),
    /** 'error' | 'rejection' | 'chunk' | 'boundary' (CLIENT_ERROR_KINDS). */
    kind: text('kind').notNull(),
    /** The page's pathname (no query, no hash). */
    screen: text('screen').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
  },
  (t) => [
    // The counts per app and version since a moment ('Versiones': the last hour).
    index('client_errors_app_version_at_idx').on(t.app, t.version, t.at.desc()),
    // The retention sweep (older than 30 days) and the counts of every app at once read a range of `at`.
    index('client_errors_at_idx').on(t.at),
  ],
);
