/**
 * `pnpm --filter api bench:search [-- --users 100000 --iterations 200 --warmup 20 --only correo --dir /tmp/busqueda]`
 *
 * Jump anywhere at scale (issue 17: GET /api/search under 50 ms p95 at the large data set). Fills a database with
 * `seed:large`'s default set (generate-large.ts, run as it is: 1,000 partners, 10,000 organizations, 100,000
 * accounts, 100,000 admins, with the demo set first) plus --users users in one account of their own (Spanish
 * names, a screen name for one in ten, a phone each), then VACUUM ANALYZE. The database: a temporary PGlite
 * folder, removed at the end (`--dir DIR`: that folder, kept, and reused when this benchmark filled it), or
 * DATABASE_URL's (an empty one: `CREATE DATABASE bench_search`; run again, it reuses what it filled).
 *
 * Then times GET /api/search over real HTTP (the app in this process, an ephemeral loopback port, one request
 * at a time) as admin 1, the superadmin (every kind is searched): an id, the start of names, a word names
 * contain, e-mail fragments, 1 and 2 characters, texts nothing has, the largest limit, and the users of the
 * account (with account_id). A warm-up, then N timed requests each. Prints p50 / p95 / max and the server's own
 * time, and exits 1 when a scenario fails or has p95 ≥ 50 ms.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig, StartupError } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { count, value } from './args';
import { query as q, runScenarios, serve, type Scenario } from './measure';

const BUDGET_MS = 50;
const BENCH_ORGANIZATION = 'Benchmark de búsqueda';

const USAGE = `Uso: pnpm --filter api bench:search [-- opciones]
  --users N        usuarios de la cuenta de la prueba (100000)
  --iterations N   peticiones medidas por escenario (200)
  --warmup N       peticiones de calentamiento por escenario, sin medir (20)
  --only TEXTO     solo los escenarios cuyo nombre contiene TEXTO
  --dir CARPETA    PGlite en esa carpeta, que se conserva (y se reutiliza si esta prueba la llenó)
Base de datos: una carpeta temporal de PGlite, o DATABASE_URL (una base vacía, o la que esta prueba ya llenó).`;

/** Names of the account's users (the people a bot talks to). */
const FIRST_NAMES = ['María', 'José', 'Juan', 'Ana', 'Luis', 'Carmen', 'Carlos', 'Laura', 'Jorge', 'Sofía', 'Mateo', 'Valentina', 'Diego', 'Lucía', 'Ximena'];
const LAST_NAMES = ['García', 'Rodríguez', 'González', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Díaz', 'Torres', 'Ramírez', 'Villalobos'];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** seed:large's default set, by running it (its own process) on this database. */
function generateLarge(env: Record<string, string>) {
  const script = path.join(__dirname, 'generate-large.ts');
  execFileSync(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, script], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

/** One organization and account of the benchmark, with `users` users on up to three platforms. */
async function addUsers(db: Db, users: number) {
  const started = performance.now();
  const [organization] = await rowsOf<{ id: number }>(db, sql`insert into organizations (name) values (${BENCH_ORGANIZATION}) returning organization_id as id`);
  const [account] = await rowsOf<{ id: number }>(db, sql`insert into accounts (name, organization_id, username)
    values (${BENCH_ORGANIZATION}, ${organization.id}, 'benchmark_busqueda') returning account_id as id`);
  const platformIds = (await rowsOf<{ id: number }>(db, sql`select platform_id as id from platforms order by platform_id limit 3`)).map((p) => p.id);
  if (platformIds.length === 0) throw new StartupError('La tabla platforms está vacía: ¿se cargaron los datos de demostración?');
  // h: a deterministic number per user (part of its md5), to pick its names.
  await db.execute(sql`insert into users (account_id, platform_id, first_name, last_name, screen_name, phone_number)
    select ${account.id}, (${sql.raw(`array[${platformIds.join(',')}]`)})[1 + i % ${platformIds.length}],
      f[1 + (h % array_length(f, 1))::int], l[1 + (h / 7 % array_length(l, 1))::int] || ' ' || l[1 + (h / 91 % array_length(l, 1))::int],
      case when i % 10 = 0 then 'usuario_' || i else '' end, '+52 55 ' || lpad(i::text, 8, '0')
    from generate_series(1, ${users}) as s(i),
      lateral (select ('x' || substr(md5(i::text), 1, 8))::bit(32)::bigint as h) as r,
      lateral (select ${textArray(FIRST_NAMES)} as f, ${textArray(LAST_NAMES)} as l) as names`);
  await db.execute(sql`vacuum analyze users`);
  process.stdout.write(`${users} usuarios en la cuenta ${account.id} y VACUUM ANALYZE en ${seconds(started)}\n`);
}

async function main() {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const userCount = count('users', 100_000, USAGE);
  const iterations = count('iterations', 200, USAGE);
  const warmup = count('warmup', 20, USAGE);
  const only = value('only');
  const dir = value('dir');

  const config = loadConfig();
  const temporary = !config.databaseUrl && !dir ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-')) : undefined;
  const dataDir = dir ?? temporary ?? '';
  const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `PGlite en ${dataDir}`;
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir });

  try {
    let database = await open();
    const filled = async () =>
      (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from organizations where name = ${BENCH_ORGANIZATION}`))[0].n > 0;
    if (!(await filled())) {
      const [{ n: present }] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from admins`);
      if (present > 0) throw new StartupError(`${where} ya tiene datos: usa una base de datos vacía (o la que esta prueba llenó).`);
      // generate-large opens the database itself (PGlite: one process per folder).
      await database.close();
      const started = performance.now();
      process.stdout.write(`${where}: el conjunto grande de seed:large y ${userCount} usuarios en una cuenta.\n`);
      generateLarge(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { DATA_DIR: dataDir });
      database = await open();
      await addUsers(database.db, userCount);
      process.stdout.write(`Relleno: ${seconds(started)}\n`);
    }
    const { db } = database;

    const [counts] = await rowsOf<Record<string, number>>(db, sql`select
        (select count(*) from organizations)::int as organizations, (select count(*) from accounts)::int as accounts,
        (select count(*) from partners)::int as partners, (select count(*) from admins)::int as admins,
        (select count(*) from admins where deleted_at is not null)::int as deleted_admins`);
    const [bench] = await rowsOf<{ account_id: number; users: number }>(db, sql`select a.account_id, (select count(*)::int from users u where u.account_id = a.account_id) as users
      from accounts a join organizations o on o.organization_id = a.organization_id where o.name = ${BENCH_ORGANIZATION} limit 1`);
    // Data-driven texts: an account in the middle, a live admin's e-mail (its local part, and its first 6 characters).
    const [middle] = await rowsOf<{ id: number }>(db, sql`select account_id as id from accounts order by account_id offset (select count(*) / 2 from accounts) limit 1`);
    const [sample] = await rowsOf<{ email: string }>(db, sql`select email from admins where deleted_at is null order by admin_id offset (select count(*) / 3 from admins) limit 1`);
    const [someUser] = await rowsOf<{ id: number }>(db, sql`select user_id as id from users where account_id = ${bench.account_id} order by user_id offset ${Math.floor(bench.users / 2)} limit 1`);
    const local = sample.email.split('@')[0];
    process.stdout.write(
      `${where}: ${counts.organizations} organizaciones, ${counts.accounts} cuentas, ${counts.partners} partners, ` +
        `${counts.admins} administradores (${counts.deleted_admins} borrados); ${bench.users} usuarios en la cuenta ${bench.account_id}.\n` +
        `Node ${process.version}, ${iterations} peticiones por escenario tras ${warmup} de calentamiento.\n`,
    );

    const search = (params: Record<string, string | number>) => `/api/search?${q(params)}`;
    const inAccount = { account_id: bench.account_id };
    const scenarios: Scenario[] = [
      { name: `id: una cuenta (${middle.id})`, url: search({ q: middle.id }) },
      { name: 'id: un número que no es de nadie', url: search({ q: 999_999_999 }) },
      { name: "comienzo de nombres: 'farm' (organizaciones, cuentas)", url: search({ q: 'farm' }) },
      { name: "comienzo de nombres: 'sofía' (administradores)", url: search({ q: 'sofía' }) },
      { name: "contiene: 'cóndor' (organizaciones, cuentas, partners)", url: search({ q: 'cóndor' }) },
      { name: "contiene: 'villalobos' (administradores)", url: search({ q: 'villalobos' }) },
      { name: "contiene, raro: 'jaguar cedro 1'", url: search({ q: 'jaguar cedro 1' }) },
      { name: `correo: una parte local ('${local}')`, url: search({ q: local }) },
      { name: `correo: su comienzo ('${local.slice(0, 6)}')`, url: search({ q: local.slice(0, 6) }) },
      { name: "correo: un dominio ('empresa.example', 1 de cada 5)", url: search({ q: 'empresa.example' }) },
      { name: "correo: 'example' (en todos los correos)", url: search({ q: 'example' }) },
      { name: "1 carácter: 'm'", url: search({ q: 'm' }) },
      { name: "2 caracteres: 'ta'", url: search({ q: 'ta' }) },
      { name: "sin resultados: 'zzqx'", url: search({ q: 'zzqx' }) },
      { name: "sin resultados, 2 caracteres: 'qx'", url: search({ q: 'qx' }) },
      { name: "límite 50: 'tienda'", url: search({ q: 'tienda', limit: 50 }) },
      { name: `usuarios: id (${someUser.id})`, url: search({ q: someUser.id, ...inAccount }) },
      { name: "usuarios: comienzo 'ximena'", url: search({ q: 'ximena', ...inAccount }) },
      { name: "usuarios: contiene 'pérez'", url: search({ q: 'pérez', ...inAccount }) },
      { name: "usuarios: un teléfono ('55 0004')", url: search({ q: '55 0004', ...inAccount }) },
      { name: "usuarios: 1 carácter 'j'", url: search({ q: 'j', ...inAccount }) },
    ].filter((s) => !only || s.name.includes(only));

    const served = await serve(db, config);
    const over = await runScenarios(served, scenarios, { warmup, iterations, budgetMs: BUDGET_MS }).finally(async () => {
      await served.close();
      await database.close();
    });
    if (over.length > 0) process.exitCode = 1;
  } finally {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
