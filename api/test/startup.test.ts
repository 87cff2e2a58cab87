/**
 * Starting the API: production refuses to start without JWT_SECRET or, on an empty database, without
 * ADMIN_EMAIL / ADMIN_PASSWORD; production creates only the superadmin (no demo, no /dev); elsewhere the
 * first start loads the demo set once (and a demo database from before the catalogue gets its rows).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { StartupError } from '../src/config';
import { sql } from 'drizzle-orm';
import { admins, organizations, parameters, plans } from '../src/db/schema';
import { issueSession } from '../src/auth/sessions';
import { start } from '../src/server';
import { freshDatabase, json } from './helpers';

const quiet = { logger: false as const, print: () => undefined, listen: false };
const SECRET = 'a-production-secret-of-at-least-32-chars';
/** The demo catalogue's parameters (demo/master-catalogue.ts). */
const PARAMETER_COUNT = 9;
/**
 * A test that starts the API several times: every start boots its own PGlite on the folder and migrates it,
 * the first also loads the demo set (some 10 s of one quiet core in all). With 4 workers on 2 cores and the
 * load script beside them that is minutes, not the suite's default.
 */
const STARTS_TIMEOUT_MS = 300_000;

it('main.ts exits with status 1 and a clear message in production without JWT_SECRET', async () => {
  const tsx = require.resolve('tsx/cli');
  // Not spawnSync with a time-out of its own: tsx compiles the whole API first, seconds on a busy machine, and
  // the test's time-out (which a blocked event loop could not enforce) is the one that applies.
  const child = spawn(process.execPath, [tsx, path.join(__dirname, '..', 'src', 'main.ts')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: 'memory://' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(status).toBe(1);
  expect(stderr).toContain('No se puede iniciar la API: JWT_SECRET es obligatorio con NODE_ENV=production');
});

describe('production on an empty database', () => {
  it('refuses to start without ADMIN_EMAIL / ADMIN_PASSWORD, then starts with them: no demo, no /dev', async () => {
    const fresh = await freshDatabase({ reopen: true });
    try {
      const env = { NODE_ENV: 'production', JWT_SECRET: SECRET, ...fresh.env };
      const refused = await start(env, quiet).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StartupError);
      expect((refused as Error).message).toMatch(/ADMIN_EMAIL y ADMIN_PASSWORD/);

      const started = await start({ ...env, ADMIN_EMAIL: 'Jefa@Example.com', ADMIN_PASSWORD: 'secreta123' }, quiet);
      try {
        const everyone = await started.database.db.select().from(admins);
        expect(everyone.map((a) => [a.email, a.role_id])).toEqual([['jefa@example.com', 1]]);
        expect(await started.database.db.select().from(organizations)).toEqual([]);
        const outbox = await started.app.inject({ method: 'GET', url: '/dev/outbox' });
        expect(outbox.statusCode).toBe(404);
        expect(json(outbox).success).toBe(false);
        const role = await started.app.inject({
          method: 'GET',
          url: '/api/role/1',
          headers: { authorization: `Bearer ${(await issueSession(started.app, everyone[0].admin_id)).token}` },
        });
        expect(json(role).resource.name).toBe('Konverza');
      } finally {
        await started.stop();
      }

      // Once an admin exists, production starts without ADMIN_* (and creates nothing more).
      const again = await start(env, quiet);
      try {
        expect(await again.database.db.select().from(admins)).toHaveLength(1);
      } finally {
        await again.stop();
      }
    } finally {
      await fresh.drop();
    }
  }, STARTS_TIMEOUT_MS);
});

describe('embedded default', () => {
  it('loads the demo set on the first start only, and prints the credentials', async () => {
    const fresh = await freshDatabase({ reopen: true });
    const env = fresh.env;
    const printed: string[] = [];
    try {
      const first = await start(env, { ...quiet, print: (line) => printed.push(line) });
      let adminCount: number;
      try {
        adminCount = (await first.database.db.select().from(admins)).length;
        expect(adminCount).toBeGreaterThanOrEqual(5);
        expect((await first.database.db.select().from(organizations)).length).toBe(30);
        expect(await first.database.db.select().from(parameters)).toHaveLength(PARAMETER_COUNT);
        expect(printed.join('\n')).toContain('admin@example.com / demo1234');
        expect(printed.join('\n')).toContain('/dev/outbox');
      } finally {
        await first.stop();
      }
      printed.length = 0;
      const second = await start(env, { ...quiet, print: (line) => printed.push(line) });
      try {
        expect(await second.database.db.select().from(admins)).toHaveLength(adminCount);
        expect(await second.database.db.select().from(organizations)).toHaveLength(30);
        expect(await second.database.db.select().from(parameters)).toHaveLength(PARAMETER_COUNT);
        expect(printed.join('\n')).not.toContain('demo1234');
        // A demo database from before the catalogue: its next start adds the catalogue's rows.
        await second.database.db.execute(
          sql`truncate custom_view_accounts, custom_views, views, email_templates, plans, plan_groups, plugin_attributes, plugins, components, languages, subscriptions, parameters cascade`,
        );
      } finally {
        await second.stop();
      }
      const third = await start(env, quiet);
      try {
        expect(await third.database.db.select().from(parameters)).toHaveLength(PARAMETER_COUNT);
        expect((await third.database.db.select().from(plans)).length).toBeGreaterThan(0);
        expect(await third.database.db.select().from(admins)).toHaveLength(adminCount);
      } finally {
        await third.stop();
      }
    } finally {
      await fresh.drop();
    }
  }, STARTS_TIMEOUT_MS);
});
