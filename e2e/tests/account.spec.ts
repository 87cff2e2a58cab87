/**
 * The account area (issue 15) as a person uses it, against the real API and its demo rows: a user found and
 * attended (the bot switched off, values edited at once), their breadcrumbs of a week read and some deleted,
 * a user deleted for good after typing their id; and the account's platforms and languages configured.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@console/contracts';
import { confirmDelete, dataRows, expandRow, rowWith, run, signIn, toast, typeDay } from './session';

/** The first demo account: the bot with thousands of users; Lucía Hernández Ruiz writes on its WhatsApp. */
const ACCOUNT = '/account/1';
const LUCIA = 'Lucía Hernández Ruiz';

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuarios' });

async function openUsersOf(page: Page, platform: string) {
  await page.goto(`${ACCOUNT}/users`);
  await expect(page.getByRole('heading', { name: /^Usuarios de /, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: platform }).click();
  await expect(page.getByRole('tab', { name: platform })).toHaveAttribute('aria-selected', 'true');
}

/** Searches the users of the chosen platform and opens the one named `name`. */
async function openUser(page: Page, text: string, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(text);
  const link = usersTable(page).getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('a user found by name: the bot switched off and back, two values edited at once, kept after a reload', async ({ page }) => {
  await openUsersOf(page, 'WhatsApp Business');
  // Thousands of users: a full page, and more after it.
  await expect(dataRows(page)).toHaveCount(25);
  await openUser(page, 'Hernández Ruiz', LUCIA);
  expect(new URL(page.url()).searchParams.get('platform')).not.toBeNull();

  const bot = page.getByRole('checkbox', { name: 'Bot activo' });
  const wasOn = await bot.isChecked();
  await page.getByText('Bot activo', { exact: true }).click();
  await expect(toast(page, 'Estado del bot actualizado')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: LUCIA, level: 1 })).toBeVisible();
  await expect(bot).toBeChecked({ checked: !wasOn });

  const values = page.getByRole('table', { name: 'Variables del usuario' });
  await expect(values.locator('tbody tr').first()).toBeVisible();
  const update = page.getByRole('button', { name: 'Actualizar selección' });
  await expect(update).toBeDisabled();
  const ticks = values.getByRole('checkbox', { name: /^Seleccionar (?!todos)/ });
  await ticks.nth(0).check();
  await ticks.nth(1).check();
  // A selection without a value is not enough.
  await expect(update).toBeDisabled();
  const value = `Revisado por soporte ${run}`;
  await page.getByLabel('Nuevo valor').fill(value);
  await update.click();
  await expect(toast(page, 'Valores actualizados')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Variables del usuario' }).getByText(value, { exact: true })).toHaveCount(2);

  // Back on: as it was.
  await page.getByText('Bot activo', { exact: true }).click();
  await expect(toast(page, 'Estado del bot actualizado')).toBeVisible();
});

test("a user's breadcrumbs of the last week: only that week, a record's events read, two records deleted", async ({ page }) => {
  await openUsersOf(page, 'WhatsApp Business');
  await openUser(page, 'Hernández Ruiz', LUCIA);
  await page.getByRole('link', { name: 'Ver breadcrumbs' }).click();
  await expect(page.getByRole('heading', { name: `Breadcrumbs de ${LUCIA}`, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registros' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const search = page.getByRole('button', { name: 'Buscar por fecha' });
  await expect(search).toBeDisabled();
  const day = (daysAgo: number) => {
    const date = new Date(Date.now() - daysAgo * 86_400_000);
    return { input: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`, shown: formatDate(date) };
  };
  const week = [0, 1, 2, 3, 4, 5, 6].map(day);
  await typeDay(page.getByRole('textbox', { name: 'Desde' }), week[6].input);
  await expect(search).toBeDisabled();
  await typeDay(page.getByRole('textbox', { name: 'Hasta' }), week[0].input);
  await search.click();
  await expect(page).toHaveURL(new RegExp(`from=${week[6].input}.*to=${week[0].input}`));
  const rows = table.locator('tbody tr');
  // Every record shown is of that week (the 'Fecha' column: 'DD MMM, YYYY HH:mm'), once the search's answer
  // replaced the rows shown before it (they stay while it loads).
  const outsideTheWeek = async () => {
    const dates = await rows.locator('td:last-child').allTextContents();
    return dates.length === 0 ? ['(none)'] : dates.filter((shown) => !week.some((d) => shown.startsWith(d.shown)));
  };
  await expect.poll(outsideTheWeek).toEqual([]);

  // A record opens to its events: date, event, template or detail, resource.
  await table.getByRole('button', { name: /^Ver eventos del registro / }).first().click();
  const events = page.getByRole('table', { name: /^Eventos del registro / });
  await expect(events).toBeVisible();
  await expect(events.getByRole('row').nth(1)).toContainText('Mensaje recibido');

  const ticks = table.getByRole('checkbox', { name: /^Seleccionar registro #/ });
  const chosen = [(await ticks.nth(0).getAttribute('aria-label'))!, (await ticks.nth(1).getAttribute('aria-label'))!];
  await ticks.nth(0).check();
  await ticks.nth(1).check();
  await page.getByRole('button', { name: 'Eliminar selección' }).click();
  await confirmDelete(page, /los 2 registros seleccionados/);
  await expect(toast(page, 'Registro eliminado')).toBeVisible();
  await page.reload();
  await expect(rows.first()).toBeVisible();
  for (const label of chosen) await expect(table.getByRole('checkbox', { name: label, exact: true })).toHaveCount(0);
});

test('a user deleted for good only once their id is typed: a wrong id cancels, the right one deletes', async ({ page }) => {
  await openUsersOf(page, 'Chat web');
  const first = dataRows(page).first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = /\/users\/(\d+)/.exec(page.url())![1];

  await page.getByRole('button', { name: 'Eliminar permanentemente' }).click();
  let dialog = page.getByRole('dialog', { name: 'Eliminar permanentemente' });
  await dialog.getByLabel(/^Escribe el ID del usuario/).fill(`${id}9`);
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page, 'Has escrito mal el número, se canceló la eliminación.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar permanentemente' }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar permanentemente' });
  await dialog.getByLabel(/^Escribe el ID del usuario/).fill(id);
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page, 'Usuario eliminado permanentemente')).toBeVisible();
  await page.waitForURL(/\/account\/1\/users\?platform=\d+/);
  await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(id);
  await expect(usersTable(page).getByText('No hay resultados')).toBeVisible();
});

test("the account's platforms and languages: a confidence saved, a language associated and dissociated", async ({ page }) => {
  await page.goto(`${ACCOUNT}/platforms`);
  await expect(page.getByRole('heading', { name: /^Plataformas de /, level: 1 })).toBeVisible();
  await expect(rowWith(page, 'Farmacia San Rafael')).toContainText('facebook');
  const editRow = await expandRow(page, 'webchat');
  const confidence = editRow.getByLabel('Confianza');
  await confidence.fill('1.5');
  await expect(editRow.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await confidence.fill('0.65');
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Plataforma actualizada')).toBeVisible();
  await page.reload();
  await expect(rowWith(page, 'webchat')).toContainText('0.65');

  await page.getByRole('navigation').getByRole('link', { name: 'Idiomas', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Idiomas de /, level: 1 })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  const before = await dataRows(page).count();
  await page.getByRole('button', { name: 'Asociar idioma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asociar idioma' });
  const associate = dialog.getByRole('button', { name: 'Asociar', exact: true });
  await expect(associate).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Idioma' }).click();
  // A language the account does not have yet: the newest of the catalogue (the demo gives the first account the first and fourth).
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const language = (await option.textContent())!;
  await option.click();
  await associate.click();
  await expect(toast(page, 'Idioma asociado')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(before + 1);
  const name = language.replace(/ \(.*\)$/, '');
  await rowWith(page, name).getByRole('button', { expanded: false }).first().click();
  await page.getByRole('button', { name: 'Desasociar' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`¿Deseas desasociar el idioma ${name} de la cuenta?`);
  await question.getByRole('button', { name: 'Sí, desasociar' }).click();
  await expect(toast(page, 'Idioma desasociado')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(before);
});
