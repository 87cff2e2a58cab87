/**
 * The guard, on EVERY registered route: all but the public sign-in calls, /health, the OpenAPI description
 * /dev/*, uploaded files and short links need a valid access token of an active admin whose role may enter (401 / 403 otherwise).
 */
import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { admins, roles } from '../src/db/schema';
import { accessTokenFor, bearer, demoDatabase, json, makeApp, signIn, TEST_JWT_SECRET, type TestApp } from './helpers';

let database: Awaited<ReturnType<typeof demoDatabase>>;
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await demoDatabase();
  t = await makeApp(database.handle);
  const rows = await database.handle.db
    .select({ admin_id: admins.admin_id, email: admins.email })
    .from(admins)
    .where(
      inArray(admins.email, [
        'admin@example.com',
        'nerd@example.com',
        'agente@example.com',
        'sinrol@example.com',
        'borrado@example.com',
        'partner@example.com',
      ]),
    );
  for (const row of rows) ids[row.email.split('@')[0]] = row.admin_id;
});
afterAll(async () => {
  await database?.close(t?.app);
});

const PUBLIC = new Set([
  'GET /health',
  'HEAD /health',
  'POST /api/send_two_factor_token',
  'POST /api/validate_two_factor_token',
  'POST /api/auth/login',
  'POST /api/auth/social/start',
  'POST /api/auth/social',
  'POST /api/auth/logout',
  'GET /api/token/refresh',
  'HEAD /api/token/refresh',
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
  'GET /dev/outbox',
  'HEAD /dev/outbox',
  // Uploaded files (an <img> sends no token; unguessable names) and short links are public by design.
  'GET /files/:bucket/:name',
  'HEAD /files/:bucket/:name',
  'GET /s/:code',
  'HEAD /s/:code',
  // The release plan: the live versions without a session, the admin's own with one (routes/releases.ts).
  'GET /api/releases/plan',
  'HEAD /api/releases/plan',
  'OPTIONS *', // CORS preflight
]);

/**
 * Every protected route, with its path parameters filled in: 1, or `deleteId` on DELETE routes (the staff
 * walk deletes nothing real, so it cannot take the walking admin's own role or account away).
 */
function protectedRoutes(deleteId = '1') {
  return t.routes
    .filter((route) => !PUBLIC.has(`${route.method} ${route.url}`))
    .map((route) => ({
      method: route.method as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: route.url.replace(/:[A-Za-z_]+/g, route.method === 'DELETE' ? deleteId : '1'),
    }));
}

/** A token signed with the right secret whose expiry has passed. */
function expiredToken(adminId: number) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ admin_id: adminId, iat: past - 900, exp: past })}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

function signedWith(secret: string, adminId: number) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ admin_id: adminId, iat: Math.floor(Date.now() / 1000) })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

async function expectEveryRoute(headers: Record<string, string>, status: number, error: string) {
  const routes = protectedRoutes();
  for (const route of routes) {
    const response = await t.app.inject({ ...route, headers, payload: route.method === 'GET' ? undefined : {} });
    if (response.statusCode !== status) throw new Error(`${route.method} ${route.url}: ${response.statusCode}, expected ${status}`);
    if (route.method !== 'HEAD') expect(json(response)).toEqual({ success: false, resource: null, error });
  }
}

describe('the route table', () => {
  it('has the expected public routes, and the rest are protected', () => {
    const all = new Set(t.routes.map((route) => `${route.method} ${route.url}`));
    for (const route of PUBLIC) expect(all).toContain(route);
    const guarded = protectedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'GET /api/role',
        'GET /api/role/1',
        'POST /api/role',
        'PATCH /api/role/1',
        'DELETE /api/role/1',
        'PUT /api/role/1/permission',
        'DELETE /api/role/1/permission',
        'GET /api/permission',
        'GET /api/permission/1',
        'POST /api/permission',
        'PATCH /api/permission/1',
        'DELETE /api/permission/1',
        'GET /api/admin',
        'GET /api/admin/1',
        'POST /api/admin',
        'PATCH /api/admin/1',
        'DELETE /api/admin/1',
        'PATCH /api/admin/1/restore',
        'PUT /api/admin/1/role',
        'DELETE /api/admin/1/role',
        'POST /api/admin/1/assignOrganization',
        'POST /api/admin/1/removeOrganization',
        'POST /api/admin/1/assignAccount',
        'POST /api/admin/1/removeAccount',
        'POST /api/admin_bulk',
        'GET /api/account',
        'GET /api/account/1',
        'POST /api/account',
        'DELETE /api/account/1',
        'GET /api/organization',
        'POST /api/organization',
        'GET /api/organization/1/accounts',
        'PATCH /api/account/1',
        'GET /api/account/1/status',
        'GET /api/partner',
        'GET /api/service',
        'GET /api/certification',
        'GET /messaging/account/1/lists',
      ]),
    );
  });
});

