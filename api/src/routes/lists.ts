/** Messaging API: the lists of an account (document 3, section 7), newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, lists } from '../db/schema';
import { idParams, notFound, paged, pagedQuery, parse } from '../lib/http';
import { containsText, exists } from '../lib/query';
import { notFoundText } from '../lib/texts';

export default async function listRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/account/:id/lists', async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(pagedQuery, request.query);
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    return paged(query, (limit, offset) =>
      db
        .select({ list_id: lists.list_id, name: lists.name, account_id: lists.account_id, createdAt: lists.createdAt })
        .from(lists)
        .where(and(eq(lists.account_id, id), containsText(lists.name, query.name)))
        .orderBy(desc(lists.list_id))
        .limit(limit)
        .offset(offset),
    );
  });
}
