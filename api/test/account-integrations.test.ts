/**
 * An account's integrations (issue 16): webhooks (direction and outgoing type, headers, URL), lambdas (runtimes,
 * ARN, a name unique in the account, the account's list), message templates and the platform mirror (adds and
 * updates, never deletes; idempotent; refusals; its audit row), the account's WhatsApp numbers (never a token), and
 * the merge of Lambdas. Generic calls of `webhooks`, `lambda` and `message_template`: contracts.test.ts.
 */
import { BOT_GROUP_KEYS, lambdaContract, webhookContract } from '@console/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, messageTemplates, platforms, webhooks, whatsappNumbers } from '../src/db/schema';
import { backgroundEnded, demoApi, json } from './helpers';

const api = demoApi();
const { get, call } = api;
const db = () => api.db();

let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;

/** Expects `status` and an error containing `text` (and `field`, when given). */
function expectRefused(response: LightMyRequestResponse, status: number, text: string, field?: string) {
  const body = json(response);
  expect([response.statusCode, body.success, body.resource, body.error]).toEqual([status, false, null, expect.stringContaining(text)]);
  if (field !== undefined) expect(body.field).toBe(field);
}
function expectOk(response: LightMyRequestResponse, status = 200) {
  expect([response.statusCode, response.statusCode === status ? '' : response.body]).toEqual([status, '']);
  return json(response).resource;
}
const platformId = async (name: string) => (await db().select({ id: platforms.platform_id }).from(platforms).where(eq(platforms.name, name)))[0].id;
/** A new account of a new organization (outside the subscription rule), or of the one given. */
async function newAccount(organization_id?: number) {
  const organization = organization_id ?? expectOk(await call('POST', '/api/organization', { name: unique('Organización') }), 201).organization_id;
  return expectOk(await call('POST', '/api/account', { name: unique('Cuenta'), organization_id: organization }), 201) as { account_id: number; organization_id: number };
}

