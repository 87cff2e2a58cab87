/**
 * Extensions (issue 11): the name's shape, the original client's update flag, and the accounts an extension
 * is installed in (associate / disassociate, carried by one extension). Generic calls: contracts.test.ts.
 */
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

const body = (name: string) => ({
  name,
  description: 'Prueba',
  runtime: 'nodejs8.10',
  input: '{}',
  output: '{}',
  status: 'activa',
  version: '1.0.0',
  handler: 'index.handler',
  file_name: '0123456789abcdef-prueba.zip',
});

describe('extensions', () => {
  it('takes a name of letters and hyphens only; every field of the spec is required', async () => {
    const created = await send('POST', '/api/extension', body('mi-Extension'));
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ name: 'mi-Extension', runtime: 'nodejs8.10', service_id: null, code: '', Accounts: [] });
    await api.expectRefusals([
      ['POST', '/api/extension', body('mi_extension2'), 400, 'El nombre admite solo letras y guiones'],
      ['POST', '/api/extension', { ...body('x'), runtime: 'ruby2.5' }, 400, 'El entorno de ejecución debe ser una de estas opciones'],
      ['POST', '/api/extension', { ...body('x'), file_name: '' }, 400, 'Introduce el archivo .zip'],
      ['POST', '/api/extension', { ...body('x'), handler: undefined }, 400, 'Introduce el manejador'],
    ]);
  });

  it("accepts the update flag toUpdate: 'configuration' and nothing else in it", async () => {
    const [extension] = json(await get('/api/extension?name=calcular-envio')).resource;
    const updated = await send('PATCH', `/api/extension/${extension.extension_id}`, { version: '1.5.0', toUpdate: 'configuration' });
    expect([updated.statusCode, json(updated).resource.version]).toEqual([200, '1.5.0']);
    await api.expectRefusals([['PATCH', `/api/extension/${extension.extension_id}`, { version: '2', toUpdate: 'todo' }, 400, "toUpdate solo admite 'configuration'"]]);
  });

  it('is installed in an account once, removed from it, and carries its accounts', async () => {
    const extension = json(await send('POST', '/api/extension', body('instalable'))).resource;
    const [account] = json(await get('/api/account?limit=1')).resource;
    const pair = { extension_id: extension.extension_id, account_id: account.account_id };
    const installed = await send('POST', '/api/extension/associate', pair);
    expect(json(installed).resource.Accounts).toEqual([{ account_id: account.account_id, name: account.name }]);
    expect(json(await get(`/api/extension/${extension.extension_id}`)).resource.Accounts).toHaveLength(1);
    await api.expectRefusals([
      ['POST', '/api/extension/associate', pair, 409, 'La extensión ya se encuentra asociada a esa cuenta'],
      // Both ids are the body's: an unknown one is a 400 naming it, as every link says it (README, "Links").
      ['POST', '/api/extension/associate', { ...pair, extension_id: 999999 }, 400, 'La extensión no existe'],
      ['POST', '/api/extension/associate', { ...pair, account_id: 999999 }, 400, 'no existe'],
    ]);
    expect(json(await send('POST', '/api/extension/disassociate', pair)).resource.Accounts).toEqual([]);
    await api.expectRefusals([['POST', '/api/extension/disassociate', pair, 404, 'La extensión no está asociada a esa cuenta']]);
  });

  it('has demo extensions of every runtime, some installed', async () => {
    const list = json(await get('/api/extension?limit=100')).resource as { runtime: string; extension_id: number }[];
    expect(new Set(list.map((e) => e.runtime))).toEqual(new Set(['nodejs8.10', 'python2.7', 'python3.6', 'python3.7']));
    const [first] = json(await get('/api/extension?name=calcular-envio')).resource;
    expect(json(await get(`/api/extension/${first.extension_id}`)).resource.Accounts.length).toBeGreaterThan(0);
  });
});
