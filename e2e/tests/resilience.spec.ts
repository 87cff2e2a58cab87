import { expect, test } from '@playwright/test';
import { e2ePorts } from '../ports';
import { dataRows, signIn } from './session';

test('an unreachable remote costs only its own entries and area, and Reintentar really retries', async ({ page, request }) => {
  const partners = `http://localhost:${e2ePorts.PORT_PARTNERS}/**`;
  await page.route(partners, (route) => route.abort('connectionrefused'));
  await signIn(page, request);

  // Its menu entry is missing and the menu says so; the other remotes' entries are there.
  const menu = page.getByRole('navigation', { name: 'Menú Master' }).first();
  await expect(menu.getByRole('link', { name: 'Organizaciones' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Certificaciones' })).toBeVisible();
  await expect(menu.getByText('Algunas secciones no se pudieron cargar.')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Partners' })).toHaveCount(0);

  // Its screens say they could not be loaded, with 'Reintentar'.
  await page.goto('/master/partners');
  await expect(page.getByText('No se pudo cargar esta sección.')).toBeVisible();
  const retry = page.getByRole('main').getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();

  // The rest of the console keeps working.
  await menu.getByRole('link', { name: 'Organizaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  // The remote comes back: Reintentar loads it without a page reload, and its entry joins the menu.
  await page.goBack();
  await expect(retry).toBeVisible();
  await page.unroute(partners);
  await retry.click();
  await expect(page.getByText('No se pudo cargar esta sección.')).toBeHidden();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Partners' })).toBeVisible();
});
