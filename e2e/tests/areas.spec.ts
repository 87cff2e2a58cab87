import { expect, test, type Page } from '@playwright/test';
import { dataRows, signIn } from './session';

/** 'Entrar' on the first account row of an organization's accounts. */
async function enterFirstAccount(page: Page) {
  const row = dataRows(page).first();
  await row.getByRole('link', { name: 'Entrar' }).or(row.getByRole('button', { name: 'Entrar' })).click();
  await page.waitForURL(/\/account\/\d+\/personalization/);
}

test('each area loads its remote and shows real data, reached through the menus', async ({ page, request }) => {
  await signIn(page, request);

  // master: organizations list with real rows and pagination.
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  const organizationName = (await dataRows(page).first().getByRole('link').first().textContent())?.trim() ?? '';
  expect(organizationName.length).toBeGreaterThan(0);

  // organization: its accounts, the organization's name in the side menu.
  await dataRows(page).first().getByRole('link').first().click();
  await page.waitForURL(/\/organization\/\d+\/accounts/);
  await expect(page.getByText(organizationName).first()).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  // Cells: the edit toggle, ID, Nombre…
  const accountName = (await dataRows(page).first().locator('td').nth(2).textContent())?.trim() ?? '';

  // account: personalization of the chosen account.
  await enterFirstAccount(page);
  await expect(page.getByText(accountName).first()).toBeVisible();

  // 'Cuentas' goes back to the accounts of the parent organization.
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await page.waitForURL(/\/organization\/\d+\/accounts/);

  // partners and certifications, from the master menu.
  await page.goto('/master/organizations');
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await page.waitForURL('**/master/partners');
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'Certificaciones' }).first().click();
  await page.waitForURL('**/master/certifications');
  await expect(dataRows(page).first()).toBeVisible();
});

test('host and every remote share one React, router, Chakra, store, client, query cache and federation runtime', async ({ page, request }) => {
  await signIn(page, request);
  // Visit an area of every remote, through the menus (a reload would reset what the apps reported).
  for (const entry of ['Partners', 'Certificaciones', 'Organizaciones']) {
    await page.getByRole('link', { name: entry }).first().click();
    await expect(dataRows(page).first()).toBeVisible();
  }
  await dataRows(page).first().getByRole('link').first().click();
  await page.waitForURL(/\/organization\/\d+\/accounts/);
  await expect(dataRows(page).first()).toBeVisible();
  await enterFirstAccount(page);

  const reported = () =>
    page.evaluate(() => {
      const reports = (window as unknown as { __CONSOLE_SINGLETONS__?: Record<string, Record<string, unknown>> })
        .__CONSOLE_SINGLETONS__ ?? {};
      const apps = Object.keys(reports).sort();
      const keys = ['react', 'reactDom', 'router', 'chakra', 'store', 'api', 'query'];
      const host = reports.host ?? {};
      const mismatches = apps.flatMap((app) =>
        keys.filter((k) => !reports[app][k] || reports[app][k] !== host[k]).map((k) => `${app}.${k}`),
      );
      return { apps, mismatches };
    });
  // The account remote reports once its code has run.
  await expect.poll(async () => (await reported()).apps).toEqual([
    'account', 'certifications', 'host', 'master', 'organization', 'partners',
  ]);
  expect((await reported()).mismatches).toEqual([]);
  // One federation runtime: every app's federation instance is of the class of the host's runtime core, which the
  // host hands to the remotes (a remote's own copy of the runtime would bring its own class).
  const runtimes = await page.evaluate(() => {
    const scope = window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] }; _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } };
    const instances = scope.__FEDERATION__.__INSTANCES__;
    return { apps: instances.length, ownClass: instances.filter((instance) => instance.constructor !== scope._FEDERATION_RUNTIME_CORE?.ModuleFederation).map((instance) => instance.name) };
  });
  expect(runtimes.apps).toBe(6);
  expect(runtimes.ownClass).toEqual([]);
});
