/**
 * An account's settings (issue 16): its plan payments (newest first, the reference edited, no create nor delete),
 * their CSV of a range of the account's days — its content, its refusals and 100,000 payments streamed over a
 * socket in bounded memory —, its web pay credentials (password and key write-only: never answered nor audited,
 * blank keeps them), its status form and its configuration form (a block of the account's own bot; the amount
 * kept in the status). Generic calls of `plan_payment` and `web_pay_credential`: contracts.test.ts.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { AddressInfo } from 'node:net';
import { PLAN_PAYMENT_CSV_COLUMNS, type AuditAction } from '@console/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accountConfigurations, accounts, accountStatuses, auditLog, blocks, flows, planPayments, webPayCredentials } from '../src/db/schema';
import { CSV_BATCH, csvCell, csvCellSql } from '../src/lib/csv';
import { demoApi, json, parseCsv } from './helpers';

const api = demoApi();
const db = () => api.db();
const { call } = api;

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

let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;
/** A new account of a new organization, with the time zone given. */
async function newAccount(timezone: string | null = 'America/Mexico_City', name = unique('Cuenta')) {
  const organization = expectOk(await call('POST', '/api/organization', { name: unique('Organización') }), 201);
  const account = expectOk(await call('POST', '/api/account', { name, organization_id: organization.organization_id }), 201);
  expectOk(await call('PATCH', `/api/account/${account.account_id}`, { timezone }));
  return account.account_id as number;
}
/** The audit rows a call wrote, and its answer. */
async function recorded(send: () => Promise<LightMyRequestResponse>) {
  const [{ last }] = await db().select({ last: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog);
  const response = await send();
  const rows = await db().select().from(auditLog).where(sql`${auditLog.audit_id} > ${last}`).orderBy(asc(auditLog.audit_id));
  return { response, rows };
}
/** The one audit row of that record and action. */
function expectAudit(rows: (typeof auditLog.$inferSelect)[], resource: string, id: number, action: AuditAction) {
  expect(rows.map((row) => [row.resource, row.resource_id, row.action, row.admin_id])).toEqual([[resource, String(id), action, 1]]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- audit rows are read loosely, field by field
  return rows[0] as { before: any; after: any };
}

/** The first demo account (a bot account: 18 months of payments, two web pay credentials). */
const FIRST = 1;

describe('plan payments', () => {
  it("lists an account's payments newest first (plan_payments_account_idx), only its own; paging, strict parameters, 404", async () => {
    type Payment = { plan_payment_id: number; account_id: number; reference: string; createdAt: string };
    const rows = expectOk(await api.get(`/api/account/${FIRST}/plan_payments?limit=100`)) as Payment[];
    expect(rows.length).toBeGreaterThanOrEqual(17);
    expect(new Set(rows.map((row) => row.account_id))).toEqual(new Set([FIRST]));
    const ids = rows.map((row) => row.plan_payment_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Recorded as they were paid: the newest id is the newest payment.
    const dates = rows.map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const [stored] = await db().select({ n: sql<number>`count(*)::int` }).from(planPayments).where(eq(planPayments.account_id, FIRST));
    expect(rows).toHaveLength(stored.n);
    const page = json(await api.get(`/api/account/${FIRST}/plan_payments?limit=5&page=2&total=true`));
    expect([page.resource.map((row: Payment) => row.plan_payment_id), page.pagination]).toEqual([ids.slice(5, 10), { page: 2, limit: 5, hasNextPage: true, total: { count: stored.n, capped: false } }]);
    const second = expectOk(await api.get('/api/account/2/plan_payments?limit=100')) as Payment[];
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((row) => row.account_id !== 2 || ids.includes(row.plan_payment_id))).toEqual([]);
    expectRefused(await api.get(`/api/account/${FIRST}/plan_payments?amount=1`), 400, 'Campo no permitido: amount');
    expectRefused(await api.get('/api/account/999999/plan_payments'), 404, 'La cuenta no existe');
    // The plan catalogue's prices, the gateway's references.
    expect(expectOk(await api.get(`/api/account/${FIRST}/plan_payments?limit=1`))[0]).toMatchObject({ plan_name: 'Empresa', amount: 4500 });
    expect(rows.filter((row) => /^PAY-\d{4}-\d{6}$/.test(row.reference)).length).toBeGreaterThan(10);
  });

  it('edits the reference only, audited; no create, no delete', async () => {
    const [payment] = expectOk(await api.get(`/api/account/${FIRST}/plan_payments?limit=1`));
    const { response, rows } = await recorded(() => call('PATCH', `/api/plan_payment/${payment.plan_payment_id}`, { reference: '  PAY-2026-009999  ' }));
    const row = expectOk(response);
    expect(row).toEqual({ ...payment, reference: 'PAY-2026-009999', _version: expect.any(String) });
    expect(expectAudit(rows, 'plan_payment', payment.plan_payment_id, 'update')).toMatchObject({ before: { reference: payment.reference }, after: { reference: 'PAY-2026-009999' } });
    expectRefused(await call('PATCH', `/api/plan_payment/${payment.plan_payment_id}`, { amount: 1 }), 400, 'Campo no permitido: amount');
    expectRefused(await call('PATCH', `/api/plan_payment/${payment.plan_payment_id}`, { plan_name: 'Gratis' }), 400, 'Campo no permitido: plan_name');
    expectRefused(await call('PATCH', `/api/plan_payment/${payment.plan_payment_id}`, { reference: 'x'.repeat(201) }), 400, 'referencia', 'reference');
    // No such routes: the machine registers none.
    expect((await call('POST', '/api/plan_payment', { account_id: FIRST, plan_name: 'Pyme', amount: 1 })).statusCode).toBe(405);
    expect((await call('DELETE', `/api/plan_payment/${payment.plan_payment_id}`)).statusCode).toBe(405);
    expect((await call('POST', `/api/account/${FIRST}/plan_payments`, {})).statusCode).toBe(405);
    expect(expectOk(await api.get(`/api/plan_payment/${payment.plan_payment_id}`))).toEqual(row);
  });
});

describe('the CSV of a range of days', () => {
  const summary = (id: number, query: string) => api.get(`/api/account/${id}/plan_payment/download_summary?${query}`);

  it('writes a cell in SQL exactly as csvCell does (the database writes the rows, the API the header)', async () => {
    const values = ['', 'a', ' a', 'a ', '\ta', 'a\t', 'x,y', 'x"y', 'l\nn', 'l\r\nn', '=1+1', '+52 55', '-12.50', '@x', '\tx', '\rx', '\u00a0x', 'x\u2003', "'=x", 'ñandú "sí", no', '\vv', 'f\f'];
    for (const text of [false, true]) {
      const cells = sql.join(values.map((value) => csvCellSql(sql`${value}::text`, text)), sql`, `);
      const [{ row }] = await db().select({ row: sql<string[]>`array[${cells}]` }).from(accounts).limit(1);
      expect([text, row]).toEqual([text, values.map((value) => csvCell(value, { text }))]);
    }
  });

  it("exports the account's payments of those days (both ends included, in its time zone), in creation order: BOM, header, quoting, formulas neutralised", async () => {
    // Mexico City is UTC−6 all year: its 2026-03-01 00:00 is 06:00 UTC.
    const id = await newAccount('America/Mexico_City', unique('Café "La Esquina", Centro'));
    const [{ name }] = await db().select({ name: accounts.name }).from(accounts).where(eq(accounts.account_id, id));
    const other = await newAccount();
    const pay = async (account_id: number, at: string, plan_name: string, amount: number, reference = '') =>
      (await db().insert(planPayments).values({ account_id, plan_name, amount, reference, createdAt: new Date(at) }).returning({ id: planPayments.plan_payment_id }))[0].id;
    await pay(id, '2026-03-01T05:59:59.999Z', 'Pyme', 1200, 'antes');
    const start = await pay(id, '2026-03-01T06:00:00.000Z', 'Pyme, anual', 1234.5, '=HYPERLINK("http://x")');
    const middle = await pay(id, '2026-03-15T18:30:00.000Z', 'Emprendedor', 450, 'PAY-2026-000123');
    const end = await pay(id, '2026-04-01T05:59:59.999Z', 'Emprendedor', 0.1, ' con espacios ');
    await pay(id, '2026-04-01T06:00:00.000Z', 'Emprendedor', 450, 'después');
    await pay(other, '2026-03-10T12:00:00.000Z', 'Empresa', 4500, 'de otra cuenta');
    // Recorded later, paid earlier: creation order, not id order.
    const early = await pay(id, '2026-03-02T12:00:00.000Z', 'Empresa', 4500, '+52 55 1234');

    const answer = await summary(id, 'format=csv&init_date=2026-03-01&final_date=2026-03-31');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="pagos-cuenta-${id}-2026-03-01-2026-03-31.csv"`);
    expect(answer.body.startsWith(`\uFEFF${PLAN_PAYMENT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(answer.body.endsWith('\r\n')).toBe(true);
    expect(answer.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const [header, ...lines] = parseCsv(answer.body.slice(1));
    expect(header).toEqual([...PLAN_PAYMENT_CSV_COLUMNS]);
    expect(lines).toEqual([
      [String(start), name, 'Pyme, anual', '1234.50', `'=HYPERLINK("http://x")`, '2026-03-01 00:00'],
      [String(early), name, 'Empresa', '4500.00', "'+52 55 1234", '2026-03-02 06:00'],
      [String(middle), name, 'Emprendedor', '450.00', 'PAY-2026-000123', '2026-03-15 12:30'],
      [String(end), name, 'Emprendedor', '0.10', ' con espacios ', '2026-03-31 23:59'],
    ]);
    expect(answer.body).toContain(`,"Café ""La Esquina"", Centro `);

    // One day: both of its ends; an account without a time zone counts UTC days.
    expect(parseCsv(csvText(await summary(id, 'format=csv&init_date=2026-03-31&final_date=2026-03-31'))).slice(1).map((line) => line[0])).toEqual([String(end)]);
    const utc = await newAccount(null);
    const midnight = await pay(utc, '2026-03-01T00:00:00.000Z', 'Pyme', 1200);
    await pay(utc, '2026-02-28T23:59:59.999Z', 'Pyme', 1200);
    expect(parseCsv(csvText(await summary(utc, 'format=csv&init_date=2026-03-01&final_date=2026-03-01'))).slice(1)).toEqual([
      [String(midnight), expect.any(String), 'Pyme', '1200.00', '', '2026-03-01 00:00'],
    ]);
    // Nothing in the range: the header alone.
    expect(csvText(await summary(id, 'format=csv&init_date=2020-01-01&final_date=2020-12-31'))).toBe(`${PLAN_PAYMENT_CSV_COLUMNS.join(',')}\r\n`);
  });

  /** A CSV's text without its BOM. */
  function csvText(response: LightMyRequestResponse) {
    expect([response.statusCode, response.body.charAt(0)]).toEqual([200, '\uFEFF']);
    return response.body.slice(1);
  }

  it('refuses a start after the end, another format, a missing or invalid day, unknown parameters (400, naming the field); an unknown account 404', async () => {
    const cases: [string, string, string?][] = [
      ['format=csv&init_date=2026-03-02&final_date=2026-03-01', 'La fecha inicial debe ser anterior o igual a la final', 'init_date'],
      ['format=xlsx&init_date=2026-03-01&final_date=2026-03-01', 'El formato debe ser csv', 'format'],
      ['init_date=2026-03-01&final_date=2026-03-01', 'El formato debe ser csv', 'format'],
      ['format=csv&final_date=2026-03-01', 'Elige la fecha inicial', 'init_date'],
      ['format=csv&init_date=2026-03-01', 'Elige la fecha final', 'final_date'],
      ['format=csv&init_date=01/03/2026&final_date=2026-03-01', 'La fecha inicial debe ser una fecha AAAA-MM-DD', 'init_date'],
      ['format=csv&init_date=2026-03-01&final_date=2026-13-01', 'La fecha final no es una fecha válida', 'final_date'],
      ['format=csv&init_date=2026-03-01&final_date=2026-03-01&account_id=2', 'Campo no permitido: account_id'],
    ];
    for (const [query, text, field] of cases) expectRefused(await summary(FIRST, query), 400, text, field);
    // A day the calendar lacks is refused before the download starts.
    expect((await summary(FIRST, 'format=csv&init_date=2026-02-01&final_date=2026-02-30')).statusCode).toBe(400);
    expectRefused(await summary(999999, 'format=csv&init_date=2026-03-01&final_date=2026-03-01'), 404, 'La cuenta no existe');
  });

  it('streams 100,000 payments in bounded memory, every one once, in creation order', async () => {
    const id = await newAccount('UTC');
    const filled = performance.now();
    // A payment every 5 minutes from 2025-01-01 (about 347 days), references with commas and quotes now and then.
    await db().execute(sql`
      insert into ${planPayments} (account_id, plan_name, amount, reference, created_at)
      select ${id}, case when n % 3 = 0 then 'Pyme' else 'Emprendedor, mensual' end, 450 + n % 1000 + 0.25,
        case when n % 7 = 0 then 'PAY-2025-' || lpad(n::text, 6, '0') when n % 11 = 0 then 'nota "urgente", revisar' else '' end,
        timestamptz '2025-01-01 00:00:00+00' + (n * interval '5 minutes')
      from generate_series(1, 100000) n`);
    const fillMs = performance.now() - filled;

    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/account/${id}/plan_payment/download_summary?format=csv&init_date=2025-01-01&final_date=2025-12-31`, {
      headers: api.headers,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let chunks = 0;
    let bytes = 0;
    let tail = '';
    let previous = 0;
    let ordered = true;
    const ids = new Set<number>();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      bytes += value.byteLength;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      for (const line of parts) {
        lines += 1;
        if (lines === 1) continue;
        const paymentId = Number(line.slice(0, line.indexOf(',')));
        // Generated in creation order: ids grow with the dates.
        if (paymentId <= previous) ordered = false;
        previous = paymentId;
        ids.add(paymentId);
      }
      if (chunks % 25 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    const exportMs = performance.now() - started;
    expect(tail).toBe('');
    expect([lines - 1, ids.size, ordered]).toEqual([100_000, 100_000, true]);
    expect(bytes).toBeGreaterThan(5_000_000);
    // Many pieces, not one buffered body; what stays in memory is a batch or so, not the file.
    expect(chunks).toBeGreaterThan(100_000 / CSV_BATCH);
    expect(peak).toBeLessThan(8 * 1024 * 1024);
    console.info(`plan payments CSV: 100,000 rows, ${(bytes / 1e6).toFixed(1)} MB in ${chunks} chunks, ${exportMs.toFixed(0)} ms (fill ${fillMs.toFixed(0)} ms), heap peak +${(peak / 1e6).toFixed(1)} MB`);
  }, 120_000);
});

describe('web pay credentials', () => {
  const secrets = { password: 'clave-muy-secreta-1', key: '00112233445566778899AABBCCDDEEFF' };
  const fields = { company_id: 'SNBX', branch_id: '01SNBXBRNCH', user: 'SNBXUSR0123', data0: '9265655113', username: 'usuario.pruebas', merchant: 'Comercio de prueba' };
  /** Every raw answer of this block, to check that no secret was ever answered. */
  const answered: string[] = [];
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    answered.push(response.body);
    return response;
  };
  const stored = async (id: number) =>
    (await db().select({ password: webPayCredentials.password, key: webPayCredentials.key }).from(webPayCredentials).where(eq(webPayCredentials.web_paycredential_id, id)))[0];

  it("creates one in an account (every field but is_sandbox required), lists the account's; password and key write-only, blank keeps them", async () => {
    const id = await newAccount();
    for (const missing of [...Object.keys(fields), 'password', 'key', 'account_id']) {
      const body: Record<string, unknown> = { account_id: id, ...fields, ...secrets };
      delete body[missing];
      const response = await send('POST', '/api/web_pay_credential', body);
      expect([missing, response.statusCode, json(response).field]).toEqual([missing, 400, missing]);
    }
    const { response, rows } = await recorded(() => send('POST', '/api/web_pay_credential', { account_id: id, ...fields, ...secrets }));
    const created = expectOk(response, 201);
    expect(created).toMatchObject({ account_id: id, ...fields, is_sandbox: false });
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('key');
    expectAudit(rows, 'web_pay_credential', created.web_paycredential_id, 'create');
    expect(await stored(created.web_paycredential_id)).toEqual(secrets);

    const qa = expectOk(await send('POST', '/api/web_pay_credential', { account_id: id, ...fields, ...secrets, merchant: 'Comercio QA', is_sandbox: true }), 201);
    const listed = expectOk(await send('GET', `/api/account/${id}/web_pay_credentials`)) as { web_paycredential_id: number; is_sandbox: boolean }[];
    expect(listed.map((row) => [row.web_paycredential_id, row.is_sandbox])).toEqual([
      [qa.web_paycredential_id, true],
      [created.web_paycredential_id, false],
    ]);
    expect(expectOk(await send('GET', `/api/account/${id}/web_pay_credentials?merchant=QA`))).toHaveLength(1);
    expectRefused(await send('GET', '/api/account/999999/web_pay_credentials'), 404, 'La cuenta no existe');
    // Only the demo's of the first account there.
    expect((expectOk(await send('GET', `/api/account/${FIRST}/web_pay_credentials`)) as { account_id: number }[]).map((row) => row.account_id)).toEqual([FIRST, FIRST]);

    // Blank on edit: unchanged; a new one replaces it.
    const edited = await recorded(() => send('PATCH', `/api/web_pay_credential/${created.web_paycredential_id}`, { password: '', key: '   ', merchant: 'Comercio renombrado' }));
    expect(expectOk(edited.response)).toMatchObject({ merchant: 'Comercio renombrado' });
    expectAudit(edited.rows, 'web_pay_credential', created.web_paycredential_id, 'update');
    expect(await stored(created.web_paycredential_id)).toEqual(secrets);
    expectOk(await send('PATCH', `/api/web_pay_credential/${created.web_paycredential_id}`, { password: 'otra-clave-2', key: '' }));
    expect(await stored(created.web_paycredential_id)).toEqual({ ...secrets, password: 'otra-clave-2' });
    expectRefused(await send('PATCH', `/api/web_pay_credential/${created.web_paycredential_id}`, { account_id: FIRST }), 400, 'Campo no permitido: account_id');

    const removed = await recorded(() => send('DELETE', `/api/web_pay_credential/${qa.web_paycredential_id}`));
    expect(expectOk(removed.response)).toMatchObject({ web_paycredential_id: qa.web_paycredential_id, merchant: 'Comercio QA' });
    expectAudit(removed.rows, 'web_pay_credential', qa.web_paycredential_id, 'delete');
    expectOk(await send('GET', `/api/web_pay_credential/${created.web_paycredential_id}`));

    // Never answered, never in the audit trail.
    const trail = await db().select({ before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.resource, 'web_pay_credential'));
    expect(trail.length).toBeGreaterThanOrEqual(4);
    for (const text of [...answered, ...trail.map((row) => JSON.stringify(row))]) {
      for (const secret of [...Object.values(secrets), 'otra-clave-2']) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(password|key)":/);
    }
  });
});

describe('the status form', () => {
  it('changes the fields sent, stamps updated_at with the app clock, answers the status row, audited as status.update', async () => {
    const before = expectOk(await api.get(`/api/account/${FIRST}/status`));
    const [{ account_status_id }] = await db().select({ account_status_id: accountStatuses.account_status_id }).from(accountStatuses).where(eq(accountStatuses.account_id, FIRST));
    api.clock.advance(60_000);
    const { response, rows } = await recorded(() =>
      call('PATCH', `/api/account/${FIRST}/status`, { bot_enabled: false, max_free_shippings: 80, total_amount_shippings: 1234.56, free_shippings_end_date: '2027-01-31', kanguro_status: null }),
    );
    const row = expectOk(response);
    const stamp = api.clock.now().toISOString();
    expect(row).toEqual({
      ...before,
      account_id: FIRST,
      bot_enabled: false,
      max_free_shippings: 80,
      total_amount_shippings: 1234.56,
      free_shippings_end_date: '2027-01-31',
      kanguro_status: null,
      updated_at: stamp,
      updatedAt: stamp,
      _version: expect.any(String),
    });
    // GET answers the same row.
    expect(expectOk(await api.get(`/api/account/${FIRST}/status`))).toEqual(row);
    const audit = expectAudit(rows, 'account_status', account_status_id, 'status.update');
    expect([audit.before.bot_enabled, audit.after]).toEqual([before.bot_enabled, row]);
  });

  it('refuses read-only fields as unknown, invalid values naming the field, an empty body; 404 for an unknown account', async () => {
    const patch = (body: unknown, id = FIRST) => call('PATCH', `/api/account/${id}/status`, body);
    for (const field of ['account_status_id', 'account_id', 'free_shippings_count', 'shippings_count', 'updated_at', 'createdAt', 'updatedAt']) {
      expectRefused(await patch({ [field]: 1 }), 400, `Campo no permitido: ${field}`);
    }
    expectRefused(await patch({ max_free_shippings_amount: 10.555 }), 400, 'decimales', 'max_free_shippings_amount');
    expectRefused(await patch({ products_enabled: -1 }), 400, 'productos habilitados', 'products_enabled');
    expectRefused(await patch({}), 400, 'No hay campos para actualizar');
    expectRefused(await patch({ bot_enabled: true }, 999999), 404, 'La cuenta no existe');
    const { rows } = await recorded(() => patch({ payment_enabled: 'sí' }));
    expect(rows).toEqual([]);
  });
});

describe('the configuration form', () => {
  it("answers the account's configuration with its status's max_free_shippings_amount; 404 for an unknown account", async () => {
    const row = expectOk(await api.get(`/api/account/${FIRST}/configuration`));
    const [status] = await db().select({ amount: accountStatuses.max_free_shippings_amount }).from(accountStatuses).where(eq(accountStatuses.account_id, FIRST));
    expect(row).toMatchObject({ account_id: FIRST, country_code: 'MX', case_queue_type: 'per_agent', max_free_shippings_amount: status.amount });
    // The demo's next block is one of the account's own.
    const [block] = await db().select({ account_id: flows.account_id }).from(blocks).innerJoin(flows, eq(flows.flow_id, blocks.flow_id)).where(eq(blocks.block_id, row.close_case_next_block_id));
    expect(block.account_id).toBe(FIRST);
    expectRefused(await api.get('/api/account/999999/configuration'), 404, 'La cuenta no existe');
  });

  it('changes the fields sent and max_free_shippings_amount in the status, in one audited write', async () => {
    const id = await newAccount();
    const [ownBlock] = await db()
      .select({ id: blocks.block_id })
      .from(blocks)
      .innerJoin(flows, eq(flows.flow_id, blocks.flow_id))
      .where(eq(flows.account_id, FIRST))
      .limit(1);
    // A new account has its configuration (the trigger), with the defaults.
    const before = expectOk(await api.get(`/api/account/${id}/configuration`));
    expect(before).toMatchObject({ account_id: id, case_queue_type: 'on_demand', close_case_next_block_id: null, save_activity_logs: true, max_free_shippings_amount: 0 });
    // Its own flows: a flow of the new account with a block.
    const [flow] = await db().insert(flows).values({ account_id: id, name: 'Cierre de casos' }).returning({ id: flows.flow_id });
    const [block] = await db().insert(blocks).values({ flow_id: flow.id, name: 'Encuesta' }).returning({ id: blocks.block_id });

    api.clock.advance(60_000);
    const { response, rows } = await recorded(() =>
      call('PATCH', `/api/account/${id}/configuration`, { case_queue_type: 'per_agent', close_case_time: 48, close_case_next_block_id: block.id, country_code: 'PE', max_free_shippings_amount: 2500.5 }),
    );
    const row = expectOk(response);
    const stamp = api.clock.now().toISOString();
    expect(row).toEqual({ ...before, case_queue_type: 'per_agent', close_case_time: 48, close_case_next_block_id: block.id, country_code: 'PE', max_free_shippings_amount: 2500.5, updatedAt: stamp, _version: expect.any(String) });
    const [status] = await db().select().from(accountStatuses).where(eq(accountStatuses.account_id, id));
    expect(status.max_free_shippings_amount).toBe(2500.5);
    // The status row's own stamp moved, not its 'last status change'.
    expect([status.updatedAt.toISOString(), status.updated_at]).toEqual([stamp, null]);
    expect(expectOk(await api.get(`/api/account/${id}/status`)).max_free_shippings_amount).toBe(2500.5);
    const audit = expectAudit(rows, 'account_configuration', row.account_configuration_id, 'configuration.update');
    expect([audit.before, audit.after]).toEqual([before, row]);

    // The amount alone; the block cleared.
    expect(expectOk(await call('PATCH', `/api/account/${id}/configuration`, { max_free_shippings_amount: 0, close_case_next_block_id: null }))).toMatchObject({ max_free_shippings_amount: 0, close_case_next_block_id: null, case_queue_type: 'per_agent' });

    // A block of another account's bot is refused, and nothing changes.
    const refused = await recorded(() => call('PATCH', `/api/account/${id}/configuration`, { close_case_next_block_id: ownBlock.id, max_free_shippings_amount: 99 }));
    expectRefused(refused.response, 400, 'El bloque no es de un flujo de la cuenta', 'close_case_next_block_id');
    expect(refused.rows).toEqual([]);
    expectRefused(await call('PATCH', `/api/account/${id}/configuration`, { close_case_next_block_id: 2_000_000_000 }), 400, 'El bloque no es de un flujo de la cuenta', 'close_case_next_block_id');
    const [config] = await db().select().from(accountConfigurations).where(eq(accountConfigurations.account_id, id));
    const [after] = await db().select({ amount: accountStatuses.max_free_shippings_amount }).from(accountStatuses).where(eq(accountStatuses.account_id, id));
    expect([config.close_case_next_block_id, after.amount]).toEqual([null, 0]);
  });

  it('refuses read-only fields as unknown, invalid values naming the field, an empty body; 404 for an unknown account', async () => {
    const patch = (body: unknown, id = FIRST) => call('PATCH', `/api/account/${id}/configuration`, body);
    for (const field of ['account_configuration_id', 'account_id', 'createdAt', 'updatedAt']) expectRefused(await patch({ [field]: 1 }), 400, `Campo no permitido: ${field}`);
    expectRefused(await patch({ country_code: 'mx' }), 400, 'El código de país son 2 letras mayúsculas', 'country_code');
    expectRefused(await patch({ case_queue_type: 'fifo' }), 400, '', 'case_queue_type');
    expectRefused(await patch({ image_aspect_ratio: 'vertical' }), 400, '', 'image_aspect_ratio');
    expectRefused(await patch({ max_free_shippings_amount: -1 }), 400, '', 'max_free_shippings_amount');
    expectRefused(await patch({ close_case_time: 1.5 }), 400, '', 'close_case_time');
    expectRefused(await patch({}), 400, 'No hay campos para actualizar');
    expectRefused(await patch({ country_code: 'CO' }, 999999), 404, 'La cuenta no existe');
  });
});
