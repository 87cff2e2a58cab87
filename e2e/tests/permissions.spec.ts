/**
 * A 'Nerd's console: what the demo role may not do is not offered, and says why; what it may do works.
 * A Nerd enters by the social sign-in's admin-lookup path (spec 5); the test signs in through the API
 * (signIn of session.ts) and leaves the session where that path leaves it (the stored refresh token and role).
 */
import { expect, test } from '@playwright/test';
import { dataRows, signIn } from './session';

const NERD = { email: 'nerd@example.com', password: 'demo1234' };

test("a Nerd's console: the menu, buttons and fields follow the role's permissions", async ({ page, request }) => {
  await signIn(page, request, NERD);
  await page.goto('/master/organizations');
  const menu = page.getByRole('navigation', { name: 'Menú Master' });
  await expect(menu.getByRole('link', { name: 'Organizaciones' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administradores' })).toBeVisible();
  // No permission to read permissions: no entry, and its address says why instead of loading.
  await expect(menu.getByRole('link', { name: 'Permisos' })).toHaveCount(0);
  await page.goto('/master/permissions');
  await expect(page.getByText('No tienes permiso para ver permisos.')).toBeVisible();

  // Admins: it may attend them (update) but not create or delete them, nor touch a superadmin.
  await menu.getByRole('link', { name: 'Administradores' }).click();
  await expect(page.getByRole('heading', { name: 'Administradores', level: 1 })).toBeVisible();
  const create = page.getByRole('button', { name: 'Crear administrador', exact: true });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('No tienes permiso para crear administradores.');
  await expect(page.getByRole('button', { name: 'Crear administradores' })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Buscar por correo' }).fill('admin@example.com');
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Editar Ada Administradora' }).click();
  const superRow = page.getByRole('form', { name: 'Editar Ada Administradora' });
  await expect(superRow.getByLabel('Nombres')).toBeDisabled();
  await expect(page.getByText(/Solo un superadministrador puede/)).toBeVisible();
  await expect(superRow.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar por correo' }).fill('agente@example.com');
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Editar Alex Agente' }).click();
  const row = page.getByRole('form', { name: 'Editar Alex Agente' });
  await row.getByLabel('Nombres').fill('Alex Tomás');
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Administrador actualizado')).toBeVisible();
  await expect(page.getByText('No tienes permiso para eliminar administradores.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  // Roles: read-only, the checklist shows the role's own permissions, disabled.
  await menu.getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('button', { name: 'Crear rol', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Editar Nerd', exact: true }).click();
  await expect(page.getByText('No tienes permiso para modificar roles.')).toBeVisible();
  const boxes = page.getByRole('group', { name: 'Permisos' }).getByRole('checkbox');
  await expect(boxes.first()).toBeDisabled();
  await expect(boxes.first()).toBeChecked();
});
