/**
 * Roles (spec 2.3, 3, 6, 7.3, 7.6): the generic calls (name search) and the permission links.
 * Every role row carries its real permissions (RULINGS 2), ordered by name, from a correlated subquery:
 * one query for a whole page.
 *
 * Delete rule: role 1 (the superadmin, named after the brand) is never deleted nor renamed; a role that
 * active admins hold is refused (409, with how many); soft-deleted admins holding it are detached in the
 * same transaction. GET role/{id} is also the sign-in's admin-lookup call (it reads `name`).
 */
import { roleContract, roleOperations, SUPERADMIN_ROLE_ID } from '@console/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertMayChangeRole } from '../auth/permissions';
import { admins, permissions, rolePermissions, roles } from '../db/schema';
import { audited } from '../lib/audit';
import { HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';
import { notFoundText, roleTexts } from '../lib/texts';

export interface PermissionRef {
  permission_id: number;
  name: string;
}

const rolePermissionList = linkedItems<PermissionRef>({
  owner: roles.role_id,
  link: [rolePermissions.role_id, rolePermissions.permission_id],
  item: permissions.permission_id,
  fields: { permission_id: permissions.permission_id, name: permissions.name },
});

const role = { contract: roleContract, table: roles, columns: { Permissions: rolePermissionList } };
export const roleRows = contractRows(role);

export default async function roleRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    ...role,
    update: {
      values(body, request, id) {
        assertMayChangeRole(request, id);
        return body;
      },
      // The entry rule reads role 1's name (the brand): keep it. Saving it unchanged is fine. Compared with
      // the row as the update's transaction locked and read it.
      async before(_tx, id, changes, row) {
        if (id === SUPERADMIN_ROLE_ID && changes.name !== undefined && changes.name !== row.name) throw new HttpError(409, roleTexts.superadminRename);
      },
    },
    remove: {
      // The machine has locked the role row (FOR UPDATE): an admin being given this role meanwhile waits
      // for the foreign key check, so the count below cannot go stale.
      async before(tx, id) {
        if (id === SUPERADMIN_ROLE_ID) throw new HttpError(409, roleTexts.superadminDelete);
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(admins)
          .where(and(eq(admins.role_id, id), isNull(admins.deletedAt)));
        if (count > 0) throw new HttpError(409, roleTexts.inUse(count));
        await tx
          .update(admins)
          .set({ role_id: null, updatedAt: app.ctx.now() })
          .where(and(eq(admins.role_id, id), isNotNull(admins.deletedAt)));
      },
    },
  });

  route(app, roleOperations.linkPermission, async ({ params: { id }, body: { permission_id }, request }) => {
    assertMayChangeRole(request, id);
    const { entries } = await audited(request, { rows: roleRows, resource: roleContract.path, id, action: roleOperations.linkPermission.audit }, async (tx, before) => {
      if (!before) throw notFound(notFoundText.role);
      // Unknown permission (foreign key) → 400, duplicate (primary key) → 409: the database decides.
      await tx.insert(rolePermissions).values({ role_id: id, permission_id });
    });
    return entries[0].after;
  });

  route(app, roleOperations.unlinkPermission, async ({ params: { id }, body: { permission_id }, request }) => {
    assertMayChangeRole(request, id);
    const { entries } = await audited(request, { rows: roleRows, resource: roleContract.path, id, action: roleOperations.unlinkPermission.audit }, async (tx, before) => {
      if (!before) throw notFound(notFoundText.role);
      const removed = await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.role_id, id), eq(rolePermissions.permission_id, permission_id)))
        .returning({ permission_id: rolePermissions.permission_id });
      if (removed.length === 0) throw notFound(roleTexts.permissionNotLinked);
    });
    return entries[0].after;
  });
}
