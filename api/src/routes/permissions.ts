/**
 * Permissions (spec 2.4, 3, 7.3): the generic calls with a name search. Deleting a permission unlinks it
 * from every role (the links cascade).
 */
import { permissionCreateSchema, permissionUpdateSchema } from '@console/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { permissions } from '../db/schema';
import { containsText } from '../lib/query';
import { resourceRoutes } from '../lib/resource';
import { resourceRows } from '../lib/rows';
import { notFoundText } from '../lib/texts';

export const permissionRows = resourceRows({
  table: permissions,
  id: permissions.permission_id,
  columns: {
  permission_id: permissions.permission_id,
  name: permissions.name,
  description: permissions.description,
  resource: permissions.resource,
  read: permissions.read,
  create: permissions.create,
  update: permissions.update,
  delete: permissions.delete,
    createdAt: permissions.createdAt,
  },
});

export default async function permissionRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: 'permission',
    rows: permissionRows,
    notFound: notFoundText.permission,
    list: { where: (query) => [containsText(permissions.name, query.name)] },
    create: { schema: permissionCreateSchema },
    update: { schema: permissionUpdateSchema },
    remove: {},
  });
}
