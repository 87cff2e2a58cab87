/**
 * An account's users, their values of the account's variables and their breadcrumbs (document 3 §2–§8): the
 * generic calls of `user` (soft delete), `user_attribute_value` (PATCH of the value only) and `breadcrumb`
 * (PATCH, DELETE), and
 *
 *   GET    account/{id}/users?platform=             the account's live users of one platform (the user list query)
 *   GET    user/search?text=&platform=&account_id=  the same list, searched (paged)
 *   PATCH  user/{id}/updateBotStatus                {user_id, platform, bot_enabled}: the bot's switch
 *   DELETE user/{id}/hard                           the user for good, with its values and breadcrumbs (cascades)
 *   GET    account/{id}/user_attributes/{user_id}   the user's values (by the variable's name)
 *   PATCH  account/{id}/user_attributes/{user_id}   {user_attribute_value_ids, value}: one value for the selection
 *   GET    account/{id}/breadcrumbs?platform=&user_id=&start_time=&end_time=   newest first
 *   DELETE account/{id}/breadcrumbs                 {breadcrumb_ids}: the selection, all of the account or none
 *
 * `text` searches "first_name last_name screen_name phone_number" (users_search_trgm_idx) and, when it is a
 * whole number, the user's id exactly. An account's users of a platform are served by users_account_platform_idx
 * (live ones, newest first); a user's breadcrumbs of one platform by breadcrumbs_user_idx, an account's by
 * breadcrumbs_account_idx, and of every platform (no `platform`) by breadcrumbs_user_time_idx and
 * breadcrumbs_account_time_idx, all (…, updated_at desc, breadcrumb_id desc): the order lists give them. Measured at 1M breadcrumbs with
 * `pnpm --filter api bench:breadcrumbs`.
 */
