/** Services: a read-only lookup for selectors, oldest first (the platform's own service is id 1). */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { services } from '../db/schema';
import { paged, pagedQuery, parse } from '../lib/http';
import { containsText } from '../lib/query';

export default async function serviceRoutes(app: FastifyInstance) {
  app.get('/service', async (request) => {
    const query = parse(pagedQuery, request.query);
    return paged(query, (limit, offset) =>
      app.ctx.db
        .select({ service_id: services.service_id, name: services.name, title: services.title })
        .from(services)
        .where(containsText(services.name, query.name))
        .orderBy(asc(services.service_id))
        .limit(limit)
        .offset(offset),
    );
  });
}
