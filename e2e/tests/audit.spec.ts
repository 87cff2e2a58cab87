/**
 * The audit trail as staff use it (issue 9), against the real API: a change made in the browser shows in the
 * record's 'Historial' (old and new value) and in the 'Auditoría' screen, found with its filters.
 */
import { expect, test, type Page } from '@playwright/test';
import { dataRows, signIn } from './session';

/** A unique suffix per run, so names never collide with demo data or an earlier attempt. */
const run = Date.now().toString(36).slice(-5);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test("a renamed account: its 'Historial' shows the old and the new name, and 'Auditoría' lists the change", async ({ page }) => {
  // A demo account, renamed as a person would (organizations are renamed nowhere in the master area).
  const before = 'Librería Quijote Ventas';
  const after = `Librería Quijote Ventas ${run}`;
  await page.getByRole('navigation').getByRole('link', { name: 'Cuentas', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Buscar cuenta' }).fill(before);
  await expect(dataRows(page)).toHaveCount(1);
  const row = dataRows(page).first();
  // The 'ID' column, wherever the row's controls (its tick, its toggle) put it.
  const idColumn = await page
    .getByRole('columnheader', { name: 'ID', exact: true })
    .evaluate((header) => Array.from(header.parentElement?.children ?? []).indexOf(header));
  const id = (await row.getByRole('cell').nth(idColumn).textContent())?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);
  await row.getByRole('button', { name: `Editar ${before}` }).click();
  const editRow = row.locator('xpath=following-sibling::tr[1]');
  await editRow.getByLabel('Nombre').fill(after);
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cuenta actualizada')).toBeVisible();

  // Its history, newest first: the rename, by the signed-in admin, then the account's creation.
  await editRow.getByRole('button', { name: 'Historial' }).click();
  const history = page.getByRole('dialog', { name: `Historial de ${after}` });
  const changes = history.getByRole('listitem');
  await expect(changes.first()).toContainText('Actualización');
  await expect(changes.first()).toContainText('Ada Administradora');
  const renamed = changes.first().getByRole('table', { name: 'Cambios' }).getByRole('row', { name: /Nombre/ });
  await expect(renamed).toContainText(before);
  await expect(renamed).toContainText(after);
  await expect(changes.last()).toContainText('Creación');
  await history.getByRole('button', { name: 'Cerrar' }).click();
  await expect(history).toBeHidden();

  // The 'Auditoría' screen: accounts only, then this account only.
  await page.getByRole('navigation').getByRole('link', { name: 'Auditoría', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Auditoría · Konverza');
  await page.getByLabel('Recurso').selectOption({ label: 'Cuenta' });
  await expect(page).toHaveURL(/resource=account/);
  await expect(dataRows(page).first()).toContainText(`Cuenta ${id}`);
  await page.getByLabel('ID del registro').fill(id);
  await expect(page).toHaveURL(new RegExp(`resource_id=${id}`));
  await expect(dataRows(page).first()).toContainText('Actualización');
  await expect(dataRows(page).first()).toContainText('Ada Administradora');
  await dataRows(page).first().getByRole('button', { name: `Ver Cuenta ${id}` }).click();
  const opened = dataRows(page).first().locator('xpath=following-sibling::tr[1]');
  await expect(opened.getByRole('row', { name: /Nombre/ })).toContainText(before);
  await expect(opened.getByRole('row', { name: /Nombre/ })).toContainText(after);

  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByLabel('Recurso')).toHaveValue('account');
  await expect(page.getByLabel('ID del registro')).toHaveValue(id);
});
