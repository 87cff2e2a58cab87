/**
 * Messaging API: the lists of an account (document 3 §7) — the generic calls of `list` and the same below
 * the account, as the spec's paths put them (listOperations of @console/contracts): GET and POST
 * account/{id}/lists, GET, PATCH and DELETE account/{id}/lists/{list_id} (a list of another account is
 * answered 404). Newest first. Packages bundle them (routes/packages.ts).
 */
import { listContract, listOperations } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, lists } from '../db/schema';
import { nestedRoutes, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

const list: ResourceDescription = { contract: listContract, table: lists };

export default async function listRoutes(app: FastifyInstance) {
  const machine = resourceRoutes(app, list);
  nestedRoutes(app, list, machine, {
    parent: { id: accounts.account_id, notFound: notFoundText.account },
    column: lists.account_id,
    operations: { list: listOperations.ofAccount, create: listOperations.create, get: listOperations.get, update: listOperations.update, remove: listOperations.remove },
  });
}
