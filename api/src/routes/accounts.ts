/**
 * Accounts (spec 2.7, 7.3, 7.8; document 3 section 3): list with name search, detail, create (with its
 * status row, in one transaction), update, and the account status.
 */
import { accountCreateSchema, accountUpdateSchema } from '@console/shared/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accounts, accountStatuses, organizations } from '../db/schema';
import { badRequest, idParams, notFound, ok, paged, pagedQuery, parse } from '../lib/http';
import { containsText, exists } from '../lib/query';
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

/** Accounts joined to their organization (one query, no N+1); callers add where/order/limit. */
export const selectAccounts = (db: Db) =>
  db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(organizations, eq(organizations.organization_id, accounts.organization_id))
    .$dynamic();

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

  const findAccount = async (id: number) => {
    const [row] = await selectAccounts(db).where(eq(accounts.account_id, id)).limit(1);
    return row;
  };

  app.get('/account', async (request) => {
    const query = parse(pagedQuery, request.query);
    return paged(query, (limit, offset) =>
      selectAccounts(db)
        .where(containsText(accounts.name, query.name))
        .orderBy(desc(accounts.account_id))
        .limit(limit)
        .offset(offset),
    );
  });

  app.get('/account/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const account = await findAccount(id);
    if (!account) throw notFound(notFoundText.account);
    return ok(account);
  });

  app.post('/account', async (request, reply) => {
    const body = parse(accountCreateSchema, request.body);
    if (!(await exists(db, organizations, organizations.organization_id, body.organization_id))) {
      throw badRequest(notFoundText.organization);
    }
    const accountId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({ name: body.name, type: body.type, organization_id: body.organization_id })
        .returning({ account_id: accounts.account_id });
      await tx
        .update(accounts)
        .set({ username: accountUsername(body.name, created.account_id) })
        .where(eq(accounts.account_id, created.account_id));
      await tx
        .insert(accountStatuses)
        .values({ account_id: created.account_id, account_name: body.name, account_type: body.type });
      return created.account_id;
    });
    reply.code(201);
    return ok(await findAccount(accountId));
  });

  app.patch('/account/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const body = parse(accountUpdateSchema, request.body);
    if (Object.keys(body).length === 0) throw badRequest('No hay campos para actualizar');
    const updated = await db
      .update(accounts)
      .set({ ...body, updatedAt: app.ctx.now() })
      .where(eq(accounts.account_id, id))
      .returning({ account_id: accounts.account_id });
    if (updated.length === 0) throw notFound(notFoundText.account);
    return ok(await findAccount(id));
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
