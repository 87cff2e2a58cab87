/**
 * Release health (issue 27): POST /api/client-errors over the demo database — what is stored (the fields, the
 * pathname without its query, the texts scrubbed of tokens and e-mail addresses and cut to their bounds), the
 * refusals (401, 400 in the envelope, 413 past 16 KB), the limit per session (the 31st report of a window is a
 * 429 and is not stored; another session is not affected), no audit row and no ETag, the 30-day retention, and
 * the counts per app and version since a moment.
 */
import { CLIENT_ERROR_LIMITS } from '@console/contracts';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { clientErrorCounts, CLIENT_ERROR_RETENTION_MS, CLIENT_ERROR_SWEEP_EVERY_MS, scrubSecrets } from '../src/lib/client-errors';
import { CLIENT_ERRORS_PER_SESSION } from '../src/routes/client-errors';
import { auditLog, clientErrors } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

const api = demoApi();
const db = () => api.db();

const REPORT = {
  app: 'partners',
  version: '1.4.0-0a1b2c3d',
  kind: 'boundary',
  screen: '/master/partners/7',
  message: "Cannot read properties of undefined (reading 'name')",
  stack: 'TypeError: Cannot read properties of undefined\n    at PartnerPage (http://localhost:3002/412.0a1b2c3d.js:1:2345)',
};

/** A new session of admin 1 (each its own limit). */
const newSession = async () => bearer(await accessTokenFor(api.app, 1));
const report = (body: unknown, headers: Record<string, string> = api.headers) => api.call('POST', '/api/client-errors', body, headers);

const lastAuditId = async () => (await db().select({ id: auditLog.audit_id }).from(auditLog).orderBy(desc(auditLog.audit_id)).limit(1))[0]?.id ?? 0;

/** The rows whose message starts with `prefix`, oldest first. */
const rowsWith = (prefix: string) => db().select().from(clientErrors).where(like(clientErrors.message, `${prefix}%`)).orderBy(asc(clientErrors.id));

describe('a report', () => {
  it('is stored with its fields, by the caller, at the API’s time; the answer is 202 with nothing, no ETag, no audit row', async () => {
    const auditBefore = await lastAuditId();
    const response = await report({ ...REPORT, message: 'almacenado: ' + REPORT.message, screen: '/master/partners/7?name=sol#top' });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual({ success: true, resource: null });
    expect(response.headers.etag).toBeUndefined();

    const [row] = await rowsWith('almacenado: ');
    expect(row).toEqual({
      id: expect.any(Number),
      at: api.clock.now(),
      admin_id: 1,
      app: 'partners',
      version: '1.4.0-0a1b2c3d',
      kind: 'boundary',
      screen: '/master/partners/7',
      message: 'almacenado: ' + REPORT.message,
      // The script's address and its position are kept: they say where it broke.
      stack: REPORT.stack,
    });
    expect(await lastAuditId()).toBe(auditBefore);
  });

  it('may leave its stack out; a screen with ids is kept whole', async () => {
    const { stack: _stack, ...withoutStack } = REPORT;
    const screen = '/account/123/users/456/breadcrumbs';
    expect((await report({ ...withoutStack, kind: 'error', message: 'sin pila', screen })).statusCode).toBe(202);
    const [row] = await rowsWith('sin pila');
    expect(row).toMatchObject({ kind: 'error', stack: null, screen });
  });

  it('is scrubbed: no JWT, bearer token, long hex or base64 run, e-mail address or password in an address is stored', async () => {
    const jwt = api.headers.authorization.replace('Bearer ', '');
    const hex = 'a3f9c2e17b4d5a6e8f9012345678abcdef0123456789';
    const base64 = 'Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTBhYmNkZWY=';
    const response = await report({
      ...REPORT,
      message: `secretos: token ${jwt}, clave ${hex}, firma ${base64}, de ana.ruiz@example.com`,
      stack: `Error: Authorization: Bearer abc.def-123\n    at x (https://usuario:clave@cdn.example.com/assets/${hex}/412.0a1b2c3d.js:1:20)`,
      screen: '/master/admins/ana.ruiz@example.com',
    });
    expect(response.statusCode).toBe(202);
    const [row] = await rowsWith('secretos: ');
    expect(row.message).toBe('secretos: token […], clave […], firma […], de […]');
    expect(row.stack).toBe('Error: Authorization: Bearer […]\n    at x (https://[…]@cdn.example.com/assets/[…]/412.0a1b2c3d.js:1:20)');
    expect(row.screen).toBe('/master/admins/[…]');
    const stored = JSON.stringify(row);
    for (const secret of [jwt, jwt.split('.')[1], hex, base64, 'ana.ruiz@example.com', 'abc.def-123', 'clave@']) expect(stored).not.toContain(secret);
  });

  it('is bounded: a long stack and message are stored cut, not refused', async () => {
    const stack = `Error: largo\n${'    at f (http://localhost:3002/412.0a1b2c3d.js:1:2)\n'.repeat(200)}`.slice(0, 10_000);
    expect(stack).toHaveLength(10_000);
    const message = `largo: ${'x'.repeat(3000)}`;
    expect((await report({ ...REPORT, message, stack })).statusCode).toBe(202);
    const [row] = await rowsWith('largo: ');
    expect(row.stack).toBe(stack.slice(0, CLIENT_ERROR_LIMITS.stack));
    expect(row.message).toBe(message.slice(0, CLIENT_ERROR_LIMITS.message));
  });

  it('control characters and broken Unicode are mended, not refused', async () => {
    expect((await report({ ...REPORT, message: 'raro: a\u0000b\uD800c', stack: 'línea 1\n\tlínea 2' })).statusCode).toBe(202);
    const [row] = await rowsWith('raro: ');
    expect(row).toMatchObject({ message: 'raro: ab\uFFFDc', stack: 'línea 1\n\tlínea 2' });
  });
});

