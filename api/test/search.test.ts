/**
 * Jump anywhere (issue 17): GET /api/search over the demo database plus records named after a word nothing else
 * has ('zorzal'): the ranking (id, then label or e-mail start, then contains; by kind and label within a rank),
 * each record once, the route of each kind, 1–2 characters (starts only), the limit, what each role may see,
 * users only within an account, soft-deleted records never, the 400s and the 401.
 */
import { ACTIONS, searchResultSchema, type Action, type SearchItem } from '@console/contracts';
import { asc, eq } from 'drizzle-orm';
import { accounts, admins, organizations, partners, permissions, platforms, rolePermissions, users } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

const api = demoApi();
const db = () => api.db();

/** The answer of a search (checked against the contract's item schema), as the superadmin unless `headers`. */
async function search(query: string, headers = api.headers): Promise<SearchItem[]> {
  const response = await api.call('GET', `/api/search?${query}`, undefined, headers);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return searchResultSchema.parse(json(response).resource);
}
const summary = (items: SearchItem[]) => items.map((item) => [item.kind, item.label, item.match]);

let organizationId: number;
let accountId: number;
let otherAccountId: number;
let platform: { platform_id: number; title: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  const [first, second] = await db()
    .insert(organizations)
    .values([{ name: 'Zorzal Andino' }, { name: 'Grupo del Zorzal' }])
    .returning({ id: organizations.organization_id });
  organizationId = first.id;
  ids.organizationContains = second.id;
  const accountRows = await db()
    .insert(accounts)
    .values([
      { name: 'Zorzal Ventas', organization_id: first.id },
      { name: 'Cuenta del zorzal', organization_id: second.id },
    ])
    .returning({ id: accounts.account_id });
  [accountId, otherAccountId] = accountRows.map((row) => row.id);
  const [partner] = await db().insert(partners).values({ business_name: 'Zorzales Unidos' }).returning({ id: partners.partner_id });
  ids.partner = partner.id;
  const adminRows = await db()
    .insert(admins)
    .values([
      { first_name: 'Zorzal', last_name: 'Pérez', email: 'zp@example.com', password_hash: 'sin-acceso' },
      { first_name: 'Ana', last_name: 'Ruiz', email: 'zorzal.ana@example.com', password_hash: 'sin-acceso' },
      { first_name: 'Luis', last_name: 'Gómez', email: 'luis.zorzal@example.com', password_hash: 'sin-acceso' },
      { first_name: 'Zorzal', last_name: 'Borrado', email: 'zb@example.com', password_hash: 'sin-acceso', deletedAt: new Date() },
    ])
    .returning({ id: admins.admin_id });
  [ids.adminByName, ids.adminByEmail, ids.adminContains, ids.adminDeleted] = adminRows.map((row) => row.id);
  [platform] = await db().select({ platform_id: platforms.platform_id, title: platforms.title }).from(platforms).orderBy(asc(platforms.platform_id)).limit(1);
  const userRows = await db()
    .insert(users)
    .values([
      { account_id: accountId, platform_id: platform.platform_id, first_name: 'Zorzal', last_name: 'Rojo' },
      // No name: the label is the screen name.
      { account_id: accountId, platform_id: platform.platform_id, screen_name: 'el_zorzal' },
      { account_id: accountId, platform_id: platform.platform_id, first_name: 'Zorzal', last_name: 'Eliminado', deletedAt: new Date() },
      { account_id: otherAccountId, platform_id: platform.platform_id, first_name: 'Zorzal', last_name: 'Ajeno' },
    ])
    .returning({ id: users.user_id });
  [ids.userByName, ids.userContains, ids.userDeleted, ids.userElsewhere] = userRows.map((row) => row.id);
});

