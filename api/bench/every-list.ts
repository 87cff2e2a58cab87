/**
 * `pnpm --filter api bench:lists-all [-- --iterations 50 --warmup 5 --budget 20 --only breadcrumb --strict --json FILE --sql]`
 * `pnpm --filter api bench:lists-all -- --markdown antes=pglite.json después=pglite-after.json …`
 *
 * Every paged list the API registers (issue 30), on the configured database (DATABASE_URL, else DATA_DIR), meant
 * for the data set of `seed:large -- --breadcrumbs 1000000 --audit 1000000`. The lists are not a hand-kept list:
 * the app is built in this process and each GET route it registers (buildApp's `onRoute`) is looked up among the
 * operations the contracts declare (every resource contract's calls, every operation contract: what the OpenAPI
 * document describes); those answering a page (`paged`) are measured with their query rule's parameters. A
 * registered GET with no declaration is reported, and a declared list the app does not register.
 *
 * Per list: without parameters; one scenario per filter, its value taken from the data (the most frequent id of
 * the list's first 300 rows, the first word of a text, a week before the newest row's date); one per sort value;
 * the largest page it answers (MAX_LIST_LIMIT or its maxLimit), and that page as a selector's options where it has them
 * (choice=true); and the last page whose rows are counted (offset ≤ COUNT_CAP). A
 * path's ids come from the data too: among the rows that reference the parent's table (its foreign keys), the
 * ids holding the most, the one whose list answers the most rows (the worst case).
 *
 * Each scenario is timed over real HTTP (measure.ts: one request at a time, from sending to having read the whole
 * body) and prints p50 / p95 at the client, the rows answered, and the query plan's top of its heaviest statement:
 * the SQL the requests ran is captured from drizzle (a logger set on the session) and each distinct SELECT is
 * explained (`EXPLAIN (FORMAT JSON)` with its parameters); the one of the highest estimated cost is shown, from
 * its root down its costliest inputs to the first scan (`Limit › Index Scan using breadcrumbs_account_time_idx`).
 * A p95 over the budget (20 ms) is marked ✗; with --strict the exit code is 1 when one is, or a scenario fails.
 * Stop the API first when using PGlite (one process per data folder).
 */
import fs from 'node:fs';
import { COUNT_CAP, DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT, operationUrl, resourceOperations, type AnyContract, type OperationSpec } from '@console/contracts';
import { allContracts, allOperations, brandOperations } from '@console/contracts/all';
import { sql, type Logger } from 'drizzle-orm';
import { StartupError } from '../src/config';
import type { Db } from '../src/db/client';
import { count, flag, timingOptions } from './args';
import { ms, openConfigured, printTable, query as q, serve, timeCall, type Served } from './measure';

const USAGE = `Uso: pnpm --filter api bench:lists-all [-- opciones]
  --iterations N   peticiones medidas por escenario (50)
  --warmup N       peticiones de calentamiento por escenario, sin medir (5)
  --budget N       p95 máximo en ms (20)
  --only TEXTO     solo las listas cuya ruta contiene TEXTO (o uno de varios, separados por comas)
  --sql            escribe también la consulta más costosa de cada escenario y sus parámetros
  --strict         sale con código 1 si algún escenario supera el p95 máximo o falla
  --json FICHERO   escribe también los resultados en JSON
  --markdown [NOMBRE=]A.json [NOMBRE=]B.json …   sin medir: las tablas en Markdown de varias ejecuciones (su --json)`;

type Row = Record<string, unknown>;
type Rows<T> = { rows: T[] };

interface Scenario {
  /** The list as the router spells it: GET /api/account/:id/breadcrumbs. */
  route: string;
  /** What differs from the list's first page: 'sin parámetros', 'user_id=812', 'sort=-name'. */
  name: string;
  url: string;
}

interface Result extends Scenario {
  rows?: number;
  kb?: number;
  p50?: number;
  p95?: number;
  serverP95?: number;
  plan?: string;
  error?: string;
}

interface Run {
  database: string;
  iterations: number;
  warmup: number;
  budgetMs: number;
  results: Result[];
}

// ---- The plan of what a request ran ---------------------------------------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
}

