/**
 * Accessibility of the resource machine, as axe-core reads it in Chromium: every screen built on it, and
 * each of its states a person meets (the create dialog, an open edit row, the delete question), with no
 * critical and no serious violation. Also the shell and the login page.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations as violations, dataRows, signIn } from './session';

interface Screen {
  path: string;
  heading: string | RegExp;
  create?: string;
  /** Has an edit row (and a delete inside it). */
  edit?: boolean;
  /** The delete question: one component everywhere, checked on two screens (not on each). */
  remove?: boolean;
  /** A record's own form instead of a table: ready once its 'Guardar' shows. */
  form?: boolean;
}

const SCREENS: Screen[] = [
  { path: '/master/organizations', heading: 'Organizaciones', create: 'Crear organización' },
  { path: '/master/accounts', heading: 'Cuentas', create: 'Crear cuenta', edit: true, remove: true },
  { path: '/master/admins', heading: 'Administradores', create: 'Crear administrador', edit: true },
  { path: '/master/roles', heading: 'Roles', create: 'Crear rol', edit: true },
  { path: '/master/permissions', heading: 'Permisos', create: 'Crear permiso', edit: true },
  { path: '/master/platforms', heading: 'Plataformas', create: 'Crear plataforma', edit: true },
  // The catalogue's screens with controls of their own: JSON text, tabs, the 'show all' box, the accounts table.
  { path: '/master/plugins/1/attributes', heading: /^Atributos de /, create: 'Crear atributo', edit: true },
  { path: '/master/plans', heading: 'Planes', create: 'Crear plan', edit: true },
  { path: '/master/custom-views', heading: 'Vistas personalizadas', create: 'Crear vista personalizada', edit: true },
  { path: '/master/email-templates', heading: 'Templates de email', create: 'Crear template de email' },
  { path: '/master/packages', heading: 'Paquetes', create: 'Crear paquete', edit: true },
  // A package's page: its form, the selectable tables of what it bundles, its attributes.
  { path: '/master/packages/1', heading: 'Kit de ventas por WhatsApp', create: 'Crear atributo de paquete' },
  { path: '/master/partners', heading: 'Partners', create: 'Crear partner' },
  { path: '/master/certifications', heading: 'Certificaciones', create: 'Crear certificación', edit: true },
  // The container's other tabs: an exam's topics and build, a question's answers, a resource's topics.
  { path: '/master/certification-exams', heading: 'Exámenes', create: 'Crear examen', edit: true },
  { path: '/master/certification-topics', heading: 'Temas', create: 'Crear tema', edit: true },
  { path: '/master/certification-questions', heading: 'Preguntas', create: 'Crear pregunta', edit: true },
  { path: '/master/certification-resources', heading: 'Recursos', create: 'Crear recurso', edit: true },
  // A partner's page and screens (issue 12).
  { path: '/master/partners/1', heading: 'Soluciones Digitales MX' },
  { path: '/master/partners/1/bpayment-credentials', heading: 'Credenciales de pago', create: 'Crear credencial de pago', edit: true, remove: true },
  { path: '/master/partners/1/invoice', heading: 'Facturas', create: 'Crear factura' },
  { path: '/master/active-accounts', heading: 'Cuentas activas', create: 'Crear cuenta activa', edit: true },
  { path: '/master/assing-accounts', heading: 'Partners certificados' },
  { path: '/master/versions', heading: 'Versiones' },
  { path: '/organization/1/accounts', heading: /^Cuentas de /, create: 'Crear cuenta', edit: true },
  // The organization area: an admin's accounts there, the billing form, an entity's attributes, the status table.
  { path: '/organization/2/admins', heading: /^Administradores de /, create: 'Crear administrador', edit: true },
  { path: '/organization/2/subscriptions', heading: /^Suscripciones de /, create: 'Crear suscripción' },
  { path: '/organization/2/entities', heading: /^Entidades de /, create: 'Crear entidad', edit: true },
  { path: '/organization/2/account-status', heading: /^Estado de las cuentas de / },
  { path: '/master/milestones', heading: 'Milestones', create: 'Crear milestone', edit: true },
  // Its rich-text editor, toolbar and checkbox groups.
  { path: '/master/milestones/1', heading: /^Milestone /, form: true },
  { path: '/account/1/personalization', heading: 'Personalización', form: true },
  // The account area (issue 15): platform tabs, a user's page (profile, values with ticks, data form), the
  // breadcrumbs' date range and selectable rows, the association dialog, a platform's edit row.
  { path: '/account/1/users', heading: /^Usuarios de / },
  { path: '/account/1/users/1', heading: 'Lucía Hernández Ruiz', form: true },
  { path: '/account/1/users/1/breadcrumbs?platform=5', heading: /^Breadcrumbs de / },
  { path: '/account/1/platforms', heading: /^Plataformas de /, create: 'Asociar plataforma', edit: true },
  { path: '/account/1/variables', heading: /^Variables de /, create: 'Crear variable', edit: true },
  { path: '/account/1/admins', heading: /^Administradores de /, create: 'Crear administrador', edit: true },
  { path: '/account/1/models', heading: /^Modelos de /, create: 'Asociar modelo' },
  { path: '/account/1/extensions', heading: /^Extensiones de /, create: 'Crear extensión' },
  // Part 2 (issue 16): the CSV dialog, secrets in an edit row, the status and configuration forms (the block
  // picker), the header rows, the mirror's selectors and preview, the WhatsApp tabs.
  { path: '/account/1/payment', heading: /^Pagos de /, create: 'Exportar CSV', edit: true },
  { path: '/account/1/web-pay-credentials', heading: /^Credenciales de pago de /, create: 'Crear credencial de pago', edit: true },
  { path: '/account/1/status', heading: /^Estado de /, form: true },
  { path: '/account/1/configuration', heading: /^Configuración de /, form: true },
  { path: '/account/1/webhooks', heading: /^Webhooks de /, create: 'Crear webhook', edit: true },
  { path: '/account/1/lambdas', heading: /^Lambdas de /, create: 'Crear lambda', edit: true },
  { path: '/account/1/whatsapps', heading: /^WhatsApp de /, create: 'Crear número de WhatsApp', edit: true },
];

