/**
 * Partners (issue 12, 29): approval by state (RULINGS), the last dispersal, what is linked to a partner
 * (organizations only without a partner, packages, certifications), write-only payment credentials, the invoices'
 * commission to the cent (the spec's level and commission checked), what is deleted, active accounts (billed days,
 * extra days 0–1000, plan snapshot, an account's, totals) and the CSV summary — its content and, over 100,000 rows,
 * that it streams in bounded memory.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { accounts, activeAccounts, bpaymentCredentials, certifications, invoices, organizations, packages, partners, plans } from '../src/db/schema';
import { CSV_BATCH, csvCell } from '../src/routes/partner-billing';
import { demoApi, json, parseCsv } from './helpers';

const api = demoApi();
const { get, call: send } = api;
const db = () => api.db();
let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;

/** A new partner (pre_register, level 1 unless said otherwise). */
async function newPartner(level?: number) {
  const created = json(await send('POST', '/api/partner', { business_name: unique('Partner de prueba'), service_id: 1 })).resource;
  if (level !== undefined) expect((await send('PATCH', `/api/partner/${created.partner_id}`, { level })).statusCode).toBe(200);
  return created.partner_id as number;
}
/** A new account in a new organization without partner. */
async function newAccount(name = unique('Cuenta')) {
  const organization = json(await send('POST', '/api/organization', { name: unique('Organización') })).resource;
  const account = json(await send('POST', '/api/account', { name, organization_id: organization.organization_id })).resource;
  return { account_id: account.account_id as number, organization_id: organization.organization_id as number };
}
const statusOf = async (id: number) => (await db().select({ status: partners.status }).from(partners).where(eq(partners.partner_id, id)))[0].status;

describe('approval (spec 1 §4, RULINGS 2)', () => {
  const approve = (body: unknown) => send('POST', '/api/partner/konverza/approvePartner', body);
  const reject = (body: unknown) => send('POST', '/api/partner/konverza/rejectPartner', body);

  it('state 1 approves, any other integer rejects, whichever path; then neither is offered again', async () => {
    const first = await newPartner();
    const approved = await approve({ partner_id: first, state: 1 });
    expect([approved.statusCode, json(approved).resource.status]).toEqual([200, 'approved']);
    const again = await reject({ partner_id: first, state: 0 });
    expect([again.statusCode, json(again).error]).toEqual([409, 'El partner ya fue aprobado o rechazado']);
    expect(await statusOf(first)).toBe('approved');

    // The state decides, not the path.
    const second = await newPartner();
    expect(json(await approve({ partner_id: second, state: 2 })).resource.status).toBe('rejected');
    const third = await newPartner();
    expect(json(await reject({ partner_id: third, state: 1 })).resource.status).toBe('approved');
  });

  it("an undefined state answers 'Actualización a estado no válido fallida' and changes nothing", async () => {
    const id = await newPartner();
    for (const body of [{ partner_id: id }, { partner_id: id, state: null }, { partner_id: id, state: 'uno' }, { partner_id: id, state: 1.5 }]) {
      const answer = await approve(body);
      expect([JSON.stringify(body), answer.statusCode, json(answer)]).toEqual([
        JSON.stringify(body),
        400,
        { success: false, resource: null, error: 'Actualización a estado no válido fallida', field: 'state' },
      ]);
    }
    expect(await statusOf(id)).toBe('pre_register');
    await api.expectRefusals([
      ['POST', '/api/partner/konverza/approvePartner', { partner_id: 2_000_000_000, state: 1 }, 404, 'El partner no existe'],
      ['POST', '/api/partner/konverza/approvePartner', { partner_id: id, state: 1, extra: true }, 400, 'Campo no permitido: extra'],
      ['POST', '/api/partner/otramarca/approvePartner', { partner_id: id, state: 1 }, 404, 'no existe'],
    ]);
  });
});

describe('the last dispersal (spec 1 §3)', () => {
  it('is answered as stored, null until there is one, never written by a client; the demo’s approved partners have one', async () => {
    const id = await newPartner();
    expect(json(await get(`/api/partner/${id}`)).resource.last_dispersal).toBeNull();
    const when = new Date('2026-03-05T14:30:00.000Z');
    await db().update(partners).set({ last_dispersal: when }).where(eq(partners.partner_id, id));
    expect(json(await get(`/api/partner/${id}`)).resource.last_dispersal).toBe(when.toISOString());
    const listed = json(await get('/api/partner?sort=partner_id&limit=2500')).resource as { partner_id: number; status: string; last_dispersal: string | null }[];
    expect(listed.find((row) => row.partner_id === id)?.last_dispersal).toBe(when.toISOString());
    // The demo's partners are the first eight.
    const approved = listed.slice(0, 8).filter((row) => row.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.map((row) => row.last_dispersal)).toEqual(approved.map(() => expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)));
    await api.expectRefusals([['PATCH', `/api/partner/${id}`, { last_dispersal: when.toISOString() }, 400, 'Campo no permitido: last_dispersal']]);
  });
});

