/**
 * What an account is linked to (issue 15): its platforms — their settings, association and connection through
 * Facebook's recorded Graph API and X's recorded API (OAuth 1.0a signatures checked) —, languages, models (messaging API), lists at the
 * spec's paths, admins and extensions created in it, and the merge of its Languages and Platforms. Tokens are never
 * answered nor recorded. Generic calls of `list` and `model`: contracts.test.ts.
 */
import { accountPlatformContract, type AuditAction } from '@console/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountModels, admins, auditLog, extensions, languages, platformSubscriptions, platforms } from '../src/db/schema';
import { accessTokenFor, backgroundEnded, bearer, demoDatabase, json, makeApp, type Method, type TestApp } from './helpers';
import { replay, type Replay } from './recorded/replay';

/**
 * Facebook's Graph API is a replay of its recorded contract (recorded/graph-*.json: the documented requests and
 * answers of GET /me/accounts and POST /{page-id}/subscribed_apps), which refuses any request the recording does
 * not have: a request without `fields` or `subscribed_fields` fails here. The tokens it knows:
 */
const GRAPH_TOKENS = {
  /** A Facebook user token managing three pages (answered in two pages of results). */
  user: 'fb-user-token',
  /** A Facebook user token managing none. */
  noPages: 'fb-user-without-pages',
  /** An expired one (Graph's OAuthException 190). */
  expired: 'caducado',
} as const;
/** The pages of GRAPH_TOKENS.user; 'Tienda Sur' cannot be subscribed (its token lacks pages_messaging). */
const GRAPH_PAGES = [
  { id: '1001', name: 'Farmacia Norte', category: 'Salud', access_token: 'page-token-1001' },
  { id: '1002', name: 'Farmacia Centro', category: 'Salud', access_token: 'page-token-1002' },
  { id: '1003', name: 'Tienda Sur', category: 'Comercio', access_token: 'page-token-1003' },
];

/**
 * X's API v2 is a replay of its recorded contract (recorded/x-users-me.json: GET /2/users/me), which answers only a
 * request signed with OAuth 1.0a by the recorded app and access token (the replay checks the HMAC-SHA1 signature
 * with the recorded consumer secret and token secret) and refuses any other with X's 401. The app (the server's
 * SOCIAL_TWITTER_CONSUMER_KEY and _SECRET) and the user's token, as recorded:
 */
const X_APP = { consumerKey: 'xvz1evFS4wEEPTGEFPHBog', consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw' } as const;
const TWITTER_TOKENS = { access_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb', secret_token: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE' } as const;
/** The user X answers for them. */
const X_USER = { id: '1584011287381573632', name: 'Tienda en X', username: 'tienda_en_x' };

let database: Awaited<ReturnType<typeof demoDatabase>>;
/** The demo's app (no provider configured) and one configured with Graph's and X's replays, on one database. */
let plain: TestApp;
let connected: TestApp;
let graph: Replay;
let twitter: Replay;
let headers: Record<string, string>;
/** Every answer's raw body, to check that no token was ever answered. */
const answered: string[] = [];

beforeAll(async () => {
  database = await demoDatabase();
  graph = await replay('graph-me-accounts.json', 'graph-subscribed-apps.json');
  twitter = await replay('x-users-me.json');
  plain = await makeApp(database.handle);
  connected = await makeApp(database.handle, { config: { social: { facebook: `${graph.origin}/v21.0`, twitter: { url: `${twitter.origin}/2`, ...X_APP } } } });
  headers = bearer(await accessTokenFor(plain.app, 1));
});
afterAll(async () => {
  await graph?.close();
  await twitter?.close();
  await database?.close(...[plain, connected].flatMap((made) => (made ? [made.app] : [])));
});

const db = () => database.handle.db;
async function call(method: Method, url: string, payload?: unknown, app = plain.app): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  answered.push(response.body);
  return response;
}
const get = (url: string) => call('GET', url);
const through = (method: Method, url: string, payload?: unknown) => call(method, url, payload, connected.app);

/** Expects `status` and an error containing `text` (and `field`, when given). */
function expectRefused(response: LightMyRequestResponse, status: number, text: string, field?: string) {
  const body = json(response);
  expect([response.statusCode, body.success, body.resource, body.error]).toEqual([status, false, null, expect.stringContaining(text)]);
  if (field !== undefined) expect(body.field).toBe(field);
}
function expectOk(response: LightMyRequestResponse, status = 200) {
  expect([response.statusCode, response.statusCode === status ? '' : response.body]).toEqual([status, '']);
  return json(response).resource;
}

