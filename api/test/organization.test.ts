/**
 * The organization area (issue 14): subscriptions held and the subscription rule, plugins assigned, entities
 * and their attributes, an organization's admins, billing and account status; the demo rows; an organization's
 * name corrected. Generic calls: contracts.test.ts; account merge: merge.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { accounts, auditLog, organizations, organizationSubscriptions } from '../src/db/schema';
import { addMonths } from '../src/lib/subscription-limit';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

/** A new organization with `n` accounts (before it holds any subscription: no limit yet). */
async function organizationWith(n: number) {
  const organization = json(await send('POST', '/api/organization', { name: `Org ${Date.now()} ${Math.random()}` })).resource;
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const created = await send('POST', '/api/account', { name: `Cuenta ${i}`, organization_id: organization.organization_id });
    expect(created.statusCode).toBe(201);
    ids.push(json(created).resource.account_id);
  }
  return { id: organization.organization_id as number, accounts: ids };
}
const subscriptionNamed = async (name: string) =>
  (json(await get(`/api/subscription?name=${encodeURIComponent(name)}`)).resource as { subscription_id: number; name: string }[]).find((s) => s.name === name)!;
const take = (organizationId: number, subscription_id: number) => send('POST', `/api/organization/${organizationId}/subscriptions`, { subscription_id });
const createAccount = (organization_id: number, name = 'Otra cuenta') => send('POST', '/api/account', { name, organization_id });

describe('demo rows', () => {
  it('two organizations hold subscriptions (one expired each), plugins, billing, entities with attributes', async () => {
    const held = await api.db().select().from(organizationSubscriptions);
    const organizationIds = [...new Set(held.map((row) => row.organization_id))];
    expect(organizationIds).toHaveLength(2);
    const today = api.clock.now().toISOString().slice(0, 10);
    for (const id of organizationIds) {
      const mine = held.filter((row) => row.organization_id === id);
      expect(mine.filter((row) => row.expire_date >= today)).toHaveLength(1);
      expect(mine.filter((row) => row.expire_date < today)).toHaveLength(1);
      expect(json(await get(`/api/organization/${id}/plugins`)).resource.length).toBeGreaterThan(0);
      expect(json(await get(`/api/organization/${id}/billing`)).resource).not.toBeNull();
      const entities = json(await get(`/api/organization/${id}/entities`)).resource as { attributes_count: number }[];
      expect(entities.length).toBe(4);
      expect(entities.every((entity) => entity.attributes_count >= 2)).toBe(true);
    }
  });
});

describe("an organization's name", () => {
  it('is corrected with PATCH organization/{id} from the version read: stored and audited; a stale version 409, a blank or long name 400, nothing written', async () => {
    const { id } = await organizationWith(1);
    const item = `/api/organization/${id}`;
    const read = json(await get(item)).resource;
    const ifMatch = (version: string) => ({ ...api.headers, 'if-match': `"${version}"` });
    const storedName = async () => {
      const [row] = await api.db().select({ name: organizations.name }).from(organizations).where(eq(organizations.organization_id, id));
      return row.name;
    };
    const audits = () =>
      api
        .db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'organization'), eq(auditLog.resource_id, String(id)), eq(auditLog.action, 'update')));

    const renamed = await send('PATCH', item, { name: '  Soluciones Digitales MX  ' }, ifMatch(read._version));
    expect([renamed.statusCode, json(renamed).resource.name, json(renamed).resource.service_id]).toEqual([200, 'Soluciones Digitales MX', read.service_id]);
    expect(await storedName()).toBe('Soluciones Digitales MX');
    const [audit, ...more] = await audits();
    expect(more).toEqual([]);
    expect([(audit.before as { name: string }).name, (audit.after as { name: string }).name, audit.admin_id]).toEqual([read.name, 'Soluciones Digitales MX', 1]);

    // Saved from the version read before the correction: refused, naming who changed it.
    const stale = await send('PATCH', item, { name: 'Otro nombre' }, ifMatch(read._version));
    expect([stale.statusCode, json(stale).conflict.current.name]).toEqual([409, 'Soluciones Digitales MX']);
    await api.expectRefusals([
      ['PATCH', item, { name: '   ' }, 400, 'Introduce el nombre'],
      ['PATCH', item, { name: 'x'.repeat(201) }, 400, 'El nombre admite hasta 200 caracteres'],
      ['PATCH', item, {}, 400, 'No hay campos para actualizar'],
      ['PATCH', '/api/organization/1999999', { name: 'Nadie' }, 404, 'La organización no existe'],
    ]);
    expect(await storedName()).toBe('Soluciones Digitales MX');
    expect(await audits()).toHaveLength(1);
  });
});

