import { expect, test } from '@playwright/test';
import { signIn } from './session';

test('each area loads its remote and shows real data, reached through the menus', async ({ page, request }) => {
  await signIn(page, request);

  // master: organizations list with real rows and pagination.
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const organizationName = (await page.locator('tbody tr').first().getByRole('link').first().textContent())?.trim() ?? '';
  expect(organizationName.length).toBeGreaterThan(0);

  // organization: its accounts, the organization's name in the side menu.
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await page.waitForURL(/\/organization\/\d+\/accounts/);
  await expect(page.getByText(organizationName).first()).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const accountName = (await page.locator('tbody tr').first().locator('td').nth(1).textContent())?.trim() ?? '';

  // account: personalization of the chosen account.
  await page.locator('tbody tr').first().getByRole('button', { name: 'Entrar' }).or(page.locator('tbody tr').first().getByRole('link', { name: 'Entrar' })).click();
  await page.waitForURL(/\/account\/\d+\/personalization/);
  await expect(page.getByText(accountName).first()).toBeVisible();

  // 'Cuentas' goes back to the accounts of the parent organization.
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await page.waitForURL(/\/organization\/\d+\/accounts/);

  // partners and certifications, from the master menu.
  await page.goto('/master/organizations');
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await page.waitForURL('**/master/partners');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('link', { name: 'Certificaciones' }).first().click();
  await page.waitForURL('**/master/certifications');
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('host and every remote share one React, router, Chakra, store, client and query cache', async ({ page, request }) => {
  await signIn(page, request);
  // Visit an area of every remote so each reports what it was given.
  const visits = ['/master/organizations', '/master/partners', '/master/certifications'];
  for (const path of visits) {
    await page.goto(path);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  }
  await page.goto('/master/organizations');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await page.waitForURL(/\/organization\/\d+\/accounts/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.locator('tbody tr').first().getByRole('button', { name: 'Entrar' }).or(page.locator('tbody tr').first().getByRole('link', { name: 'Entrar' })).click();
  await page.waitForURL(/\/account\/\d+\/personalization/);

  const result = await page.evaluate(() => {
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
  expect(result.apps).toEqual(['account', 'certifications', 'host', 'master', 'organization', 'partners']);
  expect(result.mismatches).toEqual([]);
});