let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;
const platformId = async (name: string) => (await db().select({ id: platforms.platform_id }).from(platforms).where(eq(platforms.name, name)))[0].id;
const languageId = async (name: string) => (await db().select({ id: languages.language_id }).from(languages).where(eq(languages.name, name)))[0].id;
/** A new account of a new organization (outside the subscription rule), or of the one given. */
async function newAccount(organization_id?: number) {
  const organization = organization_id ?? expectOk(await call('POST', '/api/organization', { name: unique('Organización') }), 201).organization_id;
  return expectOk(await call('POST', '/api/account', { name: unique('Cuenta'), organization_id: organization }), 201) as { account_id: number; organization_id: number };
}
const associate = (platform: number, account_id: number) => call('POST', `/api/platform/${platform}/associateAccount`, { account_id });
/** The audit rows a call wrote, and its answer. */
async function recorded(send: () => Promise<LightMyRequestResponse>) {
  const [{ last }] = await db().select({ last: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog);
  const response = await send();
  const rows = await db().select().from(auditLog).where(sql`${auditLog.audit_id} > ${last}`).orderBy(asc(auditLog.audit_id));
  return { response, rows };
}
/** One audit row on the account, of that action. */
function expectAccountAudit(rows: (typeof auditLog.$inferSelect)[], accountId: number, action: AuditAction) {
  expect(rows.map((row) => [row.resource, row.resource_id, row.action, row.admin_id])).toEqual([['account', String(accountId), action, 1]]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- audit rows are read loosely, field by field
  return rows[0] as { before: any; after: any };
}

/** The first demo account: Messenger, WhatsApp, the web chat, Facebook (its page connected) and Twitter. */
const FIRST = 1;

describe('the platforms of an account', () => {
  it('lists them: the catalogue platform, the settings and date of the link, its connection without tokens; search, sorts, paging, 404', async () => {
    const answer = await get(`/api/account/${FIRST}/platforms`);
    const rows = expectOk(answer) as (typeof accountPlatformContract.$row)[];
    for (const row of rows) expect(accountPlatformContract.schemas.row.strict().safeParse(row).error).toBeUndefined();
    expect(rows.map((row) => row.name)).toEqual(['messenger', 'facebook', 'twitter', 'whatsapp', 'webchat']);
    expect(rows.find((row) => row.name === 'facebook')).toMatchObject({
      title: 'Facebook',
      icon: 'facebook',
      Subscription: { platform: 'facebook', external_id: '104857361200457', name: 'Farmacia San Rafael', subscribed: true },
    });
    expect(rows.filter((row) => row.Subscription !== null)).toHaveLength(1);
    expect(answer.body).not.toContain('demo-page-token');
    expect(answer.body).not.toContain('access_token');

    const names = async (query: string) => (expectOk(await get(`/api/account/${FIRST}/platforms?${query}`)) as { name: string }[]).map((row) => row.name);
    expect(await names('name=face')).toEqual(['facebook']);
    expect(await names('name=w')).toEqual(['whatsapp', 'webchat']);
    expect(await names('sort=-name')).toEqual(['whatsapp', 'webchat', 'twitter', 'messenger', 'facebook']);
    expect(await names('sort=name&limit=2&page=2')).toEqual(['twitter', 'webchat']);
    const last = json(await get(`/api/account/${FIRST}/platforms?limit=2&page=3`));
    expect([last.resource.length, last.pagination]).toEqual([1, { page: 3, limit: 2, hasNextPage: false }]);
    expect(json(await get(`/api/account/${FIRST}/platforms?limit=2`)).pagination.hasNextPage).toBe(true);
    expectRefused(await get(`/api/account/${FIRST}/platforms?sort=title`), 400, 'Orden no válido');
    expectRefused(await get(`/api/account/${FIRST}/platforms?color=1`), 400, 'Campo no permitido');
    expectRefused(await get('/api/account/999999/platforms'), 404, 'La cuenta no existe');
  });

  it('answers one of them and changes its settings by the contract’s rule (confidence 0–1, two decimals), audited on the account', async () => {
    const facebook = await platformId('facebook');
    expect(expectOk(await get(`/api/account/${FIRST}/platform/${facebook}`))).toMatchObject({ platform_id: facebook, name: 'facebook' });
    expectRefused(await get(`/api/account/${FIRST}/platform/${await platformId('sms')}`), 404, 'La plataforma no está asociada a la cuenta');
    expectRefused(await get(`/api/account/999999/platform/${facebook}`), 404, 'La cuenta no existe');

    const { response, rows } = await recorded(() => call('PATCH', `/api/account/${FIRST}/platform/${facebook}`, { confidence: 0.55, responding_mode: 'manual', enabled: false }));
    const row = expectOk(response);
    expect(row).toMatchObject({ confidence: 0.55, responding_mode: 'manual', enabled: false, Subscription: { external_id: '104857361200457' } });
    const audit = expectAccountAudit(rows, FIRST, 'platform.update');
    const facebookOf = (side: { Platforms: { name: string }[] }) => side.Platforms.find((platform) => platform.name === 'facebook');
    expect(facebookOf(audit.after)).toEqual({ platform_id: facebook, name: 'facebook', confidence: 0.55, responding_mode: 'manual', enabled: false });
    expect(facebookOf(audit.before)).not.toEqual(facebookOf(audit.after));
    expect(audit.after).toMatchObject({ account_id: FIRST, Subscriptions: [{ platform: 'facebook', external_id: '104857361200457', name: 'Farmacia San Rafael', subscribed: true }] });
    // A PATCH of one field leaves the others.
    expect(expectOk(await call('PATCH', `/api/account/${FIRST}/platform/${facebook}`, { enabled: true }))).toMatchObject({ confidence: 0.55, responding_mode: 'manual', enabled: true });

    const patch = (body: unknown) => call('PATCH', `/api/account/${FIRST}/platform/${facebook}`, body);
    expectRefused(await patch({ confidence: 1.01 }), 400, 'confianza', 'confidence');
    expectRefused(await patch({ confidence: -0.1 }), 400, 'confianza', 'confidence');
    expectRefused(await patch({ confidence: 0.555 }), 400, 'confianza', 'confidence');
    expectRefused(await patch({ responding_mode: 'siempre' }), 400, '', 'responding_mode');
    expectRefused(await patch({ name: 'otro' }), 400, 'Campo no permitido');
    expectRefused(await patch({}), 400, 'No hay campos para actualizar');
    expectRefused(await call('PATCH', `/api/account/${FIRST}/platform/${await platformId('sms')}`, { enabled: false }), 404, 'La plataforma no está asociada a la cuenta');
    expectRefused(await call('PATCH', `/api/account/999999/platform/${facebook}`, { enabled: false }), 404, 'La cuenta no existe');
    expect(expectOk(await get(`/api/account/${FIRST}/platform/${facebook}`)).confidence).toBe(0.55);
  });

  it('associates and dissociates a platform (409, 404 when not associated, 400 for an unknown account, 404 for an unknown platform), audited on the account', async () => {
    const { account_id } = await newAccount();
    const telegram = await platformId('telegram');
    const assigned = await recorded(() => associate(telegram, account_id));
    expect(expectOk(assigned.response)).toMatchObject({ platform_id: telegram, name: 'telegram', enabled: true, responding_mode: 'auto', confidence: 0.8, Subscription: null });
    const audit = expectAccountAudit(assigned.rows, account_id, 'platform.assign');
    expect([audit.before.Platforms, audit.after.Platforms]).toEqual([[], [{ platform_id: telegram, name: 'telegram', enabled: true, responding_mode: 'auto', confidence: 0.8 }]]);
    expectRefused(await associate(telegram, account_id), 409, 'La plataforma ya se encuentra asociada', 'account_id');
    expectRefused(await associate(telegram, 999999), 400, 'La cuenta no existe', 'account_id');
    expectRefused(await associate(999999, account_id), 404, 'La plataforma no existe');
    expectRefused(await call('POST', `/api/platform/${telegram}/associateAccount`, {}), 400, 'account_id');

    const removed = await recorded(() => call('POST', `/api/platform/${telegram}/disassociateAccount`, { account_id }));
    expect(expectOk(removed.response)).toMatchObject({ platform_id: telegram, name: 'telegram' });
    expect(expectAccountAudit(removed.rows, account_id, 'platform.remove').after.Platforms).toEqual([]);
    expectRefused(await call('POST', `/api/platform/${telegram}/disassociateAccount`, { account_id }), 404, 'La plataforma no está asociada a la cuenta');
    expectRefused(await call('POST', `/api/platform/${telegram}/disassociateAccount`, { account_id: 999999 }), 400, 'La cuenta no existe', 'account_id');
    expect(expectOk(await get(`/api/account/${account_id}/platforms`))).toEqual([]);
  });
});

describe('connecting a platform', () => {
  let accountId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ account_id: accountId } = await newAccount());
    for (const name of ['facebook', 'messenger', 'twitter', 'webchat', 'sms']) {
      ids[name] = await platformId(name);
      if (name !== 'sms') expectOk(await associate(ids[name], accountId));
    }
  });
  const connect = (name: string, body: unknown, app = connected.app) => call('POST', `/api/account/${accountId}/platform/${ids[name]}`, body, app);
  const stored = async (name: string) =>
    db()
      .select()
      .from(platformSubscriptions)
      .where(and(eq(platformSubscriptions.account_id, accountId), eq(platformSubscriptions.platform_id, ids[name])));
  const page = { external_id: '1001', access_token: GRAPH_TOKENS.user };
  /** Graph's requests a call made, by the recorded interaction that answered each. */
  async function graphCalls(send: () => Promise<LightMyRequestResponse>) {
    const from = graph.answered.length;
    const response = await send();
    return { response, calls: graph.answered.slice(from) };
  }

  it('says which providers the server reaches, and answers 503 when it is not configured', async () => {
    expect(expectOk(await get('/api/platform_connect'))).toEqual({ facebook: false, twitter: false });
    expect(expectOk(await through('GET', '/api/platform_connect'))).toEqual({ facebook: true, twitter: true });
    expectRefused(await connect('facebook', page, plain.app), 503, 'La conexión con Facebook no está configurada en el servidor.');
    expectRefused(await connect('messenger', page, plain.app), 503, 'La conexión con Facebook no está configurada');
    expectRefused(await connect('twitter', TWITTER_TOKENS, plain.app), 503, 'La conexión con Twitter no está configurada en el servidor.');
    expectRefused(await call('POST', '/api/facebook/pages', { facebook_access_token: GRAPH_TOKENS.user }), 503, 'La conexión con Facebook no está configurada');
    expect([graph.answered, twitter.answered, twitter.refused]).toEqual([[], [], []]);
  });

  it('lists every page of a Facebook user token (Graph’s pages of results followed), never their tokens; a refused token is 502', async () => {
    const pages = (response: LightMyRequestResponse) => expectOk(response) as unknown[];
    const { response: answer, calls } = await graphCalls(() => through('POST', '/api/facebook/pages', { facebook_access_token: GRAPH_TOKENS.user }));
    expect(pages(answer)).toEqual(GRAPH_PAGES.map(({ id, name, category }) => ({ id, name, category })));
    expect(calls).toEqual([
      'GET /v21.0/me/accounts · a user token that manages three Pages: the first two',
      'GET /v21.0/me/accounts · the same token, after the second Page: the last one',
    ]);
    expect(answer.body).not.toContain('page-token');
    expect(pages(await through('POST', '/api/facebook/pages', { facebook_access_token: GRAPH_TOKENS.noPages }))).toEqual([]);
    expectRefused(await through('POST', '/api/facebook/pages', { facebook_access_token: GRAPH_TOKENS.expired }), 502, 'Error obteniendo páginas de Facebook.');
    expectRefused(await through('POST', '/api/facebook/pages', {}), 400, '', 'facebook_access_token');
  });

  it('connects a Facebook page the user token manages, subscribing the app to its Messenger events with the page’s own token; a new page replaces it; audited on the account', async () => {
    const { response, rows } = await recorded(() => connect('facebook', page));
    const row = expectOk(response);
    expect(row).toMatchObject({ platform_id: ids.facebook, Subscription: { platform: 'facebook', external_id: '1001', name: 'Farmacia Norte', subscribed: true } });
    expect(graph.answered.slice(-3)).toEqual([
      'GET /v21.0/me/accounts · a user token that manages three Pages: the first two',
      'GET /v21.0/me/accounts · the same token, after the second Page: the last one',
      "POST /v21.0/1001/subscribed_apps · subscribes to Farmacia Norte's Messenger events",
    ]);
    expect(await stored('facebook')).toEqual([expect.objectContaining({ external_id: '1001', name: 'Farmacia Norte', subscribed: true, access_token: 'page-token-1001', secret_token: null })]);
    const audit = expectAccountAudit(rows, accountId, 'platform.connect');
    expect([audit.before.Subscriptions, audit.after.Subscriptions]).toEqual([[], [{ platform: 'facebook', external_id: '1001', name: 'Farmacia Norte', subscribed: true }]]);

    expect(expectOk(await connect('facebook', { ...page, external_id: '1002' })).Subscription).toEqual({ platform: 'facebook', external_id: '1002', name: 'Farmacia Centro', subscribed: true });
    expect(await stored('facebook')).toEqual([expect.objectContaining({ external_id: '1002', access_token: 'page-token-1002' })]);
    // Messenger connects through Facebook too.
    expect(expectOk(await connect('messenger', page)).Subscription).toMatchObject({ platform: 'messenger', external_id: '1001' });
  });

  it('refuses a page the token does not manage (400), a failing provider (502), what is not connectable or not associated', async () => {
    const before = await stored('facebook');
    expectRefused(await connect('facebook', { ...page, external_id: '9999' }), 400, 'La página no está entre las que administra ese token', 'external_id');
    expectRefused(await connect('facebook', { ...page, access_token: GRAPH_TOKENS.noPages }), 400, 'La página no está entre las que administra ese token', 'external_id');
    expectRefused(await connect('facebook', { ...page, access_token: GRAPH_TOKENS.expired }), 502, 'Error conectando cuenta');
    // Graph refuses to subscribe the app to that page (its token lacks a permission).
    const { response: refused, calls } = await graphCalls(() => connect('facebook', { ...page, external_id: '1003' }));
    expectRefused(refused, 502, 'Error conectando cuenta');
    expect(calls.at(-1)).toBe("POST /v21.0/1003/subscribed_apps · Tienda Sur's token lacks pages_messaging");
    expect(await stored('facebook')).toEqual(before);
    expectRefused(await connect('facebook', { external_id: 'a/b', access_token: 'x' }), 400, 'Elige una página', 'external_id');
    expectRefused(await connect('facebook', TWITTER_TOKENS), 400, '');
    expectRefused(await connect('webchat', page), 400, 'La plataforma no admite conexión desde la consola');
    expectRefused(await connect('sms', page), 404, 'La plataforma no está asociada a la cuenta');
    expectRefused(await call('POST', `/api/account/999999/platform/${ids.facebook}`, page, connected.app), 404, 'La cuenta no existe');

    // A provider nobody answers at.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await makeApp(database.handle, { config: { social: { facebook: base, twitter: { url: base, ...X_APP } } } });
    try {
      expectRefused(await connect('facebook', page, unreachable.app), 502, 'Error conectando cuenta');
      expectRefused(await connect('twitter', TWITTER_TOKENS, unreachable.app), 502, 'Error conectando cuenta');
      expectRefused(await call('POST', '/api/facebook/pages', { facebook_access_token: GRAPH_TOKENS.user }, unreachable.app), 502, 'Error obteniendo páginas de Facebook.');
    } finally {
      await unreachable.app.close();
    }
  });

  it("connects an X profile through X's GET /2/users/me, signed with OAuth 1.0a by the app and the user's token", async () => {
    const from = twitter.answered.length;
    expect(expectOk(await connect('twitter', TWITTER_TOKENS)).Subscription).toEqual({ platform: 'twitter', external_id: X_USER.id, name: X_USER.name, subscribed: true });
    expect(twitter.answered.slice(from)).toEqual(["GET /2/users/me · an access token of 'Tienda en X', signed by the app"]);
    expect(await stored('twitter')).toEqual([
      expect.objectContaining({ external_id: X_USER.id, name: X_USER.name, access_token: TWITTER_TOKENS.access_token, secret_token: TWITTER_TOKENS.secret_token }),
    ]);
    expectRefused(await connect('twitter', page), 400, '');
  });

  it('refuses what X refuses (a wrong token secret, another app, a token X does not know): 502, nothing stored', async () => {
    const before = await stored('twitter');
    const refusedBy = async (send: () => Promise<LightMyRequestResponse>) => {
      const from = twitter.refused.length;
      expectRefused(await send(), 502, 'Error conectando cuenta');
      return twitter.refused.slice(from);
    };
    expect(await refusedBy(() => connect('twitter', { ...TWITTER_TOKENS, secret_token: 'otro-secreto' }))).toEqual(['GET /2/users/me · wrong signature']);
    expect(await refusedBy(() => connect('twitter', { ...TWITTER_TOKENS, access_token: 'otro-token' }))).toEqual(['GET /2/users/me · another token']);
    const otherApp = await makeApp(database.handle, { config: { social: { twitter: { url: `${twitter.origin}/2`, consumerKey: X_APP.consumerKey, consumerSecret: 'otro-secreto-de-la-app' } } } });
    try {
      expect(await refusedBy(() => connect('twitter', TWITTER_TOKENS, otherApp.app))).toEqual(['GET /2/users/me · wrong signature']);
    } finally {
      await otherApp.app.close();
    }
    expect(await stored('twitter')).toEqual(before);
  });

  it('ends the connection when the platform is dissociated', async () => {
    expect(await stored('facebook')).toHaveLength(1);
    expectOk(await call('POST', `/api/platform/${ids.facebook}/disassociateAccount`, { account_id: accountId }));
    expect(await stored('facebook')).toEqual([]);
    expectOk(await associate(ids.facebook, accountId));
    expect(expectOk(await get(`/api/account/${accountId}/platform/${ids.facebook}`)).Subscription).toBeNull();
  });
});

