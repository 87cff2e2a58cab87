/**
 * Sessions (README "Security › Sessions"): ending a session ends its access tokens at once; tabs refreshing
 * with the same token within the grace window all stay signed in; a replay after it revokes the session; the
 * signing secret is generated on first start, kept, and never the same for two installs.
 */
import { eq } from 'drizzle-orm';
import { withSigningSecret } from '../src/auth/secret';
import { loadConfig } from '../src/config';
import { admins, appSecrets, sessions } from '../src/db/schema';
import { bearer, demoApi, freshDatabase, json, post, signIn } from './helpers';

const t = demoApi();

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'GET', url: '/api/token/refresh', headers: bearer(refreshToken) });

describe('ending a session ends its access token at once', () => {
  it('logout: the access token of that session is refused on the next call; another session is not', async () => {
    const one = (await signIn(t.app, 'admin@example.com')).body.resource;
    const other = (await signIn(t.app, 'admin@example.com')).body.resource;
    expect((await me(one.token)).statusCode).toBe(200);
    expect(json(await post(t.app, '/api/auth/logout', { refreshToken: one.refreshToken })).success).toBe(true);
    const after = await me(one.token);
    expect(after.statusCode).toBe(401);
    expect(json(after).error).toBe('Sesión no válida');
    expect((await refresh(one.refreshToken)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('an admin deleted: every access token of theirs is refused, and stays refused after a restore', async () => {
    const nerd = (await signIn(t.app, 'nerd@example.com')).body.resource;
    const [row] = await t.db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    expect((await t.call('DELETE', `/api/admin/${row.admin_id}`)).statusCode).toBe(200);
    expect((await me(nerd.token)).statusCode).toBe(401);
    expect((await t.call('PATCH', `/api/admin/${row.admin_id}/restore`)).statusCode).toBe(200);
    expect((await me(nerd.token)).statusCode).toBe(401);
    expect((await refresh(nerd.refreshToken)).statusCode).toBe(401);
  });
});

describe('what the guard keeps of a session (auth/guard.ts) follows the database, whoever writes', () => {
  it('a session revoked straight in the database, after the guard let it in, is refused on the next call', async () => {
    const session = (await signIn(t.app, 'admin@example.com')).body.resource;
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);
    const { sid } = t.app.jwt.decode<{ sid: string }>(session.token)!;
    await t.db().update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.session_id, sid));
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('the admin changed straight in the database is answered as changed on the next call', async () => {
    const nerd = (await signIn(t.app, 'nerd@example.com')).body.resource;
    const [row] = await t.db().select({ admin_id: admins.admin_id, first_name: admins.first_name }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    expect(json(await me(nerd.token)).resource.first_name).toBe(row.first_name);
    await t.db().update(admins).set({ first_name: 'Renombrado' }).where(eq(admins.admin_id, row.admin_id));
    try {
      expect(json(await me(nerd.token)).resource.first_name).toBe('Renombrado');
    } finally {
      await t.db().update(admins).set({ first_name: row.first_name }).where(eq(admins.admin_id, row.admin_id));
    }
  });
});

describe('tabs refreshing with the same token', () => {
  it('within the grace window all get the same successor and stay signed in; after it, a replay revokes the session', async () => {
    const first = (await signIn(t.app, 'admin@example.com')).body.resource;
    // Four tabs reload at once with the same stored token.
    const answers = await Promise.all([1, 2, 3, 4].map(() => refresh(first.refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const successors = new Set(answers.map((answer) => json(answer).resource.refreshToken));
    expect(successors.size).toBe(1);
    for (const answer of answers) expect((await me(json(answer).resource.token)).statusCode).toBe(200);
    const [successor] = successors;

    // Later (past REFRESH_GRACE, 10 s), the old token again is a replay: the whole session ends.
    t.clock.advance(11_000);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(successor as string)).statusCode).toBe(401);
    expect((await me(json(answers[0]).resource.token)).statusCode).toBe(401);
  });

  it('the grace window never revives a session that was logged out', async () => {
    const first = (await signIn(t.app, 'admin@example.com')).body.resource;
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    await post(t.app, '/api/auth/logout', { refreshToken: first.refreshToken });
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });
});

describe('the signing secret', () => {
  it('is generated on first start, kept in the database, and the same on the next start', async () => {
    const fresh = await freshDatabase();
    const handle = await fresh.open();
    try {
      const config = loadConfig({ NODE_ENV: 'test' });
      expect(config.jwtSecret).toBeUndefined();
      const first = await withSigningSecret(handle.db, config);
      const again = await withSigningSecret(handle.db, config);
      expect(first.jwtSecret).toHaveLength(64);
      expect(again.jwtSecret).toBe(first.jwtSecret);
      expect(await handle.db.select().from(appSecrets)).toHaveLength(1);
      // JWT_SECRET, when given, is the one used.
      expect((await withSigningSecret(handle.db, { ...config, jwtSecret: 'x'.repeat(40) })).jwtSecret).toBe('x'.repeat(40));
    } finally {
      await handle.close();
      await fresh.drop();
    }
  });

  it('two installs never share one (a token of one is refused by the other)', async () => {
    const secrets = [];
    for (let i = 0; i < 2; i += 1) {
      const fresh = await freshDatabase();
      const handle = await fresh.open();
      secrets.push((await withSigningSecret(handle.db, loadConfig({ NODE_ENV: 'test' }))).jwtSecret);
      await handle.close();
      await fresh.drop();
    }
    expect(secrets[0]).not.toBe(secrets[1]);
  });
});
