/**
 * `pnpm --filter api load [-- --connections 50 --duration 10 --path '/api/admin?page=1&limit=25' --instances 1 --log info --strict]`
 *
 * Throughput of one staff call under concurrency: the configured database (DATABASE_URL, else DATA_DIR; a
 * database without admins gets the first-start data), admin 1 signed in for real (a session row, as a browser
 * gets), and the app served by --instances API processes of their own (each its pool and its listening
 * connection, as separate servers would have), the connections split among them. autocannon fires the call at
 * each instance from a process of its own over keep-alive connections for the given time, all side by side.
 * Prints requests/s, p50/p99 latency, the answers that were not 200, and the CPU time per request of the API
 * processes and, when the server runs on this machine, of PostgreSQL's connections to the database.
 *
 * The request log is the real configuration's (pino at LOG_LEVEL, default info) written to /dev/null, so
 * its cost is counted but the terminal is not flooded; `--log silent` measures without it.
 * With --strict the exit code is 1 below 1,000 requests/s, above 100 ms p99, or with any answer but 200.
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { count, value } from './args';
import { withSigningSecret } from '../src/auth/secret';
import { issueSession } from '../src/auth/sessions';
import { loadConfig, StartupError } from '../src/config';
import { bootstrap } from '../src/bootstrap';
import { openDatabase, type Db } from '../src/db/client';

const MIN_RPS = 1000;
const MAX_P99_MS = 100;

const USAGE = `Uso: pnpm --filter api load [-- opciones]
  --connections N  conexiones simultáneas, repartidas entre las instancias (50)
  --duration S     segundos de carga (10)
  --path RUTA      la llamada medida ('/api/admin?page=1&limit=25')
  --instances N    procesos de la API sobre la misma base de datos (1; con PGlite solo 1)
  --log NIVEL      nivel del registro de peticiones (LOG_LEVEL o info; silent lo apaga)
  --strict         sale con código 1 por debajo de ${MIN_RPS} peticiones/s, por encima de ${MAX_P99_MS} ms de p99 o con respuestas que no son 200`;

/** What an instance says to the script: where it listens, then (asked with 'stop') the CPU it used. */
type InstanceMessage = { port: number } | { cpuMs: number };

/** An API instance (a child process of this script): serves the app until asked to stop. */
async function serveInstance(level: string) {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = buildApp({ config: await withSigningSecret(database.db, config), db: database.db, logger: { level, file: '/dev/null' }, print: () => undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cpuBefore = process.cpuUsage();
  process.send!({ port: (app.server.address() as AddressInfo).port } satisfies InstanceMessage);
  await once(process, 'message');
  const cpu = process.cpuUsage(cpuBefore);
  process.send!({ cpuMs: (cpu.user + cpu.system) / 1000 } satisfies InstanceMessage);
  await app.close();
  await database.close();
  process.disconnect();
}

function startInstance(level: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(__filename, ['--instance', '--log', level], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: InstanceMessage) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new StartupError(`Una instancia de la API terminó al arrancar (código ${code}).`)));
  });
}

async function stopInstance(child: ChildProcess): Promise<number> {
  const answer = once(child, 'message') as Promise<[InstanceMessage]>;
  child.send('stop');
  const [message] = await answer;
  await once(child, 'exit');
  return (message as { cpuMs: number }).cpuMs;
}

/** autocannon's CLI in a child process, its JSON result read back. */
function fire(url: string, token: string, connections: number, duration: number): Promise<Result> {
  const args = [require.resolve('autocannon/autocannon.js'), '--json', '-c', String(connections), '-d', String(duration)];
  args.push('-H', `authorization=Bearer ${token}`, url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as Result);
    });
  });
}

/**
 * CPU milliseconds used so far by each PostgreSQL connection to this database (its process's utime + stime),
 * or undefined when the server's processes are not on this machine.
 */
async function postgresCpu(db: Db): Promise<Map<number, number> | undefined> {
  const { rows } = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as {
    rows: { pid: number }[];
  };
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    // After the command in parentheses: fields 3…; utime and stime are fields 14 and 15, in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return ticks;
}

