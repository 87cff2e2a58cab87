/**
 * Once per run (jest globalSetup): the demo database every test file starts from, made as the API makes it
 * (openDatabase's migrations, then the demo set), so that no file migrates and seeds its own (some 13 s of one
 * core each: at 4 workers on 2 busy cores the files' beforeAll hooks ran into their time-out).
 * - On PGlite it is dumped to a file that each file loads into a PGlite of its own (about 2 s).
 * - With DATABASE_URL it is a database on that server that each file's database is copied from
 *   (CREATE DATABASE … TEMPLATE, a file copy on the server).
 * helpers.ts (demoDatabase) reads both; global-teardown.ts removes them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/demo/seed';

/** The PGlite dump's file, the server's template database, and when they were made (another day's is not used). */
export const DEMO_DUMP = 'API_TEST_DEMO_DUMP';
export const DEMO_TEMPLATE = 'API_TEST_DEMO_TEMPLATE';
export const DEMO_MADE_AT = 'API_TEST_DEMO_MADE_AT';

/** Runs one statement on the DATABASE_URL server's own database (CREATE and DROP DATABASE). */
export async function onServer(server: string, statement: string) {
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a test database on the DATABASE_URL server (a copy of `template`, or empty) whose commits do not wait for
 * the server's disk (`synchronous_commit = off`, for every connection to it): no test outlives a crash of the
 * server, and each commit's wait for its flush left a core idle (the API suite on PostgreSQL: 142–149 → 130–135 s).
 * A database's settings are not copied with it, so each is set here.
 */
export async function createTestDatabase(server: string, name: string, template?: string) {
  await onServer(server, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await onServer(server, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
}

export const databaseUrl = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

export default async function globalSetup() {
  const madeAt = new Date();
  const server = process.env.DATABASE_URL;
  // The workers start after this and inherit the environment.
  process.env[DEMO_MADE_AT] = String(madeAt.getTime());
  if (server) {
    const name = `api_test_demo_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createTestDatabase(server, name);
    // Closed before any copy: a template with a connection open cannot be copied.
    const handle = await openDatabase({ databaseUrl: databaseUrl(server, name) });
    try {
      await seedDemo(handle.db, { brand: 'Konverza', now: madeAt });
    } finally {
      await handle.close();
    }
    process.env[DEMO_TEMPLATE] = name;
    return;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDemo(handle.db, { brand: 'Konverza', now: madeAt });
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-demo-')), 'demo.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[DEMO_DUMP] = file;
  } finally {
    await handle.close();
  }
}
