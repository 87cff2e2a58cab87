/**
 * Test harness: a fresh database per test file — in-memory PGlite by default; with DATABASE_URL, a new,
 * uniquely named database on that PostgreSQL server, dropped afterwards — and apps built on it with a
 * movable clock and captured operator output.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import type { RoutePermission } from '../src/auth/permissions';
import { issueSession } from '../src/auth/sessions';
import { loadConfig, type Config, type RunConfig } from '../src/config';
import { openDatabase, type DbHandle } from '../src/db/client';
import { seedDemo } from '../src/db/demo';

export interface FreshDatabase {
  /** Environment that points start() at this database. */
  env: Record<string, string>;
  /** Opens it (migrated). */
  open(): Promise<DbHandle>;
  /** Drops it (a server database) — call after every handle is closed. */
  drop(): Promise<void>;
}

/**
 * A database nobody else uses: PGlite in memory (or, with `reopen`, in a temporary folder, so that
 * several opens see the same data), or CREATE DATABASE on the DATABASE_URL server.
 */
export async function freshDatabase({ reopen = false } = {}): Promise<FreshDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dataDir = reopen ? fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-')) : 'memory://';
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => {
        if (reopen) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async drop() {
      const client = new Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The signing secret of the test apps (tests forge tokens with it). */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

export function testConfig(overrides: Partial<Config> = {}): RunConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), jwtSecret: TEST_JWT_SECRET, ...overrides };
}

export interface Clock {
  now: () => Date;
  advance(ms: number): void;
}

export function movableClock(start = Date.now()): Clock {
  let at = start;
  return { now: () => new Date(at), advance: (ms) => (at += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  clock: Clock;
  printed: string[];
  routes: { method: string; url: string; permission?: RoutePermission | 'open' }[];
}

export async function makeApp(
  handle: DbHandle,
  options: Partial<Omit<BuildOptions, 'db' | 'config'>> & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const clock = movableClock();
  const printed: string[] = [];
  const routes: TestApp['routes'] = [];
  const { config, ...rest } = options;
  const app = buildApp({
    db: handle.db,
    config: testConfig(config),
    now: clock.now,
    print: (line) => printed.push(line),
    logger: false,
    onRoute: (route) => routes.push(route),
    ...rest,
  });
  await app.ready();
  return { app, clock, printed, routes };
}

/** One fresh database with the demo set, closed and dropped by `close`. */
export async function demoDatabase() {
  const fresh = await freshDatabase();
  const handle = await fresh.open();
  await seedDemo(handle.db, { brand: 'Konverza' });
  return {
    handle,
    async close(...apps: FastifyInstance[]) {
      for (const app of apps) await app.close();
      await handle.close();
      await fresh.drop();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely, field by field
export const json = <T = any>(response: LightMyRequestResponse): T => JSON.parse(response.body) as T;

export const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest login code the outbox holds for that address. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const outbox = json<{ to: string; code: string }[]>(
    await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` }),
  );
  const last = outbox.at(-1);
  if (!last) throw new Error(`no message for ${email}`);
  return last.code;
}

export const DEMO_PASSWORD = 'demo1234';

/** The whole sign-in: send the code, read it from the outbox, validate it, log in. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const sent = await post(app, '/api/send_two_factor_token', { email, password, super_dashboard: true });
  if (sent.statusCode !== 200) throw new Error(`send_two_factor_token: ${sent.statusCode} ${sent.body}`);
  const code = await latestCode(app, email);
  const validated = await post(app, '/api/validate_two_factor_token', { email, code });
  if (validated.statusCode !== 200) throw new Error(`validate_two_factor_token: ${validated.statusCode}`);
  const login = await post(app, '/api/auth/login', { email, password, auth_token: code, superadmin: true });
  return { response: login, body: json(login), code };
}

/** An access token of a new session of any admin (as a sign-in would start it, without the sign-in). */
export const accessTokenFor = async (app: FastifyInstance, adminId: number) => (await issueSession(app, adminId)).token;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The demo database and an app on it for one test file (registers its beforeAll / afterAll), with calls
 * made as admin 1, the superadmin, unless other headers are given.
 */
export function demoApi() {
  let database: Awaited<ReturnType<typeof demoDatabase>>;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    database = await demoDatabase();
    t = await makeApp(database.handle);
    headers = bearer(await accessTokenFor(t.app, 1));
  });
  afterAll(async () => {
    await database?.close(t?.app);
  });

  const call = (method: Method, url: string, payload?: unknown, withHeaders = headers) =>
    t.app.inject({ method, url, headers: withHeaders, ...(payload !== undefined && { payload: payload as object }) });

  return {
    get app() {
      return t.app;
    },
    get headers() {
      return headers;
    },
    /** Every route the app registered. */
    get routes() {
      return t.routes;
    },
    /** The app's clock (codes, refresh tokens, limits): tests move it. */
    get clock() {
      return t.clock;
    },
    db: () => database.handle.db,
    call,
    get: (url: string) => call('GET', url),
    /** Expects every case to answer `status` with an error containing its text. */
    async expectRefusals(cases: [Method, string, unknown, number, string][]) {
      for (const [method, url, payload, status, message] of cases) {
        const response = await call(method, url, payload);
        expect([method, url, payload, response.statusCode]).toEqual([method, url, payload, status]);
        const body = json(response);
        expect([method, url, payload, body.success, body.resource]).toEqual([method, url, payload, false, null]);
        expect(body.error).toContain(message);
      }
    },
  };
}
