/**
 * Packages (issue 11) as a person builds one, against the real API: created from the menu, its account chosen
 * (the demo's 'Farmacias San Rafael Ventas' has a bot: flows, sequences, variables, lists), flows, a sequence,
 * a list and an attribute added, two flows removed at once, an image uploaded — then a reload shows what the
 * server stored.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import { dataRows, openFromMenu, rowWith, run, signIn, toast } from './session';

/** A real 1×1 PNG: the browser must decode what the API serves back. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ACCOUNT = 'Farmacias San Rafael Ventas';

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

/** Chooses `option` in a section's add selector, adds it, and waits for the toast and the new row. */
async function addTo(page: Page, section: Locator, selector: string, option: string, success: string) {
  await section.getByRole('combobox', { name: selector }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await section.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(toast(page, success)).toBeVisible();
  await expect(section.getByRole('cell', { name: option, exact: true })).toBeVisible();
}

test('a package: created, its account chosen, items and an attribute added, two flows removed at once, its image uploaded', async ({ page }) => {
  const name = `Paquete e2e ${run}`;
  await openFromMenu(page, 'Paquetes');
  await expect(rowWith(page, 'Kit de ventas por WhatsApp')).toBeVisible();
  await page.getByRole('button', { name: 'Crear paquete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear paquete' });
  await expect(dialog.getByRole('button', { name: 'Crear', exact: true })).toBeDisabled();
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Categoría', { exact: true }).fill('Pruebas');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Paquete creado con éxito')).toBeVisible();

  await page.getByRole('searchbox').first().fill(name);
  await expect(dataRows(page)).toHaveCount(1);
  await rowWith(page, name).getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/master\/packages\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const flows = page.getByRole('region', { name: 'Flujos' });
  await expect(flows).toContainText('Elige la cuenta del paquete para agregar flujos, secuencias, variables y listas.');

  // Its account (a remote search) and its image, saved with the form.
  const form = page.getByRole('form', { name: `Editar ${name}` });
  await form.getByRole('combobox', { name: 'Cuenta' }).fill(ACCOUNT);
  await page.getByRole('option', { name: ACCOUNT, exact: true }).first().click();
  await form.getByLabel('Imagen: elegir archivo').setInputFiles({ name: `paquete-${run}.png`, mimeType: 'image/png', buffer: PNG });
  const preview = form.getByRole('img', { name: 'Imagen', exact: true });
  await expect(preview).toHaveAttribute('src', new RegExp(`^${API_URL}/files/images/[0-9a-f]{16}-paquete-${run}\\.png$`));
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  const image = await preview.getAttribute('src');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Paquete actualizado')).toBeVisible();

  // What it bundles, from that account's bot.
  for (const flow of ['Catálogo de productos', 'Seguimiento de pedido', 'Agendar cita']) await addTo(page, flows, 'Agregar flujo', flow, 'Flujo agregado con éxito');
  const sequences = page.getByRole('region', { name: 'Secuencias' });
  await addTo(page, sequences, 'Agregar secuencia', 'Recordatorio de cita', 'Secuencia agregada con éxito');
  const lists = page.getByRole('region', { name: 'Listas' });
  await addTo(page, lists, 'Agregar lista', 'Newsletter', 'Lista agregada con éxito');
  // Already there: said here, nothing sent.
  await flows.getByRole('combobox', { name: 'Agregar flujo' }).click();
  await page.getByRole('option', { name: 'Agendar cita', exact: true }).click();
  await flows.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(toast(page, 'El flujo ya se encuentra en el paquete')).toBeVisible();

  // An attribute of the package.
  await page.getByRole('button', { name: 'Crear atributo de paquete' }).click();
  const attribute = page.getByRole('dialog', { name: 'Crear atributo de paquete' });
  await attribute.getByLabel('Nombre', { exact: true }).fill('moneda');
  await attribute.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Texto' });
  await attribute.getByLabel('Valor', { exact: true }).fill('MXN');
  await attribute.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Atributo de paquete creado con éxito')).toBeVisible();
  const attributes = page.getByRole('table', { name: 'Atributos' });
  await expect(attributes.getByRole('cell', { name: 'moneda', exact: true })).toBeVisible();

  // Two flows at once: one call each, and the section reloads 1.5 s later.
  await flows.getByRole('checkbox', { name: 'Seleccionar Catálogo de productos' }).check();
  await flows.getByRole('checkbox', { name: 'Seleccionar Agendar cita' }).check();
  await flows.getByRole('button', { name: 'Remover selección' }).click();
  await expect(toast(page, 'Flujos removidos con éxito')).toBeVisible();
  await expect(flows.getByRole('cell', { name: 'Agendar cita', exact: true })).toHaveCount(0);
  await expect(flows.getByRole('checkbox', { name: /^Seleccionar / })).toHaveCount(2);

  // What the server stored.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(flows.getByRole('cell', { name: 'Seguimiento de pedido', exact: true })).toBeVisible();
  await expect(flows.getByRole('cell', { name: 'Catálogo de productos', exact: true })).toHaveCount(0);
  await expect(flows.getByRole('cell', { name: 'Agendar cita', exact: true })).toHaveCount(0);
  await expect(sequences.getByRole('cell', { name: 'Recordatorio de cita', exact: true })).toBeVisible();
  await expect(lists.getByRole('cell', { name: 'Newsletter', exact: true })).toBeVisible();
  await expect(attributes.getByRole('cell', { name: 'MXN', exact: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Cuenta' })).toHaveValue(ACCOUNT);
  await expect(form.getByRole('img', { name: 'Imagen', exact: true })).toHaveAttribute('src', image!);
});