test('the login page has no critical or serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/correo/i).waitFor();
  expect(await violations(page)).toEqual([]);
});

/**
 * The screens whose dialogs and open row are checked with the whole page around them (what a dialog does to the
 * rest: hidden from readers, out of the focus order). Elsewhere a state is checked where it differs from the page
 * just checked (the dialog, the open row): the same components, for a third of axe's time.
 */
const WHOLE_PAGE_STATES = new Set(['/master/accounts', '/account/1/webhooks']);
/** Marks the open row for a scoped check (axe takes CSS selectors). */
const OPEN_ROW = '[data-a11y-open-row]';

/** One screen and each of its states (create dialog, edit row, delete question), axe's findings per state. */
async function checkScreen(page: Page, screen: Screen, report: Record<string, string[]>) {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
  if (screen.form) await expect(page.getByRole('button', { name: /^(Guardar|Actualizar)$/ })).toBeVisible();
  else await expect(dataRows(page).first()).toBeVisible();
  report[screen.path] = await violations(page);
  const whole = WHOLE_PAGE_STATES.has(screen.path);

  if (screen.create) {
    await page.getByRole('button', { name: screen.create, exact: true }).click();
    await expect(page.getByRole('dialog', { name: screen.create })).toBeVisible();
    report[`${screen.path} · ${screen.create}`] = await violations(page, whole ? undefined : '[role="dialog"]');
    // Not a pointer's click: a selector focused when the dialog opens may show its list over the button.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).dispatchEvent('click');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  if (screen.edit) {
    await dataRows(page).first().getByRole('button', { expanded: false }).first().click();
    const editRow = dataRows(page).first().locator('xpath=following-sibling::tr[1]');
    // The row's own 'Guardar' comes first (an entity's row also holds each attribute's form).
    await expect(editRow.getByRole('button', { name: 'Guardar' }).first()).toBeVisible();
    if (!whole) await editRow.evaluate((row) => row.setAttribute('data-a11y-open-row', ''));
    report[`${screen.path} · edit row`] = await violations(page, whole ? undefined : OPEN_ROW);
    if (screen.remove) {
      await editRow.getByRole('button', { name: 'Eliminar' }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      report[`${screen.path} · delete question`] = await violations(page);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  }
}

/** The states with critical or serious violations (none expected), after saying how many were checked. */
function failures(report: Record<string, string[]>, mode: string) {
  const failing = Object.fromEntries(Object.entries(report).filter(([, found]) => found.length > 0));
  console.log(`axe (${mode}): ${Object.keys(report).length} screens and states checked, ${Object.keys(failing).length} with critical or serious violations`);
  return failing;
}

/** The full walk's mode: light in CI (dark is walked over DARK_SCREENS below); `A11Y_DARK=1` walks it all in dark. */
const WALK_MODE = process.env.A11Y_DARK === '1' ? 'dark' : 'light';

/** The screens by area (the path's first part): one test each, so a slow machine's budget grows with the area. */
const AREAS = new Map<string, Screen[]>();
for (const screen of SCREENS) {
  const area = screen.path.split('/')[1];
  AREAS.set(area, [...(AREAS.get(area) ?? []), screen]);
}

for (const [area, screens] of AREAS) {
  test(`every screen of the ${area} area, its dialogs and its edit row: no critical or serious violation`, async ({ page, request }) => {
    // About 3 s a screen and its states on a quiet machine; the budget only tells a hung walk from a slow one.
    test.setTimeout(screens.length * 30_000);
    await page.emulateMedia({ colorScheme: WALK_MODE });
    await signIn(page, request);
    const report: Record<string, string[]> = {};
    for (const screen of screens) await checkScreen(page, screen, report);
    expect(failures(report, `${WALK_MODE}, ${area}`)).toEqual({});
  });
}

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
