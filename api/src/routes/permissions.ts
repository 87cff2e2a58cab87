/**
 * Permissions (spec 2.4, 3, 7.3): the generic calls of the contract. Deleting a permission unlinks it from
 * every role (the links cascade).
 */
import { permissionContract } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { permissions } from '../db/schema';
import { contractRows, resourceRoutes } from '../lib/resource';

export const permissionRows = contractRows({ contract: permissionContract, table: permissions });

export default async function permissionRoutes(app: FastifyInstance) {
  resourceRoutes(app, { contract: permissionContract, table: permissions });
}