describe('the languages of an account', () => {
  it('lists them; associates and dissociates one (409, 404, 400, 404), audited on the account', async () => {
    const { account_id } = await newAccount();
    const [english, italian] = [await languageId('English'), await languageId('Italiano')];
    const link = (language: number, account: number, what: 'associateAccount' | 'disassociateAccount') => call('POST', `/api/language/${language}/${what}`, { account_id: account });
    for (const language of [english, italian]) expectOk(await link(language, account_id, 'associateAccount'));
    const listed = expectOk(await get(`/api/account/${account_id}/languages?sort=name`)) as { name: string; locale: string }[];
    expect(listed.map((language) => [language.name, language.locale])).toEqual([
      ['English', 'en'],
      ['Italiano', 'it'],
    ]);
    expect((expectOk(await get(`/api/account/${account_id}/languages?name=ita`)) as unknown[]).length).toBe(1);
    expectRefused(await get('/api/account/999999/languages'), 404, 'La cuenta no existe');

    const removed = await recorded(() => link(english, account_id, 'disassociateAccount'));
    expect(expectOk(removed.response)).toMatchObject({ language_id: english, name: 'English' });
    const audit = expectAccountAudit(removed.rows, account_id, 'language.remove');
    expect([audit.before.Languages, audit.after.Languages]).toEqual([
      [
        { language_id: english, name: 'English' },
        { language_id: italian, name: 'Italiano' },
      ],
      [{ language_id: italian, name: 'Italiano' }],
    ]);
    expectRefused(await link(english, account_id, 'disassociateAccount'), 404, 'El idioma no está asociado a la cuenta');
    expectRefused(await link(italian, account_id, 'associateAccount'), 409, 'El idioma ya se encuentra asociado', 'account_id');
    expectRefused(await link(italian, 999999, 'associateAccount'), 400, 'La cuenta no existe', 'account_id');
    expectRefused(await link(999999, account_id, 'associateAccount'), 404, 'El idioma no existe');
    const assigned = await recorded(() => link(english, account_id, 'associateAccount'));
    expect(expectAccountAudit(assigned.rows, account_id, 'language.assign').after.Languages).toHaveLength(2);
  });
});

