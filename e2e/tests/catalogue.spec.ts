/**
 * The catalogue (issue 10) as a person uses it, against the real API: each screen group's flow — the list
 * screens (create, edit, delete), plugins and their attributes (the JSON warning), plans and plan groups (the
 * tabs follow the route, 'Mostrar todos los planes'), views and custom views (linking accounts), and e-mail
 * templates (a taken name refused as it is typed).
 */
import { expect, test } from '@playwright/test';
import { confirmDelete, createEditDelete, dataRows, expandRow, openFromMenu, rowWith, run, signIn, toast } from './session';

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('parameters, subscriptions, languages and components: create, edit, delete', async ({ page }) => {
  // The demo rows are there on first start, with the Spanish data types.
  await openFromMenu(page, 'Parámetros');
  await expect(rowWith(page, 'access_token')).toContainText('Contraseña');
  await createEditDelete(page, {
    menu: 'Parámetros',
    create: 'Crear parámetro',
    name: `Parámetro ${run}`,
    fields: { Nombre: `Parámetro ${run}`, Código: `codigo_${run}` },
    select: { 'Tipo de dato': 'Siguiente bloque' },
    edit: ['Código', `otro_${run}`],
    texts: ['Parámetro creado con éxito', 'Parámetro actualizado', 'Parámetro eliminado'],
  });
  await createEditDelete(page, {
    menu: 'Suscripciones',
    create: 'Crear suscripción',
    name: `Suscripción ${run}`,
    fields: { Nombre: `Suscripción ${run}`, Descripción: 'Para probar' },
    edit: ['Descripción', 'Editada'],
    texts: ['Suscripción creada con éxito', 'Suscripción actualizada', 'Suscripción eliminada'],
  });
  await createEditDelete(page, {
    menu: 'Idiomas',
    create: 'Crear idioma',
    name: `Idioma ${run}`,
    fields: { Nombre: `Idioma ${run}`, Locale: `x-${run}` },
    edit: ['Locale', `y-${run}`],
    texts: ['Idioma creado con éxito', 'Idioma actualizado', 'Idioma eliminado'],
  });
  await createEditDelete(page, {
    menu: 'Componentes',
    create: 'Crear componente',
    name: `Componente ${run}`,
    fields: { Nombre: `  Componente ${run}  `, Icono: '  box  ' },
    edit: ['Icono', 'square'],
    texts: ['Componente creado con éxito', 'Componente actualizado', 'Componente eliminado'],
  });
});