describe('subscriptions of an organization', () => {
  it("sets expire_date to today plus the subscription's months, and lists them with their subscription", async () => {
    const { id } = await organizationWith(0);
    const profesional = await subscriptionNamed('Profesional');
    const today = api.clock.now().toISOString().slice(0, 10);
    const taken = await take(id, profesional.subscription_id);
    expect(taken.statusCode).toBe(201);
    expect(json(taken).resource).toMatchObject({
      organization_id: id,
      subscription_id: profesional.subscription_id,
      expire_date: addMonths(today, 1),
      Subscription: { name: 'Profesional', max_accounts: 5, months: 1 },
    });
    const list = json(await get(`/api/organization/${id}/subscriptions`)).resource;
    expect(list.map((row: { Subscription: { name: string } }) => row.Subscription.name)).toEqual(['Profesional']);
    await api.expectRefusals([
      ['POST', `/api/organization/${id}/subscriptions`, {}, 400, 'Elige una suscripción'],
      ['POST', `/api/organization/${id}/subscriptions`, { subscription_id: 999999 }, 400, 'La suscripción no existe'],
      ['POST', `/api/organization/${id}/subscriptions`, { subscription_id: profesional.subscription_id, expire_date: '2030-01-01' }, 400, 'Campo no permitido'],
      ['POST', '/api/organization/999999/subscriptions', { subscription_id: profesional.subscription_id }, 400, 'La organización no existe'],
      ['GET', '/api/organization/999999/subscriptions', undefined, 404, 'La organización no existe'],
    ]);
  });

  it('keeps the month within it: Jan 31 + 1 month is the end of February', () => {
    expect([addMonths('2026-01-31', 1), addMonths('2024-01-31', 1), addMonths('2026-11-15', 3), addMonths('2026-05-10', 0), addMonths('2026-05-10', 2_000_000_000)]).toEqual([
      '2026-02-28',
      '2024-02-29',
      '2027-02-15',
      '2026-05-10',
      '9999-12-31',
    ]);
  });

  it('refuses an account beyond the places of the unexpired subscriptions (409), and counts expired ones as none', async () => {
    const { id, accounts: existing } = await organizationWith(1);
    const basica = await subscriptionNamed('Básica'); // 1 account
    expect((await take(id, basica.subscription_id)).statusCode).toBe(201);
    const refused = await createAccount(id);
    expect([refused.statusCode, json(refused).error]).toEqual([
      409,
      'La organización alcanzó el máximo de cuentas de sus suscripciones vigentes (1). Agrega una suscripción para crear más cuentas.',
    ]);
    // Nothing was left behind by the refused create.
    expect((await api.db().select().from(accounts).where(eq(accounts.organization_id, id))).map((a) => a.account_id)).toEqual(existing);

    const profesional = await subscriptionNamed('Profesional'); // 5 more
    expect((await take(id, profesional.subscription_id)).statusCode).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await createAccount(id, `Extra ${i}`)).statusCode).toBe(201);
    expect((await createAccount(id, 'Una de más')).statusCode).toBe(409);

    // Time passes: the month of Profesional ends, Básica (1 month too) as well; no places at all.
    api.clock.advance(40 * 86_400_000);
    try {
      const late = await createAccount(id, 'Tarde');
      expect([late.statusCode, json(late).error]).toEqual([409, expect.stringContaining('(0)')]);
    } finally {
      api.clock.advance(-40 * 86_400_000);
    }
  });

  it('an organization without subscriptions is outside the rule', async () => {
    const { id } = await organizationWith(3);
    expect((await createAccount(id)).statusCode).toBe(201);
  });

  it('refuses removing a subscription whose places the accounts use; removes one that is not needed, and the last one', async () => {
    const { id } = await organizationWith(0);
    const basica = await subscriptionNamed('Básica');
    const profesional = await subscriptionNamed('Profesional');
    const small = json(await take(id, basica.subscription_id)).resource;
    const big = json(await take(id, profesional.subscription_id)).resource;
    for (let i = 0; i < 3; i += 1) expect((await createAccount(id, `C${i}`)).statusCode).toBe(201);
    // 3 accounts, places 1 + 5: without Profesional only 1 would remain.
    await api.expectRefusals([
      [
        'DELETE',
        `/api/organization_subscription/${big.organization_subscription_id}`,
        undefined,
        409,
        'No se puede eliminar la suscripción: la organización tiene 3 cuentas y sus otras suscripciones vigentes permiten 1.',
      ],
    ]);
    expect((await send('DELETE', `/api/organization_subscription/${small.organization_subscription_id}`)).statusCode).toBe(200);
    // The last one takes the organization out of the rule.
    expect((await send('DELETE', `/api/organization_subscription/${big.organization_subscription_id}`)).statusCode).toBe(200);
    expect((await createAccount(id)).statusCode).toBe(201);
  });

  it("refuses lowering a catalogue subscription's max_accounts below what a holder uses; allows it otherwise", async () => {
    const created = json(await send('POST', '/api/subscription', { name: 'Trimestral', description: 'Tres cuentas', max_accounts: 3, months: 3 })).resource;
    const { id } = await organizationWith(0);
    expect((await take(id, created.subscription_id)).statusCode).toBe(201);
    await createAccount(id, 'Uno');
    await createAccount(id, 'Dos');
    const organizationName = json(await get(`/api/organization/${id}`)).resource.name;
    await api.expectRefusals([
      [
        'PATCH',
        `/api/subscription/${created.subscription_id}`,
        { max_accounts: 1 },
        409,
        `No se puede reducir el máximo de cuentas: ${organizationName} tiene 2 cuentas y sus suscripciones vigentes permitirían 1.`,
      ],
      ['DELETE', `/api/subscription/${created.subscription_id}`, undefined, 409, 'La suscripción está asignada a organizaciones'],
    ]);
    const lowered = await send('PATCH', `/api/subscription/${created.subscription_id}`, { max_accounts: 2 });
    expect([lowered.statusCode, json(lowered).resource.max_accounts]).toEqual([200, 2]);
  });
});

