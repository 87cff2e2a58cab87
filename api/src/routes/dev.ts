/**
 * Development helpers, never registered with NODE_ENV=production.
 * GET /dev/outbox: the local outbox as a plain JSON array, oldest first (newest LAST), optionally `?to=`.
 */
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../db/schema';
import { parse } from '../lib/http';

const outboxQuery = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export default async function devRoutes(app: FastifyInstance) {
  app.get('/outbox', async (request) => {
    const { to, limit } = parse(outboxQuery, request.query);
    const newest = await app.ctx.db
      .select({
        to: outboxMessages.to,
        subject: outboxMessages.subject,
        text: outboxMessages.text,
        code: outboxMessages.code,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.to, to) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
    return newest.reverse();
  });
}
