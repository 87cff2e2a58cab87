import { expect, test } from '@playwright/test';
import { ADMIN, codeFromOutbox, outboxMark, signInThroughUi as signIn, submitCredentials } from './session';

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
  const mark = await outboxMark(request, ADMIN.email);
  await submitCredentials(page, ADMIN.email, ADMIN.password);
  const code = await codeFromOutbox(request, ADMIN.email, mark);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(/código/i).fill(wrong);
  await expect(page.getByRole('alert')).toContainText('Código de acceso incorrecto o caducado');
  await expect(page).toHaveURL(/\/login/);
});

test('an admin whose role may not enter is refused', async ({ page, request }) => {
  const agent = { email: 'agente@example.com', password: 'demo1234' };
  const mark = await outboxMark(request, agent.email);
  await submitCredentials(page, agent.email, agent.password);
  const code = await codeFromOutbox(request, agent.email, mark);
  await page.getByLabel(/código/i).fill(code);
  await expect(page.getByRole('alert')).toContainText('No tienes acceso a este dashboard.');
  await expect(page).toHaveURL(/\/login/);
  const stored = await page.evaluate(() => localStorage.getItem('console-session'));
  expect(stored ?? '').not.toContain('refreshToken":"');
});

test('the 404 page counts down from 10 and returns to the master area', async ({ page, request }) => {
  await signIn(page, request);
  // The page's clock, moved by the test: a busy machine may take seconds to show the page, and nothing here
  // may depend on how many (the exact 10, 9, … of the countdown: NotFoundPage.test.tsx, on a fake clock).
  await page.clock.install();
  await page.goto('/esta/ruta/no-existe');
  await expect(page.getByText('Esta página no existe')).toBeVisible();
  const timer = page.getByRole('timer');
  // The seconds the timer shows (0 once it is gone: the redirect).
  const secondsLeft = async () => {
    const [text] = await timer.allTextContents();
    return text === undefined ? 0 : Number(/Serás redirigido en (\d+) s/.exec(text)?.[1]);
  };
  await expect(timer).toHaveText(/Serás redirigido en (10|[1-9]) s/);
  const shown = await secondsLeft();
  await page.clock.fastForward(1000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(shown - 1);
  await page.clock.fastForward(10_000);
  await page.waitForURL('**/master/organizations');
});
