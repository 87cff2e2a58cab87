/**
 * The master administration as a person uses it, against the real API: roles (with permission ticks),
 * permissions, admins (search, edit, links, delete and restore, bulk create), organizations and accounts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataRows, signIn } from './session';

/** A unique suffix per run, so names never collide with demo data or an earlier attempt. */
const run = Date.now().toString(36).slice(-5);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** The data row showing `text`. */
const rowWith = (page: Page, text: string) => dataRows(page).filter({ hasText: text }).first();

/** Opens a row's edit form; answers the edit row (the next table row). */
async function expandRow(page: Page, text: string): Promise<Locator> {
  const row = rowWith(page, text);
  await row.getByRole('button', { expanded: false }).first().click();
  return row.locator('xpath=following-sibling::tr[1]');
}

async function openFromMenu(page: Page, entry: string, heading = entry) {
  await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

async function confirmDelete(page: Page, question: RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await expect(dialog).toContainText('No se puede deshacer esta acción.');
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
}

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('roles: create, tick a permission, edit, cancel and confirm delete', async ({ page }) => {
  const name = `Soporte ${run}`;
  await openFromMenu(page, 'Roles');
  await page.getByRole('button', { name: 'Crear rol' }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await dialog.getByLabel('Nombre').fill(name);
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Descripción').fill('Atiende a los clientes');
  await dialog.getByLabel('Tipo').fill('staff');
  await create.click();
  await expect(toast(page, 'Rol creado con éxito')).toBeVisible();
  await expect(rowWith(page, name)).toBeVisible();

  // Tick a permission: the server keeps it (seen again after a reload).
  let editRow = await expandRow(page, name);
  const permission = editRow.getByRole('checkbox').first();
  const permissionName = (await permission.locator('xpath=ancestor::label[1]').textContent())?.trim() ?? '';
  await permission.check({ force: true });
  await expect(toast(page, 'Permiso asignado al rol')).toBeVisible();
  await page.reload();
  editRow = await expandRow(page, name);
  await expect(editRow.getByRole('checkbox', { name: permissionName })).toBeChecked();

  // Edit and save.
  await editRow.getByLabel('Descripción').fill('Atiende a los clientes por chat');
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Rol actualizado')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('Atiende a los clientes por chat');

  // Cancel does nothing; confirming deletes.
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowWith(page, name)).toBeVisible();
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, new RegExp(`¿Deseas eliminar el rol ${name}\\?`));
  await expect(toast(page, 'Rol eliminado')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
});

test('permissions: create with flags, edit, delete', async ({ page }) => {
  const name = `reportes.exportar.${run}`;
  await openFromMenu(page, 'Permisos');
  await page.getByRole('button', { name: 'Crear permiso' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Recurso').fill('reportes');
  await dialog.getByText('Leer').click();
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Permiso creado con éxito')).toBeVisible();

  await page.getByRole('searchbox').first().fill(name);
  await expect(dataRows(page)).toHaveCount(1);
  const editRow = await expandRow(page, name);
  await editRow.getByLabel('Recurso').fill('informes');
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Permiso actualizado')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('informes');
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar/);
  await expect(toast(page, 'Permiso eliminado')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
});
