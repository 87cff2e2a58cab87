/**
 * An account's users, their values and their breadcrumbs (issue 15): the demo rows, an account's users of a
 * platform and the search (by name, phone or id), the bot switch and its refusals, soft and hard delete (and what
 * goes with it), a user's values and their bulk edit (one audit row per value, all or nothing), an account's
 * breadcrumbs (filters, date range, order), one updated and their bulk delete (all or none), the 404s and a role
 * without the permission. Generic calls: contracts.test.ts.
 */
import { refusalText } from '@console/contracts';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEMO_BOT_ACCOUNTS } from '../src/demo/account-links';
import { DEMO_USER, FIRST_ACCOUNT_USERS } from '../src/demo/users';
import { accounts, admins, auditLog, breadcrumbs, permissions, platforms, rolePermissions, userAttributeValues, users } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;
const db = () => api.db();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are read loosely, field by field
type Row = Record<string, any>;
const rowsOf = async (url: string) => {
  const response = await get(url);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return json(response) as { resource: Row[]; pagination: { page: number; limit: number; hasNextPage: boolean } };
};
const lastAuditId = async () => (await db().select({ id: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog))[0].id;
const auditAfter = async (id: number) => db().select().from(auditLog).where(sql`${auditLog.audit_id} > ${id}`).orderBy(asc(auditLog.audit_id));

/** The first bot account (thousands of users), another one, DEMO_USER and the platforms by name. */
let first: number;
let second: number;
let lucia: { user_id: number; platform_id: number };
const platform: Record<string, number> = {};

beforeAll(async () => {
  const bots = await db().select({ id: accounts.account_id }).from(accounts).orderBy(asc(accounts.account_id)).limit(DEMO_BOT_ACCOUNTS);
  [first, second] = bots.map((account) => account.id);
  for (const row of await db().select({ id: platforms.platform_id, name: platforms.name }).from(platforms)) platform[row.name] = row.id;
  [lucia] = await db()
    .select({ user_id: users.user_id, platform_id: users.platform_id })
    .from(users)
    .where(and(eq(users.first_name, DEMO_USER.first_name), eq(users.last_name, DEMO_USER.last_name), eq(users.account_id, first)));
});

describe('demo rows', () => {
  it('thousands of users in the first bot account, 30–120 in the others, only on the platforms each account has', async () => {
    const perAccount = await db()
      .select({ account_id: users.account_id, n: count() })
      .from(users)
      .groupBy(users.account_id)
      .orderBy(users.account_id);
    expect(perAccount).toHaveLength(DEMO_BOT_ACCOUNTS);
    expect(perAccount[0]).toEqual({ account_id: first, n: FIRST_ACCOUNT_USERS });
    for (const { n } of perAccount.slice(1)) expect([n >= 30, n <= 120]).toEqual([true, true]);
    const elsewhere = await db().execute(sql`select count(*)::int as n from users u
      where not exists (select 1 from account_platforms ap where ap.account_id = u.account_id and ap.platform_id = u.platform_id)`);
    expect((elsewhere as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('values of the variables (some longer than 100 characters), breadcrumbs with multi-event logs, DEMO_USER with 150', async () => {
    const [{ values, long }] = (
      (await db().execute(sql`select count(*)::int as values, count(*) filter (where length(value) > 100)::int as long from user_attribute_values`)) as unknown as {
        rows: { values: number; long: number }[];
      }
    ).rows;
    expect(values).toBeGreaterThan(5000);
    expect(long / values).toBeGreaterThan(0.03);
    const [{ n }] = await db().select({ n: count() }).from(breadcrumbs).where(and(eq(breadcrumbs.user_id, lucia.user_id), eq(breadcrumbs.platform_id, platform.whatsapp)));
    expect(n).toBe(DEMO_USER.breadcrumbs);
    const [crumb] = await db().select().from(breadcrumbs).where(sql`${breadcrumbs.error_log} is not null`).limit(1);
    const events = crumb.log.split('\n');
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\|message_received\|.+\|\w+$/);
    expect(events[1]).toMatch(/\|block_executed\|.+\|block:\d+$/);
  });
});

describe('GET account/:id/users', () => {
  it("lists the account's live users of one platform, newest first, paged", async () => {
    const page = await rowsOf(`/api/account/${first}/users?platform=${platform.whatsapp}&limit=100`);
    expect(page.resource).toHaveLength(100);
    expect(page.pagination.hasNextPage).toBe(true);
    const ids = page.resource.map((row) => row.user_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const row of page.resource) expect([row.account_id, row.platform_id, row.deletedAt]).toEqual([first, platform.whatsapp, null]);
    // Every live user of it, and none of the soft-deleted ones: as many as the list counts.
    const all = await rowsOf(`/api/account/${first}/users?platform=${platform.whatsapp}&total=true`);
    const [{ live }] = await db()
      .select({ live: count() })
      .from(users)
      .where(and(eq(users.account_id, first), eq(users.platform_id, platform.whatsapp), sql`${users.deletedAt} is null`));
    expect((all.pagination as { total?: unknown }).total).toEqual({ count: live, capped: false });
  });

  it('searches name, screen name and phone, and a whole number as the id; sorts', async () => {
    const base = `/api/account/${first}/users?platform=${platform.whatsapp}`;
    // Case-insensitive for ASCII letters (accented ones fold by the database's locale).
    for (const text of ['hernández ruiz', 'ucía HERNández R', 'RUIZ', '4182 7730']) {
      const found = await rowsOf(`${base}&text=${encodeURIComponent(text)}&limit=300`);
      expect([text, found.resource.map((row) => row.user_id)]).toEqual([text, expect.arrayContaining([lucia.user_id])]);
    }
    // A whole number is the id exactly, or a number within a phone (a word's start below 3 digits): never another id.
    const [target] = await db()
      .select({ id: users.user_id })
      .from(users)
      .where(and(eq(users.account_id, first), eq(users.platform_id, platform.whatsapp), sql`${users.deletedAt} is null`, sql`${users.user_id} > 1000`))
      .orderBy(asc(users.user_id))
      .limit(1);
    const byId = (await rowsOf(`${base}&text=${target.id}&limit=300`)).resource;
    expect(byId.map((row) => row.user_id)).toContain(target.id);
    for (const row of byId) expect(row.user_id === target.id || String(row.phone_number).includes(String(target.id))).toBe(true);
    const [{ handle }] = await db()
      .select({ handle: users.screen_name })
      .from(users)
      .where(and(eq(users.account_id, first), eq(users.platform_id, platform.twitter), ne(users.screen_name, '')))
      .limit(1);
    const twitter = await rowsOf(`/api/account/${first}/users?platform=${platform.twitter}&text=${encodeURIComponent(handle)}`);
    expect(twitter.resource.map((row) => row.screen_name)).toContain(handle);
    expect((await rowsOf(`${base}&text=zzqx nadie`)).resource).toEqual([]);
    const sorted = (await rowsOf(`${base}&sort=-last_interaction_time&limit=50`)).resource.map((row) => Date.parse(row.last_interaction_time));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it("refuses a list without platform ('Plataforma no especificada'), unknown parameters; 404 for an unknown account", async () => {
    const missing = await get(`/api/account/${first}/users`);
    expect([missing.statusCode, json(missing).error, json(missing).field]).toEqual([400, 'Plataforma no especificada', 'platform']);
    await api.expectRefusals([
      ['GET', `/api/account/${first}/users?platform=${platform.whatsapp}&zzz=1`, undefined, 400, 'Campo no permitido: zzz'],
      ['GET', `/api/account/${first}/users?platform=abc`, undefined, 400, 'La plataforma debe ser un identificador'],
      ['GET', `/api/account/999999/users?platform=${platform.whatsapp}`, undefined, 404, 'La cuenta no existe'],
    ]);
  });
});

describe('GET user/search', () => {
  it('finds users of one account and platform, paged; the platform and the account are required', async () => {
    const found = await rowsOf(`/api/user/search?text=${encodeURIComponent('Hernández')}&platform=${platform.whatsapp}&account_id=${first}&limit=5&total=true`);
    expect(found.resource).toHaveLength(5);
    const matches = await rowsOf(`/api/user/search?text=${encodeURIComponent('Hernández')}&platform=${platform.whatsapp}&account_id=${first}&limit=300`);
    expect(found.pagination).toEqual({ page: 1, limit: 5, hasNextPage: true, total: { count: matches.resource.length, capped: false } });
    for (const row of found.resource) expect([row.account_id, row.platform_id, `${row.first_name} ${row.last_name}`]).toEqual([first, platform.whatsapp, expect.stringContaining('Hernández')]);
    const byId = await rowsOf(`/api/user/search?text=${lucia.user_id}&platform=${platform.whatsapp}&account_id=${first}&limit=300`);
    expect(byId.resource.map((row) => row.user_id)).toContain(lucia.user_id);
    // Another account's platform finds nobody of this one.
    expect((await rowsOf(`/api/user/search?text=${lucia.user_id}&platform=${platform.whatsapp}&account_id=${second}`)).resource.map((row) => row.user_id)).not.toContain(
      lucia.user_id,
    );
    const noPlatform = await get(`/api/user/search?text=ana&account_id=${first}`);
    expect([noPlatform.statusCode, json(noPlatform).error, json(noPlatform).field]).toEqual([400, 'Plataforma no especificada', 'platform']);
    const noAccount = await get(`/api/user/search?text=ana&platform=${platform.whatsapp}`);
    expect([noAccount.statusCode, json(noAccount).field]).toEqual([400, 'account_id']);
    await api.expectRefusals([['GET', `/api/user/search?platform=1&account_id=1&sort=name`, undefined, 400, 'Campo no permitido: sort']]);
  });
});

describe('PATCH user/:id/updateBotStatus', () => {
  it('switches the bot (audited update); refuses another user, another platform, a deleted or unknown user', async () => {
    const url = `/api/user/${lucia.user_id}/updateBotStatus`;
    const since = await lastAuditId();
    const off = await send('PATCH', url, { user_id: lucia.user_id, platform: lucia.platform_id, bot_enabled: false });
    expect([off.statusCode, json(off).resource.bot_enabled, json(off).resource.user_id]).toEqual([200, false, lucia.user_id]);
    const [audit] = await auditAfter(since);
    expect([audit.resource, audit.resource_id, audit.action, (audit.before as Row).bot_enabled, (audit.after as Row).bot_enabled]).toEqual([
      'user',
      String(lucia.user_id),
      'update',
      true,
      false,
    ]);
    const mismatch = await send('PATCH', url, { user_id: lucia.user_id + 1, platform: lucia.platform_id, bot_enabled: true });
    expect([mismatch.statusCode, json(mismatch).error, json(mismatch).field]).toEqual([400, 'El usuario del cuerpo no es el de la ruta', 'user_id']);
    const wrong = await send('PATCH', url, { user_id: lucia.user_id, platform: platform.messenger, bot_enabled: true });
    expect([wrong.statusCode, json(wrong).error, json(wrong).field]).toEqual([400, 'La plataforma no es la del usuario', 'platform']);
    await api.expectRefusals([
      ['PATCH', url, { user_id: lucia.user_id, platform: lucia.platform_id }, 400, 'campo bot_enabled'],
      ['PATCH', url, { user_id: lucia.user_id, platform: lucia.platform_id, bot_enabled: true, extra: 1 }, 400, 'Campo no permitido: extra'],
      ['PATCH', '/api/user/999999/updateBotStatus', { user_id: 999999, platform: 1, bot_enabled: true }, 404, 'El usuario no existe'],
      // The generic update does not take it.
      ['PATCH', `/api/user/${lucia.user_id}`, { bot_enabled: true }, 400, 'Campo no permitido: bot_enabled'],
    ]);
    const [still] = await db().select({ bot_enabled: users.bot_enabled }).from(users).where(eq(users.user_id, lucia.user_id));
    expect(still.bot_enabled).toBe(false);
    expect((await send('PATCH', url, { user_id: lucia.user_id, platform: lucia.platform_id, bot_enabled: true })).statusCode).toBe(200);
  });
});

describe('soft and hard delete', () => {
  it('a soft delete keeps the user (read by id), its values and breadcrumbs; the hard delete removes all three, audited', async () => {
    const [victim] = (
      (await db().execute(sql`select u.user_id, u.platform_id from users u
        where u.account_id = ${second} and u.deleted_at is null
          and exists (select 1 from breadcrumbs b where b.user_id = u.user_id) and exists (select 1 from user_attribute_values v where v.user_id = u.user_id)
        order by u.user_id limit 1`)) as unknown as { rows: { user_id: number; platform_id: number }[] }
    ).rows;
    const held = async () => [
      (await db().select({ n: count() }).from(userAttributeValues).where(eq(userAttributeValues.user_id, victim.user_id)))[0].n,
      (await db().select({ n: count() }).from(breadcrumbs).where(eq(breadcrumbs.user_id, victim.user_id)))[0].n,
    ];
    const before = await held();
    expect(before.every((n) => n > 0)).toBe(true);

    const soft = await send('DELETE', `/api/user/${victim.user_id}`);
    expect([soft.statusCode, typeof json(soft).resource.deletedAt]).toEqual([200, 'string']);
    expect(json(await get(`/api/user/${victim.user_id}`)).resource.deletedAt).toBe(json(soft).resource.deletedAt);
    const listed = await rowsOf(`/api/account/${second}/users?platform=${victim.platform_id}&limit=300`);
    expect(listed.resource.map((row) => row.user_id)).not.toContain(victim.user_id);
    expect(await held()).toEqual(before);
    await api.expectRefusals([
      ['PATCH', `/api/user/${victim.user_id}`, { first_name: 'Otro' }, 404, 'El usuario no existe'],
      ['PATCH', `/api/user/${victim.user_id}/updateBotStatus`, { user_id: victim.user_id, platform: victim.platform_id, bot_enabled: false }, 404, 'El usuario no existe'],
      ['DELETE', `/api/user/${victim.user_id}`, undefined, 404, 'El usuario no existe'],
    ]);

    const since = await lastAuditId();
    const hard = await send('DELETE', `/api/user/${victim.user_id}/hard`);
    expect([hard.statusCode, json(hard).resource.user_id]).toEqual([200, victim.user_id]);
    expect((await get(`/api/user/${victim.user_id}`)).statusCode).toBe(404);
    expect(await held()).toEqual([0, 0]);
    const [audit, ...more] = await auditAfter(since);
    expect(more).toEqual([]);
    expect([audit.resource, audit.resource_id, audit.action, (audit.before as Row).user_id, audit.after]).toEqual(['user', String(victim.user_id), 'delete.hard', victim.user_id, null]);
    await api.expectRefusals([
      ['DELETE', `/api/user/${victim.user_id}/hard`, undefined, 404, 'El usuario no existe'],
      ['DELETE', '/api/user/abc/hard', undefined, 400, 'campo id'],
    ]);
  });
});

describe("a user's values", () => {
  const valuesUrl = (account: number, user: number) => `/api/account/${account}/user_attributes/${user}`;

  it("lists them by the variable's name, with its name and type; searches and sorts; 404 for a user of another account", async () => {
    const { resource } = await rowsOf(`${valuesUrl(first, lucia.user_id)}?limit=300`);
    expect(resource.length).toBeGreaterThanOrEqual(6);
    const names = resource.map((row) => row.name as string);
    expect(names).toEqual([...names].sort());
    for (const row of resource) expect([row.user_id, typeof row.type, typeof row.value]).toEqual([lucia.user_id, 'string', 'string']);
    expect(resource.find((row) => row.name === 'nombre')?.value).toBe(`${DEMO_USER.first_name} ${DEMO_USER.last_name}`);
    const searched = await rowsOf(`${valuesUrl(first, lucia.user_id)}?name=CORR`);
    expect(searched.resource.map((row) => row.name)).toEqual(['correo']);
    const descending = (await rowsOf(`${valuesUrl(first, lucia.user_id)}?sort=-name`)).resource.map((row) => row.name);
    expect(descending).toEqual([...names].reverse());
    const [stranger] = await db().select({ id: users.user_id }).from(users).where(eq(users.account_id, second)).limit(1);
    await api.expectRefusals([
      ['GET', valuesUrl(first, stranger.id), undefined, 404, 'El usuario no existe'],
      ['GET', valuesUrl(999999, lucia.user_id), undefined, 404, 'La cuenta no existe'],
      ['GET', `${valuesUrl(first, lucia.user_id)}?limit=2501`, undefined, 400, 'campo limit'],
      ['GET', `${valuesUrl(first, lucia.user_id)}?zzz=1`, undefined, 400, 'Campo no permitido: zzz'],
    ]);
  });

  it('sets one value to the chosen ones in one call: one audit row per value; another user’s value refused, nothing changed', async () => {
    const mine = await db()
      .select({ id: userAttributeValues.user_attribute_value_id, value: userAttributeValues.value })
      .from(userAttributeValues)
      .where(eq(userAttributeValues.user_id, lucia.user_id))
      .orderBy(asc(userAttributeValues.user_attribute_value_id));
    const chosen = [mine[2].id, mine[0].id];
    const since = await lastAuditId();
    const updated = await send('PATCH', valuesUrl(first, lucia.user_id), { user_attribute_value_ids: chosen, value: 'Valor en lote' });
    expect(updated.statusCode).toBe(200);
    expect((json(updated).resource as Row[]).map((row) => [row.user_attribute_value_id, row.value, typeof row.name])).toEqual([
      [mine[0].id, 'Valor en lote', 'string'],
      [mine[2].id, 'Valor en lote', 'string'],
    ]);
    const audits = await auditAfter(since);
    expect(audits.map((row) => [row.resource, row.resource_id, row.action, (row.before as Row).value, (row.after as Row).value])).toEqual([
      ['user_attribute_value', String(mine[0].id), 'update', mine[0].value, 'Valor en lote'],
      ['user_attribute_value', String(mine[2].id), 'update', mine[2].value, 'Valor en lote'],
    ]);

    const [foreign] = await db()
      .select({ id: userAttributeValues.user_attribute_value_id })
      .from(userAttributeValues)
      .where(ne(userAttributeValues.user_id, lucia.user_id))
      .limit(1);
    const snapshot = async () =>
      db()
        .select({ id: userAttributeValues.user_attribute_value_id, value: userAttributeValues.value })
        .from(userAttributeValues)
        .where(inArray(userAttributeValues.user_attribute_value_id, [mine[1].id, foreign.id]))
        .orderBy(asc(userAttributeValues.user_attribute_value_id));
    const was = await snapshot();
    const refusedSince = await lastAuditId();
    const refused = await send('PATCH', valuesUrl(first, lucia.user_id), { user_attribute_value_ids: [mine[1].id, foreign.id], value: 'No' });
    expect([refused.statusCode, json(refused).error, json(refused).field]).toEqual([404, 'El valor no es del usuario', 'user_attribute_value_ids']);
    expect(await snapshot()).toEqual(was);
    expect(await auditAfter(refusedSince)).toEqual([]);
    await api.expectRefusals([
      ['PATCH', valuesUrl(first, lucia.user_id), { user_attribute_value_ids: [mine[1].id, 2_000_000_000], value: 'No' }, 404, 'El valor no es del usuario'],
      ['PATCH', valuesUrl(first, lucia.user_id), { user_attribute_value_ids: [mine[1].id], value: '' }, 400, 'Introduce el nuevo valor'],
      ['PATCH', valuesUrl(first, lucia.user_id), { user_attribute_value_ids: [], value: 'x' }, 400, 'Elige al menos un valor'],
      ['PATCH', valuesUrl(second, lucia.user_id), { user_attribute_value_ids: [mine[1].id], value: 'x' }, 404, 'El usuario no existe'],
    ]);
    // One value by its own call: only the value is written.
    const one = await send('PATCH', `/api/user_attribute_value/${mine[1].id}`, { value: '  Ciudad de prueba  ' });
    expect([one.statusCode, json(one).resource.value]).toEqual([200, 'Ciudad de prueba']);
    await api.expectRefusals([['PATCH', `/api/user_attribute_value/${mine[1].id}`, { name: 'otro' }, 400, 'Campo no permitido: name']]);
  });
});

describe("an account's breadcrumbs", () => {
  const crumbsUrl = (query: string) => `/api/account/${first}/breadcrumbs?platform=${platform.whatsapp}&user_id=${lucia.user_id}&${query}`;
  const isNewestFirst = (rows: Row[]) => {
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(a.updatedAt > b.updatedAt || (a.updatedAt === b.updatedAt && a.breadcrumb_id > b.breadcrumb_id)).toBe(true);
    }
  };

  it("pages a user's breadcrumbs of one platform, newest first", async () => {
    const first25 = await rowsOf(crumbsUrl(''));
    expect(first25.resource).toHaveLength(25);
    expect(first25.pagination.hasNextPage).toBe(true);
    const pages = [...(await rowsOf(crumbsUrl('limit=100'))).resource, ...(await rowsOf(crumbsUrl('limit=100&page=2'))).resource];
    expect(pages).toHaveLength(DEMO_USER.breadcrumbs);
    expect(pages.slice(0, 25)).toEqual(first25.resource);
    isNewestFirst(pages);
    for (const row of pages) expect([row.account_id, row.user_id, row.platform_id]).toEqual([first, lucia.user_id, platform.whatsapp]);
    // The account's, of a platform, without a user: newest first too.
    const account = await rowsOf(`/api/account/${first}/breadcrumbs?platform=${platform.messenger}&limit=200`);
    expect(account.resource.length).toBeGreaterThan(25);
    isNewestFirst(account.resource);
    expect(new Set(account.resource.map((row) => row.platform_id))).toEqual(new Set([platform.messenger]));
  });

  it('filters a date range over updatedAt, both ends included; refuses a start after the end', async () => {
    const all = (await rowsOf(crumbsUrl('limit=300'))).resource;
    const [newest, , , , , , , , , tenth] = all;
    const range = `start_time=${encodeURIComponent(tenth.updatedAt)}&end_time=${encodeURIComponent(newest.updatedAt)}`;
    expect((await rowsOf(crumbsUrl(range))).resource.map((row) => row.breadcrumb_id)).toEqual(all.slice(0, 10).map((row) => row.breadcrumb_id));
    // A week, with offsets: what lies within it.
    const end = new Date(Date.parse(newest.updatedAt) - 86_400_000);
    const start = new Date(end.getTime() - 7 * 86_400_000);
    const week = (await rowsOf(crumbsUrl(`start_time=${encodeURIComponent(start.toISOString().replace('Z', '+00:00'))}&end_time=${encodeURIComponent(end.toISOString())}`))).resource;
    expect(week.map((row) => row.breadcrumb_id)).toEqual(
      all.filter((row) => Date.parse(row.updatedAt) >= start.getTime() && Date.parse(row.updatedAt) <= end.getTime()).map((row) => row.breadcrumb_id).slice(0, 25),
    );
    const reversed = await get(crumbsUrl(`start_time=${encodeURIComponent(newest.updatedAt)}&end_time=${encodeURIComponent(tenth.updatedAt)}`));
    expect([reversed.statusCode, json(reversed).error, json(reversed).field]).toEqual([400, 'El inicio no puede ser posterior al fin (campo start_time)', 'start_time']);
    await api.expectRefusals([
      ['GET', crumbsUrl('start_time=2026-11-02'), undefined, 400, 'El inicio debe ser una fecha y hora ISO 8601'],
      ['GET', crumbsUrl('sort=updatedAt'), undefined, 400, 'Campo no permitido: sort'],
      ['GET', '/api/account/999999/breadcrumbs', undefined, 404, 'La cuenta no existe'],
    ]);
    // Another account's user has none here.
    const [stranger] = await db().select({ id: users.user_id }).from(users).where(eq(users.account_id, second)).limit(1);
    expect((await rowsOf(`/api/account/${first}/breadcrumbs?user_id=${stranger.id}`)).resource).toEqual([]);
  });

  it('updates one (PATCH breadcrumb/{id}): its block, log and error, dated now (it leads the list), audited; where it happened never; a stale version refused', async () => {
    const older = (await rowsOf(crumbsUrl('limit=30'))).resource[20];
    const id = older.breadcrumb_id as number;
    const item = `/api/breadcrumb/${id}`;
    const ifMatch = { ...api.headers, 'if-match': `"${older._version}"` };
    const stored = async () => {
      const [row] = await db()
        .select({ block_id: breadcrumbs.block_id, log: breadcrumbs.log, error_log: breadcrumbs.error_log })
        .from(breadcrumbs)
        .where(eq(breadcrumbs.breadcrumb_id, id));
      return row;
    };
    const since = await lastAuditId();
    const body = { block_id: 77, log: '2026-11-02T10:00:00Z|message_received|Hola|text', error_log: null };
    const updated = await send('PATCH', item, body, ifMatch);
    expect(updated.statusCode).toBe(200);
    const where = { account_id: first, user_id: lucia.user_id, platform_id: platform.whatsapp };
    expect(json(updated).resource).toMatchObject({ ...body, breadcrumb_id: id, ...where });
    expect(json(updated).resource.updatedAt).not.toBe(older.updatedAt);
    expect(await stored()).toEqual(body);
    expect((await rowsOf(crumbsUrl('limit=1'))).resource[0].breadcrumb_id).toBe(id);
    const [audit, ...more] = await auditAfter(since);
    expect(more).toEqual([]);
    expect([audit.resource, audit.resource_id, audit.action, (audit.before as Row).block_id, (audit.after as Row).block_id, (audit.after as Row).log]).toEqual([
      'breadcrumb',
      String(id),
      'update',
      older.block_id,
      77,
      body.log,
    ]);

    const refusedSince = await lastAuditId();
    const stale = await send('PATCH', item, { block_id: 78 }, ifMatch);
    expect([stale.statusCode, json(stale).conflict.current.block_id]).toEqual([409, 77]);
    await api.expectRefusals([
      ['PATCH', item, { account_id: second }, 400, 'Campo no permitido: account_id'],
      ['PATCH', item, { user_id: lucia.user_id }, 400, 'Campo no permitido: user_id'],
      ['PATCH', item, { platform_id: platform.messenger }, 400, 'Campo no permitido: platform_id'],
      ['PATCH', item, { updatedAt: older.updatedAt }, 400, 'Campo no permitido: updatedAt'],
      ['PATCH', item, { block_id: 0 }, 400, 'campo block_id'],
      ['PATCH', '/api/breadcrumb/2000000000', { block_id: 1 }, 404, 'El registro no existe'],
    ]);
    expect(await stored()).toEqual(body);
    expect(await auditAfter(refusedSince)).toEqual([]);
  });

  it('deletes a selection of the account at once, audited per breadcrumb; all or none', async () => {
    const mineIds = (await rowsOf(crumbsUrl('limit=3'))).resource.map((row) => row.breadcrumb_id as number);
    const [foreign] = await db().select({ id: breadcrumbs.breadcrumb_id }).from(breadcrumbs).where(eq(breadcrumbs.account_id, second)).limit(1);
    const existing = async (ids: number[]) =>
      (await db().select({ id: breadcrumbs.breadcrumb_id }).from(breadcrumbs).where(inArray(breadcrumbs.breadcrumb_id, ids))).map((row) => row.id).sort((a, b) => a - b);

    const refusedSince = await lastAuditId();
    for (const ids of [[mineIds[0], foreign.id], [mineIds[0], 2_000_000_000]]) {
      const refused = await send('DELETE', `/api/account/${first}/breadcrumbs`, { breadcrumb_ids: ids });
      expect([refused.statusCode, json(refused).error, json(refused).field]).toEqual([404, 'El registro no es de la cuenta', 'breadcrumb_ids']);
    }
    expect(await existing([mineIds[0], foreign.id])).toEqual([mineIds[0], foreign.id].sort((a, b) => a - b));
    expect(await auditAfter(refusedSince)).toEqual([]);

    const since = await lastAuditId();
    const chosen = [mineIds[1], mineIds[0]];
    const deleted = await send('DELETE', `/api/account/${first}/breadcrumbs`, { breadcrumb_ids: chosen });
    expect([deleted.statusCode, json(deleted).resource]).toEqual([200, { deleted: 2 }]);
    expect(await existing(chosen)).toEqual([]);
    const sorted = [...chosen].sort((a, b) => a - b);
    expect((await auditAfter(since)).map((row) => [row.resource, row.resource_id, row.action, (row.before as Row).breadcrumb_id, row.after])).toEqual(
      sorted.map((id) => ['breadcrumb', String(id), 'delete', id, null]),
    );
    await api.expectRefusals([
      ['DELETE', `/api/account/${first}/breadcrumbs`, { breadcrumb_ids: [] }, 400, 'Elige al menos un registro'],
      ['DELETE', `/api/account/${first}/breadcrumbs`, {}, 400, 'Elige al menos un registro'],
      ['DELETE', '/api/account/999999/breadcrumbs', { breadcrumb_ids: [mineIds[2]] }, 404, 'La cuenta no existe'],
    ]);
  });
});

describe('permissions', () => {
  it("a Nerd without 'Atender usuarios' may not read nor delete users, and keeps the values it may read", async () => {
    const [nerd] = await db().select({ admin_id: admins.admin_id, role_id: admins.role_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    const headers = bearer(await accessTokenFor(api.app, nerd.admin_id));
    const [grant] = await db().select({ id: permissions.permission_id }).from(permissions).where(eq(permissions.name, 'Atender usuarios'));
    const link = and(eq(rolePermissions.role_id, nerd.role_id!), eq(rolePermissions.permission_id, grant.id));
    const allowed = await send('GET', `/api/account/${first}/users?platform=${platform.whatsapp}&limit=1`, undefined, headers);
    expect(allowed.statusCode).toBe(200);
    await db().delete(rolePermissions).where(link);
    try {
      for (const [method, url, action] of [
        ['GET', `/api/account/${first}/users?platform=${platform.whatsapp}`, 'read'],
        ['GET', `/api/user/search?platform=${platform.whatsapp}&account_id=${first}`, 'read'],
        ['DELETE', `/api/user/${lucia.user_id}/hard`, 'delete'],
      ] as const) {
        const refused = await send(method, url, undefined, headers);
        expect([url, refused.statusCode, json(refused).error]).toEqual([url, 403, refusalText(action, 'usuarios')]);
      }
      expect((await send('GET', `/api/account/${first}/user_attributes/${lucia.user_id}`, undefined, headers)).statusCode).toBe(200);
    } finally {
      await db().insert(rolePermissions).values({ role_id: nerd.role_id!, permission_id: grant.id });
    }
  });
});