/** The statements drizzle runs on `db` from now on (every query and prepared statement logs through the session). */
function captureStatements(db: Db) {
  const seen = new Map<string, { text: string; params: unknown[] }>();
  const logger: Logger = {
    logQuery(text, params) {
      if (/^\s*(select|with)\b/i.test(text)) seen.set(`${text}\u0000${JSON.stringify(params)}`, { text, params });
    },
  };
  const session = (db as unknown as { session: { logger: Logger; options?: { logger?: Logger } } }).session;
  session.logger = logger;
  if (session.options) session.options.logger = logger;
  return {
    clear: () => seen.clear(),
    statements: () => [...seen.values()],
  };
}

const scanOf = (node: PlanNode) =>
  node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Relation Name'] ? `${node['Node Type']} on ${node['Relation Name']}` : node['Node Type'];

/** The input of a node that costs the most (of a join, the side that does the work). */
const costliest = (node: PlanNode) => node.Plans?.reduce((a, b) => (b['Total Cost'] > a['Total Cost'] ? b : a));

/** From the root down its costliest inputs to the first scan: 'Limit › Sort › Seq Scan on breadcrumbs'. */
function planTop(root: PlanNode): string {
  const steps: string[] = [];
  for (let node: PlanNode | undefined = root; node; node = costliest(node)) {
    steps.push(scanOf(node));
    if (node['Relation Name'] || node['Index Name']) {
      // A bitmap heap scan reads through the index below it.
      const index = node.Plans?.[0]?.['Index Name'];
      if (index && !node['Index Name']) steps[steps.length - 1] += ` (${index})`;
      break;
    }
  }
  return steps.length > 4 ? [steps[0], '…', ...steps.slice(-2)].join(' › ') : steps.join(' › ');
}

/** The plan's top of the costliest of `statements`, explained with their parameters on the database's own client. */
async function heaviestPlan(db: Db, statements: { text: string; params: unknown[] }[], print = false): Promise<string | undefined> {
  const client = (db as unknown as { session: { client: { query(text: string, params: unknown[]): Promise<Rows<Record<string, unknown>>> } } }).session.client;
  let heaviest: { plan: PlanNode; text: string; params: unknown[] } | undefined;
  for (const { text, params } of statements) {
    const answer = await client.query(`explain (format json) ${text}`, params);
    const cell = Object.values(answer.rows[0])[0];
    const [{ Plan: plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    if (!heaviest || plan['Total Cost'] > heaviest.plan['Total Cost']) heaviest = { plan, text, params };
  }
  if (heaviest && print) process.stdout.write(`    ${JSON.stringify({ sql: heaviest.text, params: heaviest.params })}\n`);
  return heaviest && planTop(heaviest.plan);
}

// ---- Which lists the app registers ----------------------------------------------------------------------------

/** The keys of a query rule (a strict object, or one refined: strictListQuery) and the zod definition of each. */
function queryShape(schema: unknown): Record<string, unknown> {
  for (let s = schema as { _zod?: { def: { shape?: Record<string, unknown>; in?: unknown; innerType?: unknown } } } | undefined; s?._zod; ) {
    const def: { shape?: Record<string, unknown>; in?: unknown; innerType?: unknown } = s._zod.def;
    if (def.shape) return def.shape;
    s = (def.in ?? def.innerType) as typeof s;
  }
  return {};
}

/** A parameter's kind, under its optional / default / pipe wrappers: 'number', 'string', or an enum's values. */
function kindOf(schema: unknown): string | string[] {
  const def = (schema as { _zod?: { def: { type: string; innerType?: unknown; in?: unknown; entries?: Record<string, string> } } })?._zod?.def;
  if (!def) return 'unknown';
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.innerType || def.in) return kindOf(def.innerType ?? def.in);
  return def.type;
}

/** The largest `limit` a list's query rule takes (MAX_LIST_LIMIT, or the list's own maxLimit). */
function largestLimit(schema: unknown): number {
  const def = (schema as { _zod?: { def: { innerType?: unknown; in?: unknown } }; maxValue?: number | null })?._zod?.def;
  if (!def) return MAX_LIST_LIMIT;
  if (def.innerType || def.in) return largestLimit(def.innerType ?? def.in);
  return (schema as { maxValue?: number | null }).maxValue ?? MAX_LIST_LIMIT;
}

// ---- Values from the data -------------------------------------------------------------------------------------

interface Schema {
  /** The table whose one-column primary key is this column: account_id → accounts. */
  tableOfKey: Map<string, { table: string; column: string }>;
  /** One-column foreign keys: child table and column → parent table. */
  references: { child: string; column: string; parent: string }[];
}

async function schemaOf(db: Db): Promise<Schema> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
  const keys = await rowsOf<{ table: string; column: string }>(sql`select c.conrelid::regclass::text as table, a.attname as column
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'p' and array_length(c.conkey, 1) = 1 and c.connamespace = 'public'::regnamespace`);
  const references = await rowsOf<{ child: string; column: string; parent: string }>(sql`select c.conrelid::regclass::text as child,
      a.attname as column, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1 and c.connamespace = 'public'::regnamespace`);
  return { tableOfKey: new Map(keys.map((k) => [k.column, k])), references };
}