describe('plugins of an organization', () => {
  it('assigns and removes a plugin; the plugin carries its organizations; the organization lists its plugins', async () => {
    const { id } = await organizationWith(0);
    const [plugin] = json(await get('/api/plugin?limit=1')).resource;
    expect(json(await get(`/api/organization/${id}/plugins`)).resource).toEqual([]);
    const assigned = await send('POST', `/api/plugin/${plugin.plugin_id}/associateOrganization`, { organization_id: id });
    expect(json(assigned).resource.Organizations).toContainEqual(expect.objectContaining({ organization_id: id }));
    expect(json(await get(`/api/organization/${id}/plugins`)).resource.map((p: { plugin_id: number }) => p.plugin_id)).toEqual([plugin.plugin_id]);
    await api.expectRefusals([
      ['POST', `/api/plugin/${plugin.plugin_id}/associateOrganization`, { organization_id: id }, 409, 'El plugin ya se encuentra asociado a la organización'],
      ['POST', `/api/plugin/${plugin.plugin_id}/associateOrganization`, { organization_id: 999999 }, 400, 'La organización no existe'],
      ['POST', '/api/plugin/999999/associateOrganization', { organization_id: id }, 404, 'El plugin no existe'],
    ]);
    expect((await send('POST', `/api/plugin/${plugin.plugin_id}/removeOrganization`, { organization_id: id })).statusCode).toBe(200);
    expect(json(await get(`/api/organization/${id}/plugins`)).resource).toEqual([]);
    await api.expectRefusals([['POST', `/api/plugin/${plugin.plugin_id}/removeOrganization`, { organization_id: id }, 404, 'El plugin no está asociado a la organización']]);
  });
});

