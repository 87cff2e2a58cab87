/**
 * Accounts (spec 2.7, 7.3, 7.8; document 3 section 3): the generic calls — list with name search, detail,
 * create (with its username and status row, in one transaction), update, delete — and the account status.
 * Delete is a hard delete: the account's status row, lists and admin links go with it (cascades).
 */
import { accountCreateSchema, accountUpdateSchema } from '@console/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, accountStatuses, organizations } from '../db/schema';
import { idParams, notFound, ok, parse } from '../lib/http';
import { containsText, exists } from '../lib/query';
import { resourceRoutes } from '../lib/resource';
import { resourceRows } from '../lib/rows';
import { notFoundText } from '../lib/texts';
import { accountUsername } from '../lib/username';

/** The account as every account call answers it (list rows included: the edit row needs the fields). */
export const accountColumns = {
  account_id: accounts.account_id,
  name: accounts.name,
  type: accounts.type,
  organization_id: accounts.organization_id,
  createdAt: accounts.createdAt,
  image_dashboard: accounts.image_dashboard,
  main_color_dashboard: accounts.main_color_dashboard,
  timezone: accounts.timezone,
  username: accounts.username,
  is_active: accounts.is_active,
  Organization: { organization_id: organizations.organization_id, name: organizations.name },
};

/** Accounts joined to their organization (one query, no N+1). */
export const accountRows = resourceRows({
  table: accounts,
  id: accounts.account_id,
  columns: accountColumns,
  join: (query) => query.innerJoin(organizations, eq(organizations.organization_id, accounts.organization_id)),
});

export const accountStatusColumns = {
  account_status_id: accountStatuses.account_status_id,
  account_name: accountStatuses.account_name,
  bot_template: accountStatuses.bot_template,
  source: accountStatuses.source,
  account_type: accountStatuses.account_type,
  payment_enabled: accountStatuses.payment_enabled,
  payment_validated: accountStatuses.payment_validated,
  bot_enabled: accountStatuses.bot_enabled,
  products_enabled: accountStatuses.products_enabled,
  kanguro_status: accountStatuses.kanguro_status,
  max_free_shippings: accountStatuses.max_free_shippings,
  max_free_shippings_amount: accountStatuses.max_free_shippings_amount,
  free_shippings_count: accountStatuses.free_shippings_count,
  total_amount_free_shippings: accountStatuses.total_amount_free_shippings,
  shippings_count: accountStatuses.shippings_count,
  total_amount_shippings: accountStatuses.total_amount_shippings,
  free_shippings_end_date: accountStatuses.free_shippings_end_date,
  top_product: accountStatuses.top_product,
  updated_at: accountStatuses.updated_at,
  createdAt: accountStatuses.createdAt,
  updatedAt: accountStatuses.updatedAt,
};

export default async function accountRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  resourceRoutes(app, {
    path: 'account',
    rows: accountRows,
    notFound: notFoundText.account,
    list: { where: (query) => [containsText(accounts.name, query.name)] },
    create: {
      schema: accountCreateSchema,
      // An unknown organization is refused by the foreign key (400 'La organización no existe').
      values: (body) => ({ name: body.name, type: body.type, organization_id: body.organization_id }),
      async after(tx, id, body) {
        await tx.update(accounts).set({ username: accountUsername(body.name, id) }).where(eq(accounts.account_id, id));
        await tx.insert(accountStatuses).values({ account_id: id, account_name: body.name, account_type: body.type });
      },
    },
    update: { schema: accountUpdateSchema },
    remove: {},
  });

  app.get('/account/:id/status', async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    const [status] = await db
      .select(accountStatusColumns)
      .from(accountStatuses)
      .where(eq(accountStatuses.account_id, id))
      .limit(1);
    if (!status) throw notFound(notFoundText.accountStatus);
    return ok(status);
  });
}
