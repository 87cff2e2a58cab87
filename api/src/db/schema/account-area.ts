/** The account area (document 3): an account's bot (flows and blocks, sequences, user variables) and messaging lists, its platforms (and what each is connected to), languages and models; its users, their values of the account's variables, their breadcrumbs; plan payments, web pay credentials, configuration, webhooks, lambdas and message templates. */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, json, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { languages, platforms } from './catalogue';
import { accounts } from './customers';

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
    // The global list of values sorted by their variable's name walks this, then each variable's values by id.
    index('user_attributes_name_idx').on(t.name, t.user_attribute_id),
  ],
);

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
    // Every account's users (GET user): of one platform newest first, and in each order they are sorted by (issue 30).
    index('users_platform_user_idx').on(t.platform_id, t.user_id),
    index('users_first_name_idx').on(t.first_name, t.user_id).where(sql`${t.deletedAt} is null`),
    index('users_created_idx').on(t.createdAt, t.user_id).where(sql`${t.deletedAt} is null`),
    index('users_interaction_idx').on(t.last_interaction_time, t.user_id).where(sql`${t.deletedAt} is null`),
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
    // A variable's values in id order (the values list sorted by name: users.ts pageJoin).
    index('user_attribute_values_attribute_idx').on(t.user_attribute_id, t.user_attribute_value_id),
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
    // Every account's breadcrumbs (GET breadcrumb), newest first: all of them, in a range, of one platform (issue 30).
    index('breadcrumbs_time_idx').on(t.updatedAt.desc(), t.breadcrumb_id.desc()),
    index('breadcrumbs_platform_time_idx').on(t.platform_id, t.updatedAt.desc(), t.breadcrumb_id.desc()),
  ],
);

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
