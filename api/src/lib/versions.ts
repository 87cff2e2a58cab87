/**
 * Optimistic concurrency (README "Many editors, one record"). Every row the API answers carries its version
 * (`_version`, lib/rows.ts `rowVersion`), and a record's GET answers it as its `ETag` too. A write that changes
 * an existing record may send the version its editor saw:
 *
 *   PATCH /api/plan/7   If-Match: "1234"   {"name":"Básico"}
 *
 * `audited` (lib/audit.ts) compares it with the record's version once the record is locked, inside the write's
 * transaction: when they differ the write is refused with 409 — a Spanish text naming who changed the record and
 * when (the audit trail) and `conflict` {version, admin, at, current} — and changes nothing. A write without
 * If-Match is applied as before (scripts, other clients); the console always sends it.
 */
import { ROW_VERSION, formatWhen, type Conflict, type ResourceTexts } from '@console/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { admins, auditLog } from '../db/schema';
import { HttpError } from './http';
import type { Tx } from '../db/client';
import { rowVersion } from './rows';

type Row = Record<string, unknown>;

/**
 * The versions a request's If-Match names (quotes and a weak prefix dropped), '*' for any; undefined without
 * the header. A malformed header names no version, so it matches none.
 */
export function ifMatch(request: FastifyRequest): string[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

/** The version a row carries (its `_version`). */
export const versionOf = (row: Row | undefined): string | undefined => (typeof row?.[ROW_VERSION] === 'string' ? (row[ROW_VERSION] as string) : undefined);

/**
 * The version of one row of `table` (undefined when there is none): for `audited`'s `version` where the write
 * changes a row its record owns (an account's platform, a question's answer).
 */
export async function versionWhere(tx: Tx, table: PgTable, where: SQL | undefined): Promise<string | undefined> {
  const [row] = await tx.select({ version: rowVersion(table) }).from(table).where(where).limit(1);
  return row?.version;
}

/** Whether the versions an If-Match names allow a write of a record whose version is `current`. */
export const matches = (wanted: string[], current: string | undefined) => wanted.includes('*') || (current !== undefined && wanted.includes(current));

/** The answer's `ETag` for a record's version: a strong tag. */
export const etag = (version: string) => `"${version}"`;

export interface ConflictOf {
  resource: string;
  id: number;
  /** The record's version now. */
  version: string | undefined;
  /** The record now (answered, so the editor can compare). */
  current: Row | undefined;
  texts?: Pick<ResourceTexts, 'changedMeanwhile'>;
}

/**
 * The 409 of a stale write: the change that made the record's current version — the newest audit row of the
 * record whose `after` carries that version while its `before` did not — or else the record's newest audit row
 * (a write of something it owns, recorded on it); its author by name. Read inside the write's transaction.
 */
export async function conflictError(tx: Tx, { resource, id, version, current, texts }: ConflictOf): Promise<HttpError> {
  const ofRecord = and(eq(auditLog.resource, resource), eq(auditLog.resource_id, String(id)));
  const made = sql`${auditLog.after}->>${ROW_VERSION} = ${version ?? ''} and (${auditLog.before} is null or ${auditLog.before}->>${ROW_VERSION} is distinct from ${version ?? ''})`;
  const change = async (condition: typeof ofRecord) => {
    const [found] = await tx
      .select({ at: auditLog.at, admin_id: auditLog.admin_id, first_name: admins.first_name, last_name: admins.last_name })
      .from(auditLog)
      .leftJoin(admins, eq(admins.admin_id, auditLog.admin_id))
      .where(condition)
      // Served by audit_log_resource_idx (resource, resource_id, at desc, audit_id desc).
      .orderBy(desc(auditLog.at), desc(auditLog.audit_id))
      .limit(1);
    return found;
  };
  const last = (version && (await change(and(ofRecord, made)))) || (await change(ofRecord));
  const name = last?.first_name ? `${last.first_name} ${last.last_name ?? ''}`.trim() : null;
  const conflict: Conflict = {
    version: version ?? '',
    admin: last && name ? { admin_id: last.admin_id, name } : null,
    at: last ? last.at.toISOString() : null,
    current: current ?? null,
  };
  const when = formatWhen(conflict.at, { utc: true });
  const text = texts ? texts.changedMeanwhile(name, when) : `${name ?? 'Otra persona'} cambió el registro${when ? ` ${when}` : ''}.`;
  return new HttpError(409, `${text} No se guardaron tus cambios: revísalos y vuelve a intentarlo.`, {}, undefined, { conflict });
}
