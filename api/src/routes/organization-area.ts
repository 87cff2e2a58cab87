/**
 * What an organization holds besides its accounts (document 3 §2, §3; document 1 §3, §7.5):
 *
 *   GET, POST organization/{id}/subscriptions   the subscriptions it holds; taking one (POST, or the generic
 *                                                POST organization_subscription) sets expire_date from the
 *                                                subscription's months; DELETE organization_subscription/{id}
 *   GET, POST organization/{id}/billing         its billing record (POST writes it whole)
 *   GET organization/{id}/account_status        the status row of each of its accounts
 *
 * The subscription rule (lib/subscription-limit.ts) is checked by every write that could break it: here,
 * removing a subscription; in accounts.ts, creating an account; in catalogue.ts, lowering a subscription's
 * max_accounts.
 */
import { accountStatusContract, billingContract, organizationAreaOperations, organizationSubscriptionContract, subscriptionContract, subscriptionLimitTexts } from '@console/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, accountStatuses, organizationBillings, organizations, organizationSubscriptions, subscriptions } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { parentFromPath } from '../lib/parent';
import { exists } from '../lib/query';
import { contractRows, listRoute, resourceList, resourceRoutes } from '../lib/resource';
import { addMonths, lockOrganizations, standing, today } from '../lib/subscription-limit';
import { notFoundText } from '../lib/texts';

/** The billing record's rows (the audit trail records it as resource 'billing', by organization). */
const billingRows = contractRows({ contract: billingContract, table: organizationBillings });

export default async function organizationAreaRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const day = () => today(app.ctx.now());
  const mustExist = async (id: number) => {
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
  };

  // ---- Subscriptions held -----------------------------------------------------------------------------

  const held = resourceRoutes(app, {
    contract: organizationSubscriptionContract,
    table: organizationSubscriptions,
    columns: {
      Subscription: {
        subscription_id: subscriptions.subscription_id,
        name: subscriptions.name,
        max_accounts: subscriptions.max_accounts,
        months: subscriptions.months,
        price: subscriptions.price,
      },
    },
    join: (query) => query.innerJoin(subscriptions, eq(subscriptions.subscription_id, organizationSubscriptions.subscription_id)),
    create: {
      async values(body) {
        const [subscription] = await db
          .select({ months: subscriptions.months })
          .from(subscriptions)
          .where(eq(subscriptions.subscription_id, body.subscription_id as number));
        if (!subscription) throw badRequest(subscriptionContract.texts.notFound, 'subscription_id');
        return { ...body, expire_date: addMonths(day(), subscription.months) };
      },
    },
    // Taking a subscription only adds places: never refused. Removing an unexpired one takes its places away:
    // refused when the accounts would not fit in what the others allow (removing the last one takes the
    // organization out of the rule).
    remove: {
      async before(tx, id) {
        // The held row is locked (the machine); the catalogue subscription is locked FOR SHARE here, so its
        // max_accounts cannot change before the commit (PATCH subscription locks it FOR UPDATE), and then the
        // organization (its accounts and other subscriptions), before anything is counted. The order is the
        // lowering's (subscription, then organizations): the two cannot deadlock.
        const [row] = await tx
          .select({
            organization_id: organizationSubscriptions.organization_id,
            expire_date: organizationSubscriptions.expire_date,
            max_accounts: subscriptions.max_accounts,
          })
          .from(organizationSubscriptions)
          .innerJoin(subscriptions, eq(subscriptions.subscription_id, organizationSubscriptions.subscription_id))
          .where(eq(organizationSubscriptions.organization_subscription_id, id))
          .for('share', { of: subscriptions });
        await lockOrganizations(tx, [row.organization_id]);
        const now = await standing(tx, row.organization_id, day());
        if (row.expire_date < day() || row.max_accounts === 0 || now.held === 1) return;
        const allowed = now.allowed - row.max_accounts;
        if (now.accounts > allowed) throw new HttpError(409, subscriptionLimitTexts.removeBelow(now.accounts, allowed));
      },
    },
  });

  listRoute(app, organizationAreaOperations.subscriptions, async ({ params: { id }, query }) => {
    await mustExist(id);
    return held.list(query, eq(organizationSubscriptions.organization_id, id));
  });

  // The organization is the path's (parentFromPath); the generic create does the rest.
  route(app, organizationAreaOperations.takeSubscription, async ({ body, request }) => held.create(request, body), parentFromPath('organization_id'));

  // ---- Billing ----------------------------------------------------------------------------------------

  route(app, organizationAreaOperations.billing, async ({ params: { id } }) => {
    await mustExist(id);
    return (await billingRows.find(db, id)) ?? null;
  });

  route(app, organizationAreaOperations.setBilling, async ({ params: { id }, body, request }) => {
    await mustExist(id);
    const { entries } = await audited(request, { rows: billingRows, resource: billingContract.path, id, action: organizationAreaOperations.setBilling.audit }, async (tx) => {
      const now = app.ctx.now();
      // A concurrent delete of the organization is refused by the foreign key (400 'La organización no existe').
      await tx
        .insert(organizationBillings)
        .values({ organization_id: id, ...body, updatedAt: now })
        .onConflictDoUpdate({ target: organizationBillings.organization_id, set: { ...body, updatedAt: now } });
    });
    return entries[0].after;
  });

  // ---- The status of its accounts ---------------------------------------------------------------------

  const statuses = resourceList(db, { contract: accountStatusContract, table: accountStatuses });
  listRoute(app, organizationAreaOperations.accountStatuses, async ({ params: { id }, query }) => {
    await mustExist(id);
    // Served by accounts_organization_idx and account_statuses_account_uq.
    return statuses.list(
      query,
      inArray(accountStatuses.account_id, db.select({ id: accounts.account_id }).from(accounts).where(eq(accounts.organization_id, id))),
    );
  });
}
