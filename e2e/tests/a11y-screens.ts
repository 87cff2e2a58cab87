/**
 * The screens axe-core walks (a11y.spec.ts, every one in light; a11y-modes.spec.ts, some in dark) and how one is
 * checked: the screen, then each state a person meets on it (the create dialog, an open edit row, the delete question).
 */
import { expect, type Page } from '@playwright/test';
import { axeViolations as violations, dataRows, openInApp } from './session';

export interface Screen {
  path: string;
  heading: string | RegExp;
  create?: string;
  /** Has an edit row (and a delete inside it). */
  edit?: boolean;
  /** The delete question: one component everywhere, checked on two screens (not on each). */
  remove?: boolean;
  /** A record's own form instead of a table: ready once its 'Guardar' shows. */
  form?: boolean;
}

export const SCREENS: Screen[] = [
  { path: '/master/organizations', heading: 'Organizaciones', create: 'Crear organización' },
  { path: '/master/accounts', heading: 'Cuentas', create: 'Crear cuenta', edit: true, remove: true },
  { path: '/master/admins', heading: 'Administradores', create: 'Crear administrador', edit: true },
  { path: '/master/roles', heading: 'Roles', create: 'Crear rol', edit: true },
  { path: '/master/permissions', heading: 'Permisos', create: 'Crear permiso', edit: true },
  { path: '/master/platforms', heading: 'Plataformas', create: 'Crear plataforma', edit: true },
  // The catalogue's screens with controls of their own: JSON text, tabs, the 'show all' box, the accounts table.
  { path: '/master/plugins/1/attributes', heading: /^Atributos de /, create: 'Crear atributo', edit: true },
  { path: '/master/plans', heading: 'Planes', create: 'Crear plan', edit: true },
  { path: '/master/custom-views', heading: 'Vistas personalizadas', create: 'Crear vista personalizada', edit: true },
  { path: '/master/email-templates', heading: 'Templates de email', create: 'Crear template de email' },
  { path: '/master/packages', heading: 'Paquetes', create: 'Crear paquete', edit: true },
  // A package's page: its form, the selectable tables of what it bundles, its attributes.
  { path: '/master/packages/1', heading: 'Kit de ventas por WhatsApp', create: 'Crear atributo de paquete' },
  { path: '/master/partners', heading: 'Partners', create: 'Crear partner' },
  { path: '/master/certifications', heading: 'Certificaciones', create: 'Crear certificación', edit: true },
  // The container's other tabs: an exam's topics and build, a question's answers, a resource's topics.
  { path: '/master/certification-exams', heading: 'Exámenes', create: 'Crear examen', edit: true },
  { path: '/master/certification-topics', heading: 'Temas', create: 'Crear tema', edit: true },
  { path: '/master/certification-questions', heading: 'Preguntas', create: 'Crear pregunta', edit: true },
  { path: '/master/certification-resources', heading: 'Recursos', create: 'Crear recurso', edit: true },
  // A partner's page and screens (issue 12).
  { path: '/master/partners/1', heading: 'Soluciones Digitales MX' },
  { path: '/master/partners/1/bpayment-credentials', heading: 'Credenciales de pago', create: 'Crear credencial de pago', edit: true, remove: true },
  { path: '/master/partners/1/invoice', heading: 'Facturas', create: 'Crear factura' },
  { path: '/master/active-accounts', heading: 'Cuentas activas', create: 'Crear cuenta activa', edit: true },
  { path: '/master/assing-accounts', heading: 'Partners certificados' },
  { path: '/master/versions', heading: 'Versiones' },
  { path: '/organization/1/accounts', heading: /^Cuentas de /, create: 'Crear cuenta', edit: true },
  // The organization area: an admin's accounts there, the billing form, an entity's attributes, the status table.
  { path: '/organization/2/admins', heading: /^Administradores de /, create: 'Crear administrador', edit: true },
  { path: '/organization/2/subscriptions', heading: /^Suscripciones de /, create: 'Crear suscripción' },
  { path: '/organization/2/entities', heading: /^Entidades de /, create: 'Crear entidad', edit: true },
  { path: '/organization/2/account-status', heading: /^Estado de las cuentas de / },
  { path: '/master/milestones', heading: 'Milestones', create: 'Crear milestone', edit: true },
  // Its rich-text editor, toolbar and checkbox groups.
  { path: '/master/milestones/1', heading: /^Milestone /, form: true },
  { path: '/account/1/personalization', heading: 'Personalización', form: true },
  // The account area (issue 15): platform tabs, a user's page (profile, values with ticks, data form), the
  // breadcrumbs' date range and selectable rows, the association dialog, a platform's edit row.
  { path: '/account/1/users', heading: /^Usuarios de / },
  { path: '/account/1/users/1', heading: 'Lucía Hernández Ruiz', form: true },
  { path: '/account/1/users/1/breadcrumbs?platform=5', heading: /^Breadcrumbs de / },
  { path: '/account/1/platforms', heading: /^Plataformas de /, create: 'Asociar plataforma', edit: true },
  { path: '/account/1/variables', heading: /^Variables de /, create: 'Crear variable', edit: true },
  { path: '/account/1/admins', heading: /^Administradores de /, create: 'Crear administrador', edit: true },
  { path: '/account/1/models', heading: /^Modelos de /, create: 'Asociar modelo' },
  { path: '/account/1/extensions', heading: /^Extensiones de /, create: 'Crear extensión' },
  // Part 2 (issue 16): the CSV dialog, secrets in an edit row, the status and configuration forms (the block
  // picker), the header rows, the mirror's selectors and preview, the WhatsApp tabs.
  { path: '/account/1/payment', heading: /^Pagos de /, create: 'Exportar CSV', edit: true },
  { path: '/account/1/web-pay-credentials', heading: /^Credenciales de pago de /, create: 'Crear credencial de pago', edit: true },
  { path: '/account/1/status', heading: /^Estado de /, form: true },
  { path: '/account/1/configuration', heading: /^Configuración de /, form: true },
  { path: '/account/1/webhooks', heading: /^Webhooks de /, create: 'Crear webhook', edit: true },
  { path: '/account/1/lambdas', heading: /^Lambdas de /, create: 'Crear lambda', edit: true },
  { path: '/account/1/whatsapps', heading: /^WhatsApp de /, create: 'Crear número de WhatsApp', edit: true },
];

