/**
 * Plans and plan groups (document 2 §2–§5). A plan list shows the enabled plans unless `showAll=1` (the
 * 'show all plans' box; the partial index plans_enabled_idx serves the default). A plan group carries its
 * service's title and a plan its group's name (one join each); a group that still has plans is not deleted (409, lib/texts.ts).
 */
import { planContract, planGroupContract } from '@console/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planGroups, plans, services } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

export default async function planRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    contract: planGroupContract,
    table: planGroups,
    columns: { Service: { service_id: services.service_id, title: services.title } },
    join: (query) => query.leftJoin(services, eq(services.service_id, planGroups.service_id)),
  });
  resourceRoutes(app, {
    contract: planContract,
    table: plans,
    columns: { Plan_Group: { plan_group_id: planGroups.plan_group_id, name: planGroups.name } },
    join: (query) => query.leftJoin(planGroups, eq(planGroups.plan_group_id, plans.plan_group_id)),
    list: { where: (query) => [query.showAll === '1' ? undefined : eq(plans.enabled, true)] },
  });
}
