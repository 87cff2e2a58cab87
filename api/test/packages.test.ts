/**
 * Packages (issue 11): what a package bundles — one account's flows, sequences, variables and lists — with the
 * account rule, its attributes, and the account items read per account (flows, one flow with its blocks, a
 * block by id). Generic calls of every contract: contracts.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, blocks, flows, lists, packageFlows, packageLists, sequences, userAttributes } from '../src/db/schema';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

type Row = Record<string, unknown>;
/** The demo accounts with a bot: the first ones by id. */
const FIRST = 1;
const SECOND = 2;
/** The third has three lists. */
const THIRD = 3;

const itemsOf = async (accountId: number) => ({
  flows: await api.db().select().from(flows).where(eq(flows.account_id, accountId)).orderBy(flows.flow_id),
  sequences: await api.db().select().from(sequences).where(eq(sequences.account_id, accountId)).orderBy(sequences.sequence_id),
  variables: await api.db().select().from(userAttributes).where(eq(userAttributes.account_id, accountId)).orderBy(userAttributes.user_attribute_id),
  lists: await api.db().select().from(lists).where(eq(lists.account_id, accountId)).orderBy(lists.list_id),
});

async function newPackage(account_id: number | null = FIRST) {
  const created = await send('POST', '/api/package', { name: `Paquete ${Date.now()}`, category: 'Pruebas', account_id });
  expect(created.statusCode).toBe(201);
  return json(created).resource as Row & { package_id: number };
}

const ids = (rows: Row[], key: string) => rows.map((row) => row[key]);

