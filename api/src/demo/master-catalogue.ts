/**
 * The catalogue's demo rows (document 2: parameters, subscriptions, plugins and their attributes, languages,
 * components, plan groups and plans, views and custom views, e-mail templates), so each of those screens is
 * alive on first start. Part of the demo set (demo/seed.ts); a demo database from before the catalogue existed
 * gets them on its next start (bootstrap.ts). Deterministic: fixed rows, dates counted back from `now`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accounts,
  components,
  customViewAccounts,
  customViews,
  emailTemplates,
  languages,
  parameters,
  planGroups,
  plans,
  pluginAttributes,
  plugins,
  subscriptions,
  views,
} from '../db/schema';

const DAY = 86_400_000;

const PARAMETERS = [
  { name: 'Token de acceso', code: 'access_token', data_type: 'password' },
  { name: 'URL del webhook', code: 'webhook_url', data_type: 'string' },
  { name: 'Tiempo de espera (segundos)', code: 'timeout_seconds', data_type: 'number' },
  { name: 'Activar saludo', code: 'greeting_enabled', data_type: 'boolean' },
  { name: 'Bloque de bienvenida', code: 'welcome_block', data_type: 'next_block' },
  { name: 'Clave de API', code: 'api_key', data_type: 'password' },
  { name: 'Reintentos máximos', code: 'max_retries', data_type: 'number' },
  { name: 'Bloque de despedida', code: 'goodbye_block', data_type: 'next_block' },
  { name: 'Nombre del remitente', code: 'sender_name', data_type: 'string' },
] as const;

const SUBSCRIPTIONS = [
  { name: 'Básica', description: 'Una cuenta para empezar.', max_accounts: 1, price: 29, months: 1 },
  { name: 'Profesional', description: 'Hasta cinco cuentas con soporte prioritario.', max_accounts: 5, price: 99, months: 1 },
  { name: 'Empresarial', description: 'Cuentas ilimitadas y acompañamiento dedicado.', max_accounts: 50, price: 990, months: 12 },
  { name: 'Partner', description: 'Para partners que administran clientes.', max_accounts: 20, price: 450, months: 6 },
];

const PLUGINS = [
  {
    plugin: { name: 'Mercado Pago', description: 'Cobros con Mercado Pago dentro de la conversación.', icon: 'credit-card', menu_name: 'Pagos', show_on_sidebar: true, type: 'payment', parent: 'integraciones', number: 1, resource_name: 'mercadopago' },
    attributes: [
      { name: 'public_key', title: 'Clave pública', description: 'La clave pública de la cuenta.', default_value: '-', frontend_type: 'input_text' },
      { name: 'access_token', title: 'Token de acceso', description: '', default_value: '-', frontend_type: 'input_password' },
      { name: 'currency', title: 'Moneda', description: 'Moneda de los cobros.', default_value: 'MXN', frontend_type: 'select', data: [{ label: 'Peso mexicano', value: 'MXN' }, { label: 'Peso colombiano', value: 'COP' }, { label: 'Sol', value: 'PEN' }] },
    ],
  },
  {
    plugin: { name: 'Shopify', description: 'Catálogo y pedidos de una tienda Shopify.', icon: 'shopping-bag', menu_name: 'Tienda', show_on_sidebar: true, type: 'ecommerce', parent: 'integraciones', number: 2, resource_name: 'shopify' },
    attributes: [
      { name: 'shop_domain', title: 'Dominio de la tienda', description: 'mitienda.myshopify.com', default_value: '-', frontend_type: 'input_text' },
      { name: 'sync_products', title: 'Sincronizar productos', description: '', default_value: 'true', frontend_type: 'checkbox' },
    ],
  },
  {
    plugin: { name: 'Google Sheets', description: 'Guarda respuestas de los usuarios en una hoja de cálculo.', icon: 'table', menu_name: 'Hojas de cálculo', show_on_sidebar: false, type: 'storage', parent: 'integraciones', number: 3, resource_name: 'google_sheets' },
    attributes: [
      { name: 'sheet_url', title: 'URL de la hoja', description: '', default_value: '-', frontend_type: 'input_text' },
      { name: 'header_color', title: 'Color del encabezado', description: '', default_value: '1e88e5', frontend_type: 'color' },
    ],
  },
  {
    plugin: { name: 'Zendesk', description: 'Crea tickets de soporte desde el bot.', icon: 'life-buoy', menu_name: 'Soporte', show_on_sidebar: true, type: 'support', parent: 'atencion', number: 4, resource_name: 'zendesk' },
    attributes: [
      { name: 'subdomain', title: 'Subdominio', description: '', default_value: '-', frontend_type: 'input_text' },
      { name: 'agent_email', title: 'Correo del agente', description: '', default_value: 'soporte@example.com', frontend_type: 'input_email' },
      { name: 'priority', title: 'Prioridad', description: 'Prioridad de los tickets creados.', default_value: 'normal', frontend_type: 'select', data: { baja: 'Baja', normal: 'Normal', alta: 'Alta' } },
    ],
  },
  {
    plugin: { name: 'Calendly', description: 'Agenda citas sin salir del chat.', icon: 'calendar', menu_name: 'Citas', show_on_sidebar: false, type: 'scheduling', parent: 'atencion', number: 5, resource_name: 'calendly' },
    attributes: [{ name: 'event_url', title: 'URL del evento', description: '', default_value: '-', frontend_type: 'input_text' }],
  },
  {
    plugin: { name: 'Encuestas NPS', description: 'Mide la satisfacción al cerrar una conversación.', icon: 'bar-chart', menu_name: 'Encuestas', show_on_sidebar: true, type: 'survey', parent: '', number: 6, resource_name: 'nps' },
    attributes: [
      { name: 'question', title: 'Pregunta', description: '', default_value: '¿Nos recomendarías?', frontend_type: 'text_area' },
      { name: 'scale', title: 'Escala', description: '', default_value: '10', frontend_type: 'input_number' },
    ],
  },
];

const LANGUAGES = [
  { name: 'Español', locale: 'es' },
  { name: 'Español (México)', locale: 'es-MX' },
  { name: 'English', locale: 'en' },
  { name: 'Português (Brasil)', locale: 'pt-BR' },
  { name: 'Français', locale: 'fr' },
  { name: 'Italiano', locale: 'it' },
];

const COMPONENTS = [
  { name: 'Chat en vivo', description: 'Transferencia a un agente humano.', icon: 'headphones' },
  { name: 'Carrusel', description: 'Tarjetas deslizables con imagen y botones.', icon: 'layers' },
  { name: 'Botones rápidos', description: 'Respuestas sugeridas bajo un mensaje.', icon: 'mouse-pointer' },
  { name: 'Formulario', description: 'Preguntas encadenadas que guardan atributos.', icon: 'clipboard' },
  { name: 'Catálogo', description: 'Productos con precio y existencia.', icon: 'shopping-cart' },
  { name: 'Encuesta', description: 'Preguntas de opción múltiple.', icon: 'check-square' },
  { name: 'Mapa', description: 'Ubicación de sucursales.', icon: 'map-pin' },
];

const PLAN_GROUPS = [
  { name: 'Planes estándar', description: 'Los planes que se venden en la web.', service: 0 },
  { name: 'Planes de partners', description: 'Planes para clientes de partners.', service: 1 },
  { name: 'Promociones', description: 'Ofertas por tiempo limitado.', service: null },
];

const PLANS = [
  { name: 'Emprendedor', description: 'Para negocios que empiezan.', features: 'Un bot\nHasta 1,000 conversaciones', price: 450, max_users: 50, cost_per_user: 0, active_days: 30, is_offer: false, is_free_trial: false, enabled: true, group: 0 },
  { name: 'Pyme', description: 'Para equipos pequeños.', features: 'Tres bots\nChat en vivo', price: 1200, max_users: 200, cost_per_user: 50, active_days: 30, is_offer: false, is_free_trial: false, enabled: true, group: 0 },
  { name: 'Empresa', description: 'Para operaciones grandes.', features: 'Bots ilimitados\nSoporte dedicado', price: 4500, max_users: 1000, cost_per_user: 50, active_days: 30, is_offer: false, is_free_trial: false, enabled: true, group: 0 },
  { name: 'Anual Pyme', description: 'El plan Pyme pagado por año.', features: 'Dos meses gratis', price: 12000, max_users: 200, cost_per_user: 50, active_days: 365, is_offer: true, is_free_trial: false, enabled: true, group: 0 },
  { name: 'Prueba gratuita', description: 'Quince días para conocer la plataforma.', features: 'Un bot', price: 50, max_users: 50, cost_per_user: 0, active_days: 15, is_offer: true, is_free_trial: true, enabled: true, group: 2 },
  { name: 'Partner Inicial', description: 'Clientes de partners nivel 1.', features: 'Comisión del 10 %', price: 350, max_users: 50, cost_per_user: 0, active_days: 30, is_offer: false, is_free_trial: false, enabled: true, group: 1 },
  { name: 'Partner Plus', description: 'Clientes de partners nivel 2.', features: 'Comisión del 15 %', price: 900, max_users: 150, cost_per_user: 50, active_days: 30, is_offer: false, is_free_trial: false, enabled: false, group: 1 },
  { name: 'Buen Fin', description: 'Oferta de noviembre.', features: '30 % de descuento', price: 800, max_users: 100, cost_per_user: 0, active_days: 30, is_offer: true, is_free_trial: false, enabled: false, group: 2 },
  { name: 'Legado 2023', description: 'Plan que ya no se vende.', features: '', price: 600, max_users: 100, cost_per_user: 0, active_days: 30, is_offer: false, is_free_trial: false, enabled: false, group: null },
];

const VIEWS = [
  { name: 'Inicio', description: 'Resumen de la cuenta.', slug: 'inicio' },
  { name: 'Conversaciones', description: 'Bandeja de conversaciones.', slug: 'conversaciones' },
  { name: 'Reportes', description: 'Métricas de uso.', slug: 'reportes' },
  { name: 'Contactos', description: 'Usuarios y sus atributos.', slug: 'contactos' },
  { name: 'Configuración', description: 'Ajustes de la cuenta.', slug: 'configuracion' },
];

const CUSTOM_VIEWS = [
  { name: 'Tablero de ventas', description: 'Pedidos y cobros del día.', slug: 'tablero-ventas' },
  { name: 'Agenda de citas', description: 'Citas agendadas por el bot.', slug: 'agenda-citas' },
  { name: 'Inventario', description: 'Existencias del catálogo.', slug: 'inventario' },
];

const EMAIL_TEMPLATES = [
  { external_template_id: 'd-1f2e3d4c5b6a4789', name: 'Bienvenida', title: 'Te damos la bienvenida', description: 'Al crear una cuenta.' },
  { external_template_id: 'd-2a3b4c5d6e7f4890', name: 'Restablecer contraseña', title: 'Restablece tu contraseña', description: 'Enlace para una contraseña nueva.' },
  { external_template_id: 'd-3b4c5d6e7f8a4901', name: 'Código de acceso', title: 'Tu código de acceso', description: 'Código de dos pasos.' },
  { external_template_id: 'd-4c5d6e7f8a9b4012', name: 'Factura', title: 'Tu factura del mes', description: 'Resumen de cobro.' },
  { external_template_id: 'd-5d6e7f8a9b0c4123', name: 'Plan por vencer', title: 'Tu plan vence pronto', description: 'Aviso cinco días antes.' },
];

/** Inserts the catalogue's demo rows (in the caller's transaction). `serviceIds`: the services, oldest first. */
export async function seedCatalogue(db: Db, { now, serviceIds }: { now: number; serviceIds: number[] }) {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  await db.insert(parameters).values(PARAMETERS.map((parameter, i) => ({ ...parameter, createdAt: daysAgo(300 - i * 10) })));
  await db.insert(subscriptions).values(SUBSCRIPTIONS.map((subscription, i) => ({ ...subscription, createdAt: daysAgo(280 - i * 10) })));
  for (const [i, { plugin, attributes }] of PLUGINS.entries()) {
    const [{ plugin_id }] = await db
      .insert(plugins)
      .values({ ...plugin, createdAt: daysAgo(260 - i * 12) })
      .returning({ plugin_id: plugins.plugin_id });
    await db.insert(pluginAttributes).values(attributes.map((attribute) => ({ type: 'text', data: null, ...attribute, plugin_id })));
  }
  await db.insert(languages).values(LANGUAGES.map((language, i) => ({ ...language, createdAt: daysAgo(500 - i * 30) })));
  await db.insert(components).values(COMPONENTS.map((component, i) => ({ ...component, createdAt: daysAgo(220 - i * 9) })));
  const groupRows = await db
    .insert(planGroups)
    .values(
      PLAN_GROUPS.map(({ service, ...group }, i) => ({
        ...group,
        service_id: service === null ? null : (serviceIds[service] ?? null),
        createdAt: daysAgo(200 - i * 20),
      })),
    )
    .returning({ plan_group_id: planGroups.plan_group_id });
  await db.insert(plans).values(
    PLANS.map(({ group, ...plan }, i) => ({
      ...plan,
      plan_group_id: group === null ? null : groupRows[group].plan_group_id,
      createdAt: daysAgo(180 - i * 11),
    })),
  );
  await db.insert(views).values(VIEWS.map((view, i) => ({ ...view, createdAt: daysAgo(150 - i * 5) })));
  const customViewRows = await db
    .insert(customViews)
    .values(CUSTOM_VIEWS.map((view, i) => ({ ...view, createdAt: daysAgo(120 - i * 7) })))
    .returning({ custom_view_id: customViews.custom_view_id });
  // The first accounts, a few per custom view.
  const accountRows = await db.select({ account_id: accounts.account_id }).from(accounts).orderBy(accounts.account_id).limit(12);
  await db.insert(customViewAccounts).values(
    customViewRows.flatMap(({ custom_view_id }, i) =>
      accountRows.slice(i * 3, i * 3 + 6 - i * 2).map(({ account_id }) => ({ custom_view_id, account_id })),
    ),
  );
  await db.insert(emailTemplates).values(EMAIL_TEMPLATES.map((template, i) => ({ ...template, createdAt: daysAgo(90 - i * 6) })));
}

/** Whether the catalogue has no rows yet (a demo database from before it). */
export async function catalogueIsEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(parameters).limit(1);
  return rows.length === 0;
}
