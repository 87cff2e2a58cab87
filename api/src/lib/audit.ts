/**
 * The audit trail of staff writes (issue 9). Every write of the staff API goes through `audited`, which
 * runs it in one transaction with its record:
 *
 *   lock the record's row → read its row before → (If-Match: still its version?) → the write → read its row
 *   after → insert the audit row
 *
 * The audit row says who (the signed-in admin), what (resource, id, action), when (the app's clock), from
 * where (the client's address, as `trustProxy` reads it) and the record's row before and after. Those rows
 * are the contract's (lib/resource.ts contractRows): secrets are never part of them, so never recorded. A
 * failed write rolls its audit row back with it; a failed audit insert fails the write.
 *
 *   const { entries: [entry] } = await audited(request, { rows: roleRows, resource: 'role', id, action: 'permission.assign' },
 *     async (tx, before) => { if (!before) throw notFound(…); await tx.insert(rolePermissions).values(…); });
 *   return ok(entry.after);
 *
 * `requireAudit(scope)` makes it a rule rather than a habit: a successful write of the scope that did not go
 * through `audited` is logged as an error, and outside production answered 500, so no route can forget it
 * unnoticed (every route's tests would fail).
 */
import type { AuditAction } from '@console/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema';
import { failure } from './http';
import type { Tx } from '../db/client';
import type { ResourceRows } from './rows';
import { conflictError, ifMatch, matches, versionOf } from './versions';

type Row = Record<string, unknown>;

export interface Change<T> {
  /** How the resource's rows are read (the contract's rows: contractRows). */
  rows: ResourceRows;
  /** The contract's path: 'admin', 'role'. */
  resource: string;
  action: AuditAction;
  /**
   * The record written; several existing records written at once (a selection deleted); for a create, the id
   * (or ids) the write answers.
   */
  id: number | number[] | ((result: T) => number | number[]);
  /**
   * The version of the row the write changes, when it is not the record's own row (an account's platform, a
   * question's answer, both recorded on their owner): what the request's If-Match is compared with.
   */
  version?(tx: Tx): Promise<string | undefined>;
}

/** One record the write changed: its row before (null for a create) and after (null once hard-deleted). */
export interface AuditEntry {
  id: number;
  before: Row | null;
  after: Row | null;
}

/** Requests whose write was recorded (read by requireAudit's check). */
const auditedRequests = new WeakSet<FastifyRequest>();

/**
 * Runs `write` in a transaction and records the change of its record(s) in the same transaction. `write`
 * receives the record's row before (undefined when there is no such record: it answers the 404 itself).
 * Answers the write's result and one entry per record, in id order.
 */
export async function audited<T>(
  request: FastifyRequest,
  change: Change<T>,
  write: (tx: Tx, before: Row | undefined) => Promise<T>,
): Promise<{ result: T; entries: AuditEntry[] }> {
  const { db, now } = request.server.ctx;
  const { rows, id } = change;
  const { table, id: idColumn } = rows.description;
  const recorded = await db.transaction(async (transaction) => {
    const tx = transaction as Tx;
    let before: Row | undefined;
    if (typeof id === 'number') {
      // Locked first: a concurrent write of the same record waits, so before and after are this write's own.
      await tx.select({ id: idColumn }).from(table).where(eq(idColumn, id)).for('update');
      before = await rows.find(tx, id);
      // A write of a version that is no longer the record's changes nothing (lib/versions.ts).
      const wanted = ifMatch(request);
      if (wanted && before) {
        const current = change.version ? await change.version(tx) : versionOf(before);
        if (current !== undefined && !matches(wanted, current)) {
          throw await conflictError(tx, { resource: change.resource, id, version: current, current: before, texts: rows.description.texts });
        }
      }
    }
    // Several existing records: locked in id order (two writes of overlapping selections cannot deadlock).
    const many = Array.isArray(id) ? [...new Set(id)].sort((a, b) => a - b) : [];
    // The id's wire name in a row (the key the rows' description gives the id column).
    const idKey = Object.keys(rows.description.columns).find((key) => rows.description.columns[key] === idColumn) ?? idColumn.name;
    const readMany = async () =>
      new Map((await rows.list(tx, { where: inArray(idColumn, many), orderBy: [asc(idColumn)], detail: true })).map((row) => [row[idKey] as number, row]));
    let befores = new Map<number, Row>();
    if (many.length > 0) {
      await tx.select({ id: idColumn }).from(table).where(inArray(idColumn, many)).orderBy(asc(idColumn)).for('update');
      befores = await readMany();
    }
    const result = await write(tx, before);
    let entries: AuditEntry[];
    if (typeof id === 'number') {
      entries = [{ id, before: before ?? null, after: (await rows.find(tx, id)) ?? null }];
    } else if (Array.isArray(id)) {
      const afters = many.length > 0 ? await readMany() : new Map<number, Row>();
      // Only the records that were there before or are there after (an unknown id wrote nothing).
      entries = many.flatMap((recordId) =>
        befores.has(recordId) || afters.has(recordId) ? [{ id: recordId, before: befores.get(recordId) ?? null, after: afters.get(recordId) ?? null }] : [],
      );
    } else {
      // Created records: their rows in one query, in id order.
      const ids = [id(result)].flat().sort((a, b) => a - b);
      const created = ids.length > 0 ? await rows.list(tx, { where: inArray(idColumn, ids), orderBy: [asc(idColumn)], detail: true }) : [];
      if (created.length !== ids.length) throw new Error(`${change.resource}: ${ids.length} records written, ${created.length} found`);
      entries = ids.map((recordId, index) => ({ id: recordId, before: null, after: created[index] }));
    }
    if (entries.length > 0) {
      const at = now();
      await tx.insert(auditLog).values(
        entries.map((entry) => ({
          admin_id: request.admin.admin_id,
          resource: change.resource,
          resource_id: String(entry.id),
          action: change.action,
          at,
          address: request.ip,
          before: entry.before,
          after: entry.after,
        })),
      );
    }
    return { result, entries };
  });
  auditedRequests.add(request);
  return recorded;
}

/**
 * Records a change of something that is not a row of this database (an environment's release pointer, kept in
 * the release store): who, what, when, from where, before and after, as `audited` records a row's.
 */
export async function recordChange(
  request: FastifyRequest,
  change: { resource: string; id: string; action: AuditAction; before: Row | null; after: Row | null },
): Promise<void> {
  const { db, now } = request.server.ctx;
  await db.insert(auditLog).values({
    admin_id: request.admin.admin_id,
    resource: change.resource,
    resource_id: change.id,
    action: change.action,
    at: now(),
    address: request.ip,
    before: change.before,
    after: change.after,
  });
  auditedRequests.add(request);
}

/**
 * A write route that records nothing itself: it wrote nothing (the shortener's existing link), or the change
 * is recorded by the job it started, in the job's own transaction (an account merge).
 */
export function wroteNothing(request: FastifyRequest) {
  auditedRequests.add(request);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const notAuditedText = 'La operación se realizó pero no quedó registrada en la auditoría.';

/** On a staff scope: every successful write must have been recorded by `audited` (see above). */
export function requireAudit(scope: FastifyInstance) {
  const { production } = scope.ctx.config;
  scope.addHook('onSend', async (request, reply, payload) => {
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (!WRITES.has(request.method) || !succeeded || auditedRequests.has(request)) return payload;
    request.log.error({ route: request.routeOptions.url, method: request.method }, 'write not recorded in the audit trail');
    // In production the write stands and is answered; elsewhere the omission must not go unnoticed.
    if (production) return payload;
    reply.code(500);
    return JSON.stringify(failure(notAuditedText));
  });
}