describe('the models of an account (messaging API)', () => {
  it('lists the account’s, one of them, and every model saying whether the account has it', async () => {
    const mine = await db().select({ id: accountModels.model_id }).from(accountModels).where(eq(accountModels.account_id, FIRST));
    const listed = expectOk(await get(`/messaging/account/${FIRST}/models?limit=100`)) as { model_id: number }[];
    expect(listed.map((model) => model.model_id).sort()).toEqual(mine.map((model) => model.id).sort());
    const sam = expectOk(await get('/messaging/account/1/sam_models?limit=100')) as { model_id: number; associated: boolean }[];
    expect(sam).toHaveLength(12);
    expect(sam.filter((model) => model.associated).map((model) => model.model_id).sort()).toEqual(mine.map((model) => model.id).sort());
    expect(expectOk(await get(`/messaging/model?limit=100`))).toHaveLength(12);
    const other = sam.find((model) => !model.associated)!;
    expect(expectOk(await get(`/messaging/account/${FIRST}/models/${listed[0].model_id}`))).toMatchObject({ model_id: listed[0].model_id });
    expectRefused(await get(`/messaging/account/${FIRST}/models/${other.model_id}`), 404, 'El modelo no está asociado a la cuenta');
    const searched = expectOk(await get(`/messaging/account/${FIRST}/sam_models?name=pregunta&sort=name`)) as { name: string }[];
    expect(searched.map((model) => model.name)).toEqual(['Preguntas de devoluciones', 'Preguntas de envíos', 'Preguntas de pagos']);
    expectRefused(await get('/messaging/account/999999/sam_models'), 404, 'La cuenta no existe');
    expectRefused(await get('/messaging/account/999999/models'), 404, 'La cuenta no existe');
  });

  it('associates and dissociates one (409, 400 for an unknown model, 404), audited on the account', async () => {
    const { account_id } = await newAccount();
    const [model] = expectOk(await get(`/messaging/account/${account_id}/sam_models?sort=model_id&limit=1`)) as { model_id: number; name: string; associated: boolean }[];
    expect(model.associated).toBe(false);
    const assigned = await recorded(() => call('POST', `/messaging/account/${account_id}/models`, { model_id: model.model_id }));
    expect(expectOk(assigned.response)).toMatchObject({ model_id: model.model_id, name: model.name });
    expect(expectAccountAudit(assigned.rows, account_id, 'model.assign').after.Models).toEqual([{ model_id: model.model_id, name: model.name }]);
    expect((expectOk(await get(`/messaging/account/${account_id}/sam_models?sort=model_id&limit=1`)) as { associated: boolean }[])[0].associated).toBe(true);
    expectRefused(await call('POST', `/messaging/account/${account_id}/models`, { model_id: model.model_id }), 409, 'El modelo ya se encuentra asociado', 'model_id');
    expectRefused(await call('POST', `/messaging/account/${account_id}/models`, { model_id: 999999 }), 400, 'El modelo no existe', 'model_id');
    expectRefused(await call('POST', '/messaging/account/999999/models', { model_id: model.model_id }), 404, 'La cuenta no existe');

    const removed = await recorded(() => call('DELETE', `/messaging/account/${account_id}/models/${model.model_id}`));
    expect(expectOk(removed.response)).toMatchObject({ model_id: model.model_id });
    expect(expectAccountAudit(removed.rows, account_id, 'model.remove').after.Models).toEqual([]);
    expectRefused(await call('DELETE', `/messaging/account/${account_id}/models/${model.model_id}`), 404, 'El modelo no está asociado a la cuenta');
    expectRefused(await call('DELETE', `/messaging/account/999999/models/${model.model_id}`), 404, 'La cuenta no existe');
  });
});

