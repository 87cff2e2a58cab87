import { expect, test, type Page } from '@playwright/test';
import { API_URL, CONSOLE_API_URL } from '../ports';
import { signIn } from './session';

const TABS = 4;

/** Four tabs loading at once on two shared cores can take a while each. */
const LOADED = { timeout: 30_000 };

/**
 * A tab still in the console, on its screen (not sent to /login), and done loading it: no call of its own still in
 * flight (the progress bar shows while any is) to meet what the API accepts next.
 */
async function showsOrganizations(tab: Page) {
  await expect(tab).toHaveURL(/\/master\/organizations(\?|$)/);
  await expect(tab.getByRole('heading', { name: 'Organizaciones' })).toBeVisible(LOADED);
  await expect(tab.getByTestId('progress-bar')).toHaveCount(0, LOADED);
}

/** Reloads the tabs at once: each comes back to its screen, and the API answers its calls. */
async function reloadAll(tabs: Page[]) {
  await Promise.all(
    tabs.map(async (tab) => {
      const answered = tab.waitForResponse((r) => r.url().startsWith(`${CONSOLE_API_URL}/`) && !r.url().endsWith('/token/refresh') && r.ok(), LOADED);
      await tab.reload();
      await answered;
      await showsOrganizations(tab);
    }),
  );
}

test('tabs reloaded at once stay signed in, with one refresh between them, one reloaded mid-refresh too; logging out in one ends them all', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, request);
  // What the tabs send to the API: the bearer of each call and the refresh token of each refresh.
  const bearers = new Set<string>();
  const refreshes: string[] = [];
  context.on('request', (sent) => {
    const auth = sent.headers().authorization;
    if (!sent.url().startsWith(CONSOLE_API_URL) || !auth) return;
    if (sent.url().endsWith('/api/token/refresh')) refreshes.push(auth);
    else bearers.add(auth);
  });

  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  await Promise.all(tabs.slice(1).map((tab) => tab.goto('/master/organizations')));
  await Promise.all(tabs.map(showsOrganizations));

  // Reloaded at once while the browser's access token is good: every tab takes it, none refreshes.
  await reloadAll(tabs);
  expect(refreshes).toEqual([]);

  // The API stops taking that token (it expired): reloaded at once, the tabs renew it with ONE refresh.
  const expired = new Set(bearers);
  await context.route(`${CONSOLE_API_URL}/**`, (route) =>
    expired.has(route.request().headers().authorization ?? '')
      ? route.fulfill({ status: 401, json: { success: false, error: 'Sesión no válida' } })
      : route.continue(),
  );
  await reloadAll(tabs);
  expect(refreshes).toHaveLength(1);

  // Once more: still one refresh per round, and no refresh token was ever presented twice.
  for (const auth of bearers) expired.add(auth);
  await reloadAll(tabs);
  expect(refreshes).toHaveLength(2);
  expect(new Set(refreshes).size).toBe(refreshes.length);

  // The API still accepts the session the tabs share.
  const current = [...bearers].find((auth) => !expired.has(auth));
  expect(current).toBeDefined();
  const me = await request.get(`${API_URL}/api/admin/me`, { headers: { Authorization: current as string } });
  expect(me.status()).toBe(200);

  // A tab reloaded while it refreshes cuts its refresh short: that is no answer about the session, which the other
  // tabs keep, and the reloaded tab takes up again.
  for (const auth of bearers) expired.add(auth);
  const refresh = `${CONSOLE_API_URL}/token/refresh`;
  let held = false;
  await context.route(refresh, () => {
    held = true; // never answered: the reload ends it
  });
  await tabs[0].getByRole('searchbox').first().fill('Demo');
  await expect.poll(() => held).toBe(true);
  await context.unroute(refresh);
  await reloadAll([tabs[0]]);
  await Promise.all(tabs.map(showsOrganizations));

  // Logging out in one tab sends every tab to /login, and the API refuses the session's refresh token.
  await context.unroute(`${CONSOLE_API_URL}/**`);
  const stored = await tabs[1].evaluate(() => JSON.parse(localStorage.getItem('console-session') ?? '{}').state?.refreshToken);
  await tabs[0].getByRole('link', { name: 'Cerrar sesión' }).or(tabs[0].getByRole('button', { name: 'Cerrar sesión' })).click();
  await Promise.all(tabs.map((tab) => tab.waitForURL('**/login', LOADED)));
  const refused = await request.get(`${API_URL}/api/token/refresh`, { headers: { Authorization: `Bearer ${stored}` } });
  expect(refused.status()).toBe(401);
});
