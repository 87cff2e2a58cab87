/**
 * The account area, part 2 (issue 16) as a person uses it, against the real API and its demo rows: a month of
 * payments exported and read back from the CSV; the close-case next block picked and still there after a reload;
 * an outgoing webhook created with its headers; the templates of one platform copied to another.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dataRows, expandRow, rowWith, run, signIn, toast, typeDay } from './session';

/** The first demo account: a bot with 18 months of payments, flows, templates on WhatsApp and Messenger. */
const ACCOUNT = '/account/1';

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

async function open(page: Page, path: string, heading: RegExp) {
  await page.goto(`${ACCOUNT}/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** 'YYYY-MM-DD' of the local day `monthsAgo` months before today (its first day with `first`). */
function day(monthsAgo: number, first: boolean) {
  const now = new Date();
  const date = first ? new Date(now.getFullYear(), now.getMonth() - monthsAgo, 1) : new Date(now.getFullYear(), now.getMonth() - monthsAgo + 1, 0);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test("payments: a reference edited; six months exported as CSV, whose rows are the account's payments of those months", async ({ page }) => {
  await open(page, 'payment', /^Pagos de /);
  await expect(dataRows(page).first()).toBeVisible();
  const id = (await dataRows(page).first().locator("td").nth(1).textContent())!.trim().replace(/^#/, "");
  const editRow = await expandRow(page, id);
  const reference = `PAY-E2E-${run}`;
  await editRow.getByLabel('Referencia').fill(reference);
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Pago actualizado')).toBeVisible();
  await expect(rowWith(page, id)).toContainText(reference);

  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar CSV' });
  const download = dialog.getByRole('button', { name: 'Descargar' });
  await expect(download).toBeDisabled();
  const from = day(5, true);
  const to = day(0, false);
  await typeDay(dialog.getByRole('textbox', { name: 'Desde' }), from);
  await expect(download).toBeDisabled();
  await typeDay(dialog.getByRole('textbox', { name: 'Hasta' }), to);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`pagos-cuenta-1-${from}-${to}.csv`);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.split('\r\n').filter(Boolean);
  expect(header).toBe('ID,Cuenta,Plan,Monto,Referencia,Fecha de creación');
  // One payment a month: six months, each row a payment of this account dated within the range.
  expect(lines.length).toBeGreaterThanOrEqual(5);
  expect(lines.length).toBeLessThanOrEqual(7);
  for (const line of lines) {
    const date = line.split(',').at(-1)!.slice(0, 10);
    expect(date >= from && date <= to).toBe(true);
  }
  expect(lines.some((line) => line.startsWith(`${id},`) && line.includes(reference))).toBe(true);
});

test('configuration: the close-case next block chosen flow by flow, still chosen after a reload, then cleared', async ({ page }) => {
  await open(page, 'configuration', /^Configuración de /);
  const flow = page.getByLabel('Flujo', { exact: true });
  await expect(flow).toBeVisible();
  // The blocks show once a flow is chosen.
  await flow.selectOption({ index: 1 });
  const block = page.getByLabel('Bloque', { exact: true });
  await block.selectOption({ index: 1 });
  const chosen = (await block.locator('option:checked').textContent())!;
  await expect(page.getByText(new RegExp(`^Bloque elegido: ${chosen}`))).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, 'Configuración actualizada')).toBeVisible();

  await page.reload();
  await expect(page.getByText(new RegExp(`^Bloque elegido: ${chosen}`))).toBeVisible();
  await expect(page.getByLabel('Bloque', { exact: true })).toHaveValue(/\d+/);

  await page.getByRole('button', { name: 'Eliminar selección' }).click();
  await expect(page.getByText('Sin bloque siguiente')).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, 'Configuración actualizada')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sin bloque siguiente')).toBeVisible();
});

test('webhooks: an outgoing webhook created with two headers; choosing incoming clears and disables its type', async ({ page }) => {
  await open(page, 'webhooks', /^Webhooks de /);
  await page.getByRole('button', { name: 'Crear webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear webhook' });
  const name = `Pagos ERP ${run}`;
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('URL', { exact: true }).fill('https://erp.example.com/hooks/pagos');
  await dialog.getByLabel('Método', { exact: true }).selectOption({ label: 'POST' });
  const type = dialog.getByLabel('Tipo de salida', { exact: true });
  await type.selectOption({ label: 'Pago' });
  // Incoming: no type, and none can be chosen; back to outgoing, it is asked for again.
  await dialog.getByText('Entrada', { exact: true }).click();
  await expect(type).toBeDisabled();
  await expect(type).toHaveValue('');
  await dialog.getByText('Salida', { exact: true }).click();
  await type.selectOption({ label: 'Pago' });
  for (const [n, [header, value]] of [['Authorization', 'Bearer secreto'], ['X-Origen', 'konverza']].entries()) {
    await dialog.getByRole('button', { name: 'Agregar encabezado' }).click();
    await dialog.getByLabel(`Nombre del encabezado ${n + 1}`).fill(header);
    await dialog.getByLabel(`Valor del encabezado ${n + 1}`).fill(value);
  }
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Webhook creado con éxito')).toBeVisible();

  await page.getByRole('searchbox').first().fill(name);
  await expect(dataRows(page)).toHaveCount(1);
  await page.reload();
  const editRow = await expandRow(page, name);
  await expect(editRow.getByLabel('Nombre del encabezado 1')).toHaveValue('Authorization');
  await expect(editRow.getByLabel('Valor del encabezado 2')).toHaveValue('konverza');
  await expect(editRow.getByLabel('Tipo de salida', { exact: true })).toHaveValue('payment');
});

test("tooling: WhatsApp's templates copied to Messenger: new ones created, differing ones overwritten, a second copy changes nothing", async ({ page }) => {
  await open(page, 'tooling', /^Herramientas de /);
  const clone = page.getByRole('button', { name: 'Clonar', exact: true });
  await expect(clone).toBeDisabled();
  await page.getByLabel('Plataforma de origen').selectOption({ label: 'WhatsApp Business' });
  // The origin's platform cannot be the destination.
  await expect(page.getByLabel('Plataforma de destino').locator('option', { hasText: 'WhatsApp Business' })).toBeDisabled();
  await page.getByLabel('Plataforma de destino').selectOption({ label: 'Facebook Messenger' });
  const summary = page.getByText(/Al clonar: /);
  await expect(summary).toBeVisible();
  expect(await summary.textContent()).not.toMatch(/Al clonar: 0 nuevas, 0 sobrescritas/);

  await clone.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, clonar' }).click();
  await expect(toast(page, 'Se han clonado las plantillas correctamente.')).toBeVisible();
  await expect(summary).toContainText('Al clonar: 0 nuevas, 0 sobrescritas');

  await clone.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, clonar' }).click();
  await expect(toast(page, '0 creadas, 0 actualizadas')).toBeVisible();
});
