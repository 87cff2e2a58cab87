/**
 * Rules that read another row, raced (issue 26): each is decided inside the write's transaction with the row it
 * reads locked, so a concurrent change either committed first (and is seen) or waits for the write. And the
 * sessions a change of an admin ends: promoted to superadmin, their password or e-mail set by another admin.
 *
 * On the embedded PGlite (one connection: transactions run one at a time) a race can only fall between a check
 * made before the transaction and the transaction; the tests that order two transactions with a lock held by a
 * third run on PostgreSQL only (DATABASE_URL), where CI runs this file too. None waits for time to pass: an
 * order is forced by a lock or by a hash that waits for a promise, or, in the 50 trials, not forced at all and
 * every order checked.
 */
import { subscriptionLimitTexts, SUPERADMIN_ROLE_ID } from '@console/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { issueSession } from '../src/auth/sessions';
import { accounts, admins, auditLog, mergeJobs } from '../src/db/schema';
import * as password from '../src/lib/password';
import type { Tx } from '../src/db/client';
import { backgroundEnded, bearer, demoApi, json, signIn } from './helpers';

// Pass-through, so a test can hold a password's hash until another write has committed.
jest.mock('../src/lib/password', () => {
  const actual = jest.requireActual('../src/lib/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const { hashPassword: realHashPassword } = jest.requireActual<typeof password>('../src/lib/password');
const hashPassword = password.hashPassword as jest.MockedFunction<typeof password.hashPassword>;

const api = demoApi();
const { call, db } = api;
const onPostgres = Boolean(process.env.DATABASE_URL);
/** Tests that need two transactions at once: PostgreSQL only (see above). */
const withConnections = onPostgres ? it : it.skip;

const NERD_ROLE_ID = 2;
const OLD_PASSWORD = 'vieja123';
const NEW_PASSWORD = 'nueva456';
let oldHash: string;
/** The demo Nerd: may update admins, is not a superadmin. */
let nerd: Record<string, string>;

beforeAll(async () => {
  oldHash = await realHashPassword(OLD_PASSWORD);
  const [row] = await db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
  nerd = bearer((await issueSession(api.app, row.admin_id)).token);
});

let serial = 0;
/** A new admin of the Nerd's role (who may enter the console) with OLD_PASSWORD; answers its id. */
async function newAdmin(role_id: number | null = NERD_ROLE_ID) {
  serial += 1;
  const [row] = await db()
    .insert(admins)
    .values({ first_name: 'Carrera', last_name: `${serial}`, email: `carrera${serial}@example.com`, password_hash: oldHash, role_id })
    .returning({ admin_id: admins.admin_id });
  return row.admin_id;
}
const stored = async (id: number) => (await db().select().from(admins).where(eq(admins.admin_id, id)))[0];
/** Whether an access token is still taken: GET admin/me answers 200 (401 once its session ended). */
const meStatus = async (token: string) => (await call('GET', '/api/admin/me', undefined, bearer(token))).statusCode;
const refresh = (refreshToken: string) => api.app.inject({ method: 'GET', url: '/api/token/refresh', headers: bearer(refreshToken) });

/** The audit ids of an admin's writes of `action`, oldest first. */
async function auditIds(adminId: number, action: string) {
  const rows = await db()
    .select({ id: auditLog.audit_id })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'admin'), eq(auditLog.resource_id, String(adminId)), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.audit_id));
  return rows.map((row) => row.id);
}

/**
 * A transaction of the test's own on another connection (PostgreSQL), holding the locks its statements take
 * until `commit` (called again in a `finally`, so a failing test does not leave the app's writes waiting).
 */