describe('ranking', () => {
  it('label or e-mail start first, then contains; within a rank by kind, then label', async () => {
    expect(summary(await search('q=zorzal'))).toEqual([
      ['organization', 'Zorzal Andino', 'prefix'],
      ['account', 'Zorzal Ventas', 'prefix'],
      ['partner', 'Zorzales Unidos', 'prefix'],
      // By label: Ana Ruiz's e-mail starts with the text.
      ['admin', 'Ana Ruiz', 'prefix'],
      ['admin', 'Zorzal Pérez', 'prefix'],
      ['organization', 'Grupo del Zorzal', 'contains'],
      ['account', 'Cuenta del zorzal', 'contains'],
      ['admin', 'Luis Gómez', 'contains'],
    ]);
    // Case and surrounding spaces do not matter.
    expect(summary(await search(`q=${encodeURIComponent('  ZORZAL ')}`))).toEqual(summary(await search('q=zorzal')));
  });

  it('a whole number finds that id of every kind first (by kind), each record once', async () => {
    const items = await search(`q=${organizationId}`);
    expect(items[0]).toMatchObject({ kind: 'organization', id: organizationId, label: 'Zorzal Andino', match: 'id' });
    const byId = items.filter((item) => item.match === 'id');
    expect(byId.every((item) => item.id === organizationId)).toBe(true);
    expect(items.slice(0, byId.length)).toEqual(byId);
    const kinds = byId.map((item) => item.kind);
    expect(kinds).toEqual(['organization', 'account', 'partner', 'admin', 'user'].filter((kind) => kinds.includes(kind as never)));
    const keys = items.map((item) => `${item.kind}:${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('1–2 characters: ids and label starts only, no e-mails, no contains', async () => {
    const items = await search('q=zo');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.match === 'prefix' && item.label.toLowerCase().startsWith('zo'))).toBe(true);
    const labels = items.map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['Zorzal Andino', 'Zorzal Ventas', 'Zorzales Unidos', 'Zorzal Pérez']));
    expect(labels).not.toContain('Ana Ruiz');
    expect(labels).not.toContain('Grupo del Zorzal');
  });

  it('answers at most `limit` items: the first of the ranking', async () => {
    const all = await search('q=zorzal');
    expect(await search('q=zorzal&limit=3')).toEqual(all.slice(0, 3));
  });

  it('many "contains" matches: the first by label, whatever the order they were stored in', async () => {
    // 150 organizations containing the word, stored in a shuffled order (fewer than the 200 candidates ranked).
    const numbers = Array.from({ length: 150 }, (_, i) => (i * 97) % 150);
    await db()
      .insert(organizations)
      .values(numbers.map((n) => ({ name: `Grupo mirlo ${String(n).padStart(3, '0')}` })));
    const items = await search('q=mirlo&limit=50');
    expect(items.map((item) => item.label)).toEqual(Array.from({ length: 50 }, (_, i) => `Grupo mirlo ${String(i).padStart(3, '0')}`));
    expect(items.every((item) => item.kind === 'organization' && item.match === 'contains')).toBe(true);
  });

  it('pattern characters are text: % and _ match themselves only', async () => {
    expect(await search(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await search(`q=${encodeURIComponent('z_r%')}`)).toEqual([]);
  });
});

describe('routes and details', () => {
  it('each kind names the route that opens it', async () => {
    const items = await search(`q=zorzal&account_id=${accountId}`);
    const byLabel = (label: string) => items.find((item) => item.label === label);
    expect(byLabel('Zorzal Andino')).toMatchObject({ id: organizationId, detail: null, route: { name: 'organization', params: { organization_id: organizationId } } });
    expect(byLabel('Zorzal Ventas')).toMatchObject({ id: accountId, detail: 'Zorzal Andino', route: { name: 'personalization', params: { account_id: accountId } } });
    expect(byLabel('Cuenta del zorzal')?.detail).toBe('Grupo del Zorzal');
    expect(byLabel('Zorzales Unidos')).toMatchObject({ id: ids.partner, detail: null, route: { name: 'partner', params: { partner_id: ids.partner } } });
    // The admins list, filtered by the admin's e-mail.
    expect(byLabel('Zorzal Pérez')).toEqual({
      kind: 'admin',
      id: ids.adminByName,
      label: 'Zorzal Pérez',
      detail: 'zp@example.com',
      match: 'prefix',
      route: { name: 'admins', params: {}, query: { email: 'zp@example.com' } },
    });
    // The user's page on their platform's tab.
    expect(byLabel('Zorzal Rojo')).toEqual({
      kind: 'user',
      id: ids.userByName,
      label: 'Zorzal Rojo',
      detail: platform.title,
      match: 'prefix',
      route: { name: 'user-attributes', params: { account_id: accountId, user_id: ids.userByName }, query: { platform: String(platform.platform_id) } },
    });
  });

  it("users only within account_id, after the other kinds of their rank; a user without a name by their screen name", async () => {
    const items = summary(await search(`q=zorzal&account_id=${accountId}`));
    expect(items).toEqual([
      ['organization', 'Zorzal Andino', 'prefix'],
      ['account', 'Zorzal Ventas', 'prefix'],
      ['partner', 'Zorzales Unidos', 'prefix'],
      ['admin', 'Ana Ruiz', 'prefix'],
      ['admin', 'Zorzal Pérez', 'prefix'],
      ['user', 'Zorzal Rojo', 'prefix'],
      ['organization', 'Grupo del Zorzal', 'contains'],
      ['account', 'Cuenta del zorzal', 'contains'],
      ['admin', 'Luis Gómez', 'contains'],
      ['user', 'el_zorzal', 'contains'],
    ]);
    // Without an account, no users at all.
    expect((await search('q=zorzal')).some((item) => item.kind === 'user')).toBe(false);
    expect((await search(`q=zorzal&account_id=${otherAccountId}`)).filter((item) => item.kind === 'user').map((item) => item.id)).toEqual([ids.userElsewhere]);
  });

  it('soft-deleted admins and users never appear, not even by their id', async () => {
    const items = await search(`q=zorzal&account_id=${accountId}`);
    expect(items.map((item) => item.label)).not.toEqual(expect.arrayContaining(['Zorzal Borrado']));
    expect(items.map((item) => item.label)).not.toContain('Zorzal Eliminado');
    const byAdminId = await search(`q=${ids.adminDeleted}`);
    expect(byAdminId.some((item) => item.kind === 'admin' && item.id === ids.adminDeleted)).toBe(false);
    const byUserId = await search(`q=${ids.userDeleted}&account_id=${accountId}`);
    expect(byUserId.some((item) => item.kind === 'user' && item.id === ids.userDeleted)).toBe(false);
    // The live ones are found by id.
    expect((await search(`q=${ids.adminByName}`)).find((item) => item.kind === 'admin')).toMatchObject({ id: ids.adminByName, match: 'id' });
    expect((await search(`q=${ids.userByName}&account_id=${accountId}`)).find((item) => item.kind === 'user')).toMatchObject({ id: ids.userByName, match: 'id' });
  });
});

describe('permissions', () => {
  /** The demo Nerd (role 2) with exactly these read grants (the guard reads them on every call). */
  const NERD_ROLE_ID = 2;
  let nerd: Record<string, string>;
  let granted = 0;
  async function grantNerd(resources: string[], actions: readonly Action[] = ['read']) {
    await db().delete(rolePermissions).where(eq(rolePermissions.role_id, NERD_ROLE_ID));
    for (const resource of resources) {
      granted += 1;
      const flags = Object.fromEntries(ACTIONS.map((action) => [action, actions.includes(action)]));
      const [permission] = await db().insert(permissions).values({ name: `Búsqueda ${granted}: ${resource}`, resource, ...flags }).returning();
      await db().insert(rolePermissions).values({ role_id: NERD_ROLE_ID, permission_id: permission.permission_id });
    }
  }

  beforeAll(async () => {
    const [row] = await db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    nerd = bearer(await accessTokenFor(api.app, row.admin_id));
  });

  it('each kind only when the role may read it', async () => {
    const kindsFound = async (query: string) => [...new Set((await search(query, nerd)).map((item) => item.kind))];
    await grantNerd(['organization', 'account', 'partner', 'user']);
    // No admins without reading admins, though they match.
    expect(await kindsFound(`q=zorzal&account_id=${accountId}`)).toEqual(['organization', 'account', 'partner', 'user']);
    await grantNerd(['admin']);
    expect(await kindsFound(`q=zorzal&account_id=${accountId}`)).toEqual(['admin']);
    // Users need both the account and reading users; updating is not reading.
    await grantNerd(['organization', 'user'], ['create', 'update', 'delete']);
    expect(await kindsFound(`q=zorzal&account_id=${accountId}`)).toEqual([]);
    await grantNerd(['user']);
    expect(await kindsFound('q=zorzal')).toEqual([]);
    expect(await kindsFound(`q=zorzal&account_id=${accountId}`)).toEqual(['user']);
    // A role that may read nothing is answered an empty list, not refused.
    await grantNerd([]);
    expect(await search('q=zorzal', nerd)).toEqual([]);
  });

  it('401 without a session', async () => {
    const response = await api.call('GET', '/api/search?q=zorzal', undefined, {});
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, resource: null, error: 'Sesión no válida' });
  });
});

describe('refusals', () => {
  it("bad input: 400 with the contract's text", async () => {
    await api.expectRefusals([
      ['GET', '/api/search', undefined, 400, 'Escribe qué buscar (campo q)'],
      ['GET', '/api/search?q=', undefined, 400, 'Escribe qué buscar (campo q)'],
      ['GET', `/api/search?q=${encodeURIComponent('   ')}`, undefined, 400, 'Escribe qué buscar (campo q)'],
      ['GET', `/api/search?q=${'a'.repeat(101)}`, undefined, 400, 'Escribe como máximo 100 caracteres (campo q)'],
      ['GET', `/api/search?q=${encodeURIComponent('zor\u0000zal')}`, undefined, 400, 'La búsqueda tiene caracteres no permitidos (campo q)'],
      ['GET', '/api/search?q=zorzal&limit=0', undefined, 400, 'El número de resultados debe ser un entero de 1 a 50 (campo limit)'],
      ['GET', '/api/search?q=zorzal&limit=51', undefined, 400, 'El número de resultados debe ser un entero de 1 a 50 (campo limit)'],
      ['GET', '/api/search?q=zorzal&account_id=abc', undefined, 400, 'La cuenta debe ser un identificador (campo account_id)'],
      ['GET', '/api/search?q=zorzal&account_id=99999999999', undefined, 400, 'La cuenta debe ser un identificador (campo account_id)'],
      ['GET', '/api/search?q=zorzal&page=2', undefined, 400, 'Campo no permitido: page'],
    ]);
  });
});