describe('the lists of an account (messaging API), at the spec’s paths', () => {
  it('creates, reads, renames and deletes the account’s own; another account’s list is 404', async () => {
    const { account_id } = await newAccount();
    const base = `/messaging/account/${account_id}/lists`;
    // The account is the path's, whatever the body says.
    const created = expectOk(await call('POST', base, { name: 'Clientes VIP', account_id: FIRST }), 201);
    expect(created).toMatchObject({ name: 'Clientes VIP', account_id });
    expectOk(await call('POST', base, { name: 'Prospectos' }), 201);
    expect((expectOk(await get(base)) as { name: string }[]).map((list) => list.name)).toEqual(['Prospectos', 'Clientes VIP']);
    expect((expectOk(await get(`${base}?name=vip`)) as unknown[]).length).toBe(1);
    expect(expectOk(await get(`${base}/${created.list_id}`))).toEqual(created);
    expect(expectOk(await call('PATCH', `${base}/${created.list_id}`, { name: 'Clientes frecuentes' }))).toMatchObject({ name: 'Clientes frecuentes', account_id });
    expectRefused(await call('PATCH', `${base}/${created.list_id}`, { account_id: FIRST }), 400, 'Campo no permitido');
    expectRefused(await call('POST', base, {}), 400, '', 'name');

    const [foreign] = expectOk(await get(`/messaging/account/${FIRST}/lists?limit=1`)) as { list_id: number }[];
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expectRefused(await call(method, `${base}/${foreign.list_id}`, method === 'PATCH' ? { name: 'Robada' } : undefined), 404, 'La lista no existe');
    }
    expectRefused(await get('/messaging/account/999999/lists'), 404, 'La cuenta no existe');
    expectRefused(await call('POST', '/messaging/account/999999/lists', { name: 'X' }), 404, 'La cuenta no existe');

    expect(expectOk(await call('DELETE', `${base}/${created.list_id}`))).toMatchObject({ list_id: created.list_id });
    expectRefused(await get(`${base}/${created.list_id}`), 404, 'La lista no existe');
  });
});

