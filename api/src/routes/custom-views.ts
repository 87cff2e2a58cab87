/**
 * Custom views (document 2 §2, §3, §5, §7, §8): the generic calls, and the accounts linked to one —
 * POST custom_view/{id}/associateAccount {account_id} (409 'La cuenta ya se encuentra asociada') and
 * /disassociateAccount {account_id} or {account_ids} ('Remover selección': the selection in one call, one
 * audit row). One custom view (GET custom_view/{id} and every write) carries its accounts, by name.
 */
import { customViewContract, customViewOperations, customViewTexts } from '@console/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, customViewAccounts, customViews } from '../db/schema';
import { audited } from '../lib/audit';
import { notFound } from '../lib/http';
import { route } from '../lib/operation';
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

  const { associateAccount, disassociateAccount } = customViewOperations;

  route(app, associateAccount, async ({ params: { id }, body: { account_id }, request }) => {
    const { entries } = await audited(request, { rows: customViewRows, resource, id, action: associateAccount.audit }, async (tx, before) => {
      if (!before) throw notFound(customViewContract.texts.notFound);
      // Unknown account (foreign key) → 400, already linked (primary key) → 409: the database decides.
      await tx.insert(customViewAccounts).values({ custom_view_id: id, account_id });
    });
    return entries[0].after;
  });

  route(app, disassociateAccount, async ({ params: { id }, body, request }) => {
    const wanted = body.account_ids ?? [body.account_id!];
    const { entries } = await audited(request, { rows: customViewRows, resource, id, action: disassociateAccount.audit }, async (tx, before) => {
      if (!before) throw notFound(customViewContract.texts.notFound);
      const removed = await tx
        .delete(customViewAccounts)
        .where(and(eq(customViewAccounts.custom_view_id, id), inArray(customViewAccounts.account_id, wanted)))
        .returning({ account_id: customViewAccounts.account_id });
      // All or nothing: an account that was not linked (another tab removed it) undoes the call.
      if (removed.length !== new Set(wanted).size) throw notFound(customViewTexts.accountNotLinked);
    });
    return entries[0].after;
  });
}
