/**
 * Accounts on the resource machine (spec 2.7, 7.3): what resources.test.ts does not cover — delete (hard,
 * with its status row, lists and admin links), strict list parameters, create in one transaction — and
 * the organization delete that accounts refuse.
 */
import { eq, sql } from 'drizzle-orm';
import { accounts, accountStatuses, adminAccounts, lists, organizations } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json, type Method } from './helpers';

const api = demoApi();
const { call, db } = api;
const count = async (table: typeof accounts | typeof accountStatuses | typeof lists | typeof adminAccounts, where: ReturnType<typeof eq>) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0].n;

describe('accounts', () => {
  it('refuses unknown list parameters and answers the same row shape in list and detail', async () => {
    const bad = await call('GET', '/api/account?organization_id=1');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toBe('Campo no permitido: organization_id');
    const [row] = json(await call('GET', '/api/account?limit=1')).resource;
    expect(json(await call('GET', `/api/account/${row.account_id}`)).resource).toEqual(row);
  });

  it('creates the account, its username and its status row in one transaction', async () => {
    const created = json(await call('POST', '/api/account', { name: 'Transacción', organization_id: 1 })).resource;
    expect(created.username).toBe(`transaccion_${created.account_id}`);
    expect(await count(accountStatuses, eq(accountStatuses.account_id, created.account_id))).toBe(1);
    // An unknown organization leaves nothing behind (the serial may move, no row is kept).
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(accounts))[0].n;
    const refused = await call('POST', '/api/account', { name: 'Huérfana', organization_id: 999999 });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('La organización no existe');
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(accounts))[0].n).toBe(before);
  });

  it('deletes an account with its status row, lists and admin links', async () => {
    const created = json(await call('POST', '/api/account', { name: 'Para borrar', organization_id: 2 })).resource;
    const id = created.account_id as number;
    await db().insert(lists).values({ name: 'Lista', account_id: id });
    await call('POST', '/api/admin/2/assignAccount', { account_id: id });
    expect(await count(adminAccounts, eq(adminAccounts.account_id, id))).toBe(1);

    const response = await call('DELETE', `/api/account/${id}`, created);
    expect(response.statusCode).toBe(200);
    expect(json(response).resource).toEqual(created);
    expect(await count(accounts, eq(accounts.account_id, id))).toBe(0);
    expect(await count(accountStatuses, eq(accountStatuses.account_id, id))).toBe(0);
    expect(await count(lists, eq(lists.account_id, id))).toBe(0);
    expect(await count(adminAccounts, eq(adminAccounts.account_id, id))).toBe(0);
    expect(json(await call('GET', '/api/admin/2')).resource.Accounts).not.toContainEqual(expect.objectContaining({ account_id: id }));

    for (const [url, status, error] of [
      [`/api/account/${id}`, 404, 'La cuenta no existe'],
      ['/api/account/abc', 400, 'El identificador debe ser un entero positivo (campo id)'],
    ] as const) {
      const refused = await call('DELETE', url);
      expect([url, refused.statusCode]).toEqual([url, status]);
      expect(json(refused)).toEqual({ success: false, resource: null, error });
    }
  });

  it('answers 401 and 403 on the account calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['POST', '/api/account'],
      ['PATCH', '/api/account/1'],
      ['DELETE', '/api/account/1'],
      ['GET', '/api/account/1/status'],
    ] as [Method, string][]) {
      expect((await call(method, url, {}, {})).statusCode).toBe(401);
      expect((await call(method, url, {}, bearer(await accessTokenFor(api.app, 3)))).statusCode).toBe(403);
    }
    expect(await count(accounts, eq(accounts.account_id, 1))).toBe(1);
  });
});

describe('organization delete', () => {
  it('is refused (409) while the organization has accounts, and works once it has none', async () => {
    const refused = await call('DELETE', '/api/organization/1');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ success: false, resource: null, error: 'La organización tiene cuentas: elimínalas o muévelas primero' });

    const created = json(await call('POST', '/api/organization', { name: 'Vacía' })).resource;
    const account = json(await call('POST', '/api/account', { name: 'Única', organization_id: created.organization_id })).resource;
    expect((await call('DELETE', `/api/organization/${created.organization_id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/account/${account.account_id}`)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/api/organization/${created.organization_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await db().select().from(organizations).where(eq(organizations.organization_id, created.organization_id))).toEqual([]);
  });
});
