/** Shipping data (document 3 §3, §7: list, get, create, update, destroy): the contract's generic calls. */
import { shippingContract } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { shippings } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

export default async function shippingRoutes(app: FastifyInstance) {
  resourceRoutes(app, { contract: shippingContract, table: shippings });
}
