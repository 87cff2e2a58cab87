/**
 * POST admin_bulk (spec 5, 7.7): every entry checked with the spec's per-entry messages, the account must
 * belong to the organization, and the creation is all or nothing.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { accounts, adminAccounts, adminOrganizations, admins } from '../src/db/schema';
import * as password from '../src/lib/password';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

// Pass-through, so a test can act "meanwhile" (between the checks and the transaction).
jest.mock('../src/lib/password', () => {
  const actual = jest.requireActual('../src/lib/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const { hashPassword: realHashPassword } = jest.requireActual<typeof password>('../src/lib/password');
const hashPassword = password.hashPassword as jest.MockedFunction<typeof password.hashPassword>;

const api = demoApi();
const { db } = api;
/** An account and its organization, and an organization it does not belong to. */
let account: { account_id: number; organization_id: number };
let otherOrganizationId: number;

beforeAll(async () => {
  [account] = await db().select({ account_id: accounts.account_id, organization_id: accounts.organization_id }).from(accounts).limit(1);
  const [other] = await db()
    .select({ organization_id: accounts.organization_id })
    .from(accounts)
    .where(sql`${accounts.organization_id} <> ${account.organization_id}`)
    .limit(1);
  otherOrganizationId = other.organization_id;
});
const bulk = (payload: unknown, withHeaders = api.headers) => api.call('POST', '/api/admin_bulk', payload, withHeaders);
const adminCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(admins))[0].n;
const byEmails = (emails: string[]) => db().select().from(admins).where(inArray(admins.email, emails));

let serial = 0;
const entry = (values: Record<string, unknown> = {}) => {
  serial += 1;
  return { first_name: 'Carga', last_name: `Masiva ${serial}`, email: `carga${serial}@example.com`, role_id: 3, ...values };
};
const envelope = (list: unknown[], values: Record<string, unknown> = {}) => ({
  account_id: account.account_id,
  organization_id: account.organization_id,
  dashboard: 'botlers',
  admins: list,
  ...values,
});

/** Expects a 400 with resource.errors, and that nothing was created. */
async function expectRejected(payload: unknown, error: string, errors: unknown[]) {
  const before = await adminCount();
  const response = await bulk(payload);
  expect(response.statusCode).toBe(400);
  expect(json(response)).toEqual({ success: false, error, resource: { errors } });
  expect(await adminCount()).toBe(before);
}

describe('POST admin_bulk: success', () => {
  it('creates every admin in one go, linked to the account and the organization', async () => {
    const list = [
      entry({ first_name: ' Ana ', email: 'Ana.Bulk@Example.com', password: ' clave1 ' }),
      entry({ email: 'sin.clave@example.com', role_id: 2 }),
      entry({ email: 'clave.vacia@example.com', password: '   ' }),
    ];
    const response = await bulk(envelope(list));
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toMatch(/password|scrypt/);
    const created = json(response).resource;
    expect(created.map((a: { email: string }) => a.email)).toEqual(['ana.bulk@example.com', 'sin.clave@example.com', 'clave.vacia@example.com']);
    for (const admin of created) {
      expect(Object.keys(admin).sort()).toEqual(
        ['Accounts', 'Organizations', 'Role', '_version', 'admin_id', 'createdAt', 'deletedAt', 'email', 'first_name', 'last_name', 'organization_id_creator', 'partner_id', 'role_id'].sort(),
      );
      expect(admin).toMatchObject({
        organization_id_creator: account.organization_id,
        deletedAt: null,
        Organizations: [{ organization_id: account.organization_id, name: expect.any(String) }],
        Accounts: [{ account_id: account.account_id, name: expect.any(String) }],
      });
    }
    expect(created[0]).toMatchObject({ first_name: 'Ana', role_id: 3, Role: { role_id: 3, name: 'Agente' } });
    expect(created[1].Role).toEqual({ role_id: 2, name: 'Nerd' });

    const rows = await byEmails(created.map((a: { email: string }) => a.email));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.dashboard).toBe('botlers');
      expect(row.organization_id_creator).toBe(account.organization_id);
    }
    const ana = rows.find((r) => r.email === 'ana.bulk@example.com')!;
    expect(await password.verifyPassword('clave1', ana.password_hash)).toBe(true);
    // Without a password: the hash of a random secret, so no password the login accepts matches.
    const unusable = ['sin.clave@example.com', 'clave.vacia@example.com'].map((email) => rows.find((r) => r.email === email)!.password_hash);
    expect(unusable[0]).not.toBe(ana.password_hash);
    for (const hash of unusable) {
      expect(hash).toMatch(/^scrypt\$/);
      for (const guess of ['', 'demo1234', 'clave1', hash]) expect(await password.verifyPassword(guess, hash)).toBe(false);
    }
    const links = await db().select().from(adminAccounts).where(inArray(adminAccounts.admin_id, rows.map((r) => r.admin_id)));
    expect(links).toHaveLength(3);
    const organizationLinks = await db()
      .select()
      .from(adminOrganizations)
      .where(inArray(adminOrganizations.admin_id, rows.map((r) => r.admin_id)));
    expect(organizationLinks.map((l) => l.organization_id)).toEqual([account.organization_id, account.organization_id, account.organization_id]);
  });

  it("defaults the dashboard to 'botlers' and accepts the brand's", async () => {
    const [first] = json(await bulk(envelope([entry()], { dashboard: undefined }))).resource;
    expect((await byEmails([first.email]))[0].dashboard).toBe('botlers');
    const [second] = json(await bulk(envelope([entry()], { dashboard: 'konverza' }))).resource;
    expect((await byEmails([second.email]))[0].dashboard).toBe('konverza');
  });

  it('accepts an e-mail only a deleted admin has', async () => {
    const response = await bulk(envelope([entry({ email: 'BORRADO@example.com' })]));
    expect(response.statusCode).toBe(201);
    expect(json(response).resource[0].email).toBe('borrado@example.com');
  });
});

