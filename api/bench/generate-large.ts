/**
 * `pnpm --filter api seed:large [-- --admins 100000 --organizations 10000 --accounts 100000 --partners 1000 --breadcrumbs 0 --audit 0]`
 *
 * ADDS a large, deterministic data set to the configured database (DATABASE_URL, else DATA_DIR) to try
 * paging and search at scale; run it twice and the data is there twice (e-mails stay unique). Defaults:
 * 1,000 partners, 10,000 organizations, 100,000 accounts in total (spread unevenly over the new
 * organizations, each with its status row; a list on every 4th), 100,000 admins (Spanish names, unique
 * lower-case e-mails, a role from the roles table, ~2% soft-deleted, each linked to 1–2 organizations and
 * 1–3 accounts). Every generated admin shares ONE password hash, computed once ('demo1234'): hashing
 * 100,000 passwords with scrypt would take far longer than the inserts. With --breadcrumbs N, N breadcrumbs
 * where one account holds most rows: 80 % in the first account of the run (or of the database), the rest spread
 * unevenly over the next 1,000, each of them with 100 users. With --audit N, the audit trail filled up to N rows
 * (only what is missing; bench/audit-rows.ts, as `bench:audit` fills it).
 *
 * Runs the first-start bootstrap first (so the demo sign-in and the roles exist), then inserts with
 * multi-row INSERTs, a few thousand rows per statement, each batch one transaction; ends with
 * VACUUM ANALYZE (PGlite has no autovacuum). Stop the API first when using PGlite (one process per folder).
 */
import { sql } from 'drizzle-orm';
import { loadConfig, StartupError } from '../src/config';
import { bootstrap } from '../src/bootstrap';
import { openDatabase, type Db } from '../src/db/client';
import { DEMO_PASSWORD, seededRandom } from '../src/demo/seed';
import {
  accounts,
  accountStatuses,
  adminAccounts,
  adminOrganizations,
  admins,
  lists,
  organizations,
  partners,
  PARTNER_STATUS_VALUES,
  platforms,
  roles,
  services,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { accountUsername, slug } from '../src/lib/username';
import { fillAuditLog } from './audit-rows';

const USAGE = `Uso: pnpm --filter api seed:large [-- opciones]
  --admins N          administradores nuevos (100000)
  --organizations N   organizaciones nuevas (10000)
  --accounts N        cuentas nuevas EN TOTAL, repartidas entre las organizaciones nuevas (100000)
  --partners N        partners nuevos (1000)
  --breadcrumbs N     registros (breadcrumbs) nuevos, el 80 % en una sola cuenta y el resto en otras 1000 (0)
  --audit N           filas que debe tener el registro de auditoría; se añaden las que falten (0)
Añade datos (no borra ni sustituye nada): ejecutarlo dos veces duplica el volumen.`;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new StartupError(`--${name} debe ser un entero no negativo.\n${USAGE}`);
  return value;
}

