/**
 * The first screens' calls, what is particular to each resource: searches (pattern characters, accents),
 * joined and derived values, defaults, the status row, the texts of their refusals, the messaging lists.
 * Paging, shapes, sorts, get by id, generic create/update/delete and their refusals: contracts.test.ts.
 */
import { COUNT_CAP } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import { accountStatuses, milestones, organizations } from '../src/db/schema';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send, db } = api;

describe('organizations', () => {
  it('searches by name, case-insensitive "contains", and escapes pattern characters', async () => {
    const found = json(await get('/api/organization?name=SOL'));
    const names = found.resource.map((o: { name: string }) => o.name).sort();
    expect(names).toEqual(['Banco Solidario', 'Tienda El Sol']);
    expect(json(await get('/api/organization?name=%25')).resource).toEqual([]);
    expect(json(await get('/api/organization?name=_')).resource).toEqual([]);
    expect(json(await get(`/api/organization?name=${encodeURIComponent('café')}`)).resource[0].name).toBe('Café La Montaña');
    expect(json(await get('/api/organization?name=')).resource).toHaveLength(25);
  });

  it('creates one (201) that then appears first in the list', async () => {
    const created = await send('POST', '/api/organization', { name: '  Nueva Org  ', service_id: 1 });
    expect(created.statusCode).toBe(201);
    const body = json(created).resource;
    expect(body).toMatchObject({ name: 'Nueva Org', service_id: 1, partner_id: null });
    expect(json(await get('/api/organization?limit=1')).resource[0].organization_id).toBe(body.organization_id);
    const withoutService = await send('POST', '/api/organization', { name: 'Sin servicio' });
    expect(json(withoutService).resource.service_id).toBeNull();
  });

  it('refuses bad organization input with 400', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Introduce el nombre (campo name)'],
      [{ name: '' }, 'Introduce el nombre (campo name)'],
      [{ name: '   ' }, 'Introduce el nombre (campo name)'],
      [{ name: 42 }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'Ok', service_id: 'uno' }, 'service_id'],
      [{ name: 'Ok', service_id: -3 }, 'service_id'],
      [{ name: 'Ok', organization_id: 5 }, 'Campo no permitido: organization_id'],
      [{ name: 'Ok', service_id: 999 }, 'El servicio no existe'],
      [{ name: 'Ok', service_id: 99_999_999_999 }, ''],
      [undefined, 'Faltan los datos de la petición'],
      [[], 'Entrada inválida'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/api/organization', payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(json(response).error).toContain(message);
    }
    const text = await api.app.inject({
      method: 'POST',
      url: '/api/organization',
      headers: { ...api.headers, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(415);
    expect(json(text).success).toBe(false);
  });

  it('lists the accounts of one organization, with search; 404 for an unknown organization', async () => {
    const list = json(await get('/api/organization/2/accounts'));
    expect(list.resource.length).toBeGreaterThanOrEqual(2);
    for (const account of list.resource) {
      expect(account.organization_id).toBe(2);
      expect(account).toEqual(
        expect.objectContaining({ account_id: expect.any(Number), name: expect.any(String), type: expect.any(String), is_active: expect.any(Boolean), createdAt: expect.any(String) }),
      );
    }
    const searched = json(await get('/api/organization/2/accounts?name=soporte')).resource;
    expect(searched).toHaveLength(1);
    expect(searched[0].name).toMatch(/Soporte$/);
    const paged = json(await get('/api/organization/2/accounts?limit=1'));
    expect(paged.pagination.hasNextPage).toBe(true);
    expect((await get('/api/organization/999999/accounts')).statusCode).toBe(404);
    expect((await get('/api/organization/x/accounts')).statusCode).toBe(400);
  });
});

describe('accounts', () => {
  it('answers the documented detail shape with its organization', async () => {
    const account = json(await get('/api/account/1')).resource;
    expect(Object.keys(account).sort()).toEqual(
      [
        'account_id', 'name', 'type', 'organization_id', 'createdAt', 'image_dashboard', 'main_color_dashboard',
        'timezone', 'username', 'is_active', 'Organization', '_version',
      ].sort(),
    );
    expect(account.main_color_dashboard).toMatch(/^[0-9a-f]{6}$/);
    expect(account.Organization).toEqual({ organization_id: account.organization_id, name: 'Tienda El Sol' });
    expect((await get('/api/account/999999')).statusCode).toBe(404);
    expect(json(await get('/api/account/999999')).error).toBe('La cuenta no existe');
  });

  it('creates an account with type konverza_free by default, its username and its status row', async () => {
    const created = await send('POST', '/api/account', { name: 'Café Ñandú', organization_id: 3 });
    expect(created.statusCode).toBe(201);
    const account = json(created).resource;
    expect(account).toMatchObject({
      name: 'Café Ñandú',
      type: 'konverza_free',
      organization_id: 3,
      is_active: true,
      username: `cafe_nandu_${account.account_id}`,
      Organization: { organization_id: 3 },
    });
    const status = json(await get(`/api/account/${account.account_id}/status`));
    expect(status.resource).toMatchObject({ account_name: 'Café Ñandú', account_type: 'konverza_free', bot_enabled: true });
    const typed = json(await send('POST', '/api/account', { name: 'Pro', organization_id: 3, type: 'konverza_pro' }));
    expect(typed.resource.type).toBe('konverza_pro');
  });

  it('refuses bad account input', async () => {
    const cases: [unknown, number, string][] = [
      [{ name: 'x' }, 400, 'Elige una organización (campo organization_id)'],
      [{ name: '', organization_id: 1 }, 400, 'Introduce el nombre (campo name)'],
      [{ name: 'x', organization_id: '1' }, 400, 'organization_id'],
      [{ name: 'x', organization_id: 999999 }, 400, 'La organización no existe'],
      [{ name: 'x', organization_id: 1, color: 'red' }, 400, 'Campo no permitido: color'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send('POST', '/api/account', payload);
      expect([payload, response.statusCode]).toEqual([payload, status]);
      expect(json(response).error).toContain(message);
    }
  });

  it('updates an account and answers the updated row', async () => {
    const updated = await send('PATCH', '/api/account/2', {
      name: 'Renombrada',
      is_active: false,
      main_color_dashboard: 'ABCDEF',
      timezone: 'America/Lima',
    });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).resource).toMatchObject({
      account_id: 2,
      name: 'Renombrada',
      is_active: false,
      main_color_dashboard: 'ABCDEF',
      timezone: 'America/Lima',
    });
    expect(json(await get('/api/account/2')).resource.name).toBe('Renombrada');
    expect(json(await send('PATCH', '/api/account/2', { image_dashboard: null })).resource.image_dashboard).toBeNull();
  });

  it('refuses bad updates and unknown ids', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/api/account/2', {}, 400, 'No hay campos para actualizar'],
      ['/api/account/2', { main_color_dashboard: '#ffffff' }, 400, 'Introduce un color hexadecimal de 6 dígitos'],
      ['/api/account/2', { is_active: 'yes' }, 400, 'is_active'],
      ['/api/account/2', { organization_id: 4 }, 400, 'Campo no permitido: organization_id'],
      ['/api/account/2', { name: 'x'.repeat(500) }, 400, 'name'],
      ['/api/account/999999', { name: 'x' }, 404, 'La cuenta no existe'],
      ['/api/account/abc', { name: 'x' }, 400, 'id'],
    ];
    for (const [url, payload, status, message] of cases) {
      const response = await send('PATCH', url, payload);
      expect([url, payload, response.statusCode]).toEqual([url, payload, status]);
      expect(json(response).error).toContain(message);
    }
  });

  it('answers the account status fields of document 3 (and its account, its version)', async () => {
    const status = json(await get('/api/account/3/status')).resource;
    expect(Object.keys(status).sort()).toEqual(
      [
        'account_status_id', 'account_id', '_version', 'account_name', 'bot_template', 'source', 'account_type', 'payment_enabled',
        'payment_validated', 'bot_enabled', 'products_enabled', 'kanguro_status', 'max_free_shippings',
        'max_free_shippings_amount', 'free_shippings_count', 'total_amount_free_shippings', 'shippings_count',
        'total_amount_shippings', 'free_shippings_end_date', 'top_product', 'updated_at', 'createdAt', 'updatedAt',
      ].sort(),
    );
    expect(typeof status.total_amount_shippings).toBe('number');
    expect(typeof status.max_free_shippings_amount).toBe('number');
    expect(status.free_shippings_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('/api/account/999999/status')).statusCode).toBe(404);
    // An account whose status row went missing: 404 with its own message (never a 500).
    await db().delete(accountStatuses).where(eq(accountStatuses.account_id, 4));
    const missing = await get('/api/account/4/status');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error).toBe('El estado de la cuenta no existe');
  });
});

