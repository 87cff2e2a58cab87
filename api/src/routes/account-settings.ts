/**
 * An account's settings (document 3 §2–§9, issue 16): its plan payments, its web pay credentials and its
 * configuration (the status form is routes/accounts.ts's).
 *
 *   GET, PATCH plan_payment[/{id}]                     the generic calls: the reference only (the gateway records payments: no create, no delete)
 *   GET   account/{id}/plan_payments                    the account's payments, newest first (plan_payments_account_idx)
 *   GET   account/{id}/plan_payment/download_summary?format=csv&init_date&final_date   its payments of those days, as CSV
 *   GET, POST web_pay_credential; GET, PATCH, DELETE web_pay_credential/{id}   the generic calls (password and key write-only)
 *   GET   account/{id}/web_pay_credentials              the account's credentials
 *   GET, PATCH account/{id}/configuration               the configuration form, with max_free_shippings_amount (kept in account_statuses)
 *
 * The CSV's days are the account's own: its time zone (accounts.timezone, UTC when it has none this server knows)
 * says when init_date starts and final_date ends (both included), and its dates are written in it. The
 * configuration's next block after closing a case must be a block of one of the account's own flows.
 */
import {
  accountConfigurationContract,
  accountConfigurationOperations,
  idParams,
  PLAN_PAYMENT_CSV_COLUMNS,
  planPaymentContract,
  planPaymentOperations,
  planPaymentSummaryQuery,
  webPayCredentialContract,
  webPayCredentialOperations,
  type ListQuery,
} from '@console/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { accountConfigurations, accounts, accountStatuses, blocks, flows, planPayments, webPayCredentials } from '../db/schema';
import { audited } from '../lib/audit';
import { csvExport, sendCsv } from '../lib/csv';
import { badRequest, notFound, parse, parseBody } from '../lib/http';
import { route, type RouteExtras } from '../lib/operation';
import { contractRows, nestedRoutes, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

const accountSettingsTexts = {
  blockNotOfAccount: 'El bloque no es de un flujo de la cuenta',
} as const;

/** The contract's filter `account_id`. */
const ofAccount = (column: PgColumn) => (query: ListQuery) => [query.account_id === undefined ? undefined : eq(column, query.account_id as number)];

export const planPaymentResource: ResourceDescription = {
  contract: planPaymentContract,
  table: planPayments,
  list: { where: ofAccount(planPayments.account_id) },
};

export const webPayCredentialResource: ResourceDescription = {
  contract: webPayCredentialContract,
  table: webPayCredentials,
  list: { where: ofAccount(webPayCredentials.account_id) },
};

/** The configuration form's row: the account's configuration and its status's max_free_shippings_amount. */
export const accountConfigurationRows = contractRows({
  contract: accountConfigurationContract,
  table: accountConfigurations,
  columns: { max_free_shippings_amount: accountStatuses.max_free_shippings_amount },
  join: (query) => query.innerJoin(accountStatuses, eq(accountStatuses.account_id, accountConfigurations.account_id)),
});

/** A region's zone ('America/Mexico_City') that this runtime knows, or UTC. */
function zoneOf(timezone: string | null): string {
  if (!timezone || !/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(timezone)) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

/** An account's payments as CSV, in creation order (the keyset walks plan_payments_account_created_idx); dates in `zone`. */
const planPaymentCsv = (zone: string) =>
  csvExport({
    headers: PLAN_PAYMENT_CSV_COLUMNS,
    columns: [
      [sql`${planPayments.plan_payment_id}::text`, false],
      [sql`${accounts.name}`, true],
      [sql`${planPayments.plan_name}`, true],
      [sql`${planPayments.amount}::text`, false],
      [sql`${planPayments.reference}`, true],
      [sql`to_char(${planPayments.createdAt} at time zone ${zone}, 'YYYY-MM-DD HH24:MI')`, false],
    ],
    table: planPayments,
    join: (query) => query.innerJoin(accounts, eq(accounts.account_id, planPayments.account_id)),
    keyset: [planPayments.createdAt, planPayments.plan_payment_id],
  });

const accountParent = { id: accounts.account_id, notFound: notFoundText.account };

export default async function accountSettingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const payments = resourceRoutes(app, planPaymentResource);
  nestedRoutes(app, planPaymentResource, payments, { parent: accountParent, column: planPayments.account_id, operations: { list: planPaymentOperations.ofAccount } });
  // The spec creates a credential with POST web_pay_credential {account_id, …}: below the account, the list only.
  const credentials = resourceRoutes(app, webPayCredentialResource);
  nestedRoutes(app, webPayCredentialResource, credentials, {
    parent: accountParent,
    column: webPayCredentials.account_id,
    operations: { list: webPayCredentialOperations.ofAccount },
  });

  // The export's refusals name the field (its dialog shows them under its dates): its query is checked as a body
  // is, after the path's id, before the route's own validation.
  const namingFields: RouteExtras = {
    preHandler: async (request) => {
      parse(idParams, request.params);
      parseBody(planPaymentSummaryQuery, request.query);
    },
  };
  route(
    app,
    planPaymentOperations.summary,
    async ({ params: { id }, query: { init_date, final_date }, reply }) => {
      const [account] = await db.select({ timezone: accounts.timezone }).from(accounts).where(eq(accounts.account_id, id)).limit(1);
      if (!account) throw notFound(notFoundText.account);
      const zone = zoneOf(account.timezone);
      // From init_date's 00:00 to the 00:00 after final_date, in the account's time zone: computed before the answer
      // starts, so a day PostgreSQL refuses is a 400, not a broken download.
      const [range] = await db
        .select({
          start: sql<string>`(${init_date}::date::timestamp at time zone ${zone})::text`,
          end: sql<string>`((${final_date}::date + 1)::timestamp at time zone ${zone})::text`,
        })
        .from(accounts)
        .where(eq(accounts.account_id, id));
      if (!range) throw notFound(notFoundText.account);
      const conditions = [eq(planPayments.account_id, id), gte(planPayments.createdAt, sql`${range.start}::timestamptz`), lt(planPayments.createdAt, sql`${range.end}::timestamptz`)];
      return sendCsv(reply, `pagos-cuenta-${id}-${init_date}-${final_date}.csv`, planPaymentCsv(zone)(db, conditions));
    },
    namingFields,
  );

  /** The account's configuration id: every account has one (a trigger creates it with the account). */
  const configurationOf = async (accountId: number) => {
    const [found] = await db
      .select({ id: accountConfigurations.account_configuration_id })
      .from(accountConfigurations)
      .where(eq(accountConfigurations.account_id, accountId))
      .limit(1);
    if (!found) throw notFound(notFoundText.account);
    return found.id;
  };

  route(app, accountConfigurationOperations.get, async ({ params: { id } }) => {
    const row = await accountConfigurationRows.find(db, await configurationOf(id));
    if (!row) throw notFound(notFoundText.accountStatus);
    return row;
  });

  route(app, accountConfigurationOperations.update, async ({ params: { id }, body, request }) => {
    if (Object.keys(body).length === 0) throw badRequest('No hay campos para actualizar');
    const { max_free_shippings_amount, ...changes } = body;
    const configurationId = await configurationOf(id);
    const { entries } = await audited(
      request,
      { rows: accountConfigurationRows, resource: accountConfigurationContract.path, id: configurationId, action: accountConfigurationOperations.update.audit },
      async (tx, before) => {
        if (!before) throw notFound(notFoundText.accountStatus);
        const block = changes.close_case_next_block_id;
        if (typeof block === 'number') {
          const owned = await tx
            .select({ id: blocks.block_id })
            .from(blocks)
            .innerJoin(flows, eq(flows.flow_id, blocks.flow_id))
            .where(and(eq(blocks.block_id, block), eq(flows.account_id, id)))
            .limit(1);
          if (owned.length === 0) throw badRequest(accountSettingsTexts.blockNotOfAccount, 'close_case_next_block_id');
        }
        const now = app.ctx.now();
        await tx.update(accountConfigurations).set({ ...changes, updatedAt: now }).where(eq(accountConfigurations.account_configuration_id, configurationId));
        // The status's value, edited in this form too: the status row's own stamp moves, not its 'last status change'.
        if (max_free_shippings_amount !== undefined) {
          await tx.update(accountStatuses).set({ max_free_shippings_amount: max_free_shippings_amount as number, updatedAt: now }).where(eq(accountStatuses.account_id, id));
        }
      },
    );
    return entries[0].after;
  });
}