const WORDS = [
  'Sol', 'Luna', 'Norte', 'Sur', 'Andes', 'Pacífico', 'Caribe', 'Maya', 'Azteca', 'Inca', 'Roble', 'Cedro',
  'Jaguar', 'Cóndor', 'Quetzal', 'Colibrí', 'Volcán', 'Río', 'Valle', 'Sierra', 'Costa', 'Isla', 'Bahía', 'Selva',
];
const KINDS = ['Tienda', 'Grupo', 'Farmacia', 'Café', 'Hotel', 'Clínica', 'Taller', 'Colegio', 'Banco', 'Agencia'];
const BRANCHES = [
  'Ventas', 'Soporte', 'WhatsApp', 'Cobranza', 'Centro', 'Norte', 'Sur', 'Reservas', 'Pedidos', 'Atención',
  'Marketing', 'Postventa', 'Sucursal Polanco', 'Sucursal Miraflores', 'Sucursal Chapinero', 'Mayoreo',
];
const ACCOUNT_TYPES = ['konverza_free', 'konverza_free', 'konverza_pro', 'konverza_enterprise'];
const TIMEZONES = [
  'America/Mexico_City', 'America/Bogota', 'America/Lima', 'America/Santiago',
  'America/Argentina/Buenos_Aires', 'Europe/Madrid', 'America/Guatemala',
];
const FIRST_NAMES = [
  'María', 'José', 'Juan', 'Ana', 'Luis', 'Carmen', 'Carlos', 'Laura', 'Jorge', 'Isabel', 'Miguel', 'Lucía',
  'Francisco', 'Sofía', 'Antonio', 'Valentina', 'Manuel', 'Camila', 'Pedro', 'Daniela', 'Alejandro', 'Paula',
  'Javier', 'Elena', 'Fernando', 'Gabriela', 'Ricardo', 'Andrea', 'Eduardo', 'Mariana', 'Rafael', 'Natalia',
  'Sergio', 'Patricia', 'Roberto', 'Verónica', 'Andrés', 'Claudia', 'Diego', 'Adriana', 'Raúl', 'Beatriz',
  'Óscar', 'Rocío', 'Héctor', 'Pilar', 'Emilio', 'Teresa', 'Tomás', 'Inés', 'Santiago', 'Ximena', 'Sebastián',
  'Renata', 'Joaquín', 'Guadalupe', 'Ignacio', 'Montserrat', 'Álvaro', 'Nuria', 'Gonzalo', 'Lorena', 'Rodrigo',
  'Florencia', 'Mateo', 'Fernanda', 'Martín', 'Julieta', 'Agustín', 'Constanza', 'Esteban', 'Abril',
];
const COMPOUND_FIRST = ['José Luis', 'María José', 'Juan Carlos', 'Ana María', 'Luis Miguel', 'María Fernanda'];
const LAST_NAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina',
  'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias',
  'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez',
  'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Herrera', 'Peña', 'Flores', 'Cabrera', 'Campos', 'Vega',
  'Fuentes', 'Carrasco', 'Reyes', 'Aguilar', 'Mendoza', 'Rivera', 'Vargas', 'Rojas', 'Salazar', 'Villalobos',
];
const DOMAINS = ['example.com', 'example.net', 'example.org', 'correo.example', 'empresa.example'];

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters for every table here. */
const BATCH = 5000;
const DAY = 86_400_000;
/** Breadcrumbs: rows per INSERT … SELECT, accounts that get them (the heavy one first), users of each, days back. */
const CRUMB_BATCH = 100_000;
const CRUMB_ACCOUNTS = 1001;
const CRUMB_USERS = 100;
const CRUMB_DAYS = 90;


