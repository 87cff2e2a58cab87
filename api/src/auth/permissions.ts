/**
 * Permissions on every staff route (README "Security"): the route names a resource and an action, and the
 * signed-in admin's role must grant it (`can` of @console/contracts, the rule the screens follow too).
 *
 * A route's resource and action come from its path and method (`routePermission` of @console/contracts), so a
 * new route is covered without a word; an operation contract says otherwise in its `permission` (a resource
 * and an action, or 'open' for what every signed-in admin may do: GET admin/me).
 */
import { can, refusalText, routePermission, type RoutePermission, superadminRefusal, UPLOAD_PERMISSION, type AnyContract, type Link } from '@console/contracts';
import { allContracts } from '@console/contracts/all';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admins } from '../db/schema';
import { HttpError } from '../lib/http';
import type { Tx } from '../db/client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs, when its path and method do not say it (see auth/permissions.ts). */
    permission?: RoutePermission;
    /** The operation contract or resource call the route was registered from ('role.linkPermission'). */
    operationId?: string;
    /** The link whose add, remove or list call it is (lib/link.ts). */
    link?: Link;
  }
}

/** The Spanish plural of each resource, for the refusal's text ('administradores'); others use the path. */
const PLURALS: Record<string, string> = {
  ...Object.fromEntries((allContracts as readonly AnyContract[]).map((contract) => [contract.path, contract.names.many])),
  audit: 'la auditoría',
  [UPLOAD_PERMISSION.resource]: UPLOAD_PERMISSION.many,
};
export const resourcePlural = (resource: string) => PLURALS[resource] ?? resource;

export const forbidden = (text: string) => new HttpError(403, text);
export const ownRoleText = 'No puedes modificar tu propio rol ni sus permisos.';

/**
 * The permission check of a staff scope, after the guard's onRequest hook has loaded the admin and their
 * access. A route the rule cannot place is refused to everybody but the superadmin, never let through.
 */
export function enforcePermissions(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const pattern = request.routeOptions.url;
    if (!pattern) return; // no such route: the 404 answers
    const declared = request.routeOptions.config.permission;
    if (declared === 'open') return;
    const needed = declared ?? routePermission(request.method, pattern);
    const { access, role_id } = request.admin;
    if (access.superadmin) return;
    if (!needed) throw forbidden('No tienes permiso para esta acción.');
    // The sign-in's admin-lookup path reads the admin's own role (GET role/{role_id}).
    if (needed.resource === 'role' && needed.action === 'read' && pattern.endsWith('/role/:id')) {
      const id = Number((request.params as { id?: string }).id);
      if (id === role_id) return;
    }
    if (!can(access, needed.resource, needed.action)) throw forbidden(refusalText(needed.action, resourcePlural(needed.resource)));
  });
}

/** Only a superadmin grants the superadmin role (the role asked for and the caller's access: no row read). */
export function assertMayGrantRole(request: FastifyRequest, roleId: number | null | undefined) {
  const refusal = superadminRefusal(request.admin.access, roleId);
  if (refusal) throw forbidden(refusal);
}

/**
 * Only a superadmin changes a superadmin (their data, password, role, links, deletion, restore). `tx` must be
 * the write's own transaction: the target's row is read locked (FOR UPDATE) and stays locked until the write
 * commits, so a concurrent promotion either commits first (and is seen here: refused) or waits for this write.
 * Callers do any slow work (hashing a password) before their transaction, never between this and the write.
 */
export async function assertMayChangeAdmin(tx: Tx, request: FastifyRequest, adminId: number) {
  if (request.admin.access.superadmin) return;
  const [target] = await tx.select({ role_id: admins.role_id }).from(admins).where(eq(admins.admin_id, adminId)).limit(1).for('update');
  const refusal = superadminRefusal(request.admin.access, target?.role_id);
  if (refusal) throw forbidden(refusal);
}

/**
 * Only a superadmin changes the superadmin role, and nobody else changes their own role or its permissions
 * (they would grant themselves more). It reads no row: the role is the path's, and the caller's own role and
 * access are the request's, read once by the guard (as every permission of the request).
 */
export function assertMayChangeRole(request: FastifyRequest, roleId: number) {
  if (request.admin.access.superadmin) return;
  const refusal = superadminRefusal(request.admin.access, roleId);
  if (refusal) throw forbidden(refusal);
  if (request.admin.role_id === roleId) throw forbidden(ownRoleText);
}