describe('entities of an organization', () => {
  it('creates entities with attributes of the four types, lists them per organization with their count', async () => {
    const { id, accounts: [accountId] } = await organizationWith(1);
    const entity = json(await send('POST', '/api/entity', { name: 'Producto', organization_id: id })).resource;
    expect(entity).toMatchObject({ name: 'Producto', organization_id: id, attributes_count: 0, Accounts: [] });
    for (const [name, type] of [['nombre', 'varchar'], ['precio', 'decimal'], ['existencias', 'int'], ['descripcion', 'input_text']]) {
      const created = await send('POST', `/api/entity/${entity.entity_id}/attributes`, { name, type });
      expect([created.statusCode, json(created).resource]).toEqual([201, expect.objectContaining({ entity_id: entity.entity_id, name, type })]);
    }
    const attributes = json(await get(`/api/entity/${entity.entity_id}/attributes`)).resource;
    expect(attributes.map((a: { name: string }) => a.name)).toEqual(['nombre', 'precio', 'existencias', 'descripcion']);
    const updated = await send('PATCH', `/api/attribute/${attributes[2].attribute_id}`, { type: 'decimal', name: 'stock' });
    expect(json(updated).resource).toMatchObject({ name: 'stock', type: 'decimal' });
    expect((await send('DELETE', `/api/attribute/${attributes[3].attribute_id}`)).statusCode).toBe(200);
    const listed = json(await get(`/api/organization/${id}/entities`)).resource;
    expect(listed).toEqual([expect.objectContaining({ entity_id: entity.entity_id, attributes_count: 3 })]);

    await api.expectRefusals([
      ['POST', `/api/entity/${entity.entity_id}/attributes`, { name: 'color', type: 'text' }, 400, 'El tipo debe ser una de estas opciones: input_text, int, decimal, varchar'],
      ['POST', `/api/entity/${entity.entity_id}/attributes`, { name: '', type: 'int' }, 400, 'Introduce el nombre'],
      ['POST', `/api/entity/${entity.entity_id}/attributes`, { name: 'nombre', type: 'int' }, 409, 'La entidad ya tiene un atributo con ese nombre'],
      ['POST', '/api/entity/999999/attributes', { name: 'x', type: 'int' }, 400, 'La entidad no existe'],
      ['GET', '/api/entity/999999/attributes', undefined, 404, 'La entidad no existe'],
      ['POST', '/api/entity', { name: 'producto', organization_id: id }, 409, 'Ya existe una entidad con ese nombre en la organización'],
      ['POST', '/api/entity', { organization_id: id }, 400, 'Introduce el nombre'],
      ['GET', '/api/organization/999999/entities', undefined, 404, 'La organización no existe'],
    ]);

    // Associated with an account of its organization only.
    const linked = await send('POST', `/api/entity/${entity.entity_id}/associateAccount`, { account_id: accountId });
    expect(json(linked).resource.Accounts).toEqual([{ account_id: accountId, name: 'Cuenta 0' }]);
    expect(json(await get(`/api/account/${accountId}/entities`)).resource.map((e: { name: string }) => e.name)).toEqual(['Producto']);
    const [foreign] = json(await get('/api/organization/1/accounts?limit=1')).resource;
    await api.expectRefusals([
      ['POST', `/api/entity/${entity.entity_id}/associateAccount`, { account_id: accountId }, 409, 'La cuenta ya se encuentra asociada'],
      ['POST', `/api/entity/${entity.entity_id}/associateAccount`, { account_id: foreign.account_id }, 400, 'La cuenta no pertenece a la organización de la entidad'],
    ]);
    expect(json(await send('POST', `/api/entity/${entity.entity_id}/disassociateAccount`, { account_id: accountId })).resource.Accounts).toEqual([]);
    await api.expectRefusals([['POST', `/api/entity/${entity.entity_id}/disassociateAccount`, { account_id: accountId }, 404, 'La cuenta no está asociada a la entidad']]);
  });
});

