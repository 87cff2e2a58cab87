/**
 * WhatsApp Business (document 3 §3, §7): the WABAs and their numbers, each the contract's generic calls, and
 * a WABA's own numbers — GET waba/{id}/numbers (search, sort, paging). A WABA answers its account and how
 * many numbers it has (one correlated count, served by whatsapp_numbers_waba_idx); a number its account.
 * Tokens are `secret` fields: stored, never answered, a blank one on edit leaves the stored one.
 *
 * An account's WhatsApp (document 3 §7): its WABAs are the list's ?account_id=, its numbers GET
 * account/{id}/whatsapp_list (the numbers whose account it is, whatever WABA holds them: one WABA may serve
 * several bots, so a number's WABA need not be its account's).
 */
import { wabaContract, whatsappNumberContract, whatsappNumberOperations } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, wabas, whatsappNumbers } from '../db/schema';
import { notFound } from '../lib/http';
import { exists } from '../lib/query';
import { listRoute, nestedRoutes, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

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
    list: { where: (query) => [query.account_id === undefined ? undefined : eq(wabas.account_id, query.account_id as number)] },
  });
  const number: ResourceDescription = {
    contract: whatsappNumberContract,
    table: whatsappNumbers,
    columns: { Account: account },
    join: (query) => query.leftJoin(accounts, eq(accounts.account_id, whatsappNumbers.account_id)),
  };
  const numbers = resourceRoutes(app, number);
  // Served by whatsapp_numbers_account_idx.
  nestedRoutes(app, number, numbers, {
    parent: { id: accounts.account_id, notFound: notFoundText.account },
    column: whatsappNumbers.account_id,
    operations: { list: whatsappNumberOperations.ofAccount },
  });

  listRoute(app, whatsappNumberOperations.ofWaba, async ({ params: { id }, query }) => {
    if (!(await exists(db, wabas, wabas.waba_id, id))) throw notFound(wabaContract.texts.notFound);
    return numbers.list(query, eq(whatsappNumbers.waba_id, id));
  });
}
