/**
 * What an account is linked to (document 3 §2–§7): its platforms — each with the bot's switch, its responding
 * mode, its confidence and the external account it is connected to —, its languages, and (messaging API) its
 * models, chosen from the SAM models.
 *
 *   GET   account/{id}/platforms                      the account's platforms (search by name, sorts, paging)
 *   GET   account/{id}/platform/{platform_id}         one of them (404 when it is not associated)
 *   PATCH account/{id}/platform/{platform_id}         {enabled?, responding_mode?, confidence?}
 *   POST  account/{id}/platform/{platform_id}         connect it: facebook and messenger {external_id, access_token}
 *                                                     (a page the user token manages), twitter {access_token, secret_token}
 *   POST  platform/{id}/associateAccount, /disassociateAccount   {account_id}
 *   POST  facebook/pages                              {facebook_access_token} → the pages it manages, never their tokens
 *   GET   platform_connect                            which providers the server is configured to reach
 *   GET   account/{id}/languages; POST language/{id}/associateAccount, /disassociateAccount   {account_id}
 *   messaging: the generic reads of `model`; GET account/{id}/models, /models/{model_id}, /sam_models (every model,
 *              each saying whether the account has it); POST account/{id}/models {model_id}; DELETE account/{id}/models/{model_id}
 *
 * Reading needs the item's own read permission (platform, language, model). The links are the account's
 * configuration: writing them needs the permission to update accounts, and the audit trail records them on
 * the account ('platform.assign', 'language.remove', 'model.assign'…), its rows carrying what it is linked to.
 *
 * Connecting talks to the provider's API at SOCIAL_FACEBOOK_URL (Facebook's Graph API, a versioned base) or X's
 * API v2 (SOCIAL_TWITTER_URL, its calls signed with OAuth 1.0a by the app's SOCIAL_TWITTER_CONSUMER_KEY and _SECRET;
 * config.social), outside the database transaction, with a 10 s time-out. Tokens are kept to talk to the provider
 * later and never answered, logged or recorded in the audit trail.
 */
import {
  accountContract,
  accountLinks,
  accountLinkTexts,
  accountModelOperations,
  accountPlatformContract,
  accountPlatformOperations,
  accountPlatformParams,
  connectProviderOf,
  languageContract,
  modelContract,
  platformConnectSchema,
  platformContract,
  ROW_VERSION,
  type AccountPlatformRow,
  type AuditAction,
  type ConnectProvider,
  type FacebookPage,
} from '@console/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OAuth } from 'oauth';
import { z } from 'zod';
import type { Config, TwitterApiConfig } from '../config';
import { accountLanguages, accountModels, accountPlatforms, accounts, languages, models, platformSubscriptions, platforms } from '../db/schema';
import type { Db, Tx } from '../db/client';
import { audited, wroteNothing } from '../lib/audit';
import { rowVersion } from '../lib/rows';
import { versionWhere } from '../lib/versions';
import { badRequest, HttpError, notFound, paged, parse, parseBody } from '../lib/http';
import { linkRoutes } from '../lib/link';
import { route, type RouteExtras } from '../lib/operation';
import { containsText, exists, linkedItems } from '../lib/query';
import { contractRows, listRoute, resourceList, resourceRoutes } from '../lib/resource';
import { notFoundText } from '../lib/texts';
import { account } from './accounts';

/**
 * The account's rows in the audit trail of its links: the account's own row and what it is linked to —
 * platforms with their settings, their connections (never a token), languages and models — so that a
 * record's before and after show the change.
 */
