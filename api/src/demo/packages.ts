/**
 * The demo rows of packages (issue 11): the bots of the first demo accounts — their flows with blocks,
 * sequences and user variables (their messaging lists come from demo/seed.ts) — and packages built from them,
 * each bundling some of its account's items, with attributes. Deterministic: fixed rows, dates counted back.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accounts,
  blocks,
  flows,
  lists,
  packageAttributes,
  packageFlows,
  packageLists,
  packages,
  packageSequences,
  packageUserAttributes,
  sequences,
  userAttributes,
} from '../db/schema';

const DAY = 86_400_000;
/** How many demo accounts get a bot (the first ones by id: they also have lists). */
const BOT_ACCOUNTS = 8;

/** Flows and their blocks; each account takes five of them, starting at its own place. */
const FLOWS: { name: string; blocks: string[] }[] = [
  { name: 'Bienvenida', blocks: ['Saludo', 'Pedir nombre', 'Mostrar menú'] },
  { name: 'Menú principal', blocks: ['Opciones', 'Productos', 'Pedidos', 'Ayuda'] },
  { name: 'Catálogo de productos', blocks: ['Categorías', 'Lista de productos', 'Detalle del producto', 'Agregar al carrito'] },
  { name: 'Seguimiento de pedido', blocks: ['Pedir número de orden', 'Estado del envío', 'Despedida'] },
  { name: 'Hablar con un agente', blocks: ['Motivo del contacto', 'Transferir a agente', 'Fuera de horario'] },
  { name: 'Preguntas frecuentes', blocks: ['Horarios', 'Formas de pago', 'Devoluciones'] },
  { name: 'Agendar cita', blocks: ['Elegir sucursal', 'Elegir fecha', 'Elegir hora', 'Confirmación de cita'] },
  { name: 'Recordatorio de pago', blocks: ['Aviso de saldo', 'Enlace de pago', 'Pago recibido'] },
  { name: 'Encuesta de satisfacción', blocks: ['Calificación', 'Comentario', 'Agradecimiento'] },
];
const SEQUENCES = ['Bienvenida de 3 días', 'Carrito abandonado', 'Recordatorio de cita', 'Reactivación de clientes', 'Cobranza preventiva', 'Novedades del mes'];
const USER_ATTRIBUTES: [name: string, type: string][] = [
  ['nombre', 'text'],
  ['correo', 'email'],
  ['telefono', 'phone'],
  ['ciudad', 'text'],
  ['fecha_nacimiento', 'date'],
  ['puntos_lealtad', 'number'],
  ['ultimo_pedido', 'text'],
  ['acepta_promociones', 'boolean'],
];

/** Packages: the account they are built from (an index of the bot accounts; null: none yet) and their attributes. */
const PACKAGES: {
  name: string;
  category: string;
  description: string;
  creator: string;
  type: string;
  account: number | null;
  attributes: { name: string; title: string; type: 'text' | 'object'; value: string; frontend_type: string; required?: boolean; description?: string }[];
}[] = [
  {
    name: 'Kit de ventas por WhatsApp',
    category: 'Ventas',
    description: 'Catálogo, carrito y seguimiento de pedidos para vender por chat.',
    creator: 'Equipo de Soluciones',
    type: 'premium',
    account: 0,
    attributes: [
      { name: 'color_primario', title: 'Color principal', type: 'text', value: '1e5a5f', frontend_type: 'color', required: true },
      { name: 'correo_ventas', title: 'Correo para avisos de venta', type: 'text', value: 'ventas@example.com', frontend_type: 'input_email', required: true },
      { name: 'descuento_bienvenida', title: 'Descuento de bienvenida (%)', type: 'text', value: '10', frontend_type: 'input_number' },
    ],
  },
  {
    name: 'Atención al cliente 24/7',
    category: 'Atención al cliente',
    description: 'Preguntas frecuentes, transferencia a agentes y encuesta al cerrar.',
    creator: 'Equipo de Soluciones',
    type: 'gratuito',
    account: 1,
    attributes: [
      { name: 'horario', title: 'Horario de atención', type: 'text', value: 'Lunes a viernes de 9:00 a 18:00', frontend_type: 'text_area', required: true },
      { name: 'mensaje_fuera_horario', title: 'Mensaje fuera de horario', type: 'text', value: 'Te respondemos mañana a primera hora.', frontend_type: 'text_area' },
    ],
  },
  {
    name: 'Cobranza amable',
    category: 'Cobranza',
    description: 'Recordatorios de pago con enlace y confirmación automática.',
    creator: 'Mateo Silva',
    type: 'premium',
    account: 2,
    attributes: [
      { name: 'dias_gracia', title: 'Días de gracia', type: 'text', value: '5', frontend_type: 'input_number', required: true },
      { name: 'pasarela', title: 'Pasarela de pago', type: 'object', value: '{"proveedor": "webpay", "modo": "produccion"}', frontend_type: 'text_area', description: 'Datos de la pasarela en JSON.' },
    ],
  },
  {
    name: 'Reservaciones de restaurante',
    category: 'Reservaciones',
    description: 'Elige sucursal, fecha y hora; recordatorio un día antes.',
    creator: 'Valentina Cruz',
    type: 'gratuito',
    account: 3,
    attributes: [
      { name: 'capacidad_mesa', title: 'Personas por mesa', type: 'text', value: '4', frontend_type: 'input_number' },
      { name: 'logo', title: 'Logo del restaurante', type: 'text', value: 'logo-restaurante.png', frontend_type: 'image' },
    ],
  },
  {
    name: 'Tienda en línea básica',
    category: 'Comercio electrónico',
    description: 'Catálogo y carrito abandonado para tiendas pequeñas.',
    creator: 'Equipo de Soluciones',
    type: 'gratuito',
    account: 4,
    attributes: [
      { name: 'moneda', title: 'Moneda', type: 'text', value: 'MXN', frontend_type: 'input_text', required: true },
      { name: 'envio_gratis_desde', title: 'Envío gratis desde', type: 'text', value: '799', frontend_type: 'input_number' },
      { name: 'terminos', title: 'Términos y condiciones', type: 'text', value: 'terminos-tienda.pdf', frontend_type: 'file' },
    ],
  },
  {
    name: 'Encuesta NPS',
    category: 'Encuestas',
    description: 'Mide la satisfacción al cerrar cada conversación.',
    creator: 'Sofía Medina',
    type: 'gratuito',
    account: 5,
    attributes: [{ name: 'pregunta', title: 'Pregunta principal', type: 'text', value: '¿Qué tan probable es que nos recomiendes?', frontend_type: 'input_text', required: true }],
  },
  {
    name: 'Citas médicas',
    category: 'Salud',
    description: 'Agenda de consultas con confirmación y recordatorio.',
    creator: 'Diego Navarro',
    type: 'premium',
    account: 6,
    attributes: [
      { name: 'especialidades', title: 'Especialidades', type: 'object', value: '["Medicina general", "Pediatría", "Dermatología"]', frontend_type: 'text_area' },
      { name: 'acepta_seguro', title: 'Acepta seguro médico', type: 'text', value: 'sí', frontend_type: 'checkbox' },
    ],
  },
  {
    name: 'Plantilla en blanco',
    category: 'General',
    description: 'Punto de partida para un paquete nuevo: todavía sin cuenta.',
    creator: 'Equipo de Soluciones',
    type: 'gratuito',
    account: null,
    attributes: [{ name: 'version', title: 'Versión', type: 'text', value: '1.0', frontend_type: 'input_text' }],
  },
];

