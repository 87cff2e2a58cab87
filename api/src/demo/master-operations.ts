/**
 * The demo rows of the catalogue's second part (issue 11: shipping, WhatsApp Business, short links, the
 * accounts' flows, sequences and variables, packages, extensions, milestones), so each of those screens is
 * alive on first start. Part of the demo set (demo/seed.ts, after the accounts and their lists); a demo database
 * from before it gets them on its next start (bootstrap.ts). Deterministic: fixed rows, dates counted back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nextShortUrlId, shortCode } from '../lib/short-code';
import { seedMilestones } from './milestones';
import { EXTENSION_CODE_TEMPLATES } from '@console/contracts';
import { seedPackages } from './packages';
import { accounts, extensionAccounts, extensions, services, shippings, shortUrls, wabas, whatsappNumbers } from '../db/schema';

const DAY = 86_400_000;

const NAMES = ['Lucía Romero', 'Mateo Silva', 'Valentina Cruz', 'Santiago Ríos', 'Camila Ortega', 'Diego Navarro', 'Sofía Medina', 'Emilio Paredes', 'Renata Campos', 'Tomás Ibarra'];
const CITIES = [
  { city: 'Ciudad de México', state: 'CDMX', colony: 'Roma Norte', zip: '06700' },
  { city: 'Guadalajara', state: 'Jalisco', colony: 'Americana', zip: '44160' },
  { city: 'Monterrey', state: 'Nuevo León', colony: 'Centro', zip: '64000' },
  { city: 'Puebla', state: 'Puebla', colony: 'La Paz', zip: '72160' },
  { city: 'Querétaro', state: 'Querétaro', colony: 'Juriquilla', zip: '76230' },
];
const SHIPPING_STATUSES = ['creado', 'recolectado', 'en tránsito', 'entregado', 'entregado', 'cancelado'];
const SERVICES = ['estándar', 'express', 'mismo día'];
/** Short links: generated codes, and two custom names. */
const LINKS: { target: string; custom?: string }[] = [
  { target: 'https://konverza.example.com/blog/bots-que-venden' },
  { target: 'https://konverza.example.com/precios?utm_source=whatsapp&utm_campaign=noviembre' },
  { target: 'https://docs.konverza.example.com/integraciones/webhooks' },
  { target: 'https://konverza.example.com/eventos/webinar-diciembre', custom: 'webinar-diciembre' },
  { target: 'https://tienda.example.com/promociones/buen-fin', custom: 'buen-fin' },
];

export async function seedMasterOperations(db: Db, { now }: { now: number }) {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  await db.insert(shippings).values(
    Array.from({ length: 30 }, (_, i) => {
      const place = CITIES[i % CITIES.length];
      const name = NAMES[i % NAMES.length];
      const status = SHIPPING_STATUSES[i % SHIPPING_STATUSES.length];
      const free = i % 4 === 0;
      return {
        order_id: `ORD-${String(10_240 + i * 7)}`,
        pickup_location_id: 1 + (i % 3),
        total: free ? 0 : 89 + ((i * 37) % 400) + 0.5 * (i % 2),
        destination_name: name,
        destination_email: `${name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${i}@example.com`,
        destination_home_phone: `55 ${String(1000 + i * 13).padStart(4, '0')} ${String(2000 + i * 29).slice(-4)}`,
        destination_street: ['Av. Insurgentes', 'Calle Morelos', 'Av. Juárez', 'Calle Hidalgo', 'Blvd. Bernardo Quintana'][i % 5],
        destination_street_number: String(12 + i * 3),
        destination_colony: place.colony,
        destination_city: place.city,
        destination_state: place.state,
        destination_zip: place.zip,
        destination_notes: i % 3 === 0 ? 'Entregar en recepción.' : '',
        kanguro_uuid: status === 'creado' ? '' : `kg-${(0x1f3a5 + i * 977).toString(16)}-${(0xa17 + i * 31).toString(16)}`,
        status,
        kanguro_order_id: status === 'creado' ? '' : `KG${String(500_100 + i * 11)}`,
        rate_id: `rate_${SERVICES[i % 3].replace(/\W/g, '')}_${1 + (i % 4)}`,
        error: status === 'cancelado' ? 'Dirección incompleta: falta el número interior.' : '',
        is_free: free,
        details: `${1 + (i % 3)} paquete(s), ${(0.5 + (i % 5) * 0.75).toFixed(2)} kg`,
        service: SERVICES[i % 3],
        createdAt: daysAgo(60 - i * 2),
      };
    }),
  );
  await seedLinks(db, daysAgo);
  await seedWabas(db, daysAgo);
  await seedExtensions(db, daysAgo);
  await seedPackages(db, { now });
  await seedMilestones(db, { now });
}

/** WhatsApp Business accounts and their numbers; the tokens are demo values, never answered. */
const WABAS = [
  { name: 'Konverza Ventas', business_account_id: '102290129340398', numbers: ['+5215512345601', '+5215512345602', '+5215512345603'] },
  { name: 'Soporte LATAM', business_account_id: '109876543210987', numbers: ['+5491145678901', '+5491145678902'] },
  { name: 'Tienda en línea', business_account_id: '115500220033004', numbers: ['+34911222333', '+34911222334', '+34911222335', '+34911222336'] },
];

