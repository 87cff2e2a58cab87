/**
 * Custom views (document 2 §2, §3, §5, §7, §8): the generic calls, and the accounts linked to one —
 * POST custom_view/{id}/associateAccount {account_id} (409 'La cuenta ya se encuentra asociada') and
 * /disassociateAccount {account_id} or {account_ids} ('Remover selección': the selection in one call, one
 * audit row). One custom view (GET custom_view/{id} and every write) carries its accounts, by name.
 */
import { customViewAccountRemovalSchema, customViewAccountSchema, customViewContract, customViewTexts } from '@console/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, customViewAccounts, customViews } from '../db/schema';
import { audited } from '../lib/audit';
import { idParams, notFound, ok, parse, parseBody } from '../lib/http';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';

const linkedAccounts = linkedItems<{ account_id: number; name: string }>({
  owner: customViews.custom_view_id,
  link: [customViewAccounts.custom_view_id, customViewAccounts.account_id],
  item: accounts.account_id,
  fields: { account_id: accounts.account_id, name: accounts.name },
});

const customView = { contract: customViewContract, table: customViews, detail: { Accounts: linkedAccounts } };
const customViewRows = contractRows(customView);
const resource = customViewContract.path;

export default async function customViewRoutes(app: FastifyInstance) {
  resourceRoutes(app, customView);

  app.post('/custom_view/:id/associateAccount', async (request) => {
    const { id } = parse(idParams, request.params);
    const { account_id } = parseBody(customViewAccountSchema, request.body);
    const { entries } = await audited(request, { rows: customViewRows, resource, id, action: 'account.assign' }, async (tx, before) => {
      if (!before) throw notFound(customViewContract.texts.notFound);
      // Unknown account (foreign key) → 400, already linked (primary key) → 409: the database decides.
      await tx.insert(customViewAccounts).values({ custom_view_id: id, account_id });
    });
    return ok(entries[0].after);
  });

  app.post('/custom_view/:id/disassociateAccount', async (request) => {
    const { id } = parse(idParams, request.params);
    const body = parseBody(customViewAccountRemovalSchema, request.body);
    const wanted = body.account_ids ?? [body.account_id!];
    const { entries } = await audited(request, { rows: customViewRows, resource, id, action: 'account.remove' }, async (tx, before) => {
      if (!before) throw notFound(customViewContract.texts.notFound);
      const removed = await tx
        .delete(customViewAccounts)
        .where(and(eq(customViewAccounts.custom_view_id, id), inArray(customViewAccounts.account_id, wanted)))
        .returning({ account_id: customViewAccounts.account_id });
      // All or nothing: an account that was not linked (another tab removed it) undoes the call.
      if (removed.length !== new Set(wanted).size) throw notFound(customViewTexts.accountNotLinked);
    });
    return ok(entries[0].after);
  });
}