export async function seedPackages(db: Db, { now }: { now: number }) {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const botAccounts = await db.select({ account_id: accounts.account_id }).from(accounts).orderBy(asc(accounts.account_id)).limit(BOT_ACCOUNTS);
  const accountIds = botAccounts.map((account) => account.account_id);

  // Each account's bot: five flows (with their blocks), three sequences, six variables.
  const flowRows = await db
    .insert(flows)
    .values(accountIds.flatMap((account_id, a) => [0, 1, 2, 3, 4].map((f) => ({ account_id, name: FLOWS[(a + f) % FLOWS.length].name, createdAt: daysAgo(300 - a * 20 - f) }))))
    .returning({ flow_id: flows.flow_id, account_id: flows.account_id, name: flows.name });
  await db.insert(blocks).values(
    flowRows.flatMap((flow) => FLOWS.find((f) => f.name === flow.name)!.blocks.map((name) => ({ flow_id: flow.flow_id, name }))),
  );
  const sequenceRows = await db
    .insert(sequences)
    .values(accountIds.flatMap((account_id, a) => [0, 1, 2].map((s) => ({ account_id, name: SEQUENCES[(a + s) % SEQUENCES.length], createdAt: daysAgo(250 - a * 15 - s) }))))
    .returning({ sequence_id: sequences.sequence_id, account_id: sequences.account_id });
  const attributeRows = await db
    .insert(userAttributes)
    .values(
      accountIds.flatMap((account_id, a) =>
        [0, 1, 2, 3, 4, 5].map((v) => {
          const [name, type] = USER_ATTRIBUTES[(a + v) % USER_ATTRIBUTES.length];
          return { account_id, name, type, createdAt: daysAgo(280 - a * 10 - v) };
        }),
      ),
    )
    .returning({ user_attribute_id: userAttributes.user_attribute_id, account_id: userAttributes.account_id });
  const listRows = await db.select({ list_id: lists.list_id, account_id: lists.account_id }).from(lists).where(inArray(lists.account_id, accountIds)).orderBy(asc(lists.list_id));

  const of = <T extends { account_id: number }>(rows: T[], accountId: number) => rows.filter((row) => row.account_id === accountId);
  for (const [i, { attributes, account, ...fields }] of PACKAGES.entries()) {
    const accountId = account === null ? null : accountIds[account];
    const [row] = await db
      .insert(packages)
      .values({ ...fields, account_id: accountId, createdAt: daysAgo(120 - i * 12) })
      .returning({ package_id: packages.package_id });
    const package_id = row.package_id;
    await db.insert(packageAttributes).values(attributes.map((attribute) => ({ ...attribute, package_id })));
    if (accountId === null) continue;
    // What it bundles: some of its account's items (never all, so the add selectors have something left).
    const bundle = async (link: typeof packageFlows, ids: number[]) => {
      if (ids.length > 0) await db.insert(link).values(ids.map((item_id) => ({ package_id, item_id })));
    };
    await bundle(packageFlows, of(flowRows, accountId).slice(0, 2 + (i % 2)).map((flow) => flow.flow_id));
    await bundle(packageSequences, of(sequenceRows, accountId).slice(0, 1 + (i % 2)).map((sequence) => sequence.sequence_id));
    await bundle(packageUserAttributes, of(attributeRows, accountId).slice(0, 2 + (i % 3)).map((attribute) => attribute.user_attribute_id));
    await bundle(packageLists, of(listRows, accountId).slice(0, 1).map((list) => list.list_id));
  }
}