export const accountLinkRows = contractRows({
  ...account,
  detail: {
    Platforms: linkedItems({
      owner: accounts.account_id,
      link: [accountPlatforms.account_id, accountPlatforms.platform_id],
      item: platforms.platform_id,
      fields: {
        platform_id: platforms.platform_id,
        name: platforms.name,
        enabled: accountPlatforms.enabled,
        responding_mode: accountPlatforms.responding_mode,
        confidence: accountPlatforms.confidence,
      },
    }),
    Subscriptions: linkedItems({
      owner: accounts.account_id,
      link: [platformSubscriptions.account_id, platformSubscriptions.platform_id],
      item: platforms.platform_id,
      fields: { platform: platforms.name, external_id: platformSubscriptions.external_id, name: platformSubscriptions.name, subscribed: platformSubscriptions.subscribed },
      orderBy: platforms.name,
    }),
    Languages: linkedItems({
      owner: accounts.account_id,
      link: [accountLanguages.account_id, accountLanguages.language_id],
      item: languages.language_id,
      fields: { language_id: languages.language_id, name: languages.name },
    }),
    Models: linkedItems({
      owner: accounts.account_id,
      link: [accountModels.account_id, accountModels.model_id],
      item: models.model_id,
      fields: { model_id: models.model_id, name: models.name },
    }),
  },
});

const accountLinked = (text: string, field: string) => new HttpError(409, text, {}, field);

async function assertAccount(db: Db, id: number) {
  if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
}

/**
 * A write of the account's links, recorded on the account in its transaction (the account row locked: writes
 * of one account's links take turns). An unknown account is `unknownAccount`: 404, or 400 when the body names it.
 */
async function changeAccount<T>(
  request: FastifyRequest,
  accountId: number,
  action: AuditAction,
  write: (tx: Tx) => Promise<T>,
  { unknownAccount = notFound(notFoundText.account), version }: { unknownAccount?: HttpError; version?: (tx: Tx) => Promise<string | undefined> } = {},
) {
  const { result } = await audited(request, { rows: accountLinkRows, resource: accountContract.path, id: accountId, action, version }, async (tx, before) => {
    if (!before) throw unknownAccount;
    return write(tx);
  });
  return result;
}
const unknownBodyAccount = () => badRequest(notFoundText.account, 'account_id');

// ---- The account's platforms ------------------------------------------------------------------------

/**
 * The row of an account's platform: the catalogue platform's name, title, description and icon, the link's
 * settings and date, and its connection (never a token). Written out rather than by the machine: the link
 * table's key is the pair (account, platform), and an account has a handful of platforms.
 */
const platformColumns = {
  platform_id: accountPlatforms.platform_id,
  name: platforms.name,
  title: platforms.title,
  description: platforms.description,
  icon: platforms.icon,
  enabled: accountPlatforms.enabled,
  responding_mode: accountPlatforms.responding_mode,
  confidence: accountPlatforms.confidence,
  createdAt: accountPlatforms.createdAt,
  // The link's version: what a change of its settings sends as If-Match.
  [ROW_VERSION]: rowVersion(accountPlatforms),
  external_id: platformSubscriptions.external_id,
  connectedName: platformSubscriptions.name,
  subscribed: platformSubscriptions.subscribed,
};
const PLATFORM_SORTS: Record<string, PgColumn> = { platform_id: accountPlatforms.platform_id, name: platforms.name, createdAt: accountPlatforms.createdAt };

/** `?sort=` of the account's platforms (then by platform id), or the contract's default. */
function platformOrder(sort = accountPlatformContract.list?.defaultSort ?? 'platform_id'): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  const key = sort.replace(/^-/, '');
  return key === 'platform_id' ? [direction(accountPlatforms.platform_id)] : [direction(PLATFORM_SORTS[key]), direction(accountPlatforms.platform_id)];
}

