/**
 * The demo rows of an account's integrations (issue 16), for the bot accounts (the first DEMO_BOT_ACCOUNTS):
 * webhooks (incoming, and outgoing of each type, with their headers), 2–4 lambdas each (the seven runtimes;
 * names shared between accounts with other versions, so a merge of Lambdas adds, updates and removes), and
 * message templates on two or three of each account's platforms (some names on one platform only, some with
 * another content, so a platform mirror adds and updates). The first account's WhatsApp comes from the
 * catalogue's demo (demo/master-operations.ts: a WABA and one of its numbers). Deterministic: fixed rows, every choice
 * a function of the account's place, dates counted back from `now`.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEMO_BOT_ACCOUNTS } from './account-links';
import { accountPlatforms, accounts, lambdas, messageTemplates, platforms, webhooks } from '../db/schema';

const DAY = 86_400_000;

type Webhook = { name: string; url: string; method: 'get' | 'post' | 'patch'; outgoing_type: 'payment' | 'message' | 'case' | null; headers: (key: string) => Record<string, string> };
/** The first account has every one (incoming, and outgoing of each type); the others most of them. */
const WEBHOOKS: Webhook[] = [
  { name: 'Pedidos nuevos', url: 'https://hooks.example.com/tiendas/pedidos', method: 'post', outgoing_type: 'message', headers: (key) => ({ 'Content-Type': 'application/json', 'X-Api-Key': key }) },
  { name: 'Confirmación de pago', url: 'https://pagos.example.com/api/v1/notificaciones', method: 'post', outgoing_type: 'payment', headers: (key) => ({ Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }) },
  { name: 'Casos al CRM', url: 'https://crm.example.com/api/casos', method: 'patch', outgoing_type: 'case', headers: (key) => ({ Authorization: `Bearer ${key}`, 'X-Origen': 'konverza' }) },
  { name: 'Consulta de inventario', url: 'https://erp.example.com/inventario/existencias', method: 'get', outgoing_type: null, headers: (key) => ({ 'X-Api-Key': key }) },
  { name: 'Formulario de contacto', url: 'https://www.example.com/webhooks/formulario', method: 'post', outgoing_type: null, headers: () => ({ 'Content-Type': 'application/x-www-form-urlencoded' }) },
  { name: 'Rastreo de envíos', url: 'https://envios.example.com/v2/rastreo', method: 'get', outgoing_type: 'message', headers: (key) => ({ Authorization: `Token ${key}`, Accept: 'application/json' }) },
];

/** [name, description, runtime]: every account takes 2–4 of these, with versions of its own. */
const LAMBDAS: [string, string, string][] = [
  ['calcular-envio', 'Calcula el costo y el tiempo de entrega según el código postal del cliente.', 'nodejs18.x'],
  ['validar-rfc', 'Valida el RFC del cliente antes de emitir la factura.', 'python3.9'],
  ['consultar-inventario', 'Consulta las existencias de un producto por sucursal en el ERP.', 'nodejs16.x'],
  ['generar-link-pago', 'Genera un enlace de pago con la vigencia configurada en la cuenta.', 'nodejs14.x'],
  ['agendar-cita', 'Reserva un espacio en la agenda y devuelve la confirmación.', 'python3.10'],
  ['clasificar-caso', 'Clasifica un caso por tema y prioridad antes de asignarlo.', 'python3.7'],
  ['sincronizar-crm', 'Sincroniza el contacto y sus etiquetas con el CRM.', 'python3.7.8'],
];

/** [name, content]: what the bot sends; `{{…}}` are the user's variables. */
const TEMPLATES: [string, string][] = [
  ['bienvenida', '¡Hola, {{nombre}}! Soy el asistente virtual de {{empresa}}. ¿En qué te puedo ayudar hoy?'],
  ['menu_principal', 'Elige una opción: 1) Hacer un pedido 2) Rastrear mi envío 3) Hablar con un asesor'],
  ['confirmacion_pedido', 'Tu pedido {{pedido}} quedó confirmado por {{total}}. Te avisaremos cuando salga a ruta.'],
  ['estado_envio', 'Tu pedido {{pedido}} va en camino. Llega entre {{fecha_inicio}} y {{fecha_fin}}.'],
  ['pago_recibido', 'Recibimos tu pago de {{total}}. ¡Gracias por tu compra!'],
  ['pago_pendiente', 'Tu pedido {{pedido}} sigue pendiente de pago. Puedes pagarlo aquí: {{link_pago}}'],
  ['recordatorio_cita', 'Te recordamos tu cita el {{fecha}} a las {{hora}} en {{sucursal}}.'],
  ['cita_confirmada', 'Listo, {{nombre}}: tu cita quedó agendada para el {{fecha}} a las {{hora}}.'],
  ['cita_cancelada', 'Tu cita del {{fecha}} fue cancelada. Escribe "agendar" para elegir otra fecha.'],
  ['horario_atencion', 'Atendemos de lunes a viernes de 9:00 a 18:00 y sábados de 10:00 a 14:00.'],
  ['fuera_de_horario', 'Gracias por escribirnos. Un asesor te responderá en cuanto abramos.'],
  ['transferencia_asesor', 'Te comunico con un asesor. El tiempo de espera aproximado es de {{minutos}} minutos.'],
  ['encuesta_nps', 'Del 0 al 10, ¿qué tan probable es que nos recomiendes con un amigo?'],
  ['valoracion_servicio', '¿Cómo calificarías la atención que recibiste hoy? Responde del 1 al 5.'],
  ['carrito_abandonado', '{{nombre}}, dejaste productos en tu carrito. ¿Quieres terminar tu compra?'],
  ['promocion_mensual', 'Este mes tienes 15% de descuento en tu segunda compra con el código {{codigo}}.'],
  ['factura_disponible', 'Tu factura del pedido {{pedido}} ya está disponible: {{link_factura}}'],
  ['codigo_verificacion', 'Tu código de verificación es {{codigo}}. Vence en 10 minutos.'],
  ['seguimiento_caso', 'Tu caso {{caso}} sigue abierto; te escribiremos en cuanto tengamos novedades.'],
  ['caso_cerrado', 'Cerramos tu caso {{caso}}. Si necesitas algo más, escríbenos por aquí.'],
  ['actualizacion_datos', 'Para continuar, confirma tu correo electrónico y tu código postal.'],
  ['despedida', '¡Gracias por escribirnos, {{nombre}}! Que tengas un excelente día.'],
];