async function main() {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig(process.env);
  const level = value('log') ?? config.logLevel;
  if (process.argv.includes('--instance')) {
    await serveInstance(level);
    return 0;
  }
  const connections = count('connections', 50, USAGE);
  const duration = count('duration', 10, USAGE);
  const instances = count('instances', 1, USAGE);
  const route = value('path') ?? '/api/admin?page=1&limit=25';
  const strict = process.argv.includes('--strict');
  if (instances > 1 && !config.databaseUrl) throw new StartupError('Con PGlite (un proceso por carpeta de datos) solo hay una instancia.');
  if (connections < instances) throw new StartupError('--connections debe ser al menos --instances.');

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let token: string;
  try {
    await bootstrap(database.db, config);
    const app = buildApp({ config: await withSigningSecret(database.db, config), db: database.db, logger: false, print: () => undefined });
    await app.ready();
    token = (await issueSession(app, 1)).token;
    await app.close();
  } finally {
    // PGlite's folder is the instance's alone.
    if (!config.databaseUrl) await database.close();
  }

  const started = await Promise.all(Array.from({ length: instances }, () => startInstance(level)));
  try {
    const urls = started.map(({ port }) => `http://127.0.0.1:${port}${route}`);
    for (const url of urls) {
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (first.status !== 200) {
        throw new StartupError(`La llamada no responde 200 (${first.status}): ${(await first.text()).slice(0, 200)}`);
      }
      await first.arrayBuffer();
    }

    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
    process.stdout.write(
      `GET ${route} — ${connections} conexiones, ${instances} ${instances === 1 ? 'instancia' : 'instancias'}, ${duration} s, registro '${level}', ${where}\n`,
    );
    const postgresBefore = config.databaseUrl ? await postgresCpu(database.db) : undefined;
    const results = await Promise.all(
      urls.map((url, i) => fire(url, token, Math.floor(connections / instances) + (i < connections % instances ? 1 : 0), duration)),
    );
    const postgresAfter = postgresBefore && (await postgresCpu(database.db));
    const apiMs = (await Promise.all(started.map(({ child }) => stopInstance(child)))).reduce((a, b) => a + b, 0);

    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    const rps = results.reduce((sum, result) => sum + result.requests.average, 0);
    const p50 = Math.max(...results.map((result) => result.latency.p50));
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
    const perRequest = (ms: number) => (ms / Math.max(1, total)).toFixed(2);
    let postgres = 'PostgreSQL no medible (no corre en esta máquina)';
    if (!config.databaseUrl) postgres = 'PGlite dentro de la API';
    else if (postgresBefore && postgresAfter) {
      const ms = [...postgresAfter].reduce((sum, [pid, after]) => sum + after - (postgresBefore.get(pid) ?? 0), 0);
      postgres = `PostgreSQL ${perRequest(ms)} ms`;
    }
    process.stdout.write(
      `${rps.toFixed(0)} peticiones/s (total ${total}), latencia p50 ${p50} ms, p99 ${p99} ms` +
        `${instances > 1 ? ' (la peor instancia)' : ''}, respuestas no 200 o errores: ${failed}; ` +
        `CPU por petición: API ${perRequest(apiMs)} ms, ${postgres}\n`,
    );
    const ok = rps >= MIN_RPS && p99 <= MAX_P99_MS && failed === 0;
    process.stdout.write(
      ok
        ? `Dentro del objetivo (≥ ${MIN_RPS} peticiones/s, p99 ≤ ${MAX_P99_MS} ms).\n`
        : `Fuera del objetivo (≥ ${MIN_RPS} peticiones/s, p99 ≤ ${MAX_P99_MS} ms, todo 200).\n`,
    );
    return strict && !ok ? 1 : 0;
  } finally {
    for (const { child } of started) if (child.exitCode === null) child.kill();
    if (config.databaseUrl) await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StartupError ? error.message : error);
    process.exit(1);
  },
);
