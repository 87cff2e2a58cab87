/**
 * The command palette (issue 17) against the real search: from a screen, Ctrl+K, part of a demo account's
 * name, Enter on the account the server finds, and its personalization opens.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './session';

/** A demo account (api/src/demo/seed.ts: an organization's name and a suffix) that no other flow renames. */
const ACCOUNT = 'Café La Montaña Soporte';

test("Ctrl+K, part of an account's name, Enter: the account's personalization", async ({ page, request }) => {
  await signIn(page, request);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Buscar en la consola' });
  const field = palette.getByRole('combobox', { name: 'Buscar' });
  await expect(field).toBeFocused();

  await field.pressSequentially('montaña sop');
  const account = palette.getByRole('group', { name: 'Resultados' }).getByRole('option').filter({ hasText: ACCOUNT });
  await expect(account).toBeVisible();
  await expect(account).toContainText('Cuenta');
  // The only match, so the active option that Enter opens.
  await expect(field).toHaveAttribute('aria-activedescendant', (await account.getAttribute('id')) ?? '');
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious').map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/\d+\/personalization$/);
  await expect(page.getByRole('heading', { name: 'Personalización', level: 1 })).toBeVisible();
  await expect(palette).toHaveCount(0);
});
