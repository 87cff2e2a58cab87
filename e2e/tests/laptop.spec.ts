/**
 * A laptop (1440 px): the widest lists fit the screen, cells and headers wrapping between words and long
 * addresses anywhere, so nothing hides behind a sideways scroll.
 */
import { expect, test } from '@playwright/test';
import { dataRows, signIn } from './session';

test.use({ viewport: { width: 1440, height: 900 } });

test('the widest lists (active accounts, webhooks, short URLs, account status) fit a 1440 px screen', async ({ page, request }) => {
  await signIn(page, request);
  for (const path of ['/master/active-accounts', '/account/1/webhooks', '/master/tooling', '/organization/2/account-status']) {
    await page.goto(path);
    await expect(dataRows(page).first()).toBeVisible();
    const table = page.locator('table[aria-label]').first();
    const [width, room] = await table.evaluate((element) => [element.scrollWidth, (element.parentElement as HTMLElement).clientWidth]);
    expect({ path, width: Math.min(width, room) }).toEqual({ path, width });
  }
});
