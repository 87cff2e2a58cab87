/** GET admin/me (the caller) and GET role/{id}: the admin-lookup path of the sign-in (spec 7.2). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles } from '../db/schema';
import { idParams, notFound, ok, parse } from '../lib/http';
import { notFoundText } from '../lib/texts';

export default async function meRoutes(app: FastifyInstance) {
  app.get('/admin/me', async (request) => {
    const { admin_id, first_name, last_name, email, role_id, partner_id } = request.admin;
    return ok({ admin_id, first_name, last_name, email, role_id, partner_id });
  });

  app.get('/role/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const [role] = await app.ctx.db
      .select({ role_id: roles.role_id, name: roles.name, description: roles.description, type: roles.type })
      .from(roles)
      .where(eq(roles.role_id, id))
      .limit(1);
    if (!role) throw notFound(notFoundText.role);
    return ok(role);
  });
}
