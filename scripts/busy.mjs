#!/usr/bin/env node
/**
 * A command run N times on a busy machine, and how many runs failed (README "Tests"):
 *   node scripts/busy.mjs [--runs 5] [--connections 50] [--round 300] -- <command> [args…]
 *   pnpm busy --runs 5 -- pnpm -r --workspace-concurrency=2 --filter=!api --filter=!e2e test
 * The load is the API's own load script (`pnpm --filter api load`: the API on a throw-away in-memory PGlite,
 * autocannon firing GET /api/admin at it from another process), started before the first run and started
 * again whenever one of its rounds ends, until the last run is over. Exit code 1 when any run failed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: node scripts/busy.mjs [--runs N] [--connections N] [--round SECONDS] -- <command> [args…]';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const options = split === -1 ? [] : argv.slice(0, split);
const command = split === -1 ? argv : argv.slice(split + 1);
const option = (name, fallback) => {
  const index = options.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(options[index + 1]);
  if (!Number.isInteger(value) || value < 1) fail(`--${name} takes a positive whole number.`);
  return value;
};
const runs = option('runs', 5);
const connections = option('connections', 50);
/** Seconds per round of the load script (each round boots its own database: that is load too). */
const ROUND_S = option('round', 300);

function log(message) {
  console.log(`\x1b[35m[busy]\x1b[0m ${message}`);
}
function fail(message) {
  console.error(`[busy] ${message}\n${USAGE}`);
  process.exit(2);
}
if (command.length === 0) fail('No command given.');

let load = null;
let finished = false;

/** One round of the API's load script in its own process group (pnpm, tsx and autocannon end together). */
function startLoad() {
  return new Promise((resolve, reject) => {
    // A throw-away database whatever the environment says (never a real server's).
    const env = { ...process.env, DATA_DIR: 'memory://' };
    delete env.DATABASE_URL;
    const child = spawn('pnpm', ['--filter', 'api', 'load', '--', '--duration', String(ROUND_S), '--connections', String(connections)], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    load = child;
    let firing = false;
    let output = '';
    const read = (chunk) => {
      output += chunk;
      for (const line of String(chunk).split('\n')) {
        // The load script prints what it fires just before firing, and a summary after each round.
        if (/conexiones|^\d+ peticiones\/s/.test(line)) log(`load: ${line.trim()}`);
        if (!firing && /conexiones/.test(line)) {
          firing = true;
          resolve();
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (load === child) load = null;
      if (finished) return;
      if (!firing || code !== 0) {
        const error = new Error(`the load script stopped (exit ${code}):\n${output.slice(-2000)}`);
        if (!firing) reject(error);
        else {
          console.error(`[busy] ${error.message}`);
          stopAndExit(2);
        }
        return;
      }
      startLoad().catch((error) => {
        console.error(`[busy] ${error.message}`);
        stopAndExit(2);
      });
    });
  });
}

function stopLoad() {
  finished = true;
  if (load?.pid) {
    try {
      process.kill(-load.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function stopAndExit(code) {
  stopLoad();
  process.exit(code);
}
process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: process.cwd(), stdio: 'inherit' });
    child.on('error', (error) => resolve({ code: null, error }));
    child.on('exit', (code, signal) => resolve({ code: code ?? signal }));
  });
}

log(`starting the API's load script (${connections} connections, rounds of ${ROUND_S} s)…`);
await startLoad();
const results = [];
for (let run = 1; run <= runs; run += 1) {
  log(`run ${run}/${runs}: ${command.join(' ')}`);
  const started = Date.now();
  const { code, error } = await runOnce();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push(code === 0);
  log(`run ${run}/${runs}: ${code === 0 ? 'passed' : `FAILED (${error?.message ?? `exit ${code}`})`} in ${seconds} s`);
}
stopLoad();
const failed = results.filter((passed) => !passed).length;
log(`${failed} of ${runs} runs failed (${results.map((passed) => (passed ? 'pass' : 'FAIL')).join(', ')})`);
process.exit(failed > 0 ? 1 : 0);
