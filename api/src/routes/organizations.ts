/** Organizations (spec 2.6, 7.3, 7.5): the generic calls (name search) and the accounts of one. */
import { organizationCreateSchema, organizationUpdateSchema } from '@console/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, organizations } from '../db/schema';
import { idParams, notFound, paged, pagedQuery, parse } from '../lib/http';
import { resourceRoutes } from '../lib/resource';
import { resourceRows } from '../lib/rows';
import { containsText, exists } from '../lib/query';
import { notFoundText } from '../lib/texts';
import { accountRows } from './accounts';

export const organizationRows = resourceRows({
  table: organizations,
  id: organizations.organization_id,
  columns: {
    organization_id: organizations.organization_id,
    name: organizations.name,
    service_id: organizations.service_id,
    partner_id: organizations.partner_id,
    createdAt: organizations.createdAt,
  },
});

export default async function organizationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  resourceRoutes(app, {
    path: 'organization',
    rows: organizationRows,
    notFound: notFoundText.organization,
    list: { where: (query) => [containsText(organizations.name, query.name)] },
    create: { schema: organizationCreateSchema },
    update: { schema: organizationUpdateSchema },
    // Accounts keep their organization (restrict): deleting one that has accounts is answered 409.
    remove: {},
  });

  app.get('/organization/:id/accounts', async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(pagedQuery, request.query);
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return paged(query, (limit, offset) =>
      accountRows.list(db, {
        where: and(eq(accounts.organization_id, id), containsText(accounts.name, query.name)),
        orderBy: [desc(accounts.account_id)],
        limit,
        offset,
      }),
    );
  });
}
