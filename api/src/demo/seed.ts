/**
 * First-start data. `ensureBaseRoles` (every mode): role 1 named after the brand, and 'Nerd'.
 * `seedDemo` (outside production only, when the admins table is empty): a small living console —
 * staff and refused admins, two services, 30 organizations with 2–4 accounts each (and their status rows),
 * partners in every status, certifications with exams, platforms, lists; seven roles with their permissions, and a
 * staff team of 40 more admins across the roles (some linked to organizations and accounts, two deleted);
 * and a few hundred entries of audit trail, the history of those records.
 * Deterministic: seeded generators, and dates counted back from the start time.
 */
import { AUDITED_CONTRACTS, platformContract, type AuditAction } from '@console/contracts';
import { asc, inArray, sql } from 'drizzle-orm';
import { contractRows } from '../lib/resource';
import type { ResourceRows } from '../lib/rows';
import { hashPassword } from '../lib/password';
import { accountUsername, slug } from '../lib/username';
import { accountRows } from '../routes/accounts';
import { adminRows } from '../routes/admins';
import { organizationRows } from '../routes/organizations';
import type { Db } from '../db/client';
import { seedCatalogue } from './master-catalogue';
import { seedMasterOperations } from './master-operations';
import { seedCertifications } from './certifications';
import { seedPartners } from './partners';
import { seedOrganization } from './organization';
import { seedAccountLinks } from './account-links';
import { seedUsers } from './users';
import { seed as seedAccountSettings } from './account-settings';
import { seed as seedAccountIntegrations } from './account-integrations';
import {
  accounts,
  accountStatuses,
  adminAccounts,
  adminOrganizations,
  admins,
  auditLog,
  certificationExams,
  certifications,
  lists,
  organizations,
  partners,
  PARTNER_STATUS_VALUES,
  permissions,
  platforms,
  rolePermissions,
  roles,
  services,
} from '../db/schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** Mulberry32: a tiny seeded generator, so the demo set is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

