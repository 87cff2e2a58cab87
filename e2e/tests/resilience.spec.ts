import { expect, test } from '@playwright/test';
import { e2ePorts } from '../ports';
import { dataRows, signIn } from './session';

test('an unreachable remote costs only its own area, and Reintentar really retries', async ({ page, request }) => {
  const partners = `http://localhost:${e2ePorts.PORT_PARTNERS}/**`;
  await page.route(partners, (route) => route.abort('connectionrefused'));
  await signIn(page, request);

  await page.getByRole('link', { name: 'Partners' }).first().click();
  await page.waitForURL('**/master/partners');
  await expect(page.getByText('No se pudo cargar esta sección.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();

  // The rest of the console keeps working.
  await page.getByRole('link', { name: 'Organizaciones' }).first().click();
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  // The remote comes back: Reintentar loads it without a page reload.
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await expect(retry).toBeVisible();
  await page.unroute(partners);
  await retry.click();
  await expect(page.getByText('No se pudo cargar esta sección.')).toBeHidden();
  await expect(dataRows(page).first()).toBeVisible();
});
