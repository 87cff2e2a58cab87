/**
 * WhatsApp Business (document 3 §3, §7): the WABAs and their numbers, each the contract's generic calls, and
 * a WABA's own numbers — GET waba/{id}/numbers (search, sort, paging). A WABA answers its account and how
 * many numbers it has (one correlated count, served by whatsapp_numbers_waba_idx); a number its account.
 * Tokens are `secret` fields: stored, never answered, a blank one on edit leaves the stored one.
 */
import { wabaContract, whatsappNumberContract } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, wabas, whatsappNumbers } from '../db/schema';
import { idParams, notFound, parse } from '../lib/http';
import { exists } from '../lib/query';
import { resourceRoutes } from '../lib/resource';

export default async function wabaRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const account = { account_id: accounts.account_id, name: accounts.name };
  resourceRoutes(app, {
    contract: wabaContract,
    table: wabas,
    columns: {
      Account: account,
      numbers: sql<number>`(select count(*)::int from ${whatsappNumbers} where ${whatsappNumbers.waba_id} = ${wabas.waba_id})`.as('numbers'),
    },
    join: (query) => query.leftJoin(accounts, eq(accounts.account_id, wabas.account_id)),
  });
  const numbers = resourceRoutes(app, {
    contract: whatsappNumberContract,
    table: whatsappNumbers,
    columns: { Account: account },
    join: (query) => query.leftJoin(accounts, eq(accounts.account_id, whatsappNumbers.account_id)),
  });

  app.get('/waba/:id/numbers', { config: { permission: { resource: whatsappNumberContract.path, action: 'read' } } }, async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(numbers.listQuery, request.query);
    if (!(await exists(db, wabas, wabas.waba_id, id))) throw notFound(wabaContract.texts.notFound);
    return numbers.list(query, eq(whatsappNumbers.waba_id, id));
  });
}