describe('the admins and extensions of an account', () => {
  it('lists its active admins; creates one linked to it, in one transaction', async () => {
    const { account_id } = await newAccount();
    const email = `${unique('cuenta').replace(' ', '.')}@example.com`;
    const created = expectOk(await call('POST', `/api/account/${account_id}/admins`, { first_name: 'Clara', last_name: 'Cuentas', email, password: 'clave123', role_id: 2 }), 201);
    expect(created.Accounts).toEqual([{ account_id, name: expect.any(String) }]);
    const listed = expectOk(await get(`/api/account/${account_id}/admins`)) as { admin_id: number; email: string }[];
    expect(listed.map((admin) => admin.email)).toEqual([email]);
    expectOk(await call('DELETE', `/api/admin/${created.admin_id}`));
    expect(expectOk(await get(`/api/account/${account_id}/admins`))).toEqual([]);

    const lost = `${unique('perdido').replace(' ', '.')}@example.com`;
    expectRefused(await call('POST', '/api/account/999999/admins', { first_name: 'A', last_name: 'B', email: lost, password: 'clave123', role_id: null }), 400, 'La cuenta no existe');
    expect(await db().select().from(admins).where(eq(admins.email, lost))).toEqual([]);
    expectRefused(await call('POST', `/api/account/${account_id}/admins`, { first_name: 'Sin', email: lost, password: 'clave123', role_id: null }), 400, 'Introduce los apellidos');
    expectRefused(await get('/api/account/999999/admins'), 404, 'La cuenta no existe');
  });

  it('lists the extensions installed in it; creates one installed there, in one transaction, audited as its create', async () => {
    const { account_id } = await newAccount();
    const extension = (name: string) => ({ name, description: 'd', runtime: 'python3.7', input: 'i', output: 'o', status: 'activa', version: '1', handler: 'main.handler', file_name: 'a.zip' });
    const { response, rows } = await recorded(() => call('POST', `/api/account/${account_id}/extensions`, extension('cuenta-propia')));
    const created = expectOk(response, 201);
    expect(created.Accounts).toEqual([{ account_id, name: expect.any(String) }]);
    expect(rows.map((row) => [row.resource, row.resource_id, row.action])).toEqual([['extension', String(created.extension_id), 'create']]);
    expect((rows[0].after as { Accounts: unknown[] }).Accounts).toEqual(created.Accounts);
    expect((expectOk(await get(`/api/account/${account_id}/extensions`)) as { extension_id: number }[]).map((row) => row.extension_id)).toEqual([created.extension_id]);

    expectRefused(await call('POST', '/api/account/999999/extensions', extension('perdida')), 400, 'La cuenta no existe', 'account_id');
    expect(await db().select().from(extensions).where(eq(extensions.name, 'perdida'))).toEqual([]);
    expectRefused(await call('POST', `/api/account/${account_id}/extensions`, extension('con espacios')), 400, 'letras y guiones', 'name');
    expectRefused(await get('/api/account/999999/extensions'), 404, 'La cuenta no existe');
  });
});

