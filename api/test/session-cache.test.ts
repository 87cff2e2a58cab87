/**
 * The guard's session cache (auth/guard.ts) with two API instances on one database: on PostgreSQL two apps each
 * with a pool and a listening connection of its own, as two servers have; on PGlite two apps on the process's one
 * embedded database. A logout, a revocation or a change of the admin, their role or its permissions, made
 * through either instance or straight in the database, is seen by both on their next call; what an instance
 * keeps is really what answers (a change that announces nothing is not seen); and on PostgreSQL a listening
 * connection that drops leaves nothing stale behind.
 */
import { eq, sql } from 'drizzle-orm';
import { issueSession } from '../src/auth/sessions';
import { LISTENER_NAME, noticesOf, type Db, type DbHandle, type Tx } from '../src/db/client';
import { admins, permissions, rolePermissions, roles, sessions } from '../src/db/schema';
import { ensureBaseRoles } from '../src/demo/seed';
import { onServer } from './global-setup';
import { bearer, freshDatabase, json, makeApp, post, type FreshDatabase, type TestApp } from './helpers';

const serverStore = Boolean(process.env.DATABASE_URL);
const NERD_ROLE_ID = 2;

let fresh: FreshDatabase;
const handles: DbHandle[] = [];
let a: TestApp;
let b: TestApp;
let db: Db;
const ids = { boss: 0, nerd: 0 };

beforeAll(async () => {
  fresh = await freshDatabase();
  handles.push(await fresh.open());
  if (serverStore) handles.push(await fresh.open());
  db = handles[0].db;
  await ensureBaseRoles(db, 'Konverza');
  const created = await db
    .insert(admins)
    .values([
      { first_name: 'Ana', last_name: 'Jefa', email: 'ana@example.com', password_hash: 'x', role_id: 1 },
      { first_name: 'Nico', last_name: 'Soporte', email: 'nico@example.com', password_hash: 'x', role_id: NERD_ROLE_ID },
    ])
    .returning({ admin_id: admins.admin_id });
  [ids.boss, ids.nerd] = created.map((row) => row.admin_id);
  a = await makeApp(handles[0]);
  b = await makeApp(handles.at(-1)!);
});
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  for (const handle of handles) await handle.close();
  await fresh?.drop();
});

const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
const status = async (t: TestApp, token: string) => (await me(t, token)).statusCode;
const sessionOf = (token: string) => a.app.jwt.decode<{ sid: string }>(token)!.sid;

/** A write as a replica makes it (session_replication_role): no trigger fires, so no instance hears of it. */
const unannounced = (write: (tx: Tx) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });

/** Revokes a token's session unheard (above). */
const revokeUnheard = (token: string) =>
  unannounced((tx) => tx.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.session_id, sessionOf(token))));

