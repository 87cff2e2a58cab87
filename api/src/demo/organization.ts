/**
 * The demo rows of the organization area (issue 14), for the 2nd and 3rd demo organizations (3 and 4
 * accounts, most with a bot from demo/packages.ts): subscriptions held (one of each expired), plugins
 * assigned, a billing record, entities with attributes associated with some accounts, and for each account
 * bot content in every group a table does not model yet — different from account to account, so a merge
 * shows additions, changes and removals. Deterministic: fixed rows, dates counted back from `now`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { BOT_GROUP_KEYS } from '@console/contracts';
import { groupPlan, readContent } from '../lib/bot-content';
import { addMonths, today } from '../lib/subscription-limit';
import type { Db } from '../db/client';
import {
  accounts,
  botContent,
  botVersions,
  entities,
  entityAccounts,
  entityAttributes,
  organizationBillings,
  organizationPlugins,
  organizations,
  organizationSubscriptions,
  plugins,
  subscriptions,
} from '../db/schema';

const DAY = 86_400_000;

type Data = Record<string, string | number | boolean>;
/** The bot content of the groups kept as records: each account takes most of these, with its own values. */
const RECORDS: Record<string, [name: string, data: (n: number) => Data][]> = {
  Account_Attributes: [
    ['horario_atencion', (n) => ({ value: n % 2 ? 'Lun a Sáb 8:00-20:00' : 'Lun a Vie 9:00-18:00' })],
    ['moneda', () => ({ value: 'MXN' })],
    ['idioma_principal', () => ({ value: 'es' })],
    ['correo_notificaciones', (n) => ({ value: `avisos${n}@example.com` })],
  ],
  Parameters: [
    ['max_intentos', (n) => ({ type: 'number', value: 2 + (n % 3) })],
    ['mensaje_bienvenida', () => ({ type: 'string', value: '¡Hola! ¿En qué te ayudamos?' })],
    ['tiempo_espera_minutos', (n) => ({ type: 'number', value: 10 + n * 5 })],
  ],
  Parameter_Values: [
    ['max_intentos', (n) => ({ value: String(2 + (n % 3)) })],
    ['tiempo_espera_minutos', (n) => ({ value: String(10 + n * 5) })],
  ],
  Categories: [
    ['Medicamentos', () => ({ order: 1 })],
    ['Cuidado personal', () => ({ order: 2 })],
    ['Bebés', () => ({ order: 3 })],
    ['Vitaminas', (n) => ({ order: 4 + (n % 2) })],
  ],
  Custom_Reports: [
    ['Ventas por día', () => ({ chart: 'line' })],
    ['Conversaciones atendidas', (n) => ({ chart: n % 2 ? 'bar' : 'line' })],
    ['Pedidos por sucursal', () => ({ chart: 'pie' })],
  ],
  Ecommerce: [
    ['Tienda en línea', (n) => ({ provider: n % 2 ? 'Shopify' : 'WooCommerce' })],
    ['Pasarela de pago', () => ({ provider: 'Stripe' })],
  ],
  Flow_Groups: [
    ['Ventas', () => ({ color: 'green' })],
    ['Soporte', () => ({ color: 'blue' })],
    ['Marketing', (n) => ({ color: n % 2 ? 'purple' : 'orange' })],
  ],
  Labels: [
    ['Cliente frecuente', () => ({ color: 'green' })],
    ['Reclamo', (n) => ({ color: n % 2 ? 'red' : 'orange' })],
    ['Nuevo', () => ({ color: 'blue' })],
    ['VIP', () => ({ color: 'gold' })],
  ],
  Livetrain: [
    ['Horarios', (n) => ({ examples: 10 + n })],
    ['Precios', (n) => ({ examples: 6 + 2 * n })],
  ],
  Metrics: [
    ['Tiempo de respuesta', () => ({ unit: 's' })],
    ['Satisfacción', () => ({ unit: '%' })],
  ],
  Pickup_Locations: [
    ['Sucursal Centro', () => ({ address: 'Av. Juárez 120, Centro' })],
    ['Sucursal Norte', (n) => ({ address: n % 2 ? 'Calle Morelos 45, Lindavista' : 'Av. Politécnico 300, Lindavista' })],
  ],
  Products: [
    ['Paracetamol 500 mg', (n) => ({ sku: 'MED-001', price: 45.5 + n })],
    ['Protector solar FPS 50', () => ({ sku: 'CUI-014', price: 289 })],
    ['Pañales etapa 3', (n) => ({ sku: 'BEB-203', price: 319 - n * 10 })],
    ['Vitamina C 1 g', () => ({ sku: 'VIT-100', price: 159 })],
  ],
  Rules: [
    ['Transferir fuera de horario', () => ({ action: 'transfer', when: 'out_of_hours' })],
    ['Etiquetar reclamos', (n) => ({ action: 'label', when: n % 2 ? 'keyword:queja' : 'keyword:reclamo' })],
  ],
  Topics: [
    ['Pagos', () => ({ intents: 4 })],
    ['Envíos', (n) => ({ intents: 3 + n })],
    ['Devoluciones', () => ({ intents: 2 })],
  ],
  References: [
    ['Manual de marca', () => ({ url: 'https://example.com/marca.pdf' })],
    ['Catálogo', (n) => ({ url: `https://example.com/catalogo-${2025 + (n % 2)}.pdf` })],
  ],
};

