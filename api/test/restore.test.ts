/**
 * PATCH {path}/{id}/restore (lib/resource.ts), the take-back of a soft delete ('Deshacer' in its toast) where the
 * contract says `restore`: an account's user and an active account. Audited; a row that is not deleted, unknown, or
 * changed since the delete answered it is refused, and a unique value taken meanwhile stays the database's.
 * PATCH {path}/restore {items}: a bulk delete taken back the same way, in one transaction, all or none (admins too:
 * their own single restore takes changes, the bulk one each row's superadmin rule).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { activeAccounts, admins, auditLog, plans, users } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

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

/** Live users, the newest first (none of them the single restore's: those are taken from the top). */
const liveUsers = async (count: number, skip = 5) =>
  (await db().select({ user_id: users.user_id }).from(users).where(isNull(users.deletedAt)).orderBy(sql`${users.user_id} desc`).limit(count).offset(skip)).map(
    (row) => row.user_id,
  );
/** Rows as a delete answered them: what the toast's 'Deshacer' sends back. */
const itemsOf = (rows: { user_id?: number; active_account_id?: number; admin_id?: number; _version: string }[]) =>
  rows.map((row) => ({ id: (row.user_id ?? row.active_account_id ?? row.admin_id)!, version: row._version }));
const deletedAtOf = async (ids: number[]) =>
  (await db().select({ id: users.user_id, deletedAt: users.deletedAt }).from(users).where(inArray(users.user_id, ids)).orderBy(users.user_id)).map((row) => row.deletedAt);