describe('two instances on one database', () => {
  it('a logout on A is refused at once on B, which had kept the session', async () => {
    const session = await issueSession(a.app, ids.boss);
    expect(await status(b, session.token)).toBe(200);
    expect(await status(b, session.token)).toBe(200);
    expect(json(await post(a.app, '/api/auth/logout', { refreshToken: session.refreshToken })).success).toBe(true);
    const refused = await me(b, session.token);
    expect([refused.statusCode, json(refused).error]).toEqual([401, 'Sesión no válida']);
  });

  it('an admin deleted on A is refused at once on B', async () => {
    const [row] = await db
      .insert(admins)
      .values({ first_name: 'Eva', last_name: 'Baja', email: 'eva@example.com', password_hash: 'x', role_id: NERD_ROLE_ID })
      .returning({ admin_id: admins.admin_id });
    const { token } = await issueSession(a.app, row.admin_id);
    const boss = bearer((await issueSession(a.app, ids.boss)).token);
    expect(await status(b, token)).toBe(200);
    expect((await a.app.inject({ method: 'DELETE', url: `/api/admin/${row.admin_id}`, headers: boss })).statusCode).toBe(200);
    expect(await status(b, token)).toBe(401);
  });

  it('what B keeps is what answers: a revocation that announces nothing is not seen there, an announced one is', async () => {
    const { token } = await issueSession(a.app, ids.boss);
    expect(await status(b, token)).toBe(200);
    await revokeUnheard(token);
    expect(await status(b, token)).toBe(200);
    // A never kept it: it reads the database.
    expect(await status(a, token)).toBe(401);
    await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.session_id, sessionOf(token)));
    expect(await status(b, token)).toBe(401);
  });

  it('changes written straight in the database reach both at once: the admin, their role, its permissions', async () => {
    const { token } = await issueSession(a.app, ids.nerd);
    const both = async () => Promise.all([me(a, token), me(b, token)]);
    for (const answer of await both()) expect(json(answer).resource.first_name).toBe('Nico');

    await db.update(admins).set({ first_name: 'Nicolás' }).where(eq(admins.admin_id, ids.nerd));
    for (const answer of await both()) expect(json(answer).resource.first_name).toBe('Nicolás');

    const granted = (answer: Awaited<ReturnType<typeof me>>) =>
      (json(answer).resource.access.grants as { resource: string }[]).some((grant) => grant.resource === 'waba');
    for (const answer of await both()) expect(granted(answer)).toBe(false);
    const [permission] = await db
      .insert(permissions)
      .values({ name: 'Caché: WhatsApp', resource: 'waba', read: true })
      .returning({ permission_id: permissions.permission_id });
    await db.insert(rolePermissions).values({ role_id: NERD_ROLE_ID, permission_id: permission.permission_id });
    for (const answer of await both()) expect(granted(answer)).toBe(true);

    // Renamed, the role may no longer enter (neither role 1 nor 'Nerd' nor the brand's name).
    await db.update(roles).set({ name: 'Soporte' }).where(eq(roles.role_id, NERD_ROLE_ID));
    try {
      for (const answer of await both()) expect([answer.statusCode, json(answer).error]).toEqual([403, 'No tienes acceso a este dashboard.']);
    } finally {
      await db.update(roles).set({ name: 'Nerd' }).where(eq(roles.role_id, NERD_ROLE_ID));
    }
    for (const answer of await both()) expect(answer.statusCode).toBe(200);

    await db.update(admins).set({ deletedAt: new Date() }).where(eq(admins.admin_id, ids.nerd));
    for (const answer of await both()) expect(answer.statusCode).toBe(401);
  });
});

(serverStore ? describe : describe.skip)('a listening connection that drops (PostgreSQL)', () => {
  /** Resolves when B's listening next becomes `yes`. */
  const listening = (yes: boolean) =>
    new Promise<void>((resolve) => {
      const stop = noticesOf(b.app.ctx.db)!.subscribe({
        notice: () => undefined,
        listening: (now) => {
          if (now !== yes) return;
          stop();
          resolve();
        },
      });
    });
  /** From the server's own database: a database cannot refuse connections to itself. */
  const allowConnections = (allow: boolean) =>
    onServer(process.env.DATABASE_URL!, `alter database "${new URL(fresh.env.DATABASE_URL).pathname.slice(1)}" allow_connections ${allow}`);
  /** Ends every listening connection, kept from coming back until connections are allowed again. */
  async function cutListening() {
    await allowConnections(false);
    const down = listening(false);
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`);
    await down;
  }
  async function restoreListening() {
    const back = listening(true);
    await allowConnections(true);
    await back;
  }

  it('keeps nothing while it is down, and starts empty when it is back', async () => {
    const kept = (await issueSession(a.app, ids.boss)).token;
    const later = (await issueSession(a.app, ids.boss)).token;
    expect(await status(b, kept)).toBe(200);
    // Both pools keep the connections they have; the listening ones cannot come back until allowed again.
    try {
      await cutListening();
      expect(noticesOf(b.app.ctx.db)!.listening).toBe(false);

      // Revoked unheard: what B kept is not used while it cannot hear.
      await revokeUnheard(kept);
      expect(await status(b, kept)).toBe(401);
      // Read from the database while down, and not kept: revoked unheard, it is refused.
      expect(await status(b, later)).toBe(200);
      await revokeUnheard(later);
      expect(await status(b, later)).toBe(401);

      await restoreListening();
    } finally {
      await allowConnections(true);
    }

    // Listening again: kept, and a logout on A is refused on B at once.
    const session = await issueSession(a.app, ids.boss);
    expect(await status(b, session.token)).toBe(200);
    await post(a.app, '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(await status(b, session.token)).toBe(401);
  });

  it('a session kept before the drop and revoked unheard meanwhile is refused once listening again', async () => {
    const { token } = await issueSession(a.app, ids.boss);
    expect(await status(b, token)).toBe(200);
    try {
      await cutListening();
      await revokeUnheard(token);
      await restoreListening();
    } finally {
      await allowConnections(true);
    }
    expect(await status(b, token)).toBe(401);
  });
});