type Attribute = [name: string, type: 'input_text' | 'int' | 'decimal' | 'varchar'];
/** Each organization's entities, and which of its accounts (by place) each is associated with. */
const ENTITIES: { name: string; attributes: Attribute[]; accounts: number[] }[][] = [
  [
    { name: 'Producto', attributes: [['nombre', 'varchar'], ['precio', 'decimal'], ['existencias', 'int'], ['descripcion', 'input_text']], accounts: [0, 1] },
    { name: 'Sucursal', attributes: [['nombre', 'varchar'], ['direccion', 'input_text'], ['telefono', 'varchar']], accounts: [0] },
    { name: 'Cliente', attributes: [['nombre', 'varchar'], ['correo', 'varchar'], ['puntos', 'int']], accounts: [1] },
    { name: 'Pedido', attributes: [['numero', 'int'], ['total', 'decimal'], ['estado', 'varchar']], accounts: [1, 2] },
  ],
  [
    { name: 'Servicio', attributes: [['nombre', 'varchar'], ['duracion_minutos', 'int'], ['precio', 'decimal']], accounts: [0, 1, 2] },
    { name: 'Cita', attributes: [['fecha', 'varchar'], ['notas', 'input_text']], accounts: [0] },
    { name: 'Paciente', attributes: [['nombre', 'varchar'], ['edad', 'int']], accounts: [1] },
    { name: 'Sucursal', attributes: [['nombre', 'varchar'], ['direccion', 'input_text']], accounts: [] },
  ],
];

/** Subscriptions held: [catalogue name, taken days ago]; the second of each has expired. */
const HELD: [string, number][][] = [
  [
    ['Profesional', 20],
    ['Básica', 400],
  ],
  [
    ['Empresarial', 60],
    ['Partner', 300],
  ],
];

const BILLING = [
  { business_name: 'Farmacias San Rafael S.A. de C.V.', tax_id: 'FSR980312KL4', email: 'facturacion@sanrafael.example.com', phone: '55 5123 4400', address: 'Av. Revolución 1450, piso 3', city: 'Ciudad de México', country: 'México', zip_code: '01040' },
  { business_name: 'Grupo Andino S.A.C.', tax_id: '20512345678', email: 'cuentas@grupoandino.example.com', phone: '+51 1 415 2200', address: 'Av. Javier Prado Este 4200', city: 'Lima', country: 'Perú', zip_code: '15023' },
];