/** The ids of `table` most referenced (by any one table that points at it), the busiest first. */
async function busiestIds(db: Db, schema: Schema, table: string, cache: Map<string, number[]>): Promise<number[]> {
  const known = cache.get(table);
  if (known) return known;
  const counted: { id: number; n: number }[] = [];
  for (const { child, column } of schema.references.filter((r) => r.parent === table && r.child !== table)) {
    const top = (await db.execute(
      sql`select ${sql.identifier(column)}::int as id, count(*)::int as n from ${sql.identifier(child)} where ${sql.identifier(column)} is not null
        group by 1 order by 2 desc, 1 limit 3`,
    )) as unknown as Rows<{ id: number; n: number }>;
    counted.push(...top.rows);
  }
  const ids = [...new Set(counted.sort((a, b) => b.n - a.n).map((c) => c.id))].slice(0, 8);
  cache.set(table, ids);
  return ids;
}

/** The busiest id of the table a key names (platform → platforms.platform_id), for a value no row gave. */
async function busiestOfKey(db: Db, schema: Schema, key: string, cache: Map<string, number[]>) {
  const table = schema.tableOfKey.get(`${key}_id`) ?? schema.tableOfKey.get(key);
  const [id] = table ? await busiestIds(db, schema, table.table, cache) : [];
  return id === undefined ? undefined : String(id);
}

/** The key a path parameter names: ':id' after 'account' → account_id; ':user_id' → user_id. */
const keyOfParam = (segments: string[], index: number) => (segments[index] === ':id' ? `${segments[index - 1]}_id` : segments[index].slice(1));

/** A page of a list: its rows and how many it says there are. */
async function page(served: Served, url: string): Promise<{ status: number; rows: Row[]; total: number; field?: string }> {
  const response = await fetch(served.base + url, { headers: served.headers });
  const body = (await response.json()) as { resource?: unknown; error?: string; field?: string; pagination?: { total?: { count: number } } };
  const rows = Array.isArray(body.resource) ? (body.resource as Row[]) : [];
  // The field a refusal names: its own, or the one its text names ('… (campo resource)').
  const field = body.field ?? /\(campo (\w+)\)$/.exec(body.error ?? '')?.[1];
  return { status: response.status, rows, total: body.pagination?.total?.count ?? rows.length, field };
}

/** A parameter's value when a call refuses to go without it (400 naming the field): platform, a record's resource. */
type Required = (key: string) => Promise<string | undefined>;

/**
 * A page of `url`; where it is refused for lack of a parameter of the list (400 with that `field`), the same call
 * with the parameter's value added, up to three of them. Answers the URL that answered.
 */
async function pageWith(served: Served, url: string, keys: string[], required: Required) {
  for (let tries = 0; ; tries++) {
    const answer = await page(served, url);
    const { field } = answer;
    if (answer.status !== 400 || !field || !keys.includes(field) || new URLSearchParams(url.split('?')[1]).has(field) || tries === 3) return { ...answer, url };
    const missing = await required(field);
    if (missing === undefined) return { ...answer, url };
    url = `${url}${url.includes('?') ? '&' : '?'}${q({ [field]: missing })}`;
  }
}

/**
 * The path of a list with its ids filled from the data: for each combination of the busiest ids of the tables its
 * parameters name, the one whose list answers the most rows. Undefined when no id answers a page.
 */
