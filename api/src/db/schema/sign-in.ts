/** Sign-in: codes, sessions, the API's own secrets, rate limits, refresh tokens and the outbox of messages sent. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { admins } from './access';

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial('id').primaryKey(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.admin_id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the code; the code itself is never stored. */
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    /** HMAC-SHA256, under a key of the API process's memory, of the password checked when the code was sent and of the hash it matched (auth/codes.ts); erased once used. */
    password_mark: varchar('password_mark', { length: 64 }),
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
