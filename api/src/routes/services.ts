/** Services: a read-only lookup for selectors, oldest first (the platform's own service is id 1). */
import { serviceContract } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { services } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

export default async function serviceRoutes(app: FastifyInstance) {
  resourceRoutes(app, { contract: serviceContract, table: services });
}
