/**
 * Accessibility where the colours and the motion change: dark mode as the system asks (the login page and a screen
 * of each area in each state), the states that come and go (toasts, a field's error, a failed and an empty list, a
 * deleted admin's row) in light and dark, and less motion. Apart from a11y.spec.ts's walk, so the two run side by side.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations as violations, dataRows, signIn } from './session';
import { OPEN_ROW, SCREENS, checkScreen, failures, type Screen } from './a11y-screens';

/**
 * Dark mode, where the colours change and contrast could break: a list of each area with its create dialog
 * and edit row, the delete question, a partner's page, two record forms, the toolbar on all of them, and the
 * login page. (The components are the same in both modes: CI walks everything in light only, for its time;
 * `A11Y_DARK=1 npx playwright test a11y` walks everything in dark.)
 */
const DARK_SCREENS = [
  '/master/accounts',
  '/master/partners/1',
  '/master/certification-questions',
  '/master/milestones/1',
  '/organization/2/entities',
  '/account/1/users/1',
  '/account/1/webhooks',
].map((path) => SCREENS.find((screen) => screen.path === path) as Screen);

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('dark mode, as the system asks: the login page and a screen of each area in each state, no critical or serious violation; the toggle is remembered', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  const report: Record<string, string[]> = {};
  await page.goto('/login');
  await page.getByLabel(/correo/i).waitFor();
  expect(await isDark(page)).toBe(true);
  report['/login'] = await violations(page);

  await signIn(page, request);
  // The toolbar names who is signed in.
  const toolbar = page.getByRole('banner');
  await expect(toolbar.getByText('Ada Administradora')).toBeVisible();
  await expect(toolbar.getByText('Superadministrador')).toBeVisible();
  for (const screen of DARK_SCREENS) await checkScreen(page, screen, report);
  expect(failures(report, 'dark')).toEqual({});

  // On a phone the toolbar keeps one line, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toolbar.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  expect(await toolbar.evaluate((header) => [header.scrollWidth <= header.clientWidth, header.getBoundingClientRect().height])).toEqual([true, 56]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The person's choice (light, against the system's dark) survives a reload; choosing dark again follows the system.
  const toggle = toolbar.getByRole('button', { name: 'Modo oscuro' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await isDark(page)).toBe(false);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await isDark(page)).toBe(false);
  await toggle.click();
  expect(await isDark(page)).toBe(true);
});

/**
 * The states that come and go, where contrast broke before: a toast of each kind (error with its description,
 * success), a field's error text, a list that failed to load and an empty one, a deleted admin's row with
 * 'Habilitar administrador'; in light and dark.
 */
for (const mode of ['light', 'dark'] as const) {
  test(`passing states (${mode}): toasts, a field's error, a failed and an empty list, a deleted admin's row: no critical or serious violation`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: mode });
    await signIn(page, request);
    const report: Record<string, string[]> = {};
    const toasts = '[data-scope="toast"]';

    // A taken name: the error toast (title and description) and the refusal under the field.
    await page.goto('/master/platforms');
    await page.getByRole('button', { name: 'Crear plataforma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear plataforma' });
    await dialog.getByLabel('Nombre').fill('messenger');
    await dialog.getByLabel('Título').fill(`Accesible ${mode}`);
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(dialog.getByText('Ya existe una plataforma con ese nombre')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Error creando plataforma.' })).toBeVisible();
    report['error toast'] = await violations(page, toasts);
    report["a field's error"] = await violations(page, '[role="dialog"]');

    // The name corrected: the success toast.
    await dialog.getByLabel('Nombre').fill(`accesible-${mode}-${Date.now().toString(36)}`);
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Plataforma creada con éxito' })).toBeVisible();
    report['success toast'] = await violations(page, toasts);

    // A list that failed to load, then one with nothing in it yet.
    let answer: 'fail' | 'empty' = 'fail';
    await page.route(/\/api\/organization\?/, (route) =>
      route.fulfill(
        answer === 'fail'
          ? { status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, resource: null, error: 'Fallo de prueba' }) }
          : { status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, resource: [], pagination: { hasNextPage: false } }) },
      ),
    );
    await page.goto('/master/organizations');
    await expect(page.getByText('No se pudo cargar la lista.')).toBeVisible();
    report['failed list'] = await violations(page);
    answer = 'empty';
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('button', { name: 'Crear la primera organización' })).toBeVisible();
    report['empty list'] = await violations(page, 'table');
    await page.unroute(/\/api\/organization\?/);

    // A deleted admin's open row.
    await page.goto('/master/admins');
    await page.getByRole('searchbox').first().fill('Borrado');
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page).first().getByRole('button', { expanded: false }).first().click();
    const row = dataRows(page).first().locator('xpath=following-sibling::tr[1]');
    await expect(row.getByRole('button', { name: 'Habilitar administrador' })).toBeVisible();
    await row.evaluate((element) => element.setAttribute('data-a11y-open-row', ''));
    report["a deleted admin's row"] = await violations(page, OPEN_ROW);

    expect(failures(report, `${mode}, passing states`)).toEqual({});
  });
}

/**
 * Less motion, as the system asks (WCAG 2.3.3; the whole suite runs so, for its time): a dialog shows without its
 * animation, which it has otherwise.
 */
test('less motion, as the system asks: a dialog shows at once, which otherwise scales in', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/master/platforms');
  await expect(dataRows(page).first()).toBeVisible();
  const dialogAnimation = async () => {
    await page.getByRole('button', { name: 'Crear plataforma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear plataforma' });
    await expect(dialog).toBeVisible();
    const seconds = await dialog.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    return seconds;
  };
  expect(await dialogAnimation()).toBeLessThanOrEqual(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await dialogAnimation()).toBeGreaterThanOrEqual(0.1);
});
