/**
 * Milestones (issue 11) as a person uses them, against the real API: one created from the list lands on its
 * detail; its rich-text description (bold, a list) is typed in the editor, a service, a role and a component
 * ticked, all kept after a reload; leaving with unsaved text asks first; back on the list it is deleted. And a
 * description sent with a <script> is shown without running it (the API keeps none of it).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, CONSOLE_API_URL } from '../ports';
import { confirmDelete, dataRows, expandRow, openFromMenu, run, signIn, toast } from './session';

const group = (page: Page, name: string) => page.getByRole('group', { name });
/** Ticks the first box of a group; answers its label. */
async function tickFirst(page: Page, name: string, done: string) {
  const box = group(page, name).getByRole('checkbox').first();
  await expect(box).not.toBeChecked();
  const label = (await box.locator('xpath=ancestor::label[1]').textContent())!.trim();
  await group(page, name).getByText(label, { exact: true }).click();
  await expect(toast(page, done)).toBeVisible();
  await expect(group(page, name).getByRole('checkbox', { name: label })).toBeChecked();
  return label;
}
const checked = (page: Page, name: string, label: string): Promise<void> => expect(group(page, name).getByRole('checkbox', { name: label })).toBeChecked();
const editorOf = (page: Page): Locator => page.getByRole('textbox', { name: 'Descripción' });

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('a milestone: created from the list, its description and links written in the detail and kept, then deleted', async ({ page }) => {
  const title = `Hito e2e ${run}`;
  await openFromMenu(page, 'Milestones');
  await expect(dataRows(page).filter({ hasText: 'No asignado' })).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Crear milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear milestone' });
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Novedad' });
  await create.click();
  await expect(toast(page, 'Milestone creado con éxito')).toBeVisible();
  await page.waitForURL(/\/master\/milestones\/\d+$/);
  await expect(page.getByRole('heading', { name: `Milestone ${title}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('on_hold');

  // The description: a sentence with bold words, then a list of two items.
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.type('Llega el ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('pago con tarjeta');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type(' a los bots.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista con viñetas' }).click();
  await page.keyboard.type('Visa y Mastercard');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pagos en cuotas');
  await expect(editor.locator('strong')).toHaveText('pago con tarjeta');
  // A link on the line just typed: only http(s) and mailto addresses are offered.
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Enlace' }).click();
  const address = page.getByLabel('Dirección del enlace');
  await address.fill('javascript:alert(1)');
  await expect(page.getByRole('button', { name: 'Aplicar enlace' })).toBeDisabled();
  await address.fill('https://konverza.example.com/cuotas');
  await page.getByRole('button', { name: 'Aplicar enlace' }).click();
  await expect(editor.locator('a[href="https://konverza.example.com/cuotas"]')).toHaveText('Pagos en cuotas');

  // Unsaved text: leaving asks first.
  await page.getByRole('link', { name: 'Volver a milestones' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cambios sin guardar' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();

  const service = await tickFirst(page, 'Servicios', 'Servicio asociado con éxito');
  const role = await tickFirst(page, 'Roles', 'Rol asociado con éxito');
  const component = await tickFirst(page, 'Componentes', 'Componente asociado con éxito');
  // Ticking reloads the milestone: what was typed stays.
  await expect(editor.locator('li')).toHaveText(['Visa y Mastercard', 'Pagos en cuotas']);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Milestone actualizado')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Milestone ${title}`, level: 1 })).toBeVisible();
  await expect(editorOf(page).locator('strong')).toHaveText('pago con tarjeta');
  await expect(editorOf(page).locator('p').first()).toHaveText('Llega el pago con tarjeta a los bots.');
  await expect(editorOf(page).locator('ul > li')).toHaveText(['Visa y Mastercard', 'Pagos en cuotas']);
  await expect(editorOf(page).locator('a[href="https://konverza.example.com/cuotas"]')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await checked(page, 'Servicios', service);
  await checked(page, 'Roles', role);
  await checked(page, 'Componentes', component);

  await page.getByRole('link', { name: 'Volver a milestones' }).click();
  await expect(page.getByRole('heading', { name: 'Milestones', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').first().fill(title);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Novedad');
  await expect(dataRows(page).first()).toContainText('Pendiente');
  const row = await expandRow(page, title);
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, new RegExp(`¿Deseas eliminar el milestone ${title}\\?`));
  await expect(toast(page, 'Milestone eliminado')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: title })).toHaveCount(0);
});

test('a description sent with a script is shown without running it', async ({ page, request }) => {
  // The console's own token, as its calls send it.
  const authorization = new Promise<string>((resolve) =>
    page.on('request', (sent) => {
      const header = sent.headers().authorization;
      if (header && sent.url().startsWith(`${CONSOLE_API_URL}/`)) resolve(header);
    }),
  );
  await page.goto('/master/milestones');
  const headers = { Authorization: await authorization };
  const description =
    '<p>Texto <strong>visible</strong></p><script>window.__ataque = "script"</script><img src="x" onerror="window.__ataque = \'img\'">' +
    '<a href="javascript:window.__ataque=\'enlace\'">enlace</a>';
  const created = await request.post(`${API_URL}/api/milestone`, { headers, data: { title: `Con script ${run}`, type: 'fix', description } });
  expect(created.status()).toBe(201);
  const { resource } = (await created.json()) as { resource: { milestone_id: number; description: string } };
  expect(resource.description).toBe('<p>Texto <strong>visible</strong></p>enlace');

  await page.goto(`/master/milestones/${resource.milestone_id}`);
  await expect(editorOf(page).locator('strong')).toHaveText('visible');
  await expect(editorOf(page)).toContainText('enlace');
  await expect(editorOf(page).locator('script, img, a')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ataque?: string }).__ataque)).toBeUndefined();

  expect((await request.delete(`${API_URL}/api/milestone/${resource.milestone_id}`, { headers })).status()).toBe(200);
});
