/**
 * Roles and permissions (spec 2.3, 2.4, 3, 6, 7.3, 7.6): their permissions, role 1, the delete rule,
 * permission links, duplicate names. The generic calls of both contracts are checked by contracts.test.ts.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { admins, permissions, rolePermissions, roles } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json, type Method } from './helpers';

const api = demoApi();
const { call, get, db, expectRefusals } = api;

const roleLinks = async (roleId: number) =>
  (
    await db()
      .select({ permission_id: rolePermissions.permission_id })
      .from(rolePermissions)
      .where(eq(rolePermissions.role_id, roleId))
  ).map((row) => row.permission_id);

describe('GET role', () => {
  it('lists the roles oldest first, each with its real permissions ordered by name', async () => {
    const body = json(await get('/api/role'));
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 25, hasNextPage: false, total: { count: body.resource.length, capped: false } });
    const ids = body.resource.map((r: { role_id: number }) => r.role_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.slice(0, 2)).toEqual([1, 2]);
    for (const role of body.resource) {
      expect(Object.keys(role).sort()).toEqual(['Permissions', '_version', 'createdAt', 'description', 'name', 'role_id', 'type']);
      const names = role.Permissions.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      // The same links as the table holds.
      const linked = await roleLinks(role.role_id);
      expect(role.Permissions.map((p: { permission_id: number }) => p.permission_id).sort()).toEqual(linked.sort());
      for (const permission of role.Permissions) expect(Object.keys(permission).sort()).toEqual(['name', 'permission_id']);
    }
    const superadmin = body.resource[0];
    expect(superadmin.name).toBe('Konverza');
    expect(superadmin.Permissions.length).toBeGreaterThanOrEqual(6);
    // A role without permissions answers an empty list, not null.
    await db().insert(roles).values({ name: 'Vacío', description: 'sin permisos', type: 'staff' });
    const empty = json(await get('/api/role?name=vac')).resource;
    expect(empty).toEqual([{ role_id: expect.any(Number), name: 'Vacío', description: 'sin permisos', type: 'staff', createdAt: expect.any(String), Permissions: [], _version: expect.any(String) }]);
  });

  it('searches by name (case-insensitive contains) and pages', async () => {
    expect(json(await get('/api/role?name=NERD')).resource.map((r: { name: string }) => r.name)).toEqual(['Nerd']);
    expect(json(await get('/api/role?name=%25')).resource).toEqual([]);
    const page = json(await get('/api/role?limit=2&page=2&total=true'));
    expect(page.resource.map((r: { role_id: number }) => r.role_id)).toEqual([3, 4]);
    const all = json(await get('/api/role')).resource;
    expect(page.pagination).toEqual({ page: 2, limit: 2, hasNextPage: true, total: { count: all.length, capped: false } });
  });
});

describe('POST / PATCH / DELETE role', () => {
  it('creates a role (201, trimmed) with no permissions yet', async () => {
    const response = await call('POST', '/api/role', { name: '  Auditoría ', description: 'Revisa cambios', type: 'staff' });
    expect(response.statusCode).toBe(201);
    const role = json(response).resource;
    expect(role).toEqual({ role_id: expect.any(Number), name: 'Auditoría', description: 'Revisa cambios', type: 'staff', createdAt: expect.any(String), Permissions: [], _version: expect.any(String) });
    const [stored] = await db().select().from(roles).where(eq(roles.role_id, role.role_id));
    expect(stored).toMatchObject({ name: 'Auditoría', description: 'Revisa cambios', type: 'staff' });
  });

  it('refuses bad role input and duplicate names', async () => {
    const valid = { name: 'Nuevo', description: 'd', type: 'staff' };
    await expectRefusals([
      ['POST', '/api/role', {}, 400, 'Introduce el nombre (campo name)'],
      ['POST', '/api/role', { name: 'x', type: 'staff' }, 400, 'Introduce la descripción (campo description)'],
      ['POST', '/api/role', { name: 'x', description: 'd' }, 400, 'Elige un tipo (campo type)'],
      ['POST', '/api/role', { ...valid, name: '  ' }, 400, 'Introduce el nombre'],
      ['POST', '/api/role', { ...valid, description: '' }, 400, 'Introduce la descripción'],
      ['POST', '/api/role', { ...valid, type: '' }, 400, 'Elige un tipo (campo type)'],
      ['POST', '/api/role', { ...valid, name: 'x'.repeat(101) }, 400, 'El nombre admite hasta 100 caracteres (campo name)'],
      ['POST', '/api/role', { ...valid, description: 'x'.repeat(2001) }, 400, 'description'],
      ['POST', '/api/role', { ...valid, name: 5 }, 400, 'name'],
      ['POST', '/api/role', { ...valid, role_id: 9 }, 400, 'Campo no permitido: role_id'],
      ['POST', '/api/role', { ...valid, Permissions: [] }, 400, 'Campo no permitido: Permissions'],
      ['POST', '/api/role', undefined, 400, 'Faltan los datos de la petición'],
      ['POST', '/api/role', { ...valid, name: 'Nerd' }, 409, 'Ya existe un rol con ese nombre'],
      // The brand's name is role 1's: nobody else may take it (it would open the console).
      ['POST', '/api/role', { ...valid, name: 'Konverza' }, 409, 'Ya existe un rol con ese nombre'],
    ]);
  });

  it('updates a role; refuses renaming role 1 but lets it save its own name', async () => {
    const updated = await call('PATCH', '/api/role/3', { description: 'Atiende chats', type: 'client' });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).resource).toMatchObject({ role_id: 3, name: 'Agente', description: 'Atiende chats', type: 'client' });
    expect(json(updated).resource.Permissions).toEqual(expect.any(Array));

    const same = await call('PATCH', '/api/role/1', { name: 'Konverza', description: 'Todo el acceso' });
    expect(same.statusCode).toBe(200);
    expect(json(same).resource).toMatchObject({ name: 'Konverza', description: 'Todo el acceso' });

    await expectRefusals([
      ['PATCH', '/api/role/1', { name: 'Jefes' }, 409, 'No se puede renombrar el rol de superadministrador'],
      ['PATCH', '/api/role/3', {}, 400, 'No hay campos para actualizar'],
      ['PATCH', '/api/role/3', { name: '' }, 400, 'Introduce el nombre'],
      ['PATCH', '/api/role/3', { name: 'Nerd' }, 409, 'Ya existe un rol con ese nombre'],
      ['PATCH', '/api/role/3', { color: 'x' }, 400, 'Campo no permitido: color'],
      ['PATCH', '/api/role/999999', { name: 'x' }, 404, 'El rol no existe'],
      ['PATCH', '/api/role/x', { name: 'x' }, 400, 'id'],
    ]);
    const [role1] = await db().select({ name: roles.name }).from(roles).where(eq(roles.role_id, 1));
    expect(role1.name).toBe('Konverza');
  });

  it('never deletes role 1', async () => {
    await expectRefusals([['DELETE', '/api/role/1', {}, 409, 'No se puede eliminar el rol de superadministrador.']]);
    expect(json(await get('/api/role/1')).success).toBe(true);
  });

  it('refuses deleting a role active admins hold, counting them', async () => {
    const soporte = (await db().select().from(roles).where(eq(roles.name, 'Soporte')))[0];
    const holders = await db()
      .select({ admin_id: admins.admin_id })
      .from(admins)
      .where(and(eq(admins.role_id, soporte.role_id), isNull(admins.deletedAt)));
    expect(holders.length).toBeGreaterThan(1);
    await expectRefusals([
      [
        'DELETE',
        `/api/role/${soporte.role_id}`,
        undefined,
        409,
        `No se puede eliminar el rol: ${holders.length} administradores lo tienen asignado. Asígnales otro rol primero.`,
      ],
    ]);
    // One holder left: the text speaks of one.
    await db()
      .update(admins)
      .set({ role_id: null })
      .where(inArray(admins.admin_id, holders.slice(1).map((h) => h.admin_id)));
    const one = await call('DELETE', `/api/role/${soporte.role_id}`);
    expect(json(one).error).toBe('No se puede eliminar el rol: 1 administrador lo tiene asignado. Asígnales otro rol primero.');
    expect((await db().select().from(roles).where(eq(roles.role_id, soporte.role_id))).length).toBe(1);
  });

  it('deletes a role held only by deleted admins: detaches them, unlinks its permissions', async () => {
    const created = json(await call('POST', '/api/role', { name: 'Temporal', description: 'd', type: 'staff' })).resource;
    const [deleted] = await db()
      .insert(admins)
      .values({ first_name: 'Ex', last_name: 'Empleado', email: 'ex@example.com', password_hash: 'x', role_id: created.role_id, deletedAt: new Date() })
      .returning({ admin_id: admins.admin_id });
    const [permission] = await db().select().from(permissions).limit(1);
    await db().insert(rolePermissions).values({ role_id: created.role_id, permission_id: permission.permission_id });

    const response = await call('DELETE', `/api/role/${created.role_id}`, created);
    expect(response.statusCode).toBe(200);
    expect(json(response).resource).toMatchObject({ role_id: created.role_id, name: 'Temporal' });
    expect(await db().select().from(roles).where(eq(roles.role_id, created.role_id))).toEqual([]);
    expect(await roleLinks(created.role_id)).toEqual([]);
    const [detached] = await db().select({ role_id: admins.role_id }).from(admins).where(eq(admins.admin_id, deleted.admin_id));
    expect(detached.role_id).toBeNull();
    // The permission itself stays.
    expect((await db().select().from(permissions).where(eq(permissions.permission_id, permission.permission_id))).length).toBe(1);

    await expectRefusals([
      ['DELETE', `/api/role/${created.role_id}`, undefined, 404, 'El rol no existe'],
      ['DELETE', '/api/role/abc', undefined, 400, 'id'],
    ]);
  });

  it('the database itself refuses deleting a role an active admin holds', async () => {
    const [role] = await db().insert(roles).values({ name: 'Con admin', type: 'x' }).returning({ role_id: roles.role_id });
    await db().insert(admins).values({ first_name: 'A', email: 'conadmin@example.com', password_hash: 'x', role_id: role.role_id });
    await expect(db().delete(roles).where(eq(roles.role_id, role.role_id))).rejects.toThrow();
  });
});

describe('role permissions (PUT / DELETE role/{id}/permission)', () => {
  let roleId: number;
  let permissionIds: number[];

  beforeAll(async () => {
    roleId = json(await call('POST', '/api/role', { name: 'Enlaces', description: 'd', type: 'staff' })).resource.role_id;
    permissionIds = (await db().select({ id: permissions.permission_id }).from(permissions).orderBy(permissions.name)).map((p) => p.id);
  });

  it('links permissions one at a time, answering the role with them ordered by name', async () => {
    const [a, b] = [permissionIds[1], permissionIds[0]];
    const first = await call('PUT', `/api/role/${roleId}/permission`, { permission_id: a });
    expect(first.statusCode).toBe(200);
    expect(json(first).resource.Permissions.map((p: { permission_id: number }) => p.permission_id)).toEqual([a]);
    const second = json(await call('PUT', `/api/role/${roleId}/permission`, { permission_id: b })).resource;
    expect(second.Permissions.map((p: { permission_id: number }) => p.permission_id)).toEqual([b, a]);
    expect((await roleLinks(roleId)).sort()).toEqual([a, b].sort());
  });

  it('refuses duplicates, unknown permissions and roles, and bad bodies', async () => {
    const linked = permissionIds[1];
    await expectRefusals([
      ['PUT', `/api/role/${roleId}/permission`, { permission_id: linked }, 409, 'El permiso ya se encuentra asociado al rol'],
      ['PUT', `/api/role/${roleId}/permission`, { permission_id: 999999 }, 400, 'El permiso no existe'],
      ['PUT', `/api/role/999999/permission`, { permission_id: linked }, 404, 'El rol no existe'],
      ['PUT', `/api/role/abc/permission`, { permission_id: linked }, 400, 'id'],
      ['PUT', `/api/role/${roleId}/permission`, {}, 400, 'Elige un permiso'],
      ['PUT', `/api/role/${roleId}/permission`, { permission_id: '3' }, 400, 'Elige un permiso'],
      ['PUT', `/api/role/${roleId}/permission`, { permission_id: -1 }, 400, 'Elige un permiso'],
      ['PUT', `/api/role/${roleId}/permission`, { permission_id: linked, name: 'x' }, 400, 'Campo no permitido: name'],
      ['PUT', `/api/role/${roleId}/permission`, undefined, 400, 'Faltan los datos de la petición'],
    ]);
  });

  it('unlinks a permission; 404 when it is not linked', async () => {
    const [b, a] = [permissionIds[0], permissionIds[1]];
    const response = await call('DELETE', `/api/role/${roleId}/permission`, { permission_id: b });
    expect(response.statusCode).toBe(200);
    expect(json(response).resource.Permissions.map((p: { permission_id: number }) => p.permission_id)).toEqual([a]);
    expect(await roleLinks(roleId)).toEqual([a]);
    await expectRefusals([
      ['DELETE', `/api/role/${roleId}/permission`, { permission_id: b }, 404, 'El permiso no está asociado al rol'],
      ['DELETE', `/api/role/${roleId}/permission`, { permission_id: 999999 }, 404, 'El permiso no está asociado al rol'],
      ['DELETE', `/api/role/999999/permission`, { permission_id: a }, 404, 'El rol no existe'],
      ['DELETE', `/api/role/${roleId}/permission`, {}, 400, 'Elige un permiso'],
      ['DELETE', `/api/role/${roleId}/permission`, undefined, 400, 'Faltan los datos de la petición'],
    ]);
  });
});

describe('permissions', () => {
  it('refuses bad permission input and duplicate names', async () => {
    await expectRefusals([
      ['POST', '/api/permission', {}, 400, 'Introduce el nombre (campo name)'],
      ['POST', '/api/permission', { name: '' }, 400, 'Introduce el nombre'],
      ['POST', '/api/permission', { name: 'x'.repeat(201) }, 400, 'El nombre admite hasta 200 caracteres (campo name)'],
      ['POST', '/api/permission', { name: 'x', resource: 'y'.repeat(201) }, 400, 'resource'],
      ['POST', '/api/permission', { name: 'x', read: 'yes' }, 400, 'read'],
      ['POST', '/api/permission', { name: 'x', delete: 1 }, 400, 'delete'],
      ['POST', '/api/permission', { name: 'x', admin: true }, 400, 'Campo no permitido: admin'],
      ['POST', '/api/permission', { name: 'Gestionar admin' }, 409, 'Ya existe un permiso con ese nombre'],
    ]);
  });

  it('updates a permission; refuses bad updates', async () => {
    const updated = await call('PATCH', '/api/permission/1', { description: 'Organizaciones', delete: false });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).resource).toMatchObject({ permission_id: 1, description: 'Organizaciones', delete: false });
    await expectRefusals([
      ['PATCH', '/api/permission/1', {}, 400, 'No hay campos para actualizar'],
      ['PATCH', '/api/permission/1', { read: null }, 400, 'read'],
      ['PATCH', '/api/permission/1', { name: 'Gestionar admin' }, 409, 'Ya existe un permiso con ese nombre'],
      ['PATCH', '/api/permission/999999', { read: true }, 404, 'El permiso no existe'],
    ]);
  });

  it('deletes a permission, and with it its links to roles', async () => {
    const created = json(await call('POST', '/api/permission', { name: 'Efímero' })).resource;
    await call('PUT', '/api/role/1/permission', { permission_id: created.permission_id });
    expect(json(await get('/api/role/1')).resource.Permissions).toContainEqual({ permission_id: created.permission_id, name: 'Efímero' });
    const response = await call('DELETE', `/api/permission/${created.permission_id}`, created);
    expect(response.statusCode).toBe(200);
    expect(json(response).resource).toMatchObject({ permission_id: created.permission_id, name: 'Efímero' });
    expect(json(await get('/api/role/1')).resource.Permissions).not.toContainEqual(expect.objectContaining({ permission_id: created.permission_id }));
    await expectRefusals([['DELETE', `/api/permission/${created.permission_id}`, undefined, 404, 'El permiso no existe']]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a role that may not enter', async () => {
    const agente = bearer(await accessTokenFor(api.app, 3));
    for (const [method, url] of [
      ['GET', '/api/role'],
      ['POST', '/api/role'],
      ['PUT', '/api/role/2/permission'],
      ['DELETE', '/api/role/2/permission'],
      ['GET', '/api/permission'],
      ['DELETE', '/api/permission/1'],
    ] as [Method, string][]) {
      expect((await call(method, url, {}, {})).statusCode).toBe(401);
      expect((await call(method, url, {}, agente)).statusCode).toBe(403);
    }
    expect((await get('/api/permission/1')).statusCode).toBe(200);
  });
});