describe('organizations of a partner (only one without a partner)', () => {
  it('sets a partner on an organization that has none, refuses one that has, clears it', async () => {
    const [a, b] = [await newPartner(), await newPartner()];
    const { organization_id } = await newAccount();
    const free = json(await get(`/api/organization?without_partner=true&limit=2500`)).resource as { organization_id: number; partner_id: null }[];
    expect(free.map((o) => o.organization_id)).toContain(organization_id);
    expect(free.every((o) => o.partner_id === null)).toBe(true);

    expect((await send('PATCH', `/api/organization/${organization_id}`, { partner_id: a })).statusCode).toBe(200);
    expect(json(await get(`/api/partner/${a}/organizations`)).resource.map((o: { organization_id: number }) => o.organization_id)).toEqual([organization_id]);
    const listed = json(await get(`/api/organization?without_partner=true&limit=2500`)).resource as { organization_id: number }[];
    expect(listed.map((o) => o.organization_id)).not.toContain(organization_id);

    await api.expectRefusals([
      ['PATCH', `/api/organization/${organization_id}`, { partner_id: a }, 409, 'La organización ya se encuentra asociada'],
      ['PATCH', `/api/organization/${organization_id}`, { partner_id: b }, 409, 'La organización ya pertenece a otro partner'],
      ['GET', '/api/partner/2000000000/organizations', undefined, 404, 'El partner no existe'],
    ]);
    expect((await send('PATCH', `/api/organization/${organization_id}`, { partner_id: null })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/organization/${organization_id}`, { partner_id: b })).statusCode).toBe(200);
  });
});

describe('packages of a partner', () => {
  it("adds one, refuses it twice ('El paquete ya se encuentra asociado'), lists and removes it", async () => {
    const id = await newPartner();
    const [pkg] = await db().select({ package_id: packages.package_id, name: packages.name }).from(packages).limit(1);
    const added = await send('POST', `/api/partner/${id}/package/${pkg.package_id}`);
    expect(added.statusCode).toBe(200);
    expect(json(added).resource.Packages).toEqual([expect.objectContaining({ package_id: pkg.package_id, name: pkg.name })]);
    expect(json(await get(`/api/partner/${id}/packages`)).resource.map((p: { package_id: number }) => p.package_id)).toEqual([pkg.package_id]);
    await api.expectRefusals([
      ['POST', `/api/partner/${id}/package/${pkg.package_id}`, undefined, 409, 'El paquete ya se encuentra asociado'],
      // An unknown record named by the path is a 404, as every link says it (README, "Links").
      ['POST', `/api/partner/${id}/package/2000000000`, undefined, 404, 'El paquete no existe'],
      ['POST', `/api/partner/2000000000/package/${pkg.package_id}`, undefined, 404, 'El partner no existe'],
    ]);
    expect((await send('DELETE', `/api/partner/${id}/package/${pkg.package_id}`)).statusCode).toBe(200);
    await api.expectRefusals([['DELETE', `/api/partner/${id}/package/${pkg.package_id}`, undefined, 404, 'El paquete no está asociado al partner']]);
    expect(json(await get(`/api/partner/${id}/packages`)).resource).toEqual([]);
  });
});

describe('certifications of a partner', () => {
  it('assigns one as available, edits status, score (cents) and attempts, and lists it among the certified partners', async () => {
    const id = await newPartner();
    const [certification] = await db().select().from(certifications).limit(1);
    // The spec's call sends the status it starts in: no other.
    for (const status of ['certified', 'Disponible', null]) {
      const refused = await send('POST', `/api/partner/${id}/assign_certification`, { certification_id: certification.certification_id, status });
      expect([status, refused.statusCode, json(refused)]).toEqual([
        status,
        400,
        { success: false, resource: null, error: 'El estado de una certificación asignada debe ser available (Disponible) (campo status)', field: 'status' },
      ]);
    }
    const assigned = await send('POST', `/api/partner/${id}/assign_certification`, { certification_id: certification.certification_id, status: 'available' });
    expect(assigned.statusCode).toBe(201);
    const link = json(assigned).resource;
    expect(link).toEqual({
      partner_certification_id: expect.any(Number),
      certification_id: certification.certification_id,
      Certification: { name: certification.name, title: certification.title },
      status: 'available',
      score: 0,
      attempts: 0,
      last_attempt_date: null,
      _version: expect.any(String),
    });
    const base = { partner_certification_id: link.partner_certification_id };
    await api.expectRefusals([
      ['POST', `/api/partner/${id}/assign_certification`, { certification_id: certification.certification_id }, 409, 'La certificación ya se encuentra asociada'],
      ['POST', `/api/partner/${id}/assign_certification`, { certification_id: 2_000_000_000 }, 400, 'La certificación no existe'],
      ['PATCH', `/api/partner/${id}/update_certification`, { ...base, score: -1 }, 400, 'El puntaje no puede ser menor que 0'],
      ['PATCH', `/api/partner/${id}/update_certification`, { ...base, score: 80.125 }, 400, 'El puntaje admite hasta 2 decimales'],
      ['PATCH', `/api/partner/${id}/update_certification`, { ...base, attempts: 1.5 }, 400, 'Los intentos deben ser un número entero'],
      ['PATCH', `/api/partner/${id}/update_certification`, { ...base, attempts: -1 }, 400, 'Los intentos no pueden ser menores que 0'],
      ['PATCH', `/api/partner/${id}/update_certification`, { ...base, status: 'aprobado' }, 400, 'campo status'],
      ['PATCH', `/api/partner/${id}/update_certification`, base, 400, 'No hay campos para actualizar'],
    ]);

    expect(json(await get(`/api/certified_partners?name=${encodeURIComponent(String(id))}&limit=2500`)).resource).toEqual([]);
    api.clock.advance(60_000);
    const updated = await send('PATCH', `/api/partner/${id}/update_certification`, { ...base, status: 'certified', score: 87.55, attempts: 2 });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).resource).toMatchObject({ status: 'certified', score: 87.55, attempts: 2, last_attempt_date: api.clock.now().toISOString() });

    const certified = (json(await get('/api/certified_partners?limit=2500')).resource as { partner_id: number }[]).find((row) => row.partner_id === id);
    expect(certified).toMatchObject({
      certifications: 1,
      level: 1,
      Certifications: [
        { certification_id: certification.certification_id, title: certification.title, Partner_Certification: { last_attempt_date: api.clock.now().toISOString() } },
      ],
      Organizations: [],
    });

    expect((await send('DELETE', `/api/partner/${id}/remove_certification/${link.partner_certification_id}`)).statusCode).toBe(200);
    await api.expectRefusals([['DELETE', `/api/partner/${id}/remove_certification/${link.partner_certification_id}`, undefined, 404, 'La certificación no está asignada al partner']]);
    expect((json(await get('/api/certified_partners?limit=2500')).resource as { partner_id: number }[]).map((row) => row.partner_id)).not.toContain(id);
  });
});

describe('payment credentials', () => {
  it('stores password and token, never answers them, and a blank one on edit keeps the stored one', async () => {
    const partner_id = await newPartner();
    const created = await send('POST', '/api/bpayment_credential', { partner_id, username: 'botlers_pagos', password: ' clave-secreta ', token: 'tok_123', });
    expect(created.statusCode).toBe(201);
    const id = json(created).resource.bpayment_credential_id;
    const stored = async () => (await db().select({ password: bpaymentCredentials.password, token: bpaymentCredentials.token }).from(bpaymentCredentials).where(eq(bpaymentCredentials.bpayment_credential_id, id)))[0];
    expect(await stored()).toEqual({ password: 'clave-secreta', token: 'tok_123' });
    expect((await send('PATCH', `/api/bpayment_credential/${id}`, { username: 'botlers_cobros', password: '', token: '  ' })).statusCode).toBe(200);
    expect(await stored()).toEqual({ password: 'clave-secreta', token: 'tok_123' });
    expect((await send('PATCH', `/api/bpayment_credential/${id}`, { password: 'otra-clave' })).statusCode).toBe(200);
    expect(await stored()).toEqual({ password: 'otra-clave', token: 'tok_123' });

    const list = json(await get(`/api/bpayment_credential?partner_id=${partner_id}`)).resource as Record<string, unknown>[];
    expect(list.map((row) => row.username)).toEqual(['botlers_cobros']);
    for (const row of [json(created).resource, json(await get(`/api/bpayment_credential/${id}`)).resource, ...list]) {
      expect(JSON.stringify(row)).not.toMatch(/clave|tok_|password|token/);
    }
    await api.expectRefusals([
      ['POST', '/api/bpayment_credential', { partner_id, username: 'sin_clave' }, 400, 'campo password'],
      ['POST', '/api/bpayment_credential', { partner_id, username: '', password: 'x' }, 400, 'Introduce el usuario'],
    ]);
  });
});

describe('invoices: the commission is the server’s, to the cent', () => {
  // [level, total_paid, commission]: rate 10 / 15 / 20 / 25 %, round half away from zero in numeric.
  const cases: [number, number, number][] = [
    [1, 1234.57, 123.46], // 123.457
    [2, 33.33, 5], // 4.9995
    [2, 0.1 + 0.2, 0.05], // 0.30000000000000004 is 0.30: 0.045 → 0.05
    [3, 19.99, 4], // 3.998
    [4, 99_999_999.99, 25_000_000], // 24,999,999.9975
    [4, 0.01, 0], // 0.0025
  ];

  it.each(cases)('level %i: %d paid → %d of commission, with the level kept', async (level, total, commission) => {
    const partner_id = await newPartner(level);
    const { account_id } = await newAccount();
    const created = await send('POST', '/api/invoice', { partner_id, account_id, total_paid: total });
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ partner_id, account_id, total_paid: Number(total.toFixed(2)), partner_commision: commission, level_on_payment: level });
  });

  it('keeps the level it was paid at: a later level change does not move it; a corrected total is recomputed at it', async () => {
    const partner_id = await newPartner(2);
    const { account_id } = await newAccount();
    const invoice = json(await send('POST', '/api/invoice', { partner_id, account_id, total_paid: 1000 })).resource;
    expect([invoice.partner_commision, invoice.level_on_payment]).toEqual([150, 2]);
    await send('PATCH', `/api/partner/${partner_id}`, { level: 4 });
    expect(json(await get(`/api/invoice/${invoice.invoice_id}`)).resource).toMatchObject({ partner_commision: 150, level_on_payment: 2 });
    const corrected = json(await send('PATCH', `/api/invoice/${invoice.invoice_id}`, { total_paid: 999.99 })).resource;
    expect(corrected).toMatchObject({ total_paid: 999.99, partner_commision: 150, level_on_payment: 2 }); // 149.9985
    const next = json(await send('POST', '/api/invoice', { partner_id, account_id, total_paid: 1000 })).resource;
    expect([next.partner_commision, next.level_on_payment]).toEqual([250, 4]);
    const listed = json(await get(`/api/partner/${partner_id}/invoices`)).resource as { invoice_id: number }[];
    expect(listed.map((row) => row.invoice_id)).toEqual([next.invoice_id, invoice.invoice_id]);
  });

  it('needs an account and a total above 0 with at most two decimals', async () => {
    const partner_id = await newPartner();
    const { account_id } = await newAccount();
    await api.expectRefusals([
      ['POST', '/api/invoice', { partner_id, account_id, total_paid: 0 }, 400, 'El total pagado debe ser mayor que 0'],
      ['POST', '/api/invoice', { partner_id, account_id, total_paid: -5 }, 400, 'campo total_paid'],
      ['POST', '/api/invoice', { partner_id, account_id, total_paid: 10.005 }, 400, 'El total pagado admite hasta 2 decimales'],
      ['POST', '/api/invoice', { partner_id, total_paid: 10 }, 400, 'campo account_id'],
      ['POST', '/api/invoice', { partner_id, account_id: 2_000_000_000, total_paid: 10 }, 400, 'La cuenta no existe'],
      ['POST', '/api/invoice', { partner_id: 2_000_000_000, account_id, total_paid: 10 }, 400, 'El partner no existe'],
    ]);
  });

  it('takes the level and commission the spec’s create sends only when they are the server’s; never a change of them', async () => {
    const partner_id = await newPartner(3);
    const { account_id } = await newAccount();
    // Level 3 (20 %) of 19.99 is 3.998: 4.00.
    const body = { partner_id, account_id, total_paid: 19.99 };
    const stored = () => db().select({ partner_commision: invoices.partner_commision, level_on_payment: invoices.level_on_payment }).from(invoices).where(eq(invoices.partner_id, partner_id));
    const refusals: [Record<string, number>, string, string][] = [
      [{ level_on_payment: 2, partner_commision: 3 }, 'level_on_payment', 'El nivel al pagar debe ser 3, el del partner (campo level_on_payment)'],
      [{ level_on_payment: 3, partner_commision: 3.99 }, 'partner_commision', 'La comisión del partner debe ser 4.00, la que da el nivel del partner (campo partner_commision)'],
      [{ partner_commision: 0.4 }, 'partner_commision', 'La comisión del partner debe ser 4.00'],
      [{ level_on_payment: 5 }, 'level_on_payment', 'El nivel al pagar no puede ser mayor que 4 (campo level_on_payment)'],
      [{ partner_commision: 4.001 }, 'partner_commision', 'La comisión del partner admite hasta 2 decimales (campo partner_commision)'],
    ];
    for (const [given, field, error] of refusals) {
      const answer = await send('POST', '/api/invoice', { ...body, ...given });
      expect([given, answer.statusCode, json(answer).field, json(answer).error]).toEqual([given, 400, field, expect.stringContaining(error)]);
    }
    expect(await stored()).toEqual([]);

    for (const given of [{ level_on_payment: 3, partner_commision: 4 }, { partner_commision: 4.0 }, { level_on_payment: 3 }]) {
      const created = await send('POST', '/api/invoice', { ...body, ...given });
      expect([given, created.statusCode, json(created).resource]).toEqual([given, 201, expect.objectContaining({ total_paid: 19.99, partner_commision: 4, level_on_payment: 3 })]);
    }
    expect(await stored()).toEqual(Array(3).fill({ partner_commision: 4, level_on_payment: 3 }));
    const [{ invoice_id }] = json(await get(`/api/partner/${partner_id}/invoices`)).resource;
    await api.expectRefusals([
      ['PATCH', `/api/invoice/${invoice_id}`, { partner_commision: 4 }, 400, 'Campo no permitido: partner_commision'],
      ['PATCH', `/api/invoice/${invoice_id}`, { level_on_payment: 3 }, 400, 'Campo no permitido: level_on_payment'],
    ]);
  });
});

describe('what is deleted (api/README.md "Partners")', () => {
  it('a partner never is; an invoice is, by DELETE invoice/{id}, and the audit trail keeps it as it was', async () => {
    const partner_id = await newPartner(2);
    await api.expectRefusals([['DELETE', `/api/partner/${partner_id}`, undefined, 405, 'no admite el método DELETE']]);
    expect(await statusOf(partner_id)).toBe('pre_register');

    const { account_id } = await newAccount();
    const invoice = json(await send('POST', '/api/invoice', { partner_id, account_id, total_paid: 1000 })).resource;
    expect((await send('DELETE', `/api/invoice/${invoice.invoice_id}`)).statusCode).toBe(200);
    expect(await db().select().from(invoices).where(eq(invoices.invoice_id, invoice.invoice_id))).toEqual([]);
    const [entry] = json(await get(`/api/audit?resource=invoice&resource_id=${invoice.invoice_id}`)).resource;
    expect(entry).toMatchObject({ action: 'delete', before: { total_paid: 1000, partner_commision: 150, level_on_payment: 2 }, after: null });
  });
});

describe('active accounts', () => {
  const today = () => api.clock.now().toISOString().slice(0, 10);
  const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  let plan: { plan_id: number; name: string; price: number; max_users: number; active_days: number };
  let other: typeof plan;
  beforeAll(async () => {
    const all = await db().select().from(plans).where(eq(plans.enabled, true)).orderBy(plans.plan_id);
    [plan, other] = [all.find((p) => p.active_days === 30)!, all.find((p) => p.active_days === 365)!];
  });

  it('is created with its plan copied: billed days, expiry, paid; one live row per account and partner', async () => {
    const partner_id = await newPartner();
    const { account_id } = await newAccount(unique('Tienda Sol'));
    const body = { partner_id, account_id, business_name: 'Tienda Sol S.A.', plan_id: plan.plan_id };
    const created = await send('POST', '/api/active_account', body);
    expect(created.statusCode).toBe(201);
    const row = json(created).resource;
    expect(row).toMatchObject({
      ...body,
      plan_name: plan.name,
      max_users: plan.max_users,
      plan_price: plan.price,
      active_users: 0,
      extra_days: 0,
      billed_days: plan.active_days,
      start_date: today(),
      expire_date: addDays(today(), plan.active_days),
      paid_for_plan: plan.price,
      deletedAt: null,
      Partner: { partner_id, business_name: expect.any(String) },
    });
    await api.expectRefusals([
      ['POST', '/api/active_account', body, 409, 'La cuenta ya se encuentra activa'],
      ['POST', '/api/active_account', { ...body, plan_id: 2_000_000_000 }, 400, 'El plan no existe'],
      ['POST', '/api/active_account', { ...body, business_name: ' ' }, 400, 'campo business_name'],
    ]);
    // A deleted one does not count.
    expect((await send('DELETE', `/api/active_account/${row.active_account_id}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/active_account', body)).statusCode).toBe(201);
  });

  it("takes the spec's payload too: the plan by its name, the account's name and the plan's users from the database", async () => {
    const partner_id = await newPartner();
    const { account_id } = await newAccount(unique('Spec'));
    const spec = { partner_id, account_id, business_name: 'Spec S.A.', account_name: 'otro nombre', max_users: 1, plan_name: plan.name.toUpperCase() };
    const created = await send('POST', '/api/active_account', spec);
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ plan_id: plan.plan_id, plan_name: plan.name, max_users: plan.max_users });
    const [twin] = await db().insert(plans).values({ name: plan.name, price: 1, max_users: 1, active_days: 5, enabled: true }).returning();
    await api.expectRefusals([
      ['POST', '/api/active_account', { ...spec, account_id: (await newAccount()).account_id }, 400, 'Hay varios planes con ese nombre'],
      ['POST', '/api/active_account', { ...spec, plan_name: 'No existe' }, 400, 'El plan no existe'],
    ]);
    await db().delete(plans).where(eq(plans.plan_id, twin.plan_id));
  });

  it('adds 0 to 1000 extra days per call under its account: they are billed at the plan’s daily price', async () => {
    const partner_id = await newPartner();
    const { account_id } = await newAccount();
    const row = json(await send('POST', '/api/active_account', { partner_id, account_id, business_name: 'Días S.A.', plan_id: plan.plan_id })).resource;
    const add = (extra_days: unknown, account = account_id) => send('POST', `/api/account/${account}/extra_days`, { active_account_id: row.active_account_id, extra_days });
    const first = await add(15);
    expect([first.statusCode, json(first).resource]).toEqual([
      200,
      { active_account_id: row.active_account_id, extra_days: 15, billed_days: plan.active_days + 15, expire_date: addDays(row.start_date, plan.active_days + 15) },
    ]);
    expect(json(await add(0)).resource.billed_days).toBe(plan.active_days + 15);
    expect(json(await add(1000)).resource.billed_days).toBe(plan.active_days + 1015);
    const after = json(await get(`/api/active_account/by_id/${row.active_account_id}`)).resource;
    // price × billed / plan days, to the cent.
    const expected = Math.round((plan.price * (plan.active_days + 1015) * 100) / plan.active_days) / 100;
    expect(after).toMatchObject({ extra_days: 1015, billed_days: plan.active_days + 1015, paid_for_plan: expected });

    const other_account = (await newAccount()).account_id;
    await api.expectRefusals([
      ['POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id, extra_days: 1001 }, 400, 'Los días extra no pueden ser mayores que 1000'],
      ['POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id, extra_days: -1 }, 400, 'Los días extra no pueden ser menores que 0'],
      ['POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id, extra_days: 2.5 }, 400, 'Los días extra deben ser un número entero'],
      ['POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id }, 400, 'campo extra_days'],
      ['POST', `/api/account/${other_account}/extra_days`, { active_account_id: row.active_account_id, extra_days: 1 }, 404, 'La cuenta activa no es de esa cuenta'],
    ]);
    await send('DELETE', `/api/active_account/${row.active_account_id}`);
    await api.expectRefusals([['POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id, extra_days: 1 }, 409, 'La cuenta activa está eliminada']]);
  });

  it('another plan is copied in (the start date and extra days stay); a deleted row is not edited', async () => {
    const partner_id = await newPartner();
    const { account_id } = await newAccount();
    const row = json(await send('POST', '/api/active_account', { partner_id, account_id, business_name: 'Plan S.A.', plan_id: plan.plan_id })).resource;
    await send('POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id, extra_days: 10 });
    const moved = json(await send('PATCH', `/api/active_account/${row.active_account_id}`, { plan_id: other.plan_id })).resource;
    expect(moved).toMatchObject({
      plan_id: other.plan_id,
      plan_name: other.name,
      max_users: other.max_users,
      extra_days: 10,
      billed_days: other.active_days + 10,
      start_date: row.start_date,
      expire_date: addDays(row.start_date, other.active_days + 10),
    });
    // The catalogue's later price does not re-bill it.
    await db().update(plans).set({ price: other.price + 1000 }).where(eq(plans.plan_id, other.plan_id));
    expect(json(await get(`/api/active_account/by_id/${row.active_account_id}`)).resource.plan_price).toBe(other.price);
    await db().update(plans).set({ price: other.price }).where(eq(plans.plan_id, other.plan_id));

    await send('DELETE', `/api/active_account/${row.active_account_id}`);
    await api.expectRefusals([['PATCH', `/api/active_account/${row.active_account_id}`, { business_name: 'Otra' }, 404, 'La cuenta activa no existe']]);
  });

  it('lists by partner and account name; deleted rows only with include_deleted=true', async () => {
    const partner_id = await newPartner();
    const name = unique('Zapatería Luna');
    const [live, gone] = [await newAccount(name), await newAccount(unique('Zapatería Sol'))];
    const a = json(await send('POST', '/api/active_account', { partner_id, account_id: live.account_id, business_name: 'Luna', plan_id: plan.plan_id })).resource;
    const b = json(await send('POST', '/api/active_account', { partner_id, account_id: gone.account_id, business_name: 'Sol', plan_id: plan.plan_id })).resource;
    await send('DELETE', `/api/active_account/${b.active_account_id}`);
    const ids = async (query: string) => (json(await get(`/api/active_account?${query}`)).resource as { active_account_id: number }[]).map((r) => r.active_account_id);
    expect(await ids(`partner_id=${partner_id}`)).toEqual([a.active_account_id]);
    expect(await ids(`partner_id=${partner_id}&include_deleted=true`)).toEqual([b.active_account_id, a.active_account_id]);
    expect(await ids(`name=${encodeURIComponent(name.slice(2).toUpperCase())}`)).toEqual([a.active_account_id]);
  });

  it('GET active_account/{account_id} lists the account’s (one per partner); one row is read by its id at by_id/{id}', async () => {
    const { account_id } = await newAccount();
    const [first, second] = [await newPartner(), await newPartner()];
    const create = (partner_id: number, account: number, business_name: string) =>
      send('POST', '/api/active_account', { partner_id, account_id: account, business_name, plan_id: plan.plan_id }).then((answer) => json(answer).resource);
    const a = await create(first, account_id, 'Uno');
    const b = await create(second, account_id, 'Dos');
    await create(first, (await newAccount()).account_id, 'De otra cuenta');
    const ofAccount = async (query = '') => {
      const answer = json(await get(`/api/active_account/${account_id}${query}`));
      expect(answer.pagination).toMatchObject({ page: 1, hasNextPage: false });
      return (answer.resource as { active_account_id: number }[]).map((row) => row.active_account_id);
    };
    expect(await ofAccount()).toEqual([b.active_account_id, a.active_account_id]);
    await send('DELETE', `/api/active_account/${a.active_account_id}`);
    expect(await ofAccount()).toEqual([b.active_account_id]);
    expect(await ofAccount('?include_deleted=true')).toEqual([b.active_account_id, a.active_account_id]);
    expect(await ofAccount(`?partner_id=${first}&include_deleted=true`)).toEqual([a.active_account_id]);

    expect(json(await get(`/api/active_account/by_id/${b.active_account_id}`)).resource).toEqual(b);
    const { account_id: without } = await newAccount();
    expect(json(await get(`/api/active_account/${without}`)).resource).toEqual([]);
    await api.expectRefusals([
      ['GET', '/api/active_account/2000000000', undefined, 404, 'La cuenta no existe'],
      ['GET', '/api/active_account/by_id/2000000000', undefined, 404, 'La cuenta activa no existe'],
      ['GET', `/api/active_account/${account_id}?zzz=1`, undefined, 400, 'Campo no permitido: zzz'],
    ]);
  });

  it('totals: active users, max users and paid for plan of the live rows, by partner, plan and accounts', async () => {
    const partner_id = await newPartner();
    const rows = [];
    for (const [business_name, chosen, users] of [['Uno', plan, 7], ['Dos', plan, 11], ['Tres', other, 40], ['Borrada', plan, 99]] as const) {
      const { account_id } = await newAccount();
      const row = json(await send('POST', '/api/active_account', { partner_id, account_id, business_name, plan_id: chosen.plan_id })).resource;
      await db().update(activeAccounts).set({ active_users: users }).where(eq(activeAccounts.active_account_id, row.active_account_id));
      rows.push(row);
    }
    await send('POST', `/api/account/${rows[1].account_id}/extra_days`, { active_account_id: rows[1].active_account_id, extra_days: 7 });
    await send('DELETE', `/api/active_account/${rows[3].active_account_id}`);
    const totals = async (query: string) => json(await get(`/api/active_account/totals?partner_id=${partner_id}${query}`)).resource;
    const cents = (n: number) => Math.round(n * 100) / 100;
    const second = cents((plan.price * (plan.active_days + 7)) / plan.active_days);
    expect(await totals('')).toEqual({ accounts: 3, active_users: 58, max_users: plan.max_users * 2 + other.max_users, paid_for_plan: cents(plan.price + second + other.price) });
    expect(await totals(`&plan_name=${encodeURIComponent(plan.name)}`)).toEqual({ accounts: 2, active_users: 18, max_users: plan.max_users * 2, paid_for_plan: cents(plan.price + second) });
    expect(await totals(`&account_ids=${encodeURIComponent(JSON.stringify([rows[0].account_id, rows[2].account_id]))}`)).toEqual({
      accounts: 2,
      active_users: 47,
      max_users: plan.max_users + other.max_users,
      paid_for_plan: cents(plan.price + other.price),
    });
    await api.expectRefusals([['GET', '/api/active_account/totals?account_ids=[1,"x"]', undefined, 400, 'account_ids debe ser una lista JSON de identificadores']]);
  });
});

describe('the CSV summary', () => {
  it('quotes what needs it and neutralises formulas', () => {
    expect(csvCell('Tienda "El Sol", S.A.', { text: true })).toBe('"Tienda ""El Sol"", S.A."');
    expect(csvCell('=HYPERLINK("x")', { text: true })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('línea\nnueva', { text: true })).toBe('"línea\nnueva"');
    expect(csvCell(null)).toBe('');
  });

  it('exports the filtered list: BOM, header, one line per row with the figures of the list', async () => {
    const partner_id = await newPartner();
    const { account_id } = await newAccount('Café "La Esquina", Centro');
    const row = json(await send('POST', '/api/active_account', { partner_id, account_id, business_name: '=Café S.A.', plan_id: (await db().select().from(plans).limit(1))[0].plan_id })).resource;
    await send('POST', `/api/account/${account_id}/extra_days`, { active_account_id: row.active_account_id, extra_days: 3 });
    const answer = await get(`/api/active_account/download_summary?format=csv&partner_id=${partner_id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="cuentas-activas-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.startsWith('\uFEFFID,Partner,ID de cuenta,Cuenta,')).toBe(true);
    const [header, ...lines] = parseCsv(answer.body.slice(1));
    const current = json(await get(`/api/active_account/by_id/${row.active_account_id}`)).resource;
    expect(lines).toEqual([
      [
        String(row.active_account_id),
        current.Partner.business_name,
        String(account_id),
        'Café "La Esquina", Centro',
        "'=Café S.A.",
        current.plan_name,
        current.plan_price.toFixed(2),
        '0',
        String(current.max_users),
        String(current.billed_days - 3),
        '3',
        String(current.billed_days),
        current.start_date,
        current.expire_date,
        current.paid_for_plan.toFixed(2),
        '',
      ],
    ]);
    expect(header).toHaveLength(16);
    await api.expectRefusals([['GET', '/api/active_account/download_summary?format=xlsx', undefined, 400, 'El formato debe ser csv']]);
  });

  it('streams 100,000 rows in bounded memory, every row once', async () => {
    // 100 partners × 1,000 accounts, generated in the database.
    const [{ organization_id }] = await db().insert(organizations).values({ name: unique('Masiva') }).returning({ organization_id: organizations.organization_id });
    const [{ plan_id }] = await db().select({ plan_id: plans.plan_id }).from(plans).limit(1);
    await db().execute(sql`insert into ${partners} (business_name) select 'Masivo ' || n from generate_series(1, 100) n`);
    await db().execute(sql`insert into ${accounts} (name, organization_id) select 'Cuenta masiva ' || n, ${organization_id} from generate_series(1, 1000) n`);
    await db().execute(sql`
      insert into ${activeAccounts} (partner_id, account_id, business_name, plan_id, plan_name, max_users, plan_price, plan_days, start_date)
      select p.partner_id, a.account_id, 'Razón, "social" ' || a.account_id, ${plan_id}, 'Plan', 50, 450.5, 30, date '2026-01-01'
      from ${partners} p cross join ${accounts} a
      where p.business_name like 'Masivo %' and a.organization_id = ${organization_id}`);
    const expected = ((await db().execute(sql`select count(*)::int as n from ${activeAccounts} where deleted_at is null`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(expected).toBeGreaterThanOrEqual(100_000);

    // Over a real socket, read as it comes: nothing of it is kept but counts.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/active_account/download_summary?format=csv`, { headers: api.headers });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let chunks = 0;
    let bytes = 0;
    let tail = '';
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
        if (lines > 1) ids.add(Number(line.slice(0, line.indexOf(','))));
      }
      if (chunks % 25 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(tail).toBe('');
    // The header, then every live row once.
    expect([lines - 1, ids.size]).toEqual([expected, expected]);
    expect(bytes).toBeGreaterThan(10_000_000);
    // Many pieces, not one buffered body; what stays in memory is a batch or so, not the 10+ MB file.
    expect(chunks).toBeGreaterThan(expected / CSV_BATCH);
    expect(peak).toBeLessThan(8 * 1024 * 1024);
    // 100,000 rows made and streamed: some 16 s of one quiet core, so minutes at 4 workers on 2 busy cores.
  }, 300_000);
});
