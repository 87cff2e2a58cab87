/**
 * Partners (issue 12) as a person uses them, against the real API and its demo data: a partner approved
 * after the question; a certification assigned and its score edited; an active account created, given extra
 * days, and the CSV exported with the list's filter, its rows checked against the screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dataRows, expandRow, openFromMenu, rowWith, signIn, toast } from './session';

// With the motion most people see (the suite runs with less motion): dialogs scale in, selectors' lists slide open.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

/** Opens a demo partner's page from the partners list, by its name's link. */
async function openPartner(page: Page, name: string) {
  await openFromMenu(page, 'Partners');
  await page.getByRole('searchbox').first().fill(name);
  await expect(dataRows(page)).toHaveCount(1);
  await rowWith(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('a partner in review is approved after the question, and stays approved', async ({ page }) => {
  await openPartner(page, 'Integra360');
  await expect(page.getByText('En revisión', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Aprobar partner' });
  await expect(question).toContainText('¿Deseas aprobar el partner Integra360?');
  await question.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(page, 'Partner aprobado/rechazado con éxito')).toBeVisible();
  await expect(page.getByText('Aprobado', { exact: true })).toBeVisible();
  // Neither is offered once decided, after a reload too.
  await expect(page.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Aprobado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechazar', exact: true })).toHaveCount(0);
});

test('a certification is assigned, its score and status edited; the partner is then certified', async ({ page }) => {
  await openPartner(page, 'Chat Expertos');
  const section = page.getByRole('region', { name: 'Certificaciones' });
  await section.getByLabel('Asignar certificación').click();
  await page.getByRole('option', { name: 'Soporte', exact: true }).click();
  await section.getByRole('button', { name: 'Asignar' }).click();
  await expect(toast(page, 'Certificación asignada con éxito')).toBeVisible();
  const row = section.getByRole('row').filter({ hasText: 'Soporte' });
  await expect(row).toContainText('Disponible');

  await row.getByRole('button', { name: 'Editar Soporte' }).click();
  const form = section.getByRole('form', { name: 'Editar Soporte' });
  await form.getByLabel('Estado').selectOption({ label: 'Certificado' });
  await form.getByLabel('Puntaje').fill('92.75');
  await form.getByLabel('Intentos').fill('1');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Certificación actualizada')).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: 'Certificaciones' }).getByRole('row').filter({ hasText: 'Soporte' });
  await expect(saved).toContainText('Certificado');
  await expect(saved).toContainText('92.75');

  // 'Partners certificados' (the 'Asignación de cuentas' tab) now lists it, with that certification.
  await openFromMenu(page, 'Partners');
  await page.getByRole('navigation', { name: 'Sección de partners' }).getByRole('link', { name: 'Asignación de cuentas' }).click();
  await expect(page.getByRole('heading', { name: 'Partners certificados', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').first().fill('Chat Expertos');
  await expect(dataRows(page)).toHaveCount(1);
  const opened = await expandRow(page, 'Chat Expertos');
  await expect(opened).toContainText('Certificación en Soporte');
});

test('an active account is created, given extra days, and the CSV of its partner has the rows of the list', async ({ page }) => {
  await openFromMenu(page, 'Partners');
  await page.getByRole('navigation', { name: 'Sección de partners' }).getByRole('link', { name: 'Cuentas activas' }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas activas', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Crear cuenta activa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear cuenta activa' });
  await dialog.getByLabel('Partner', { exact: true }).selectOption({ label: 'Canal Directo' });
  await dialog.getByLabel('Cuenta', { exact: true }).fill('Banco Solidario Cobranza');
  await page.getByRole('option', { name: 'Banco Solidario Cobranza' }).click();
  await dialog.getByLabel('Razón social').fill('Banco Solidario, S.A. de C.V.');
  await dialog.getByLabel('Plan', { exact: true }).selectOption({ label: 'Emprendedor · $450.00 · 30 días · 50 usuarios' });
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Cuenta activa creada con éxito')).toBeVisible();

  // Extra days: billed days grow, and so does the expiry.
  await page.getByRole('searchbox').first().fill('Banco Solidario Cobranza');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowWith(page, 'Banco Solidario Cobranza')).toContainText('30');
  const opened = await expandRow(page, 'Banco Solidario Cobranza');
  await opened.getByLabel('Días extra a agregar').fill('12');
  await opened.getByRole('button', { name: 'Agregar días' }).click();
  await expect(toast(page, 'Días actualizados')).toBeVisible();
  await expect(opened.getByText('42 (12 extra)')).toBeVisible();

  // The CSV of that partner's accounts: the same rows as the list with that filter.
  await page.getByRole('searchbox').first().fill('');
  await page.getByLabel('Partner', { exact: true }).selectOption({ label: 'Canal Directo' });
  await expect(page).toHaveURL(/partner_id=\d+/);
  await expect(rowWith(page, 'Banco Solidario Cobranza')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cuentas-activas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFID,Partner,ID de cuenta,Cuenta,Razón social,Plan,')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  const rows = lines.slice(1);
  // (The table's rows once the filter's answer replaced the ones shown before it.)
  // (Each row's id is its third cell: after its tick and its toggle.)
  const shownIds = async () => (await dataRows(page).locator('td:nth-child(3)').allTextContents()).map((id) => id.trim());
  await expect.poll(shownIds).toEqual(rows.map((line) => line.split(',')[0]));
  expect(rows.every((line) => line.split(',')[1] === 'Canal Directo')).toBe(true);
  const created = rows.find((line) => line.includes('Banco Solidario Cobranza'))!;
  // Quoted where it holds a comma; 30 plan days + 12 extra = 42 billed; 450 × 42 / 30 = 630.00 paid.
  expect(created).toContain(',"Banco Solidario, S.A. de C.V.",Emprendedor,450.00,');
  expect(created).toMatch(/,30,12,42,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},630\.00,$/);
});
