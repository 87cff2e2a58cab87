/**
 * The organization area (issue 14) as a person uses it, against the real API and its demo rows: plugins ticked
 * and seen again after a reload; two accounts merged, the target's entities changing; an unknown organization.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, toast } from './session';

/** The second demo organization: 3 accounts with different bots, 3 of the 6 plugins assigned. */
const ORGANIZATION = '/organization/2';

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test('plugins: the select-all box is indeterminate; a ticked plugin is still ticked after a reload, and an unticked one unticked', async ({ page }) => {
  await page.goto(`${ORGANIZATION}/plugins`);
  await expect(page.getByRole('heading', { name: /^Plugins de /, level: 1 })).toBeVisible();
  const group = page.getByRole('group', { name: 'Plugins de la organización' });
  const boxes = group.getByRole('checkbox');
  await expect(boxes).toHaveCount(7);
  const selectAll = box(page, 'Seleccionar todos');
  await expect.poll(() => selectAll.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);

  // The first plugin not assigned yet.
  const names = (await group.locator('label').allTextContents()).slice(1);
  let target = '';
  for (const name of names) {
    if (!(await box(page, name).isChecked())) {
      target = name;
      break;
    }
  }
  expect(target).not.toBe('');
  await box(page, target).click({ force: true });
  await expect(toast(page, 'Plugin asociado')).toBeVisible();
  await page.reload();
  await expect(box(page, target)).toBeChecked();

  await box(page, target).click({ force: true });
  await expect(toast(page, 'Plugin removido')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Plugins de /, level: 1 })).toBeVisible();
  await expect(box(page, target)).not.toBeChecked();
  await expect.poll(() => selectAll.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
});

test('account merge: the same account twice is refused; a merge runs, says what changed, and the target has the entities it lacked', async ({ page }) => {
  await page.goto(`${ORGANIZATION}/merge-accounts`);
  await expect(page.getByRole('heading', { name: /^Combinar cuentas de /, level: 1 })).toBeVisible();
  const origin = page.getByRole('combobox', { name: 'Cuenta origen' });
  const target = page.getByRole('combobox', { name: 'Cuenta destino' });
  await origin.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(3);
  // Newest first: the second and the first account of the organization.
  const [, second, first] = await options.allTextContents();
  await page.getByRole('option', { name: second, exact: true }).click();

  await target.click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await expect(toast(page, 'Selecciona cuentas diferentes')).toBeVisible();
  await expect(origin).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Combinar' })).toBeDisabled();

  await origin.click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await target.click();
  await page.getByRole('option', { name: first, exact: true }).click();
  const entities = page.getByRole('region', { name: `Entidades de ${first}` });
  await expect(entities).toContainText('Producto');
  const before = (await entities.locator('p').textContent())!.split(', ').sort();
  expect(before).toEqual(['Producto', 'Sucursal']);

  await page.getByRole('button', { name: 'Combinar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Combinar cuentas' });
  await expect(dialog).toContainText('no se puede detener');
  await expect(dialog).toContainText('permanentes');
  await dialog.getByRole('button', { name: 'Sí, combinar' }).click();
  await expect(toast(page, 'Cuentas combinadas')).toBeVisible({ timeout: 30_000 });

  const changes = page.getByRole('table', { name: 'Cambios en la cuenta destino' });
  await expect(changes.getByRole('row', { name: /^Entidades / })).toContainText('Cliente, Pedido');
  // The target's entities changed: what it lacked was added, nothing removed.
  await expect(entities.locator('p')).toHaveText(/Cliente/);
  const after = (await entities.locator('p').textContent())!.split(', ').sort();
  expect(after).toEqual(['Cliente', 'Pedido', 'Producto', 'Sucursal']);
  // A version of the target was recorded before the change.
  const versions = page.getByRole('region', { name: `Versiones del bot de ${first}` });
  await expect(versions.getByRole('row').nth(1)).toContainText(second);
  await expect(versions.getByRole('row').nth(1)).toContainText('Combinación');
});

test('an unknown organization sends the user to master, saying so', async ({ page }) => {
  await page.goto('/organization/99999/accounts');
  await page.waitForURL('**/master/organizations');
  await expect(toast(page, 'Error obteniendo organización.')).toBeVisible();
});