describe('the merge of Languages and Platforms', () => {
  /** Starts a merge and waits for its job. */
  async function merge(path: 'merge_update' | 'force_update', body: Record<string, unknown>) {
    const job = expectOk(await call('POST', `/api/bot_version/${path}`, body), 202);
    await backgroundEnded(plain.app);
    return json(await get(`/api/bot_version/job/${job.job_id}`)).resource;
  }
  const settings = async (accountId: number) =>
    (expectOk(await get(`/api/account/${accountId}/platforms?sort=name`)) as (typeof accountPlatformContract.$row)[]).map(
      ({ name, enabled, responding_mode, confidence, Subscription }) => ({ name, enabled, responding_mode, confidence, connected: Subscription?.external_id ?? null }),
    );
  const languageNames = async (accountId: number) => (expectOk(await get(`/api/account/${accountId}/languages?sort=name`)) as { name: string }[]).map((row) => row.name);

  it('links the catalogue’s platforms and languages by name, copying the settings, never the connection', async () => {
    const origin = await newAccount();
    const { account_id: target } = await newAccount(origin.organization_id);
    const setUp = async (accountId: number, platformSettings: [string, Record<string, unknown>][], languageNames_: string[]) => {
      for (const [name, values] of platformSettings) {
        const id = await platformId(name);
        expectOk(await associate(id, accountId));
        expectOk(await call('PATCH', `/api/account/${accountId}/platform/${id}`, values));
      }
      for (const name of languageNames_) expectOk(await call('POST', `/api/language/${await languageId(name)}/associateAccount`, { account_id: accountId }));
    };
    await setUp(origin.account_id, [['facebook', { enabled: false, responding_mode: 'manual', confidence: 0.6 }], ['webchat', { confidence: 0.7 }]], ['Español', 'English']);
    await setUp(target, [['facebook', { confidence: 0.9 }], ['sms', { enabled: false }]], ['Français']);
    const facebook = await platformId('facebook');
    // Each is connected to a page of its own: the origin's is never copied, the target's stays.
    expectOk(await through('POST', `/api/account/${origin.account_id}/platform/${facebook}`, { external_id: '1002', access_token: GRAPH_TOKENS.user }));
    expectOk(await through('POST', `/api/account/${target}/platform/${facebook}`, { external_id: '1001', access_token: GRAPH_TOKENS.user }));

    const merged = await merge('merge_update', { origin_account: origin.account_id, target_account: target });
    expect(merged.status).toBe('done');
    const changes = (job: { result: { group: string }[] }, group: string) => job.result.find((entry) => entry.group === group);
    expect(changes(merged, 'Platforms')).toEqual({ group: 'Platforms', added: ['webchat'], updated: [], removed: [] });
    expect(changes(merged, 'Languages')).toEqual({ group: 'Languages', added: ['English', 'Español'], updated: [], removed: [] });
    expect(await settings(target)).toEqual([
      { name: 'facebook', enabled: true, responding_mode: 'auto', confidence: 0.9, connected: '1001' },
      { name: 'sms', enabled: false, responding_mode: 'auto', confidence: 0.8, connected: null },
      { name: 'webchat', enabled: true, responding_mode: 'auto', confidence: 0.7, connected: null },
    ]);
    expect(await languageNames(target)).toEqual(['English', 'Español', 'Français']);

    const forced = await merge('force_update', { origin_account: origin.account_id, target_account: target, exclude: [] });
    expect(forced.status).toBe('done');
    expect(changes(forced, 'Platforms')).toEqual({ group: 'Platforms', added: [], updated: ['facebook'], removed: ['sms'] });
    expect(changes(forced, 'Languages')).toEqual({ group: 'Languages', added: [], updated: [], removed: ['Français'] });
    expect(await settings(target)).toEqual([
      { name: 'facebook', enabled: false, responding_mode: 'manual', confidence: 0.6, connected: '1001' },
      { name: 'webchat', enabled: true, responding_mode: 'auto', confidence: 0.7, connected: null },
    ]);
    expect(await languageNames(target)).toEqual(['English', 'Español']);
    const [kept] = await db()
      .select()
      .from(platformSubscriptions)
      .where(and(eq(platformSubscriptions.account_id, target), eq(platformSubscriptions.platform_id, facebook)));
    expect(kept).toMatchObject({ external_id: '1001', access_token: 'page-token-1001' });
    // Nothing of those groups is kept as records any more.
    expect(await db().execute(sql`select 1 from bot_content where "group" in ('Languages', 'Platforms') and account_id in (${origin.account_id}, ${target})`)).toMatchObject({ rows: [] });
  });
});

