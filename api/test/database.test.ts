/**
 * The API's PostgreSQL pool when the server ends its connections (a restart, a failover): the idle ones that die
 * are let go and the process goes on; the next query opens another. Without the pool's error listener, Node
 * ends the process on the first such 'error' event. On a PostgreSQL server only (DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { freshDatabase } from './helpers';
import { onServer } from './global-setup';

const server = process.env.DATABASE_URL;

(server ? it : it.skip)('goes on after the server ends its idle connections, with a new one for the next query', async () => {
  const fresh = await freshDatabase();
  const handle = await fresh.open();
  // The idle connection's end reaches the pool as an 'error' event: logged, not thrown.
  const warning = new Promise<string>((resolve) => jest.spyOn(console, 'warn').mockImplementation((message: string) => resolve(message)));
  try {
    await handle.db.execute(sql`select 1`);
    const database = fresh.env.DATABASE_URL.split('/').at(-1);
    await onServer(server!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`);
    expect(await warning).toContain('PostgreSQL closed an idle connection of the API');
    expect(((await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);
  } finally {
    jest.restoreAllMocks();
    await handle.close();
    await fresh.drop();
  }
});
