/**
 * `pnpm --filter api bench [-- --iterations 200 --warmup 20 --only admin --strict --json results.json]`
 *
 * Latency of the list, search and detail calls on the configured database (DATABASE_URL, else DATA_DIR),
 * meant for the data set of `seed:large`. Builds the app in this process (logger off), listens on an
 * ephemeral loopback port and calls it over real HTTP (Node's fetch, keep-alive, one request at a time),
 * signed in as admin 1 with a token minted like the tests do. Each scenario: a warm-up, then N timed
 * requests; a time runs from sending the request to having read the whole body. Prints p50/p95/max per
 * scenario, plus the server's own time (Fastify's elapsedTime: routing, guard, query, serialization).
 *
 * A route that does not exist (404 'La ruta … no existe.') is reported "absent"; any other failure
 * "error". With --strict the exit code is 1 when a present scenario has p95 ≥ 50 ms or failed.
 * Stop the API first when using PGlite (one process per data folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { StartupError } from '../src/config';
import { flag, timingOptions } from './args';
import { ms, openConfigured, printTable, query as q, serve, timeCall } from './measure';

const BUDGET_MS = 50;

const USAGE = `Uso: pnpm --filter api bench [-- opciones]
  --iterations N   peticiones medidas por escenario (200)
  --warmup N       peticiones de calentamiento por escenario, sin medir (20)
  --only TEXTO     solo los escenarios cuyo nombre contiene TEXTO
  --strict         sale con código 1 si algún escenario tiene p95 ≥ ${BUDGET_MS} ms o falla
  --json FICHERO   escribe también los resultados en JSON`;


interface Scenario {
  name: string;
  /** One URL, or one per request (rotated), e.g. details of different ids. */
  urls: string[];
}

interface Result {
  scenario: string;
  url: string;
  status: 'ok' | 'absent' | 'error';
  detail?: string;
  rows?: number;
  kb?: number;
  p50?: number;
  p95?: number;
  max?: number;
  serverP50?: number;
  serverP95?: number;
}

const lastPage = (rows: number, limit: number) => Math.max(1, Math.ceil(rows / limit));

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(full) : fs.statSync(full).size;
  }
  return total;
}