async function seedWabas(db: Db, daysAgo: (days: number) => Date) {
  const accountRows = await db.select({ account_id: accounts.account_id, name: accounts.name }).from(accounts).orderBy(accounts.account_id).limit(WABAS.length * 4);
  for (const [i, { numbers, ...waba }] of WABAS.entries()) {
    const [row] = await db
      .insert(wabas)
      .values({ ...waba, access_token: `EAAdemo${i}token`, account_id: accountRows[i * 4]?.account_id ?? null, createdAt: daysAgo(90 - i * 10) })
      .returning({ waba_id: wabas.waba_id });
    await db.insert(whatsappNumbers).values(
      numbers.map((phone_number, n) => ({
        waba_id: row.waba_id,
        phone_number,
        display_name: `${waba.name} ${n + 1}`,
        account_id: accountRows[i * 4 + n]?.account_id ?? null,
        api_token: `demo-api-${i}-${n}`,
        auth_token: `demo-auth-${i}-${n}`,
        createdAt: daysAgo(80 - i * 10 - n),
      })),
    );
  }
}

/** Serverless code, installed in a few accounts. */
const EXTENSIONS = [
  {
    name: 'calcular-envio',
    description: 'Cotiza el envío de un pedido con la paquetería según el código postal.',
    runtime: 'nodejs8.10',
    input: '{ "zip": "06700", "weight_kg": 1.5 }',
    output: '{ "price": 129.0, "days": 2 }',
    status: 'activa',
    version: '1.4.0',
    handler: 'index.handler',
    code: `exports.handler = async (event) => {\n  const { zip, weight_kg } = event.input;\n  const price = 99 + Math.ceil(weight_kg) * 15 + (zip.startsWith('0') ? 0 : 20);\n  return { price, days: zip.startsWith('0') ? 1 : 3 };\n};\n`,
  },
  {
    name: 'validar-rfc',
    description: 'Valida el RFC que escribe el usuario antes de facturar.',
    runtime: 'python3.7',
    input: '{ "rfc": "XAXX010101000" }',
    output: '{ "valid": true }',
    status: 'activa',
    version: '2.0.1',
    handler: 'main.handler',
    code: `import re\n\ndef handler(event, context):\n    rfc = event["input"]["rfc"].upper()\n    return {"valid": bool(re.match(r"^[A-Z&]{3,4}\\d{6}[A-Z0-9]{3}$", rfc))}\n`,
  },
  {
    name: 'consultar-saldo',
    description: 'Consulta el saldo de la tarjeta de lealtad del cliente.',
    runtime: 'python3.6',
    input: '{ "card": "1234" }',
    output: '{ "points": 350 }',
    status: 'en pruebas',
    version: '0.9.0',
    handler: 'main.handler',
    code: EXTENSION_CODE_TEMPLATES.python,
  },
  {
    name: 'agendar-cita',
    description: 'Reserva un horario en la agenda de la sucursal.',
    runtime: 'nodejs8.10',
    input: '{ "branch": 3, "date": "2026-12-01", "time": "10:30" }',
    output: '{ "confirmed": true, "folio": "C-1021" }',
    status: 'activa',
    version: '1.1.2',
    handler: 'index.handler',
    code: EXTENSION_CODE_TEMPLATES.javascript,
  },
  {
    name: 'legado-encuestas',
    description: 'Envía la encuesta de satisfacción al cerrar un caso (versión anterior).',
    runtime: 'python2.7',
    input: '{ "case_id": 77 }',
    output: '{ "sent": true }',
    status: 'descontinuada',
    version: '0.3.0',
    handler: 'main.handler',
    code: EXTENSION_CODE_TEMPLATES.python,
  },
];

async function seedExtensions(db: Db, daysAgo: (days: number) => Date) {
  const [service] = await db.select({ service_id: services.service_id }).from(services).orderBy(services.service_id).limit(1);
  const rows = await db
    .insert(extensions)
    .values(EXTENSIONS.map((extension, i) => ({ ...extension, file_name: `${extension.name}-${extension.version}.zip`, service_id: i % 2 === 0 ? (service?.service_id ?? null) : null, createdAt: daysAgo(200 - i * 30) })))
    .returning({ extension_id: extensions.extension_id });
  const accountRows = await db.select({ account_id: accounts.account_id }).from(accounts).orderBy(accounts.account_id).limit(6);
  await db.insert(extensionAccounts).values(
    rows.slice(0, 3).flatMap(({ extension_id }, i) => accountRows.slice(i, i + 3 - i).map(({ account_id }) => ({ extension_id, account_id }))),
  );
}

async function seedLinks(db: Db, daysAgo: (days: number) => Date) {
  for (const [i, { target, custom }] of LINKS.entries()) {
    const createdAt = daysAgo(20 - i * 3);
    if (custom) await db.insert(shortUrls).values({ code: custom, target, custom: true, createdAt });
    else {
      const id = await nextShortUrlId(db);
      await db.insert(shortUrls).values({ short_url_id: id, code: shortCode(id), target, createdAt });
    }
  }
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function masterOperationsAreEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(shippings).limit(1);
  return rows.length === 0;
}
