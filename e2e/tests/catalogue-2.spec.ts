/**
 * The catalogue, part 2 (issue 11) as a person uses it, against the real API: an image uploaded to an
 * account's personalization (stored by the API, shown back through the page's CSP), and each new screen's flow:
 * shipping, the URL shortener (its link really redirects), WhatsApp Business and its numbers, extensions (a
 * .zip uploaded, the runtime's template, installed in an account).
 */
import { expect, test } from '@playwright/test';
import { API_URL } from '../ports';
import { confirmDelete, createEditDelete, dataRows, expandRow, openFromMenu, rowWith, run, signIn, toast } from './session';

/** A real 1×1 PNG: the browser must decode what the API serves back. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('an account’s image: refused when it is not an image, uploaded, shown, saved', async ({ page }) => {
  await page.goto('/account/1');
  await expect(page.getByRole('heading', { name: 'Personalización', level: 1 })).toBeVisible();
  const chooser = page.getByLabel('Imagen: elegir archivo');

  // A text file named .png is refused by the server, from its content; the field is cleared.
  await chooser.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(toast(page, 'Error subiendo imagen. Intenta de nuevo.')).toBeVisible();
  await expect(toast(page, 'Sube una imagen jpg o png')).toBeVisible();
  await expect(page.getByText('Sin imagen')).toBeVisible();

  await chooser.setInputFiles({ name: `logo-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Imagen', exact: true });
  await expect(preview).toHaveAttribute('src', new RegExp(`^${API_URL}/files/images/[0-9a-f]{16}-logo-\\d+\\.png$`));
  // Decoded: served by the API with its type, and allowed by the host's Content-Security-Policy.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  const src = await preview.getAttribute('src');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cuenta actualizada')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: /^Imagen de / })).toHaveAttribute('src', src!);
});

test('shipping: the demo shipments, create, edit, delete', async ({ page }) => {
  await openFromMenu(page, 'Envíos');
  await expect(dataRows(page)).toHaveCount(25);
  await createEditDelete(page, {
    menu: 'Envíos',
    create: 'Crear envío',
    name: `ORD-${run}`,
    fields: { 'ID de orden': `ORD-${run}`, 'Nombre del destinatario': 'Ana Pérez', Total: '149.50' },
    edit: ['Estado del envío', 'Entregado'],
    texts: ['Envío creado con éxito', 'Envío actualizado', 'Envío eliminado'],
  });
});

test('the URL shortener: a link made, copied, followed; a taken name said in Spanish', async ({ page, request }) => {
  await openFromMenu(page, 'Herramientas');
  await expect(page.getByLabel('Acción')).toHaveValue('url-shortener');
  const target = `https://example.com/campana/${run}?utm_source=e2e`;
  const name = `e2e-${run}`;
  await page.getByLabel(/URL de destino/).fill(target);
  await page.getByLabel('Nombre personalizado (opcional)').fill(name);
  await page.getByRole('button', { name: 'Acortar' }).click();
  await expect(toast(page, 'URL acortada con éxito')).toBeVisible();
  const result = page.getByRole('region', { name: 'URL acortada' });
  const link = (await result.getByRole('link').textContent())!;
  expect(link).toBe(`${API_URL}/s/${name}`);
  // The link is real: the API redirects it to the target.
  const followed = await request.get(link, { maxRedirects: 0 });
  expect([followed.status(), followed.headers().location]).toEqual([302, target]);
  await expect(rowWith(page, name)).toContainText(target);

  await page.getByRole('button', { name: 'Acortar' }).click();
  await expect(toast(page, 'El nombre de la URL personalizada ya está en uso')).toBeVisible();
});

test('WhatsApp Business: a WABA with its token, its numbers', async ({ page }) => {
  await openFromMenu(page, 'WhatsApp Business');
  await expect(rowWith(page, 'Konverza Ventas')).toContainText('3');
  await page.getByRole('button', { name: 'Crear cuenta de WhatsApp Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear cuenta de WhatsApp Business' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(`WABA ${run}`);
  await dialog.getByLabel('ID de WABA').fill('12ab');
  await expect(dialog.getByText('El ID de WABA son de 5 a 30 dígitos')).toBeVisible();
  await dialog.getByLabel('ID de WABA').fill(`9${Date.now()}`);
  await dialog.getByLabel('Token de acceso').fill('EAAsecreto');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Cuenta de WhatsApp Business creada con éxito')).toBeVisible();

  await rowWith(page, `WABA ${run}`).getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: `Números de WABA ${run}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Crear número de WhatsApp' }).click();
  const numberDialog = page.getByRole('dialog', { name: 'Crear número de WhatsApp' });
  const phone = `+52155${String(Date.now()).slice(-8)}`;
  await numberDialog.getByLabel('Número de teléfono').fill(phone);
  await numberDialog.getByLabel('Token de API').fill('api-secreto');
  await numberDialog.getByLabel('Token de autenticación').fill('auth-secreto');
  await numberDialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Número de WhatsApp creado con éxito')).toBeVisible();
  await expect(rowWith(page, phone)).toBeVisible();
  // The token is never shown back: the edit row's field is empty.
  const editRow = await expandRow(page, phone);
  await expect(editRow.getByLabel('Token de API')).toHaveValue('');
  await page.getByRole('link', { name: 'Volver a WhatsApp Business' }).click();
  await expect(rowWith(page, `WABA ${run}`)).toContainText('1');
});

test('extensions: created in the detail with its .zip, installed in an account, deleted', async ({ page }) => {
  await openFromMenu(page, 'Extensiones');
  await expect(rowWith(page, 'calcular-envio')).toBeVisible();
  await page.getByRole('link', { name: 'Crear extensión' }).click();
  await expect(page).toHaveURL(/\/master\/extensions\/0$/);
  const form = page.getByRole('form', { name: 'Crear extensión' });
  await form.getByLabel(/^Nombre/).fill(`cotizar envio ${run}!`);
  const name = `cotizarenvio${run.replace(/[^a-z]/g, '')}`;
  await expect(form.getByLabel(/^Nombre/)).toHaveValue(name);
  await form.getByLabel('Entorno de ejecución').selectOption({ label: 'Python 3.7' });
  await expect(form.getByLabel('Código')).toHaveValue(/def handler\(event, context\):/);
  for (const [label, value] of [
    ['Descripción', 'Cotiza un envío'],
    ['Entrada', '{"zip": "06700"}'],
    ['Salida', '{"price": 129}'],
    ['Estado', 'en pruebas'],
    ['Versión', '0.1.0'],
    ['Manejador', 'main.handler'],
  ]) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  // A file that is not a zip is refused by the server from its content.
  const chooser = form.getByLabel('Archivo .zip: elegir archivo');
  await chooser.setInputFiles({ name: 'falso.zip', mimeType: 'application/zip', buffer: Buffer.from('no soy un zip') });
  await expect(toast(page, 'Error subiendo archivo. Intenta de nuevo.')).toBeVisible();
  await chooser.setInputFiles({ name: `${name}.zip`, mimeType: 'application/zip', buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]) });
  await expect(form.getByText(new RegExp(`^[0-9a-f]{16}-${name}\\.zip$`))).toBeVisible();
  await form.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Extensión creada con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/master\/extensions\/\d+$/);
  await expect(page.getByRole('heading', { name: `Extensión ${name}`, level: 1 })).toBeVisible();

  const accounts = page.getByRole('region', { name: 'Cuentas con la extensión' });
  await accounts.getByRole('combobox', { name: 'Instalar en la cuenta' }).click();
  // The selector's own list (the form's native selects have options too).
  const option = page.getByRole('listbox').getByRole('option').first();
  const accountName = (await option.textContent())!;
  await option.click();
  await accounts.getByRole('button', { name: 'Instalar' }).click();
  await expect(toast(page, 'Extensión asociada con éxito')).toBeVisible();
  await expect(accounts.getByRole('cell', { name: accountName, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar/);
  await expect(toast(page, 'Extensión eliminada')).toBeVisible();
  await expect(page).toHaveURL(/\/master\/extensions$/);
  await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
});
