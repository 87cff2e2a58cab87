/** Organizations (spec 2.6, 7.3, 7.5): list with name search, detail, create, and the accounts of one. */
import { organizationCreateSchema } from '@console/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, organizations, services } from '../db/schema';
import { badRequest, idParams, notFound, ok, paged, pagedQuery, parse } from '../lib/http';
import { containsText, exists } from '../lib/query';
import { notFoundText } from '../lib/texts';
import { selectAccounts } from './accounts';

export const organizationColumns = {
  organization_id: organizations.organization_id,
  name: organizations.name,
  service_id: organizations.service_id,
  partner_id: organizations.partner_id,
  createdAt: organizations.createdAt,
};

export default async function organizationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const findOrganization = async (id: number) => {
    const [row] = await db
      .select(organizationColumns)
      .from(organizations)
      .where(eq(organizations.organization_id, id))
      .limit(1);
    return row;
  };

  app.get('/organization', async (request) => {
    const query = parse(pagedQuery, request.query);
    return paged(query, (limit, offset) =>
      db
        .select(organizationColumns)
        .from(organizations)
        .where(containsText(organizations.name, query.name))
        .orderBy(desc(organizations.organization_id))
        .limit(limit)
        .offset(offset),
    );
  });

  app.get('/organization/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const organization = await findOrganization(id);
    if (!organization) throw notFound(notFoundText.organization);
    return ok(organization);
  });

  app.post('/organization', async (request, reply) => {
    const body = parse(organizationCreateSchema, request.body);
    if (body.service_id != null && !(await exists(db, services, services.service_id, body.service_id))) {
      throw badRequest(notFoundText.service);
    }
    const [created] = await db
      .insert(organizations)
      .values({ name: body.name, service_id: body.service_id ?? null })
      .returning(organizationColumns);
    reply.code(201);
    return ok(created);
  });

  app.get('/organization/:id/accounts', async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(pagedQuery, request.query);
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return paged(query, (limit, offset) =>
      selectAccounts(db)
        .where(and(eq(accounts.organization_id, id), containsText(accounts.name, query.name)))
        .orderBy(desc(accounts.account_id))
        .limit(limit)
        .offset(offset),
    );
  });
}
