/** What happened: the audit trail and the browsers' error reports. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