async function worstPath(
  served: Served,
  db: Db,
  schema: Schema,
  url: string,
  cache: Map<string, number[]>,
  { keys, required }: { keys: string[]; required: Required },
): Promise<{ path: string; why: string } | undefined> {
  const segments = url.split('/');
  const params = segments.flatMap((s, i) => (s.startsWith(':') ? [i] : []));
  if (params.length === 0) return { path: url, why: '' };
  // The last parameter's candidates; an earlier one is read from the last one's row where its table points at it.
  const last = params[params.length - 1];
  const lastKey = schema.tableOfKey.get(keyOfParam(segments, last));
  const everyTable = async () => [...new Set((await Promise.all([...new Set(schema.references.map((r) => r.parent))].map((t) => busiestIds(db, schema, t, cache)))).flat())];
  const tryIds = async (ids: number[]) => {
    let best: { path: string; total: number; why: string } | undefined;
    for (const id of ids) {
      const filled = [...segments];
      filled[last] = String(id);
      let why = `${segments[last]}=${id}`;
      for (const p of params.slice(0, -1)) {
        const key = keyOfParam(segments, p);
        const parent = schema.tableOfKey.get(key);
        const link = lastKey && parent && schema.references.find((r) => r.child === lastKey.table && r.parent === parent.table);
        const [owner] = link
          ? ((await db.execute(sql`select ${sql.identifier(link.column)}::int as id from ${sql.identifier(lastKey.table)}
              where ${sql.identifier(lastKey.column)} = ${id}`)) as unknown as Rows<{ id: number }>).rows
          : [{ id: (parent ? await busiestIds(db, schema, parent.table, cache) : [1])[0] }];
        if (!owner) continue;
        filled[p] = String(owner.id);
        why = `${segments[p]}=${owner.id}, ${why}`;
      }
      const answer = await pageWith(served, `${filled.join('/')}?${q({ limit: 1 })}`, keys, required);
      if (answer.status === 200 && answer.rows.length > 0 && (!best || answer.total > best.total)) best = { path: filled.join('/'), total: answer.total, why };
    }
    return best;
  };
  return (await tryIds(lastKey ? await busiestIds(db, schema, lastKey.table, cache) : [])) ?? (await tryIds(await everyTable()));
}

/** The date of a row: its first field named like a moment (created_at, at, start_date…). */
const dateOf = (row: Row) => {
  const key = Object.keys(row).find((k) => /(^at$|_at$|At$|time$|date$)/.test(k) && typeof row[k] === 'string' && !Number.isNaN(Date.parse(row[k] as string)));
  return key ? new Date(row[key] as string) : undefined;
};

/** The most frequent id of a field among the rows: its value, `${key}_id`, a joined object's id or a list's first. */
function frequentId(key: string, rows: Row[]): string | undefined {
  const tally = new Map<number, number>();
  for (const row of rows) {
    let field = row[key] ?? row[`${key}_id`] ?? row[Object.keys(row).find((k) => k.toLowerCase().includes(key.toLowerCase())) ?? ''];
    if (Array.isArray(field)) field = field[0];
    const id = typeof field === 'object' && field ? (Object.values(field as Row).find((v) => typeof v === 'number') as number | undefined) : field;
    if (typeof id === 'number') tally.set(id, (tally.get(id) ?? 0) + 1);
  }
  const [most] = [...tally].sort((a, b) => b[1] - a[1]);
  return most && String(most[0]);
}

/** The values a filter may take from a list's rows, the likeliest first (none when they have none). */
function filterValues(key: string, kind: string | string[], rows: Row[]): string[] {
  const text = filterValue(key, kind, rows);
  const id = kind === 'string' ? frequentId(key, rows) : undefined;
  return [text, id].filter((v): v is string => v !== undefined);
}