const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  const adminCount = option('admins', 100_000);
  const organizationCount = option('organizations', 10_000);
  const accountCount = option('accounts', 100_000);
  const partnerCount = option('partners', 1_000);
  const breadcrumbCount = option('breadcrumbs', 0);
  const auditRows = option('audit', 0);
  if (accountCount > 0 && organizationCount === 0) {
    throw new StartupError('--accounts necesita organizaciones nuevas donde repartirlas (--organizations > 0).');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const random = seededRandom(7);
  const started = Date.now();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  process.stdout.write(
    `Generando en ${where}: ${partnerCount} partners, ${organizationCount} organizaciones, ${accountCount} cuentas, ` +
      `${adminCount} administradores (se añaden a lo existente).\n`,
  );
  let phase = Date.now();
  const progress = (what: string, done: number, total: number) => {
    process.stdout.write(`  ${what}: ${done} / ${total} (${seconds(Date.now() - started)})\n`);
  };
  const endPhase = (what: string) => {
    process.stdout.write(`${what} en ${seconds(Date.now() - phase)}\n`);
    phase = Date.now();
  };
  /** One transaction per batch; on PostgreSQL without waiting for the WAL flush of each commit. */
  const batch = (work: (tx: Db) => Promise<void>) =>
    db.transaction(async (tx) => {
      if (database.kind === 'postgres') await tx.execute(sql`set local synchronous_commit = off`);
      await work(tx as unknown as Db);
    });

  try {
    await bootstrap(db, config);
    let [service] = await db.select({ service_id: services.service_id }).from(services).limit(1);
    if (!service) {
      [service] = await db
        .insert(services)
        .values({ name: config.brand, title: `Servicio ${config.brand}` })
        .returning({ service_id: services.service_id });
    }
    const businessName = (i: number) => `${random.pick(KINDS)} ${random.pick(WORDS)} ${random.pick(WORDS)} ${i}`;

    // ---- Partners --------------------------------------------------------------------------------
    const partnerIds: number[] = [];
    for (let done = 0; done < partnerCount; done += BATCH) {
      const rows = await db
        .insert(partners)
        .values(
          Array.from({ length: Math.min(BATCH, partnerCount - done) }, (_, i) => ({
            business_name: `Partner ${businessName(done + i)}`,
            service_id: service.service_id,
            status: random.pick(PARTNER_STATUS_VALUES),
            level: random.int(1, 3),
            clients_size: random.int(0, 500),
          })),
        )
        .returning({ partner_id: partners.partner_id });
      partnerIds.push(...rows.map((r) => r.partner_id));
    }
    if (partnerCount > 0) endPhase(`${partnerCount} partners`);

    // ---- Organizations ---------------------------------------------------------------------------
    const organizationRows: { organization_id: number; name: string }[] = [];
    for (let done = 0; done < organizationCount; done += BATCH) {
      await batch(async (tx) => {
        const rows = await tx
          .insert(organizations)
          .values(
            Array.from({ length: Math.min(BATCH, organizationCount - done) }, (_, i) => ({
              name: businessName(done + i),
              service_id: service.service_id,
              partner_id: partnerIds.length && random.next() < 0.3 ? random.pick(partnerIds) : null,
            })),
          )
          .returning({ organization_id: organizations.organization_id, name: organizations.name });
        organizationRows.push(...rows);
      });
      progress('organizaciones', Math.min(done + BATCH, organizationCount), organizationCount);
    }
    if (organizationCount > 0) endPhase(`${organizationCount} organizaciones`);

    // ---- Accounts: one per organization, the rest skewed (a few organizations hold hundreds) ---------
    const perOrganization = new Array<number>(organizationRows.length).fill(accountCount >= organizationRows.length ? 1 : 0);
    for (let i = perOrganization.reduce((a, b) => a + b, 0); i < accountCount; i++) {
      perOrganization[Math.floor(organizationRows.length * random.next() ** 2)]++;
    }
    const organizationAccounts = new Map<number, number[]>();
    const accountIds: number[] = [];
    const pending: { organization_id: number; name: string }[] = [];
    const flushAccounts = async () => {
      const chunk = pending.splice(0, pending.length);
      if (chunk.length === 0) return;
      await batch(async (tx) => {
        // Ids taken from the sequence first, so each row is written once with its username.
        const ids = await tx.execute<{ id: number }>(
          sql`select nextval(pg_get_serial_sequence('accounts', 'account_id'))::int as id from generate_series(1, ${chunk.length})`,
        );
        const idList = (ids as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
        const values = chunk.map((a, i) => ({
          account_id: idList[i],
          name: a.name,
          organization_id: a.organization_id,
          type: random.pick(ACCOUNT_TYPES),
          main_color_dashboard: random.int(0, 0xffffff).toString(16).padStart(6, '0'),
          timezone: random.pick(TIMEZONES),
          username: accountUsername(a.name, idList[i]),
          is_active: random.next() > 0.05,
        }));
        await tx.insert(accounts).values(values);
        await tx
          .insert(accountStatuses)
          .values(values.map((a) => ({ account_id: a.account_id, account_name: a.name, account_type: a.type })));
        const withList = values.filter((a) => a.account_id % 4 === 0);
        if (withList.length) await tx.insert(lists).values(withList.map((a) => ({ name: 'Clientes', account_id: a.account_id })));
        values.forEach((a) => {
          accountIds.push(a.account_id);
          const list = organizationAccounts.get(a.organization_id) ?? [];
          list.push(a.account_id);
          organizationAccounts.set(a.organization_id, list);
        });
      });
      progress('cuentas', accountIds.length, accountCount);
    };
    for (let o = 0; o < organizationRows.length; o++) {
      const org = organizationRows[o];
      for (let j = 0; j < perOrganization[o]; j++) {
        pending.push({ organization_id: org.organization_id, name: `${org.name} ${random.pick(BRANCHES)}` });
        if (pending.length === BATCH) await flushAccounts();
      }
    }
    await flushAccounts();
    if (accountCount > 0) endPhase(`${accountCount} cuentas`);

    // ---- Admins --------------------------------------------------------------------------------------
    if (adminCount > 0) {
      const roleRows = await db.select({ role_id: roles.role_id, name: roles.name }).from(roles);
      if (roleRows.length === 0) throw new StartupError('La tabla roles está vacía: no hay roles que asignar.');
      // Few superadmins (role 1), the rest spread over the other roles.
      const otherRoles = roleRows.filter((r) => r.role_id !== 1);
      const pickRole = () => (otherRoles.length === 0 || random.next() < 0.01 ? roleRows[0] : random.pick(otherRoles));
      // Links go to this run's organizations and accounts, or to what the database has when none were made.
      let linkOrganizations = organizationRows.map((o) => o.organization_id);
      let linkAccounts = accountIds;
      if (linkOrganizations.length === 0) {
        linkOrganizations = (await db.select({ id: organizations.organization_id }).from(organizations)).map((r) => r.id);
        const existing = await db.select({ id: accounts.account_id, org: accounts.organization_id }).from(accounts);
        linkAccounts = existing.map((r) => r.id);
        for (const r of existing) organizationAccounts.set(r.org, [...(organizationAccounts.get(r.org) ?? []), r.id]);
      }
      const accountOrganization = new Map<number, number>();
      for (const [org, ids] of organizationAccounts) for (const id of ids) accountOrganization.set(id, org);
      if (partnerIds.length === 0) {
        partnerIds.push(...(await db.select({ id: partners.partner_id }).from(partners)).map((r) => r.id));
      }

      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const [{ base }] = (
        (await db.execute(sql`select coalesce(max(admin_id), 0)::int as base from admins`)) as unknown as {
          rows: { base: number }[];
        }
      ).rows;
      const firstName = () => (random.next() < 0.08 ? random.pick(COMPOUND_FIRST) : random.pick(FIRST_NAMES));
      const now = Date.now();
      let adminsDone = 0;
      let linksDone = 0;
      for (let done = 0; done < adminCount; done += BATCH) {
        const size = Math.min(BATCH, adminCount - done);
        const people = Array.from({ length: size }, (_, i) => {
          const n = base + done + i + 1;
          const first = firstName();
          const last1 = random.pick(LAST_NAMES);
          const last2 = random.pick(LAST_NAMES);
          const f = slug(first.split(' ')[0]);
          const l = slug(last1);
          const local = [`${f}.${l}${n}`, `${f[0]}${l}.${n}`, `${f}_${l}${n}`, `${l}.${f}${n}`][random.int(0, 3)];
          const role = pickRole();
          // Most admins work on one organization (sometimes two) and one to three of its accounts.
          const orgs: number[] = [];
          const accs: number[] = [];
          if (linkAccounts.length > 0) {
            const wantOrgs = random.next() < 0.3 ? 2 : 1;
            while (orgs.length < wantOrgs) {
              const org = accountOrganization.get(random.pick(linkAccounts))!;
              if (!orgs.includes(org)) orgs.push(org);
              if (orgs.length >= linkOrganizations.length) break;
            }
            const candidates = orgs.flatMap((o) => organizationAccounts.get(o) ?? []);
            const wantAccounts = random.int(1, 3);
            for (let tries = 0; accs.length < Math.min(wantAccounts, candidates.length) && tries < 10; tries++) {
              const acc = random.pick(candidates);
              if (!accs.includes(acc)) accs.push(acc);
            }
          } else if (linkOrganizations.length > 0) {
            orgs.push(random.pick(linkOrganizations));
          }
          const createdAt = new Date(now - random.int(1, 3 * 365) * DAY);
          const deleted = random.next() < 0.02;
          return {
            row: {
              first_name: first,
              last_name: `${last1} ${last2}`,
              email: `${local}@${random.pick(DOMAINS)}`.toLowerCase(),
              password_hash: passwordHash,
              role_id: role.role_id,
              partner_id: role.name === 'Partner' && partnerIds.length ? random.pick(partnerIds) : null,
              organization_id_creator: role.name === 'Agente' && orgs.length ? orgs[0] : null,
              createdAt,
              updatedAt: createdAt,
              deletedAt: deleted ? new Date(createdAt.getTime() + random.int(1, 300) * DAY) : null,
            },
            orgs,
            accs,
          };
        });
        await batch(async (tx) => {
          const created = await tx
            .insert(admins)
            .values(people.map((p) => p.row))
            .returning({ admin_id: admins.admin_id });
          const orgLinks = created.flatMap((a, i) => people[i].orgs.map((organization_id) => ({ admin_id: a.admin_id, organization_id })));
          const accLinks = created.flatMap((a, i) => people[i].accs.map((account_id) => ({ admin_id: a.admin_id, account_id })));
          for (let k = 0; k < orgLinks.length; k += BATCH * 2) await tx.insert(adminOrganizations).values(orgLinks.slice(k, k + BATCH * 2));
          for (let k = 0; k < accLinks.length; k += BATCH * 2) await tx.insert(adminAccounts).values(accLinks.slice(k, k + BATCH * 2));
          linksDone += orgLinks.length + accLinks.length;
        });
        adminsDone += size;
        progress('administradores', adminsDone, adminCount);
      }
      endPhase(`${adminCount} administradores y ${linksDone} vínculos con organizaciones y cuentas`);
    }

    // ---- Breadcrumbs: one account holds most of them (the skew the planner must cope with) ---------------
    if (breadcrumbCount > 0) {
      const chosen =
        accountIds.length > 0
          ? accountIds.slice(0, CRUMB_ACCOUNTS)
          : (await db.select({ id: accounts.account_id }).from(accounts).orderBy(accounts.account_id).limit(CRUMB_ACCOUNTS)).map((r) => r.id);
      const platformIds = (await db.select({ id: platforms.platform_id }).from(platforms).orderBy(platforms.platform_id)).map((r) => r.id);
      if (chosen.length === 0 || platformIds.length === 0) throw new StartupError('--breadcrumbs necesita cuentas y plataformas en la base de datos.');
      const platformArray = sql.raw(`array[${platformIds.join(',')}]::int[]`);
      // CRUMB_USERS users per account, account by account: their ids are one run of the sequence.
      const made = (await db.execute(sql`
        with made as (
          insert into users (account_id, platform_id, first_name, last_name)
          select a.id, (${platformArray})[1 + u % ${platformIds.length}], 'Usuario', u::text
          from unnest(${sql.raw(`array[${chosen.join(',')}]::int[]`)}) with ordinality as a(id, n), generate_series(0, ${CRUMB_USERS - 1}) as u
          order by a.n, u
          returning user_id)
        select min(user_id)::int as first from made`)) as unknown as { rows: { first: number }[] };
      const [{ first }] = made.rows;
      for (let from = 1; from <= breadcrumbCount; from += CRUMB_BATCH) {
        const to = Math.min(breadcrumbCount, from + CRUMB_BATCH - 1);
        // u: a deterministic number in [0, 1) per row. Four rows in five go to the first account; the fifth to one
        // of the others, squared so a few of them are far busier. Times grow with g, over the last CRUMB_DAYS days.
        await db.execute(sql`
          insert into breadcrumbs (account_id, user_id, platform_id, block_id, log, created_at, updated_at)
          select u.account_id, u.user_id, u.platform_id, 1 + s.g % 50,
            to_char(s.at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '|message_received|Hola|' || u.platform_id, s.at - interval '2 minutes', s.at
          from (
            select g, ${first} + ${CRUMB_USERS} * (case when g % 5 = 0 and ${chosen.length} > 1 then 1 + floor(${chosen.length - 1} * r.u * r.u)::int else 0 end)
                + g % ${CRUMB_USERS} as user_id,
              now() - ${CRUMB_DAYS} * (1 - g::float8 / ${breadcrumbCount}) * interval '1 day' as at
            from generate_series(${from}::int, ${to}::int) as g,
              lateral (select ('x' || substr(md5(g::text), 1, 8))::bit(32)::bigint / 4294967296.0 as u) as r
          ) as s
          inner join users u on u.user_id = s.user_id`);
        progress('registros', to, breadcrumbCount);
      }
      endPhase(`${breadcrumbCount} registros en ${chosen.length} cuentas (${chosen[0]} con el 80 %)`);
    }

    // ---- The audit trail: up to --audit rows (bench/audit-rows.ts, what bench:audit fills) ----------------------
    if (auditRows > 0) {
      await fillAuditLog(db, auditRows, where);
      endPhase(`registro de auditoría hasta ${auditRows} filas`);
    }

    // Fresh statistics (so the planner uses the pg_trgm indexes at this size) and a vacuum: PGlite has no
    // autovacuum, and the visibility map lets the planner use index-only scans.
    await db.execute(sql`vacuum analyze`);
    endPhase('VACUUM ANALYZE');
    process.stdout.write(
      `Listo en ${seconds(Date.now() - started)}: ${partnerCount} partners, ${organizationCount} organizaciones, ` +
        `${accountCount} cuentas, ${adminCount} administradores, ${breadcrumbCount} registros (contraseña de todos: ${DEMO_PASSWORD}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
