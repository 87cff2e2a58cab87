/** The sign-in contract: two-factor code, login, refresh rotation, logout, rate limits (the social sign-in: social-signin.test.ts). */
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config';
import { admins, rateLimits, refreshTokens, twoFactorCodes } from '../src/db/schema';
import type { Mailer } from '../src/lib/mailer';
import { hashPassword } from '../src/lib/password';
import {
  bearer,
  demoDatabase,
  json,
  latestCode,
  makeApp,
  post,
  signIn,
  type TestApp,
} from './helpers';

const ADMIN = 'admin@example.com';
const PASSWORD = 'demo1234';
const WRONG_CODE = 'Código de acceso incorrecto o caducado';

let database: Awaited<ReturnType<typeof demoDatabase>>;
let t: TestApp;

beforeAll(async () => {
  database = await demoDatabase();
  // Generous limits here: this file signs in many times from one address (the limits have their own tests).
  t = await makeApp(database.handle, {
    config: { rateLimit: { windowMs: 600_000, codePerEmail: 10_000, failuresPerEmailAddress: 10_000, failuresPerDevice: 10_000, signInPerAddress: 10_000 } },
  });
});
afterAll(async () => {
  await database?.close(t?.app);
});

const send = (email: string, password = PASSWORD) =>
  post(t.app, '/api/send_two_factor_token', { email, password, super_dashboard: true });
const validate = (email: string, code: string) => post(t.app, '/api/validate_two_factor_token', { email, code });
const login = (email: string, code: string, password = PASSWORD) =>
  post(t.app, '/api/auth/login', { email, password, auth_token: code, superadmin: true });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/token/refresh', headers: bearer(refreshToken) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
