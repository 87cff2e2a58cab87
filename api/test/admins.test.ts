/**
 * Admins (spec 2.5, 3, 4, 5, 6, 7.3, 7.7): list and search, detail, create, update, soft delete, restore,
 * role, organization and account links. (The bulk creation has its own file.)
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accounts, adminAccounts, adminOrganizations, admins, organizations, refreshTokens, roles } from '../src/db/schema';
import { verifyPassword } from '../src/lib/password';
import { accessTokenFor, bearer, demoApi, json, signIn, type Method } from './helpers';

const api = demoApi();
const { call, get, db, expectRefusals } = api;

const ROW_FIELDS = [
  'Role', 'admin_id', 'createdAt', 'deletedAt', 'email', 'first_name', 'last_name', 'organization_id_creator',
  'partner_id', 'role_id', '_version',
].sort();
const DETAIL_FIELDS = [...ROW_FIELDS, 'Accounts', 'Organizations'].sort();

const stored = async (adminId: number) => (await db().select().from(admins).where(eq(admins.admin_id, adminId)))[0];

let serial = 0;
/** A new admin through the API (role 1 unless told), answering its detail. */
async function createAdmin(values: Record<string, unknown> = {}) {
  serial += 1;
  const response = await call('POST', '/api/admin', {
    first_name: 'Prueba',
    last_name: `Número ${serial}`,
    email: `prueba${serial}@example.com`,
    password: 'secreta1',
    role_id: 1,
    ...values,
  });
  if (response.statusCode !== 201) throw new Error(`create admin: ${response.statusCode} ${response.body}`);
  return json(response).resource;
}

