/**
 * The CSV export of every list (GET {list}/export.csv, lib/resource.ts): the rows the list's searches, filters and
 * order give, every page of them, under the labels the screens show, written as they show them; the lists below a
 * parent (an organization's accounts) with their parent's checks; streamed in keyset batches whatever the order,
 * nulls included.
 */
import type { AnyContract, AnyField } from '@console/contracts';
import { MAX_LIST_LIMIT } from '@console/contracts';
import { allContracts } from '@console/contracts/all';
import { eq, sql } from 'drizzle-orm';
import { admins, extensions, milestones, organizations, planGroups } from '../src/db/schema';
import { CSV_BATCH } from '../src/lib/csv';
import { accessTokenFor, bearer, demoApi, json, largeListScopes, parseCsv } from './helpers';

const api = demoApi();
const { get, db } = api;

type Row = Record<string, unknown>;

const root = (contract: AnyContract) => `/${contract.api === 'messaging' ? 'messaging' : 'api'}`;

let scopes: Record<string, string> = {};
beforeAll(async () => {
  scopes = await largeListScopes(db());
});

/** The CSV an export answers, checked as a download: 200, its type, its name, the BOM; its header and rows. */
async function exported(url: string, fileName: RegExp) {
  const answer = await get(url);
  expect([url, answer.statusCode, answer.statusCode === 200 ? '' : answer.body]).toEqual([url, 200, '']);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect([url, answer.headers['content-disposition']]).toEqual([url, expect.stringMatching(fileName)]);
  expect(answer.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(answer.body.slice(1));
  return { header, rows };
}

/** Every row of a list, page by page of the largest size it answers (its contract's `maxLimit`, else a selector's). */
async function listed(url: string, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = json(await get(`${url}${url.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`));
    rows.push(...answer.resource);
    if (!answer.pagination?.hasNextPage) return rows;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

describe('every list of the resource machine', () => {
  it.each((allContracts as AnyContract[]).map((contract) => [contract.path, contract] as const))('%s: its rows, in its order, under its labels', async (_path, contract) => {
    const query = scopes[contract.path] ?? '';
    const list = `${root(contract)}/${contract.path}${query && `?${query}`}`;
    const rows = await listed(list, contract.list?.maxLimit ?? MAX_LIST_LIMIT);
    const slug = contract.names.many.normalize('NFD').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const csv = await exported(`${root(contract)}/${contract.path}/export.csv${query && `?${query}`}`, new RegExp(`^attachment; filename="${slug}-${today()}\\.csv"$`));
    const fields = Object.entries(contract.fields as Record<string, AnyField>).filter(([key, field]) => !field.secret && (rows.length === 0 || key in rows[0]));
    expect(csv.header).toEqual(['ID', ...fields.map(([, field]) => field.label)]);
    expect(csv.rows.map((cells) => Number(cells[0]))).toEqual(rows.map((row) => row[contract.id]));
    for (const cells of csv.rows) expect(cells).toHaveLength(csv.header.length);
  });
});

describe('a list as CSV', () => {
  it('exports what the list shows: its search and its order, the values as the screen writes them', async () => {
    const [group] = await db().select({ id: planGroups.plan_group_id }).from(planGroups).limit(1);
    const values = { description: '=SUMA(A1:A2), "uno"\ny dos', price: 4500, max_users: 1200, active_days: 30, is_offer: false, is_free_trial: true, plan_group_id: group.id };
    const made = [];
    for (const [name, enabled] of [['Exportable Zeta', true], ['Exportable Alfa', true], ['Exportable Beta', false]] as const) {
      made.push(json(await api.call('POST', '/api/plan', { ...values, name, enabled })).resource);
    }
    // Without showAll the list shows the enabled plans only; sorted by name.
    const { header, rows } = await exported('/api/plan/export.csv?name=exportable&sort=name', /^attachment; filename="planes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual(['ID', 'Nombre', 'Descripción', 'Características', 'Precio', 'Máximo de usuarios', 'Costo por usuario', 'Días activos', 'Oferta', 'Prueba gratuita', 'Estado', 'Grupo', 'Fecha de creación']);
    const alfa = made[1];
    expect(rows).toEqual([
      [String(alfa.plan_id), 'Exportable Alfa', `'${values.description}`, '', '4500.00', '1200', '0.00', '30', 'No', 'Sí', 'Activo', String(group.id), alfa.createdAt],
      [String(made[0].plan_id), 'Exportable Zeta', `'${values.description}`, '', '4500.00', '1200', '0.00', '30', 'No', 'Sí', 'Activo', String(group.id), made[0].createdAt],
    ]);
    expect(alfa.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Every plan, disabled too, newest first (the list's own order).
    const all = await exported('/api/plan/export.csv?name=exportable&showAll=1', /planes/);
    expect(all.rows.map((cells) => [cells[1], cells[10]])).toEqual([
      ['Exportable Beta', 'Apagado'],
      ['Exportable Alfa', 'Activo'],
      ['Exportable Zeta', 'Activo'],
    ]);
  });

  it('writes fixed values by their Spanish labels and a free-text state with a capital', async () => {
    const cellsOf = ({ header, rows }: { header: string[]; rows: string[][] }) => {
      expect(rows).toHaveLength(1);
      return Object.fromEntries(header.map((label, index) => [label, rows[0][index]]));
    };
    const partner = json(await api.call('POST', '/api/partner', { business_name: 'Exportado S.A.', service_id: 1 })).resource;
    expect(cellsOf(await exported('/api/partner/export.csv?name=Exportado', /partners/))).toMatchObject({ ID: String(partner.partner_id), Estado: 'Pre registro' });
    const [extension] = await db().update(extensions).set({ status: 'en pruebas' }).where(eq(extensions.extension_id, 1)).returning();
    const name = encodeURIComponent(extension.name);
    expect(cellsOf(await exported(`/api/extension/export.csv?name=${name}`, /extensiones/))).toMatchObject({ ID: '1', Estado: 'En pruebas' });
  });

  it("refuses a page, a size and what the list does not take, as the list does", async () => {
    await api.expectRefusals([
      ['GET', '/api/plan/export.csv?page=2', undefined, 400, 'Campo no permitido: page'],
      ['GET', '/api/plan/export.csv?limit=10', undefined, 400, 'Campo no permitido: limit'],
      ['GET', '/api/plan/export.csv?color=rojo', undefined, 400, 'Campo no permitido: color'],
      ['GET', '/api/plan/export.csv?sort=color', undefined, 400, 'Orden no válido'],
      ['GET', '/api/plan/export.csv?showAll=2', undefined, 400, 'showAll debe ser 1 o 0'],
    ]);
    // Not a record's id: the export's static path comes before /:id.
    expect((await get('/api/plan/export.csv')).statusCode).toBe(200);
  });

  it("needs the list's read permission", async () => {
    const [nerd] = await db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    const headers = bearer(await accessTokenFor(api.app, nerd.admin_id));
    const list = await api.call('GET', '/api/permission', undefined, headers);
    const csv = await api.call('GET', '/api/permission/export.csv', undefined, headers);
    // The demo Nerd may not read permissions: the export is refused as the list is.
    expect([list.statusCode, csv.statusCode]).toEqual([403, 403]);
    expect(json(csv).error).toBe(json(list).error);
  });
});

describe("a list below its parent as CSV", () => {
  it("exports the parent's rows only, with the list's search; an unknown parent is a 404", async () => {
    const [organization] = await db().select({ id: organizations.organization_id }).from(organizations).where(eq(organizations.organization_id, 2));
    const rows = await listed(`/api/organization/${organization.id}/accounts?name=soporte`, MAX_LIST_LIMIT);
    expect(rows.length).toBeGreaterThan(0);
    const { rows: lines } = await exported(`/api/organization/${organization.id}/accounts/export.csv?name=soporte`, /^attachment; filename="cuentas-\d{4}/);
    expect(lines.map((cells) => Number(cells[0]))).toEqual(rows.map((row) => row.account_id));
    await api.expectRefusals([
      ['GET', '/api/organization/999999/accounts/export.csv', undefined, 404, 'La organización no existe'],
      ['GET', `/api/organization/${organization.id}/accounts/export.csv?page=1`, undefined, 400, 'Campo no permitido: page'],
    ]);
  });
});

describe('batches in the order asked', () => {
  /** A list sorted by a column with nulls, over several batches: every row once, in the list's order. */
  it.each(['scheduled_date', '-scheduled_date'])('sort=%s over several batches, nulls included', async (sort) => {
    const count = CSV_BATCH * 2 + 7;
    // Every third without a date; many sharing one (ties broken by the id).
    await db().execute(sql`
      insert into ${milestones} (title, type, status, scheduled_date)
      select 'Lote ' || n, 'feature', 'draft', case when n % 3 = 0 then null else date '2026-01-01' + (n % 40) end
      from generate_series(1, ${count}) n`);
    const list: number[] = [];
    for (let page = 1; ; page++) {
      const answer = json(await get(`/api/milestone?title=Lote&sort=${sort}&limit=300&page=${page}`));
      list.push(...answer.resource.map((row: Row) => row.milestone_id as number));
      if (!answer.pagination.hasNextPage) break;
    }
    const { rows } = await exported(`/api/milestone/export.csv?title=Lote&sort=${sort}`, /milestones/);
    const ids = rows.map((cells) => Number(cells[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(list);
    expect(ids.length).toBeGreaterThanOrEqual(count);
    await db().delete(milestones).where(sql`${milestones.title} like 'Lote %'`);
  }, 60_000);
});
