/**
 * Test harness: a fresh database per test file — in-memory PGlite by default (the demo one loaded from the
 * run's dump, global-setup.ts); with DATABASE_URL, a new, uniquely named database on that PostgreSQL server,
 * dropped afterwards — and apps built on it with a movable clock and captured operator output.
 */
import { Blob } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import type { Link, RoutePermission } from '@console/contracts';
import { issueSession } from '../src/auth/sessions';
import { loadConfig, type Config, type RunConfig } from '../src/config';
import { openDatabase, type Db, type DbHandle } from '../src/db/client';
import { seedDemo } from '../src/demo/seed';
import { DEMO_DUMP, DEMO_MADE_AT, DEMO_TEMPLATE, createTestDatabase, databaseUrl, onServer } from './global-setup';

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
  return serverDatabase(server);
}

/** A new, uniquely named database on the DATABASE_URL server, empty or a copy of `template`. */
async function serverDatabase(server: string, template?: string): Promise<FreshDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createTestDatabase(server, name, template);
  const url = databaseUrl(server, name);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url }),
    drop: () => onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The signing secret of the test apps (tests forge tokens with it). */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

/**
 * Access tokens are signed and checked on the machine's clock, not the app's movable one: a token a file takes
 * in its beforeAll must outlive the file, and on a busy machine a file can run past the 15 minutes of the real
 * configuration (contracts.test.ts took 18 at 4 workers beside the load script). No test reads that lifetime;
 * an expired token is made by hand (guard.test.ts).
 */
const TEST_ACCESS_TOKEN_TTL_S = 24 * 60 * 60;

export function testConfig(overrides: Partial<Config> = {}): RunConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), jwtSecret: TEST_JWT_SECRET, accessTokenTtl: TEST_ACCESS_TOKEN_TTL_S, ...overrides };
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
  routes: { method: string; url: string; permission?: RoutePermission | 'open'; link?: Link }[];
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

/** The same day, on the local calendar and on UTC's: the demo set's dates are days before when it was made. */
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString() && a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * One fresh database with the demo set, closed and dropped by `close`: this run's (global-setup.ts), loaded from
 * its dump into a PGlite of this file's own or copied from its template on the DATABASE_URL server; seeded here
 * when the run has none of today (its "3 days ago" would not be today's).
 */
export async function demoDatabase() {
  const server = process.env.DATABASE_URL;
  const madeToday = sameDay(new Date(Number(process.env[DEMO_MADE_AT])), new Date());
  const dump = process.env[DEMO_DUMP];
  const template = process.env[DEMO_TEMPLATE];
  let fresh: FreshDatabase | null = null;
  let handle: DbHandle;
  if (!server && dump && madeToday) handle = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(dump)]) });
  else if (server && template && madeToday) {
    fresh = await serverDatabase(server, template);
    handle = await fresh.open();
  } else {
    fresh = await freshDatabase();
    handle = await fresh.open();
    await seedDemo(handle.db, { brand: 'Konverza' });
  }
  return {
    handle,
    async close(...apps: FastifyInstance[]) {
      for (const app of apps) await app.close();
      await handle.close();
      await fresh?.drop();
    },
  };
}

/** Resolves once the app's background work (account merges answered 202) has ended: no polling, no clock. */
export async function backgroundEnded(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...app.ctx.background]);
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
export function demoApi(options: Parameters<typeof makeApp>[1] = {}) {
  let database: Awaited<ReturnType<typeof demoDatabase>>;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    database = await demoDatabase();
    t = await makeApp(database.handle, options);
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

/** The CSV's lines, without the BOM, each split into its cells (RFC 4180, quoted cells included). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

/**
 * Lists whose demo rows are more than one page of MAX_LIST_LIMIT (the first bot account's thousands of users,
 * their values, the breadcrumbs): the generic suites list them within one filter of their own contract, a small
 * scope. The query string of each, by the contract's path.
 */
export async function largeListScopes(db: Db): Promise<Record<string, string>> {
  const [scope] = (
    (await db.execute(sql`select u.account_id, u.user_id from users u
      where u.account_id = (select account_id from users order by account_id desc limit 1)
        and exists (select 1 from user_attribute_values v where v.user_id = u.user_id)
      order by u.user_id limit 1`)) as unknown as { rows: { account_id: number; user_id: number }[] }
  ).rows;
  return { user: `account_id=${scope.account_id}`, breadcrumb: `account_id=${scope.account_id}`, user_attribute_value: `user_id=${scope.user_id}` };
}
