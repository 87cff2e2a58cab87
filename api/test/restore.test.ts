/**
 * PATCH {path}/{id}/restore (lib/resource.ts), the take-back of a soft delete ('Deshacer' in its toast) where the
 * contract says `restore`: an account's user and an active account. Audited; a row that is not deleted, unknown, or
 * changed since the delete answered it is refused, and a unique value taken meanwhile stays the database's.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { auditLog, plans, users } from '../src/db/schema';
import { demoApi, json } from './helpers';

const api = demoApi();
const { call, db } = api;

const liveUser = async () =>
  (await db().select({ user_id: users.user_id }).from(users).where(isNull(users.deletedAt)).orderBy(sql`${users.user_id} desc`).limit(1))[0].user_id;

describe("a user's restore", () => {
  it('takes a deleted user back, recorded as a restore; the user is in its lists again', async () => {
    const id = await liveUser();
    const deleted = json(await call('DELETE', `/api/user/${id}`)).resource;
    expect(deleted.deletedAt).toEqual(expect.any(String));
    const restored = await call('PATCH', `/api/user/${id}/restore`, undefined, { ...api.headers, 'if-match': `"${deleted._version}"` });
    expect(restored.statusCode).toBe(200);
    expect(json(restored).resource).toMatchObject({ user_id: id, deletedAt: null });
    const [stored] = await db().select({ deletedAt: users.deletedAt, account_id: users.account_id, platform_id: users.platform_id }).from(users).where(eq(users.user_id, id));
    expect(stored.deletedAt).toBeNull();
    const [entry] = await db()
      .select({ before: auditLog.before, after: auditLog.after, admin: auditLog.admin_id })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'user'), eq(auditLog.resource_id, String(id)), eq(auditLog.action, 'restore')));
    expect([(entry.before as { deletedAt: unknown }).deletedAt, (entry.after as { deletedAt: unknown }).deletedAt, entry.admin]).toEqual([deleted.deletedAt, null, 1]);
    const listed = json(await api.get(`/api/user/search?text=${id}&platform=${stored.platform_id}&account_id=${stored.account_id}`)).resource;
    expect(listed.map((row: { user_id: number }) => row.user_id)).toContain(id);
  });

  it("refuses a user that is not deleted (409), an unknown one (404), and a restore from a version it no longer has (409)", async () => {
    const id = await liveUser();
    await api.expectRefusals([
      ['PATCH', `/api/user/${id}/restore`, undefined, 409, 'El usuario no está eliminado'],
      ['PATCH', '/api/user/2000000000/restore', undefined, 404, 'El usuario no existe'],
      ['PATCH', '/api/user/abc/restore', undefined, 400, 'campo id'],
    ]);
    const deleted = json(await call('DELETE', `/api/user/${id}`)).resource;
    // Someone else restored and deleted it again meanwhile: the toast's version is no longer the user's.
    expect((await call('PATCH', `/api/user/${id}/restore`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/user/${id}`)).statusCode).toBe(200);
    const stale = await call('PATCH', `/api/user/${id}/restore`, undefined, { ...api.headers, 'if-match': `"${deleted._version}"` });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).conflict).toMatchObject({ current: { user_id: id, deletedAt: expect.any(String) } });
    const [stored] = await db().select({ deletedAt: users.deletedAt }).from(users).where(eq(users.user_id, id));
    expect(stored.deletedAt).not.toBeNull();
  });
});

describe("an active account's restore", () => {
  it('takes a deleted active account back, unless its account has another live one with that partner meanwhile', async () => {
    const [plan] = await db().select({ plan_id: plans.plan_id }).from(plans).limit(1);
    const partner = json(await call('POST', '/api/partner', { business_name: 'Partner de restauración', service_id: 1 })).resource;
    const organization = json(await call('POST', '/api/organization', { name: 'Organización de restauración' })).resource;
    const account = json(await call('POST', '/api/account', { name: 'Cuenta de restauración', organization_id: organization.organization_id })).resource;
    const body = { partner_id: partner.partner_id, account_id: account.account_id, business_name: 'Restaurable S.A.', plan_id: plan.plan_id };
    const first = json(await call('POST', '/api/active_account', body)).resource;
    expect((await call('DELETE', `/api/active_account/${first.active_account_id}`)).statusCode).toBe(200);
    const restored = await call('PATCH', `/api/active_account/${first.active_account_id}/restore`);
    expect([restored.statusCode, json(restored).resource.deletedAt]).toEqual([200, null]);

    expect((await call('DELETE', `/api/active_account/${first.active_account_id}`)).statusCode).toBe(200);
    const second = await call('POST', '/api/active_account', body);
    expect(second.statusCode).toBe(201);
    await api.expectRefusals([['PATCH', `/api/active_account/${first.active_account_id}/restore`, undefined, 409, 'La cuenta ya se encuentra activa']]);
    expect(json(await api.get(`/api/active_account/by_id/${first.active_account_id}`)).resource.deletedAt).toEqual(expect.any(String));
  });
});
