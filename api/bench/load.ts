/**
 * `pnpm --filter api load [-- --connections 50 --duration 10 --path '/api/admin?page=1&limit=25' --log info --strict]`
 *
 * Throughput of one staff call under concurrency: builds the app on the configured database (DATABASE_URL,
 * else DATA_DIR; a database without admins gets the first-start data), signs admin 1 in for real (a session
 * row, as a browser gets) and fires the call with autocannon from a worker thread (its own event loop, so the
 * load generator does not queue behind the server) over keep-alive connections for the given time.
 * Prints requests/s, p50/p99 latency and the answers that were not 200.
 *
 * The request log is the real configuration's (pino at LOG_LEVEL, default info) written to /dev/null, so
 * its cost is counted but the terminal is not flooded; `--log silent` measures without it.
 * With --strict the exit code is 1 below 1,000 requests/s, above 100 ms p99, or with any answer but 200.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Result } from 'autocannon';
import { buildApp } from '../src/app';
import { count, value } from './args';
import { withSigningSecret } from '../src/auth/secret';
import { issueSession } from '../src/auth/sessions';
import { loadConfig, StartupError } from '../src/config';
import { bootstrap } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';

const MIN_RPS = 1000;
const MAX_P99_MS = 100;

const USAGE = `Uso: pnpm --filter api load [-- opciones]
  --connections N  conexiones simultáneas (50)
  --duration S     segundos de carga (10)
  --path RUTA      la llamada medida ('/api/admin?page=1&limit=25')
  --log NIVEL      nivel del registro de peticiones (LOG_LEVEL o info; silent lo apaga)
  --strict         sale con código 1 por debajo de ${MIN_RPS} peticiones/s, por encima de ${MAX_P99_MS} ms de p99 o con respuestas que no son 200`;


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

async function main() {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const connections = count('connections', 50, USAGE);
  const duration = count('duration', 10, USAGE);
  const route = value('path') ?? '/api/admin?page=1&limit=25';
  const strict = process.argv.includes('--strict');
  const config = loadConfig(process.env);
  const level = value('log') ?? config.logLevel;

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = buildApp({ config: await withSigningSecret(database.db, config), db: database.db, logger: { level, file: '/dev/null' }, print: () => undefined });
  try {
    await bootstrap(database.db, config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${route}`;
    const { token } = await issueSession(app, 1);

    const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (first.status !== 200) {
      throw new StartupError(`La llamada no responde 200 (${first.status}): ${(await first.text()).slice(0, 200)}`);
    }
    await first.arrayBuffer();

    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
    process.stdout.write(`GET ${route} — ${connections} conexiones, ${duration} s, registro '${level}', ${where}\n`);
    const cpuBefore = process.cpuUsage();
    const result = await fire(url, token, connections, duration);
    const cpu = process.cpuUsage(cpuBefore);
    const rps = result.requests.average;
    const { p50, p99 } = result.latency;
    const failed = result.non2xx + result.errors + result.timeouts;
    const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
    process.stdout.write(
      `${rps.toFixed(0)} peticiones/s (total ${result.requests.total}), latencia p50 ${p50} ms, p99 ${p99} ms, ` +
        `respuestas no 200 o errores: ${failed}, CPU de la API ${cpuMs.toFixed(2)} ms por petición\n`,
    );
    const ok = rps >= MIN_RPS && p99 <= MAX_P99_MS && failed === 0;
    process.stdout.write(
      ok
        ? `Dentro del objetivo (≥ ${MIN_RPS} peticiones/s, p99 ≤ ${MAX_P99_MS} ms).\n`
        : `Fuera del objetivo (≥ ${MIN_RPS} peticiones/s, p99 ≤ ${MAX_P99_MS} ms, todo 200).\n`,
    );
    return strict && !ok ? 1 : 0;
  } finally {
    await app.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StartupError ? error.message : error);
    process.exit(1);
  },
);