describe('refusals', () => {
  it('needs a signed-in admin: 401 without a valid token, and nothing is stored', async () => {
    for (const headers of [{}, bearer('no-es-un-token')]) {
      const response = await report({ ...REPORT, message: 'sin sesión' }, headers);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, resource: null, error: 'Sesión no válida' });
    }
    expect(await rowsWith('sin sesión')).toEqual([]);
  });

  it('refuses an unknown app or kind, a long version or screen, a missing field, an unknown one: 400 in the envelope', async () => {
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ ...REPORT, app: 'otra' }, 'La aplicación debe ser una de: host, master, partners, certifications, organization, account (campo app)', 'app'],
      [{ ...REPORT, kind: 'warning' }, 'El tipo debe ser uno de: error, rejection, chunk, boundary (campo kind)', 'kind'],
      [{ ...REPORT, version: 'v'.repeat(101) }, 'La versión admite hasta 100 caracteres (campo version)', 'version'],
      [{ ...REPORT, screen: `/${'a'.repeat(300)}?q=1` }, 'La pantalla admite hasta 300 caracteres (campo screen)', 'screen'],
      [{ ...REPORT, message: undefined }, 'El campo message es obligatorio', 'message'],
      [{ ...REPORT, values: { password: 'x' } }, 'Campo no permitido: values', undefined],
    ];
    for (const [body, error, field] of cases) {
      const response = await report({ ...body, message: body.message === undefined ? undefined : 'rechazado' });
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect([body, json(response)]).toEqual([body, { success: false, resource: null, error, ...(field && { field }) }]);
    }
    expect(await rowsWith('rechazado')).toEqual([]);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await report({ ...REPORT, message: 'enorme', stack: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ success: false, resource: null });
    expect(await rowsWith('enorme')).toEqual([]);
  });
});

describe('the limit per session', () => {
  it(`takes ${CLIENT_ERRORS_PER_SESSION} reports per session per window; the next is a 429 and is not stored; other sessions go on`, async () => {
    const session = await newSession();
    for (let i = 1; i <= CLIENT_ERRORS_PER_SESSION; i += 1) {
      const response = await report({ ...REPORT, message: `límite ${i}` }, session);
      expect([i, response.statusCode]).toEqual([i, 202]);
    }
    const refused = await report({ ...REPORT, message: 'límite de más' }, session);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ success: false, resource: null, error: 'Demasiados intentos. Intenta de nuevo más tarde.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsWith('límite de más')).toEqual([]);
    expect(await rowsWith('límite ')).toHaveLength(CLIENT_ERRORS_PER_SESSION);

    // The same admin's other session, and the same session once the window has passed.
    expect((await report({ ...REPORT, message: 'límite otra sesión' }, await newSession())).statusCode).toBe(202);
    api.clock.advance(10 * 60 * 1000);
    expect((await report({ ...REPORT, message: 'límite ventana nueva' }, session)).statusCode).toBe(202);
  });
});