describe('401 on every protected route', () => {
  it('without a token', () => expectEveryRoute({}, 401, 'Sesión no válida'));
  it('with a garbage token', () => expectEveryRoute(bearer('garbage'), 401, 'Sesión no válida'));
  it('with a malformed header', () => expectEveryRoute({ authorization: 'Basic abc' }, 401, 'Sesión no válida'));
  it('with an expired token', () => expectEveryRoute(bearer(expiredToken(ids.admin)), 401, 'Sesión no válida'));
  it('with a token signed by another secret', () =>
    expectEveryRoute(bearer(signedWith('another-secret-another-secret-123', ids.admin)), 401, 'Sesión no válida'));
  it('with a token of a soft-deleted admin', async () =>
    expectEveryRoute(bearer(await accessTokenFor(t.app, ids.borrado)), 401, 'Sesión no válida'));
  it('with a token of an admin that does not exist', () =>
    expectEveryRoute(bearer(t.app.jwt.sign({ admin_id: 999_999, sid: '00000000-0000-4000-8000-000000000000' })), 401, 'Sesión no válida'));
  it('with a token without a session, or of a session of another admin', async () => {
    await expectEveryRoute(bearer(t.app.jwt.sign({ admin_id: ids.admin })), 401, 'Sesión no válida');
    const { sid } = t.app.jwt.decode<{ sid: string }>(await accessTokenFor(t.app, ids.nerd))!;
    await expectEveryRoute(bearer(t.app.jwt.sign({ admin_id: ids.admin, sid })), 401, 'Sesión no válida');
  });
  it('with a token whose admin_id is not a number', async () => {
    const token = t.app.jwt.sign({ admin_id: '1' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
  });
  it('with a refresh token used as an access token', async () => {
    const { body } = await signIn(t.app, 'admin@example.com');
    await expectEveryRoute(bearer(body.resource.refreshToken), 401, 'Sesión no válida');
  });
  it('checks the token before reading a broken body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organization',
      headers: { 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('403 on every protected route for roles that may not enter', () => {
  it('Agente', async () => expectEveryRoute(bearer(await accessTokenFor(t.app, ids.agente)), 403, 'No tienes acceso a este dashboard.'));
  it('no role', async () => expectEveryRoute(bearer(await accessTokenFor(t.app, ids.sinrol)), 403, 'No tienes acceso a este dashboard.'));
  it('Partner', async () => expectEveryRoute(bearer(await accessTokenFor(t.app, ids.partner)), 403, 'No tienes acceso a este dashboard.'));
});

describe('staff get through', () => {
  // Past the guard; what a Nerd's role does not grant is then refused by the permissions (permissions.test.ts).
  it.each(['admin', 'nerd'])('%s gets past the guard on every protected route (never a 500)', async (who) => {
    const headers = bearer(await accessTokenFor(t.app, ids[who]));
    for (const route of protectedRoutes('999999')) {
      const response = await t.app.inject({ ...route, headers, payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, response.statusCode]).not.toEqual([route.url, 401]);
      if (response.statusCode === 403) {
        expect([who, route.url]).toEqual(['nerd', route.url]);
        if (route.method !== 'HEAD') expect([route.url, json(response).error]).toEqual([route.url, expect.stringMatching(/^(No tienes permiso para |Solo un superadministrador)/)]);
      }
      expect([route.url, response.statusCode < 500]).toEqual([route.url, true]);
    }
  });

  it('a role named after the brand may enter even without role_id 1', async () => {
    // Rename: role 1 becomes something else, and the Agente role takes the brand's name.
    await database.handle.db.update(roles).set({ name: 'Superadmin' }).where(eq(roles.role_id, 1));
    await database.handle.db.update(roles).set({ name: 'Konverza' }).where(eq(roles.name, 'Agente'));
    try {
      const agente = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(await accessTokenFor(t.app, ids.agente)) });
      expect(agente.statusCode).toBe(200);
      const admin = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(await accessTokenFor(t.app, ids.admin)) });
      expect(admin.statusCode).toBe(200); // role_id 1 whatever its name
    } finally {
      await database.handle.db.update(roles).set({ name: 'Agente' }).where(eq(roles.name, 'Konverza'));
      await database.handle.db.update(roles).set({ name: 'Konverza' }).where(eq(roles.role_id, 1));
    }
  });
});

describe('a role that stops being one that may enter', () => {
  it('is refused at once, for a token the guard already let in', async () => {
    const headers = bearer(await accessTokenFor(t.app, ids.nerd));
    const me = () => t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
    expect((await me()).statusCode).toBe(200);
    await database.handle.db.update(roles).set({ name: 'Nerd retirado' }).where(eq(roles.name, 'Nerd'));
    try {
      const refused = await me();
      expect([refused.statusCode, json(refused).error]).toEqual([403, 'No tienes acceso a este dashboard.']);
    } finally {
      await database.handle.db.update(roles).set({ name: 'Nerd' }).where(eq(roles.name, 'Nerd retirado'));
    }
    expect((await me()).statusCode).toBe(200);
  });
});

describe('public routes and the rest of the surface', () => {
  it('GET /health needs no token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, resource: { status: 'ok' } });
  });

  it('an unknown route is a 404 envelope, with or without a token', async () => {
    for (const url of ['/api/nope', '/messaging/nope', '/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ success: false, resource: null });
      expect(json(response).error).toContain('no existe');
    }
  });

  it('answers CORS preflights for the console origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/organization',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    // Kept by the browser as long as it keeps any (Chromium: 2 h), so a URL asked again is not asked about again.
    expect(allowed.headers['access-control-max-age']).toBe('7200');
    expect((await preflight('http://127.0.0.1:3005')).headers['access-control-allow-origin']).toBe('http://127.0.0.1:3005');
    expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('staff DELETE calls on real rows', () => {
  // Last: it may delete rows. As admin 1 (the walk above used unknown ids), refusals included: never a 500.
  it('answer without a 500', async () => {
    const headers = bearer(await accessTokenFor(t.app, ids.admin));
    for (const route of protectedRoutes().filter((r) => r.method === 'DELETE')) {
      const response = await t.app.inject({ ...route, headers, payload: {} });
      expect([route.url, response.statusCode < 500]).toEqual([route.url, true]);
    }
  });
});
