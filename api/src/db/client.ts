/**
 * Opens the database and brings it up to date: PostgreSQL through node-postgres when a URL is given,
 * else embedded PGlite (a data folder, or `memory://`). The same migrations (./drizzle) serve both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: both are drizzle PgDatabases over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The database or an open transaction: both run the same queries. */
export type Tx = Db | PgTransaction<never, never, never>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder or `memory://`; ignored when databaseUrl is set. */
  dataDir?: string;
  /** A PGlite dump (`dumpDataDir`) to start from instead of an empty database (the API tests' demo set). */
  loadDataDir?: Blob;
}

export async function openDatabase({ databaseUrl, dataDir = 'memory://', loadDataDir }: OpenOptions): Promise<DbHandle> {
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error' event of the
    // pool: without a listener Node would end the process. The pool has already let that connection go; the next
    // query opens another.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection of the API: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  // The contrib entry's types are ESM-only; its CommonJS build is what require() loads here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
