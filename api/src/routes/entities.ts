/**
 * Entities (document 3 §2, §3, §5, §7): an organization's entities and their attributes, and the accounts
 * of that organization an entity is associated with.
 *
 *   GET  organization/{id}/entities            the organization's entities (the entity list, of that one only)
 *   GET  entity/{id}/attributes                an entity's attributes; POST the same path creates one there
 *   POST entity/{id}/associateAccount          {account_id}: an account of the entity's organization (400 otherwise)
 *   POST entity/{id}/disassociateAccount       {account_id} (404 when not associated)
 *   GET  account/{id}/entities                 the entities associated with an account
 *
 * and the generic calls of `entity` and `attribute`. Every entity row answers how many attributes it has;
 * one entity (GET entity/{id}, every write) carries its Accounts.
 */
import { accountLinks, entityAttributeContract, entityContract, entityOperations, entityTexts } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, entities, entityAccounts, entityAttributes, organizations } from '../db/schema';
import { badRequest, notFound } from '../lib/http';
import { linkRoutes } from '../lib/link';
import { route } from '../lib/operation';
import { parentFromPath } from '../lib/parent';
import { exists, linkedItems, qualified } from '../lib/query';
import { contractRows, listRoute, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';
import { accountRows } from './accounts';

const entity: ResourceDescription = {
  contract: entityContract,
  table: entities,
  // Served by entity_attributes_entity_idx.
  columns: { attributes_count: sql<number>`(select count(*) from ${entityAttributes} where ${qualified(entityAttributes.entity_id)} = ${qualified(entities.entity_id)})::int` },
  detail: {
    Accounts: linkedItems<{ account_id: number; name: string }>({
      owner: entities.entity_id,
      link: [entityAccounts.entity_id, entityAccounts.account_id],
      item: accounts.account_id,
      fields: { account_id: accounts.account_id, name: accounts.name },
    }),
  },
};
export const entityRows = contractRows(entity);

export default async function entityRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const entityMachine = resourceRoutes(app, entity);
  const attributes = resourceRoutes(app, { contract: entityAttributeContract, table: entityAttributes });

  listRoute(app, entityOperations.organizationEntities, async ({ params: { id }, query }) => {
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return entityMachine.list(query, eq(entities.organization_id, id));
  });

  listRoute(app, entityOperations.attributes, async ({ params: { id }, query }) => {
    if (!(await exists(db, entities, entities.entity_id, id))) throw notFound(entityContract.texts.notFound);
    return attributes.list(query, eq(entityAttributes.entity_id, id));
  });

  // The entity is the path's (parentFromPath); the generic create does the rest.
  route(app, entityOperations.createAttribute, async ({ body, request }) => attributes.create(request, body), parentFromPath('entity_id'));

  // GET account/{id}/entities; POST entity/{id}/associateAccount and /disassociateAccount {account_id}, recorded on the entity.
  linkRoutes(app, accountLinks.entities, {
    junction: { table: entityAccounts, owner: entityAccounts.account_id, item: entityAccounts.entity_id },
    owners: accountRows,
    items: entityRows,
    recordedOn: 'item',
    // Only an account of the entity's organization.
    async check(tx, { adding, ownerId, recorded }) {
      if (!adding) return;
      const [account] = await tx.select({ organization_id: accounts.organization_id }).from(accounts).where(eq(accounts.account_id, ownerId));
      if (account.organization_id !== recorded.organization_id) throw badRequest(entityTexts.otherOrganization, 'account_id');
    },
    list: entityMachine,
  });
}
