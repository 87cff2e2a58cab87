/**
 * Accounts (spec 2.7, 7.3, 7.8; document 3 section 3): the generic calls — list with name search, detail,
 * create (with its username and status row, in one transaction), update, delete — and the account status:
 * GET account/{id}/status, and PATCH account/{id}/status (RULINGS 2: the account's id in the path), the status
 * form, which stamps updated_at (the business 'last status change') with the app's clock.
 * Delete is a hard delete: the account's status row, lists and admin links go with it (cascades). A new
 * account must fit in what its organization's subscriptions allow (lib/subscription-limit.ts).
 */
import { accountContract, accountStatusContract, accountStatusOperations, subscriptionLimitTexts } from '@console/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, accountStatuses, organizations } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { exists } from '../lib/query';
import { contractRows, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';
import { assertWithinSubscriptions, today } from '../lib/subscription-limit';
import { accountUsername } from '../lib/username';

/** Accounts joined to their organization (one query, no N+1); every call answers the whole account. */
export const account: ResourceDescription = {
  contract: accountContract,
  table: accounts,
  columns: { Organization: { organization_id: organizations.organization_id, name: organizations.name } },
  join: (query) => query.innerJoin(organizations, eq(organizations.organization_id, accounts.organization_id)),
};
export const accountRows = contractRows(account);

/** The accounts of one organization (served by accounts_organization_idx). */
export const organizationAccounts = (organization_id: number) => eq(accounts.organization_id, organization_id);

/** The status form's rows (its answer and audit trail): the contract's fields of the status row. */
export const accountStatusRows = contractRows({ contract: accountStatusContract, table: accountStatuses });

export default async function accountRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  resourceRoutes(app, {
    ...account,
    create: {
      // An unknown organization is refused by the foreign key (400 'La organización no existe').
      async after(tx, id, body) {
        const name = body.name as string;
        await tx.update(accounts).set({ username: accountUsername(name, id) }).where(eq(accounts.account_id, id));
        await tx.insert(accountStatuses).values({ account_id: id, account_name: name, account_type: body.type as string });
        // Within what the organization's unexpired subscriptions allow (lib/subscription-limit.ts).
        await assertWithinSubscriptions(tx, body.organization_id as number, today(app.ctx.now()), (s) => subscriptionLimitTexts.accountLimit(s.allowed));
      },
    },
  });

  route(app, accountStatusOperations.get, async ({ params: { id } }) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    const [status] = await db.select({ id: accountStatuses.account_status_id }).from(accountStatuses).where(eq(accountStatuses.account_id, id)).limit(1);
    const row = status && (await accountStatusRows.find(db, status.id));
    if (!row) throw notFound(notFoundText.accountStatus);
    return row;
  });

  // The contract's update rule: read-only fields (the counts, the stamps) are refused as unknown.
  route(app, accountStatusOperations.update, async ({ params: { id }, body, request }) => {
    if (Object.keys(body).length === 0) throw badRequest('No hay campos para actualizar');
    const [status] = await db.select({ id: accountStatuses.account_status_id }).from(accountStatuses).where(eq(accountStatuses.account_id, id)).limit(1);
    if (!status) throw notFound((await exists(db, accounts, accounts.account_id, id)) ? notFoundText.accountStatus : notFoundText.account);
    const { entries } = await audited(request, { rows: accountStatusRows, resource: accountStatusContract.path, id: status.id, action: accountStatusOperations.update.audit }, async (tx, before) => {
      if (!before) throw notFound(notFoundText.accountStatus);
      const now = app.ctx.now();
      await tx.update(accountStatuses).set({ ...body, updated_at: now, updatedAt: now }).where(eq(accountStatuses.account_status_id, status.id));
    });
    return entries[0].after;
  });
}
