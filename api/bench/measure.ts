/**
 * What the latency benchmarks (bench, bench:audit) share: the app served over real HTTP on a loopback port
 * and signed in as admin 1 with a real session, one call timed over many requests, and the results table.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildOptions } from '../src/app';
import { withSigningSecret } from '../src/auth/secret';
import { issueSession } from '../src/auth/sessions';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';

/** The configured database (DATABASE_URL, else DATA_DIR), opened and migrated, and how the tables name it. */
export async function openConfigured() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `PGlite ${config.dataDir}`;
  return { config, database, db: database.db, where };
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

export interface Served {
  base: string;
  headers: Record<string, string>;
  close(): Promise<void>;
  /** Fastify's own time of the last answer (routing, guard, query, serialization). */
  serverMs(): number;
}

/**
 * The app in this process (logger off), listening on an ephemeral loopback port, with admin 1's token.
 * `onRoute`: each route the app registers (buildApp's option), known once this answers.
 */
export async function serve(db: Db, config: Config, { onRoute }: Pick<BuildOptions, 'onRoute'> = {}): Promise<Served> {
  const app = buildApp({ config: await withSigningSecret(db, config), db, logger: false, print: () => undefined, onRoute });
  let serverMs = 0;
  app.addHook('onResponse', async (_request, reply) => {
    serverMs = reply.elapsedTime;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    headers: { authorization: `Bearer ${(await issueSession(app, 1)).token}` },
    close: () => app.close(),
    serverMs: () => serverMs,
  };
}

export interface Timing {
  /** The first answer, untimed: its status and body. */
  status: number;
  body: Buffer;
  p50?: number;
  p95?: number;
  max?: number;
  serverP50?: number;
  serverP95?: number;
  /** Set when a timed request did not answer 200. */
  failure?: string;
}

/**
 * One call (over `urls`, rotated: details of different ids), one request at a time over keep-alive: the first
 * answer, a warm-up, then `iterations` timed requests, each from sending it to having read the whole body.
 */
export async function timeCall(served: Served, urls: string[], { warmup, iterations }: { warmup: number; iterations: number }): Promise<Timing> {
  const call = async (url: string) => {
    const started = performance.now();
    const response = await fetch(served.base + url, { headers: served.headers });
    const body = Buffer.from(await response.arrayBuffer());
    return { ms: performance.now() - started, status: response.status, body };
  };
  const first = await call(urls[0]);
  const timing: Timing = { status: first.status, body: first.body };
  if (first.status !== 200) return timing;
  for (let i = 0; i < warmup; i++) await call(urls[i % urls.length]);
  const times: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const { ms, status } = await call(urls[i % urls.length]);
    if (status !== 200) return { ...timing, failure: `${status} en la petición ${i + 1}` };
    times.push(ms);
    server.push(served.serverMs());
  }
  times.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    ...timing,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times[times.length - 1],
    serverP50: percentile(server, 0.5),
    serverP95: percentile(server, 0.95),
  };
}

/** Milliseconds as the tables show them. */
export const ms = (n?: number) => (n === undefined ? '' : n.toFixed(1));

/** A table on stdout: the `left` columns (the first one) left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][], left: number[] = [0]) {
  const table = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c].length)));
  const line = (row: string[]) => row.map((cell, c) => (left.includes(c) ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

/** One page timed by a benchmark, held to the budget unless informative. */
export interface Scenario {
  name: string;
  url: string;
  /** Shown, not held to the budget. */
  informative?: boolean;
}

/**
 * Times each scenario over `served` (an informative one a few times: it may take a second a request), prints
 * the table and whether every page kept p95 under `budgetMs`; answers the scenarios over it or failed.
 */
export async function runScenarios(
  served: Served,
  scenarios: Scenario[],
  { warmup, iterations, budgetMs }: { warmup: number; iterations: number; budgetMs: number },
): Promise<Scenario[]> {
  type Result = Scenario & Timing & { rows?: number; error?: string };
  const results: Result[] = [];
  for (const scenario of scenarios) {
    const timing = await timeCall(served, [scenario.url], scenario.informative ? { warmup: 1, iterations: Math.min(iterations, 20) } : { warmup, iterations });
    if (timing.status !== 200 || timing.failure) {
      results.push({ ...scenario, ...timing, error: timing.failure ?? `${timing.status} ${timing.body.toString('utf8').slice(0, 200)}` });
      continue;
    }
    const resource = (JSON.parse(timing.body.toString('utf8')) as { resource: unknown }).resource;
    results.push({ ...scenario, ...timing, rows: Array.isArray(resource) ? resource.length : 1 });
    process.stdout.write(`  ${scenario.name}: p95 ${ms(timing.p95)} ms\n`);
  }
  const overBudget = (r: Result) => !r.informative && r.p95! >= budgetMs;
  printTable(
    ['escenario', 'filas', 'p50 ms', 'p95 ms', 'max ms', 'srv p95'],
    results.map((r) =>
      r.error ? [r.name, 'error', '', '', '', r.error] : [r.name, String(r.rows), ms(r.p50), ms(r.p95) + (overBudget(r) ? ' ✗' : ''), ms(r.max), ms(r.serverP95)],
    ),
  );
  const over = results.filter((r) => r.error || overBudget(r));
  process.stdout.write(
    over.length === 0
      ? `\nTodos los escenarios con p95 < ${budgetMs} ms.\n`
      : `\nFuera de presupuesto (p95 ≥ ${budgetMs} ms) o con error: ${over.map((r) => r.name).join(', ')}\n`,
  );
  return over;
}
