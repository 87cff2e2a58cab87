/**
 * `pnpm --filter api bench:audit [-- --rows 1000000 --iterations 200 --warmup 20 --only admin --strict]`
 *
 * The audit trail at scale (issue 9: its list and filters answer under 50 ms p95 at 1M rows). On the
 * configured database (DATABASE_URL, else DATA_DIR): runs the first-start bootstrap (demo set) when it has no
 * admin, then fills audit_log up to --rows rows (only what is missing: a second run fills nothing) with
 * INSERT … SELECT generate_series, 100,000 rows a statement — spread over 40 admins, the 9 audited resources
 * and 5,000 ids each, some far busier than others, over the last two years, each with a small before/after —
 * and VACUUM ANALYZE.
 *
 * Then times GET /api/audit over real HTTP (the app in this process, an ephemeral loopback port, Node's
 * fetch, one request at a time) as admin 1: no filter, by admin, by resource, by resource and id, by a date
 * range, their combinations and a deeper page; a warm-up, then N timed requests each, from sending to having
 * read the whole body. Prints p50 / p95 / max and the server's own time. With --strict the exit code is 1
 * when a scenario has p95 ≥ 50 ms or fails ('informativo' scenarios, the very last page, are only shown).
 * Stop the API first when using PGlite (one process per data folder).
 */
import { sql } from 'drizzle-orm';
import { loadConfig, StartupError } from '../src/config';
import { bootstrap } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';
import { count, value } from './args';
import { fillAuditLog } from './audit-rows';
import { query as q, runScenarios, serve, type Scenario } from './measure';

const BUDGET_MS = 50;

const USAGE = `Uso: pnpm --filter api bench:audit [-- opciones]
  --rows N         filas de auditoría que debe tener la tabla; se añaden las que falten (1000000)
  --iterations N   peticiones medidas por escenario (200)
  --warmup N       peticiones de calentamiento por escenario, sin medir (20)
  --only TEXTO     solo los escenarios cuyo nombre contiene TEXTO
  --strict         sale con código 1 si algún escenario tiene p95 ≥ ${BUDGET_MS} ms o falla`;


async function main() {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const wanted = count('rows', 1_000_000, USAGE);
  const iterations = count('iterations', 200, USAGE);
  const warmup = count('warmup', 20, USAGE);
  const only = value('only');
  const strict = process.argv.includes('--strict');

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `PGlite ${config.dataDir}`;

  await bootstrap(db, config);
  await fillAuditLog(db, wanted, where);

  const [stats] = await rowsOf<{ n: number; bytes: number; oldest: string; newest: string }>(sql`select count(*)::int as n,
    pg_total_relation_size('audit_log')::float8 as bytes, min(at)::text as oldest, max(at)::text as newest from audit_log`);
  // Data-driven parameters: a busy and a quiet admin and resource, a record that has a history.
  const busy = await rowsOf<{ admin_id: number; n: number }>(sql`select admin_id, count(*)::int as n from audit_log
    group by admin_id order by n desc`);
  const busyResources = await rowsOf<{ resource: string; n: number }>(sql`select resource, count(*)::int as n from audit_log
    group by resource order by n desc`);
  const [record] = await rowsOf<{ resource: string; resource_id: string }>(sql`select resource, resource_id from audit_log
    where resource = ${busyResources[0].resource} order by audit_id desc offset ${Math.min(1000, Math.floor(busyResources[0].n / 2))} limit 1`);
  const [month] = await rowsOf<{ from: string; to: string }>(sql`select to_char(max(at) - interval '200 days', 'YYYY-MM-DD') as from,
    to_char(max(at) - interval '170 days', 'YYYY-MM-DD') as to from audit_log`);
  const topAdmin = busy[0].admin_id;
  const quietAdmin = busy[busy.length - 1].admin_id;
  const topResource = busyResources[0].resource;
  const quietResource = busyResources[busyResources.length - 1].resource;
  process.stdout.write(
    `${where}: ${stats.n} filas, audit_log con índices ${(stats.bytes / 2 ** 20).toFixed(0)} MB, de ${stats.oldest} a ${stats.newest}.\n` +
      `Administrador con más filas ${topAdmin} (${busy[0].n}), con menos ${quietAdmin} (${busy[busy.length - 1].n}); ` +
      `recurso con más ${topResource} (${busyResources[0].n}), con menos ${quietResource} (${busyResources[busyResources.length - 1].n}).\n` +
      `Node ${process.version}, ${iterations} peticiones por escenario tras ${warmup} de calentamiento.\n`,
  );

  const scenarios: Scenario[] = [
    { name: 'sin filtro p1', url: `/api/audit?${q({ limit: 25 })}` },
    { name: 'sin filtro p1 l300', url: `/api/audit?${q({ limit: 300 })}` },
    { name: 'sin filtro p200 (offset 4975)', url: `/api/audit?${q({ limit: 25, page: 200 })}` },
    { name: 'admin con más filas', url: `/api/audit?${q({ admin_id: topAdmin })}` },
    { name: 'admin con menos filas', url: `/api/audit?${q({ admin_id: quietAdmin })}` },
    { name: 'recurso con más filas', url: `/api/audit?${q({ resource: topResource })}` },
    { name: 'recurso con menos filas', url: `/api/audit?${q({ resource: quietResource })}` },
    { name: 'recurso + id (historial)', url: `/api/audit?${q({ resource: record.resource, resource_id: record.resource_id })}` },
    { name: 'fechas (30 días)', url: `/api/audit?${q({ from: month.from, to: month.to })}` },
    { name: 'admin + fechas', url: `/api/audit?${q({ admin_id: topAdmin, from: month.from, to: month.to })}` },
    { name: 'admin con menos + fechas', url: `/api/audit?${q({ admin_id: quietAdmin, from: month.from, to: month.to })}` },
    { name: 'recurso + fechas', url: `/api/audit?${q({ resource: topResource, from: month.from, to: month.to })}` },
    { name: 'recurso con menos + fechas', url: `/api/audit?${q({ resource: quietResource, from: month.from, to: month.to })}` },
    { name: 'admin + recurso', url: `/api/audit?${q({ admin_id: topAdmin, resource: quietResource })}` },
    { name: 'admin + recurso + fechas', url: `/api/audit?${q({ admin_id: topAdmin, resource: topResource, from: month.from, to: month.to })}` },
    { name: 'sin resultados (admin sin filas)', url: `/api/audit?${q({ admin_id: 2_000_000_000 })}` },
    { name: 'detalle /audit/:id', url: `/api/audit/${Math.ceil(stats.n / 2)}` },
    {
      name: 'peor: última página l25 (informativo)',
      url: `/api/audit?${q({ limit: 25, page: Math.ceil(stats.n / 25) })}`,
      informative: true,
    },
  ].filter((s) => !only || s.name.includes(only));

  const served = await serve(db, config);
  const over = await runScenarios(served, scenarios, { warmup, iterations, budgetMs: BUDGET_MS }).finally(async () => {
    await served.close();
    await database.close();
  });
  if (strict && over.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
