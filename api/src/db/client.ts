/**
 * Opens the database and brings it up to date: PostgreSQL through node-postgres when a URL is given,
 * else embedded PGlite (a data folder, or `memory://`). The same migrations (./drizzle) serve both.
 * Then listens to the changes of what the staff guard reads (STAFF_CHANGES), for its cache (auth/guard.ts).
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
import { Client, Pool } from 'pg';
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

/**
 * The channel on which the database announces a change of an admin, their sessions, roles or permissions
 * (triggers of migration 0013): the admin's id, or '' when anyone may be concerned.
 */
export const STAFF_CHANGES = 'staff_changes';

/** The application_name of the connection that listens (PostgreSQL), to tell it apart in pg_stat_activity. */
export const LISTENER_NAME = 'api staff_changes';

export interface NoticeSubscriber {
  notice(payload: string): void;
  /** Notices start (again) or stop arriving (why: `reason`): what was kept on their promise is no longer sure. */
  listening(yes: boolean, reason?: string): void;
}

/** The STAFF_CHANGES notices of one database, for whatever an API process keeps of what they concern. */
export interface Notices {
  /** Whether notices arrive now: while not, nothing may be kept on their promise. */
  readonly listening: boolean;
  /** Answers the unsubscribe. */
  subscribe(subscriber: NoticeSubscriber): () => void;
  /**
   * Resolves once every notice of a transaction committed before the call has been handed to the subscribers;
   * rejects when not listening.
   */
  caughtUp(): Promise<void>;
}

/** The notices of each database opened here (an app reaches them from its `db`). */
const noticesOfDb = new WeakMap<Db, Notices>();
export const noticesOf = (db: Db): Notices | undefined => noticesOfDb.get(db);

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5000;
/** A listening connection that does not answer caughtUp's round trip within this is taken for lost. */
const ROUND_TRIP_TIMEOUT_MS = 5000;

/**
 * PostgreSQL's notices come on a connection of their own (LISTEN), apart from the pool. When it drops, the
 * subscribers hear `listening(false)` and it is opened again, the wait doubling from 100 ms up to 5 s. It says
 * nothing itself: the app logs what its subscriber hears (auth/guard.ts).
 */
class ServerNotices implements Notices {
  private readonly subscribers = new Set<NoticeSubscriber>();
  /** The connection that listens, while it does. */
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private delay = FIRST_RETRY_MS;
  private closed = false;
  /** The round trip of caughtUp on the wire, and the one that follows it. */
  private sent: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly url: string) {}

  get listening() {
    return this.client !== undefined;
  }

  subscribe(subscriber: NoticeSubscriber) {
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  }

  /** Opens the connection and listens; on failure, tries again later. */
  connect(): Promise<void> {
    this.connecting = this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open() {
    const client = new Client({ connectionString: this.url, application_name: LISTENER_NAME, keepAlive: true });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', ({ payload = '' }) => {
      if (client === this.client) for (const subscriber of this.subscribers) subscriber.notice(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${STAFF_CHANGES}`);
    } catch {
      client.end().catch(() => undefined);
      this.schedule();
      return;
    }
    if (this.closed) return client.end();
    this.client = client;
    this.delay = FIRST_RETRY_MS;
    for (const subscriber of this.subscribers) subscriber.listening(true);
  }

  private lost(client: Client, error?: Error) {
    if (client !== this.client) return;
    this.client = undefined;
    for (const subscriber of this.subscribers) subscriber.listening(false, error?.message ?? 'the connection ended');
    client.end().catch(() => undefined);
    this.schedule();
  }

  private schedule() {
    if (this.closed) return;
    this.retry = setTimeout(() => void this.connect(), this.delay);
    this.delay = Math.min(this.delay * 2, LAST_RETRY_MS);
  }

  caughtUp(): Promise<void> {
    if (!this.sent) return this.roundTrip();
    // The round trip on the wire left before this call: the next one, shared by every later caller, answers it.
    this.next ??= this.sent
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.roundTrip();
      });
    return this.next;
  }

  /**
   * An empty query on the listening connection. PostgreSQL hands a connection the notices of every transaction
   * committed before it reads a query, before answering that query: once answered, they have all been heard.
   */
  private roundTrip(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.reject(new Error(`not listening to ${STAFF_CHANGES}`));
    // Ending the connection fails the query: a connection gone silent does not hold the callers.
    const timer = setTimeout(() => this.lost(client, new Error(`no answer in ${ROUND_TRIP_TIMEOUT_MS} ms`)), ROUND_TRIP_TIMEOUT_MS);
    const trip = client
      .query('')
      .then(() => undefined)
      .finally(() => clearTimeout(timer));
    this.sent = trip;
    const done = () => {
      if (this.sent === trip) this.sent = undefined;
    };
    trip.then(done, done);
    return trip;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }
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
    const nodePg = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(nodePg, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = nodePg as unknown as Db;
    const notices = new ServerNotices(databaseUrl);
    await notices.connect();
    noticesOfDb.set(db, notices);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await notices.close();
        await pool.end();
      },
    };
  }

  // The contrib entry's types are ESM-only; its CommonJS build is what require() loads here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  const pglite = drizzlePglite({ client, schema });
  const db = pglite as unknown as Db;
  try {
    await migratePglite(pglite, { migrationsFolder: MIGRATIONS_FOLDER });
    noticesOfDb.set(db, await embeddedNotices(client));
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * PGlite is this process's own database, on one connection: it hands a notice to its listeners (in a microtask)
 * while answering the statement that committed it, before that statement's caller resumes. Always listening,
 * and always caught up.
 */
async function embeddedNotices(client: PGlite): Promise<Notices> {
  const subscribers = new Set<NoticeSubscriber>();
  // Before any other query: LISTEN inside another caller's open transaction would end with it.
  await client.listen(STAFF_CHANGES, (payload) => {
    for (const subscriber of subscribers) subscriber.notice(payload);
  });
  return {
    listening: true,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    caughtUp: () => Promise.resolve(),
  };
}
