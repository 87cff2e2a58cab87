/**
 * A phone (390 px, issue 17): a list's rows are cards that fit the width, the row's name and action in view;
 * the paginator on one line; the breadcrumb names the organization.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing wider than the window: the page never scrolls sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("an organization's accounts on a phone: cards that fit, the account and its 'Entrar' in view, the paginator on one line, the organization by its name", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const organizations = page.getByRole('list', { name: 'Organizaciones' });
  const first = organizations.getByRole('listitem').first();
  const organization = first.getByRole('link');
  await expect(organization).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  const name = (await organization.textContent()) ?? '';

  await organization.click();
  await expect(page.getByRole('heading', { name: `Cuentas de ${name}`, level: 1 })).toBeVisible();
  // The breadcrumb says whose accounts these are by name, never by its id.
  const crumbs = page.getByRole('navigation', { name: 'Ruta' });
  await expect(crumbs.getByRole('link', { name, exact: true })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2];
  await expect(crumbs.getByText(id, { exact: true })).toHaveCount(0);

  // A card per account: its name (the card's title), its edit toggle and its 'Entrar'. A loaded card names itself
  // by its title (a skeleton card, shown while the list loads, has none).
  const account = page.getByRole('list', { name: `Cuentas de ${name}` }).getByRole('listitem').and(page.locator('[aria-labelledby]')).first();
  await expect(account).toBeVisible();
  const title = page.locator(`[id="${await account.getAttribute('aria-labelledby')}"]`);
  await expect(title).toBeVisible();
  const accountName = (await title.textContent()) ?? '';
  expect(accountName).not.toBe('');
  await expect(account.getByRole('button', { name: `Editar ${accountName}` })).toBeVisible();
  await expect(account.getByRole('link', { name: `Entrar a ${accountName}` })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);

  // The paginator's controls share one line (their middles at one height: the select and the buttons are taller than the text).
  const paginator = page.getByRole('navigation', { name: 'Paginación' });
  const controls = [
    paginator.getByLabel('Filas por página'),
    // Where the page is: '1–25 de 34' (the API counts an organization's accounts).
    paginator.getByText(/^1–[\d,]+ de [\d,]+$/),
    paginator.getByRole('button', { name: 'Anterior' }),
    paginator.getByRole('button', { name: 'Siguiente' }),
  ];
  const middles = await Promise.all(
    controls.map(async (control) => {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      return box!.y + box!.height / 2;
    }),
  );
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
});
