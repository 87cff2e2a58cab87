/**
 * `pnpm --filter api seed:large [-- --organizations 20000 --accounts 3 --partners 2000]`
 *
 * Adds a large, deterministic data set to the configured database (DATABASE_URL, else DATA_DIR) to try
 * paging and search at scale. Runs the first-start bootstrap first (so the usual sign-in exists), then
 * inserts in batches, each batch one transaction. Run it while the API is stopped when using PGlite
 * (one process per data folder).
 */
import { sql } from 'drizzle-orm';
import { loadConfig, StartupError } from '../config';
import { bootstrap } from '../db/bootstrap';
import { openDatabase } from '../db/client';
import { seededRandom } from '../db/demo';
import { accounts, accountStatuses, lists, organizations, partners, PARTNER_STATUS_VALUES, services } from '../db/schema';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new StartupError(`--${name} debe ser un entero no negativo.`);
  return value;
}

const WORDS = [
  'Sol', 'Luna', 'Norte', 'Sur', 'Andes', 'Pacífico', 'Caribe', 'Maya', 'Azteca', 'Inca', 'Roble', 'Cedro',
  'Jaguar', 'Cóndor', 'Quetzal', 'Colibrí', 'Volcán', 'Río', 'Valle', 'Sierra', 'Costa', 'Isla', 'Bahía', 'Selva',
];
const KINDS = ['Tienda', 'Grupo', 'Farmacia', 'Café', 'Hotel', 'Clínica', 'Taller', 'Colegio', 'Banco', 'Agencia'];
const BATCH = 1000;

async function main() {
  const config = loadConfig();
  const organizationCount = option('organizations', 10_000);
  const accountsPerOrganization = option('accounts', 3);
  const partnerCount = option('partners', 1_000);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const random = seededRandom(7);
  const started = Date.now();
  try {
    await bootstrap(db, config);
    let [service] = await db.select({ service_id: services.service_id }).from(services).limit(1);
    if (!service) {
      [service] = await db
        .insert(services)
        .values({ name: config.brand, title: `Servicio ${config.brand}` })
        .returning({ service_id: services.service_id });
    }
    const name = (i: number) => `${random.pick(KINDS)} ${random.pick(WORDS)} ${random.pick(WORDS)} ${i}`;

    const partnerIds: number[] = [];
    for (let done = 0; done < partnerCount; done += BATCH) {
      const rows = await db
        .insert(partners)
        .values(
          Array.from({ length: Math.min(BATCH, partnerCount - done) }, (_, i) => ({
            business_name: `Partner ${name(done + i)}`,
            service_id: service.service_id,
            status: random.pick(PARTNER_STATUS_VALUES),
            level: random.int(1, 3),
            clients_size: random.int(0, 500),
          })),
        )
        .returning({ partner_id: partners.partner_id });
      partnerIds.push(...rows.map((r) => r.partner_id));
    }

    for (let done = 0; done < organizationCount; done += BATCH) {
      await db.transaction(async (tx) => {
        const orgs = await tx
          .insert(organizations)
          .values(
            Array.from({ length: Math.min(BATCH, organizationCount - done) }, (_, i) => ({
              name: name(done + i),
              service_id: service.service_id,
              partner_id: partnerIds.length && random.next() < 0.3 ? random.pick(partnerIds) : null,
            })),
          )
          .returning({ organization_id: organizations.organization_id, name: organizations.name });
        const created = await tx
          .insert(accounts)
          .values(
            orgs.flatMap((org) =>
              Array.from({ length: accountsPerOrganization }, (_, j) => ({
                name: `${org.name} cuenta ${j + 1}`,
                organization_id: org.organization_id,
                type: random.pick(['konverza_free', 'konverza_pro']),
                main_color_dashboard: random.int(0, 0xffffff).toString(16).padStart(6, '0'),
                timezone: random.pick(['America/Mexico_City', 'America/Bogota', 'America/Lima']),
              })),
            ),
          )
          .returning({ account_id: accounts.account_id, name: accounts.name, type: accounts.type });
        if (created.length === 0) return;
        await tx.execute(
          sql`update ${accounts} set username = 'cuenta_' || ${accounts.account_id} where ${accounts.account_id} between ${created[0].account_id} and ${created[created.length - 1].account_id} and ${accounts.username} is null`,
        );
        await tx
          .insert(accountStatuses)
          .values(created.map((a) => ({ account_id: a.account_id, account_name: a.name, account_type: a.type })));
        await tx
          .insert(lists)
          .values(created.filter((_, i) => i % 4 === 0).map((a) => ({ name: 'Clientes', account_id: a.account_id })));
      });
      process.stdout.write(`organizaciones: ${Math.min(done + BATCH, organizationCount)} / ${organizationCount}\n`);
    }
    // Fresh statistics, so the planner uses the indexes (pg_trgm for searches) at this size.
    await db.execute(sql`analyze`);
    process.stdout.write(
      `Listo en ${Math.round((Date.now() - started) / 1000)} s: ${partnerCount} partners, ${organizationCount} organizaciones, ` +
        `${organizationCount * accountsPerOrganization} cuentas.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
