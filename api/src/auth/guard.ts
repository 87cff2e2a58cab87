/**
 * The guard of every non-public route: a valid access token of a live session of an active admin whose role
 * may enter (one query: auth/staff.ts).
 * 401 'Sesión no válida' otherwise; 403 'No tienes acceso a este dashboard.' for a role that may not enter.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** Loads the admin behind an id (and, from an access token, its live session) and applies the entry rule. */
export async function requireStaffAdmin(app: FastifyInstance, adminId: number, sessionId?: string): Promise<StaffAdmin> {
  const { db } = app.ctx;
  const admin = await (sessionId ? findStaffBySession(db, adminId, sessionId) : findActiveAdminById(db, adminId));
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
