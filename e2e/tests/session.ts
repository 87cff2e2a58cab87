import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../ports';

export const ADMIN = { email: 'admin@example.com', password: 'demo1234' };

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string;
  createdAt: string;
}

/** The newest messages sent to `email`, oldest first (the API's dev outbox). */
async function outbox(request: APIRequestContext, email: string, limit = 1): Promise<OutboxMessage[]> {
  return (await (await request.get(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}&limit=${limit}`)).json()) as OutboxMessage[];
}
const markOf = (message: OutboxMessage | undefined) => (message ? `${message.createdAt} ${message.code}` : null);

/**
 * What the outbox last holds for `email`, taken before asking for a code: the code asked for is the first
 * message after it. (Not a time window: on a busy machine an earlier test's code can be younger than any margin.)
 */
export async function outboxMark(request: APIRequestContext, email: string): Promise<string | null> {
  return markOf((await outbox(request, email)).at(-1));
}

/** The login code sent to `email` after `mark` (outboxMark), once it is in the outbox. */
export async function codeFromOutbox(request: APIRequestContext, email: string, mark: string | null): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const last = (await outbox(request, email)).at(-1);
        code = last && markOf(last) !== mark ? last.code : undefined;
        return code;
      },
      { message: `a new login code for ${email} in the outbox` },
    )
    .toBeTruthy();
  return code as string;
}

/** Step 1 of the login screen: credentials. */
export async function submitCredentials(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/contraseña/i).fill(password);
  await page.getByRole('button', { name: /continuar|ingresar|iniciar/i }).click();
}

/** Signs in as a person would: credentials, then the code from the outbox (it submits itself). */
export async function signInThroughUi(page: Page, request: APIRequestContext, user = ADMIN) {
  const mark = await outboxMark(request, user.email);
  await submitCredentials(page, user.email, user.password);
  const code = await codeFromOutbox(request, user.email, mark);
  await page.getByLabel(/código/i).fill(code);
  await page.waitForURL('**/master/organizations');
}

/** How long a cold load of the console may take on a busy machine (a test's own waits keep the 10 s default). */
export const COLD_LOAD_MS = 30_000;

/** A session through the API (the login page's three calls): its tokens and role, for calls a test makes itself. */
export async function apiSession(request: APIRequestContext, user = ADMIN): Promise<{ token: string; refreshToken: string; Role: unknown }> {
  const mark = await outboxMark(request, user.email);
  const post = async (path: string, data: object) => {
    const response = await request.post(`${API_URL}/api/${path}`, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()).resource;
  };
  await post('send_two_factor_token', { email: user.email, password: user.password, super_dashboard: true });
  const code = await codeFromOutbox(request, user.email, mark);
  await post('validate_two_factor_token', { email: user.email, code });
  return post('auth/login', { email: user.email, password: user.password, auth_token: code });
}

/**
 * A session for a test about something else: the same three sign-in calls the login page makes (credentials,
 * the e-mailed code, login), through the API, the session then stored where the console keeps it, and the
 * console opened on its first screen. What signing in looks like is auth.spec.ts's (signInThroughUi); this
 * saves every other test the login page's load.
 */
export async function signIn(page: Page, request: APIRequestContext, user = ADMIN) {
  const session = await apiSession(request, user);
  // Once per tab: a reload must find the refresh token the console rotated since, not this one again.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session')) return;
    sessionStorage.setItem('e2e-session', '1');
    localStorage.setItem('console-session', stored);
  }, JSON.stringify({ state: { role: session.Role, refreshToken: session.refreshToken, recent: {} }, version: 0 }));
  await page.goto('/master/organizations');
  // Signed in once the console shows its first screen (its access token is then the one every tab shares). A cold
  // load (host, remote, session refresh, first list) on a busy machine may take longer than one expectation's 10 s.
  await expect(page.getByRole('heading', { name: 'Organizaciones', level: 1 })).toBeVisible({ timeout: COLD_LOAD_MS });
}

/** Rows of a loaded table (a table is aria-busy while its skeleton rows show). */
export const dataRows = (page: Page) => page.locator('table:not([aria-busy="true"]) tbody tr');

/** A unique suffix per run, so names never collide with demo data or an earlier attempt. */
export const run = Date.now().toString(36).slice(-5);

/** Types a day ('YYYY-MM-DD') into a date picker as Spanish writes it ('dd/mm/aaaa'), and commits it. */
export async function typeDay(field: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await field.fill(`${date}/${month}/${year}`);
  await field.press('Enter');
}

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** The data row showing `text`. */
export const rowWith = (page: Page, text: string) => dataRows(page).filter({ hasText: text }).first();

/** Opens a row's edit form; answers the edit row (the next table row). */
export async function expandRow(page: Page, text: string): Promise<Locator> {
  const row = rowWith(page, text);
  await row.getByRole('button', { expanded: false }).first().click();
  return row.locator('xpath=following-sibling::tr[1]');
}

/**
 * Opens `path` in the console already open, as its own links do: no reload, the router follows the history entry
 * (a walk of many screens then spends its time on the screens, not on starting the console again for each).
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function openFromMenu(page: Page, entry: string, heading = entry) {
  await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

export async function confirmDelete(page: Page, question: RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await expect(dialog).toContainText('No se puede deshacer esta acción.');
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
}

/** Create from the dialog (its fields by label), edit one field in the row, delete after the question. */
export async function createEditDelete(
  page: Page,
  screen: { menu: string; create: string; fields: Record<string, string>; select?: Record<string, string>; name: string; edit: [string, string]; texts: [string, string, string] },
) {
  await openFromMenu(page, screen.menu);
  await page.getByRole('button', { name: screen.create }).click();
  const dialog = page.getByRole('dialog', { name: screen.create });
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(create).toBeDisabled();
  for (const [label, value] of Object.entries(screen.fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  for (const [label, option] of Object.entries(screen.select ?? {})) await dialog.getByLabel(label, { exact: true }).selectOption({ label: option });
  await create.click();
  await expect(toast(page, screen.texts[0])).toBeVisible();
  // Toasts stack below the toolbar, never over its search or the signed-in admin's name (measured at rest).
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const [toolbar, created] = await Promise.all([page.getByRole('banner').boundingBox(), toast(page, screen.texts[0]).boundingBox()]);
  expect(created!.y).toBeGreaterThanOrEqual(toolbar!.y + toolbar!.height);

  await page.getByRole('searchbox').first().fill(screen.name);
  await expect(dataRows(page)).toHaveCount(1);
  const editRow = await expandRow(page, screen.name);
  const [label, value] = screen.edit;
  await editRow.getByLabel(label, { exact: true }).fill(value);
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, screen.texts[1])).toBeVisible();
  await expect(rowWith(page, screen.name)).toContainText(value);
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar/);
  await expect(toast(page, screen.texts[2])).toBeVisible();
  await expect(dataRows(page).filter({ hasText: screen.name })).toHaveCount(0);
  // The only row gone, the focus waits on the table it left, not on the page's <body>.
  await expect(page.getByRole('table')).toBeFocused();
}

/**
 * Critical and serious violations only, each with where it is, for a readable failure. With `scope` (a CSS
 * selector), only that part of the page is analysed: a dialog or an open row of a page already checked.
 */
export async function axeViolations(page: Page, scope?: string) {
  // Read the page at rest: mid fade-in a dialog's text has not reached its colours yet.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // axe.run in the page itself ("legacy" mode): the default runs each frame's part, then merges them in a new blank
  // page, which starts a renderer for every check (twice axe's time). The console has no frames; both modes report
  // the same findings.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations: found } = await (scope ? builder.include(scope) : builder).analyze();
  return found
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? ''}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
}