describe('webhooks', () => {
  const outgoing = (account_id: number, extra: Record<string, unknown> = {}) => ({
    account_id,
    name: unique('Pedidos'),
    url: 'https://hooks.example.com/pedidos',
    method: 'post',
    outgoing_type: 'message',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'clave-123' },
    ...extra,
  });

  it('lists an account’s webhooks with ?account=, the demo ones incoming and outgoing of each type', async () => {
    const rows = expectOk(await get('/api/webhooks?account=1&limit=100')) as (typeof webhookContract.$row)[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.account_id === 1)).toBe(true);
    expect(new Set(rows.map((row) => (row.is_incoming ? 'in' : row.outgoing_type)))).toEqual(new Set(['in', 'payment', 'message', 'case']));
    expect(rows.find((row) => row.headers && 'Authorization' in (row.headers as object))).toBeDefined();
    // Without the filter: every account's (staff see them all); an unknown account has none.
    const all = expectOk(await get('/api/webhooks?limit=300')) as (typeof webhookContract.$row)[];
    expect(new Set(all.map((row) => row.account_id)).size).toBeGreaterThan(1);
    expect(expectOk(await get('/api/webhooks?account=999999'))).toEqual([]);
    expectRefused(await get('/api/webhooks?account=abc'), 400, 'La cuenta debe ser un identificador');
  });

  it('creates an outgoing webhook with its type and an incoming one without; texts as the spec says', async () => {
    expect([webhookContract.texts.created, webhookContract.texts.updated, webhookContract.texts.deleted]).toEqual([
      'Webhook creado con éxito',
      'Webhook actualizado',
      'Webhook eliminado',
    ]);
    const sent = outgoing(2);
    expect(expectOk(await call('POST', '/api/webhooks', sent), 201)).toMatchObject({ ...sent, is_incoming: false });
    const incoming = expectOk(await call('POST', '/api/webhooks', { account_id: 2, name: 'Entrada', url: 'http://example.com/in', method: 'get', is_incoming: true }), 201);
    expect(incoming).toMatchObject({ is_incoming: true, outgoing_type: null, headers: {} });
    expect(expectOk(await get('/api/webhooks?account=2&limit=100')).map((row: { webhook_id: number }) => row.webhook_id)).toContain(incoming.webhook_id);
  });

  it('refuses an outgoing one without type, an incoming one with a type, bad headers and an address that is not http(s)', async () => {
    const headers = (value: unknown) => outgoing(2, { headers: value });
    const manyHeaders = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`X-Cabecera-${i}`, 'v']));
    const cases: [Record<string, unknown>, string, string][] = [
      [outgoing(2, { outgoing_type: undefined }), 'Elige el tipo de salida', 'outgoing_type'],
      [outgoing(2, { outgoing_type: null }), 'Elige el tipo de salida', 'outgoing_type'],
      [outgoing(2, { is_incoming: true }), 'Un webhook de entrada no tiene tipo de salida', 'outgoing_type'],
      [outgoing(2, { outgoing_type: 'refund' }), 'El tipo de salida debe ser una de estas opciones: payment, message, case', 'outgoing_type'],
      [headers({ 'Mal nombre': 'x' }), 'El nombre de encabezado «Mal nombre» no es válido', 'headers'],
      [headers({ 'X-Nota': 'dos\nlíneas' }), 'El valor del encabezado X-Nota debe ser un texto de una línea', 'headers'],
      [headers({ 'X-Numero': 5 }), 'El valor del encabezado X-Numero debe ser un texto de una línea', 'headers'],
      [headers(['Authorization', 'x']), 'Los encabezados deben ser un objeto de nombre a valor', 'headers'],
      [headers(manyHeaders), 'Se admiten hasta 50 encabezados', 'headers'],
      [outgoing(2, { url: 'ftp://example.com/pedidos' }), 'La URL debe ser una dirección web http o https', 'url'],
      [outgoing(2, { url: 'javascript:alert(1)' }), 'La URL debe ser una dirección web http o https', 'url'],
      [outgoing(2, { method: 'put' }), 'El método debe ser una de estas opciones: get, post, patch', 'method'],
    ];
    for (const [body, text, field] of cases) expectRefused(await call('POST', '/api/webhooks', body), 400, text, field);
  });

  it('a PATCH making it incoming clears its type; going back outgoing needs one; the rules hold on the row as it is left', async () => {
    const { webhook_id } = expectOk(await call('POST', '/api/webhooks', outgoing(3)), 201);
    const patch = (body: unknown) => call('PATCH', `/api/webhooks/${webhook_id}`, body);
    // Incoming alone: the outgoing type goes (spec 3 §4); incoming with a type is refused.
    expectRefused(await patch({ is_incoming: true, outgoing_type: 'payment' }), 400, 'Un webhook de entrada no tiene tipo de salida', 'outgoing_type');
    expect(expectOk(await patch({ is_incoming: true }))).toMatchObject({ is_incoming: true, outgoing_type: null });
    expectRefused(await patch({ is_incoming: false }), 400, 'Elige el tipo de salida', 'outgoing_type');
    expectRefused(await patch({ outgoing_type: 'case' }), 400, 'Un webhook de entrada no tiene tipo de salida', 'outgoing_type');
    expect(expectOk(await patch({ is_incoming: false, outgoing_type: 'case' }))).toMatchObject({ is_incoming: false, outgoing_type: 'case' });
    expectRefused(await patch({ outgoing_type: null }), 400, 'Elige el tipo de salida', 'outgoing_type');
    expectRefused(await patch({ headers: { 'X-Uno': 'a\r\nX-Dos: b' } }), 400, 'debe ser un texto de una línea', 'headers');
    expectRefused(await patch({ url: 'mailto:ventas@example.com' }), 400, 'La URL debe ser una dirección web http o https', 'url');
    expect(expectOk(await patch({ headers: { Authorization: 'Bearer nuevo' } }))).toMatchObject({ headers: { Authorization: 'Bearer nuevo' }, outgoing_type: 'case' });
    // What the database holds agrees (webhooks_direction).
    const [stored] = await db().select({ is_incoming: webhooks.is_incoming, outgoing_type: webhooks.outgoing_type }).from(webhooks).where(eq(webhooks.webhook_id, webhook_id));
    expect(stored).toEqual({ is_incoming: false, outgoing_type: 'case' });
    expectOk(await call('DELETE', `/api/webhooks/${webhook_id}`));
    expectRefused(await get(`/api/webhooks/${webhook_id}`), 404, 'El webhook no existe');
  });
});

