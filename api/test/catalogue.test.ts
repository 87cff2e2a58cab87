/**
 * The catalogue's calls (issue 10), what is particular to each resource: the enabled plans and showAll, a
 * group with plans, a plugin's own attributes and the select's options, a custom view's accounts, the
 * unique values (a template's name without case). Generic calls and refusals: contracts.test.ts.
 */
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

let serial = 0;
const unique = (text: string) => `${text}-${Date.now().toString(36)}${(serial += 1)}`;

type Row = Record<string, unknown>;
const rows = async (url: string) => json(await get(url)).resource as Row[];

describe('plans', () => {
  it('lists the enabled plans, and all of them with showAll=1', async () => {
    const enabled = await rows('/api/plan?limit=100');
    const all = await rows('/api/plan?limit=100&showAll=1');
    expect(enabled.every((plan) => plan.enabled === true)).toBe(true);
    expect(all.some((plan) => plan.enabled === false)).toBe(true);
    expect(all.filter((plan) => plan.enabled === true).map((plan) => plan.plan_id)).toEqual(enabled.map((plan) => plan.plan_id));
    expect((await get('/api/plan?showAll=2')).statusCode).toBe(400);
  });

  it('starts a new plan disabled, as an offer, not a free trial; its numbers above zero', async () => {
    const created = await send('POST', '/api/plan', { name: unique('Plan'), price: 500, max_users: 50, active_days: 30 });
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ enabled: false, is_offer: true, is_free_trial: false, cost_per_user: 0, Plan_Group: null });
    for (const [field, text] of [
      ['price', 'El precio debe ser mayor que 0'],
      ['max_users', 'El máximo de usuarios debe ser mayor que 0'],
      ['active_days', 'Los días activos deben ser mayores que 0'],
    ]) {
      const refused = await send('POST', '/api/plan', { name: 'Cero', price: 500, max_users: 50, active_days: 30, [field]: 0 });
      expect([field, refused.statusCode, json(refused).field]).toEqual([field, 400, field]);
      expect(json(refused).error).toContain(text);
    }
  });

  it('a group carries its service; one with plans is not deleted, one without is', async () => {
    const groups = await rows('/api/plan_group?limit=100');
    expect(groups.find((group) => group.name === 'Promociones')?.Service).toBeNull();
    expect(groups.find((group) => group.name === 'Planes estándar')?.Service).toMatchObject({ service_id: expect.any(Number), title: expect.any(String) });
    const busy = groups.find((group) => group.name === 'Planes estándar')!;
    const refused = await send('DELETE', `/api/plan_group/${busy.plan_group_id as number}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toBe('El grupo tiene planes: muévelos a otro grupo primero');
    expect((await get(`/api/plan_group/${busy.plan_group_id as number}`)).statusCode).toBe(200);
    const empty = json(await send('POST', '/api/plan_group', { name: unique('Grupo'), description: 'Vacío' })).resource;
    expect((await send('DELETE', `/api/plan_group/${empty.plan_group_id}`)).statusCode).toBe(200);
    const orphan = await send('POST', '/api/plan', { name: 'Huérfano', price: 50, max_users: 50, active_days: 5, plan_group_id: empty.plan_group_id });
    expect([orphan.statusCode, json(orphan).error, json(orphan).field]).toEqual([400, 'El grupo no existe', 'plan_group_id']);
  });
});

describe('plugin attributes', () => {
  const attribute = (extra: Row = {}) => ({ name: unique('attr'), title: 'Atributo', default_value: 'x', frontend_type: 'input_text', ...extra });
  let pluginId: number;
  let otherPluginId: number;
  beforeAll(async () => {
    const plugins = await rows('/api/plugin?limit=100');
    pluginId = plugins.find((plugin) => plugin.name === 'Mercado Pago')!.plugin_id as number;
    otherPluginId = plugins.find((plugin) => plugin.name === 'Shopify')!.plugin_id as number;
  });

  it("lists one plugin's attributes, searched by name; an unknown plugin is 404", async () => {
    const listed = await rows(`/api/plugin/${pluginId}/attributes`);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => row.plugin_id === pluginId)).toBe(true);
    expect((await rows(`/api/plugin/${pluginId}/attributes?name=currency`)).map((row) => row.name)).toEqual(['currency']);
    const missing = await get('/api/plugin/2000000000/attributes');
    expect([missing.statusCode, json(missing).error]).toEqual([404, 'El plugin no existe']);
  });

  it('creates in the plugin of the path, whatever the body says; type is text by default', async () => {
    const created = await send('POST', `/api/plugin/${pluginId}/attributes`, attribute({ plugin_id: otherPluginId }));
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ plugin_id: pluginId, type: 'text', data: null });
  });

  it('a select needs its options, a list or an object; they are answered as sent', async () => {
    const url = `/api/plugin/${pluginId}/attributes`;
    const none = await send('POST', url, attribute({ frontend_type: 'select' }));
    expect([none.statusCode, json(none).field]).toEqual([400, 'data']);
    expect(json(none).error).toContain('Introduce las opciones del select en JSON');
    for (const data of [12, 'texto', true]) {
      const refused = await send('POST', url, attribute({ frontend_type: 'select', data }));
      expect([data, refused.statusCode, json(refused).field]).toEqual([data, 400, 'data']);
    }
    const options = [{ label: 'Uno', value: 1 }];
    const created = json(await send('POST', url, attribute({ frontend_type: 'select', data: options }))).resource;
    expect(created.data).toEqual(options);
    // A PATCH of the options alone keeps working.
    const patched = await send('PATCH', `/api/plugin_attribute/${created.plugin_attribute_id}`, { data: { a: 'A' } });
    expect([patched.statusCode, json(patched).resource.data]).toEqual([200, { a: 'A' }]);
  });

  it('an update to select is checked against the row as it would be left', async () => {
    const plain = json(await send('POST', `/api/plugin/${pluginId}/attributes`, attribute())).resource;
    const item = `/api/plugin_attribute/${plain.plugin_attribute_id}`;
    const refused = await send('PATCH', item, { frontend_type: 'select' });
    expect([refused.statusCode, json(refused).field]).toEqual([400, 'data']);
    expect(json(await get(item)).resource.frontend_type).toBe('input_text');
    const changed = await send('PATCH', item, { frontend_type: 'select', data: ['a', 'b'] });
    expect([changed.statusCode, json(changed).resource.data]).toEqual([200, ['a', 'b']]);
  });

  it("names are unique within a plugin; a plugin's deletion takes its attributes", async () => {
    const plugin = json(await send('POST', '/api/plugin', { name: unique('Plugin'), description: 'De prueba' })).resource;
    const name = unique('attr');
    const first = json(await send('POST', `/api/plugin/${plugin.plugin_id}/attributes`, attribute({ name }))).resource;
    const again = await send('POST', `/api/plugin/${plugin.plugin_id}/attributes`, attribute({ name }));
    expect([again.statusCode, json(again).error, json(again).field]).toEqual([409, 'El plugin ya tiene un atributo con ese nombre', 'name']);
    expect((await send('POST', `/api/plugin/${otherPluginId}/attributes`, attribute({ name }))).statusCode).toBe(201);
    expect((await send('DELETE', `/api/plugin/${plugin.plugin_id}`)).statusCode).toBe(200);
    expect((await get(`/api/plugin_attribute/${first.plugin_attribute_id}`)).statusCode).toBe(404);
  });
});

describe('custom views', () => {
  let viewId: number;
  let accountIds: number[];
  const accountsOf = async () => (json(await get(`/api/custom_view/${viewId}`)).resource.Accounts as { account_id: number }[]).map((a) => a.account_id).sort();
  beforeAll(async () => {
    viewId = json(await send('POST', '/api/custom_view', { name: 'Cuentas', slug: unique('cuentas') })).resource.custom_view_id;
    accountIds = (await rows('/api/account?limit=3&sort=account_id')).map((account) => account.account_id as number);
  });

  it('one view carries its accounts by name; list rows do not', async () => {
    const demo = (await rows('/api/custom_view?name=Tablero'))[0];
    expect(demo).not.toHaveProperty('Accounts');
    const accounts = json(await get(`/api/custom_view/${demo.custom_view_id as number}`)).resource.Accounts as { name: string }[];
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.map((a) => a.name)).toEqual([...accounts.map((a) => a.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('links an account once: again is 409, an unknown account 400, an unknown view 404', async () => {
    const linked = await send('POST', `/api/custom_view/${viewId}/associateAccount`, { account_id: accountIds[0] });
    expect(linked.statusCode).toBe(200);
    expect(json(linked).resource.Accounts.map((a: { account_id: number }) => a.account_id)).toEqual([accountIds[0]]);
    const again = await send('POST', `/api/custom_view/${viewId}/associateAccount`, { account_id: accountIds[0] });
    expect([again.statusCode, json(again).error]).toEqual([409, 'La cuenta ya se encuentra asociada']);
    const unknown = await send('POST', `/api/custom_view/${viewId}/associateAccount`, { account_id: 2_000_000_000 });
    expect([unknown.statusCode, json(unknown).error]).toEqual([400, 'La cuenta no existe']);
    expect((await send('POST', '/api/custom_view/2000000000/associateAccount', { account_id: accountIds[0] })).statusCode).toBe(404);
  });

  it('removes a selection in one call, all or none', async () => {
    for (const account_id of accountIds.slice(1)) await send('POST', `/api/custom_view/${viewId}/associateAccount`, { account_id });
    const notLinked = await send('POST', `/api/custom_view/${viewId}/disassociateAccount`, { account_ids: [accountIds[0], 2_000_000_000] });
    expect([notLinked.statusCode, json(notLinked).error]).toEqual([404, 'Error removiendo la cuenta']);
    expect(await accountsOf()).toEqual([...accountIds].sort());
    expect((await send('POST', `/api/custom_view/${viewId}/disassociateAccount`, { account_ids: accountIds.slice(0, 2) })).statusCode).toBe(200);
    expect(await accountsOf()).toEqual([accountIds[2]]);
    expect((await send('POST', `/api/custom_view/${viewId}/disassociateAccount`, { account_id: accountIds[2] })).statusCode).toBe(200);
    expect(await accountsOf()).toEqual([]);
    for (const body of [{}, { account_id: accountIds[0], account_ids: [accountIds[1]] }, { account_ids: [] }]) {
      expect([body, (await send('POST', `/api/custom_view/${viewId}/disassociateAccount`, body)).statusCode]).toEqual([body, 400]);
    }
  });
});

describe('unique values', () => {
  it("an e-mail template's name, without case; its own name in other case is fine; Sendgrid by default", async () => {
    const created = json(await send('POST', '/api/email_template', { external_template_id: 'd-1', name: unique('Aviso') })).resource;
    expect(created.email_platform).toBe('Sendgrid');
    const taken = await send('POST', '/api/email_template', { external_template_id: 'd-2', name: '  bienvenida ' });
    expect([taken.statusCode, json(taken).error, json(taken).field]).toEqual([409, 'Ya existe un template con ese nombre', 'name']);
    const item = `/api/email_template/${created.email_template_id}`;
    expect((await send('PATCH', item, { name: 'FACTURA' })).statusCode).toBe(409);
    expect((await send('PATCH', item, { name: String(created.name).toUpperCase() })).statusCode).toBe(200);
  });

  it.each([
    ['/api/parameter', { name: 'Otro', code: 'access_token', data_type: 'string' }, 'Ya existe un parámetro con ese código', 'code'],
    ['/api/language', { name: 'Otro', locale: 'es' }, 'Ya existe un idioma con ese locale', 'locale'],
    ['/api/view', { name: 'Otra', slug: 'inicio' }, 'Ya existe una vista con esa ruta', 'slug'],
    ['/api/custom_view', { name: 'Otra', slug: 'inventario' }, 'Ya existe una vista personalizada con esa ruta', 'slug'],
  ])('%s refuses a taken value', async (url, body, text, field) => {
    const refused = await send('POST', url, body);
    expect([refused.statusCode, json(refused).error, json(refused).field]).toEqual([409, text, field]);
  });

  it("trims a component's name and icon, and needs the icon", async () => {
    const created = json(await send('POST', '/api/component', { name: '  Tarjeta  ', icon: '  box  ' })).resource;
    expect([created.name, created.icon]).toEqual(['Tarjeta', 'box']);
    const blank = await send('POST', '/api/component', { name: 'Sin icono', icon: '   ' });
    expect([blank.statusCode, json(blank).field]).toEqual([400, 'icon']);
    expect(json(blank).error).toContain('Introduce el icono');
  });
});
