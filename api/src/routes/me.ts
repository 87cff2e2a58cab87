/**
 * GET admin/me: the caller (the sign-in's admin-lookup path, spec 7.2; GET role/{id} lives in roles.ts),
 * with what their role grants (`access`), which the screens follow to hide and disable what they may not use.
 */
import { adminOperations } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/operation';

export default async function meRoutes(app: FastifyInstance) {
  route(app, adminOperations.me, async ({ request }) => {
    const { admin_id, first_name, last_name, email, role_id, partner_id, access } = request.admin;
    return { admin_id, first_name, last_name, email, role_id, partner_id, access };
  });
}
