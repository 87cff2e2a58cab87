/**
 * What an account's bot is made of (document 3 §3, §7): its flows (one with its blocks) and sequences —
 * read-only here, the bot builder writes them —, and its user variables (user attributes: the generic calls,
 * POST user_attribute with its account). Each is listed per account — GET account/{id}/flows, /sequences,
 * /user_attributes (the contract's list query: paging, name search, sorts; 404 for an unknown account) —
 * and needs its own read permission. GET flow/{id} answers one flow with its blocks, GET block/{id} one block
 * with its flow.
 */
import { accountItemOperations, flowContract, sequenceContract, userAttributeContract } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { accounts, blocks, flows, sequences, userAttributes } from '../db/schema';
import { notFound } from '../lib/http';
import { route } from '../lib/operation';
import { exists } from '../lib/query';
import { listRoute, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

// One flow (GET flow/{id}) answers its blocks, list rows do not: served by blocks_flow_idx.
const flowBlocks = sql<{ block_id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('block_id', b."block_id", 'name', b."name") order by b."block_id")
  from "blocks" b
  where b."flow_id" = "flows"."flow_id"
), '[]'::json)`;

export const flowResource: ResourceDescription = { contract: flowContract, table: flows, detail: { Blocks: flowBlocks } };
export const sequenceResource: ResourceDescription = { contract: sequenceContract, table: sequences };
export const userAttributeResource: ResourceDescription = { contract: userAttributeContract, table: userAttributes };

export const blockNotFound = 'El bloque no existe';

export default async function accountItemRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const lists: ['flows' | 'sequences' | 'user_attributes', ReturnType<typeof resourceRoutes>, PgColumn][] = [
    ['flows', resourceRoutes(app, flowResource), flows.account_id],
    ['sequences', resourceRoutes(app, sequenceResource), sequences.account_id],
    ['user_attributes', resourceRoutes(app, userAttributeResource), userAttributes.account_id],
  ];

  // Served by the (account_id, id) index of each table.
  for (const [what, routes, accountColumn] of lists) {
    listRoute(app, accountItemOperations[what], async ({ params: { id }, query }) => {
      if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
      return routes.list(query, eq(accountColumn, id));
    });
  }

  // The query (language_id) is only checked.
  route(app, accountItemOperations.block, async ({ params: { id } }) => {
    const [block] = await db
      .select({ block_id: blocks.block_id, name: blocks.name, flow_id: blocks.flow_id })
      .from(blocks)
      .where(eq(blocks.block_id, id))
      .limit(1);
    if (!block) throw notFound(blockNotFound);
    return block;
  });
}