/** serial columns after rows inserted with explicit ids. */
async function syncSequence(db: Db, table: string, column: string) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 1))`,
  );
}

/** Role 1 (the superadmin, named after the brand) and 'Nerd': the roles that may enter the console. */
export async function ensureBaseRoles(db: Db, brand: string) {
  await db
    .insert(roles)
    .values([
      { role_id: 1, name: brand, description: 'Superadministrador de la plataforma', type: 'staff' },
      { role_id: 2, name: brand === 'Nerd' ? 'Nerd (soporte)' : 'Nerd', description: 'Soporte técnico interno', type: 'staff' },
    ])
    .onConflictDoNothing();
  await syncSequence(db, 'roles', 'role_id');
}

const ORGANIZATION_NAMES = [
  'Tienda El Sol', 'Farmacias San Rafael', 'Grupo Andino', 'Café La Montaña', 'Ferretería Central',
  'Hotel Mar Azul', 'Clínica Santa Fe', 'Librería Quijote', 'Panadería La Espiga', 'Autos del Norte',
  'Inmobiliaria Horizonte', 'Óptica Visión Clara', 'Gimnasio Fuerza Total', 'Floristería Jardín Secreto',
  'Restaurante El Fogón', 'Veterinaria Patitas', 'Colegio Nuevo Mundo', 'Seguros Confianza',
  'Transportes Rápidos', 'Moda Urbana', 'Electrónica Chip', 'Viajes Aventura', 'Dental Sonrisa',
  'Lavandería Burbujas', 'Constructora Cimientos', 'Joyería Brillante', 'Mueblería Roble',
  'Cervecería Artesanal Lúpulo', 'Agencia Creativa Pixel', 'Banco Solidario',
];
const ACCOUNT_SUFFIXES = ['Ventas', 'Soporte', 'WhatsApp', 'Cobranza'];
const ACCOUNT_TYPES = ['konverza_free', 'konverza_free', 'konverza_pro', 'konverza_enterprise'];
const COLOURS = ['1e88e5', '43a047', 'e53935', 'fb8c00', '8e24aa', '00897b', '3949ab', 'f4511e', '6d4c41', '546e7a'];
const TIMEZONES = [
  'America/Mexico_City', 'America/Bogota', 'America/Lima', 'America/Santiago',
  'America/Argentina/Buenos_Aires', 'Europe/Madrid', 'America/Guatemala',
];
const SOURCES = ['web', 'partner', 'ventas', 'evento'];
const KANGURO = ['activo', 'pendiente', 'inactivo'];
const PRODUCTS = ['Plan mensual', 'Combo familiar', 'Envío express', 'Suscripción anual', 'Kit de inicio'];
const LIST_NAMES = ['Clientes frecuentes', 'Prospectos', 'Newsletter', 'Carrito abandonado', 'VIP'];

const DAY = 86_400_000;

/** The channels a bot talks on (document 2: platforms); description holds an icon name (document 3). */
const PLATFORMS = [
  { name: 'messenger', title: 'Facebook Messenger', description: 'Mensajes de páginas de Facebook.', icon: 'facebook-messenger' },
  { name: 'facebook', title: 'Facebook', description: 'Comentarios y publicaciones de páginas.', icon: 'facebook' },
  { name: 'instagram', title: 'Instagram', description: 'Mensajes directos de cuentas de empresa.', icon: 'instagram' },
  { name: 'twitter', title: 'X (Twitter)', description: 'Mensajes directos y menciones.', icon: 'twitter' },
  { name: 'whatsapp', title: 'WhatsApp Business', description: 'Números de WhatsApp Business API.', icon: 'whatsapp' },
  { name: 'telegram', title: 'Telegram', description: 'Bots de Telegram.', icon: 'telegram' },
  { name: 'webchat', title: 'Chat web', description: 'Widget de chat para sitios web.', icon: 'message-circle' },
  { name: 'sms', title: 'SMS', description: 'Mensajes de texto por operador.', icon: 'smartphone' },
];

const STAFF_FIRST_NAMES = [
  'Valeria', 'Mateo', 'Camila', 'Santiago', 'Lucía', 'Diego', 'Mariana', 'Sebastián', 'Daniela', 'Emilio',
  'Fernanda', 'Andrés', 'Isabela', 'Tomás', 'Renata', 'Joaquín', 'Ximena', 'Gabriel', 'Paula', 'Rodrigo',
];
const STAFF_LAST_NAMES = [
  'García', 'Martínez', 'López', 'Hernández', 'González', 'Rodríguez', 'Sánchez', 'Ramírez', 'Flores', 'Torres',
  'Rivera', 'Vargas', 'Castillo', 'Ortiz', 'Morales', 'Jiménez', 'Reyes', 'Cruz', 'Mendoza', 'Aguilar',
];

/** Roles beyond the four the console knows by name: staff teams (they may not enter the console). */
const EXTRA_ROLES = [
  { role_id: 5, name: 'Soporte', description: 'Atención a clientes y seguimiento de casos', type: 'staff' },
  { role_id: 6, name: 'Ventas', description: 'Equipo comercial: organizaciones y cuentas nuevas', type: 'staff' },
  { role_id: 7, name: 'Operaciones', description: 'Configuración de plataformas y planes', type: 'staff' },
];
/** Permissions beyond the six 'Gestionar …' ones, and which roles hold them (by name). */
const EXTRA_PERMISSIONS = [
  { name: 'Ver reportes', resource: 'report', read: true, roles: ['Soporte', 'Ventas', 'Operaciones'] },
  { name: 'Consultar cuentas', resource: 'account', read: true, roles: ['Agente', 'Soporte', 'Ventas'] },
  { name: 'Consultar organizaciones', resource: 'organization', read: true, roles: ['Soporte', 'Ventas', 'Partner'] },
  { name: 'Gestionar plataformas', resource: 'platform', read: true, create: true, update: true, delete: true, roles: ['Operaciones'] },
  { name: 'Gestionar planes', resource: 'plan', read: true, create: true, update: true, roles: ['Operaciones', 'Ventas'] },
  { name: 'Gestionar permisos', resource: 'permission', read: true, create: true, update: true, delete: true, roles: [] },
  // The support engineers ('Nerd'): organizations and accounts in full (above), admins without creating or
  // deleting them (never a superadmin: the API refuses), the rest read-only; no permissions screen.
  { name: 'Atender administradores', resource: 'admin', read: true, update: true, roles: ['Nerd'] },
  { name: 'Consultar roles', resource: 'role', read: true, roles: ['Nerd', 'Soporte'] },
  { name: 'Consultar plataformas', resource: 'platform', read: true, roles: ['Nerd', 'Soporte'] },
  { name: 'Consultar partners', resource: 'partner', read: true, roles: ['Nerd', 'Ventas'] },
  { name: 'Consultar certificaciones', resource: 'certification', read: true, roles: ['Nerd'] },
  { name: 'Consultar auditoría', resource: 'audit', read: true, roles: ['Nerd'] },
  // Images and code files (an account's image, a package's): whoever edits those records.
  { name: 'Subir archivos', resource: 'upload', create: true, roles: ['Nerd', 'Operaciones'] },
  // An account's bot (issue 15): its users in full (they attend them), their values and breadcrumbs, its
  // variables and lists; the catalogue it is linked to (languages, models, entities, extensions) read-only.
  { name: 'Atender usuarios', resource: 'user', read: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Editar valores de usuarios', resource: 'user_attribute_value', read: true, update: true, roles: ['Nerd'] },
  { name: 'Gestionar breadcrumbs', resource: 'breadcrumb', read: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Gestionar variables', resource: 'user_attribute', read: true, create: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Gestionar listas', resource: 'list', read: true, create: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Consultar idiomas', resource: 'language', read: true, roles: ['Nerd', 'Soporte'] },
  { name: 'Consultar modelos', resource: 'model', read: true, roles: ['Nerd'] },
  { name: 'Consultar entidades', resource: 'entity', read: true, roles: ['Nerd'] },
  { name: 'Consultar extensiones', resource: 'extension', read: true, roles: ['Nerd'] },
  // Its payments (the reference), gateway credentials, webhooks and lambdas; its templates read (the tooling
  // copies them as an update of the account); its WhatsApp numbers read.
  { name: 'Atender pagos de cuentas', resource: 'plan_payment', read: true, update: true, roles: ['Nerd'] },
  { name: 'Gestionar credenciales de pago', resource: 'web_pay_credential', read: true, create: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Gestionar webhooks', resource: 'webhooks', read: true, create: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Gestionar lambdas', resource: 'lambda', read: true, create: true, update: true, delete: true, roles: ['Nerd'] },
  { name: 'Consultar plantillas', resource: 'message_template', read: true, roles: ['Nerd'] },
  { name: 'Consultar números de WhatsApp', resource: 'whatsapp', read: true, roles: ['Nerd'] },
  { name: 'Consultar cuentas de WhatsApp Business', resource: 'waba', read: true, roles: ['Nerd'] },
];

export interface DemoOptions {
  brand: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Dates are counted back from here. */
  now?: Date;
}

/** Inserts the demo set into an empty database. Returns the superadmin's credentials. */
export async function seedDemo(db: Db, options: DemoOptions) {
  const { brand } = options;
  const email = (options.adminEmail ?? DEMO_ADMIN_EMAIL).toLowerCase();
  const password = options.adminPassword ?? DEMO_PASSWORD;
  const now = (options.now ?? new Date()).getTime();
  const random = seededRandom(20240611);
  const daysAgo = (days: number) => new Date(now - days * DAY);

  // One salt per password; hashed before the transaction so it holds the database only for inserts.
  const hashes = await Promise.all([password, ...Array(5).fill(DEMO_PASSWORD)].map((p: string) => hashPassword(p)));

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await ensureBaseRoles(t, brand);
    await tx
      .insert(roles)
      .values([
        { role_id: 3, name: 'Agente', description: 'Agente de atención de una cuenta', type: 'client' },
        { role_id: 4, name: 'Partner', description: 'Usuario de un partner', type: 'partner' },
      ])
      .onConflictDoNothing();
    await syncSequence(t, 'roles', 'role_id');

    const permissionRows = await tx
      .insert(permissions)
      .values(
        ['organization', 'account', 'admin', 'partner', 'certification', 'role'].map((resource) => ({
          name: `Gestionar ${resource}`,
          description: `Leer, crear, actualizar y eliminar ${resource}`,
          resource,
          read: true,
          create: true,
          update: true,
          delete: resource !== 'role',
        })),
      )
      .returning({ permission_id: permissions.permission_id });
    await tx.insert(rolePermissions).values([
      ...permissionRows.map(({ permission_id }) => ({ role_id: 1, permission_id })),
      // Nerd: organizations and accounts (more in EXTRA_PERMISSIONS).
      ...permissionRows.slice(0, 2).map(({ permission_id }) => ({ role_id: 2, permission_id })),
    ]);

    const serviceNames = [...new Set([brand, 'Botlers'])];
    const serviceRows = await tx
      .insert(services)
      .values(serviceNames.map((name) => ({ name, title: `Servicio ${name}` })))
      .returning({ service_id: services.service_id });
    const serviceIds = serviceRows.map((s) => s.service_id);

    const partnerNames = [
      'Soluciones Digitales MX', 'Conecta Latam', 'BotFactory Andina', 'Nube Sur Consultores',
      'Automatiza Ya', 'Chat Expertos', 'Integra360', 'Canal Directo',
    ];
    const partnerRows = await tx
      .insert(partners)
      .values(
        partnerNames.map((business_name, i) => ({
          business_name,
          service_id: serviceIds[i % serviceIds.length],
          status: PARTNER_STATUS_VALUES[i % PARTNER_STATUS_VALUES.length],
          level: 1 + (i % 3),
          clients_size: random.int(3, 60),
          business_email: `contacto@${business_name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`,
          business_country: random.pick(['México', 'Colombia', 'Perú', 'Chile', 'Argentina']),
          contact_name: random.pick(['Ana Torres', 'Luis Pérez', 'María Gómez', 'Jorge Ruiz', 'Sofía Díaz']),
          createdAt: daysAgo(200 - i * 20),
        })),
      )
      .returning({ partner_id: partners.partner_id });

    const organizationRows = await tx
      .insert(organizations)
      .values(
        ORGANIZATION_NAMES.map((name, i) => ({
          name,
          service_id: serviceIds[i % 5 === 4 ? 1 % serviceIds.length : 0],
          partner_id: i % 3 === 0 ? partnerRows[(i / 3) % partnerRows.length].partner_id : null,
          createdAt: daysAgo(360 - i * 12),
        })),
      )
      .returning({ organization_id: organizations.organization_id, name: organizations.name });

    const accountValues = organizationRows.flatMap((organization, i) => {
      const count = 2 + (i % 3);
      return ACCOUNT_SUFFIXES.slice(0, count).map((suffix, j) => ({
        name: `${organization.name} ${suffix}`,
        type: random.pick(ACCOUNT_TYPES),
        organization_id: organization.organization_id,
        main_color_dashboard: random.pick(COLOURS),
        timezone: random.pick(TIMEZONES),
        is_active: random.next() > 0.15,
        createdAt: daysAgo(355 - i * 12 + j),
      }));
    });
    const accountRows = await tx
      .insert(accounts)
      .values(accountValues)
      .returning({ account_id: accounts.account_id, name: accounts.name, type: accounts.type });
    const usernames = accountRows.map((a) => sql`(${a.account_id}::int, ${accountUsername(a.name, a.account_id)})`);
    await tx.execute(
      sql`update ${accounts} set username = v.username from (values ${sql.join(usernames, sql`, `)}) as v(id, username) where ${accounts.account_id} = v.id`,
    );
    await tx.insert(accountStatuses).values(
      accountRows.map((account) => {
        const shippings = random.int(0, 400);
        const free = random.int(0, Math.min(shippings, 40));
        return {
          account_id: account.account_id,
          account_name: account.name,
          account_type: account.type,
          bot_template: random.next() > 0.4 ? random.pick(['ecommerce', 'restaurante', 'servicios']) : null,
          source: random.pick(SOURCES),
          payment_enabled: random.next() > 0.5,
          payment_validated: random.next() > 0.6,
          bot_enabled: random.next() > 0.1,
          products_enabled: random.int(0, 50),
          kanguro_status: random.pick(KANGURO),
          max_free_shippings: 50,
          max_free_shippings_amount: 1500,
          free_shippings_count: free,
          total_amount_free_shippings: free * 35.5,
          shippings_count: shippings,
          total_amount_shippings: Math.round(shippings * 87.25 * 100) / 100,
          free_shippings_end_date: new Date(now + random.int(10, 120) * DAY).toISOString().slice(0, 10),
          top_product: random.pick(PRODUCTS),
          updated_at: daysAgo(random.int(0, 30)),
        };
      }),
    );

    const examRows = await tx
      .insert(certificationExams)
      .values([
        { name: 'Examen Fundamentos', version: 1, duration: 30, questions_number: 20, minimum_score: 70 },
        { name: 'Examen Flujos Avanzados', version: 2, duration: 45, questions_number: 30, minimum_score: 75 },
        { name: 'Examen Integraciones', version: 1, duration: 60, questions_number: 25, minimum_score: 80 },
        { name: 'Examen Ventas Conversacionales', version: 3, duration: 40, questions_number: 20, minimum_score: 70 },
      ])
      .returning({ certification_exam_id: certificationExams.certification_exam_id });
    await tx.insert(certifications).values([
      { name: 'Fundamentos', title: 'Certificación en Fundamentos', description: 'Conceptos básicos de bots y canales.', certification_exam_id: examRows[0].certification_exam_id },
      { name: 'Flujos avanzados', title: 'Certificación en Flujos Avanzados', description: 'Secuencias, atributos y condiciones.', certification_exam_id: examRows[1].certification_exam_id },
      { name: 'Integraciones', title: 'Certificación en Integraciones', description: 'Webhooks, lambdas y pagos.', certification_exam_id: examRows[2].certification_exam_id },
      { name: 'Ventas conversacionales', title: 'Certificación en Ventas Conversacionales', description: 'Comercio por chat.', certification_exam_id: examRows[3].certification_exam_id, enable: false },
      { name: 'Soporte', title: 'Certificación en Soporte', description: 'Atención de casos (sin examen todavía).', certification_exam_id: null },
    ]);
    await seedCertifications(t, { now });

    await tx.insert(platforms).values(PLATFORMS.map((platform, i) => ({ ...platform, createdAt: daysAgo(400 - i * 15) })));
    await seedCatalogue(t, { now, serviceIds });

    await tx.insert(lists).values(
      accountRows.slice(0, 12).flatMap((account, i) =>
        LIST_NAMES.slice(0, 1 + (i % 3)).map((name) => ({ name, account_id: account.account_id })),
      ),
    );
    await seedMasterOperations(t, { now });
    await seedPartners(t, { now });
    // An account's links before the organization area: its recorded bot versions hold the accounts' languages and platforms.
    await seedAccountLinks(t, { now });
    await seedUsers(t, { now });
    await seedAccountSettings(t, { now });
    await seedAccountIntegrations(t, { now });
    await seedOrganization(t, { now });

    const adminRows = await tx
      .insert(admins)
      .values([
        { first_name: 'Ada', last_name: 'Administradora', email, password_hash: hashes[0], role_id: 1 },
        { first_name: 'Nico', last_name: 'Nerd', email: 'nerd@example.com', password_hash: hashes[1], role_id: 2 },
        { first_name: 'Alex', last_name: 'Agente', email: 'agente@example.com', password_hash: hashes[2], role_id: 3, organization_id_creator: organizationRows[0].organization_id },
        { first_name: 'Sin', last_name: 'Rol', email: 'sinrol@example.com', password_hash: hashes[3], role_id: null },
        { first_name: 'Bruno', last_name: 'Borrado', email: 'borrado@example.com', password_hash: hashes[4], role_id: 1, deletedAt: daysAgo(5) },
        { first_name: 'Paula', last_name: 'Partner', email: 'partner@example.com', password_hash: hashes[5], role_id: 4, partner_id: partnerRows[0].partner_id },
      ])
      .returning({ admin_id: admins.admin_id, email: admins.email });
    const byEmail = (e: string) => adminRows.find((a) => a.email === e)!.admin_id;
    await tx.insert(adminOrganizations).values(
      organizationRows.slice(0, 3).map((o) => ({ admin_id: byEmail('nerd@example.com'), organization_id: o.organization_id })),
    );
    await tx.insert(adminAccounts).values(
      accountRows.slice(0, 2).map((a) => ({ admin_id: byEmail('agente@example.com'), account_id: a.account_id })),
    );

    // Roles and permissions of the staff teams, and the team itself (its own generator, so the data above
    // stays as it was).
    const team = seededRandom(20250301);
    await tx.insert(roles).values(EXTRA_ROLES).onConflictDoNothing();
    await syncSequence(t, 'roles', 'role_id');
    const roleRows = await tx.select({ role_id: roles.role_id, name: roles.name }).from(roles);
    const roleId = (name: string) => roleRows.find((r) => r.name === name)?.role_id;
    const extraPermissions = await tx
      .insert(permissions)
      .values(
        EXTRA_PERMISSIONS.map(({ roles: _roles, ...permission }) => {
          // The resource by its contract's Spanish name ('Permiso de credenciales de pago'), never its code.
          const names = AUDITED_CONTRACTS[permission.resource]?.names;
          return { description: names ? `Permiso de ${names.many}` : '', ...permission };
        }),
      )
      .returning({ permission_id: permissions.permission_id });
    await tx.insert(rolePermissions).values(
      EXTRA_PERMISSIONS.flatMap((permission, i) => [
        { role_id: 1, permission_id: extraPermissions[i].permission_id },
        ...permission.roles.flatMap((name) => {
          const id = roleId(name);
          return id === undefined ? [] : [{ role_id: id, permission_id: extraPermissions[i].permission_id }];
        }),
      ]),
    );

    // 40 staff admins (password demo1234, one hash for all): roles spread over the staff roles, a few
    // without a role, two deleted; most linked to an organization and one of its accounts.
    const teamRoles = [1, 2, roleId('Soporte'), roleId('Soporte'), roleId('Ventas'), roleId('Ventas'), roleId('Operaciones'), null];
    const staff = Array.from({ length: 40 }, (_, i) => {
      const first_name = STAFF_FIRST_NAMES[i % STAFF_FIRST_NAMES.length];
      const last_name = `${STAFF_LAST_NAMES[(i * 7) % STAFF_LAST_NAMES.length]} ${team.pick(STAFF_LAST_NAMES)}`;
      return {
        first_name,
        last_name,
        email: `${slug(first_name)}.${slug(last_name.split(' ')[0])}${i + 1}@equipo.example.com`,
        password_hash: hashes[1],
        role_id: teamRoles[i % teamRoles.length] ?? null,
        createdAt: daysAgo(300 - i * 7),
        deletedAt: i === 11 || i === 29 ? daysAgo(3 + i) : null,
      };
    });
    const staffRows = await tx.insert(admins).values(staff).returning({ admin_id: admins.admin_id });
    const linked = staffRows.filter((_, i) => i % 4 !== 3);
    const organizationLinks = linked.map(({ admin_id }) => ({
      admin_id,
      organization: organizationRows[team.int(0, organizationRows.length - 1)],
    }));
    await tx
      .insert(adminOrganizations)
      .values(organizationLinks.map(({ admin_id, organization }) => ({ admin_id, organization_id: organization.organization_id })))
      .onConflictDoNothing();
    const accountsByOrganization = new Map<number, number[]>();
    accountValues.forEach((account, i) => {
      const list = accountsByOrganization.get(account.organization_id) ?? [];
      list.push(accountRows[i].account_id);
      accountsByOrganization.set(account.organization_id, list);
    });
    await tx.insert(adminAccounts).values(
      organizationLinks.map(({ admin_id, organization }) => ({
        admin_id,
        account_id: team.pick(accountsByOrganization.get(organization.organization_id)!),
      })),
    );

    await seedAuditTrail(t, {
      now,
      staff: [byEmail(email), byEmail('nerd@example.com'), ...[0, 1, 8, 9].map((i) => staffRows[i].admin_id)],
      organizationIds: organizationRows.map((o) => o.organization_id),
      accountIds: accountRows.map((a) => a.account_id),
      adminIds: staffRows.map((a) => a.admin_id),
    });
  });

  return { email, password };
}

type Row = Record<string, unknown>;
const HOUR = 3_600_000;
const STAFF_ADDRESSES = ['190.25.14.7', '181.49.102.33', '201.141.20.58', '10.8.0.12', '186.30.77.140', '2800:810:4a2:1c::15'];
/** Platform titles as they were first written. */
const EARLIER_TITLES: Record<string, string> = { twitter: 'Twitter', whatsapp: 'WhatsApp', webchat: 'Webchat' };

/**
 * A few hundred entries of audit trail (issue 9), so the 'Auditoría' screen and each record's 'Historial'
 * are alive on first start: the creation of the organizations, accounts, staff admins and platforms, then
 * later changes (names corrected, accounts switched off or moved to another plan, organizations, accounts
 * and roles given to admins, two admins deleted, platform titles) by a few staff members from their usual
 * addresses. A record's entries chain: worked back from its row as it is now, each entry's before is the
 * previous one's after. The rows are read by the API's own readers, so no secret is in them.
 */
async function seedAuditTrail(
  db: Db,
  options: { now: number; staff: number[]; organizationIds: number[]; accountIds: number[]; adminIds: number[] },
) {
  const { now, staff } = options;
  const random = seededRandom(20260115);
  const entries: (typeof auditLog.$inferInsert)[] = [];
  const all = (rows: ResourceRows, ids: number[]) => {
    const { id } = rows.description;
    return rows.list(db, { where: inArray(id, ids), orderBy: [asc(id)], detail: true });
  };

  interface Change {
    action: AuditAction;
    /** The row before the change, from the row after it. */
    undo(after: Row): Row;
    /** When it happened, if known (a deletion); else some time between the creation and now. */
    at?: number;
  }
  function history(resource: string, id: number, current: Row, changes: Change[]) {
    const created = Date.parse(String(current.createdAt));
    const end = changes.at(-1)?.at ?? now - HOUR;
    const times = changes.map((change) => change.at ?? created + random.next() * (end - created)).sort((a, b) => a - b);
    const states = [current];
    for (const change of [...changes].reverse()) states.unshift(change.undo(states[0]));
    const record = (action: AuditAction, at: number, before: Row | null, after: Row) => {
      const admin_id = random.pick(staff);
      const address = STAFF_ADDRESSES[staff.indexOf(admin_id) % STAFF_ADDRESSES.length];
      entries.push({ admin_id, resource, resource_id: String(id), action, at: new Date(at), address, before, after });
    };
    record('create', created, null, states[0]);
    changes.forEach((change, i) => record(change.action, times[i], states[i], states[i + 1]));
  }

  const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  (await all(organizationRows, options.organizationIds)).forEach((row, i) => {
    const name = String(row.name);
    // Every other organization had its name corrected: the accents put back, or the legal suffix dropped.
    const earlier = withoutAccents(name) !== name ? withoutAccents(name) : `${name} S.A. de C.V.`;
    history('organization', row.organization_id as number, row, i % 2 === 0 ? [{ action: 'update', undo: (after) => ({ ...after, name: earlier }) }] : []);
  });

  (await all(accountRows, options.accountIds)).forEach((row, i) => {
    const changes: Change[][] = [
      [{ action: 'update', undo: (after) => ({ ...after, is_active: !after.is_active }) }],
      [{ action: 'update', undo: (after) => ({ ...after, type: after.type === 'konverza_free' ? 'konverza_pro' : 'konverza_free' }) }],
      [],
    ];
    history('account', row.account_id as number, row, changes[i % 3]);
  });

  const staffRoles = await db.select({ role_id: roles.role_id, name: roles.name }).from(roles).where(inArray(roles.role_id, [2, 5, 6, 7]));
  (await all(adminRows, options.adminIds)).forEach((row, i) => {
    const changes: Change[] = [];
    const [organization] = row.Organizations as Row[];
    const [account] = row.Accounts as Row[];
    if (organization) {
      changes.push({ action: 'organization.assign', undo: (after) => ({ ...after, Organizations: (after.Organizations as Row[]).slice(1) }) });
    }
    if (account) changes.push({ action: 'account.assign', undo: (after) => ({ ...after, Accounts: (after.Accounts as Row[]).slice(1) }) });
    const earlierRole = staffRoles.find((role) => role.role_id !== row.role_id);
    if (i % 3 === 0 && row.role_id !== null && earlierRole) {
      changes.push({ action: 'role.set', undo: (after) => ({ ...after, role_id: earlierRole.role_id, Role: earlierRole }) });
    }
    if (row.deletedAt) changes.push({ action: 'delete', undo: (after) => ({ ...after, deletedAt: null }), at: Date.parse(String(row.deletedAt)) });
    history('admin', row.admin_id as number, row, changes);
  });

  const platformRows = contractRows({ contract: platformContract, table: platforms });
  const platformIds = (await db.select({ id: platforms.platform_id }).from(platforms)).map((p) => p.id);
  for (const row of await all(platformRows, platformIds)) {
    const earlier = EARLIER_TITLES[String(row.name)];
    history('platform', row.platform_id as number, row, earlier ? [{ action: 'update', undo: (after) => ({ ...after, title: earlier }) }] : []);
  }

  entries.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  await db.insert(auditLog).values(entries);
}