async function platformRows(tx: Tx, where: SQL | undefined, orderBy: SQL[], page?: { limit: number; offset: number }): Promise<AccountPlatformRow[]> {
  const query = tx
    .select(platformColumns)
    .from(accountPlatforms)
    .innerJoin(platforms, eq(platforms.platform_id, accountPlatforms.platform_id))
    .leftJoin(
      platformSubscriptions,
      and(eq(platformSubscriptions.account_id, accountPlatforms.account_id), eq(platformSubscriptions.platform_id, accountPlatforms.platform_id)),
    )
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ external_id, connectedName, subscribed, createdAt, responding_mode, ...row }) => ({
    ...row,
    // The column's check constraint (account_platforms_responding_mode) holds it to the contract's choices.
    responding_mode: responding_mode as AccountPlatformRow['responding_mode'],
    createdAt: createdAt.toISOString(),
    Subscription: external_id === null ? null : { platform: row.name, external_id, name: connectedName ?? '', subscribed: subscribed ?? false },
  }));
}

/** The account's platform, or 404 'La plataforma no está asociada a la cuenta'. */
async function linkedPlatform(tx: Tx, accountId: number, platformId: number) {
  const [row] = await platformRows(tx, and(eq(accountPlatforms.account_id, accountId), eq(accountPlatforms.platform_id, platformId)), []);
  if (!row) throw notFound(accountLinks.platforms.texts.notLinked);
  return row;
}

// ---- The providers (Facebook's Graph API, X's) -------------------------------------------------------

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Facebook's Graph API at SOCIAL_FACEBOOK_URL, a versioned base ('https://graph.facebook.com/v21.0'). GET
 * /me/accounts answers the fields asked for only: the pages a user token manages, each with its own page token, a
 * page of them at a time (`paging.cursors.after` while `paging.next` says there are more).
 */
const PAGE_FIELDS = 'id,name,category,access_token';
const PAGES_PER_REQUEST = '100';
/** At most this many requests of pages (1,000 pages): a token that manages more is refused rather than truncated. */
const MAX_PAGE_REQUESTS = 10;
const graphPagesSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1).max(100), name: z.string().max(200), category: z.string().default(''), access_token: z.string().min(1) })),
  paging: z.object({ cursors: z.object({ after: z.string().min(1) }).optional(), next: z.string().optional() }).optional(),
});
/** What the app receives of a page it connects (POST /{page-id}/subscribed_apps requires naming them): the Messenger events a bot answers. */
const SUBSCRIBED_FIELDS = ['messages', 'messaging_postbacks', 'messaging_optins', 'messaging_referrals', 'message_deliveries', 'message_reads'].join(',');
/** Graph's refusal: `{error: {message, type, code, error_subcode?, fbtrace_id}}`. */
const graphErrorSchema = z.object({ error: z.object({ type: z.string().optional(), code: z.number().optional(), error_subcode: z.number().optional() }) });
const subscribedSchema = z.object({ success: z.literal(true) });
/** X's GET /2/users/me: the user of the access token, `{data: {id, name, username}}` (ids are strings in v2). */
const xMeSchema = z.object({ data: z.object({ id: z.string().min(1).max(100), name: z.string().max(200), username: z.string().max(100) }) });
/** X's refusal (v2): a problem object, `{title, type, status, detail}`. */
const xErrorSchema = z.object({ title: z.string().max(200), status: z.number().optional() });

/** What a platform is connected to, as platform_subscriptions keeps it. */
interface Connection {
  external_id: string;
  name: string;
  access_token: string;
  secret_token: string | null;
}

/** How the server reaches the provider's API (config.social), or 503 when it is not configured to. */
function providerOf<P extends ConnectProvider>(app: FastifyInstance, provider: P): NonNullable<Config['social'][P]> {
  const reached = app.ctx.config.social[provider];
  if (!reached) throw new HttpError(503, accountLinkTexts.notConfigured(provider));
  return reached;
}

/**
 * A call to a provider's API, its JSON answer read with `schema`: anything else (unreachable, time-out, not 2xx,
 * another shape) throws. `authorization`: the request's Authorization header (X's OAuth 1.0a signature).
 */