async function main() {
  if (flag('help') || flag('h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const { iterations, warmup, only, strict, jsonFile } = timingOptions(USAGE, { iterations: 200, warmup: 20 });
  const { config, database, db, where } = await openConfigured();
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  const [counts] = await rowsOf<Record<string, number>>(sql`select
      (select count(*) from organizations)::int as organizations,
      (select count(*) from accounts)::int as accounts,
      (select count(*) from admins)::int as admins,
      (select count(*) from admins where deleted_at is not null)::int as deleted_admins,
      (select count(*) from admin_organizations)::int + (select count(*) from admin_accounts)::int as admin_links,
      pg_database_size(current_database())::float8 as bytes`);
  const folder = !config.databaseUrl && !config.dataDir.startsWith('memory://') ? folderSize(config.dataDir) : undefined;
  process.stdout.write(
    `Base de datos: ${where} — ${counts.organizations} organizaciones, ${counts.accounts} cuentas, ` +
      `${counts.admins} administradores (${counts.deleted_admins} borrados), ${counts.admin_links} vínculos; ` +
      `pg_database_size ${(counts.bytes / 2 ** 20).toFixed(0)} MB` +
      (folder !== undefined ? `, carpeta ${(folder / 2 ** 20).toFixed(0)} MB` : '') +
      `\nNode ${process.version}, ${iterations} peticiones por escenario tras ${warmup} de calentamiento.\n`,
  );
  if (counts.admins === 0) {
    throw new StartupError('La base de datos está vacía: carga datos antes (pnpm --filter api seed:large).');
  }

  // Data-driven parameters: admin ids to open (spread over the table) and one real e-mail to look for.
  const detailIds = (
    await rowsOf<{ admin_id: number }>(sql`select admin_id from admins where deleted_at is null
      order by (admin_id * 2654435761::bigint) % 4294967296 limit 50`)
  ).map((r) => r.admin_id);
  const [sample] = await rowsOf<{ email: string }>(sql`select email from admins where deleted_at is null
    order by admin_id desc offset (select count(*) / 2 from admins) limit 1`);
  const rareEmail = sample ? sample.email.split('@')[0] : 'nadie';

  const scenarios: Scenario[] = [
    { name: 'organization p1 l25', urls: [`/api/organization?${q({ page: 1, limit: 25 })}`] },
    { name: 'organization p200 l25 (offset 4975)', urls: [`/api/organization?${q({ page: 200, limit: 25 })}`] },
    { name: 'organization name común', urls: [`/api/organization?${q({ limit: 25, name: 'tienda' })}`] },
    { name: 'organization name rara', urls: [`/api/organization?${q({ limit: 25, name: 'jaguar cedro 1' })}`] },
    { name: 'organization name sin resultados', urls: [`/api/organization?${q({ limit: 25, name: 'zzqx' })}`] },
    { name: 'organization selector l2500', urls: [`/api/organization?${q({ limit: 2500, name: 'sol' })}`] },
    { name: 'organization selector l2500 sin texto', urls: [`/api/organization?${q({ limit: 2500 })}`] },
    { name: 'account p1 l25', urls: [`/api/account?${q({ page: 1, limit: 25 })}`] },
    { name: 'account p1 l300', urls: [`/api/account?${q({ page: 1, limit: 300 })}`] },
    { name: 'account p200 l25 (offset 4975)', urls: [`/api/account?${q({ page: 200, limit: 25 })}`] },
    { name: 'account name común', urls: [`/api/account?${q({ limit: 25, name: 'tienda' })}`] },
    { name: 'account name común l300', urls: [`/api/account?${q({ limit: 300, name: 'tienda' })}`] },
    { name: 'account name rara', urls: [`/api/account?${q({ limit: 25, name: 'jaguar cedro 1' })}`] },
    { name: 'admin p1 l25', urls: [`/api/admin?${q({ page: 1, limit: 25 })}`] },
    { name: 'admin show_deleted l300', urls: [`/api/admin?${q({ show_deleted: 'true', limit: 300 })}`] },
    { name: 'admin show_deleted l300 p50', urls: [`/api/admin?${q({ show_deleted: 'true', limit: 300, page: 50 })}`] },
    { name: 'admin name común', urls: [`/api/admin?${q({ limit: 25, name: 'mar' })}`] },
    { name: 'admin name común l300', urls: [`/api/admin?${q({ show_deleted: 'true', limit: 300, name: 'mar' })}`] },
    { name: 'admin name rara', urls: [`/api/admin?${q({ limit: 25, name: 'ximena villalobos' })}`] },
    { name: 'admin name sin resultados', urls: [`/api/admin?${q({ limit: 25, name: 'zzqx' })}`] },
    { name: 'admin email común', urls: [`/api/admin?${q({ limit: 25, email: 'martin' })}`] },
    { name: 'admin email rara', urls: [`/api/admin?${q({ limit: 25, email: rareEmail })}`] },
    { name: 'admin detail /admin/:id', urls: detailIds.map((id) => `/api/admin/${id}`) },
    // Worst cases: the last page (the deepest OFFSET) and a 1–2 letter fragment found nowhere (no trigram
    // to look up, so every row is read).
    { name: 'peor: account última página l300', urls: [`/api/account?${q({ limit: 300, page: lastPage(counts.accounts, 300) })}`] },
    {
      name: 'peor: admin show_deleted última página l300',
      urls: [`/api/admin?${q({ show_deleted: 'true', limit: 300, page: lastPage(counts.admins, 300) })}`],
    },
    {
      name: 'peor: admin última página l25',
      urls: [`/api/admin?${q({ limit: 25, page: lastPage(counts.admins - counts.deleted_admins, 25) })}`],
    },
    { name: 'peor: organization name 2 letras sin resultados', urls: [`/api/organization?${q({ limit: 25, name: 'qx' })}`] },
    { name: 'peor: account name 2 letras sin resultados', urls: [`/api/account?${q({ limit: 25, name: 'qx' })}`] },
    { name: 'peor: admin name 2 letras sin resultados', urls: [`/api/admin?${q({ limit: 25, name: 'qx' })}`] },
    { name: 'peor: admin email 2 letras sin resultados', urls: [`/api/admin?${q({ limit: 25, email: 'qx' })}`] },
    // A CSV download in an order no index gives: its batch query plans a disabled sort, whose cost once passed
    // PostgreSQL's JIT threshold (234 ms a batch to compile, 5 ms without; csv.ts).
    { name: 'CSV: plan export.csv sort -name', urls: [`/api/plan/export.csv?${q({ sort: '-name' })}`] },
  ].filter((s) => !only || s.name.includes(only));

  const served = await serve(db, config);
  const results: Result[] = [];
  try {
    const me = await fetch(`${served.base}/api/admin/me`, { headers: served.headers });
    if (me.status !== 200) {
      throw new StartupError(`El administrador 1 no puede entrar (GET /api/admin/me → ${me.status}): ¿datos de demostración cargados?`);
    }
    await me.arrayBuffer();

    for (const scenario of scenarios) {
      const timing = await timeCall(served, scenario.urls, { warmup, iterations });
      const text = timing.body.toString('utf8');
      // A CSV's rows are its lines but the header; anything else (and every failure) answers JSON.
      const csv = timing.status === 200 && scenario.urls[0].includes('.csv');
      const parsed = (csv ? {} : JSON.parse(text)) as { resource?: unknown; error?: string };
      const result: Result = { scenario: scenario.name, url: scenario.urls[0], status: 'ok' };
      if (timing.status !== 200) {
        const routeMissing = timing.status === 404 && /^La ruta /.test(parsed.error ?? '');
        result.status = routeMissing ? 'absent' : 'error';
        result.detail = `${timing.status} ${parsed.error ?? ''}`.trim();
        results.push(result);
        process.stdout.write(`  ${scenario.name}: ${result.status} (${result.detail})\n`);
        continue;
      }
      result.rows = csv ? text.split('\r\n').length - 2 : Array.isArray(parsed.resource) ? parsed.resource.length : parsed.resource ? 1 : 0;
      result.kb = Math.round(timing.body.length / 102.4) / 10;
      if (timing.failure) {
        result.status = 'error';
        result.detail = timing.failure;
      }
      const { p50, p95, max, serverP50, serverP95 } = timing;
      Object.assign(result, { p50, p95, max, serverP50, serverP95 });
      results.push(result);
      process.stdout.write(`  ${scenario.name}: p95 ${ms(result.p95)} ms\n`);
    }
  } finally {
    await served.close();
    await database.close();
  }

  const cells = (r: Result) => {
    const over = r.p95 !== undefined && r.p95 >= BUDGET_MS ? ' ✗' : '';
    return r.status === 'ok'
      ? [r.scenario, String(r.rows), String(r.kb), ms(r.p50), ms(r.p95) + over, ms(r.max), ms(r.serverP50), ms(r.serverP95)]
      : [r.scenario, r.status, '', '', '', '', '', r.detail ?? ''];
  };
  printTable(['escenario', 'filas', 'KB', 'p50 ms', 'p95 ms', 'max ms', 'srv p50', 'srv p95'], results.map(cells));

  const over = results.filter((r) => r.status === 'error' || (r.p95 !== undefined && r.p95 >= BUDGET_MS));
  process.stdout.write(
    over.length === 0
      ? `\nTodos los escenarios presentes con p95 < ${BUDGET_MS} ms.\n`
      : `\nFuera de presupuesto (p95 ≥ ${BUDGET_MS} ms) o con error: ${over.map((r) => r.scenario).join(', ')}\n`,
  );
  if (jsonFile) {
    fs.writeFileSync(
      jsonFile,
      JSON.stringify({ database: where, counts, folderBytes: folder, iterations, warmup, results }, null, 2),
    );
  }
  if (strict && over.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
