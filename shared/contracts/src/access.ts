/**
 * Who may do what: the one rule the API enforces on every route and the screens follow (menu entries,
 * buttons, fields). A role's permissions each name a resource (a contract's path: 'admin', 'organization')
 * and grant some of read / create / update / delete; the superadmin role (role_id 1, named after the brand)
 * may do everything. Sub-actions count as an update of their resource (linking an organization to an admin
 * updates the admin).
 */
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** What one resource's permissions of a role grant, merged (any permission granting an action grants it). */
export interface Grant {
  resource: string;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** A signed-in admin's access: answered by GET admin/me, checked by the API on every call. */
export interface Access {
  superadmin: boolean;
  grants: Grant[];
}

export const SUPERADMIN_ROLE_ID = 1;

export const NO_ACCESS: Access = { superadmin: false, grants: [] };

export function can(access: Access | null | undefined, resource: string, action: Action): boolean {
  if (!access) return false;
  if (access.superadmin) return true;
  return access.grants.some((grant) => grant.resource === resource && grant[action]);
}

const INFINITIVE: Record<Action, string> = { read: 'ver', create: 'crear', update: 'modificar', delete: 'eliminar' };

/** 'No tienes permiso para eliminar administradores.' (the API's 403 and the reason a button is disabled). */
export const refusalText = (action: Action, many: string) => `No tienes permiso para ${INFINITIVE[action]} ${many}.`;

export const superadminOnlyText = 'Solo un superadministrador puede asignar el rol de superadministrador o modificar a un superadministrador.';

/**
 * Why `access` may not grant the role `roleId`, change an admin holding it, or change the role itself: only a
 * superadmin touches the superadmin role. Undefined when allowed (or while the access is not known yet).
 */
export const superadminRefusal = (access: Access | null | undefined, roleId: number | null | undefined) =>
  access && !access.superadmin && roleId === SUPERADMIN_ROLE_ID ? superadminOnlyText : undefined;
