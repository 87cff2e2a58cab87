/**
 * DELETE {path} {items} (lib/resource.ts): the rows ticked in a list deleted at once, in one transaction — all or
 * none — each as its single delete would be (found, the resource's own check, recorded in the audit trail) and at
 * the version it was shown at (a change made since is a 409 naming who made it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountPlatforms, admins, auditLog, platforms } from '../src/db/schema';
import { adminTexts } from '../src/lib/texts';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

const api = demoApi();
const { db } = api;

let serial = 0;
/** New platforms, as the API answers them. */
async function newPlatforms(count: number): Promise<{ platform_id: number; name: string; _version: string }[]> {
  const made = [];
  for (let n = 0; n < count; n++) {
    serial += 1;
    made.push(json(await api.call('POST', '/api/platform', { name: `Masiva ${serial}`, title: `Plataforma ${serial}` })).resource);
  }
  return made;
}
const items = (rows: { platform_id: number; _version: string }[]) => rows.map((row) => ({ id: row.platform_id, version: row._version }));
const remaining = async (ids: number[]) => (await db().select({ id: platforms.platform_id }).from(platforms).where(inArray(platforms.platform_id, ids))).map((row) => row.id).sort((a, b) => a - b);
const trail = (resource: string, ids: number[]) =>
  db()
    .select({ id: auditLog.resource_id, action: auditLog.action, admin: auditLog.admin_id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), inArray(auditLog.resource_id, ids.map(String)), eq(auditLog.action, 'delete')))
    // In the order they were written: the rows are deleted in id order.
    .orderBy(auditLog.audit_id);

describe('DELETE {path}: a selection', () => {
  it('deletes every row in one call, each recorded as its single delete is; answers the rows as they were', async () => {
    const made = await newPlatforms(3);
    const ids = made.map((row) => row.platform_id);
    const answer = await api.call('DELETE', '/api/platform', { items: items(made) });
    expect(answer.statusCode).toBe(200);
    expect(json(answer).resource.map((row: { platform_id: number }) => row.platform_id)).toEqual(ids);
    expect(await remaining(ids)).toEqual([]);
    const recorded = await trail('platform', ids);
    expect(recorded.map(({ id, action, admin, after }) => ({ id, action, admin, after }))).toEqual(ids.map((id) => ({ id: String(id), action: 'delete', admin: 1, after: null })));
    expect(recorded.map((entry) => (entry.before as { name: string }).name)).toEqual(made.map((row) => row.name));
  });

  it('soft-deletes a soft-deleted resource: the rows stay, stamped, and their audit rows say so', async () => {
    // Not the demo Nerd: a test below signs in as it.
    const [first, second] = await db()
      .select({ admin_id: admins.admin_id })
      .from(admins)
      .where(sql`${admins.deletedAt} is null and ${admins.admin_id} <> 1 and ${admins.email} <> 'nerd@example.com'`)
      .orderBy(admins.admin_id)
      .limit(2);
    const answer = await api.call('DELETE', '/api/admin', { items: [{ id: first.admin_id }, { id: second.admin_id }] });
    expect(answer.statusCode).toBe(200);
    for (const row of json(answer).resource) expect(row.deletedAt).toEqual(expect.any(String));
    const stamped = await db().select({ deletedAt: admins.deletedAt }).from(admins).where(inArray(admins.admin_id, [first.admin_id, second.admin_id]));
    expect(stamped.every((row) => row.deletedAt !== null)).toBe(true);
    const recorded = await trail('admin', [first.admin_id, second.admin_id]);
    expect(recorded.map((entry) => [(entry.before as { deletedAt: unknown }).deletedAt, typeof (entry.after as { deletedAt: unknown }).deletedAt])).toEqual([
      [null, 'string'],
      [null, 'string'],
    ]);
    // Deleted already: not found, as a single delete says.
    const again = await api.call('DELETE', '/api/admin', { items: [{ id: first.admin_id }] });
    expect([again.statusCode, json(again).error]).toEqual([404, `El administrador no existe (id ${first.admin_id})`]);
  });
});

