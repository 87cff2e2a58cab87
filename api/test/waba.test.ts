/**
 * WhatsApp Business (issue 11): tokens are accepted, stored and never answered (a blank one on edit keeps the
 * stored one); a WABA's numbers are listed under it and go with it; Meta's id and the phone are checked.
 */
import { eq } from 'drizzle-orm';
import { wabas, whatsappNumbers } from '../src/db/schema';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;
let serial = 0;
const digits = () => `${Date.now()}${(serial += 1)}`.slice(-14);

describe('WhatsApp Business', () => {
  it('keeps the tokens write-only: stored, never answered, unchanged by a blank edit', async () => {
    const created = await send('POST', '/api/waba', { name: 'Ventas norte', business_account_id: digits(), access_token: ' EAAsecreto1 ' });
    expect(created.statusCode).toBe(201);
    const waba = json(created).resource;
    expect(waba).toMatchObject({ name: 'Ventas norte', numbers: 0, Account: null });
    expect(waba).not.toHaveProperty('access_token');
    const stored = () => api.db().select({ token: wabas.access_token }).from(wabas).where(eq(wabas.waba_id, waba.waba_id));
    expect(await stored()).toEqual([{ token: 'EAAsecreto1' }]);

    expect((await send('PATCH', `/api/waba/${waba.waba_id}`, { name: 'Ventas sur', access_token: '' })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ token: 'EAAsecreto1' }]);
    expect((await send('PATCH', `/api/waba/${waba.waba_id}`, { access_token: 'EAAnuevo' })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ token: 'EAAnuevo' }]);

    const one = json(await get(`/api/waba/${waba.waba_id}`)).resource;
    const list = json(await get('/api/waba?limit=100')).resource as Record<string, unknown>[];
    for (const row of [one, ...list]) expect(JSON.stringify(row)).not.toMatch(/EAA|token/);
  });

  it('lists a WABA’s numbers under it, without their tokens, and deletes them with it', async () => {
    const waba = json(await send('POST', '/api/waba', { name: 'Con números', business_account_id: digits(), access_token: 'EAAx' })).resource;
    const phone = `+52${digits().slice(-10)}`;
    const number = await send('POST', '/api/whatsapp', { waba_id: waba.waba_id, phone_number: phone, display_name: 'Línea 1', api_token: 'api-secreto', auth_token: 'auth-secreto' });
    expect(number.statusCode).toBe(201);
    const row = json(number).resource;
    expect(row).toMatchObject({ waba_id: waba.waba_id, phone_number: phone, display_name: 'Línea 1' });
    expect(JSON.stringify(row)).not.toContain('secreto');
    const [kept] = await api.db().select().from(whatsappNumbers).where(eq(whatsappNumbers.model_id, row.model_id));
    expect([kept.api_token, kept.auth_token]).toEqual(['api-secreto', 'auth-secreto']);

    const listed = json(await get(`/api/waba/${waba.waba_id}/numbers`));
    expect(listed.resource.map((n: { phone_number: string }) => n.phone_number)).toEqual([phone]);
    expect(json(await get(`/api/waba/${waba.waba_id}`)).resource.numbers).toBe(1);
    expect((await get('/api/waba/999999/numbers')).statusCode).toBe(404);
    // The WABA is given on create, never moved.
    expect((await send('PATCH', `/api/whatsapp/${row.model_id}`, { waba_id: 1 })).statusCode).toBe(400);

    expect((await send('DELETE', `/api/waba/${waba.waba_id}`)).statusCode).toBe(200);
    expect((await get(`/api/whatsapp/${row.model_id}`)).statusCode).toBe(404);
  });

  it('checks Meta’s id, the phone and uniqueness, in Spanish', async () => {
    const taken = json(await get('/api/waba?name=Konverza%20Ventas')).resource[0];
    const number = json(await get(`/api/waba/${taken.waba_id}/numbers?limit=1`)).resource[0];
    await api.expectRefusals([
      ['POST', '/api/waba', { name: 'X', business_account_id: 'abc', access_token: 't' }, 400, 'El ID de WABA son de 5 a 30 dígitos'],
      ['POST', '/api/waba', { name: 'X', business_account_id: '12345678' }, 400, 'Introduce el token de acceso'],
      ['POST', '/api/waba', { name: 'X', business_account_id: taken.business_account_id, access_token: 't' }, 409, 'Ya existe una cuenta de WhatsApp Business con ese ID de WABA'],
      ['PATCH', `/api/waba/${taken.waba_id}`, { business_account_id: '12-34' }, 400, 'El ID de WABA son de 5 a 30 dígitos'],
      ['POST', '/api/whatsapp', { waba_id: taken.waba_id, phone_number: '55-1234' }, 400, 'El número de teléfono son de 8 a 15 dígitos'],
      ['POST', '/api/whatsapp', { waba_id: taken.waba_id, phone_number: number.phone_number }, 409, 'Ese número de teléfono ya está registrado'],
      ['POST', '/api/whatsapp', { waba_id: 999999, phone_number: '+5215500000000' }, 400, 'no existe'],
    ]);
  });

  it('has demo WABAs with their numbers and accounts', async () => {
    const list = json(await get('/api/waba?limit=100')).resource as { name: string; numbers: number; Account: unknown }[];
    expect(list.find((w) => w.name === 'Tienda en línea')).toMatchObject({ numbers: 4, Account: { account_id: expect.any(Number), name: expect.any(String) } });
  });
});