describe('admins, billing and account status of an organization', () => {
  it('lists its active admins, each with its accounts of this organization only; creates one linked to it', async () => {
    const { id, accounts: [mine] } = await organizationWith(1);
    const [elsewhere] = json(await get('/api/account?limit=1')).resource;
    const created = await send('POST', `/api/organization/${id}/admins`, { first_name: 'Olga', last_name: 'Orgánica', email: 'olga.organica@example.com', password: 'clave123', role_id: 2 });
    expect(created.statusCode).toBe(201);
    const admin = json(created).resource;
    expect(admin.Organizations).toEqual([expect.objectContaining({ organization_id: id })]);
    await send('POST', `/api/admin/${admin.admin_id}/assignAccount`, { account_id: mine });
    await send('POST', `/api/admin/${admin.admin_id}/assignAccount`, { account_id: elsewhere.account_id });
    const listed = json(await get(`/api/organization/${id}/admins`)).resource;
    expect(listed).toEqual([expect.objectContaining({ admin_id: admin.admin_id, Accounts: [{ account_id: mine, name: 'Cuenta 0' }] })]);
    // A deleted admin leaves the list.
    await send('DELETE', `/api/admin/${admin.admin_id}`);
    expect(json(await get(`/api/organization/${id}/admins`)).resource).toEqual([]);
    await api.expectRefusals([
      ['POST', `/api/organization/${id}/admins`, { first_name: 'Sin', email: 'sin.apellido@example.com', password: 'clave123', role_id: null }, 400, 'Introduce los apellidos'],
      ['POST', '/api/organization/999999/admins', { first_name: 'A', last_name: 'B', email: 'ab.org@example.com', password: 'clave123', role_id: null }, 400, 'La organización no existe'],
      ['GET', '/api/organization/999999/admins', undefined, 404, 'La organización no existe'],
    ]);
    // The refused create left no admin behind.
    expect((await get('/api/admin?email=ab.org@example.com')).body).toContain('"resource":[]');
  });

  it('reads, writes and rewrites the billing record', async () => {
    const { id } = await organizationWith(0);
    expect(json(await get(`/api/organization/${id}/billing`)).resource).toBeNull();
    const record = { business_name: '  Comercial Norte S.A.  ', tax_id: 'CNO010101AB1', email: 'pagos@norte.example.com', city: 'Monterrey' };
    const saved = await send('POST', `/api/organization/${id}/billing`, record);
    expect([saved.statusCode, json(saved).resource]).toEqual([
      200,
      expect.objectContaining({ organization_id: id, business_name: 'Comercial Norte S.A.', city: 'Monterrey', phone: '', country: '' }),
    ]);
    const again = await send('POST', `/api/organization/${id}/billing`, { ...record, city: 'Saltillo' });
    expect(json(again).resource.city).toBe('Saltillo');
    expect(json(await get(`/api/organization/${id}/billing`)).resource.city).toBe('Saltillo');
    await api.expectRefusals([
      ['POST', `/api/organization/${id}/billing`, { ...record, email: 'no' }, 400, 'Introduce un correo válido'],
      ['POST', `/api/organization/${id}/billing`, { tax_id: 'X', email: 'a@b.com' }, 400, 'Introduce la razón social'],
      ['POST', `/api/organization/${id}/billing`, { ...record, iban: 'x' }, 400, 'Campo no permitido: iban'],
      ['POST', '/api/organization/999999/billing', record, 404, 'La organización no existe'],
      ['GET', '/api/organization/999999/billing', undefined, 404, 'La organización no existe'],
    ]);
  });

  it("lists the status row of each of the organization's accounts", async () => {
    const { id, accounts: ids } = await organizationWith(2);
    const rows = json(await get(`/api/organization/${id}/account_status?sort=account_name`)).resource;
    expect(rows.map((row: { account_id: number; account_name: string; bot_enabled: boolean }) => [row.account_id, row.account_name, row.bot_enabled])).toEqual([
      [ids[0], 'Cuenta 0', true],
      [ids[1], 'Cuenta 1', true],
    ]);
  });
});

