/** Roles (spec 1 §2.3, §3, §6): name, description, type and the permissions linked one at a time. */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, reference, text, timestamp } from '../fields';
import { permissionContract } from './permission';
import { idParams, operation } from '../operation';

/** What a role is for; people read the label, the API keeps the code. */
export const ROLE_TYPES = { staff: 'Personal interno', client: 'Cliente', partner: 'Partner' } as const;

export const roleContract = defineContract({
  path: 'role',
  id: 'role_id',
  names: { one: 'rol', many: 'roles', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 100, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, required: true }),
    type: choice('Tipo', ROLE_TYPES, { required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  // Every role row carries its real permissions (RULINGS 2).
  joined: { Permissions: z.array(z.object({ permission_id: z.number(), name: z.string() })) },
  // A short lookup (the admin form's role choice): oldest first, the superadmin role on top.
  list: { search: ['name'], sort: ['role_id', 'name', 'createdAt'], defaultSort: 'role_id' },
});

/** PUT and DELETE role/{id}/permission: one permission at a time. */
export const rolePermissionSchema = z.strictObject({
  permission_id: reference('Permiso', () => permissionContract).rule,
});

const permissionLink = {
  path: 'role/:id/permission',
  tag: 'role',
  params: idParams,
  body: rolePermissionSchema,
  answer: roleContract.schemas.row,
} as const;

/** A role's permissions, linked and unlinked one at a time (409 when already linked, 404 when it was not). */
export const roleOperations = {
  linkPermission: operation({
    ...permissionLink,
    id: 'role.linkPermission',
    method: 'PUT',
    summary: 'Asocia un permiso a un rol (409 si ya lo está)',
    refusals: [409],
    audit: 'permission.assign',
    texts: { verb: 'asociando', what: permissionContract.names.one },
  }),
  unlinkPermission: operation({
    ...permissionLink,
    id: 'role.unlinkPermission',
    method: 'DELETE',
    summary: 'Desasocia un permiso de un rol (404 si no lo está)',
    audit: 'permission.remove',
    texts: { verb: 'removiendo', what: permissionContract.names.one },
  }),
};
