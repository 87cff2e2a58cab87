/**
 * What partners are paid and billed (spec 2 §2, §3, §5, §7): payment credentials, invoices and active
 * accounts — each its contract's generic calls — and
 *
 *   GET  partner/{id}/invoices                        a partner's invoices
 *   GET  active_account/{id}                          an account's active accounts (one by its own id: by_id/{id})
 *   POST account/{id}/extra_days {active_account_id, extra_days}   adds 0–1000 days: answers the billed days
 *   GET  active_account/totals?partner_id&plan_name&account_ids   active users, max users, paid for plan
 *   GET  active_account/download_summary?format=csv&name&partner_id&include_deleted   the list as CSV, streamed
 *
 * The figures (api/README.md "Partners"): an invoice's commission is round(total_paid × rate of the partner's
 * level / 100, 2), computed by the database in numeric; an active account's billed days are the plan's days
 * plus its extra days, its expiry date start_date + billed days, what it pays round(price × billed days / plan
 * days, 2). Money is numeric(14,2) from the request to the answer: never a floating-point sum.
 */
import {
  ACTIVE_ACCOUNT_CSV_COLUMNS,
  accountContract,
  activeAccountContract,
  activeAccountOperations,
  activeAccountTexts,
  bpaymentCredentialContract,
  COMMISSION_RATES,
  invoiceContract,
  invoiceOperations,
  planContract,
  type ListQuery,
} from '@console/contracts';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accounts, activeAccounts, bpaymentCredentials, invoices, partners, plans } from '../db/schema';
import { audited } from '../lib/audit';
import { csvExport, sendCsv } from '../lib/csv';
import { badRequest, HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { containsText, exists } from '../lib/query';
import { contractRows, listRoute, resourceRoutes, type ResourceDescription } from '../lib/resource';

// ---- Payment credentials --------------------------------------------------------------------------------

const byPartner = (column: typeof bpaymentCredentials.partner_id | typeof invoices.partner_id) => (query: ListQuery) => [
  query.partner_id === undefined ? undefined : eq(column, query.partner_id as number),
];

const bpaymentCredentialResource: ResourceDescription = {
  contract: bpaymentCredentialContract,
  table: bpaymentCredentials,
  list: { where: byPartner(bpaymentCredentials.partner_id) },
};

// ---- Invoices ---------------------------------------------------------------------------------------------

/** The commission rate (percent) of a level, as SQL: the levels of COMMISSION_RATES, clamped to its range. */
export function commissionRate(level: SQL | typeof invoices.level_on_payment): SQL {
  const levels = Object.keys(COMMISSION_RATES).map(Number).sort((a, b) => a - b);
  const [lowest, highest] = [levels[0], levels.at(-1)!];
  const cases = levels.map((n) => sql`when ${sql.raw(String(n))} then ${sql.raw(String(COMMISSION_RATES[n]))}`);
  return sql`(case greatest(${sql.raw(String(lowest))}, least(${sql.raw(String(highest))}, ${level})) ${sql.join(cases, sql` `)} end)`;
}
/** A validated amount (at most two decimals) as an exact numeric: '1234.50', never a double. */
export const money = (value: number) => sql`${value.toFixed(2)}::numeric`;
/** round(total × rate / 100, 2) in numeric: half away from zero, to the cent. */
export const commissionOf = (total: number, level: SQL | typeof invoices.level_on_payment) => sql`round(${money(total)} * ${commissionRate(level)} / 100, 2)`;

const invoiceResource: ResourceDescription = {
  contract: invoiceContract,
  table: invoices,
  columns: { Account: { account_id: accounts.account_id, name: accounts.name } },
  join: (query) => query.innerJoin(accounts, eq(accounts.account_id, invoices.account_id)),
  list: { where: byPartner(invoices.partner_id) },
  create: {
    // The level is read by the insert itself: the commission and level_on_payment are one moment's.
    values: async (body, request) => {
      const partnerId = body.partner_id as number;
      if (!(await exists(request.server.ctx.db, partners, partners.partner_id, partnerId))) throw badRequest(`El partner no existe (campo partner_id)`, 'partner_id');
      const level = sql`(select ${partners.level} from ${partners} where ${partners.partner_id} = ${partnerId})`;
      return { ...body, total_paid: money(body.total_paid as number), level_on_payment: level, partner_commision: commissionOf(body.total_paid as number, level) };
    },
    // The spec's create sends the level and the commission too: each must be what the insert derived, or no invoice.
    after: async (tx, id, body) => {
      if (body.level_on_payment === undefined && body.partner_commision === undefined) return;
      const [derived] = await tx
        .select({ level_on_payment: invoices.level_on_payment, partner_commision: invoices.partner_commision })
        .from(invoices)
        .where(eq(invoices.invoice_id, id));
      const { level_on_payment: level, partner_commision: commission } = invoiceContract.fields;
      if (body.level_on_payment !== undefined && body.level_on_payment !== derived.level_on_payment) {
        const text = `${level.words.The} debe ser ${derived.level_on_payment}, el del partner`;
        throw badRequest(`${text} (campo level_on_payment)`, 'level_on_payment');
      }
      // To the cent, as money() writes amounts.
      const cents = derived.partner_commision.toFixed(2);
      if (body.partner_commision !== undefined && (body.partner_commision as number).toFixed(2) !== cents) {
        const text = `${commission.words.The} debe ser ${cents}, la que da el nivel del partner`;
        throw badRequest(`${text} (campo partner_commision)`, 'partner_commision');
      }
    },
  },
  update: {
    // A corrected amount keeps the level it was paid at.
    values: (body) =>
      body.total_paid === undefined
        ? body
        : { ...body, total_paid: money(body.total_paid as number), partner_commision: commissionOf(body.total_paid as number, invoices.level_on_payment) },
  },
};

// ---- Active accounts --------------------------------------------------------------------------------------

const billedDays = sql`(${activeAccounts.plan_days} + ${activeAccounts.extra_days})`;
/** start_date + billed days, a date. */
const expireDate = sql`(${activeAccounts.start_date} + ${billedDays})`;
/** The plan's price for its days, and the extra days at the same daily price: to the cent. */
const paidForPlan = sql`round(${activeAccounts.plan_price} * ${billedDays} / ${activeAccounts.plan_days}, 2)`;

/** The account's name searched through its own trigram index (a semi-join), not row by row. */
const accountNamed = (text: string) => {
  const named = containsText(accounts.name, text);
  return named && inArray(activeAccounts.account_id, sql`(select ${accounts.account_id} from ${accounts} where ${named})`);
};

/** The list's conditions: a partner, the deleted rows only when asked for. */
const activeAccountWhere = (query: Record<string, unknown>) => [
  query.partner_id === undefined ? undefined : eq(activeAccounts.partner_id, query.partner_id as number),
  query.include_deleted === 'true' ? undefined : isNull(activeAccounts.deletedAt),
];

/** The plan's name, users, price and days, copied into the active account when it is chosen. */
async function planSnapshot(db: Db, planId: number) {
  const [plan] = await db
    .select({ plan_name: plans.name, max_users: plans.max_users, plan_price: plans.price, plan_days: plans.active_days })
    .from(plans)
    .where(eq(plans.plan_id, planId));
  if (!plan) throw badRequest(`${planContract.texts.notFound} (campo plan_id)`, 'plan_id');
  return { ...plan, plan_price: sql`${plan.plan_price}::numeric` };
}

/** The app clock's day, UTC: 'YYYY-MM-DD'. */
const today = (now: Date) => now.toISOString().slice(0, 10);

export const activeAccountResource: ResourceDescription = {
  contract: activeAccountContract,
  table: activeAccounts,
  columns: {
    account_name: accounts.name,
    Partner: { partner_id: partners.partner_id, business_name: partners.business_name },
    billed_days: billedDays,
    expire_date: sql`to_char(${expireDate}, 'YYYY-MM-DD')`,
    paid_for_plan: paidForPlan,
    start_date: sql`to_char(${activeAccounts.start_date}, 'YYYY-MM-DD')`,
  },
  join: (query) =>
    query.innerJoin(accounts, eq(accounts.account_id, activeAccounts.account_id)).innerJoin(partners, eq(partners.partner_id, activeAccounts.partner_id)),
  list: { search: { name: accountNamed }, where: activeAccountWhere },
  create: {
    values: async (body, request) => ({
      ...body,
      ...(await planSnapshot(request.server.ctx.db, body.plan_id as number)),
      start_date: today(request.server.ctx.now()),
    }),
  },
  update: {
    // Another plan: its name, users, price and days from now on; start date and extra days stay.
    values: async (body, request) => (body.plan_id === undefined ? body : { ...body, ...(await planSnapshot(request.server.ctx.db, body.plan_id as number)) }),
  },
};
export const activeAccountRows = contractRows(activeAccountResource);

// ---- The CSV summary --------------------------------------------------------------------------------------

// The partners' tests read the CSV machinery here, where it was first written.
export { CSV_BATCH, csvCell } from '../lib/csv';

/** The list as CSV, newest first as the list: each column's SQL, as text, and whether it is free text (names). */
export const activeAccountCsv = csvExport({
  headers: ACTIVE_ACCOUNT_CSV_COLUMNS,
  columns: [
    [sql`${activeAccounts.active_account_id}::text`, false],
    [sql`${partners.business_name}`, true],
    [sql`${activeAccounts.account_id}::text`, false],
    [sql`${accounts.name}`, true],
    [sql`${activeAccounts.business_name}`, true],
    [sql`${activeAccounts.plan_name}`, true],
    [sql`${activeAccounts.plan_price}::text`, false],
    [sql`${activeAccounts.active_users}::text`, false],
    [sql`${activeAccounts.max_users}::text`, false],
    [sql`${activeAccounts.plan_days}::text`, false],
    [sql`${activeAccounts.extra_days}::text`, false],
    [sql`${billedDays}::text`, false],
    [sql`to_char(${activeAccounts.start_date}, 'YYYY-MM-DD')`, false],
    [sql`to_char(${expireDate}, 'YYYY-MM-DD')`, false],
    [sql`${paidForPlan}::text`, false],
    [sql`to_char(${activeAccounts.deletedAt} at time zone 'UTC', 'YYYY-MM-DD')`, false],
  ],
  table: activeAccounts,
  join: (query) =>
    query.innerJoin(accounts, eq(accounts.account_id, activeAccounts.account_id)).innerJoin(partners, eq(partners.partner_id, activeAccounts.partner_id)),
  // active_account_id < last: a walk of the primary key.
  keyset: [activeAccounts.active_account_id],
  descending: true,
});

/**
 * The original client creates an active account with the spec's payload (document 2 §7: business_name,
 * account_name, account_id, partner_id, max_users, plan_name): the plan is found by its name (one plan of that
 * name, case aside; two of them: 400, choose it by plan_id), and account_name and max_users — the account's
 * and the plan's own — are taken from the database, not from the body.
 */
async function specCreatePayload(db: Db, body: Record<string, unknown>) {
  if (!('plan_name' in body) || 'plan_id' in body) return;
  const { plan_name, account_name: _account, max_users: _users, ...rest } = body;
  if (typeof plan_name !== 'string') throw badRequest('El nombre del plan debe ser un texto (campo plan_name)', 'plan_name');
  const found = await db.select({ plan_id: plans.plan_id }).from(plans).where(sql`lower(${plans.name}) = lower(${plan_name.trim()})`).limit(2);
  if (found.length === 0) throw badRequest(`${planContract.texts.notFound} (campo plan_name)`, 'plan_name');
  if (found.length > 1) throw badRequest('Hay varios planes con ese nombre: elige el plan por su plan_id (campo plan_name)', 'plan_name');
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, rest, { plan_id: found[0].plan_id });
}