describe('partners, services, certifications, roles, lists', () => {
  it('lists partners in every status with derived total_accounts, searchable by business_name', async () => {
    const list = json(await get('/api/partner?limit=100')).resource;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.map((p: { status: string }) => p.status))).toEqual(
      new Set(['pre_register', 'in_review', 'rejected', 'registered', 'approved']),
    );
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        ...['business_name', 'business_logo', 'business_phone', 'business_website', 'business_email', 'business_address'],
        ...['business_country', 'business_type', 'expected_sales', 'last_dispersal', 'reference', 'description', 'contact_name', 'contact_phone'],
        ...['clients_size', 'createdAt', 'level', 'partner_id', 'service_id', 'status', 'total_accounts', '_version'],
      ].sort(),
    );
    // total_accounts counts the accounts of the partner's organizations.
    const [withOrgs] = await db()
      .select({ partner_id: organizations.partner_id })
      .from(organizations)
      .where(eq(organizations.organization_id, 1));
    const partner = list.find((p: { partner_id: number }) => p.partner_id === withOrgs.partner_id);
    expect(partner.total_accounts).toBeGreaterThan(0);
    const searched = json(await get('/api/partner?name=LATAM')).resource;
    expect(searched.map((p: { business_name: string }) => p.business_name)).toEqual(['Conecta Latam']);
  });

  it('creates a partner in pre_register; refuses a missing service', async () => {
    const created = await send('POST', '/api/partner', { business_name: 'Nuevo Partner', service_id: 1 });
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ business_name: 'Nuevo Partner', status: 'pre_register', total_accounts: 0 });
    const noService = await send('POST', '/api/partner', { business_name: 'X' });
    expect(noService.statusCode).toBe(400);
    expect(json(noService).error).toContain('Elige un servicio');
    expect(json(await send('POST', '/api/partner', { business_name: 'X', service_id: 999 })).error).toBe('El servicio no existe');
    expect(json(await send('POST', '/api/partner', { business_name: 'X', service_id: 1, status: 'approved' })).error).toContain('status');
  });

  it('lists services', async () => {
    const services = json(await get('/api/service')).resource;
    expect(services).toEqual([
      { service_id: 1, name: 'Konverza', title: expect.any(String), _version: expect.any(String) },
      { service_id: 2, name: 'Botlers', title: expect.any(String), _version: expect.any(String) },
    ]);
  });

  it('lists certifications with their exam (or null), searchable', async () => {
    const list = json(await get('/api/certification')).resource;
    expect(list).toHaveLength(5);
    const withExam = list.find((c: { name: string }) => c.name === 'Fundamentos');
    expect(withExam.Certification_Exam).toEqual({ name: 'Examen Fundamentos', version: 1 });
    const withoutExam = list.find((c: { name: string }) => c.name === 'Soporte');
    expect(withoutExam.Certification_Exam).toBeNull();
    expect(Object.keys(withExam).sort()).toEqual(
      ['Certification_Exam', 'certification_exam_id', 'certification_id', 'description', 'enable', 'name', 'title', 'updated_at', '_version'].sort(),
    );
    expect(json(await get('/api/certification?name=flujos')).resource.map((c: { name: string }) => c.name)).toEqual([
      'Flujos avanzados',
    ]);
  });

  it('lists the lists of an account on the messaging API', async () => {
    const lists = json(await get('/messaging/account/3/lists'));
    expect(lists.resource.length).toBeGreaterThan(0);
    for (const list of lists.resource) {
      expect(Object.keys(list).sort()).toEqual(['_version', 'account_id', 'createdAt', 'list_id', 'name']);
      expect(list.account_id).toBe(3);
    }
    expect((await get('/messaging/account/999999/lists')).statusCode).toBe(404);
    expect((await get('/messaging/account/abc/lists')).statusCode).toBe(400);
  });

  it('admin/me answers the caller', async () => {
    expect(json(await get('/api/admin/me')).resource).toEqual({
      admin_id: 1,
      first_name: 'Ada',
      last_name: 'Administradora',
      email: 'admin@example.com',
      role_id: 1,
      partner_id: null,
      access: { superadmin: true, grants: expect.any(Array) },
    });
  });
});