async function sideTransaction() {
  let open!: (tx: Tx) => void;
  let finish!: () => void;
  const opened = new Promise<Tx>((resolve) => (open = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const done = db().transaction(async (tx) => {
    open(tx as Tx);
    await finished;
  });
  const tx = await opened;
  return {
    tx,
    commit() {
      finish();
      return done;
    },
  };
}

/** Resolves once `n` connections of this database wait for a lock, or `settled()` says the awaited call ended. */
async function untilWaiting(n: number, settled: () => boolean = () => false) {
  for (;;) {
    const result = await db().execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [{ waiting }] = (result as unknown as { rows: { waiting: number }[] }).rows;
    if (waiting >= n || settled()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A promise with its state readable. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true)).catch(() => undefined);
  return state;
}

describe('the superadmin rule on PATCH admin/{id}', () => {
  it('50 trials of a password change by a limited role and a promotion at the same moment: no password lands on a superadmin', async () => {
    const orders = { refused: 0, before: 0 };
    let landed = 0;
    for (let trial = 0; trial < 50; trial += 1) {
      const id = await newAdmin();
      const session = await issueSession(api.app, id);
      const [changed, promoted] = await Promise.all([
        call('PATCH', `/api/admin/${id}`, { password: NEW_PASSWORD }, nerd),
        call('PUT', `/api/admin/${id}/role`, { role_id: SUPERADMIN_ROLE_ID }),
      ]);
      expect(promoted.statusCode).toBe(200);
      const after = await stored(id);
      expect(after.role_id).toBe(SUPERADMIN_ROLE_ID);
      // Promoted: the session it had is refused at its next call, and its refresh token too.
      expect(await meStatus(session.token)).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      if (changed.statusCode === 403) {
        // The promotion committed first: the change was refused and wrote nothing.
        orders.refused += 1;
        expect(after.password_hash).toBe(oldHash);
        expect(await auditIds(id, 'update')).toEqual([]);
      } else {
        // The change committed first, on an admin who was not yet a superadmin (then promoted): a legitimate order.
        expect(changed.statusCode).toBe(200);
        const [update] = await auditIds(id, 'update');
        const [promotion] = await auditIds(id, 'role.set');
        if (update > promotion) landed += 1;
        else orders.before += 1;
      }
    }
    expect({ landed, trials: orders.refused + orders.before }).toEqual({ landed: 0, trials: 50 });
  }, 300_000);

  it('the promotion commits while the password is being hashed: the change is refused, the old password stays', async () => {
    const id = await newAdmin();
    let hashing!: () => void;
    let release!: () => void;
    const started = new Promise<void>((resolve) => (hashing = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    hashPassword.mockImplementationOnce(async (value) => {
      hashing();
      await held;
      return realHashPassword(value);
    });
    const change = call('PATCH', `/api/admin/${id}`, { password: NEW_PASSWORD }, nerd);
    // The request passed the guard and the body's rules; the promotion commits before its hash is ready.
    await started;
    expect((await call('PUT', `/api/admin/${id}/role`, { role_id: SUPERADMIN_ROLE_ID })).statusCode).toBe(200);
    release();
    const refused = await change;
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toMatch(/superadministrador/);
    expect((await stored(id)).password_hash).toBe(oldHash);
    // The limited role cannot sign in as the superadmin; the admin still can, with the old password.
    const email = (await stored(id)).email;
    await expect(signIn(api.app, email, NEW_PASSWORD)).rejects.toThrow(/401/);
    expect((await signIn(api.app, email, OLD_PASSWORD)).response.statusCode).toBe(200);
  });

  withConnections('the promotion commits while the change waits for the row: the change reads the promoted row and is refused', async () => {
    const id = await newAdmin();
    const side = await sideTransaction();
    let change;
    try {
      await side.tx.select({ id: admins.admin_id }).from(admins).where(eq(admins.admin_id, id)).for('update');
      change = tracked(call('PATCH', `/api/admin/${id}`, { password: NEW_PASSWORD }, nerd));
      // Hashed, in its transaction, waiting for the row this transaction holds.
      await untilWaiting(1, () => change!.settled);
      expect(change.settled).toBe(false);
      await side.tx.update(admins).set({ role_id: SUPERADMIN_ROLE_ID }).where(eq(admins.admin_id, id));
    } finally {
      await side.commit();
    }
    expect((await change.promise).statusCode).toBe(403);
    expect((await stored(id)).password_hash).toBe(oldHash);
  });
});

describe('sessions an admin change ends', () => {
  it('promoted to superadmin: every session of the admin is refused at its next call', async () => {
    const id = await newAdmin();
    const [first, second] = [await issueSession(api.app, id), await issueSession(api.app, id)];
    expect(await meStatus(first.token)).toBe(200);
    // Another role leaves them signed in.
    expect((await call('PUT', `/api/admin/${id}/role`, { role_id: 3 })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/${id}/role`, { role_id: NERD_ROLE_ID })).statusCode).toBe(200);
    expect(await meStatus(first.token)).toBe(200);
    expect((await call('PUT', `/api/admin/${id}/role`, { role_id: SUPERADMIN_ROLE_ID })).statusCode).toBe(200);
    expect([await meStatus(first.token), await meStatus(second.token)]).toEqual([401, 401]);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    // Signing in again gives a session that works, as a superadmin.
    const fresh = await issueSession(api.app, id);
    expect(json(await call('GET', '/api/admin/me', undefined, bearer(fresh.token))).resource.access.superadmin).toBe(true);
  });

  it('password or e-mail set by another admin: every session ends; other changes, or the same e-mail, end none', async () => {
    const id = await newAdmin();
    let session = await issueSession(api.app, id);
    const { email } = await stored(id);
    for (const body of [{ first_name: 'Otro' }, { email: email.toUpperCase() }]) {
      expect((await call('PATCH', `/api/admin/${id}`, body, nerd)).statusCode).toBe(200);
      expect(await meStatus(session.token)).toBe(200);
    }
    for (const body of [{ password: NEW_PASSWORD }, { email: `nuevo.${email}` }]) {
      expect((await call('PATCH', `/api/admin/${id}`, body, nerd)).statusCode).toBe(200);
      expect(await meStatus(session.token)).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      session = await issueSession(api.app, id);
    }
  });

  it('their own password or e-mail: their other sessions end, the one that made the change stays', async () => {
    const id = await newAdmin();
    const [current, other] = [await issueSession(api.app, id), await issueSession(api.app, id)];
    const own = (body: unknown) => call('PATCH', `/api/admin/${id}`, body, bearer(current.token));
    expect((await own({ password: NEW_PASSWORD })).statusCode).toBe(200);
    expect([await meStatus(current.token), await meStatus(other.token)]).toEqual([200, 401]);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    const rotated = await refresh(current.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const third = await issueSession(api.app, id);
    expect((await call('PATCH', `/api/admin/${id}`, { email: `propio${id}@example.com` }, bearer(json(rotated).resource.token))).statusCode).toBe(200);
    expect([await meStatus(json(rotated).resource.token), await meStatus(third.token)]).toEqual([200, 401]);
  });

  it('restored with a new password: any session of theirs ends with it', async () => {
    const id = await newAdmin();
    expect((await call('DELETE', `/api/admin/${id}`)).statusCode).toBe(200);
    // None can start while deleted (sign-in refuses); one made by hand stands for a session the delete missed.
    const session = await issueSession(api.app, id);
    expect((await call('PATCH', `/api/admin/${id}/restore`, { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await meStatus(session.token)).toBe(401);
  });

  it('a sign-in that checked the old password, e-mail or role cannot start a session once it changed', async () => {
    const id = await newAdmin();
    const checked = async () => {
      const { email, role_id, password_hash } = await stored(id);
      return { email, role_id, password_hash };
    };
    for (const change of [{ password: NEW_PASSWORD }, { email: `otra.carrera${id}@example.com` }]) {
      const before = await checked();
      expect((await call('PATCH', `/api/admin/${id}`, change, nerd)).statusCode).toBe(200);
      await expect(issueSession(api.app, id, undefined, before)).rejects.toMatchObject({ statusCode: 401 });
      await expect(issueSession(api.app, id, undefined, await checked())).resolves.toMatchObject({ token: expect.any(String) });
    }
    const before = await checked();
    expect((await call('PUT', `/api/admin/${id}/role`, { role_id: SUPERADMIN_ROLE_ID })).statusCode).toBe(200);
    await expect(issueSession(api.app, id, undefined, before)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('the other rules that read another row', () => {
  withConnections("removing a subscription while its max_accounts is raised: the removal counts the places it takes as they are", async () => {
    const organization = json(await call('POST', '/api/organization', { name: `Carrera ${Date.now()}` })).resource.organization_id as number;
    const subscription = async (name: string) =>
      json(await call('POST', '/api/subscription', { name, description: 'Carrera', max_accounts: 5, months: 12 })).resource.subscription_id as number;
    const [raised, other] = [await subscription(`Carrera A ${organization}`), await subscription(`Carrera B ${organization}`)];
    const held = json(await call('POST', `/api/organization/${organization}/subscriptions`, { subscription_id: raised })).resource.organization_subscription_id;
    expect((await call('POST', `/api/organization/${organization}/subscriptions`, { subscription_id: other })).statusCode).toBe(201);
    // 8 accounts in 10 places: removing a 5-place subscription would leave 5.
    for (let i = 0; i < 8; i += 1) expect((await call('POST', '/api/account', { name: `Carrera ${i}`, organization_id: organization })).statusCode).toBe(201);

    const side = await sideTransaction();
    let removal;
    let raise;
    try {
      await side.tx.execute(sql`select 1 from organizations where organization_id = ${organization} for update`);
      removal = tracked(call('DELETE', `/api/organization_subscription/${held}`));
      // The removal waits for the organization; the raise, for the subscription the removal holds.
      await untilWaiting(1, () => removal!.settled);
      raise = tracked(call('PATCH', `/api/subscription/${raised}`, { max_accounts: 10 }));
      await untilWaiting(2, () => raise!.settled || removal!.settled);
    } finally {
      await side.commit();
    }
    const [removed, patched] = [await removal.promise, await raise.promise];
    // Counted with 5 places, as the subscription stood until the removal ended (with 10 it would have passed).
    expect([removed.statusCode, json(removed).error]).toEqual([409, subscriptionLimitTexts.removeBelow(8, 5)]);
    expect(patched.statusCode).toBe(200);
  });

  withConnections('two merges into one target started at once while one runs: one starts, the others are refused', async () => {
    const [, second] = await db().select({ id: accounts.organization_id }).from(accounts).groupBy(accounts.organization_id).orderBy(asc(accounts.organization_id)).limit(2);
    const [origin, target] = (await db().select({ id: accounts.account_id }).from(accounts).where(eq(accounts.organization_id, second.id)).orderBy(asc(accounts.account_id)).limit(2)).map((a) => a.id);
    // The target's row held: a merge that starts stays running. The jobs table held against writes: the five
    // starts all arrive before any of them goes on, then go on together.
    const side = await sideTransaction();
    let running;
    try {
      await side.tx.execute(sql`select 1 from accounts where account_id = ${target} for update`);
      const gate = await sideTransaction();
      let starts: ReturnType<typeof tracked<LightMyRequestResponse>>[] = [];
      try {
        await gate.tx.execute(sql`lock table merge_jobs in share mode`);
        starts = Array.from({ length: 5 }, () => tracked(call('POST', '/api/bot_version/merge_update', { origin_account: origin, target_account: target })));
        await untilWaiting(5, () => starts.some((start) => start.settled));
      } finally {
        await gate.commit();
      }
      const started = await Promise.all(starts.map((start) => start.promise));
      expect(started.map((response) => response.statusCode).sort()).toEqual([202, 409, 409, 409, 409]);
      running = await db().select({ id: mergeJobs.job_id }).from(mergeJobs).where(and(eq(mergeJobs.target_account, target), eq(mergeJobs.status, 'running')));
      expect(running).toHaveLength(1);
    } finally {
      await side.commit();
    }
    await backgroundEnded(api.app);
    expect(json(await call('GET', `/api/bot_version/job/${running[0].id}`)).resource.status).toBe('done');
  });
});
