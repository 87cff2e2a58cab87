/**
 * The guard of every non-public route: a valid access token of an active admin whose role may enter.
 * 401 'Sesión no válida' otherwise; 403 'No tienes acceso a este dashboard.' for a role that may not enter.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http';
import { findActiveAdminById, mayEnter, texts, type StaffAdmin } from './staff';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Loads the admin behind an id and applies the entry rule. */
export async function requireStaffAdmin(app: FastifyInstance, adminId: number): Promise<StaffAdmin> {
  const admin = await findActiveAdminById(app.ctx.db, adminId);
  if (!admin) throw new HttpError(401, texts.invalidSession);
  if (!mayEnter(admin.Role, app.ctx.config.brand)) throw new HttpError(403, texts.noAccess);
  return admin;
}

export function staffGuard(app: FastifyInstance) {
  return async function guard(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, texts.invalidSession);
    let adminId: unknown;
    try {
      adminId = app.jwt.verify<{ admin_id?: unknown }>(token).admin_id;
    } catch {
      throw new HttpError(401, texts.invalidSession);
    }
    if (typeof adminId !== 'number' || !Number.isSafeInteger(adminId) || adminId < 1 || adminId > 2_147_483_647) {
      throw new HttpError(401, texts.invalidSession);
    }
    request.admin = await requireStaffAdmin(app, adminId);
  };
}