function filterValue(key: string, kind: string | string[], rows: Row[]): string | undefined {
  if (Array.isArray(kind)) return kind.find((v) => v === 'true' || v === '1') ?? kind[0];
  if (kind === 'number') return frequentId(key, rows);
  if (/(^from$|^to$|start|end|since|until|time$|date$)/.test(key)) {
    const newest = rows.map(dateOf).find(Boolean);
    return newest && new Date(newest.getTime() - 7 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
  // A text: the field of its name, else one ending with it (first_name for name), else the rows' first text.
  const row = rows[0];
  if (!row) return undefined;
  const field = [key, ...Object.keys(row).filter((k) => k.endsWith(`_${key}`) || k.startsWith(`${key}_`)), ...Object.keys(row)]
    .map((k) => row[k])
    .find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  if (!field) return undefined;
  // A phrase: its first word (the common case); a code or an address: whole.
  return /\s/.test(field.trim()) ? (field.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 3) ?? field.trim()) : field.trim();
}

// ---- The tables in Markdown of several runs ------------------------------------------------------------------------

/** Markdown tables of runs (their --json), each named `label=file` or by its database: per list, then each scenario over. */
function markdown(args: string[]) {
  const runs = args.map((arg) => {
    const [label, file] = arg.includes('=') ? arg.split('=') : [undefined, arg];
    const run = JSON.parse(fs.readFileSync(file, 'utf8')) as Run;
    return { ...run, label: label ?? run.database };
  });
  // One scenario on every store: its filters' values and path ids come from each one's data (dates, ids), so they
  // are left out of its key (a sort's and a page size's stay).
  const key = (r: Result) =>
    `${r.route} ${r.name.replace(/ \(.*\)$/, '').replace(/(\w+)=([^ ]+)/g, (whole, name: string) => (name === 'sort' || name === 'limit' ? whole : `${name}=…`))}`;
  const byKey = runs.map((run) => new Map(run.results.map((r) => [key(r), r])));
  const over = (run: Run, r: Result) => Boolean(r.error) || r.p95! > run.budgetMs;
  const p95 = (run: Run, r?: Result) => (!r ? '—' : r.error ? 'error' : `${ms(r.p95)}${over(run, r) ? ' ✗' : ''}`);
  const short = (route: string) => `\`${route.replace(/^GET \/(api|messaging)\//, '$1/')}\``;
  const last = runs[runs.length - 1];
  const out = [
    `| lista | escenarios | ${runs.map((r) => `${r.label}: peor p95 ms`).join(' | ')} | el peor (${last.label}) y su plan |`,
    `|---|---|${runs.map(() => '---|').join('')}---|`,
  ];
  const worstOf = (run: Run, route: string) =>
    run.results.filter((r) => r.route === route).sort((a, b) => (b.error ? Infinity : b.p95!) - (a.error ? Infinity : a.p95!))[0] as Result | undefined;
  for (const route of [...new Set(runs.flatMap((run) => run.results.map((r) => r.route)))]) {
    const worst = worstOf(last, route);
    const n = Math.max(...runs.map((run) => run.results.filter((r) => r.route === route).length));
    out.push(
      `| ${short(route)} | ${n} | ${runs.map((run) => p95(run, worstOf(run, route))).join(' | ')} | ${worst ? `\`${worst.name}\` ${worst.plan ?? worst.error ?? ''}` : ''} |`,
    );
  }
  const overAnywhere = [...new Set(runs.flatMap((run) => run.results.filter((r) => over(run, r)).map(key)))];
  out.push('', `Escenarios sobre ${runs[0].budgetMs} ms en alguna ejecución (${overAnywhere.length}), p50 / p95 ms:`, '');
  out.push(`| escenario | ${runs.map((r) => r.label).join(' | ')} | plan (${last.label}) |`, `|---|${runs.map(() => '---|').join('')}---|`);
  for (const k of overAnywhere) {
    const each = byKey.map((m) => m.get(k));
    const cells = each.map((r, i) => (!r ? '—' : r.error ? 'error' : `${ms(r.p50)} / ${p95(runs[i], r)}`));
    const mine = each[each.length - 1];
    const named = [...each].reverse().find(Boolean)!;
    out.push(`| ${short(`${named.route} ${named.name}`)} | ${cells.join(' | ')} | ${mine?.plan ?? mine?.error ?? ''} |`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

// ---- The run --------------------------------------------------------------------------------------------------

async function main() {
  if (flag('help') || flag('h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const compared = process.argv.indexOf('--markdown');
  if (compared !== -1) {
    markdown(process.argv.slice(compared + 1).filter((a) => !a.startsWith('--')));
    return;
  }
  const { iterations, warmup, only, strict, jsonFile } = timingOptions(USAGE, { iterations: 50, warmup: 5 });
  const budgetMs = count('budget', 20, USAGE);
  const { config, database, db, where } = await openConfigured();
  const registered: { method: string; url: string }[] = [];
  const served = await serve(db, config, { onRoute: ({ method, url }) => registered.push({ method, url }) });
  const capture = captureStatements(db);
  const results: Result[] = [];
  try {
    const me = await fetch(`${served.base}/api/admin/me`, { headers: served.headers });
    if (me.status !== 200) throw new StartupError(`El administrador 1 no puede entrar (GET /api/admin/me → ${me.status}): ¿datos cargados (seed:large)?`);
    await me.arrayBuffer();

    // Every GET the app registered, with the operation that declares it.
    const declared = new Map(
      [...(allContracts as readonly AnyContract[]).flatMap(resourceOperations), ...allOperations, ...brandOperations(config.brand)].map((op): [string, OperationSpec] => [
        `${op.method} ${operationUrl(op)}`,
        op,
      ]),
    );
    const gets = [...new Set(registered.filter((r) => r.method === 'GET').map((r) => `GET ${r.url}`))];
    const undeclared = gets.filter((g) => !declared.has(g) && !g.startsWith('GET /dev/'));
    const lists = gets.filter((g) => declared.get(g)?.paged).filter((g) => !only || only.split(',').some((part) => g.includes(part)));
    const unregistered = [...declared].filter(([key, op]) => op.paged && op.method === 'GET' && !gets.includes(key)).map(([key]) => key);
    const [counts] = ((await db.execute(sql`select (select count(*) from breadcrumbs)::int as breadcrumbs, (select count(*) from audit_log)::int as audit,
      (select count(*) from admins)::int as admins, (select count(*) from accounts)::int as accounts, (select count(*) from users)::int as users,
      (select count(*) from organizations)::int as organizations`)) as unknown as Rows<Record<string, number>>).rows;
    process.stdout.write(
      `${where}: ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(', ')}.\n` +
        `${gets.length} rutas GET registradas, ${lists.length} listas paginadas${only ? ` con «${only}»` : ''}` +
        (undeclared.length ? `; sin operación declarada: ${undeclared.join(', ')}` : '') +
        (unregistered.length ? `; listas declaradas que la aplicación no registra: ${unregistered.join(', ')}` : '') +
        `.\nNode ${process.version}, ${iterations} peticiones por escenario tras ${warmup} de calentamiento; presupuesto p95 ${budgetMs} ms.\n`,
    );

    const schema = await schemaOf(db);
    const cache = new Map<string, number[]>();
    for (const route of lists) {
      const op = declared.get(route)!;
      const url = route.slice('GET '.length);
      const everyKey = queryShape(op.query);
      // `choice` is measured with the selector's page below.
      const shape = Object.entries(everyKey).filter(([key]) => key !== 'page' && key !== 'limit' && key !== 'choice');
      const keys = shape.map(([key]) => key);
      let rows: Row[] = [];
      const required: Required = async (key) => {
        const [, rule] = shape.find(([k]) => k === key)!;
        return filterValues(key, kindOf(rule), rows)[0] ?? (await busiestOfKey(db, schema, key, cache));
      };
      const filled = await worstPath(served, db, schema, url, cache, { keys, required });
      if (!filled) {
        results.push({ route, name: 'sin parámetros', url, error: 'ningún id de los datos responde filas' });
        process.stdout.write(`${route}: ningún id de los datos responde filas\n`);
        continue;
      }
      // The list's own first rows (with what it cannot go without), where the filters' values come from.
      // Counted where the list counts only when asked (`total=true`): the deepest page is the last one counted.
      const sample = await pageWith(served, `${filled.path}?${q({ limit: 300, ...(keys.includes('total') && { total: 'true' }) })}`, keys, required);
      rows = sample.rows;
      const base = new URLSearchParams(sample.url.split('?')[1]);
      base.delete('limit');
      base.delete('total');
      const at = (params: Record<string, string | number>) => {
        const query = new URLSearchParams(base);
        for (const [k, v] of Object.entries(params)) query.set(k, String(v));
        return query.size ? `${filled.path}?${query}` : filled.path;
      };
      const always = [...base.keys()].map((k) => `${k}=${base.get(k)}`).join(', ');
      const scenarios: (Scenario & { values?: string[]; key?: string })[] = [
        { route, name: `sin parámetros${filled.why || always ? ` (${[filled.why, always].filter(Boolean).join(', ')})` : ''}`, url: at({}) },
      ];
      for (const [key, rule] of shape) {
        const kind = kindOf(rule);
        if (key === 'sort' && Array.isArray(kind)) {
          for (const v of kind) scenarios.push({ route, name: `sort=${v}`, url: at({ sort: v }) });
          continue;
        }
        const values = filterValues(key, kind, rows);
        if (values.length === 0 && kind === 'number') values.push(...[await busiestOfKey(db, schema, key, cache)].filter((v): v is string => v !== undefined));
        scenarios.push({ route, name: `${key}: sin valor en los datos`, url: '', key, values });
      }
      // The largest page, and a selector's options (`choice=true`, what RemoteSelect loads) where the list has them.
      const largest = largestLimit(everyKey.limit);
      scenarios.push({ route, name: `limit=${largest} (${'choice' in everyKey ? 'filas completas' : largest === MAX_LIST_LIMIT ? 'selector' : 'la página mayor'})`, url: at({ limit: largest }) });
      if ('choice' in everyKey) scenarios.push({ route, name: `limit=${largest}&choice=true (selector)`, url: at({ limit: largest, choice: 'true' }) });
      const deepest = Math.ceil(Math.min(sample.total, COUNT_CAP) / DEFAULT_PAGE_SIZE);
      if (deepest > 1) scenarios.push({ route, name: `page=${deepest} (última contada)`, url: at({ page: deepest }) });

      for (const scenario of scenarios) {
        // A filter: the first of its values the list takes, with what it cannot go without (a record's resource).
        for (const v of scenario.values ?? []) {
          const tried = await pageWith(served, at({ [scenario.key!]: v }), keys, required);
          if (tried.status === 200) {
            const added = [...new URLSearchParams(tried.url.split('?')[1])].filter(([k]) => k !== scenario.key && !base.has(k));
            Object.assign(scenario, { url: tried.url, name: [`${scenario.key}=${v}`, ...added.map(([k, x]) => `${k}=${x}`)].join(' + ') });
            break;
          }
        }
        if (!scenario.url) {
          results.push({ route, name: scenario.name, url: '', error: scenario.values?.length ? 'ningún valor de los datos aceptado' : 'sin valor en los datos' });
          process.stdout.write(`  ${route} ${scenario.name}: error\n`);
          continue;
        }
        capture.clear();
        const timing = await timeCall(served, [scenario.url], { warmup, iterations });
        const body = timing.body.toString('utf8');
        if (timing.status !== 200 || timing.failure) {
          results.push({ route, name: scenario.name, url: scenario.url, error: timing.failure ?? `${timing.status} ${body.slice(0, 160)}` });
          process.stdout.write(`  ${route} ${scenario.name}: error ${timing.status}\n`);
          continue;
        }
        const rows = (JSON.parse(body) as { resource: unknown[] }).resource.length;
        const plan = await heaviestPlan(db, capture.statements(), flag('sql'));
        const { p50, p95, serverP95 } = timing;
        results.push({ route, name: scenario.name, url: scenario.url, rows, kb: Math.round(timing.body.length / 102.4) / 10, p50, p95, serverP95, plan });
        process.stdout.write(`  ${route} ${scenario.name}: p95 ${ms(p95)} ms${p95! > budgetMs ? ' ✗' : ''}\n`);
      }
    }
  } finally {
    await served.close();
    await database.close();
  }

  const over = results.filter((r) => r.error || r.p95! > budgetMs);
  printTable(
    ['lista', 'escenario', 'filas', 'KB', 'p50 ms', 'p95 ms', 'srv p95', 'plan (la consulta más costosa)'],
    results.map((r) =>
      r.error
        ? [r.route.slice(4), r.name, 'error', '', '', '', '', r.error]
        : [r.route.slice(4), r.name, String(r.rows), String(r.kb), ms(r.p50), ms(r.p95) + (r.p95! > budgetMs ? ' ✗' : ''), ms(r.serverP95), r.plan ?? ''],
    ),
    [0, 1, 7],
  );
  process.stdout.write(
    over.length === 0
      ? `\nLos ${results.length} escenarios con p95 ≤ ${budgetMs} ms.\n`
      : `\n${over.length} de ${results.length} escenarios sobre ${budgetMs} ms o con error (✗).\n`,
  );
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ database: where, iterations, warmup, budgetMs, results } satisfies Run, null, 2));
  if (strict && over.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
