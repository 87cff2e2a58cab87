/**
 * The master administration as a person uses it, against the real API: roles (with permission ticks),
 * permissions, admins (search, edit, links, delete and restore, bulk create), organizations and accounts.
 */
import { expect, test } from '@playwright/test';
import { confirmDelete, dataRows, expandRow, openFromMenu, rowWith, run, signIn, toast } from './session';

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
  await dialog.getByLabel('Tipo').selectOption({ label: 'Personal interno' });
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

test('admins: search, edit with role, link an organization, delete and restore', async ({ page }) => {
  await openFromMenu(page, 'Administradores');
  // Create one to work on.
  const email = `eva.${run}@example.com`;
  await page.getByRole('button', { name: 'Crear administrador', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombres').fill('Eva');
  await dialog.getByLabel('Apellidos').fill(`Ruiz ${run}`);
  await dialog.getByLabel('Correo').fill(email);
  await dialog.getByLabel('Contraseña').fill('clave123');
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Rol').selectOption({ label: 'Nerd' });
  await create.click();
  await expect(toast(page, 'Administrador creado con éxito')).toBeVisible();

  // Search by e-mail (800 ms debounce): only her.
  await page.getByRole('searchbox', { name: 'Buscar por correo' }).fill(email);
  await expect(page).toHaveURL(/email=/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Nerd');

  // Edit: names and role 'No asignar rol' (PATCH + DELETE role).
  await expandRow(page, `Eva Ruiz ${run}`);
  // The search keeps her the only row, whatever her name becomes.
  const editRow = dataRows(page).first().locator('xpath=following-sibling::tr[1]');
  await editRow.getByLabel('Nombres').fill('Eva María');
  await editRow.getByLabel('Rol').selectOption({ label: 'No asignar rol' });
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Administrador actualizado')).toBeVisible();
  await expect(dataRows(page).first()).toContainText('Eva María');
  await expect(dataRows(page).first()).toContainText('Sin rol');

  // Link an organization chosen with the remote selector; the duplicate is refused.
  const organizations = editRow.getByRole('region', { name: 'Organizaciones' });
  const selector = organizations.getByRole('combobox', { name: 'Organización' });
  await selector.fill('Tienda');
  const option = page.getByRole('option').filter({ hasText: 'Tienda' }).first();
  const organizationName = (await option.textContent())?.trim() ?? '';
  await option.click();
  await organizations.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'Organización asociada')).toBeVisible();
  await expect(organizations.getByText(organizationName, { exact: true })).toBeVisible();
  await selector.fill(organizationName);
  await page.getByRole('option', { name: organizationName }).first().click();
  await organizations.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'La organización ya se encuentra asociada')).toBeVisible();

  // Delete, then 'Deshacer' in its toast: she is back.
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar al administrador Eva María/);
  await expect(dataRows(page).first()).toContainText('Eliminado');
  await toast(page, 'Administrador eliminado').getByRole('button', { name: 'Deshacer' }).click();
  await expect(toast(page, 'Administrador habilitado')).toBeVisible();
  await expect(dataRows(page).first()).toContainText('Activo');

  // Delete again: the row stays, highlighted, and is restored with 'Habilitar administrador'.
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar al administrador Eva María/);
  await expect(dataRows(page).first()).toContainText('Eliminado');
  await editRow.getByRole('button', { name: 'Habilitar administrador' }).click();
  await expect(toast(page, 'Administrador habilitado')).toBeVisible();
  await expect(dataRows(page).first()).toContainText('Activo');
});

test('admins: bulk creation for an account, with the per-entry messages', async ({ page }) => {
  await openFromMenu(page, 'Administradores');
  await page.getByRole('button', { name: 'Crear administradores' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Cuenta' }).click();
  await page.getByRole('option').first().click();
  const json = dialog.getByLabel('Administradores (JSON)');
  await json.fill('[{"first_name": "Uno"');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(dialog.getByText(/^JSON no válido/)).toBeVisible();

  await json.fill(`[{"first_name": "Uno", "last_name": "Masivo", "email": "uno.${run}@example.com", "role_id": 2}, {"email": "x"}]`);
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Administrador 2: Por favor, ingresa los nombres');

  await json.fill(
    JSON.stringify([
      { first_name: 'Uno', last_name: 'Masivo', email: `uno.${run}@example.com`, role_id: 2 },
      { first_name: 'Dos', last_name: 'Masivo', email: `dos.${run}@example.com`, role_id: 2, password: 'clave123' },
    ]),
  );
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Administradores creados con éxito')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por correo' }).fill(`.${run}@example.com`);
  await expect(dataRows(page).filter({ hasText: 'Masivo' })).toHaveCount(2);
});

