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
import { entityAttributeContract, entityContract, entityOperations, entityTexts } from '@console/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, entities, entityAccounts, entityAttributes, organizations } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { parentFromPath } from '../lib/parent';
import { exists, linkedItems, qualified } from '../lib/query';
import { contractRows, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

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
const resource = entityContract.path;

export default async function entityRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const entityMachine = resourceRoutes(app, entity);
  const attributes = resourceRoutes(app, { contract: entityAttributeContract, table: entityAttributes });

  route(app, entityOperations.organizationEntities, async ({ params: { id }, query }) => {
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return entityMachine.list(query, eq(entities.organization_id, id));
  });

  route(app, entityOperations.accountEntities, async ({ params: { id }, query }) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    return entityMachine.list(
      query,
      inArray(entities.entity_id, db.select({ id: entityAccounts.entity_id }).from(entityAccounts).where(eq(entityAccounts.account_id, id))),
    );
  });

  route(app, entityOperations.attributes, async ({ params: { id }, query }) => {
    if (!(await exists(db, entities, entities.entity_id, id))) throw notFound(entityContract.texts.notFound);
    return attributes.list(query, eq(entityAttributes.entity_id, id));
  });

  // The entity is the path's (parentFromPath); the generic create does the rest.
  route(app, entityOperations.createAttribute, async ({ body, request }) => attributes.create(request, body), parentFromPath('entity_id'));

  route(app, entityOperations.associateAccount, async ({ params: { id }, body: { account_id }, request }) => {
    const { entries } = await audited(request, { rows: entityRows, resource, id, action: entityOperations.associateAccount.audit }, async (tx, before) => {
      if (!before) throw notFound(entityContract.texts.notFound);
      const [account] = await tx.select({ organization_id: accounts.organization_id }).from(accounts).where(eq(accounts.account_id, account_id));
      if (!account) throw badRequest(notFoundText.account, 'account_id');
      if (account.organization_id !== before.organization_id) throw badRequest(entityTexts.otherOrganization, 'account_id');
      // Already associated (primary key) → 409 'La cuenta ya se encuentra asociada'.
      await tx.insert(entityAccounts).values({ entity_id: id, account_id });
    });
    return entries[0].after;
  });

  route(app, entityOperations.disassociateAccount, async ({ params: { id }, body: { account_id }, request }) => {
    const { entries } = await audited(request, { rows: entityRows, resource, id, action: entityOperations.disassociateAccount.audit }, async (tx, before) => {
      if (!before) throw notFound(entityContract.texts.notFound);
      const removed = await tx
        .delete(entityAccounts)
        .where(and(eq(entityAccounts.entity_id, id), eq(entityAccounts.account_id, account_id)))
        .returning({ entity_id: entityAccounts.entity_id });
      if (removed.length === 0) throw notFound(entityTexts.accountNotLinked);
    });
    return entries[0].after;
  });
}