describe('GET admin', () => {
  it('lists active admins newest first with their role (or null), never a password', async () => {
    const response = await get('/api/admin?limit=100');
    const body = json(response);
    expect(body.success).toBe(true);
    expect(response.body).not.toMatch(/password|scrypt/);
    const active = await db().select({ id: admins.admin_id }).from(admins).where(isNull(admins.deletedAt));
    expect(body.resource).toHaveLength(active.length);
    const ids = body.resource.map((a: { admin_id: number }) => a.admin_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const admin of body.resource) {
      expect(Object.keys(admin).sort()).toEqual(ROW_FIELDS);
      expect(admin.deletedAt).toBeNull();
      if (admin.role_id === null) expect(admin.Role).toBeNull();
      else expect(admin.Role).toEqual({ role_id: admin.role_id, name: expect.any(String) });
    }
    const ada = body.resource.find((a: { admin_id: number }) => a.admin_id === 1);
    expect(ada).toMatchObject({ first_name: 'Ada', email: 'admin@example.com', Role: { role_id: 1, name: 'Konverza' } });
    expect(body.resource.find((a: { email: string }) => a.email === 'sinrol@example.com').Role).toBeNull();
  });

  it('includes deleted admins only with show_deleted=true', async () => {
    const all = json(await get('/api/admin?limit=200&show_deleted=true')).resource;
    const deleted = all.filter((a: { deletedAt: string | null }) => a.deletedAt !== null);
    expect(deleted.map((a: { email: string }) => a.email)).toContain('borrado@example.com');
    expect(deleted.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBe((await db().select({ id: admins.admin_id }).from(admins)).length);
    const hidden = json(await get('/api/admin?limit=200&show_deleted=false')).resource;
    expect(hidden.length).toBe(all.length - deleted.length);
  });

  it('searches the name as "first_name last_name" and the e-mail, case-insensitive contains', async () => {
    const names = async (query: string) =>
      json(await get(`/api/admin?limit=100&${query}`)).resource.map((a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`);
    expect(await names('name=ADA%20ADMIN')).toEqual(['Ada Administradora']);
    expect(await names('name=a%20admin')).toEqual(['Ada Administradora']);
    expect(await names('name=administradora')).toEqual(['Ada Administradora']);
    expect(await names(`name=${encodeURIComponent('Valeria García')}`)).toEqual(
      expect.arrayContaining(['Valeria García Torres']),
    );
    for (const name of await names(`name=${encodeURIComponent('garcía')}`)) expect(name.toLowerCase()).toContain('garcía');
    expect(await names('name=%25')).toEqual([]);
    const byEmail = json(await get('/api/admin?email=NERD@')).resource.map((a: { email: string }) => a.email);
    expect(byEmail).toEqual(['nerd@example.com']);
    const both = json(await get('/api/admin?email=equipo&name=valeria&limit=100')).resource;
    expect(both.length).toBeGreaterThan(0);
    for (const admin of both) {
      expect(admin.email).toContain('equipo');
      expect(admin.first_name).toBe('Valeria');
    }
    expect(json(await get('/api/admin?email=borrado')).resource).toEqual([]);
    expect(json(await get('/api/admin?email=borrado&show_deleted=true')).resource).toHaveLength(1);
  });

  it('serves both searches from trigram indexes', async () => {
    await db().execute(sql`set enable_seqscan = off`);
    try {
      const plan = async (query: ReturnType<typeof sql>) =>
        JSON.stringify(await db().execute(sql`explain ${query}`));
      expect(await plan(sql`select admin_id from admins where ("admins"."first_name" || ' ' || "admins"."last_name") ilike '%ada adm%'`)).toContain('admins_full_name_trgm_idx');
      expect(await plan(sql`select admin_id from admins where "admins"."email" ilike '%nerd%'`)).toContain('admins_email_trgm_idx');
    } finally {
      await db().execute(sql`reset enable_seqscan`);
    }
  });

  it('pages with hasNextPage and refuses bad parameters', async () => {
    const page = json(await get('/api/admin?limit=5&page=2&total=true'));
    expect(page.resource).toHaveLength(5);
    const live = json(await get('/api/admin?limit=2500')).resource.length;
    expect(page.pagination).toEqual({ page: 2, limit: 5, hasNextPage: true, total: { count: live, capped: false } });
    await expectRefusals([
      ['GET', '/api/admin?show_deleted=yes', undefined, 400, 'show_deleted'],
      ['GET', '/api/admin?show_deleted=1', undefined, 400, 'show_deleted'],
      ['GET', '/api/admin?role_id=1', undefined, 400, 'Campo no permitido: role_id'],
      ['GET', '/api/admin?limit=2501', undefined, 400, 'limit'],
      ['GET', '/api/admin?page=0', undefined, 400, 'page'],
      ['GET', '/api/admin?page=9999999', undefined, 400, 'La página solicitada es demasiado alta'],
      ['GET', `/api/admin?email=${'x'.repeat(255)}`, undefined, 400, 'email'],
      ['GET', `/api/admin?name=${'x'.repeat(201)}`, undefined, 400, 'name'],
    ]);
  });

  it('gets the detail with organizations and accounts ordered by name, deleted admins too', async () => {
    const nerd = json(await get('/api/admin/2')).resource;
    expect(Object.keys(nerd).sort()).toEqual(DETAIL_FIELDS);
    expect(nerd).toMatchObject({ admin_id: 2, email: 'nerd@example.com', Role: { role_id: 2, name: 'Nerd' }, Accounts: [] });
    const linked = await db()
      .select({ organization_id: organizations.organization_id, name: organizations.name })
      .from(adminOrganizations)
      .innerJoin(organizations, eq(organizations.organization_id, adminOrganizations.organization_id))
      .where(eq(adminOrganizations.admin_id, 2))
      .orderBy(organizations.name);
    expect(nerd.Organizations).toEqual(linked);
    expect(nerd.Organizations).toHaveLength(3);
    const agente = json(await get('/api/admin/3')).resource;
    expect(agente.Accounts).toHaveLength(2);
    for (const account of agente.Accounts) expect(Object.keys(account).sort()).toEqual(['account_id', 'name']);
    const [borrado] = await db().select().from(admins).where(eq(admins.email, 'borrado@example.com'));
    const deleted = json(await get(`/api/admin/${borrado.admin_id}`)).resource;
    expect(deleted.deletedAt).toEqual(expect.any(String));
    await expectRefusals([
      ['GET', '/api/admin/999999', undefined, 404, 'El administrador no existe'],
      ['GET', '/api/admin/abc', undefined, 400, 'id'],
      ['GET', '/api/admin/1.5', undefined, 400, 'id'],
    ]);
    // admin/me is still the caller, not admin/:id.
    expect(json(await get('/api/admin/me')).resource).toMatchObject({ admin_id: 1, email: 'admin@example.com' });
  });
});

describe('POST admin', () => {
  it('creates an admin: e-mail lower-cased, password hashed, and the admin can sign in', async () => {
    const response = await call('POST', '/api/admin', {
      first_name: ' Carla ',
      last_name: 'Nueva',
      email: 'Carla.Nueva@Example.COM',
      password: '  clave123  ',
      role_id: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toMatch(/password|scrypt/);
    const admin = json(response).resource;
    expect(Object.keys(admin).sort()).toEqual(DETAIL_FIELDS);
    expect(admin).toMatchObject({
      first_name: 'Carla',
      last_name: 'Nueva',
      email: 'carla.nueva@example.com',
      role_id: 1,
      partner_id: null,
      organization_id_creator: null,
      deletedAt: null,
      Role: { role_id: 1, name: 'Konverza' },
      Organizations: [],
      Accounts: [],
    });
    const row = await stored(admin.admin_id);
    expect(row.email).toBe('carla.nueva@example.com');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('clave123', row.password_hash)).toBe(true);
    const { response: login } = await signIn(api.app, 'carla.nueva@example.com', 'clave123');
    expect(login.statusCode).toBe(200);
  });

  it('creates an admin without a role ("No asignar rol")', async () => {
    const admin = await createAdmin({ role_id: null });
    expect(admin).toMatchObject({ role_id: null, Role: null });
  });

  it('refuses bad admin input', async () => {
    const valid = { first_name: 'A', last_name: 'B', email: 'valid@example.com', password: 'abc123', role_id: 1 };
    await expectRefusals([
      ['POST', '/api/admin', {}, 400, 'Introduce los nombres (campo first_name)'],
      ['POST', '/api/admin', { ...valid, first_name: '  ' }, 400, 'Introduce los nombres'],
      ['POST', '/api/admin', { ...valid, last_name: '' }, 400, 'Introduce los apellidos'],
      ['POST', '/api/admin', { ...valid, first_name: 'x'.repeat(101) }, 400, 'Los nombres admiten hasta 100 caracteres (campo first_name)'],
      ['POST', '/api/admin', { ...valid, email: 'no-es-correo' }, 400, 'Introduce un correo válido'],
      ['POST', '/api/admin', { ...valid, email: `${'x'.repeat(250)}@example.com` }, 400, 'Introduce un correo válido'],
      ['POST', '/api/admin', { ...valid, password: undefined }, 400, 'Introduce la contraseña (campo password)'],
      ['POST', '/api/admin', { ...valid, password: '   ' }, 400, 'Introduce la contraseña'],
      ['POST', '/api/admin', { ...valid, password: 'ab' }, 400, 'Introduce una contraseña válida'],
      ['POST', '/api/admin', { ...valid, password: 'x'.repeat(21) }, 400, 'Introduce una contraseña válida'],
      ['POST', '/api/admin', { ...valid, role_id: undefined }, 400, 'Elige un rol'],
      ['POST', '/api/admin', { ...valid, role_id: '1' }, 400, 'Elige un rol'],
      ['POST', '/api/admin', { ...valid, role_id: 999999 }, 400, 'El rol no existe'],
      ['POST', '/api/admin', { ...valid, password_hash: 'x' }, 400, 'Campo no permitido: password_hash'],
      ['POST', '/api/admin', { ...valid, deletedAt: null }, 400, 'Campo no permitido: deletedAt'],
      ['POST', '/api/admin', { ...valid, first_name: 7 }, 400, 'first_name'],
      ['POST', '/api/admin', [valid], 400, ''],
    ]);
    expect(await db().select().from(admins).where(eq(admins.email, 'valid@example.com'))).toEqual([]);
  });

  it('refuses an e-mail an active admin has (any case), allows one only a deleted admin had', async () => {
    await expectRefusals([
      ['POST', '/api/admin', { first_name: 'A', last_name: 'B', email: 'NERD@example.com', password: 'abc', role_id: 2 }, 409, 'Ya existe un administrador con ese correo'],
    ]);
    const reused = await createAdmin({ email: 'borrado@example.com' });
    expect(reused.email).toBe('borrado@example.com');
  });
});

describe('PATCH admin', () => {
  it('updates names and e-mail (lower-cased); a new password is hashed; a blank one changes nothing', async () => {
    const admin = await createAdmin();
    const before = await stored(admin.admin_id);
    const response = await call('PATCH', `/api/admin/${admin.admin_id}`, {
      first_name: 'Renombrado',
      email: 'Renombrado@Example.com',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).resource).toMatchObject({ first_name: 'Renombrado', email: 'renombrado@example.com' });
    expect(Object.keys(json(response).resource).sort()).toEqual(DETAIL_FIELDS);
    const after = await stored(admin.admin_id);
    expect(after.password_hash).toBe(before.password_hash);

    await call('PATCH', `/api/admin/${admin.admin_id}`, { password: ' nueva99 ' });
    const changed = await stored(admin.admin_id);
    expect(changed.password_hash).not.toBe(before.password_hash);
    expect(await verifyPassword('nueva99', changed.password_hash)).toBe(true);
  });

  it('refuses bad updates, a taken e-mail, and deleted or unknown admins', async () => {
    const admin = await createAdmin();
    const [borrado] = await db().select().from(admins).where(and(eq(admins.email, 'borrado@example.com'), eq(admins.first_name, 'Bruno')));
    await expectRefusals([
      ['PATCH', `/api/admin/${admin.admin_id}`, {}, 400, 'No hay campos para actualizar'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { password: '  ' }, 400, 'No hay campos para actualizar'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { password: 'ab' }, 400, 'Introduce una contraseña válida'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { email: 'x' }, 400, 'Introduce un correo válido'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { role_id: 2 }, 400, 'Campo no permitido: role_id'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { last_name: 'y'.repeat(101) }, 400, 'last_name'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { email: 'Admin@Example.com' }, 409, 'Ya existe un administrador con ese correo'],
      ['PATCH', `/api/admin/${borrado.admin_id}`, { first_name: 'x' }, 404, 'El administrador no existe'],
      ['PATCH', '/api/admin/999999', { first_name: 'x' }, 404, 'El administrador no existe'],
      ['PATCH', '/api/admin/x', { first_name: 'x' }, 400, 'id'],
    ]);
  });
});

describe('DELETE admin and PATCH admin/{id}/restore', () => {
  it('soft-deletes an admin and ends its sessions; restore brings the admin back, not the sessions', async () => {
    const admin = await createAdmin({ email: 'sesion@example.com', password: 'clave123' });
    const { body: session } = await signIn(api.app, 'sesion@example.com', 'clave123');
    const refresh = () =>
      api.app.inject({ method: 'GET', url: '/api/token/refresh', headers: bearer(session.resource.refreshToken) });

    const response = await call('DELETE', `/api/admin/${admin.admin_id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(json(response).resource).toMatchObject({ admin_id: admin.admin_id, deletedAt: expect.any(String) });
    expect((await stored(admin.admin_id)).deletedAt).toBeInstanceOf(Date);
    const tokens = await db().select().from(refreshTokens).where(eq(refreshTokens.admin_id, admin.admin_id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token.revoked_at).toBeInstanceOf(Date);
    expect(json(await get('/api/admin?email=sesion')).resource).toEqual([]);
    expect((await get(`/api/admin/${admin.admin_id}`)).statusCode).toBe(200);
    // The deleted admin's access token no longer opens anything.
    expect((await call('GET', '/api/admin/me', undefined, bearer(session.resource.token))).statusCode).toBe(401);

    await expectRefusals([
      ['DELETE', `/api/admin/${admin.admin_id}`, undefined, 404, 'El administrador no existe'],
      ['PATCH', `/api/admin/${admin.admin_id}`, { first_name: 'x' }, 404, 'El administrador no existe'],
    ]);

    const restored = await call('PATCH', `/api/admin/${admin.admin_id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(json(restored).resource).toMatchObject({ admin_id: admin.admin_id, deletedAt: null, email: 'sesion@example.com' });
    expect(Object.keys(json(restored).resource).sort()).toEqual(DETAIL_FIELDS);
    expect((await stored(admin.admin_id)).deletedAt).toBeNull();
    expect((await refresh()).statusCode).toBe(401);
  });

  it('refuses deleting yourself', async () => {
    await expectRefusals([['DELETE', '/api/admin/1', {}, 409, 'No puedes eliminar tu propio usuario.']]);
    expect((await stored(1)).deletedAt).toBeNull();
    await expectRefusals([
      ['DELETE', '/api/admin/999999', undefined, 404, 'El administrador no existe'],
      ['DELETE', '/api/admin/abc', undefined, 400, 'id'],
    ]);
  });

  it('restores with changes; refuses an active admin, an unknown one, bad bodies and a taken e-mail', async () => {
    const admin = await createAdmin({ email: 'volver@example.com' });
    await call('DELETE', `/api/admin/${admin.admin_id}`);
    // Someone else took the e-mail meanwhile.
    const other = await createAdmin({ email: 'volver@example.com' });
    await expectRefusals([
      ['PATCH', `/api/admin/${other.admin_id}/restore`, undefined, 409, 'El administrador no está eliminado'],
      ['PATCH', `/api/admin/${admin.admin_id}/restore`, {}, 409, 'Ya existe un administrador con ese correo'],
      ['PATCH', `/api/admin/${admin.admin_id}/restore`, { email: 'nerd@example.com' }, 409, 'Ya existe un administrador con ese correo'],
      ['PATCH', `/api/admin/${admin.admin_id}/restore`, { email: 'nope' }, 400, 'Introduce un correo válido'],
      ['PATCH', `/api/admin/${admin.admin_id}/restore`, { role_id: 1 }, 400, 'Campo no permitido: role_id'],
      ['PATCH', '/api/admin/999999/restore', undefined, 404, 'El administrador no existe'],
      ['PATCH', '/api/admin/abc/restore', undefined, 400, 'id'],
    ]);
    expect((await stored(admin.admin_id)).deletedAt).toBeInstanceOf(Date);

    const restored = await call('PATCH', `/api/admin/${admin.admin_id}/restore`, {
      email: 'Volver2@example.com',
      first_name: 'Vuelto',
      password: '',
    });
    expect(restored.statusCode).toBe(200);
    expect(json(restored).resource).toMatchObject({ email: 'volver2@example.com', first_name: 'Vuelto', deletedAt: null });
    const withPassword = await createAdmin();
    await call('DELETE', `/api/admin/${withPassword.admin_id}`);
    await call('PATCH', `/api/admin/${withPassword.admin_id}/restore`, { password: 'otra123' });
    expect(await verifyPassword('otra123', (await stored(withPassword.admin_id)).password_hash)).toBe(true);
  });
});

describe('PUT / DELETE admin/{id}/role', () => {
  it('sets and removes the role', async () => {
    const admin = await createAdmin({ role_id: null });
    const set = await call('PUT', `/api/admin/${admin.admin_id}/role`, { role_id: 2 });
    expect(set.statusCode).toBe(200);
    expect(json(set).resource).toMatchObject({ role_id: 2, Role: { role_id: 2, name: 'Nerd' } });
    expect((await stored(admin.admin_id)).role_id).toBe(2);
    const removed = await call('DELETE', `/api/admin/${admin.admin_id}/role`, { role_id: 2 });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).resource).toMatchObject({ role_id: null, Role: null });
    expect((await stored(admin.admin_id)).role_id).toBeNull();
    // Without a body too.
    await call('PUT', `/api/admin/${admin.admin_id}/role`, { role_id: 3 });
    expect(json(await call('DELETE', `/api/admin/${admin.admin_id}/role`)).resource.role_id).toBeNull();
  });

  it('refuses changing your own role, but lets you save the same one', async () => {
    const same = await call('PUT', '/api/admin/1/role', { role_id: 1 });
    expect(same.statusCode).toBe(200);
    await expectRefusals([
      ['PUT', '/api/admin/1/role', { role_id: 2 }, 409, 'No puedes cambiar tu propio rol.'],
      ['DELETE', '/api/admin/1/role', undefined, 409, 'No puedes cambiar tu propio rol.'],
    ]);
    expect((await stored(1)).role_id).toBe(1);
  });

  it('refuses unknown roles, bad bodies, deleted and unknown admins', async () => {
    const admin = await createAdmin();
    const [borrado] = await db().select().from(admins).where(eq(admins.first_name, 'Bruno'));
    await expectRefusals([
      ['PUT', `/api/admin/${admin.admin_id}/role`, { role_id: 999999 }, 400, 'El rol no existe'],
      ['PUT', `/api/admin/${admin.admin_id}/role`, {}, 400, 'Elige un rol'],
      ['PUT', `/api/admin/${admin.admin_id}/role`, { role_id: null }, 400, 'Elige un rol'],
      ['PUT', `/api/admin/${admin.admin_id}/role`, { role_id: 'x' }, 400, 'Elige un rol'],
      ['PUT', `/api/admin/${admin.admin_id}/role`, { role_id: 1, x: 1 }, 400, 'Campo no permitido: x'],
      ['PUT', `/api/admin/${borrado.admin_id}/role`, { role_id: 2 }, 404, 'El administrador no existe'],
      ['DELETE', `/api/admin/${borrado.admin_id}/role`, undefined, 404, 'El administrador no existe'],
      ['PUT', '/api/admin/999999/role', { role_id: 2 }, 404, 'El administrador no existe'],
      ['DELETE', '/api/admin/999999/role', undefined, 404, 'El administrador no existe'],
      ['PUT', '/api/admin/0/role', { role_id: 2 }, 400, 'id'],
    ]);
    expect((await stored(admin.admin_id)).role_id).toBe(1);
  });
});

describe('organization and account links', () => {
  let adminId: number;
  let organizationIds: number[];
  let accountIds: number[];

  beforeAll(async () => {
    adminId = (await createAdmin()).admin_id;
    organizationIds = (await db().select({ id: organizations.organization_id }).from(organizations).orderBy(organizations.name).limit(2)).map((o) => o.id);
    accountIds = (await db().select({ id: accounts.account_id }).from(accounts).orderBy(accounts.name).limit(2)).map((a) => a.id);
  });

  const linkedOrganizations = async () =>
    (await db().select().from(adminOrganizations).where(eq(adminOrganizations.admin_id, adminId))).map((l) => l.organization_id).sort();
  const linkedAccounts = async () =>
    (await db().select().from(adminAccounts).where(eq(adminAccounts.admin_id, adminId))).map((l) => l.account_id).sort();

  it('assigns organizations and accounts, answering the detail', async () => {
    const [second, first] = [organizationIds[1], organizationIds[0]];
    const one = await call('POST', `/api/admin/${adminId}/assignOrganization`, { organization_id: second });
    expect(one.statusCode).toBe(200);
    expect(json(one).resource.Organizations).toEqual([{ organization_id: second, name: expect.any(String) }]);
    const two = json(await call('POST', `/api/admin/${adminId}/assignOrganization`, { organization_id: first })).resource;
    expect(two.Organizations.map((o: { organization_id: number }) => o.organization_id)).toEqual([first, second]);
    expect(await linkedOrganizations()).toEqual([...organizationIds].sort());

    const account = await call('POST', `/api/admin/${adminId}/assignAccount`, { account_id: accountIds[0] });
    expect(account.statusCode).toBe(200);
    expect(Object.keys(json(account).resource).sort()).toEqual(DETAIL_FIELDS);
    expect(json(account).resource.Accounts).toEqual([{ account_id: accountIds[0], name: expect.any(String) }]);
    await call('POST', `/api/admin/${adminId}/assignAccount`, { account_id: accountIds[1] });
    expect(await linkedAccounts()).toEqual([...accountIds].sort());
  });

  it('refuses duplicates, unknown targets, bad bodies, deleted and unknown admins', async () => {
    const [borrado] = await db().select().from(admins).where(eq(admins.first_name, 'Bruno'));
    await expectRefusals([
      ['POST', `/api/admin/${adminId}/assignOrganization`, { organization_id: organizationIds[0] }, 409, 'La organización ya se encuentra asociada'],
      ['POST', `/api/admin/${adminId}/assignAccount`, { account_id: accountIds[0] }, 409, 'La cuenta ya se encuentra asociada'],
      ['POST', `/api/admin/${adminId}/assignOrganization`, { organization_id: 999999 }, 400, 'La organización no existe'],
      ['POST', `/api/admin/${adminId}/assignAccount`, { account_id: 999999 }, 400, 'La cuenta no existe'],
      ['POST', `/api/admin/${adminId}/assignOrganization`, {}, 400, 'Elige una organización'],
      ['POST', `/api/admin/${adminId}/assignAccount`, { account_id: 'uno' }, 400, 'Elige una cuenta'],
      ['POST', `/api/admin/${adminId}/assignAccount`, { account_id: accountIds[1], organization_id: 1 }, 400, 'Campo no permitido: organization_id'],
      ['POST', `/api/admin/${adminId}/removeOrganization`, { organization_id: 1.5 }, 400, 'Elige una organización'],
      ['POST', `/api/admin/${adminId}/removeAccount`, undefined, 400, 'Faltan los datos de la petición'],
      ['POST', `/api/admin/${borrado.admin_id}/assignOrganization`, { organization_id: organizationIds[0] }, 404, 'El administrador no existe'],
      ['POST', `/api/admin/${borrado.admin_id}/removeAccount`, { account_id: accountIds[0] }, 404, 'El administrador no existe'],
      ['POST', '/api/admin/999999/assignAccount', { account_id: accountIds[0] }, 404, 'El administrador no existe'],
      ['POST', '/api/admin/abc/assignAccount', { account_id: accountIds[0] }, 400, 'id'],
    ]);
    expect(await linkedOrganizations()).toEqual([...organizationIds].sort());
  });

  it('removes links; 404 when the link does not exist', async () => {
    const removed = await call('POST', `/api/admin/${adminId}/removeOrganization`, { organization_id: organizationIds[0] });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).resource.Organizations.map((o: { organization_id: number }) => o.organization_id)).toEqual([organizationIds[1]]);
    expect(await linkedOrganizations()).toEqual([organizationIds[1]]);
    const account = json(await call('POST', `/api/admin/${adminId}/removeAccount`, { account_id: accountIds[1] })).resource;
    expect(account.Accounts.map((a: { account_id: number }) => a.account_id)).toEqual([accountIds[0]]);
    expect(await linkedAccounts()).toEqual([accountIds[0]]);
    await expectRefusals([
      ['POST', `/api/admin/${adminId}/removeOrganization`, { organization_id: organizationIds[0] }, 404, 'La organización no está asociada al administrador'],
      ['POST', `/api/admin/${adminId}/removeOrganization`, { organization_id: 999999 }, 404, 'La organización no está asociada al administrador'],
      ['POST', `/api/admin/${adminId}/removeAccount`, { account_id: accountIds[1] }, 404, 'La cuenta no está asociada al administrador'],
    ]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to roles that may not enter, on every admin call', async () => {
    const refused = [bearer(await accessTokenFor(api.app, 3)), bearer(await accessTokenFor(api.app, 4))];
    const routes: [Method, string][] = [
      ['GET', '/api/admin'],
      ['GET', '/api/admin/2'],
      ['POST', '/api/admin'],
      ['PATCH', '/api/admin/2'],
      ['DELETE', '/api/admin/2'],
      ['PATCH', '/api/admin/2/restore'],
      ['PUT', '/api/admin/2/role'],
      ['DELETE', '/api/admin/2/role'],
      ['POST', '/api/admin/2/assignOrganization'],
      ['POST', '/api/admin/2/removeOrganization'],
      ['POST', '/api/admin/2/assignAccount'],
      ['POST', '/api/admin/2/removeAccount'],
      ['POST', '/api/admin_bulk'],
    ];
    for (const [method, url] of routes) {
      expect([method, url, (await call(method, url, {}, {})).statusCode]).toEqual([method, url, 401]);
      for (const who of refused) expect([method, url, (await call(method, url, {}, who)).statusCode]).toEqual([method, url, 403]);
    }
    expect((await stored(2)).deletedAt).toBeNull();
    // A role changed away from the entry rule takes effect on the next call.
    const admin = await createAdmin({ role_id: 2 });
    const token = bearer(await accessTokenFor(api.app, admin.admin_id));
    expect((await call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(200);
    await call('PUT', `/api/admin/${admin.admin_id}/role`, { role_id: 3 });
    expect((await call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(403);
    // Role 4's name matters not, only that it may not enter.
    expect((await db().select().from(roles).where(eq(roles.role_id, 4)))[0].name).toBe('Partner');
  });
});