describe('lambdas', () => {
  const lambda = (account_id: number, extra: Record<string, unknown> = {}) => ({
    account_id,
    name: unique('cotizar').replace(' ', '-'),
    description: 'Cotiza un envío.',
    arn: 'arn:aws:lambda:us-east-1:123456789012:function:cotizar-envio',
    version: '1.0.0',
    runtime: 'nodejs18.x',
    ...extra,
  });

  it('lists an account’s lambdas at account/{id}/lambdas (404 for an unknown account)', async () => {
    const rows = expectOk(await get('/api/account/1/lambdas?sort=name')) as (typeof lambdaContract.$row)[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.account_id === 1)).toBe(true);
    expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort());
    expectRefused(await get('/api/account/999999/lambdas'), 404, 'La cuenta no existe');
    // The demo spreads the seven runtimes.
    const all = expectOk(await get('/api/lambda?limit=300')) as (typeof lambdaContract.$row)[];
    expect(new Set(all.map((row) => row.runtime)).size).toBe(7);
  });

  it('creates one with isSimple 1; refuses another runtime, a bad ARN and a name the account has (409)', async () => {
    const sent = lambda(2, { isSimple: 1 });
    const created = expectOk(await call('POST', '/api/lambda', sent), 201);
    expect(created).toMatchObject({ ...sent, isSimple: 1 });
    expectRefused(await call('POST', '/api/lambda', lambda(2, { runtime: 'nodejs20.x' })), 400, 'El entorno de ejecución debe ser una de estas opciones: nodejs14.x', 'runtime');
    expectRefused(await call('POST', '/api/lambda', lambda(2, { arn: 'arn:aws:s3:::cubeta' })), 400, 'El ARN debe ser el de una función Lambda', 'arn');
    expectRefused(await call('POST', '/api/lambda', lambda(2, { arn: 'arn:aws:lambda:us-east-1:1234:function:x' })), 400, 'El ARN debe ser el de una función Lambda', 'arn');
    expectRefused(await call('POST', '/api/lambda', lambda(2, { isSimple: 2 })), 400, '(campo isSimple)', 'isSimple');
    expectRefused(await call('POST', '/api/lambda', lambda(2, { name: sent.name })), 409, 'Ya existe una lambda con ese nombre en la cuenta', 'name');
    // Another account may use the name; renaming onto a taken name is refused too.
    const other = expectOk(await call('POST', '/api/lambda', lambda(3, { name: sent.name })), 201);
    const second = expectOk(await call('POST', '/api/lambda', lambda(2)), 201);
    expectRefused(await call('PATCH', `/api/lambda/${second.lambda_id}`, { name: sent.name }), 409, 'Ya existe una lambda con ese nombre en la cuenta', 'name');
    expect(expectOk(await get('/api/account/2/lambdas?limit=100')).map((row: { lambda_id: number }) => row.lambda_id)).toEqual(
      expect.arrayContaining([created.lambda_id, second.lambda_id]),
    );
    expect(expectOk(await get('/api/account/2/lambdas?limit=100')).map((row: { lambda_id: number }) => row.lambda_id)).not.toContain(other.lambda_id);
  });

  it('deletes without a body', async () => {
    const { lambda_id } = expectOk(await call('POST', '/api/lambda', lambda(4)), 201);
    const deleted = await api.app.inject({ method: 'DELETE', url: `/api/lambda/${lambda_id}`, headers: api.headers });
    expect(expectOk(deleted)).toMatchObject({ lambda_id });
    expectRefused(await get(`/api/lambda/${lambda_id}`), 404, 'La lambda no existe');
  });
});