describe('retention', () => {
  it('deletes reports older than 30 days after an insert, at most once an hour', async () => {
    const old = (message: string, ageMs: number) => ({ ...REPORT, message, at: new Date(api.clock.now().getTime() - ageMs) });
    const day = 24 * 60 * 60 * 1000;
    // Past the last sweep's hour: this report sweeps.
    api.clock.advance(CLIENT_ERROR_SWEEP_EVERY_MS);
    await db().insert(clientErrors).values([old('retención vieja', CLIENT_ERROR_RETENTION_MS + 1000), old('retención reciente', 29 * day)]);
    expect((await report({ ...REPORT, message: 'retención nueva' })).statusCode).toBe(202);
    expect((await rowsWith('retención ')).map((row) => row.message)).toEqual(['retención reciente', 'retención nueva']);

    // Within the hour, an old row waits for the next sweep.
    await db().insert(clientErrors).values(old('retención espera', CLIENT_ERROR_RETENTION_MS + 1000));
    await report({ ...REPORT, message: 'retención otra' });
    expect(await rowsWith('retención espera')).toHaveLength(1);
    api.clock.advance(CLIENT_ERROR_SWEEP_EVERY_MS);
    await report({ ...REPORT, message: 'retención luego' });
    expect(await rowsWith('retención espera')).toEqual([]);
  });
});

describe('clientErrorCounts', () => {
  it('counts the reports per app and version since a moment, ordered by app and version', async () => {
    const since = new Date('2031-01-01T10:00:00Z');
    const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);
    const row = (app: string, version: string, minutes: number) => ({ ...REPORT, app, version, message: 'conteo', at: at(minutes) });
    await db()
      .insert(clientErrors)
      .values([
        row('partners', 'c-2.0.0', 1),
        row('partners', 'c-2.0.0', 59),
        row('partners', 'c-2.1.0', 0), // exactly at `since`: counted
        row('partners', 'c-2.1.0', -1), // before: not
        row('host', 'c-1.0.0', 30),
        row('account', 'c-3.0.0', 5),
        row('account', 'c-3.0.0', 6),
        row('account', 'c-3.0.0', 7),
      ]);
    const counts = await clientErrorCounts(db(), { since });
    expect(counts.filter((count) => count.version.startsWith('c-'))).toEqual([
      { app: 'account', version: 'c-3.0.0', count: 3 },
      { app: 'host', version: 'c-1.0.0', count: 1 },
      { app: 'partners', version: 'c-2.0.0', count: 2 },
      { app: 'partners', version: 'c-2.1.0', count: 1 },
    ]);
    expect(await clientErrorCounts(db(), { since: at(60) })).toEqual([]);
    // The rows of one app and version, as the index serves them.
    const partners = await db().select().from(clientErrors).where(and(eq(clientErrors.app, 'partners'), eq(clientErrors.version, 'c-2.0.0')));
    expect(partners).toHaveLength(2);
  });
});

describe('scrubSecrets', () => {
  it.each([
    ['keeps what is no secret', 'TypeError: x is undefined at Page (http://localhost:3001/412.0a1b2c3d.js:1:2)', null],
    ['keeps long identifiers without digits', 'useOrganizationAccountsWithTheirSubscriptions failed', null],
    ['a JWT, even cut', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0', 'token […]'],
    ['Bearer and anything after it', 'authorization: bearer s3cr3t;', 'authorization: bearer […];'],
    ['an e-mail address', 'No existe luis.gomez+test@mail.example.co', 'No existe […]'],
    ['a long hex run', 'sha 0123456789abcdef0123456789abcdef!', 'sha […]!'],
    ['a base64url run (a refresh token)', 'refresh=q8kXz1m3Vb7nT0pL2rW9sY4uH6jD5gF-aE_cB', 'refresh=[…]'],
    ['keeps a path with ids', 'en /account/123/users/456/breadcrumbs/789', null],
    ['a base64 run with slashes', 'clave wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY1 usada', 'clave […] usada'],
    ['a token in an address’s query', 'GET https://api.example.com/x?access_token=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b', 'GET https://api.example.com/x?access_token=[…]'],
  ])('%s', (_case, text, expected) => {
    expect(scrubSecrets(text)).toBe(expected ?? text);
  });
});
