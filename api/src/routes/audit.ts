/**
 * The audit trail (issue 9), read-only: GET audit (paged, newest first; filters admin_id, resource,
 * resource_id, from, to) and GET audit/{id}. Rows are written by lib/audit.ts only, in each write's own
 * transaction; no route changes or deletes them (and the table's trigger refuses it).
 *
 * Rows: audit_id, admin_id, resource, resource_id, action, at, address, before, after, and
 * Admin {admin_id, first_name, last_name, email} | null (null once the admin is gone: the trail stays).
 *
 * Every filter is served by an index ending in (at, audit_id), newest first, so a page is an index walk that
 * stops after limit + 1 rows: admin_id by audit_log_admin_idx, resource_id by audit_log_resource_idx, none,
 * dates or a resource alone by audit_log_at_idx (skipping the other resources' rows; the planner takes the
 * resource's own index and sorts when it is rare). Measured at 1M rows with `pnpm --filter api bench:audit`.
 * A record's id means nothing without its resource: resource_id alone is refused.
 */
import { auditContract } from '@console/contracts';
import { eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins, auditLog } from '../db/schema';
import { badRequest } from '../lib/http';
import { resourceRoutes } from '../lib/resource';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' (the contract's rule has checked the value): a day rather than a moment. */
const isDay = (value: string) => value.length === 10;

export default async function auditRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    contract: auditContract,
    table: auditLog,
    columns: {
      Admin: { admin_id: admins.admin_id, first_name: admins.first_name, last_name: admins.last_name, email: admins.email },
    },
    join: (query) => query.leftJoin(admins, eq(admins.admin_id, auditLog.admin_id)),
    list: {
      // The indexes are (… at desc nulls last, audit_id desc nulls last): only this order walks them.
      order: [sql`${auditLog.at} desc nulls last`, sql`${auditLog.audit_id} desc nulls last`],
      where(query) {
        const { admin_id, resource, resource_id, from, to } = query as {
          admin_id?: number;
          resource?: string;
          resource_id?: string;
          from?: string;
          to?: string;
        };
        if (resource_id && !resource) throw badRequest('Elige el recurso del registro (campo resource)');
        // A day is a UTC day; `to` takes the whole of it. A moment is taken as it is.
        const until = !to ? undefined : isDay(to) ? lt(auditLog.at, new Date(Date.parse(to) + DAY_MS)) : lte(auditLog.at, new Date(to));
        return [
          admin_id === undefined ? undefined : eq(auditLog.admin_id, admin_id),
          resource ? eq(auditLog.resource, resource) : undefined,
          resource_id ? eq(auditLog.resource_id, resource_id) : undefined,
          from ? gte(auditLog.at, new Date(from)) : undefined,
          until,
        ];
      },
    },
  });
}
