/** GET admin/me: the caller (the sign-in's admin-lookup path, spec 7.2; GET role/{id} lives in roles.ts). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/http';

export default async function meRoutes(app: FastifyInstance) {
  app.get('/admin/me', async (request) => {
    const { admin_id, first_name, last_name, email, role_id, partner_id } = request.admin;
    return ok({ admin_id, first_name, last_name, email, role_id, partner_id });
  });
}