describe('a bulk delete taken back (PATCH {path}/restore)', () => {
  it('restores every row in one call, each recorded as its single restore is; answers the rows as they are now', async () => {
    const ids = (await liveUsers(3)).sort((a, b) => a - b);
    const deleted = json(await call('DELETE', '/api/user', { items: ids.map((id) => ({ id })) })).resource;
    expect(await deletedAtOf(ids)).toEqual(ids.map(() => expect.anything()));
    const answer = await call('PATCH', '/api/user/restore', { items: itemsOf(deleted) });
    expect(answer.statusCode).toBe(200);
    expect(json(answer).resource.map((row: { user_id: number; deletedAt: unknown }) => [row.user_id, row.deletedAt])).toEqual(ids.map((id) => [id, null]));
    expect(await deletedAtOf(ids)).toEqual([null, null, null]);
    const recorded = await db()
      .select({ id: auditLog.resource_id, admin: auditLog.admin_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'user'), inArray(auditLog.resource_id, ids.map(String)), eq(auditLog.action, 'restore')))
      .orderBy(auditLog.audit_id);
    expect(recorded.map(({ id, admin, before, after }) => [id, admin, typeof (before as { deletedAt: unknown }).deletedAt, (after as { deletedAt: unknown }).deletedAt])).toEqual(
      ids.map((id) => [String(id), 1, 'string', null]),
    );
  });

  it('restores none when one is not deleted, unknown, or changed since the delete answered it (who changed it named)', async () => {
    const ids = (await liveUsers(2, 10)).sort((a, b) => a - b);
    const deleted = json(await call('DELETE', '/api/user', { items: ids.map((id) => ({ id })) })).resource;
    const [live] = await liveUsers(1, 20);
    await api.expectRefusals([
      ['PATCH', '/api/user/restore', { items: [...itemsOf(deleted), { id: live }] }, 409, `El usuario no está eliminado (id ${live})`],
      ['PATCH', '/api/user/restore', { items: [...itemsOf(deleted), { id: 2_000_000_000 }] }, 404, 'El usuario no existe (id 2000000000)'],
    ]);
    expect(await deletedAtOf(ids)).toEqual([expect.anything(), expect.anything()]);

    // A colleague restored the second and deleted it again meanwhile: the toast's version is no longer its own.
    const [ana] = await db().select({ admin_id: admins.admin_id, first_name: admins.first_name, last_name: admins.last_name }).from(admins).where(sql`${admins.admin_id} <> 1 and ${admins.role_id} = 1 and ${admins.deletedAt} is null`).limit(1);
    const anaHeaders = bearer(await accessTokenFor(api.app, ana.admin_id));
    expect((await call('PATCH', `/api/user/${ids[1]}/restore`, undefined, anaHeaders)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/user/${ids[1]}`, undefined, anaHeaders)).statusCode).toBe(200);
    const stale = await call('PATCH', '/api/user/restore', { items: itemsOf(deleted) });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toMatch(new RegExp(`^${ana.first_name} ${ana.last_name} cambió este usuario el `));
    expect(json(stale).conflict).toMatchObject({ admin: { admin_id: ana.admin_id }, current: { user_id: ids[1], deletedAt: expect.any(String) } });
    expect(await deletedAtOf(ids)).toEqual([expect.anything(), expect.anything()]);
    // Sent again without the stale version: both back.
    expect((await call('PATCH', '/api/user/restore', { items: ids.map((id) => ({ id })) })).statusCode).toBe(200);
    expect(await deletedAtOf(ids)).toEqual([null, null]);
  });

  it("restores none when a row's unique value was taken meanwhile: 409 naming the row", async () => {
    const [plan] = await db().select({ plan_id: plans.plan_id }).from(plans).limit(1);
    const partner = json(await call('POST', '/api/partner', { business_name: 'Partner de restauración masiva', service_id: 1 })).resource;
    const organization = json(await call('POST', '/api/organization', { name: 'Organización de restauración masiva' })).resource;
    const made = [];
    for (const name of ['Masiva uno', 'Masiva dos']) {
      const account = json(await call('POST', '/api/account', { name, organization_id: organization.organization_id })).resource;
      const body = { partner_id: partner.partner_id, account_id: account.account_id, business_name: `${name} S.A.`, plan_id: plan.plan_id };
      made.push({ body, row: json(await call('POST', '/api/active_account', body)).resource });
    }
    const deleted = json(await call('DELETE', '/api/active_account', { items: itemsOf(made.map(({ row }) => row)) })).resource;
    // The second account has a live active account with that partner again.
    expect((await call('POST', '/api/active_account', made[1].body)).statusCode).toBe(201);
    await api.expectRefusals([['PATCH', '/api/active_account/restore', { items: itemsOf(deleted) }, 409, `La cuenta ya se encuentra activa (id ${made[1].row.active_account_id})`]]);
    const stored = await db()
      .select({ deletedAt: activeAccounts.deletedAt })
      .from(activeAccounts)
      .where(inArray(activeAccounts.active_account_id, made.map(({ row }) => row.active_account_id)));
    expect(stored.every((row) => row.deletedAt !== null)).toBe(true);
  });

  it("takes back a bulk delete of admins ('Habilitar administrador' for each, no changes): audited as their restore, the e-mail still theirs", async () => {
    const made = [];
    for (const name of ['uno', 'dos']) {
      made.push(json(await call('POST', '/api/admin', { first_name: 'Masivo', last_name: name, email: `masivo.${name}@example.com`, password: 'secreto1', role_id: 3 })).resource);
    }
    const ids = made.map((admin: { admin_id: number }) => admin.admin_id);
    const deleted = json(await call('DELETE', '/api/admin', { items: ids.map((id) => ({ id })) })).resource;
    // Meanwhile another admin took the second one's e-mail: none comes back.
    const taker = json(await call('POST', '/api/admin', { first_name: 'Otro', last_name: 'Masivo', email: 'masivo.dos@example.com', password: 'secreto1', role_id: 3 })).resource;
    await api.expectRefusals([['PATCH', '/api/admin/restore', { items: itemsOf(deleted) }, 409, `Ya existe un administrador con ese correo (id ${ids[1]})`]]);
    expect((await call('DELETE', `/api/admin/${taker.admin_id}`)).statusCode).toBe(200);
    const answer = await call('PATCH', '/api/admin/restore', { items: itemsOf(deleted) });
    expect(answer.statusCode).toBe(200);
    expect(json(answer).resource.map((row: { admin_id: number; deletedAt: unknown; email: string }) => [row.admin_id, row.deletedAt, row.email])).toEqual([
      [ids[0], null, 'masivo.uno@example.com'],
      [ids[1], null, 'masivo.dos@example.com'],
    ]);
    const recorded = await db()
      .select({ id: auditLog.resource_id })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'admin'), inArray(auditLog.resource_id, ids.map(String)), eq(auditLog.action, 'restore')))
      .orderBy(auditLog.audit_id);
    expect(recorded.map(({ id }) => id)).toEqual(ids.map(String));
  });

  it('needs the permission to update the resource, and a body that names the rows', async () => {
    const [nerd] = await db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    const refused = await call('PATCH', '/api/active_account/restore', { items: [{ id: 1 }] }, bearer(await accessTokenFor(api.app, nerd.admin_id)));
    expect([refused.statusCode, json(refused).error]).toEqual([403, 'No tienes permiso para modificar cuentas activas.']);
    await api.expectRefusals([
      ['PATCH', '/api/user/restore', { items: [] }, 400, 'Elige al menos un elemento'],
      ['PATCH', '/api/user/restore', { items: Array.from({ length: 301 }, (_, n) => ({ id: n + 1 })) }, 400, 'Se pueden restaurar hasta 300 elementos a la vez'],
      ['PATCH', '/api/user/restore', { ids: [1] }, 400, 'Indica los elementos a restaurar (campo items)'],
    ]);
  });
});
