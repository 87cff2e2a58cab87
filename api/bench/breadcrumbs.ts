/**
 * `pnpm --filter api bench:breadcrumbs [-- --rows 1000000 --users 10000 --iterations 200 --warmup 20 --only usuario]`
 *
 * An account's breadcrumbs at scale (issue 30: at 1M breadcrumb rows in one account every page answers under
 * 20 ms p95, with a platform or without). On a fresh database — in-memory PGlite, or DATABASE_URL's (an empty one: `CREATE DATABASE bench_crumbs`) —
 * with the migrations: one account on three platforms with --users users and --rows breadcrumbs, one user in
 * eight of them the heavy user's (125,000 of 1M, on one platform), the rest spread unevenly over the others,
 * over the last 90 days, each a short log of three events; INSERT … SELECT generate_series, 100,000 rows a
 * statement; then VACUUM ANALYZE. Run again on the same PostgreSQL database, it reuses what it filled.
 *
 * Then times GET /api/account/{id}/breadcrumbs over real HTTP (the app in this process, an ephemeral loopback
 * port, one request at a time) as admin 1: the heavy user's first page, its page 100, a week of it, a light
 * user's first page and the account's first page of one platform; a warm-up, then N timed requests each.
 * Prints p50 / p95 / max and the server's own time, and exits 1 when a scenario fails or has p95 ≥ 20 ms.
 */
import { sql } from 'drizzle-orm';
import { loadConfig, StartupError } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ensureBaseRoles } from '../src/demo/seed';
import { count, value } from './args';
import { query as q, runScenarios, serve, type Scenario } from './measure';

/** p95 per scenario (issue 30: every list ≤ 20 ms at c=1). */
const BUDGET_MS = 20;
const BATCH = 100_000;
const DAYS = 90;
const ACCOUNT_NAME = 'Benchmark de registros';
const PLATFORMS = ['whatsapp', 'messenger', 'webchat'];