import {
  breadcrumbContract,
  breadcrumbOperations,
  userAttributeValueContract,
  userContract,
  userOperations,
  userTexts,
  userValueOperations,
} from '@console/contracts';
import { and, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { accounts, breadcrumbs, userAttributes, userAttributeValues, users } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { containsText, exists, qualified } from '../lib/query';
import { contractRows, listRoute, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

/** The search expression of users_search_trgm_idx, exactly as the index writes it. */
export const userSearchText = sql`(${users.first_name} || ' ' || ${users.last_name} || ' ' || ${users.screen_name} || ' ' || ${users.phone_number})`;
/** PostgreSQL's integer: a larger whole number is no user's id (it is still searched as text). */
const MAX_ID = 2_147_483_647;

export const userResource: ResourceDescription = {
  contract: userContract,
  table: users,
  list: {
    search: {
      text: (text) => {
        const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
        return or(containsText(userSearchText, text), id > 0 && id <= MAX_ID ? eq(users.user_id, id) : undefined);
      },
    },
    // Live users only; a soft-deleted one is still read by its id (GET user/{id}).
    where: (query) => [
      isNull(users.deletedAt),
      query.platform === undefined ? undefined : eq(users.platform_id, query.platform as number),
      query.account_id === undefined ? undefined : eq(users.account_id, query.account_id as number),
    ],
  },
};
export const userRows = contractRows(userResource);

/**
 * The values whose variable's name contains `text`: a semi-join on the variables (a few per account) that the values'
 * index by variable then serves, where a correlated subquery read every value's variable.
 */
const valuesNamed = (text: string) => {
  const named = containsText(sql`ua."name"`, text);
  return named && sql`${qualified(userAttributeValues.user_attribute_id)} in (select ua."user_attribute_id" from "user_attributes" ua where ${named})`;
};

/** A value's variable (its name and type are the row's; its name orders the list's pages). */
const withVariable = (query: PgSelect) => query.innerJoin(userAttributes, eq(userAttributes.user_attribute_id, userAttributeValues.user_attribute_id));

export const userValueResource: ResourceDescription = {
  contract: userAttributeValueContract,
  table: userAttributeValues,
  columns: { name: userAttributes.name, type: userAttributes.type },
  join: withVariable,
  list: {
    search: { name: valuesNamed },
    // By the variable's name through a join: user_attributes_name_idx and user_attribute_values_attribute_idx walk it.
    sort: { name: userAttributes.name },
    pageJoin: withVariable,
    where: (query) => [query.user_id === undefined ? undefined : eq(userAttributeValues.user_id, query.user_id as number)],
  },
};
export const userValueRows = contractRows(userValueResource);

export const breadcrumbResource: ResourceDescription = {
  contract: breadcrumbContract,
  table: breadcrumbs,
  list: {
    // The indexes are (…, updated_at desc nulls last, breadcrumb_id desc nulls last): only this order walks them.
    order: [sql`${breadcrumbs.updatedAt} desc nulls last`, sql`${breadcrumbs.breadcrumb_id} desc nulls last`],
    where(query) {
      const { platform, user_id, account_id, start_time, end_time } = query as {
        platform?: number;
        user_id?: number;
        account_id?: number;
        start_time?: string;
        end_time?: string;
      };
      if (start_time && end_time && Date.parse(start_time) > Date.parse(end_time)) {
        throw badRequest('El inicio no puede ser posterior al fin (campo start_time)', 'start_time');
      }
      return [
        account_id === undefined ? undefined : eq(breadcrumbs.account_id, account_id),
        user_id === undefined ? undefined : eq(breadcrumbs.user_id, user_id),
        platform === undefined ? undefined : eq(breadcrumbs.platform_id, platform),
        start_time ? gte(breadcrumbs.updatedAt, new Date(start_time)) : undefined,
        end_time ? lte(breadcrumbs.updatedAt, new Date(end_time)) : undefined,
      ];
    },
  },
};
export const breadcrumbRows = contractRows(breadcrumbResource);

const noPlatform = () => badRequest(userTexts.noPlatform, 'platform');
const distinct = (ids: number[]) => [...new Set(ids)];

export default async function userRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const userMachine = resourceRoutes(app, userResource);
  const values = resourceRoutes(app, userValueResource);
  const breadcrumbMachine = resourceRoutes(app, breadcrumbResource);
  const assertAccount = async (id: number) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
  };

  listRoute(app, userOperations.ofAccount, async ({ params: { id }, query }) => {
    if (query.platform === undefined) throw noPlatform();
    await assertAccount(id);
    return userMachine.list(query, eq(users.account_id, id));
  });

  listRoute(app, userOperations.search, async ({ query }) => {
    if (query.platform === undefined) throw noPlatform();
    if (query.account_id === undefined) throw badRequest(userTexts.noAccount, 'account_id');
    return userMachine.list(query);
  });

  const { updateBotStatus, hardDelete } = userOperations;
  route(app, updateBotStatus, async ({ params: { id }, body, request }) => {
    if (body.user_id !== id) throw badRequest(userTexts.userMismatch, 'user_id');
    const { entries } = await audited(request, { rows: userRows, resource: userContract.path, id, action: updateBotStatus.audit }, async (tx, before) => {
      if (!before || before.deletedAt) throw notFound(userContract.texts.notFound);
      if (before.platform_id !== body.platform) throw badRequest(userTexts.wrongPlatform, 'platform');
      await tx.update(users).set({ bot_enabled: body.bot_enabled, updatedAt: app.ctx.now() }).where(eq(users.user_id, id));
    });
    return entries[0].after;
  });

  route(app, hardDelete, async ({ params: { id }, request }) => {
    // A soft-deleted user too; its values and breadcrumbs go with it (their foreign keys cascade).
    const { entries } = await audited(request, { rows: userRows, resource: userContract.path, id, action: hardDelete.audit }, async (tx, before) => {
      if (!before) throw notFound(userContract.texts.notFound);
      await tx.delete(users).where(eq(users.user_id, id));
    });
    return entries[0].before;
  });

  /** The user, of that account (a soft-deleted one too), or a 404. */
  const assertAccountUser = async (accountId: number, userId: number) => {
    await assertAccount(accountId);
    const found = await db
      .select({ id: users.user_id })
      .from(users)
      .where(and(eq(users.user_id, userId), eq(users.account_id, accountId)))
      .limit(1);
    if (found.length === 0) throw notFound(userContract.texts.notFound);
  };

  listRoute(app, userValueOperations.ofUser, async ({ params: { id, user_id }, query }) => {
    await assertAccountUser(id, user_id);
    return values.list(query, eq(userAttributeValues.user_id, user_id));
  });

  const { updateMany } = userValueOperations;
  route(app, updateMany, async ({ params: { id, user_id }, body, request }) => {
    await assertAccountUser(id, user_id);
    const ids = distinct(body.user_attribute_value_ids);
    const { entries } = await audited(
      request,
      { rows: userValueRows, resource: userAttributeValueContract.path, id: ids, action: updateMany.audit },
      async (tx) => {
        // Locked already (audited): every one must be the user's, or nothing changes.
        const mine = and(inArray(userAttributeValues.user_attribute_value_id, ids), eq(userAttributeValues.user_id, user_id));
        const [{ n }] = await tx.select({ n: count() }).from(userAttributeValues).where(mine);
        if (n !== ids.length) throw new HttpError(404, userTexts.valueNotOfUser, {}, 'user_attribute_value_ids');
        await tx.update(userAttributeValues).set({ value: body.value, updatedAt: app.ctx.now() }).where(mine);
      },
    );
    return entries.map((entry) => entry.after);
  });

  listRoute(app, breadcrumbOperations.ofAccount, async ({ params: { id }, query }) => {
    await assertAccount(id);
    return breadcrumbMachine.list(query, eq(breadcrumbs.account_id, id));
  });

  const { removeMany } = breadcrumbOperations;
  route(app, removeMany, async ({ params: { id }, body, request }) => {
    await assertAccount(id);
    const ids = distinct(body.breadcrumb_ids);
    const { result } = await audited(request, { rows: breadcrumbRows, resource: breadcrumbContract.path, id: ids, action: removeMany.audit }, async (tx) => {
      const deleted = await tx
        .delete(breadcrumbs)
        .where(and(inArray(breadcrumbs.breadcrumb_id, ids), eq(breadcrumbs.account_id, id)))
        .returning({ id: breadcrumbs.breadcrumb_id });
      // All of the account, or none deleted (the transaction rolls the others back).
      if (deleted.length !== ids.length) throw new HttpError(404, userTexts.breadcrumbNotOfAccount, {}, 'breadcrumb_ids');
      return deleted.length;
    });
    return { deleted: result };
  });
}