describe('POST admin_bulk: refusals', () => {
  it('refuses a bad envelope with one text', async () => {
    const cases: [unknown, string][] = [
      [{}, 'account_id'],
      [envelope([entry()], { account_id: undefined }), 'Elige una cuenta'],
      [envelope([entry()], { account_id: 'x' }), 'Elige una cuenta'],
      [envelope([entry()], { organization_id: undefined }), 'organization_id'],
      [envelope([]), 'Agrega al menos un administrador'],
      [envelope('[]' as never), 'admins'],
      [envelope(Array.from({ length: 501 }, () => ({}))), 'Máximo 500 administradores por carga'],
      [envelope([entry()], { dashboard: 'otro' }), 'Elige un dashboard'],
      [envelope([entry()], { extra: 1 }), 'Campo no permitido: extra'],
      [undefined, 'Faltan los datos de la petición'],
    ];
    const before = await adminCount();
    for (const [payload, message] of cases) {
      const response = await bulk(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      // The field the refusal is about, when it is one field of the body, is answered beside the text.
      const { field: _field, ...answer } = json(response);
      expect(answer).toEqual({ success: false, resource: null, error: expect.stringContaining(message) });
    }
    expect(await adminCount()).toBe(before);
  });

  it("answers every failing entry with the spec's messages, and creates none", async () => {
    const good = entry();
    const list = [
      {},
      good,
      { first_name: '  ', last_name: '', email: 'no-es-correo', role_id: 'uno' },
      entry({ role_id: 0 }),
      entry({ role_id: 1.5, email: 'x@' }),
      'no soy un objeto',
    ];
    await expectRejected(envelope(list), 'Hay 5 administradores con errores.', [
      {
        index: 0,
        email: null,
        messages: ['Por favor, ingresa los nombres', 'Por favor, ingresa los apellidos', 'Por favor, ingresa un correo electrónico', 'Por favor, elige un rol'],
      },
      {
        index: 2,
        email: 'no-es-correo',
        messages: ['Por favor, ingresa los nombres', 'Por favor, ingresa los apellidos', 'Por favor, ingresa un correo electrónico', 'Por favor, elige un rol'],
      },
      { index: 3, email: list[3] && (list[3] as { email: string }).email, messages: ['Por favor, elige un rol'] },
      { index: 4, email: 'x@', messages: ['Por favor, ingresa un correo electrónico', 'Por favor, elige un rol'] },
      { index: 5, email: null, messages: [expect.stringContaining('Entrada inválida')] },
    ]);
    expect(await byEmails([good.email])).toEqual([]);
  });

  it('names the field of other problems: too long, unknown field, bad password', async () => {
    const list = [
      entry({ first_name: 'x'.repeat(101) }),
      entry({ foo: 1 }),
      entry({ password: 'ab' }),
      entry({ email: `${'x'.repeat(250)}@example.com` }),
    ];
    await expectRejected(envelope(list), 'Hay 4 administradores con errores.', [
      { index: 0, email: (list[0] as { email: string }).email, messages: [expect.stringMatching(/\(campo first_name\)$/)] },
      { index: 1, email: (list[1] as { email: string }).email, messages: ['Campo no permitido: foo'] },
      { index: 2, email: (list[2] as { email: string }).email, messages: ['Introduce una contraseña válida (campo password)'] },
      { index: 3, email: (list[3] as { email: string }).email, messages: ['Por favor, ingresa un correo electrónico'] },
    ]);
  });

  it('refuses e-mails repeated in the batch or taken by an active admin, and unknown roles', async () => {
    const list = [
      entry({ email: 'repetido@example.com' }),
      entry({ email: ' REPETIDO@example.com ' }),
      entry({ email: 'Admin@Example.com' }),
      entry({ role_id: 999999 }),
      entry({ email: 'nerd@example.com', role_id: 888888, first_name: '' }),
      entry(),
    ];
    await expectRejected(envelope(list), 'Hay 4 administradores con errores.', [
      { index: 1, email: 'REPETIDO@example.com', messages: ['El correo está repetido en esta carga'] },
      { index: 2, email: 'Admin@Example.com', messages: ['Ya existe un administrador con ese correo'] },
      { index: 3, email: (list[3] as { email: string }).email, messages: ['El rol no existe'] },
      {
        index: 4,
        email: 'nerd@example.com',
        messages: ['Por favor, ingresa los nombres', 'Ya existe un administrador con ese correo', 'El rol no existe'],
      },
    ]);
  });

  it('says "1 administrador" for one failing entry', async () => {
    await expectRejected(envelope([entry(), entry({ last_name: '' })]), 'Hay 1 administrador con errores.', [
      { index: 1, email: expect.any(String), messages: ['Por favor, ingresa los apellidos'] },
    ]);
  });

  it('refuses an account that does not exist or belongs to another organization', async () => {
    await expectRejected(envelope([entry()], { account_id: 999999 }), 'La cuenta no existe', []);
    await expectRejected(envelope([entry()], { organization_id: otherOrganizationId }), 'La cuenta no pertenece a la organización', []);
    await expectRejected(
      envelope([entry({ role_id: 999999 })], { organization_id: otherOrganizationId }),
      'La cuenta no pertenece a la organización. Hay 1 administrador con errores.',
      [{ index: 0, email: expect.any(String), messages: ['El rol no existe'] }],
    );
  });
});

describe('POST admin_bulk: all or nothing', () => {
  afterEach(() => hashPassword.mockImplementation(realHashPassword));

  it('a concurrent creation of one of the e-mails leaves none of the batch behind (409)', async () => {
    const list = [entry({ password: 'clave1' }), entry({ email: 'carrera@example.com' }), entry()];
    // While the batch is being hashed (after its checks), someone creates 'carrera@example.com'.
    hashPassword.mockImplementationOnce(async (plain) => {
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/admin',
        headers: api.headers,
        payload: { first_name: 'Rápido', last_name: 'Primero', email: 'carrera@example.com', password: 'abc123', role_id: 3 },
      });
      expect(created.statusCode).toBe(201);
      return realHashPassword(plain);
    });
    const before = await adminCount();
    const response = await bulk(envelope(list));
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ success: false, resource: null, error: 'Ya existe un administrador con ese correo', field: 'email' });
    expect(await adminCount()).toBe(before + 1);
    expect(await byEmails([list[0].email, list[2].email])).toEqual([]);
    const carrera = await db()
      .select()
      .from(admins)
      .where(and(eq(admins.email, 'carrera@example.com'), isNull(admins.deletedAt)));
    expect(carrera.map((a) => a.first_name)).toEqual(['Rápido']);
  });

  it('a failure after the admins were inserted (the account deleted meanwhile) rolls every insert back', async () => {
    const [organization] = await db().select({ organization_id: accounts.organization_id }).from(accounts).limit(1);
    const created = json(
      await api.app.inject({
        method: 'POST',
        url: '/api/account',
        headers: api.headers,
        payload: { name: 'Cuenta efímera', organization_id: organization.organization_id },
      }),
    ).resource;
    const list = [entry({ password: 'clave1' }), entry()];
    hashPassword.mockImplementationOnce(async (plain) => {
      await db().delete(accounts).where(eq(accounts.account_id, created.account_id));
      return realHashPassword(plain);
    });
    const before = await adminCount();
    const response = await bulk(envelope(list, { account_id: created.account_id, organization_id: organization.organization_id }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, resource: null, error: 'La cuenta no existe' });
    expect(await adminCount()).toBe(before);
    expect(await byEmails(list.map((e) => e.email))).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a role that may not enter', async () => {
    expect((await bulk(envelope([entry()]), {})).statusCode).toBe(401);
    expect((await bulk(envelope([entry()]), bearer(await accessTokenFor(api.app, 3)))).statusCode).toBe(403);
  });
});