const USAGE = `Uso: pnpm --filter api bench:breadcrumbs [-- opciones]
  --rows N         registros (breadcrumbs) de la cuenta (1000000)
  --users N        usuarios de la cuenta (10000)
  --iterations N   peticiones medidas por escenario (200)
  --warmup N       peticiones de calentamiento por escenario, sin medir (20)
  --only TEXTO     solo los escenarios cuyo nombre contiene TEXTO
Base de datos: PGlite en memoria, o DATABASE_URL (una base vacía, o la que esta prueba ya llenó).`;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const rows = count('rows', 1_000_000, USAGE);
  const userCount = count('users', 10_000, USAGE);
  const iterations = count('iterations', 200, USAGE);
  const warmup = count('warmup', 20, USAGE);
  const only = value('only');
  if (userCount < 2) throw new StartupError(`--users debe ser al menos 2.\n${USAGE}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
  const { db } = database;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : 'PGlite en memoria';

  let [account] = await rowsOf<{ account_id: number }>(sql`select account_id from accounts where name = ${ACCOUNT_NAME}`);
  if (!account) {
    const [{ n: present }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from accounts`);
    if (present > 0) throw new StartupError(`${where} ya tiene datos: usa una base de datos vacía (o la que esta prueba llenó).`);
    const started = performance.now();
    process.stdout.write(`${where}: ${userCount} usuarios y ${rows} registros en una cuenta.\n`);
    await ensureBaseRoles(db, config.brand);
    // Admin 1 (the calls' token); nobody signs in with it.
    await db.execute(sql`insert into admins (first_name, last_name, email, password_hash, role_id)
      values ('Benchmark', 'Registros', 'bench@example.com', 'sin-acceso', 1)`);
    const [organization] = await rowsOf<{ id: number }>(sql`insert into organizations (name) values ('Benchmark') returning organization_id as id`);
    [account] = await rowsOf<{ account_id: number }>(sql`insert into accounts (name, organization_id, username)
      values (${ACCOUNT_NAME}, ${organization.id}, 'benchmark_registros') returning account_id`);
    const platformIds = (
      await rowsOf<{ id: number }>(sql`insert into platforms (name, title)
        select name, initcap(name) from unnest(${`{${PLATFORMS.join(',')}}`}::text[]) with ordinality as p(name, n) order by n
        returning platform_id as id`)
    ).map((p) => p.id);
    const platformArray = sql.raw(`array[${platformIds.join(',')}]`);
    await db.execute(sql`insert into account_platforms (account_id, platform_id) select ${account.account_id}, unnest(${platformArray})`);
    // User i (1…N) talks on platform i % 3; user 1 is the heavy one.
    await db.execute(sql`insert into users (account_id, platform_id, first_name, last_name, phone_number, last_interaction_time)
      select ${account.account_id}, (${platformArray})[1 + i % 3], 'Usuario', i::text, '+52 55 ' || lpad(i::text, 8, '0'), now() - (i % 60) * interval '1 day'
      from generate_series(1, ${userCount}) as s(i) order by s.i`);
    const [{ first }] = await rowsOf<{ first: number }>(sql`select min(user_id)::int as first from users where account_id = ${account.account_id}`);
    process.stdout.write(`  ${userCount} usuarios (${seconds(started)})\n`);
    for (let from = 1; from <= rows; from += BATCH) {
      const to = Math.min(rows, from + BATCH - 1);
      // u: a deterministic number in [0, 1) per row (part of its md5); squared, a few users are far busier.
      // Times grow with g (newest rows last), over the last DAYS days.
      await db.execute(sql`
        insert into breadcrumbs (account_id, user_id, platform_id, block_id, log, error_log, created_at, updated_at)
        select ${account.account_id}, ${first} + i - 1, (${platformArray})[1 + i % 3], 1 + g % 50,
          to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '|message_received|Hola|whatsapp' || E'\\n' ||
            to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '|block_executed|Saludo|block:' || (1 + g % 50) || E'\\n' ||
            to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '|template_sent|bienvenida_v2|template',
          case when g % 23 = 0 then 'webhook_called: tiempo de espera agotado (10 s)' end,
          at - interval '2 minutes', at
        from (
          select g, case when g % 8 = 0 then 1 else 2 + floor((${userCount} - 1) * u * u)::int end as i,
            now() - ${DAYS} * (1 - g::float8 / ${rows}) * interval '1 day' + u * interval '1 minute' as at
          from generate_series(${from}::int, ${to}::int) as g, lateral (select ('x' || substr(md5(g::text), 1, 8))::bit(32)::bigint / 4294967296.0 as u) as r
        ) as series`);
      process.stdout.write(`  ${to} registros (${seconds(started)})\n`);
    }
    await db.execute(sql`vacuum analyze`);
    process.stdout.write(`Relleno y VACUUM ANALYZE: ${seconds(started)}\n`);
  }

  const accountId = account.account_id;
  const [heavy] = await rowsOf<{ user_id: number; platform_id: number; n: number }>(sql`select user_id, platform_id, count(*)::int as n
    from breadcrumbs where account_id = ${accountId} group by user_id, platform_id order by n desc limit 1`);
  const [light] = await rowsOf<{ user_id: number; platform_id: number; n: number }>(sql`select u.user_id, u.platform_id,
      (select count(*)::int from breadcrumbs b where b.user_id = u.user_id) as n
    from users u where u.account_id = ${accountId} order by u.user_id desc limit 1`);
  const [stats] = await rowsOf<{ n: number; bytes: number }>(sql`select count(*)::int as n, pg_total_relation_size('breadcrumbs')::float8 as bytes
    from breadcrumbs where account_id = ${accountId}`);
  const [week] = await rowsOf<{ start: string; end: string }>(sql`select
    to_char((now() - interval '50 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start,
    to_char((now() - interval '43 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as end`);
  process.stdout.write(
    `${where}: ${stats.n} registros en la cuenta ${accountId}, breadcrumbs con índices ${(stats.bytes / 2 ** 20).toFixed(0)} MB; ` +
      `usuario con más ${heavy.user_id} (${heavy.n} en una plataforma), usuario ligero ${light.user_id} (${light.n}).\n` +
      `Node ${process.version}, ${iterations} peticiones por escenario tras ${warmup} de calentamiento.\n`,
  );

  const base = `/api/account/${accountId}/breadcrumbs`;
  const ofHeavy = { platform: heavy.platform_id, user_id: heavy.user_id };
  const scenarios: Scenario[] = [
    { name: 'usuario con más, p1', url: `${base}?${q(ofHeavy)}` },
    { name: 'usuario con más, p100', url: `${base}?${q({ ...ofHeavy, page: 100 })}` },
    { name: 'usuario con más, una semana', url: `${base}?${q({ ...ofHeavy, start_time: week.start, end_time: week.end })}` },
    { name: 'usuario con más, una semana, p20', url: `${base}?${q({ ...ofHeavy, start_time: week.start, end_time: week.end, page: 20 })}` },
    { name: 'usuario ligero, p1', url: `${base}?${q({ platform: light.platform_id, user_id: light.user_id })}` },
    { name: 'cuenta, una plataforma, p1', url: `${base}?${q({ platform: heavy.platform_id })}` },
    { name: 'cuenta, una plataforma, p1 l300', url: `${base}?${q({ platform: heavy.platform_id, limit: 300 })}` },
    { name: 'cuenta, una plataforma, una semana', url: `${base}?${q({ platform: heavy.platform_id, start_time: week.start, end_time: week.end })}` },
    // Without a platform (every platform at once): breadcrumbs_user_time_idx and breadcrumbs_account_time_idx.
    { name: 'usuario con más sin plataforma, p1', url: `${base}?${q({ user_id: heavy.user_id })}` },
    { name: 'cuenta sin plataforma, p1', url: base },
    { name: 'cuenta sin plataforma, p100', url: `${base}?${q({ page: 100 })}` },
    { name: 'cuenta sin plataforma, una semana', url: `${base}?${q({ start_time: week.start, end_time: week.end })}` },
  ].filter((s) => !only || s.name.includes(only));

  const served = await serve(db, config);
  const over = await runScenarios(served, scenarios, { warmup, iterations, budgetMs: BUDGET_MS }).finally(async () => {
    await served.close();
    await database.close();
  });
  if (over.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