describe('short searches', () => {
  it('matches 1–2 characters at the start of a word (a trigram index cannot serve "contains" there)', async () => {
    const names = (body: { resource: { name: string }[] }) => body.resource.map((o) => o.name);
    // 'Tienda El Sol': 'so' starts the word 'Sol'; 'ol' is inside it.
    expect(names(json(await get('/api/organization?name=so&limit=300')))).toContain('Tienda El Sol');
    expect(names(json(await get('/api/organization?name=ol&limit=300')))).not.toContain('Tienda El Sol');
    // Regex characters are taken literally.
    expect(json(await get(`/api/organization?name=${encodeURIComponent('.*')}`)).resource).toEqual([]);
  });
});

describe('the total of a list', () => {
  it(`counts the matches exactly up to ${COUNT_CAP} when asked (total=true), and says 'more' above it; a search counts its own`, async () => {
    await db().execute(sql`insert into ${milestones} (title, type, status) select 'Conteo ' || n, 'feature', 'draft' from generate_series(1, ${COUNT_CAP + 5}) n`);
    const totalOf = async (url: string) => json(await get(url)).pagination.total;
    expect(await totalOf('/api/milestone?title=Conteo&total=true')).toEqual({ count: COUNT_CAP, capped: true });
    // The page after the last one still says the total; a search narrower than the cap counts exactly.
    expect(await totalOf('/api/milestone?title=Conteo&limit=300&page=1000&total=true')).toEqual({ count: COUNT_CAP, capped: true });
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(milestones).where(sql`${milestones.title} ilike ${'%Conteo 99%'}`);
    expect(n).toBeGreaterThan(25);
    expect(n).toBeLessThan(300);
    expect(await totalOf(`/api/milestone?title=${encodeURIComponent('Conteo 99')}&total=true`)).toEqual({ count: n, capped: false });
    expect(await totalOf(`/api/milestone?title=${encodeURIComponent('Conteo 99')}&limit=300&page=2&total=true`)).toEqual({ count: n, capped: false });
    expect(await totalOf('/api/milestone?title=ninguno&total=true')).toEqual({ count: 0, capped: false });
    // The prepared list (nothing typed) counts the same way.
    const all = await totalOf('/api/milestone?total=true');
    expect(all).toEqual({ count: COUNT_CAP, capped: true });
    expect(await totalOf('/api/milestone?page=2&total=true')).toEqual(all);
    await db().delete(milestones).where(sql`${milestones.title} like 'Conteo %'`);
  });

  it('answers no total unless asked, but on the last page (its rows tell it), and refuses a total that is not true or false', async () => {
    await db().execute(sql`insert into ${milestones} (title, type, status) select 'Sin contar ' || n, 'feature', 'draft' from generate_series(1, 30) n`);
    const paginationOf = async (url: string) => json(await get(url)).pagination;
    const search = `title=${encodeURIComponent('Sin contar')}`;
    expect(await paginationOf(`/api/milestone?${search}`)).toEqual({ page: 1, limit: 25, hasNextPage: true });
    expect(await paginationOf(`/api/milestone?${search}&total=false`)).toEqual({ page: 1, limit: 25, hasNextPage: true });
    expect(await paginationOf('/api/milestone')).toEqual({ page: 1, limit: 25, hasNextPage: true });
    expect(await paginationOf(`/api/milestone?${search}&total=true`)).toEqual({ page: 1, limit: 25, hasNextPage: true, total: { count: 30, capped: false } });
    // The last page knows it unasked; a page past it does not.
    expect(await paginationOf(`/api/milestone?${search}&page=2`)).toEqual({ page: 2, limit: 25, hasNextPage: false, total: { count: 30, capped: false } });
    expect(await paginationOf(`/api/milestone?${search}&limit=30`)).toEqual({ page: 1, limit: 30, hasNextPage: false, total: { count: 30, capped: false } });
    expect(await paginationOf(`/api/milestone?${search}&page=3`)).toEqual({ page: 3, limit: 25, hasNextPage: false });
    const refused = await get('/api/milestone?total=yes');
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('total debe ser true o false (campo total)');
    // The export takes it and ignores it.
    const csv = await get(`/api/milestone/export.csv?${search}&total=true`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(31);
    await db().delete(milestones).where(sql`${milestones.title} like 'Sin contar %'`);
  });
});
