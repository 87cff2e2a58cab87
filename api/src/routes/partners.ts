/** Partners (spec 2.8, 3, 7.3): the contract's list (search on business_name) and create (status 'pre_register'). */
import { partnerContract } from '@console/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { partners } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

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

export default async function partnerRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    contract: partnerContract,
    table: partners,
    columns: { total_accounts: totalAccounts },
    list: { search: { name: partners.business_name } },
    // An unknown service is refused by the foreign key (400 'El servicio no existe').
    create: { values: (body) => ({ ...body, status: 'pre_register' }) },
  });
}
