/**
 * The guard of every non-public route: a valid access token of a live session of an active admin whose role
 * may enter (one query: auth/staff.ts, or what SessionCache kept of it).
 * 401 'Sesión no válida' otherwise; 403 'No tienes acceso a este dashboard.' for a role that may not enter.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Notices } from '../db/client';
import { HttpError } from '../lib/http';
import { findActiveAdminById, findStaffBySession, mayEnter, texts, type StaffAdmin } from './staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's access token (set by the guard with `admin`). */
    sessionId?: string;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Sessions kept at most: past it, the admin kept longest ago is dropped. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The guard's answers kept in this process: the admin behind each live session found, role and grants included,
 * until the database says that admin (their row or sessions) or any role or permission changed. The database
 * says so itself (the triggers of migration 0013, NOTIFY on STAFF_CHANGES), whoever writes and on whichever
 * instance, and every instance listens (db/client.ts): a logout, a revocation or a deleted admin is refused
 * everywhere at once. Three rules keep a cached answer from outliving its truth:
 * - An answer is only used after `caughtUp()`: every notice committed before the request is heard first.
 * - A lookup that overlapped a notice or a change of the listening is not kept (it may have read the row
 *   before that change).
 * - While not listening (the connection dropped) nothing is used nor kept; listening again starts empty.
 */
export class SessionCache {
  private readonly admins = new Map<number, Map<string, StaffAdmin>>();
  private size = 0;
  private generation = 0;
  readonly close: () => void;

  constructor(
    private readonly notices: Notices | undefined,
    log: FastifyBaseLogger,
  ) {
    this.close =
      notices?.subscribe({
        notice: (payload) => {
          this.generation += 1;
          if (payload === '') this.clear();
          else this.forget(Number(payload));
        },
        listening: (yes, reason) => {
          this.generation += 1;
          this.clear();
          if (yes) log.info('listening to the database\'s staff changes again: the session cache starts empty');
          else log.warn({ reason }, 'stopped listening to the database\'s staff changes: no session cached until it listens again');
        },
      }) ?? (() => undefined);
    if (notices && !notices.listening) log.warn('not listening to the database\'s staff changes yet: no session cached until it does');
  }

  /** The admin behind that live session, kept or from `load`. */
  async find(adminId: number, sessionId: string, load: () => Promise<StaffAdmin | undefined>) {
    const { notices } = this;
    if (!notices?.listening) return load();
    if (this.admins.get(adminId)?.has(sessionId)) {
      // A notice of a change committed before this request may still be on its way: wait for it.
      const kept = await notices.caughtUp().then(
        () => this.admins.get(adminId)?.get(sessionId),
        () => undefined,
      );
      if (kept) return kept;
    }
    const generation = this.generation;
    const admin = await load();
    if (admin && generation === this.generation && notices.listening) this.keep(adminId, sessionId, admin);
    return admin;
  }

  private keep(adminId: number, sessionId: string, admin: StaffAdmin) {
    if (this.size >= MAX_CACHED_SESSIONS) this.forget(this.admins.keys().next().value!);
    let sessions = this.admins.get(adminId);
    if (!sessions) this.admins.set(adminId, (sessions = new Map()));
    if (!sessions.has(sessionId)) this.size += 1;
    sessions.set(sessionId, admin);
  }

  private forget(adminId: number) {
    this.size -= this.admins.get(adminId)?.size ?? 0;
    this.admins.delete(adminId);
  }

  private clear() {
    this.admins.clear();
    this.size = 0;
  }
}

/** Loads the admin behind an id (and, from an access token, its live session) and applies the entry rule. */
export async function requireStaffAdmin(app: FastifyInstance, adminId: number, sessionId?: string): Promise<StaffAdmin> {
  const { db, sessions } = app.ctx;
  const admin = await (sessionId
    ? sessions.find(adminId, sessionId, () => findStaffBySession(db, adminId, sessionId))
    : findActiveAdminById(db, adminId));
  if (!admin) throw new HttpError(401, texts.invalidSession);
  if (!mayEnter(admin.Role, app.ctx.config.brand)) throw new HttpError(403, texts.noAccess);
  return admin;
}

export function staffGuard(app: FastifyInstance) {
  return async function guard(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, texts.invalidSession);
    let claims: { admin_id?: unknown; sid?: unknown };
    try {
      claims = app.jwt.verify<{ admin_id?: unknown; sid?: unknown }>(token);
    } catch {
      throw new HttpError(401, texts.invalidSession);
    }
    const { admin_id: adminId, sid } = claims;
    if (typeof adminId !== 'number' || !Number.isSafeInteger(adminId) || adminId < 1 || adminId > 2_147_483_647) {
      throw new HttpError(401, texts.invalidSession);
    }
    // Every access token belongs to a session (sessions.ts): one without, or not a session id, is refused.
    if (typeof sid !== 'string' || !UUID.test(sid)) throw new HttpError(401, texts.invalidSession);
    request.admin = await requireStaffAdmin(app, adminId, sid);
    request.sessionId = sid;
  };
}
