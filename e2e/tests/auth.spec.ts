import { expect, test } from '@playwright/test';
import { ADMIN, codeFromOutbox, signInThroughUi as signIn, submitCredentials } from './session';

test('a staff admin signs in with the e-mailed code, lands on the console and logs out', async ({ page, request }) => {
  await signIn(page, request);
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).or(page.getByRole('link', { name: 'Cerrar sesión' })).click();
  await page.waitForURL('**/login');
  // The session is gone: a protected page sends the user back to login.
  await page.goto('/master/organizations');
  await page.waitForURL('**/login');
});

test('wrong password is refused with the catalogue message', async ({ page }) => {
  await submitCredentials(page, ADMIN.email, 'incorrecta');
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');
});

test('a wrong code is refused and the user stays on the code step', async ({ page, request }) => {
  const since = Date.now();
  await submitCredentials(page, ADMIN.email, ADMIN.password);
  const code = await codeFromOutbox(request, ADMIN.email, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(/código/i).fill(wrong);
  await expect(page.getByRole('alert')).toContainText('Código de acceso incorrecto o caducado');
  await expect(page).toHaveURL(/\/login/);
});

test('an admin whose role may not enter is refused', async ({ page, request }) => {
  const since = Date.now();
  const agent = { email: 'agente@example.com', password: 'demo1234' };
  await submitCredentials(page, agent.email, agent.password);
  const code = await codeFromOutbox(request, agent.email, since);
  await page.getByLabel(/código/i).fill(code);
  await expect(page.getByRole('alert')).toContainText('No tienes acceso a este dashboard.');
  await expect(page).toHaveURL(/\/login/);
  const stored = await page.evaluate(() => localStorage.getItem('console-session'));
  expect(stored ?? '').not.toContain('refreshToken":"');
});

test('the 404 page counts down from 10 and returns to the master area', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/esta/ruta/no-existe');
  await expect(page.getByText('Esta página no existe')).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/Serás redirigido en (10|9) s/);
  await expect(timer).toHaveText(/Serás redirigido en [1-7] s/, { timeout: 8_000 });
  await page.waitForURL('**/master/organizations', { timeout: 15_000 });
});