test("plugins: 'Entrar' to the attributes, a select's options as JSON, the JSON warning", async ({ page }) => {
  await openFromMenu(page, 'Plugins');
  await rowWith(page, 'Mercado Pago').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/master\/plugins\/\d+\/attributes$/);
  await expect(page.getByRole('heading', { name: 'Atributos de Mercado Pago', level: 1 })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(3);

  // A select needs its options; they are typed as JSON.
  await page.getByRole('button', { name: 'Crear atributo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear atributo' });
  const name = `cuotas_${run}`;
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Título', { exact: true }).fill('Cuotas');
  await expect(dialog.getByLabel('Tipo', { exact: true })).toHaveValue('text');
  await dialog.getByLabel('Valor por defecto').fill('1');
  await dialog.getByLabel('Tipo de control').selectOption({ label: 'Lista de opciones' });
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Datos (JSON)').fill('[1, 3, 6');
  await expect(dialog.getByText('Error en formato JSON')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Datos (JSON)').fill('[1, 3, 6]');
  await create.click();
  await expect(toast(page, 'Atributo creado con éxito')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('[1,3,6]');

  // Broken JSON in the row: the warning, and nothing is sent; fixed, it is saved.
  const editRow = await expandRow(page, name);
  const patches: string[] = [];
  page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
  await editRow.getByLabel('Datos (JSON)').fill('[1, 3, 6, 12');
  await expect(editRow.getByText('Error en formato JSON')).toBeVisible();
  await expect(editRow.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await editRow.getByLabel('Datos (JSON)').fill('[1, 3, 6, 12]');
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Atributo actualizado')).toBeVisible();
  expect(patches).toHaveLength(1);
  await page.reload();
  await expect(rowWith(page, name)).toContainText('[1,3,6,12]');
  await (await expandRow(page, name)).getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, new RegExp(`¿Deseas eliminar el atributo ${name}\\?`));
  await expect(toast(page, 'Atributo eliminado')).toBeVisible();
});

test("plans and plan groups: tabs follow the route, a new plan is off, 'Mostrar todos los planes'", async ({ page }) => {
  await openFromMenu(page, 'Planes');
  const tabs = page.getByRole('navigation', { name: 'Planes y grupos de planes' });
  await expect(tabs.getByRole('link', { name: 'Planes', exact: true })).toHaveAttribute('aria-current', 'page');

  // A group first, in the other tab.
  await tabs.getByRole('link', { name: 'Grupos de planes' }).click();
  await expect(page).toHaveURL(/\/master\/plan-groups/);
  await expect(tabs.getByRole('link', { name: 'Grupos de planes' })).toHaveAttribute('aria-current', 'page');
  await expect(rowWith(page, 'Promociones')).toContainText('Ninguno');
  const group = `Grupo ${run}`;
  await page.getByRole('button', { name: 'Crear grupo' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Crear grupo' });
  await groupDialog.getByLabel('Nombre').fill(group);
  await groupDialog.getByLabel('Descripción').fill('Planes de prueba');
  await groupDialog.getByLabel('Servicio').selectOption({ index: 1 });
  await groupDialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Grupo creado con éxito')).toBeVisible();

  // The plan: price 0 is refused, a new plan starts off and the list then shows all plans.
  await tabs.getByRole('link', { name: 'Planes', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Mostrar todos los planes' })).not.toBeChecked();
  await expect(dataRows(page).filter({ hasText: 'Legado 2023' })).toHaveCount(0);
  const plan = `Plan ${run}`;
  await page.getByRole('button', { name: 'Crear plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear plan' });
  await dialog.getByLabel('Nombre').fill(plan);
  await expect(dialog.getByLabel('Precio')).toHaveAttribute('step', '50');
  await expect(dialog.getByLabel('Días activos')).toHaveAttribute('step', '5');
  await dialog.getByLabel('Precio').fill('0');
  await dialog.getByLabel('Máximo de usuarios').fill('100');
  await dialog.getByLabel('Días activos').fill('30');
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Precio').fill('500');
  await dialog.getByLabel('Grupo').selectOption({ label: group });
  await create.click();
  await expect(toast(page, 'Plan creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/showAll=1/);
  await expect(page.getByRole('checkbox', { name: 'Mostrar todos los planes' })).toBeChecked();
  await expect(rowWith(page, plan)).toContainText('Apagado');
  await expect(rowWith(page, plan)).toContainText(group);
  await expect(rowWith(page, 'Legado 2023')).toBeVisible();

  // Switched on, it shows without 'show all'.
  const editRow = await expandRow(page, plan);
  await editRow.getByText('Estado').click();
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Plan actualizado')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mostrar todos los planes' }).uncheck({ force: true });
  await expect(page).not.toHaveURL(/showAll/);
  await expect(rowWith(page, plan)).toContainText('Activo');
  await expect(dataRows(page).filter({ hasText: 'Legado 2023' })).toHaveCount(0);
});

test('views and custom views: tabs, link accounts, the duplicate refused, remove a selection', async ({ page }) => {
  await openFromMenu(page, 'Vistas');
  const tabs = page.getByRole('navigation', { name: 'Vistas y vistas personalizadas' });
  await expect(tabs.getByRole('link', { name: 'Vistas', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rowWith(page, 'Conversaciones')).toContainText('conversaciones');
  await tabs.getByRole('link', { name: 'Vistas personalizadas' }).click();
  await expect(page.getByRole('heading', { name: 'Vistas personalizadas', level: 1 })).toBeVisible();

  const view = `Panel ${run}`;
  await page.getByRole('button', { name: 'Crear vista personalizada' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill(view);
  await dialog.getByLabel('Ruta').fill(`panel-${run}`);
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, 'Vista personalizada creada con éxito')).toBeVisible();

  const editRow = await expandRow(page, view);
  const accounts = editRow.getByRole('region', { name: 'Cuentas asociadas' });
  await expect(accounts.getByText('Sin cuentas asociadas')).toBeVisible();
  const selector = accounts.getByRole('combobox', { name: 'Agregar cuenta' });
  const linked: string[] = [];
  for (const search of ['Tienda El Sol', 'Grupo Andino']) {
    await selector.fill(search);
    const option = page.getByRole('option').filter({ hasText: search }).first();
    linked.push((await option.textContent())?.trim() ?? '');
    await option.click();
    await accounts.getByRole('button', { name: 'Agregar' }).click();
    await expect(toast(page, 'Cuenta asociada con éxito')).toBeVisible();
    await expect(accounts.getByRole('cell', { name: linked.at(-1), exact: true })).toBeVisible();
  }
  // The same account again: refused before any call.
  await selector.fill(linked[0]);
  await page.getByRole('option', { name: linked[0], exact: true }).first().click();
  await accounts.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'La cuenta ya se encuentra asociada')).toBeVisible();

  // Both ticked, removed in one go; the ticks clear, and a reload agrees.
  await accounts.getByRole('checkbox', { name: 'Seleccionar todas las cuentas' }).check();
  await accounts.getByRole('button', { name: 'Remover selección' }).click();
  await expect(toast(page, 'Cuentas removidas con éxito')).toBeVisible();
  await expect(accounts.getByText('Sin cuentas asociadas')).toBeVisible();
  await expect(accounts.getByRole('button', { name: 'Remover selección' })).toBeDisabled();
  await page.reload();
  await expect((await expandRow(page, view)).getByText('Sin cuentas asociadas')).toBeVisible();
});

test('email templates: a taken name refused as it is typed, Sendgrid by default, edit and delete', async ({ page }) => {
  await openFromMenu(page, 'Templates de email');
  await page.getByRole('button', { name: 'Crear template de email' }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Crear', exact: true });
  await expect(dialog.getByLabel('Plataforma de email')).toHaveValue('Sendgrid');
  await dialog.getByLabel('ID del template').fill(`d-${run}`);
  await dialog.getByLabel('Nombre').fill('  BIENVENIDA ');
  await expect(dialog.getByText('Ya existe un template con ese nombre')).toBeVisible();
  await expect(create).toBeDisabled();
  const name = `Recordatorio ${run}`;
  await dialog.getByLabel('Nombre').fill(name);
  await create.click();
  await expect(toast(page, 'Template de email creado con éxito')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('Sendgrid');

  const editRow = await expandRow(page, name);
  await editRow.getByLabel('Nombre').fill('factura');
  await expect(editRow.getByText('Ya existe un template con ese nombre')).toBeVisible();
  await expect(editRow.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await editRow.getByLabel('Nombre').fill(name.toUpperCase());
  await editRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Template de email actualizado')).toBeVisible();
  await editRow.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar el template de email/);
  await expect(toast(page, 'Template de email eliminado')).toBeVisible();
});
