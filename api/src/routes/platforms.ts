/** Platforms (document 2 §2–§5): the generic calls of the contract. */
import { platformContract } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { platforms } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

export default async function platformRoutes(app: FastifyInstance) {
  resourceRoutes(app, { contract: platformContract, table: platforms });
}