/** A 6-digit code different from `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in happy path', () => {
  it('sends a code to the outbox, validates it, logs in and the token opens admin/me', async () => {
    const sent = await send(ADMIN);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ success: true, resource: { valid: true } });

    const outbox = json<{ to: string; subject: string; text: string; code: string; createdAt: string }[]>(
      await t.app.inject({ method: 'GET', url: '/dev/outbox' }),
    );
    const message = outbox.at(-1)!;
    expect(message).toMatchObject({ to: ADMIN, subject: 'Tu código de acceso' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    expect(t.printed.some((line) => line.includes(ADMIN) && line.includes(message.code))).toBe(true);

    expect(json(await validate(ADMIN, message.code))).toEqual({ success: true, resource: { valid: true } });
    const loggedIn = await login(ADMIN, message.code);
    expect(loggedIn.statusCode).toBe(200);
    const body = json(loggedIn);
    expect(body.success).toBe(true);
    expect(body.resource.Role).toEqual({ role_id: 1, name: 'Konverza' });
    expect(body.resource.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A completed sign-in names this browser for this e-mail: nonce.expires.mac (auth/devices.ts).
    expect(body.resource.deviceToken).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);

    const self = await me(body.resource.token);
    expect(self.statusCode).toBe(200);
    expect(json(self).resource).toMatchObject({ email: ADMIN, role_id: 1, first_name: 'Ada' });
  });

  it('stores only hashes of codes and refresh tokens', async () => {
    await send(ADMIN);
    const [waiting] = await database.handle.db.select().from(twoFactorCodes).orderBy(desc(twoFactorCodes.id)).limit(1);
    // The code keeps a mark of the password it was sent for (compared at login), never the password.
    expect(waiting.password_mark).toMatch(/^[0-9a-f]{64}$/);
    const { body, code } = await signIn(t.app, ADMIN);
    const codes = await database.handle.db.select().from(twoFactorCodes);
    expect(codes.some((row) => row.code_hash.includes(code) || row.password_mark?.includes(PASSWORD))).toBe(false);
    // A used code keeps no mark of the password.
    expect(codes.at(-1)).toMatchObject({ password_mark: null, consumed_at: expect.any(Date) });
    const tokens = await database.handle.db.select().from(refreshTokens);
    expect(tokens.some((row) => row.token_hash === body.resource.refreshToken)).toBe(false);
  });

  it('accepts the e-mail in any case', async () => {
    const { response } = await signIn(t.app, 'ADMIN@Example.com');
    expect(response.statusCode).toBe(200);
  });

  it('lets the Nerd role in', async () => {
    const { response, body } = await signIn(t.app, 'nerd@example.com');
    expect(response.statusCode).toBe(200);
    expect(body.resource.Role).toEqual({ role_id: 2, name: 'Nerd' });
  });
});

describe('credentials', () => {
  it('refuses a wrong password with 401 and sends nothing', async () => {
    const before = json<unknown[]>(await t.app.inject({ method: 'GET', url: '/dev/outbox' })).length;
    const response = await send(ADMIN, 'wrong-pass');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, error: 'Correo o contraseña incorrectos' });
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: '/dev/outbox' }))).toHaveLength(before);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await send('nadie@example.com');
    const wrong = await send(ADMIN, 'wrong-pass');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a soft-deleted admin like an unknown one', async () => {
    const response = await send('borrado@example.com');
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe('Correo o contraseña incorrectos');
  });

  it('validates the body: bad e-mail, short password, unknown field, missing flag type', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'no-es-correo', password: PASSWORD }, 'Introduce un correo válido'],
      [{ email: ADMIN, password: 'ab' }, 'Introduce una contraseña válida'],
      [{ email: ADMIN, password: PASSWORD, extra: 1 }, 'Campo no permitido: extra'],
      [{ email: ADMIN }, 'El campo password es obligatorio'],
      [{ email: ADMIN, password: 12345678 }, 'password'],
      [{ email: ADMIN, password: PASSWORD, super_dashboard: 'yes' }, 'super_dashboard'],
      [{ email: `${'a'.repeat(250)}@example.com`, password: PASSWORD }, 'Introduce un correo válido'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(t.app, '/api/send_two_factor_token', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
      expect(json(response).error).toContain(message);
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send_two_factor_token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      resource: null,
      error: 'El cuerpo de la petición no es un JSON válido.',
    });
  });
});

describe('the code', () => {
  it('refuses a wrong code with the catalogue message and counts the try', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    const wrong = await validate(ADMIN, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ success: false, error: WRONG_CODE });
    const [row] = await database.handle.db
      .select({ attempts: twoFactorCodes.attempts })
      .from(twoFactorCodes)
      .orderBy(twoFactorCodes.id)
      .then((rows) => rows.slice(-1));
    expect(row.attempts).toBe(1);
    // The right code still works after one wrong try.
    expect((await validate(ADMIN, code)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries: then even the right code fails', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    for (let i = 0; i < 5; i += 1) expect((await validate(ADMIN, otherCode(code))).statusCode).toBe(400);
    const right = await validate(ADMIN, code);
    expect(right.statusCode).toBe(400);
    expect(json(right).error).toBe(WRONG_CODE);
    expect((await login(ADMIN, code)).statusCode).toBe(401);
  });

  it('counts parallel guesses too: at most 5 are ever compared', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    await Promise.all(Array.from({ length: 12 }, () => validate(ADMIN, otherCode(code))));
    expect((await validate(ADMIN, code)).statusCode).toBe(400);
  });

  it('expires after 10 minutes', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await validate(ADMIN, code);
    expect(late.statusCode).toBe(400);
    expect(json(late).error).toBe(WRONG_CODE);
  });

  it('is not valid for another admin', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    expect((await validate('nerd@example.com', code)).statusCode).toBe(400);
  });

  it('only the latest code counts', async () => {
    await send(ADMIN);
    const first = await latestCode(t.app, ADMIN);
    await send(ADMIN);
    const second = await latestCode(t.app, ADMIN);
    if (first !== second) expect((await validate(ADMIN, first)).statusCode).toBe(400);
    expect((await validate(ADMIN, second)).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('refuses a code that was never validated (401, no tokens)', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    const response = await login(ADMIN, code);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, resource: null, error: WRONG_CODE });
  });

  it('refuses a validated code with the wrong password', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    await validate(ADMIN, code);
    const response = await login(ADMIN, code, 'wrong-pass');
    expect(response.statusCode).toBe(401);
    // The same answer as a wrong code: auth/login never tells that a password was right.
    expect(json(response).error).toBe(WRONG_CODE);
    // The code survives a wrong password and still logs in once.
    expect((await login(ADMIN, code)).statusCode).toBe(200);
  });

  it('compares the password to the code\'s mark, without checking its hash again', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    await validate(ADMIN, code);
    const hashChecks = jest.spyOn(crypto, 'scrypt');
    try {
      expect((await login(ADMIN, code)).statusCode).toBe(200);
      expect(hashChecks).not.toHaveBeenCalled();
    } finally {
      hashChecks.mockRestore();
    }
  });

  it('a mark this process cannot read (the code sent through another instance, or before a restart): the password passes by its hash', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    await validate(ADMIN, code);
    const [latest] = await database.handle.db.select().from(twoFactorCodes).orderBy(desc(twoFactorCodes.id)).limit(1);
    await database.handle.db.update(twoFactorCodes).set({ password_mark: 'f'.repeat(64) }).where(eq(twoFactorCodes.id, latest.id));
    expect((await login(ADMIN, code, 'wrong-pass')).statusCode).toBe(401);
    expect((await login(ADMIN, code)).statusCode).toBe(200);
  });

  it('a password set since the code was sent: the old one is refused, the new one passes by its hash', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    await validate(ADMIN, code);
    const [before] = await database.handle.db.select().from(admins).where(eq(admins.email, ADMIN));
    try {
      await database.handle.db.update(admins).set({ password_hash: await hashPassword('otra-clave-1') }).where(eq(admins.admin_id, before.admin_id));
      expect((await login(ADMIN, code)).statusCode).toBe(401);
      expect((await login(ADMIN, code, 'otra-clave-1')).statusCode).toBe(200);
    } finally {
      await database.handle.db.update(admins).set({ password_hash: before.password_hash }).where(eq(admins.admin_id, before.admin_id));
    }
  });

  it('consumes the code: a second login with it fails', async () => {
    const { code } = await signIn(t.app, ADMIN);
    expect((await login(ADMIN, code)).statusCode).toBe(401);
  });

  it('refuses an expired validated code', async () => {
    await send(ADMIN);
    const code = await latestCode(t.app, ADMIN);
    await validate(ADMIN, code);
    t.clock.advance(11 * 60 * 1000);
    expect((await login(ADMIN, code)).statusCode).toBe(401);
  });

  it('gives no tokens to the Agente role nor to an admin without role: 403', async () => {
    for (const email of ['agente@example.com', 'sinrol@example.com', 'partner@example.com']) {
      const { response, body } = await signIn(t.app, email);
      expect(response.statusCode).toBe(403);
      expect(body).toEqual({ success: false, resource: null, error: 'No tienes acceso a este dashboard.' });
    }
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token; the old one is then refused', async () => {
    const { body } = await signIn(t.app, ADMIN);
    const first = body.resource.refreshToken as string;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const next = json(rotated).resource;
    expect(next.refreshToken).not.toBe(first);
    expect((await me(next.token)).statusCode).toBe(200);
    // The rotated-away token no longer works once the grace window (tabs refreshing at once) is over...
    t.clock.advance(11_000);
    expect((await refresh(first)).statusCode).toBe(401);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const { body } = await signIn(t.app, ADMIN);
    const first = body.resource.refreshToken as string;
    const second = json(await refresh(first)).resource.refreshToken as string;
    t.clock.advance(11_000);
    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(json(reused).error).toBe('Sesión no válida');
    // ...and the legitimate latest token is revoked with it.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('another sign-in (another family) is not touched by a reuse', async () => {
    const a = (await signIn(t.app, ADMIN)).body.resource.refreshToken as string;
    const b = (await signIn(t.app, ADMIN)).body.resource.refreshToken as string;
    await refresh(a);
    t.clock.advance(11_000);
    await refresh(a);
    expect((await refresh(b)).statusCode).toBe(200);
  });

  it('refuses missing, garbage and access tokens as refresh tokens', async () => {
    const { body } = await signIn(t.app, ADMIN);
    expect((await t.app.inject({ method: 'GET', url: '/api/token/refresh' })).statusCode).toBe(401);
    expect((await refresh('garbage')).statusCode).toBe(401);
    expect((await refresh(body.resource.token)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const { body } = await signIn(t.app, ADMIN);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await refresh(body.resource.refreshToken)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and always answers success', async () => {
    const { body } = await signIn(t.app, ADMIN);
    const out = await post(t.app, '/api/auth/logout', { refreshToken: body.resource.refreshToken });
    expect(json(out)).toEqual({ success: true, resource: null });
    expect((await refresh(body.resource.refreshToken)).statusCode).toBe(401);
    const unknown = await post(t.app, '/api/auth/logout', { refreshToken: 'not-a-token' });
    expect(json(unknown).success).toBe(true);
  });

  it('a refresh token of an admin deleted since then is refused', async () => {
    const { body } = await signIn(t.app, 'nerd@example.com');
    await database.handle.db.update(admins).set({ deletedAt: new Date() }).where(eq(admins.email, 'nerd@example.com'));
    try {
      expect((await refresh(body.resource.refreshToken)).statusCode).toBe(401);
      expect((await me(body.resource.token)).statusCode).toBe(401);
    } finally {
      await database.handle.db.update(admins).set({ deletedAt: null }).where(eq(admins.email, 'nerd@example.com'));
    }
  });
});

describe('messages', () => {
  it('a failed SMTP send fails the call with 502 (no message lost silently)', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connection refused')),
    };
    const smtp = await makeApp(database.handle, { mailer: failing });
    try {
      const response = await post(smtp.app, '/api/send_two_factor_token', { email: ADMIN, password: PASSWORD });
      expect(response.statusCode).toBe(502);
      expect(json(response).error).toBe('No se pudo enviar el código. Intenta de nuevo.');
    } finally {
      await smtp.app.close();
    }
  });

  it('with SMTP_URL set, a real SMTP failure (closed port) is a 502', async () => {
    const smtp = await makeApp(database.handle, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const response = await post(smtp.app, '/api/send_two_factor_token', { email: ADMIN, password: PASSWORD });
      expect(response.statusCode).toBe(502);
    } finally {
      await smtp.app.close();
    }
  });
});

describe('rate limits (kept in PostgreSQL)', () => {
  type Limits = Partial<Config['rateLimit']>;
  /** An app on a database of its own, so that the counters of this file's other calls do not count. */
  async function limitedApp(rateLimit: Limits, config: Partial<Config> = {}) {
    const own = await demoDatabase();
    const limits = { windowMs: 60_000, codePerEmail: 1000, failuresPerEmailAddress: 1000, failuresPerDevice: 1000, signInPerAddress: 1000, ...rateLimit };
    const made = await makeApp(own.handle, { config: { rateLimit: limits, ...config } });
    return { ...made, own, close: () => own.close(made.app) };
  }
  const from = (app: FastifyInstance, address: string, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: address, headers });

  it('limits the codes sent per e-mail (429 with Retry-After), only reachable with the right password', async () => {
    const limited = await limitedApp({ codePerEmail: 2 });
    try {
      const call = () => post(limited.app, '/api/send_two_factor_token', { email: 'nerd@example.com', password: PASSWORD });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(json(third)).toEqual({ success: false, resource: null, error: 'Demasiados intentos. Intenta de nuevo más tarde.' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(limited.app, '/api/send_two_factor_token', { email: ADMIN, password: PASSWORD })).statusCode).toBe(200);
      limited.clock.advance(61_000);
      expect((await call()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits every sign-in call per client address, whatever the e-mail', async () => {
    const limited = await limitedApp({ signInPerAddress: 3 });
    try {
      const statuses = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        statuses.push((await post(limited.app, '/api/send_two_factor_token', { email, password: PASSWORD })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await post(limited.app, '/api/validate_two_factor_token', { email: ADMIN, code: '123456' })).statusCode).toBe(429);
      expect((await post(limited.app, '/api/auth/login', { email: ADMIN, password: PASSWORD, auth_token: '123456' })).statusCode).toBe(429);
      expect((await from(limited.app, '10.0.0.9', '/api/send_two_factor_token', { email: ADMIN, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('wrong passwords from other addresses cannot lock out the person who has the password', async () => {
    // Before: ten wrong sends from anywhere made the owner's right one answer 429 for the window.
    const limited = await limitedApp({ failuresPerEmailAddress: 3, codePerEmail: 10 });
    try {
      const wrong = { email: ADMIN, password: 'incorrecta' };
      for (let i = 0; i < 12; i += 1) {
        expect((await from(limited.app, `10.1.0.${i}`, '/api/send_two_factor_token', wrong)).statusCode).toBe(401);
      }
      // One address that keeps guessing is stopped, even when it then tries the right password.
      const attacker = [];
      for (let i = 0; i < 4; i += 1) attacker.push((await from(limited.app, '10.9.9.9', '/api/send_two_factor_token', wrong)).statusCode);
      expect(attacker).toEqual([401, 401, 401, 429]);
      expect((await from(limited.app, '10.9.9.9', '/api/send_two_factor_token', { email: ADMIN, password: PASSWORD })).statusCode).toBe(429);
      // The owner, from their own address, signs in.
      expect((await from(limited.app, '192.168.1.20', '/api/send_two_factor_token', { email: ADMIN, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('auth/login answers a wrong password and a wrong code alike, and counts both as failures', async () => {
    const limited = await limitedApp({ failuresPerEmailAddress: 2 });
    try {
      const wrongPassword = await post(limited.app, '/api/auth/login', { email: ADMIN, password: 'incorrecta', auth_token: '123456' });
      const wrongCode = await post(limited.app, '/api/auth/login', { email: ADMIN, password: PASSWORD, auth_token: '123456' });
      expect([wrongPassword.statusCode, json(wrongPassword)]).toEqual([wrongCode.statusCode, json(wrongCode)]);
      expect(json(wrongCode).error).toBe('Código de acceso incorrecto o caducado');
      expect((await post(limited.app, '/api/auth/login', { email: ADMIN, password: PASSWORD, auth_token: '123456' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("believes X-Forwarded-For only from a configured proxy (TRUST_PROXY)", async () => {
    const spoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    const body = { email: 'nadie@example.com', password: 'incorrecta' };
    const plain = await limitedApp({ signInPerAddress: 2 });
    try {
      // No proxy configured: a new header each time is still the same client.
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await from(plain.app, '10.0.0.5', '/api/send_two_factor_token', body, spoof(i))).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await plain.close();
    }
    const proxied = await limitedApp({ signInPerAddress: 2 }, { trustProxy: ['127.0.0.1'] });
    try {
      // Through the proxy each forwarded client counts on its own; a direct client cannot pretend.
      for (let i = 0; i < 3; i += 1) expect((await from(proxied.app, '127.0.0.1', '/api/send_two_factor_token', body, spoof(i))).statusCode).toBe(401);
      const direct = [];
      for (let i = 0; i < 3; i += 1) direct.push((await from(proxied.app, '10.0.0.5', '/api/send_two_factor_token', body, spoof(i))).statusCode);
      expect(direct).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  }, 120_000); // two databases of its own (seconds each on a busy machine)

  it('two API instances on one database share the limits and the sessions', async () => {
    const own = await demoDatabase();
    const limits = { windowMs: 60_000, codePerEmail: 1000, failuresPerEmailAddress: 1000, failuresPerDevice: 1000, signInPerAddress: 3 };
    const a = await makeApp(own.handle, { config: { rateLimit: limits } });
    const b = await makeApp(own.handle, { config: { rateLimit: limits } });
    try {
      const body = { email: 'nadie@example.com', password: 'incorrecta' };
      for (let i = 0; i < 3; i += 1) expect((await from(a.app, '10.0.0.7', '/api/send_two_factor_token', body)).statusCode).toBe(401);
      expect((await from(b.app, '10.0.0.7', '/api/send_two_factor_token', body)).statusCode).toBe(429);
      // A session started on A, ended on B: A refuses its access token at once.
      const session = (await signIn(a.app, ADMIN)).body.resource;
      expect((await a.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(session.token) })).statusCode).toBe(200);
      expect((await b.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(session.token) })).statusCode).toBe(200);
      await post(b.app, '/api/auth/logout', { refreshToken: session.refreshToken });
      expect((await a.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(session.token) })).statusCode).toBe(401);
    } finally {
      await own.close(a.app, b.app);
    }
  }, 120_000);

  describe('device tokens (a browser that signed in before)', () => {
    // One app for these tests (a database costs seconds): each test signs in from an address of its own, with
    // tokens of its own, so that their counters do not meet.
    let limited: Awaited<ReturnType<typeof limitedApp>>;
    beforeAll(async () => {
      limited = await limitedApp({ failuresPerEmailAddress: 3, failuresPerDevice: 3 }, { deviceTokenTtl: 3600 });
    }, 120_000);
    afterAll(async () => {
      await limited?.close();
    });

    const wrong = (device_token?: string) => ({ email: ADMIN, password: 'incorrecta', ...(device_token ? { device_token } : {}) });
    const right = (device_token?: string) => ({ email: ADMIN, password: PASSWORD, ...(device_token ? { device_token } : {}) });
    const sendFrom = (address: string, body: object) => from(limited.app, address, '/api/send_two_factor_token', body);

    /** The whole sign-in from `address`, sending `device_token` at every step when given: the first refusal, or the login's answer. */
    async function signInFrom(address: string, email: string, device_token?: string) {
      const device = device_token ? { device_token } : {};
      const sent = await from(limited.app, address, '/api/send_two_factor_token', { email, password: PASSWORD, ...device });
      if (sent.statusCode !== 200) return sent;
      const code = await latestCode(limited.app, email);
      const validated = await from(limited.app, address, '/api/validate_two_factor_token', { email, code, ...device });
      if (validated.statusCode !== 200) return validated;
      return from(limited.app, address, '/api/auth/login', { email, password: PASSWORD, auth_token: code, ...device });
    }
    async function deviceTokenOf(address: string, email = ADMIN) {
      const answer = await signInFrom(address, email);
      expect(answer.statusCode).toBe(200);
      return json(answer).resource.deviceToken as string;
    }
    const limitKeys = async () => (await limited.own.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);

    it('an office behind one address: a stranger guessing wrong does not lock out the owner’s browser', async () => {
      // Before: wrong passwords from the office's address made the owner's right one answer 429 for the window.
      const office = '198.51.100.7';
      const owner = await deviceTokenOf(office);
      // Another browser at the same address, without a device token: stopped after the limit (3 here).
      const stranger = [];
      for (let i = 0; i < 12; i += 1) stranger.push((await sendFrom(office, wrong())).statusCode);
      expect(stranger).toEqual([401, 401, 401, ...Array(9).fill(429)]);
      // The owner's browser, with its device token, signs in (password, code, login) and gets a new token.
      const again = await signInFrom(office, ADMIN, owner);
      expect(again.statusCode).toBe(200);
      expect(json(again).resource.deviceToken).not.toBe(owner);
      // The stranger is still refused, even with the right password.
      expect((await sendFrom(office, right())).statusCode).toBe(429);
      expect((await limitKeys()).some((key) => key.includes(owner.split('.')[0]))).toBe(false);
    });

    it("a device token's own failures lock that device only", async () => {
      const office = '198.51.100.8';
      const first = await deviceTokenOf(office);
      const second = await deviceTokenOf(office);
      // Wrong passwords and a wrong code from the first browser count on its token.
      expect((await sendFrom(office, wrong(first))).statusCode).toBe(401);
      expect((await sendFrom(office, wrong(first))).statusCode).toBe(401);
      const wrongCode = { email: ADMIN, code: '000000', device_token: first };
      expect((await from(limited.app, office, '/api/validate_two_factor_token', wrongCode)).statusCode).toBe(400);
      const locked = await sendFrom(office, right(first));
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      const login = { email: ADMIN, password: PASSWORD, auth_token: '000000', device_token: first };
      expect((await from(limited.app, office, '/api/auth/login', login)).statusCode).toBe(429);
      // Another browser of the same person, and a browser without a token, at the same address, are not locked.
      expect((await signInFrom(office, ADMIN, second)).statusCode).toBe(200);
      expect((await signInFrom(office, ADMIN)).statusCode).toBe(200);
      // Counted under a hash of the token's nonce, never the token (nor its nonce) itself.
      const keys = await limitKeys();
      expect(keys.filter((key) => key.startsWith('device:'))).toHaveLength(1);
      expect(keys.some((key) => key.includes(first.split('.')[0]))).toBe(false);
      // The lock lasts the window.
      limited.clock.advance(61_000);
      expect((await signInFrom(office, ADMIN, first)).statusCode).toBe(200);
    });

    it("a forged, malformed or another e-mail's token counts as none", async () => {
      const office = '198.51.100.9';
      const owner = await deviceTokenOf(office);
      const nerds = await deviceTokenOf(office, 'nerd@example.com');
      const [nonce, expires, mac] = owner.split('.');
      const forged = [
        `${nonce}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
        // A later expiry under the same signature.
        `${nonce}.${Number(expires) + 86400}.${mac}`,
        nerds,
      ];
      // Each is answered like a wrong password without a token (never a 500), and counted on the e-mail and address...
      for (const token of forged) expect((await sendFrom(office, wrong(token))).statusCode).toBe(401);
      expect((await sendFrom(office, wrong('no-es-un-token'))).statusCode).toBe(429);
      expect((await sendFrom(office, right(nerds))).statusCode).toBe(429);
      // ...while the owner's own token still passes.
      expect((await signInFrom(office, ADMIN, owner)).statusCode).toBe(200);
      // Its field has a length limit and refuses what no person types (400, never a 500).
      const long = await sendFrom('10.2.0.1', right('a'.repeat(201)));
      expect(long.statusCode).toBe(400);
      expect(json(long).error).toContain('El token del dispositivo no es válido');
      expect((await sendFrom('10.2.0.1', right('abc\u0000def'))).statusCode).toBe(400);
    });

    it('an expired token counts as none (DEVICE_TOKEN_TTL, an hour here)', async () => {
      const office = '198.51.100.10';
      const owner = await deviceTokenOf(office);
      expect((await sendFrom(office, right(owner))).statusCode).toBe(200);
      limited.clock.advance(3_601_000);
      // Its failures count on the e-mail and address (limit 3): a browser there without a token is then refused too.
      for (let i = 0; i < 3; i += 1) expect((await sendFrom(office, wrong(owner))).statusCode).toBe(401);
      expect((await sendFrom(office, right())).statusCode).toBe(429);
      expect((await sendFrom(office, right(owner))).statusCode).toBe(429);
    });
  });
});