export default async function partnerBillingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (request.method !== 'POST' || !request.routeOptions.url?.endsWith(`/${activeAccountContract.path}`) || !body || typeof body !== 'object' || Array.isArray(body)) return;
    await specCreatePayload(db, body as Record<string, unknown>);
  });
  resourceRoutes(app, bpaymentCredentialResource);
  const invoiceRoutes = resourceRoutes(app, invoiceResource);
  const activeAccountRoutes = resourceRoutes(app, activeAccountResource);
  const activeAccount = activeAccountContract.path;

  listRoute(app, invoiceOperations.ofPartner, async ({ params: { id }, query }) => {
    if (!(await exists(db, partners, partners.partner_id, id))) throw notFound('El partner no existe');
    return invoiceRoutes.list(query, eq(invoices.partner_id, id));
  });

  // Spec 2 §7: GET active_account/{account_id}, the account's active accounts (one per partner keeping it).
  listRoute(app, activeAccountOperations.ofAccount, async ({ params: { id }, query }) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(accountContract.texts.notFound);
    return activeAccountRoutes.list(query, eq(activeAccounts.account_id, id));
  });

  // Spec 2 §7: under the account; the body says which of its active accounts (one per partner) gets them.
  const { addExtraDays } = activeAccountOperations;
  route(app, addExtraDays, async ({ params: { id }, body: { active_account_id, extra_days }, request }) => {
    const { entries } = await audited(request, { rows: activeAccountRows, resource: activeAccount, id: active_account_id, action: addExtraDays.audit }, async (tx, before) => {
      if (!before || before.account_id !== id) throw notFound(before ? activeAccountTexts.notOfAccount : activeAccountContract.texts.notFound);
      if (before.deletedAt) throw new HttpError(409, activeAccountTexts.deleted);
      await tx
        .update(activeAccounts)
        .set({ extra_days: sql`${activeAccounts.extra_days} + ${extra_days}`, updatedAt: app.ctx.now() })
        .where(eq(activeAccounts.active_account_id, active_account_id));
    });
    const after = entries[0].after!;
    return { active_account_id, extra_days: after.extra_days, billed_days: after.billed_days, expire_date: after.expire_date };
  });

  route(app, activeAccountOperations.totals, async ({ query }) => {
    const where = and(
      ...activeAccountWhere({ partner_id: query.partner_id }),
      query.plan_name ? eq(activeAccounts.plan_name, query.plan_name) : undefined,
      query.account_ids ? (query.account_ids.length > 0 ? inArray(activeAccounts.account_id, query.account_ids) : sql`false`) : undefined,
    );
    // Summed in numeric (each account's paid rounded to the cent first, as the CSV shows it), answered as text.
    const [totals] = await db
      .select({
        accounts: sql<number>`count(*)::int`,
        active_users: sql<number>`coalesce(sum(${activeAccounts.active_users}), 0)::int`,
        max_users: sql<number>`coalesce(sum(${activeAccounts.max_users}), 0)::int`,
        paid_for_plan: sql<string>`coalesce(sum(${paidForPlan}), 0)::text`,
      })
      .from(activeAccounts)
      .where(where);
    return { ...totals, paid_for_plan: Number(totals.paid_for_plan) };
  });

  route(app, activeAccountOperations.downloadSummary, async ({ query, reply }) => {
    const conditions = [...activeAccountWhere(query), query.name ? accountNamed(query.name) : undefined];
    return sendCsv(reply, `cuentas-activas-${today(app.ctx.now())}.csv`, activeAccountCsv(db, conditions));
  });
}

