import { defineResource, resourceNames } from '@console/shared';
import type { rolePermissionSchema, z } from '@console/shared/schemas';

/** A permission as a role lists it. */
export interface RolePermission {
  permission_id: number;
  name: string;
}

/** Spec 3: a role and its real permissions (RULINGS 2). */
export interface Role {
  role_id: number;
  name: string;
  description: string;
  type: string;
  createdAt: string;
  Permissions: RolePermission[];
}

export const roleResource = defineResource<Role>({
  path: 'role',
  names: resourceNames.role,
  id: (r) => r.role_id,
});

/** The body of both link calls, as the API validates it. */
const link = (permission_id: number): z.input<typeof rolePermissionSchema> => ({ permission_id });

/** PUT role/{id}/permission links one permission; it answers the role row. */
export const assignPermission = (role_id: number, permission_id: number) =>
  roleResource.call<Role>('put', role_id, 'permission', 'asociando', resourceNames.permission.one, link(permission_id));

/** DELETE role/{id}/permission unlinks one permission; it answers the role row. */
export const removePermission = (role_id: number, permission_id: number) =>
  roleResource.call<Role>('delete', role_id, 'permission', 'removiendo', resourceNames.permission.one, link(permission_id));
