/**
 * What every list of the resource machine offers, against the real API: the total of its matches in the
 * paginator, 'Exportar CSV' of exactly what it shows (its search and order, every page), the ticked rows deleted
 * at once, and the 'Deshacer' of a soft delete (one row's, or a selection's).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import { apiSession, confirmDelete, dataRows, expandRow, openFromMenu, rowWith, run, signIn, toast } from './session';

let headers: Record<string, string>;

test.beforeEach(async ({ page, request }) => {
  headers = { authorization: `Bearer ${(await apiSession(request)).token}` };
  await signIn(page, request);
});

/** POST /api/{path}: the created row. */
async function create(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(`${API_URL}/api/${path}`, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).resource;
}

const paginator = (page: Page) => page.getByRole('navigation', { name: 'Paginación' });
const number = (n: number) => new Intl.NumberFormat('es-MX').format(n);

/** A CSV's rows (RFC 4180, as the API writes it), without the BOM. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

test('the paginator says how many rows match, and the CSV holds exactly the rows the search and order show', async ({ page, request }) => {
  // The whole list first: its total as the API counts it (asked for, as the console does on a first page).
  const all = await (await request.get(`${API_URL}/api/organization?total=true`, { headers })).json();
  await expect(paginator(page)).toContainText(`1–25 de ${number(all.pagination.total.count)}`);

  for (const [name, title] of [['Beta', 'Segunda'], ['Alfa', 'Primera, "la de siempre"'], ['Gamma', 'Tercera']]) {
    await create(request, 'platform', { name: `Lista ${run} ${name}`, title });
  }
  await create(request, 'platform', { name: `Otra ${run}`, title: 'No sale en la búsqueda' });
  await openFromMenu(page, 'Plataformas');
  await page.getByRole('searchbox').first().fill(`Lista ${run}`);
  await expect(dataRows(page)).toHaveCount(3);
  await expect(paginator(page)).toContainText('1–3 de 3');
  await page.getByRole('columnheader', { name: /^Nombre/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(dataRows(page).first()).toContainText(`Lista ${run} Alfa`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^plataformas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csvRows(csv);
  expect(header).toEqual(['ID', 'Nombre', 'Título', 'Descripción', 'Icono', 'Fecha de creación']);
  // The search's rows, in the order chosen, as the table shows them: every one, and nothing else.
  expect(rows.map((cells) => cells[1])).toEqual(['Alfa', 'Beta', 'Gamma'].map((name) => `Lista ${run} ${name}`));
  for (const [index, cells] of rows.entries()) await expect(dataRows(page).nth(index)).toContainText(cells[1]);
  expect(rows[0][2]).toBe('Primera, "la de siempre"');
  expect(rows[0][5]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test('ticked rows are deleted at once after the question; the toast says how many and the focus stays in the list', async ({ page, request }) => {
  for (const n of [1, 2, 3]) await create(request, 'platform', { name: `Borrar ${run} ${n}`, title: `Plataforma ${n}` });
  await openFromMenu(page, 'Plataformas');
  await page.getByRole('searchbox').first().fill(`Borrar ${run}`);
  await expect(dataRows(page)).toHaveCount(3);
  const remove = page.getByRole('button', { name: /^Eliminar selección/ });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('Marca las plataformas que quieres eliminar.');

  // 'Seleccionar todo' ticks the page; two are left ticked.
  const table = page.getByRole('table', { name: 'Plataformas' });
  await table.getByRole('checkbox', { name: 'Seleccionar todo' }).check();
  await expect(page.getByRole('button', { name: 'Eliminar selección (3)' })).toBeEnabled();
  await table.getByRole('checkbox', { name: `Seleccionar Borrar ${run} 3` }).uncheck();
  await page.getByRole('button', { name: 'Eliminar selección (2)' }).click();
  await confirmDelete(page, /¿Deseas eliminar las 2 plataformas seleccionadas\?/);
  await expect(toast(page, '2 plataformas eliminadas')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowWith(page, `Borrar ${run} 3`)).toBeVisible();
  // The focus is on the row that took their place, not on the page's <body>.
  await expect(table.getByRole('button', { name: `Editar Borrar ${run} 3` })).toBeFocused();
  const left = await (await request.get(`${API_URL}/api/platform?name=${encodeURIComponent(`Borrar ${run}`)}`, { headers })).json();
  expect(left.resource.map((row: { name: string }) => row.name)).toEqual([`Borrar ${run} 3`]);
});

test("a bulk delete of active accounts is taken back with the toast's 'Deshacer': the rows reappear, the focus on the first", async ({ page, request }) => {
  const organization = await create(request, 'organization', { name: `Deshacer selección ${run}` });
  const [partner] = (await (await request.get(`${API_URL}/api/partner?name=${encodeURIComponent('Canal Directo')}`, { headers })).json()).resource;
  const [plan] = (await (await request.get(`${API_URL}/api/plan`, { headers })).json()).resource;
  for (const n of [1, 2, 3]) {
    const account = await create(request, 'account', { name: `Selección ${run} ${n}`, organization_id: organization.organization_id });
    await create(request, 'active_account', { partner_id: partner.partner_id, account_id: account.account_id, business_name: `Selección ${n} S.A.`, plan_id: plan.plan_id });
  }

  await openFromMenu(page, 'Partners');
  await page.getByRole('navigation', { name: 'Sección de partners' }).getByRole('link', { name: 'Cuentas activas' }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas activas', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').first().fill(`Selección ${run}`);
  await expect(dataRows(page)).toHaveCount(3);
  const table = page.getByRole('table', { name: 'Cuentas activas' });
  for (const n of [1, 2]) await table.getByRole('checkbox', { name: `Seleccionar Selección ${run} ${n}` }).check();
  await page.getByRole('button', { name: 'Eliminar selección (2)' }).click();
  await confirmDelete(page, /¿Deseas eliminar las 2 cuentas activas seleccionadas\?/);
  const deleted = toast(page, '2 cuentas activas eliminadas');
  await expect(deleted).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);

  await deleted.getByRole('button', { name: 'Deshacer' }).click();
  await expect(toast(page, '2 cuentas activas restauradas')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(3);
  for (const n of [1, 2]) await expect(rowWith(page, `Selección ${run} ${n}`)).toContainText('Activa');
  // The focus is on the first restored row in the list's order (newest first: the second one).
  await expect(table.getByRole('button', { name: `Editar Selección ${run} 2` })).toBeFocused();
  const live = await (await request.get(`${API_URL}/api/active_account?name=${encodeURIComponent(`Selección ${run}`)}`, { headers })).json();
  expect(live.resource).toHaveLength(3);
});

test("an active account's delete is taken back with the toast's 'Deshacer'", async ({ page, request }) => {
  const organization = await create(request, 'organization', { name: `Deshacer ${run}` });
  const account = await create(request, 'account', { name: `Cuenta deshacer ${run}`, organization_id: organization.organization_id });
  const [partner] = (await (await request.get(`${API_URL}/api/partner?name=${encodeURIComponent('Canal Directo')}`, { headers })).json()).resource;
  const [plan] = (await (await request.get(`${API_URL}/api/plan`, { headers })).json()).resource;
  await create(request, 'active_account', { partner_id: partner.partner_id, account_id: account.account_id, business_name: 'Deshacer S.A.', plan_id: plan.plan_id });

  await openFromMenu(page, 'Partners');
  await page.getByRole('navigation', { name: 'Sección de partners' }).getByRole('link', { name: 'Cuentas activas' }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas activas', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').first().fill(account.name);
  await expect(dataRows(page)).toHaveCount(1);
  const opened = await expandRow(page, account.name);
  await opened.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar la cuenta activa/);
  const deleted = toast(page, 'Cuenta activa eliminada');
  await expect(deleted).toBeVisible();
  await expect(dataRows(page).filter({ hasText: account.name })).toHaveCount(0);
  await deleted.getByRole('button', { name: 'Deshacer' }).click();
  await expect(toast(page, 'Cuenta activa restaurada')).toBeVisible();
  await expect(rowWith(page, account.name)).toContainText('Activa');
});