test('organizations and accounts: create, find, edit, enter', async ({ page }) => {
  const organization = `Ferretería ${run}`;
  await page.getByRole('button', { name: 'Crear organización' }).click();
  await page.getByRole('dialog').getByLabel('Nombre').fill(organization);
  await page.getByRole('dialog').getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Organización creada con éxito')).toBeVisible();

  await openFromMenu(page, 'Cuentas');
  const account = `Bot ${run}`;
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill(account);
  await dialog.getByRole('combobox', { name: 'Organización' }).fill(organization);
  await page.getByRole('option', { name: organization }).click();
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Cuenta creada con éxito')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar cuenta' }).fill(account);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(organization);
  const editRow = await expandRow(page, account);
  await editRow.getByLabel('Nombre').fill(`${account} MX`);
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cuenta actualizada')).toBeVisible();
  await expect(dataRows(page).first()).toContainText(`${account} MX`);

  // The list state is in the URL: a reload keeps the search.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar cuenta' })).toHaveValue(account);
  await expect(dataRows(page)).toHaveCount(1);

  await dataRows(page).first().getByRole('link', { name: 'Entrar' }).click();
  await page.waitForURL(/\/account\/\d+\/personalization/);
  await page.goto('/master/accounts');
  const recent = page.getByRole('region', { name: 'Cuentas recientes' });
  await expect(recent.getByRole('link', { name: `${account} MX` })).toBeVisible();
});

test('platforms: create, a taken name refused under its field, sort, edit, leave with unsaved changes, delete', async ({ page }) => {
  const name = `canal-${run}`;
  await openFromMenu(page, 'Plataformas');
  await expect(page).toHaveTitle('Plataformas · Konverza');

  // 'Crear' says what is missing until name and title are given.
  await page.getByRole('button', { name: 'Crear plataforma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear plataforma' });
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(create).toBeDisabled();
  await expect(dialog.getByText('Completa el nombre y el título.')).toBeVisible();
  // A name the server already has is refused under the field (and in the toast), what was typed stays.
  await dialog.getByLabel('Nombre').fill('messenger');
  await dialog.getByLabel('Título').fill(`Canal ${run}`);
  await create.click();
  await expect(toast(page, 'Error creando plataforma.')).toBeVisible();
  await expect(dialog.getByText('Ya existe una plataforma con ese nombre')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(name);
  await create.click();
  await expect(toast(page, 'Plataforma creada con éxito')).toBeVisible();

  // Sorted by name (the URL keeps it), the new one is found by its search.
  await page.getByRole('columnheader', { name: /Nombre/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=name/);
  await page.getByRole('searchbox', { name: 'Buscar plataforma' }).fill(name);
  await expect(dataRows(page)).toHaveCount(1);

  // Edit: only the description changes; saved, the focus stays in the row.
  const editRow = await expandRow(page, name);
  await editRow.getByLabel('Descripción').fill('Canal de pruebas');
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Plataforma actualizada')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('Canal de pruebas');
  expect(await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-label'))).toBe(`Editar ${name}`);

  // Typing and then leaving the screen asks first; staying keeps what was typed.
  await editRow.getByLabel('Icono').fill('radio');
  await page.getByRole('navigation', { name: 'Menú Master' }).first().getByRole('link', { name: 'Roles' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Cambios sin guardar' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/master\/platforms/);
  await expect(editRow.getByLabel('Icono')).toHaveValue('radio');

  // Delete, after the question.
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Eliminar plataforma' })).toBeVisible();
  await confirmDelete(page, new RegExp(`¿Deseas eliminar la plataforma ${name}\\?`));
  await expect(toast(page, 'Plataforma eliminada')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
});