async function providerCall<S extends z.ZodType>(method: 'GET' | 'POST', url: string, schema: S, authorization?: string): Promise<z.output<S>> {
  const headers = { accept: 'application/json', ...(authorization && { authorization }) };
  const response = await fetch(url, { method, headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) {
    // Graph's error says which (an expired token: OAuthException 190), X's its title ('Unauthorized'); never a
    // message, which may quote a token.
    const answer: unknown = await response.json().catch(() => null);
    const refusal = graphErrorSchema.safeParse(answer).data?.error;
    const parts = refusal ? [refusal.type, refusal.code, refusal.error_subcode] : [xErrorSchema.safeParse(answer).data?.title];
    const kind = parts.some((part) => part !== undefined) ? ` (${parts.filter((part) => part !== undefined).join(' ')})` : '';
    throw new Error(`the provider answered ${response.status}${kind}`);
  }
  return schema.parse(await response.json());
}

/** The provider's calls of one request: a failure is logged (without the URL: it carries tokens) and answered 502 with `text`. */
async function throughProvider<T>(request: FastifyRequest, provider: ConnectProvider, text: string, calls: () => Promise<T>): Promise<T> {
  try {
    return await calls();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.warn({ provider, reason: error instanceof Error ? error.message : String(error) }, 'platform provider call failed');
    throw new HttpError(502, text);
  }
}

const queryString = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Every page a Facebook user token manages, with their page tokens, following Graph's cursors. */
async function facebookPages(base: string, userToken: string): Promise<z.output<typeof graphPagesSchema>['data']> {
  const pages: z.output<typeof graphPagesSchema>['data'] = [];
  let after: string | undefined;
  for (let request = 0; request < MAX_PAGE_REQUESTS; request += 1) {
    const query = { fields: PAGE_FIELDS, limit: PAGES_PER_REQUEST, ...(after && { after }), access_token: userToken };
    const { data, paging } = await providerCall('GET', `${base}/me/accounts?${queryString(query)}`, graphPagesSchema);
    pages.push(...data);
    after = paging?.next ? paging.cursors?.after : undefined;
    if (!after) return pages;
  }
  throw new Error(`the token manages more than ${MAX_PAGE_REQUESTS * Number(PAGES_PER_REQUEST)} pages`);
}

const [facebookConnectSchema, twitterConnectSchema] = platformConnectSchema.options;

/**
 * Facebook and Messenger: the page must be one the user token manages; the app is subscribed to it with the
 * page's own token, which is what is kept.
 */
async function connectFacebook(request: FastifyRequest, base: string, { external_id, access_token }: z.output<typeof facebookConnectSchema>): Promise<Connection> {
  return throughProvider(request, 'facebook', accountLinkTexts.connectFailed, async () => {
    const page = (await facebookPages(base, access_token)).find((candidate) => candidate.id === external_id);
    if (!page) throw badRequest(accountLinkTexts.pageNotFound, 'external_id');
    const subscription = queryString({ subscribed_fields: SUBSCRIBED_FIELDS, access_token: page.access_token });
    await providerCall('POST', `${base}/${encodeURIComponent(page.id)}/subscribed_apps?${subscription}`, subscribedSchema);
    return { external_id: page.id, name: page.name, access_token: page.access_token, secret_token: null };
  });
}

/**
 * X: the user of an OAuth 1.0a access token and its secret, GET {base}/users/me signed with HMAC-SHA1 by the app's
 * consumer key and secret (the `oauth` package's signer: RFC 5849's base string, nonce and timestamp).
 */
async function connectTwitter(request: FastifyRequest, x: TwitterApiConfig, { access_token, secret_token }: z.output<typeof twitterConnectSchema>): Promise<Connection> {
  const url = `${x.url}/users/me`;
  // Only its signer is used (no token endpoints): the request itself goes through fetch, with its time-out.
  const signer = new OAuth('', '', x.consumerKey, x.consumerSecret, '1.0', null, 'HMAC-SHA1');
  const { data: user } = await throughProvider(request, 'twitter', accountLinkTexts.connectFailed, () =>
    providerCall('GET', url, xMeSchema, signer.authHeader(url, access_token, secret_token, 'GET')),
  );
  return { external_id: user.id, name: user.name, access_token, secret_token };
}

export default async function accountLinkRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const languageList = resourceList(db, { contract: languageContract, table: languages });
  const { ofAccount, get, update, connect, associate, dissociate, facebookPages: listPages, connectStatus } = accountPlatformOperations;

  route(app, ofAccount, async ({ params: { id }, query }) => {
    await assertAccount(db, id);
    const where = and(eq(accountPlatforms.account_id, id), containsText(platforms.name, query.name as string | undefined));
    return paged(query, (limit, offset) => platformRows(db, where, platformOrder(query.sort), { limit, offset }));
  });

  route(app, get, async ({ params: { id, platform_id } }) => {
    await assertAccount(db, id);
    return linkedPlatform(db, id, platform_id);
  });

  route(app, update, async ({ params: { id, platform_id }, body: changes, request }) => {
    if (Object.keys(changes).length === 0) throw badRequest('No hay campos para actualizar');
    const link = and(eq(accountPlatforms.account_id, id), eq(accountPlatforms.platform_id, platform_id));
    return changeAccount(
      request,
      id,
      update.audit,
      async (tx) => {
        const changed = await tx
          .update(accountPlatforms)
          .set({ ...changes, updatedAt: app.ctx.now() })
          .where(link)
          .returning({ platform_id: accountPlatforms.platform_id });
        if (changed.length === 0) throw notFound(accountLinks.platforms.texts.notLinked);
        return linkedPlatform(tx, id, platform_id);
      },
      // If-Match names the version of the account's platform the editor saw (its row answers it).
      { version: (tx) => versionWhere(tx, accountPlatforms, link) },
    );
  });

  // The body is the provider's: checked as the platform's provider reads it (its refusals name that provider's
  // fields) once the platform is known to be the account's and connectable, before the configuration: a wrong
  // body is wrong on any server.
  const providerBody: RouteExtras = {
    preHandler: async (request) => {
      const { id, platform_id } = parse(accountPlatformParams, request.params);
      await assertAccount(db, id);
      const provider = connectProviderOf((await linkedPlatform(db, id, platform_id)).name);
      if (!provider) throw badRequest(accountLinkTexts.notConnectable);
      parseBody(provider === 'facebook' ? facebookConnectSchema : twitterConnectSchema, request.body);
    },
  };
  route(
    app,
    connect,
    async ({ params: { id, platform_id }, body, request }) => {
      // Facebook's body (Facebook and Messenger) names the page; Twitter's does not.
      const connection =
        'external_id' in body
          ? await connectFacebook(request, providerOf(app, 'facebook'), body)
          : await connectTwitter(request, providerOf(app, 'twitter'), body);
      return changeAccount(request, id, connect.audit, async (tx) => {
        // Dissociated while the provider answered: nothing to connect.
        await linkedPlatform(tx, id, platform_id);
        // One connection per platform of the account: a new page or profile replaces the previous one.
        const values = { ...connection, subscribed: true, updatedAt: app.ctx.now() };
        await tx
          .insert(platformSubscriptions)
          .values({ account_id: id, platform_id, ...values })
          .onConflictDoUpdate({ target: [platformSubscriptions.account_id, platformSubscriptions.platform_id], set: values });
        return linkedPlatform(tx, id, platform_id);
      });
    },
    providerBody,
  );

  route(app, associate, async ({ params: { id }, body: { account_id }, request }) => {
    if (!(await exists(db, platforms, platforms.platform_id, id))) throw notFound(platformContract.texts.notFound);
    return changeAccount(
      request,
      account_id,
      associate.audit,
      async (tx) => {
        // Already associated: the link's primary key decides.
        const created = await tx.insert(accountPlatforms).values({ account_id, platform_id: id }).onConflictDoNothing().returning({ platform_id: accountPlatforms.platform_id });
        if (created.length === 0) throw accountLinked(accountLinks.platforms.texts.duplicate, 'account_id');
        return linkedPlatform(tx, account_id, id);
      },
      { unknownAccount: unknownBodyAccount() },
    );
  });

  route(app, dissociate, async ({ params: { id }, body: { account_id }, request }) => {
    if (!(await exists(db, platforms, platforms.platform_id, id))) throw notFound(platformContract.texts.notFound);
    return changeAccount(
      request,
      account_id,
      dissociate.audit,
      async (tx) => {
        const removed = await linkedPlatform(tx, account_id, id);
        // Its connection goes with it (platform_subscriptions' foreign key cascades).
        await tx.delete(accountPlatforms).where(and(eq(accountPlatforms.account_id, account_id), eq(accountPlatforms.platform_id, id)));
        return removed;
      },
      { unknownAccount: unknownBodyAccount() },
    );
  });

  route(app, listPages, async ({ body: { facebook_access_token }, request }) => {
    const base = providerOf(app, 'facebook');
    const pages = await throughProvider(request, 'facebook', accountLinkTexts.facebookPagesFailed, () => facebookPages(base, facebook_access_token));
    // It reads the provider and writes nothing.
    wroteNothing(request);
    return pages.map(({ id, name, category }): FacebookPage => ({ id, name, category }));
  });

  route(app, connectStatus, async () => {
    const { facebook, twitter } = app.ctx.config.social;
    return { facebook: Boolean(facebook), twitter: Boolean(twitter) };
  });

  // ---- The account's languages ------------------------------------------------------------------------

  // GET account/{id}/languages; POST language/{id}/associateAccount and /disassociateAccount {account_id}: each answers the language.
  linkRoutes(app, accountLinks.languages, {
    junction: { table: accountLanguages, owner: accountLanguages.account_id, item: accountLanguages.language_id },
    owners: accountLinkRows,
    items: languageList.rows,
    answers: 'item',
    list: languageList,
  });
}