describe('message templates and the platform mirror', () => {
  type Template = { name: string; content: string };
  const templatesOf = async (accountId: number, platform: number): Promise<Template[]> =>
    db()
      .select({ name: messageTemplates.name, content: messageTemplates.content })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.account_id, accountId), eq(messageTemplates.platform_id, platform)))
      .orderBy(asc(messageTemplates.name));
  const mirror = (body: unknown) => call('POST', '/api/tooling/platform-mirror', body);

  it('lists an account’s templates of a platform by name, searched; read-only', async () => {
    const whatsapp = await platformId('whatsapp');
    const rows = expectOk(await get(`/api/account/1/templates?platform=${whatsapp}&limit=100`)) as { name: string; account_id: number; platform_id: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.map((row) => row.name)).toEqual((await templatesOf(1, whatsapp)).map((row) => row.name));
    expect(rows.every((row) => row.account_id === 1 && row.platform_id === whatsapp)).toBe(true);
    const found = expectOk(await get(`/api/account/1/templates?platform=${whatsapp}&name=CONFIRMACION`)) as { name: string }[];
    expect(found.map((row) => row.name)).toEqual(['confirmacion_pedido']);
    // Every platform of the account without ?platform.
    expect(new Set((expectOk(await get('/api/account/1/templates?limit=300')) as { platform_id: number }[]).map((row) => row.platform_id)).size).toBeGreaterThan(1);
    expectRefused(await get('/api/account/999999/templates'), 404, 'La cuenta no existe');
    // Read-only: the path takes no POST.
    expectRefused(await call('POST', '/api/message_template', { account_id: 1, platform_id: whatsapp, name: 'x' }), 405, 'no admite el método POST');
  });

  it('copies the source’s templates to the target: adds the missing, makes the differing equal, leaves the rest; a second run changes nothing', async () => {
    const [source, target, other] = [await platformId('whatsapp'), await platformId('messenger'), await platformId('webchat')];
    const theirs = await templatesOf(1, source);
    const before = await templatesOf(1, target);
    const untouched = await templatesOf(1, other);
    const had = new Map(before.map((template) => [template.name, template.content]));
    const expected = {
      created: theirs.filter((template) => !had.has(template.name)).length,
      updated: theirs.filter((template) => had.has(template.name) && had.get(template.name) !== template.content).length,
      unchanged: theirs.filter((template) => had.get(template.name) === template.content).length,
    };
    // The demo gives it something to add, to update and to leave.
    expect([expected.created > 0, expected.updated > 0, expected.unchanged > 0]).toEqual([true, true, true]);

    const [{ last }] = await db().select({ last: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog);
    expect(expectOk(await mirror({ account_id: 1, source, target }))).toEqual(expected);
    const after = await templatesOf(1, target);
    const sourceNames = new Set(theirs.map((template) => template.name));
    // Every source template is on the target as the source has it; the target's own others stay as they were.
    expect(after.filter((template) => sourceNames.has(template.name))).toEqual(theirs);
    expect(after.filter((template) => !sourceNames.has(template.name))).toEqual(before.filter((template) => !sourceNames.has(template.name)));
    expect(await templatesOf(1, source)).toEqual(theirs);
    expect(await templatesOf(1, other)).toEqual(untouched);

    // One audit row, on the account: its templates before and after.
    const rows = await db().select().from(auditLog).where(sql`${auditLog.audit_id} > ${last}`);
    expect(rows.map((row) => [row.resource, row.resource_id, row.action, row.admin_id])).toEqual([['account', '1', 'templates.mirror', 1]]);
    const names = (side: unknown) => ((side as { Templates: { platform: string; name: string }[] }).Templates ?? []).filter((t) => t.platform === 'messenger').map((t) => t.name).sort();
    expect(names(rows[0].before)).toEqual(before.map((template) => template.name).sort());
    expect(names(rows[0].after)).toEqual(after.map((template) => template.name).sort());
    expect(rows[0].after).toMatchObject({ account_id: 1, name: expect.any(String) });

    expect(expectOk(await mirror({ account_id: 1, source, target }))).toEqual({ created: 0, updated: 0, unchanged: theirs.length });
    expect(await templatesOf(1, target)).toEqual(after);
  });

  it('refuses the same platform twice, a platform the account does not have, an unknown account — and writes nothing', async () => {
    const [whatsapp, messenger, sms] = [await platformId('whatsapp'), await platformId('messenger'), await platformId('sms')];
    const [{ last }] = await db().select({ last: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog);
    const cases: [unknown, string, string | undefined][] = [
      [{ account_id: 2, source: whatsapp, target: whatsapp }, 'Elige plataformas diferentes', 'target'],
      [{ account_id: 2, source: sms, target: whatsapp }, 'La plataforma no está asociada a la cuenta', 'source'],
      [{ account_id: 2, source: whatsapp, target: sms }, 'La plataforma no está asociada a la cuenta', 'target'],
      [{ account_id: 2, source: whatsapp, target: 999999 }, 'La plataforma no está asociada a la cuenta', 'target'],
      [{ account_id: 999999, source: whatsapp, target: messenger }, 'La cuenta no existe', 'account_id'],
      [{ account_id: 2, source: whatsapp }, 'campo target', 'target'],
      [{ account_id: 2, source: whatsapp, target: messenger, extra: 1 }, 'Campo no permitido: extra', undefined],
    ];
    for (const [body, text, field] of cases) expectRefused(await mirror(body), 400, text, field);
    expect(await db().select().from(auditLog).where(sql`${auditLog.audit_id} > ${last}`)).toEqual([]);
  });
});