/**
 * The screens whose dialogs and open row are checked with the whole page around them (what a dialog does to the
 * rest: hidden from readers, out of the focus order). Elsewhere a state is checked where it differs from the page
 * just checked (the dialog, the open row): the same components, for a third of axe's time.
 */
const WHOLE_PAGE_STATES = new Set(['/master/accounts', '/account/1/webhooks']);
/** Marks the open row for a scoped check (axe takes CSS selectors). */
export const OPEN_ROW = '[data-a11y-open-row]';

/** One screen and each of its states (create dialog, edit row, delete question), axe's findings per state. */
export async function checkScreen(page: Page, screen: Screen, report: Record<string, string[]>) {
  const heading = page.getByRole('heading', { name: screen.heading, level: 1 });
  // Opened as the console's links open it; loaded afresh where the screen on show has a heading that would pass
  // for the next one's (its heading could not tell when the new screen has drawn).
  if (await heading.count()) await page.goto(screen.path);
  else await openInApp(page, screen.path);
  await expect(heading).toBeVisible();
  if (screen.form) await expect(page.getByRole('button', { name: /^(Guardar|Actualizar)$/ })).toBeVisible();
  else await expect(dataRows(page).first()).toBeVisible();
  report[screen.path] = await violations(page);
  const whole = WHOLE_PAGE_STATES.has(screen.path);

  if (screen.create) {
    await page.getByRole('button', { name: screen.create, exact: true }).click();
    await expect(page.getByRole('dialog', { name: screen.create })).toBeVisible();
    report[`${screen.path} · ${screen.create}`] = await violations(page, whole ? undefined : '[role="dialog"]');
    // Not a pointer's click: a selector focused when the dialog opens may show its list over the button.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).dispatchEvent('click');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  if (screen.edit) {
    await dataRows(page).first().getByRole('button', { expanded: false }).first().click();
    const editRow = dataRows(page).first().locator('xpath=following-sibling::tr[1]');
    // The row's own 'Guardar' comes first (an entity's row also holds each attribute's form).
    await expect(editRow.getByRole('button', { name: 'Guardar' }).first()).toBeVisible();
    if (!whole) await editRow.evaluate((row) => row.setAttribute('data-a11y-open-row', ''));
    report[`${screen.path} · edit row`] = await violations(page, whole ? undefined : OPEN_ROW);
    if (screen.remove) {
      await editRow.getByRole('button', { name: 'Eliminar' }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      report[`${screen.path} · delete question`] = await violations(page);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  }
}

/** The states with critical or serious violations (none expected), after saying how many were checked. */
export function failures(report: Record<string, string[]>, mode: string) {
  const failing = Object.fromEntries(Object.entries(report).filter(([, found]) => found.length > 0));
  console.log(`axe (${mode}): ${Object.keys(report).length} screens and states checked, ${Object.keys(failing).length} with critical or serious violations`);
  return failing;
}