describe('packages', () => {
  it('adds a flow of its account, refuses a duplicate (409), another account’s (400) and an unknown one (400); removes it, then 404', async () => {
    const pkg = await newPackage();
    const mine = await itemsOf(FIRST);
    const other = await itemsOf(SECOND);
    const [flow] = mine.flows;
    const url = `/api/package/${pkg.package_id}/flow`;

    const added = await send('POST', url, { flow_id: flow.flow_id });
    expect(added.statusCode).toBe(200);
    expect(json(added).resource.Flows).toEqual([{ flow_id: flow.flow_id, name: flow.name }]);
    const listed = json(await get(`/api/package/${pkg.package_id}/flows`)).resource;
    expect(listed).toEqual([expect.objectContaining({ flow_id: flow.flow_id, name: flow.name, account_id: FIRST })]);
    // Recorded on the package, with what it bundles before and after.
    const [audit] = await api.db().select().from(auditLog).where(and(eq(auditLog.resource, 'package'), eq(auditLog.resource_id, String(pkg.package_id)), eq(auditLog.action, 'flow.assign')));
    expect([(audit.before as Row).Flows, (audit.after as Row).Flows]).toEqual([[], [{ flow_id: flow.flow_id, name: flow.name }]]);

    await api.expectRefusals([
      ['POST', url, { flow_id: flow.flow_id }, 409, 'El flujo ya se encuentra en el paquete'],
      ['POST', url, { flow_id: other.flows[0].flow_id }, 400, 'El flujo no pertenece a la cuenta del paquete'],
      ['POST', url, { flow_id: 1_999_999 }, 400, 'El flujo no existe'],
      ['POST', url, { flow_id: 'x' }, 400, 'Elige un flujo'],
      ['POST', url, { flow_id: flow.flow_id, extra: 1 }, 400, 'Campo no permitido: extra'],
      ['POST', '/api/package/1999999/flow', { flow_id: flow.flow_id }, 404, 'El paquete no existe'],
    ]);
    const refused = await send('POST', url, { flow_id: other.flows[0].flow_id });
    expect(json(refused).field).toBe('flow_id');

    const removed = await send('DELETE', url, { flow_id: flow.flow_id });
    expect([removed.statusCode, json(removed).resource.Flows]).toEqual([200, []]);
    await api.expectRefusals([['DELETE', url, { flow_id: flow.flow_id }, 404, 'El flujo no se encuentra en el paquete']]);
    expect(await api.db().select().from(packageFlows).where(eq(packageFlows.package_id, pkg.package_id))).toEqual([]);
  });

  it('adds and removes sequences and variables the same way, with their own texts', async () => {
    const pkg = await newPackage();
    const { sequences: [sequence], variables: [variable] } = await itemsOf(FIRST);
    const { sequences: [foreign] } = await itemsOf(SECOND);
    expect((await send('POST', `/api/package/${pkg.package_id}/sequence`, { sequence_id: sequence.sequence_id })).statusCode).toBe(200);
    expect((await send('POST', `/api/package/${pkg.package_id}/user_attribute`, { user_attribute_id: variable.user_attribute_id })).statusCode).toBe(200);
    expect(ids(json(await get(`/api/package/${pkg.package_id}/sequences`)).resource, 'sequence_id')).toEqual([sequence.sequence_id]);
    expect(ids(json(await get(`/api/package/${pkg.package_id}/user_attributes`)).resource, 'user_attribute_id')).toEqual([variable.user_attribute_id]);
    await api.expectRefusals([
      ['POST', `/api/package/${pkg.package_id}/sequence`, { sequence_id: sequence.sequence_id }, 409, 'La secuencia ya se encuentra en el paquete'],
      ['POST', `/api/package/${pkg.package_id}/sequence`, { sequence_id: foreign.sequence_id }, 400, 'La secuencia no pertenece a la cuenta del paquete'],
      ['POST', `/api/package/${pkg.package_id}/user_attribute`, { user_attribute_id: variable.user_attribute_id }, 409, 'La variable ya se encuentra en el paquete'],
    ]);
    expect((await send('DELETE', `/api/package/${pkg.package_id}/user_attribute`, { user_attribute_id: variable.user_attribute_id })).statusCode).toBe(200);
    await api.expectRefusals([
      ['DELETE', `/api/package/${pkg.package_id}/user_attribute`, { user_attribute_id: variable.user_attribute_id }, 404, 'La variable no se encuentra en el paquete'],
    ]);
    expect(json(await get(`/api/package/${pkg.package_id}`)).resource).toMatchObject({
      Sequences: [{ sequence_id: sequence.sequence_id, name: sequence.name }],
      User_Attributes: [],
    });
  });

  it('refuses items while the package has no account', async () => {
    const pkg = await newPackage(null);
    const { flows: [flow] } = await itemsOf(FIRST);
    await api.expectRefusals([['POST', `/api/package/${pkg.package_id}/flow`, { flow_id: flow.flow_id }, 400, 'Elige primero la cuenta del paquete']]);
  });

  it('adds lists with POST package/{id} {Lists} (all or none), reads them from the messaging API, removes one', async () => {
    const pkg = await newPackage(THIRD);
    const mine = (await itemsOf(THIRD)).lists;
    expect(mine).toHaveLength(3);
    const foreign = (await itemsOf(FIRST)).lists[0];
    const url = `/api/package/${pkg.package_id}`;

    const added = await send('POST', url, { Lists: [mine[0].list_id, mine[1].list_id, mine[0].list_id] });
    expect(added.statusCode).toBe(200);
    const expected = mine.slice(0, 2).map((list) => ({ list_id: list.list_id, name: list.name })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.list_id - b.list_id));
    expect(json(added).resource.Lists).toEqual(expected);
    const template = await get(`/messaging/templates/${pkg.package_id}`);
    expect([template.statusCode, json(template).resource.package_id, json(template).resource.Lists]).toEqual([200, pkg.package_id, expected]);

    await api.expectRefusals([
      ['POST', url, { Lists: [mine[0].list_id] }, 409, 'La lista ya se encuentra en el paquete'],
      ['POST', url, { Lists: [foreign.list_id] }, 400, 'La lista no pertenece a la cuenta del paquete'],
      ['POST', url, { Lists: [] }, 400, 'Elige al menos una lista'],
      ['POST', url, { Lists: 'x' }, 400, 'Lists'],
      ['GET', '/messaging/templates/1999999', undefined, 404, 'El paquete no existe'],
    ]);
    // All or none: a list of another account in the body adds nothing.
    await api.expectRefusals([['POST', url, { Lists: [mine[2].list_id, foreign.list_id] }, 400, 'La lista no pertenece a la cuenta del paquete']]);
    expect(json(await get(`/messaging/templates/${pkg.package_id}`)).resource.Lists).toEqual(expected);

    expect((await send('DELETE', `${url}/list`, { list_id: mine[0].list_id })).statusCode).toBe(200);
    await api.expectRefusals([['DELETE', `${url}/list`, { list_id: mine[0].list_id }, 404, 'La lista no se encuentra en el paquete']]);
    expect(ids(await api.db().select().from(packageLists).where(eq(packageLists.package_id, pkg.package_id)), 'item_id')).toEqual([mine[1].list_id]);
  });

  it('keeps the account while the package bundles its items (409, nothing lost); moves once it bundles none', async () => {
    const pkg = await newPackage();
    const { flows: [flow], lists: [list] } = await itemsOf(FIRST);
    await send('POST', `/api/package/${pkg.package_id}/flow`, { flow_id: flow.flow_id });
    await send('POST', `/api/package/${pkg.package_id}`, { Lists: [list.list_id] });
    const url = `/api/package/${pkg.package_id}`;

    for (const account_id of [SECOND, null]) {
      const refused = await send('PATCH', url, { account_id });
      expect([refused.statusCode, json(refused).error, json(refused).field]).toEqual([
        409,
        'No se puede cambiar la cuenta del paquete: todavía incluye 1 flujo y 1 lista de la cuenta actual. Remuévelos primero.',
        'account_id',
      ]);
    }
    // The same account, or other fields, change freely.
    expect((await send('PATCH', url, { account_id: FIRST, description: 'Igual cuenta' })).statusCode).toBe(200);
    expect(json(await get(url)).resource).toMatchObject({ account_id: FIRST, description: 'Igual cuenta', Flows: [{ flow_id: flow.flow_id }], Lists: [{ list_id: list.list_id }] });

    await send('DELETE', `${url}/flow`, { flow_id: flow.flow_id });
    await send('DELETE', `${url}/list`, { list_id: list.list_id });
    const moved = await send('PATCH', url, { account_id: SECOND });
    expect([moved.statusCode, json(moved).resource.account_id]).toEqual([200, SECOND]);
  });

  it('lists, creates, edits and deletes its attributes; the create rule needs name, value and type', async () => {
    const pkg = await newPackage();
    const attribute = { package_id: pkg.package_id, name: 'color_primario', type: 'text', value: '1e5a5f', frontend_type: 'color' };
    const created = await send('POST', '/api/package_attribute', attribute);
    expect(created.statusCode).toBe(201);
    const row = json(created).resource;
    expect(row).toMatchObject({ ...attribute, title: '', description: '', required: false });
    expect(ids(json(await get(`/api/package/${pkg.package_id}/attributes`)).resource, 'package_attribute_id')).toEqual([row.package_attribute_id]);

    await api.expectRefusals([
      ['POST', '/api/package_attribute', { ...attribute, name: '  ' }, 400, 'Introduce el nombre'],
      ['POST', '/api/package_attribute', { ...attribute, name: 'otro', value: '' }, 400, 'Introduce el valor'],
      ['POST', '/api/package_attribute', { ...attribute, name: 'otro', type: undefined }, 400, 'Elige un tipo'],
      ['POST', '/api/package_attribute', { ...attribute, name: 'otro', type: 'lista' }, 400, 'El tipo debe ser una de estas opciones: text, object'],
      ['POST', '/api/package_attribute', { ...attribute, name: 'otro', frontend_type: 'select' }, 400, 'El tipo de control debe ser una de estas opciones'],
      ['POST', '/api/package_attribute', attribute, 409, 'El paquete ya tiene un atributo con ese nombre'],
      ['POST', '/api/package_attribute', { ...attribute, package_id: 1_999_999 }, 400, 'El paquete no existe'],
      ['PATCH', `/api/package_attribute/${row.package_attribute_id}`, { package_id: 1 }, 400, 'Campo no permitido: package_id'],
      ['GET', '/api/package/1999999/attributes', undefined, 404, 'El paquete no existe'],
    ]);
    const edited = await send('PATCH', `/api/package_attribute/${row.package_attribute_id}`, { type: 'object', value: '{"a": 1}', required: true });
    expect(json(edited).resource).toMatchObject({ type: 'object', value: '{"a": 1}', required: true, name: 'color_primario' });
    expect((await send('DELETE', `/api/package_attribute/${row.package_attribute_id}`)).statusCode).toBe(200);
    expect(json(await get(`/api/package/${pkg.package_id}/attributes`)).resource).toEqual([]);
  });

  it('lists an account’s flows (one flow answers its blocks), its sequences and variables (paged, searched); 404 for an unknown account', async () => {
    const { flows: mine, sequences: seqs, variables } = await itemsOf(FIRST);
    const answer = json(await get(`/api/account/${FIRST}/flows?limit=2&total=true`));
    expect(answer.pagination).toEqual({ page: 1, limit: 2, hasNextPage: mine.length > 2, total: { count: mine.length, capped: false } });
    // Newest first, without their blocks: GET flow/{id} answers them, in order (spec 3 §4, §7).
    expect(ids(answer.resource, 'flow_id')).toEqual(ids(mine, 'flow_id').reverse().slice(0, 2));
    for (const flow of answer.resource) {
      expect(flow).not.toHaveProperty('Blocks');
      const { Blocks } = json(await get(`/api/flow/${flow.flow_id}`)).resource as { Blocks: { block_id: number; name: string }[] };
      const stored = await api
        .db()
        .select({ block_id: blocks.block_id, name: blocks.name })
        .from(blocks)
        .where(eq(blocks.flow_id, flow.flow_id))
        .orderBy(blocks.block_id);
      expect([Blocks.length > 0, Blocks]).toEqual([true, stored]);
      const block = json(await get(`/api/block/${Blocks[0].block_id}?language_id=1`)).resource;
      expect(block).toEqual({ ...Blocks[0], flow_id: flow.flow_id });
    }
    const searched = json(await get(`/api/account/${FIRST}/flows?name=${encodeURIComponent(mine[0].name)}`)).resource;
    expect(ids(searched, 'flow_id')).toContain(mine[0].flow_id);
    expect(searched.every((flow: Row) => flow.account_id === FIRST)).toBe(true);
    expect(ids(json(await get(`/api/account/${FIRST}/sequences?limit=100`)).resource, 'sequence_id')).toEqual(ids(seqs, 'sequence_id').reverse());
    expect(ids(json(await get(`/api/account/${FIRST}/user_attributes?limit=100&sort=name`)).resource, 'name')).toEqual(ids(variables, 'name').sort());
    await api.expectRefusals([
      ['GET', '/api/account/1999999/flows', undefined, 404, 'La cuenta no existe'],
      ['GET', '/api/account/1999999/user_attributes', undefined, 404, 'La cuenta no existe'],
      ['GET', `/api/account/${FIRST}/flows?zzz=1`, undefined, 400, 'Campo no permitido: zzz'],
      ['GET', '/api/block/1999999', undefined, 404, 'El bloque no existe'],
      ['GET', '/api/block/1?language_id=x', undefined, 400, 'El idioma debe ser un identificador'],
    ]);
  });

  it('keeps an account’s variable names unique within it', async () => {
    const [variable] = (await itemsOf(FIRST)).variables;
    await api.expectRefusals([
      ['POST', '/api/user_attribute', { name: variable.name, type: 'text', account_id: FIRST }, 409, 'Ya existe una variable con ese nombre en la cuenta'],
      ['POST', '/api/user_attribute', { name: 'nueva', type: 'text', account_id: 1_999_999 }, 400, 'La cuenta no existe'],
    ]);
    expect((await send('POST', '/api/user_attribute', { name: variable.name, type: 'text', account_id: SECOND + 10 })).statusCode).toBe(201);
  });

  it('has demo packages in several categories, bundling their account’s items', async () => {
    const all = json(await get('/api/package?limit=100')).resource as Row[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((pkg) => pkg.category)).size).toBeGreaterThanOrEqual(5);
    const sales = json(await get(`/api/package/${all.find((pkg) => pkg.name === 'Kit de ventas por WhatsApp')!.package_id}`)).resource;
    expect(sales.Flows.length).toBeGreaterThan(0);
    expect(sales.Sequences.length).toBeGreaterThan(0);
    expect(sales.User_Attributes.length).toBeGreaterThan(0);
    expect(sales.Lists.length).toBeGreaterThan(0);
  });
});