/** The platforms whose templates the demo has, in order of preference: each account's first two or three of them. */
const TEMPLATE_PLATFORMS = ['whatsapp', 'messenger', 'webchat', 'instagram', 'telegram', 'facebook'];
/** How a template reads on a platform when its account wrote it for that platform. */
const PLATFORM_ENDINGS: Record<string, string> = {
  whatsapp: 'Responde con el número de la opción.',
  messenger: 'Toca un botón para continuar.',
  webchat: 'Haz clic en una opción para continuar.',
  instagram: 'Respóndenos por mensaje directo.',
  telegram: 'Usa /menu para volver al inicio.',
  facebook: 'Toca un botón para continuar.',
};

/** A 12-digit AWS account per organization (its lambdas live there). */
const awsAccount = (organizationId: number) => String(482_193_067_715 + organizationId * 1_000_003);
/** A demo secret for a header: never a real one. */
const demoKey = (place: number, k: number) => `demo_${(place * 7919 + k * 104_729).toString(36).padStart(8, '0')}`;

export async function seed(db: Db, { now }: { now: number }) {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const bots = await db
    .select({ account_id: accounts.account_id, organization_id: accounts.organization_id })
    .from(accounts)
    .orderBy(asc(accounts.account_id))
    .limit(DEMO_BOT_ACCOUNTS);
  if (bots.length === 0) return;
  const links = await db
    .select({ account_id: accountPlatforms.account_id, platform_id: platforms.platform_id, name: platforms.name })
    .from(accountPlatforms)
    .innerJoin(platforms, eq(platforms.platform_id, accountPlatforms.platform_id))
    .where(inArray(accountPlatforms.account_id, bots.map((bot) => bot.account_id)));

  await db.insert(webhooks).values(
    bots.flatMap(({ account_id }, a) =>
      WEBHOOKS.flatMap((webhook, k) =>
        a === 0 || (k + a) % 3 !== 2
          ? [
              {
                account_id,
                name: webhook.name,
                url: `${webhook.url}?cuenta=${account_id}`,
                method: webhook.method,
                is_incoming: webhook.outgoing_type === null,
                outgoing_type: webhook.outgoing_type,
                headers: webhook.headers(demoKey(a, k)),
                createdAt: daysAgo(200 - a * 10 - k),
                updatedAt: daysAgo(30 - a - k),
              },
            ]
          : [],
      ),
    ),
  );

  await db.insert(lambdas).values(
    bots.flatMap(({ account_id, organization_id }, a) =>
      Array.from({ length: 2 + (a % 3) }, (_, j) => {
        // 2 is coprime with 7: an account's names are distinct.
        const [name, description, runtime] = LAMBDAS[(a + 2 * j) % LAMBDAS.length];
        const qualifier = (a + j) % 4 === 0 ? ':prod' : '';
        return {
          account_id,
          name,
          description,
          arn: `arn:aws:lambda:us-east-1:${awsAccount(organization_id)}:function:${name}${qualifier}`,
          version: `${1 + ((a + j) % 3)}.${(a * 3 + j) % 5}.0`,
          runtime,
          createdAt: daysAgo(180 - a * 12 - j),
          updatedAt: daysAgo(20 - a - j),
        };
      }),
    ),
  );

  const templates = bots.flatMap(({ account_id }, a) => {
    const own = new Set(links.filter((link) => link.account_id === account_id).map((link) => link.name));
    const chosen = TEMPLATE_PLATFORMS.filter((name) => own.has(name)).slice(0, a % 2 === 0 ? 3 : 2);
    return chosen.flatMap((platform, p) => {
      const { platform_id } = links.find((link) => link.account_id === account_id && link.name === platform)!;
      return TEMPLATES.flatMap(([name, content], k) => {
        // The first platform has most of the account's templates, the others fewer, some written for them.
        const present = p === 0 ? (k + a) % 7 !== 3 : (k + a + p) % 3 !== 0 && (k + a) % 5 !== 4;
        if (!present) return [];
        const writtenForIt = p > 0 && (k + a * p) % 4 === 0;
        return [
          { account_id, platform_id, name, content: writtenForIt ? `${content} ${PLATFORM_ENDINGS[platform]}` : content, createdAt: daysAgo(150 - k), updatedAt: daysAgo(40 - k) },
        ];
      });
    });
  });
  if (templates.length > 0) await db.insert(messageTemplates).values(templates);
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function isEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(messageTemplates).limit(1);
  return rows.length === 0;
}