export async function seedOrganization(db: Db, { now }: { now: number }) {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const orgs = await db.select({ organization_id: organizations.organization_id }).from(organizations).orderBy(asc(organizations.organization_id)).limit(3);
  const chosen = orgs.slice(1, 3);
  if (chosen.length < 2) return;
  const catalogue = await db.select({ subscription_id: subscriptions.subscription_id, name: subscriptions.name, months: subscriptions.months }).from(subscriptions);
  const pluginIds = (await db.select({ plugin_id: plugins.plugin_id }).from(plugins).orderBy(asc(plugins.plugin_id))).map((p) => p.plugin_id);

  let n = 0;
  for (const [o, { organization_id }] of chosen.entries()) {
    const held = HELD[o].flatMap(([name, days]) => {
      const subscription = catalogue.find((s) => s.name === name);
      return subscription
        ? [{ organization_id, subscription_id: subscription.subscription_id, expire_date: addMonths(today(daysAgo(days)), subscription.months), createdAt: daysAgo(days) }]
        : [];
    });
    if (held.length > 0) await db.insert(organizationSubscriptions).values(held);
    const assigned = pluginIds.filter((_, i) => (o === 0 ? i < 3 : i % 2 === 1));
    if (assigned.length > 0) await db.insert(organizationPlugins).values(assigned.map((plugin_id) => ({ plugin_id, organization_id })));
    await db.insert(organizationBillings).values({ organization_id, ...BILLING[o], createdAt: daysAgo(90), updatedAt: daysAgo(10 + o) });

    const accountIds = (await db.select({ account_id: accounts.account_id }).from(accounts).where(eq(accounts.organization_id, organization_id)).orderBy(asc(accounts.account_id))).map(
      (a) => a.account_id,
    );
    const created = await db
      .insert(entities)
      .values(ENTITIES[o].map((entity, i) => ({ organization_id, name: entity.name, createdAt: daysAgo(80 - i * 7) })))
      .returning({ entity_id: entities.entity_id, name: entities.name });
    await db.insert(entityAttributes).values(
      created.flatMap(({ entity_id, name }) => ENTITIES[o].find((e) => e.name === name)!.attributes.map(([attribute, type]) => ({ entity_id, name: attribute, type }))),
    );
    const links = created.flatMap(({ entity_id, name }) =>
      ENTITIES[o].find((e) => e.name === name)!.accounts.flatMap((place) => (accountIds[place] ? [{ entity_id, account_id: accountIds[place] }] : [])),
    );
    if (links.length > 0) await db.insert(entityAccounts).values(links);

    // The last account of the second organization stays without content: a merge into it adds everything.
    const withContent = o === 1 ? accountIds.slice(0, -1) : accountIds;
    const records = withContent.flatMap((account_id) => {
      n += 1;
      return Object.entries(RECORDS).flatMap(([group, items]) =>
        items.filter((_, k) => (k + n) % 4 !== 3).map(([name, data], k) => ({ account_id, group, name, data: data(n + k), createdAt: daysAgo(70 - n) })),
      );
    });
    if (records.length > 0) await db.insert(botContent).values(records);

    // History: the first account's bot was updated from the second's twice, recorded as versions.
    const [target, origin] = accountIds;
    if (origin === undefined) continue;
    const [originRow] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.account_id, origin));
    const content = await readContent(db, target);
    const theirs = await readContent(db, origin);
    await db.insert(botVersions).values(
      (['merge', 'force'] as const).map((mode, i) => ({
        account_id: target,
        origin_account_id: origin,
        origin_name: originRow.name,
        mode,
        exclude: mode === 'force' ? ['Products', 'References'] : [],
        admin_id: 1,
        counts: Object.fromEntries(BOT_GROUP_KEYS.map((group) => [group, content[group].length])),
        content,
        changes: BOT_GROUP_KEYS.filter((group) => mode === 'merge' || !['Products', 'References'].includes(group)).map((group) => {
          const plan = groupPlan(mode, theirs[group], content[group]);
          return { group, added: plan.add.map((item) => item.name), updated: plan.replace.map((item) => item.name), removed: plan.remove };
        }),
        createdAt: daysAgo(45 - i * 30),
      })),
    );
  }
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function organizationIsEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(entities).limit(1);
  return rows.length === 0;
}