describe('tokens', () => {
  it('are never answered, nor recorded in the audit trail', async () => {
    const tokens = ['demo-page-token', GRAPH_TOKENS.user, TWITTER_TOKENS.access_token, TWITTER_TOKENS.secret_token, ...GRAPH_PAGES.map((page) => page.access_token)];
    expect(answered.length).toBeGreaterThan(100);
    expect(answered.filter((body) => tokens.some((token) => body.includes(token)) || /"(access|secret)_token":/.test(body))).toEqual([]);
    const trail = await db().select({ before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.resource, 'account'));
    const text = JSON.stringify(trail);
    expect(text).toContain('Farmacia Norte');
    expect(tokens.filter((token) => text.includes(token))).toEqual([]);
  });
});

describe("X's API", () => {
  const me = (headers: Record<string, string> = {}) => fetch(`${twitter.origin}/2/users/me`, { headers });

  it('refuses an unsigned or a badly signed request as X does (401, its problem object)', async () => {
    const unauthorized = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };
    const unsigned = await me();
    expect([unsigned.status, await unsigned.json()]).toEqual([401, unauthorized]);
    const forged = `OAuth oauth_consumer_key="${X_APP.consumerKey}", oauth_token="${TWITTER_TOKENS.access_token}", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1700000000", oauth_nonce="abc", oauth_version="1.0", oauth_signature="${encodeURIComponent('AAAAAAAAAAAAAAAAAAAAAAAAAAA=')}"`;
    const badlySigned = await me({ authorization: forged });
    expect([badlySigned.status, await badlySigned.json()]).toEqual([401, unauthorized]);
    expect(twitter.refused.slice(-2)).toEqual(['GET /2/users/me · unsigned', 'GET /2/users/me · wrong signature']);
  });

  it('was asked only what its recorded contract has', () => {
    expect(twitter.answered.length).toBeGreaterThan(0);
    expect(twitter.unmatched).toEqual([]);
  });
});

describe('Facebook’s Graph API', () => {
  it('was asked only what its recorded contract has (every request of this file, the merge’s included)', () => {
    expect(graph.answered.length).toBeGreaterThan(10);
    expect(graph.unmatched).toEqual([]);
  });
});