describe('the WhatsApp of an account', () => {
  it('lists the numbers whose account it is (search, paging), never a token; its WABAs with ?account_id=', async () => {
    const stored = await db().select().from(whatsappNumbers).where(eq(whatsappNumbers.account_id, 1)).orderBy(asc(whatsappNumbers.model_id));
    expect(stored.length).toBeGreaterThan(0);
    const response = await get('/api/account/1/whatsapp_list?limit=100');
    const rows = expectOk(response) as { model_id: number; account_id: number; Account: { account_id: number } }[];
    expect(rows.map((row) => row.model_id).sort((a, b) => a - b)).toEqual(stored.map((row) => row.model_id));
    expect(rows.every((row) => row.account_id === 1 && row.Account.account_id === 1)).toBe(true);
    for (const row of stored) {
      expect(response.body).not.toContain(row.api_token);
      expect(response.body).not.toContain(row.auth_token);
    }
    expect(response.body).not.toMatch(/api_token|auth_token/);
    const phone = stored[0].phone_number;
    expect((expectOk(await get(`/api/account/1/whatsapp_list?phone_number=${encodeURIComponent(phone.slice(-6))}`)) as { phone_number: string }[]).map((row) => row.phone_number)).toEqual([phone]);
    expectRefused(await get('/api/account/999999/whatsapp_list'), 404, 'La cuenta no existe');

    // A number created for the account, on one of its WABAs, joins the list; its tokens are kept, not answered.
    const [waba] = expectOk(await get('/api/waba?account_id=1')) as { waba_id: number; account_id: number }[];
    expect(waba.account_id).toBe(1);
    expect((expectOk(await get('/api/waba?account_id=1&limit=100')) as { account_id: number }[]).every((row) => row.account_id === 1)).toBe(true);
    const created = expectOk(
      await call('POST', '/api/whatsapp', { waba_id: waba.waba_id, account_id: 1, phone_number: '+5215598765432', display_name: 'Ventas 2', api_token: 'api-nuevo', auth_token: 'auth-nuevo' }),
      201,
    );
    const listed = await get('/api/account/1/whatsapp_list?limit=100');
    expect((expectOk(listed) as { model_id: number }[]).map((row) => row.model_id)).toContain(created.model_id);
    expect(listed.body).not.toMatch(/api-nuevo|auth-nuevo/);
  });
});

describe('the merge of Lambdas', () => {
  it('adds the origin’s lambdas by name; a forced update makes the target’s equal (data: description, ARN, version, runtime)', async () => {
    const origin = await newAccount();
    const { account_id: target } = await newAccount(origin.organization_id);
    const make = (account_id: number, name: string, version: string, runtime = 'python3.9') =>
      call('POST', '/api/lambda', {
        account_id,
        name,
        description: `La función ${name}.`,
        arn: `arn:aws:lambda:us-east-1:123456789012:function:${name}`,
        version,
        runtime,
      });
    for (const [account, name, version] of [
      [origin.account_id, 'cotizar', '1.0'],
      [origin.account_id, 'facturar', '2.0'],
      [target, 'facturar', '1.5'],
      [target, 'notificar', '1.0'],
    ] as const) {
      expectOk(await make(account, name, version), 201);
    }
    const lambdasOf = async (accountId: number) =>
      (expectOk(await get(`/api/account/${accountId}/lambdas?sort=name`)) as (typeof lambdaContract.$row)[]).map(({ name, description, arn, version, runtime }) => ({
        name,
        description,
        arn,
        version,
        runtime,
      }));
    const merge = async (path: 'merge_update' | 'force_update', body: Record<string, unknown>) => {
      const job = expectOk(await call('POST', `/api/bot_version/${path}`, body), 202);
      await backgroundEnded(api.app);
      return json(await get(`/api/bot_version/job/${job.job_id}`)).resource;
    };
    const lambdasChange = (job: { result: { group: string }[] }) => job.result.find((entry) => entry.group === 'Lambdas');
    const theirs = await lambdasOf(origin.account_id);

    const merged = await merge('merge_update', { origin_account: origin.account_id, target_account: target });
    expect(merged.status).toBe('done');
    expect(lambdasChange(merged)).toEqual({ group: 'Lambdas', added: ['cotizar'], updated: [], removed: [] });
    expect((await lambdasOf(target)).map((row) => [row.name, row.version])).toEqual([
      ['cotizar', '1.0'],
      ['facturar', '1.5'],
      ['notificar', '1.0'],
    ]);

    const forced = await merge('force_update', { origin_account: origin.account_id, target_account: target, exclude: BOT_GROUP_KEYS.filter((group) => group !== 'Lambdas') });
    expect(forced.status).toBe('done');
    expect(lambdasChange(forced)).toEqual({ group: 'Lambdas', added: [], updated: ['facturar'], removed: ['notificar'] });
    expect(await lambdasOf(target)).toEqual(theirs);
  });
});