describe('DELETE {path}: all or none', () => {
  it('deletes none when one is unknown', async () => {
    const made = await newPlatforms(2);
    const answer = await api.call('DELETE', '/api/platform', { items: [...items(made), { id: 2_000_000_000 }] });
    expect([answer.statusCode, json(answer).error]).toEqual([404, 'La plataforma no existe (id 2000000000)']);
    expect(await remaining(made.map((row) => row.platform_id))).toEqual(made.map((row) => row.platform_id));
    expect(await trail('platform', made.map((row) => row.platform_id))).toEqual([]);
  });

  it('deletes none when one is still in use (the database refuses it)', async () => {
    const made = await newPlatforms(1);
    const [linked] = await db().select({ id: accountPlatforms.platform_id }).from(accountPlatforms).limit(1);
    const answer = await api.call('DELETE', '/api/platform', { items: [{ id: made[0].platform_id }, { id: linked.id }] });
    expect(answer.statusCode).toBe(409);
    expect(await remaining([made[0].platform_id, linked.id])).toEqual([linked.id, made[0].platform_id].sort((a, b) => a - b));
  });

  it("applies the resource's own check to each: an admin among them who may not be deleted stops them all", async () => {
    const [other] = await db().select({ admin_id: admins.admin_id }).from(admins).where(sql`${admins.deletedAt} is null and ${admins.admin_id} <> 1`).orderBy(sql`${admins.admin_id} desc`).limit(1);
    const answer = await api.call('DELETE', '/api/admin', { items: [{ id: other.admin_id }, { id: 1 }] });
    expect([answer.statusCode, json(answer).error]).toEqual([409, adminTexts.deleteSelf]);
    const [still] = await db().select({ deletedAt: admins.deletedAt }).from(admins).where(eq(admins.admin_id, other.admin_id));
    expect(still.deletedAt).toBeNull();
  });

  it("refuses a row changed since it was shown: 409 naming who changed it, and nothing deleted", async () => {
    const made = await newPlatforms(2);
    const [ana] = await db().select({ admin_id: admins.admin_id, first_name: admins.first_name, last_name: admins.last_name }).from(admins).where(sql`${admins.admin_id} <> 1 and ${admins.role_id} = 1 and ${admins.deletedAt} is null`).limit(1);
    const anaHeaders = bearer(await accessTokenFor(api.app, ana.admin_id));
    // A colleague renames the second one after the list showed it.
    const renamed = await api.call('PATCH', `/api/platform/${made[1].platform_id}`, { title: 'Renombrada' }, anaHeaders);
    expect(renamed.statusCode).toBe(200);
    const answer = await api.call('DELETE', '/api/platform', { items: items(made) });
    expect(answer.statusCode).toBe(409);
    const body = json(answer);
    expect(body.error).toMatch(new RegExp(`^${ana.first_name} ${ana.last_name} cambió esta plataforma el `));
    expect(body.conflict).toMatchObject({ version: json(renamed).resource._version, admin: { admin_id: ana.admin_id }, current: { platform_id: made[1].platform_id, title: 'Renombrada' } });
    expect(await remaining(made.map((row) => row.platform_id))).toEqual(made.map((row) => row.platform_id));
    // Sent again at the version it has now: deleted.
    const again = await api.call('DELETE', '/api/platform', { items: [items(made)[0], { id: made[1].platform_id, version: body.conflict.version }] });
    expect(again.statusCode).toBe(200);
    expect(await remaining(made.map((row) => row.platform_id))).toEqual([]);
  });

  it('two overlapping selections deleted at once take turns: one deletes, the other finds a row gone', async () => {
    const made = await newPlatforms(4);
    const [a, b] = await Promise.all([
      api.call('DELETE', '/api/platform', { items: items(made.slice(0, 3)) }),
      api.call('DELETE', '/api/platform', { items: items(made.slice(1)).reverse() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    const left = await remaining(made.map((row) => row.platform_id));
    expect(left).toEqual(a.statusCode === 200 ? [made[3].platform_id] : [made[0].platform_id]);
  });
});

describe('DELETE {path}: refusals', () => {
  it('refuses a body that names no rows, too many, or anything else', async () => {
    await api.expectRefusals([
      ['DELETE', '/api/platform', { items: [] }, 400, 'Elige al menos un elemento'],
      ['DELETE', '/api/platform', { items: Array.from({ length: 301 }, (_, n) => ({ id: n + 1 })) }, 400, 'Se pueden eliminar hasta 300 elementos a la vez'],
      ['DELETE', '/api/platform', { items: [{ id: 'x' }] }, 400, 'Cada elemento necesita su id'],
      ['DELETE', '/api/platform', { items: [{ id: 1, nombre: 'x' }] }, 400, 'Campo no permitido en items.0: nombre'],
      ['DELETE', '/api/platform', { ids: [1] }, 400, 'Indica los elementos a eliminar (campo items)'],
      ['DELETE', '/api/platform', { items: [{ id: 1 }], ids: [1] }, 400, 'Campo no permitido: ids'],
      ['DELETE', '/api/platform', undefined, 400, 'Faltan los datos de la petición'],
    ]);
  });

  it('needs the permission to delete the resource', async () => {
    const [nerd] = await db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    const made = await newPlatforms(1);
    const answer = await api.call('DELETE', '/api/platform', { items: items(made) }, bearer(await accessTokenFor(api.app, nerd.admin_id)));
    expect([answer.statusCode, json(answer).error]).toEqual([403, 'No tienes permiso para eliminar plataformas.']);
    expect(await remaining([made[0].platform_id])).toEqual([made[0].platform_id]);
  });
});