/** Messaging API: the models (read-only here: the models service publishes them) and an account's. */
export async function accountModelRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const machine = resourceRoutes(app, { contract: modelContract, table: models });
  const { get, sam } = accountModelOperations;
  const isLinked = async (tx: Tx, accountId: number, modelId: number) =>
    (await tx.select({ id: accountModels.model_id }).from(accountModels).where(and(eq(accountModels.account_id, accountId), eq(accountModels.model_id, modelId))).limit(1)).length > 0;

  route(app, get, async ({ params: { id, model_id } }) => {
    await assertAccount(db, id);
    if (!(await isLinked(db, id, model_id))) throw notFound(accountLinks.models.texts.notLinked);
    return machine.rows.find(db, model_id);
  });

  /** Every model (the SAM models), each saying whether the account has it: the page, then its ids' links. */
  listRoute(app, sam, async ({ params: { id }, query }) => {
    await assertAccount(db, id);
    const page = await machine.list(query);
    const ids = page.resource.map((row) => row[modelContract.id] as number);
    const linked = new Set(
      ids.length === 0 ? [] : (await db.select({ id: accountModels.model_id }).from(accountModels).where(and(eq(accountModels.account_id, id), inArray(accountModels.model_id, ids)))).map((link) => link.id),
    );
    return { ...page, resource: page.resource.map((row) => ({ ...row, associated: linked.has(row[modelContract.id] as number) })) };
  });

  // GET account/{id}/models; POST account/{id}/models {model_id}; DELETE account/{id}/models/{model_id}: each answers the model.
  linkRoutes(app, accountLinks.models, {
    junction: { table: accountModels, owner: accountModels.account_id, item: accountModels.model_id },
    owners: accountLinkRows,
    items: machine.rows,
    answers: 'item',
    list: machine,
  });
}
