/** Partners (spec 2.8, 3, 7.3): list with search on business_name, create (status 'pre_register'). */
import { partnerCreateSchema } from '@console/shared/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { partners, services } from '../db/schema';
import { badRequest, ok, paged, pagedQuery, parse } from '../lib/http';
import { containsText, exists } from '../lib/query';
import { notFoundText } from '../lib/texts';

/**
 * total_accounts is derived, not stored: the accounts of the partner's organizations, counted per row
 * through the organizations_partner_idx and accounts_organization_idx indexes.
 */
// Written out in SQL: drizzle leaves column names unqualified in a one-table select, which a
// correlated subquery cannot have.
const totalAccounts = sql<number>`(
  select count(*)::int from "accounts" a
  inner join "organizations" o on o."organization_id" = a."organization_id"
  where o."partner_id" = "partners"."partner_id"
)`;

export const partnerListColumns = {
  partner_id: partners.partner_id,
  business_name: partners.business_name,
  service_id: partners.service_id,
  clients_size: partners.clients_size,
  total_accounts: totalAccounts,
  level: partners.level,
  status: partners.status,
  createdAt: partners.createdAt,
};

export default async function partnerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/partner', async (request) => {
    const query = parse(pagedQuery, request.query);
    return paged(query, (limit, offset) =>
      db
        .select(partnerListColumns)
        .from(partners)
        .where(containsText(partners.business_name, query.name))
        .orderBy(desc(partners.partner_id))
        .limit(limit)
        .offset(offset),
    );
  });

  app.post('/partner', async (request, reply) => {
    const body = parse(partnerCreateSchema, request.body);
    if (!(await exists(db, services, services.service_id, body.service_id))) throw badRequest(notFoundText.service);
    const [created] = await db
      .insert(partners)
      .values({ business_name: body.business_name, service_id: body.service_id, status: 'pre_register' })
      .returning({ partner_id: partners.partner_id });
    const [row] = await db
      .select(partnerListColumns)
      .from(partners)
      .where(eq(partners.partner_id, created.partner_id));
    reply.code(201);
    return ok(row);
  });
}
