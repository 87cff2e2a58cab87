#!/usr/bin/env node
/**
 * The console's one entry point for people and CI (README):
 *   npm start   install, build, start the API (embedded PostgreSQL, demo data) and serve host + remotes
 *   npm test    install, lint, type-check, unit tests, API tests, build, end-to-end tests in Chromium
 * Releases (README, "Deploy one remote on its own"): `release <app>`, `promote <app> <version>`,
 * `rollback <app>`, `releases <app>`, against the release store (shared/releases).
 * Internal sub-commands: `api` and `static` (used by Playwright), `size` (first-page JavaScript),
 * `build-time` (one remote's production build, timed).
 * Only Node's built-ins are used before dependencies are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'start'] = process.argv.slice(2);

/** Ports (fixed interface; env overrides). */
export const ports = {
  host: Number(process.env.PORT_HOST ?? 3000),
  master: Number(process.env.PORT_MASTER ?? 3001),
  partners: Number(process.env.PORT_PARTNERS ?? 3002),
  certifications: Number(process.env.PORT_CERTIFICATIONS ?? 3003),
  organization: Number(process.env.PORT_ORGANIZATION ?? 3004),
  account: Number(process.env.PORT_ACCOUNT ?? 3005),
  api: Number(process.env.PORT_API ?? 4000),
};
const REMOTES = ['master', 'partners', 'certifications', 'organization', 'account'];

/** The release store (RELEASE_DIR; releases/ at the root by default), and the port it is served on once used. */
const releaseDir = path.resolve(root, process.env.RELEASE_DIR || 'releases');
const releasesPort = Number(process.env.RELEASES_PORT ?? 4010);
const RELEASE_APPS = ['host', ...REMOTES];
const packageOf = (app) => (app === 'host' ? 'host' : `remote-${app}`);

/** What is live in production (the pointer's document), or null while nothing was promoted: the local builds serve. */
function productionPointer() {
  const file = path.join(releaseDir, 'pointers', 'production.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function log(message) {
  console.log(`\x1b[36m[console]\x1b[0m ${message}`);
}

function run(cmd, args, options = {}) {
  log(`${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`[console] failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
  // Where the time goes (CI has a budget): every step that takes a while says how long.
  const seconds = (Date.now() - started) / 1000;
  if (seconds >= 5) log(`${cmd} ${args.join(' ')}: ${seconds.toFixed(0)} s`);
}

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

/** pnpm 10 from the npm registry (corepack's signature check fails against it on these machines). */
function ensurePnpm() {
  if (has('pnpm')) return;
  run('npm', ['install', '--global', 'pnpm@10']);
}

function install() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile']);
}

/** Debian's Chromium for Playwright (Playwright cannot download browsers here). */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0 && has('apt-get', ['--version'])) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  console.error(`[console] Chromium is needed at ${chromium}: install Debian's "chromium" package or set CHROMIUM_PATH.`);
  process.exit(1);
}

/** Where browsers reach the API: the host's config.json points there, and the API builds the addresses it answers from it. */
const apiOrigin = () => process.env.PUBLIC_API_ORIGIN ?? `http://localhost:${ports.api}`;

/**
 * The deploy-time file the host reads at start-up (no rebuild to move a remote or the API). A remote promoted in
 * production loads from its release; the others from their local build.
 */
function hostConfig(pointer) {
  const api = apiOrigin();
  return {
    apiUrl: `${api}/api/`,
    messagingUrl: `${api}/messaging/`,
    brand: process.env.BRAND ?? 'Konverza',
    remotes: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        process.env[`REMOTE_${name.toUpperCase()}_URL`] ??
          (pointer?.apps[name]
            ? `http://localhost:${releasesPort}/${name}/${pointer.apps[name].version}/mf-manifest.json`
            : `http://localhost:${ports[name]}/mf-manifest.json`),
      ]),
    ),
  };
}

const originOf = (url) => new URL(url).origin;

/**
 * The security headers of every response (README, "Headers"). The host's page runs scripts from its own
 * origin and its remotes' (remoteEntry.js and chunks), fetches their manifests and area.json, and calls the
 * API; a remote's own page (its standalone harness) needs its own origin and the API only. Nothing may frame
 * the console. No 'unsafe-eval': the production bundles and the federation runtime need none.
 */
function securityHeaders(config, app) {
  const apis = [config.apiUrl, config.messagingUrl].map(originOf);
  const remotes = app === 'host' ? Object.values(config.remotes).map(originOf) : [];
  const sources = (...origins) => ["'self'", ...new Set(origins)].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${sources(...remotes)}`,
    // Chakra (Emotion) writes its styles into <style> tags at run time; index.html declares the font inline.
    `style-src ${sources(...remotes)} 'unsafe-inline'`,
    `font-src ${sources(...remotes)}`,
    // An account's image is whatever https address the staff gave it, or a file uploaded to the API's disk.
    `img-src ${sources(...apis)} data: https:`,
    `connect-src ${sources(...remotes, ...apis)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * A hashed file name changes with its content, so the file is cached for good (not its 404: it may be on its
 * way). Everything else (index.html, config.json, mf-manifest.json, remoteEntry.js, area.json, fonts) is
 * revalidated on every use, so a deploy or a config change is seen at once.
 */
const cacheControl = (dir, pathname) =>
  /\.[0-9a-f]{8}\.js$/.test(pathname) && existsSync(path.join(dir, pathname)) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * In the release store a version's files never change, except the ones a loader re-reads to see a deploy
 * (revalidated, as in a build folder).
 */
const REVALIDATED = new Set(['index.html', 'mf-manifest.json', 'area.json', 'remoteEntry.js', 'version.json']);
/** Of the release store, only the apps' version folders are served (not the pointers). */
const isReleaseFile = (pathname) => RELEASE_APPS.includes(pathname.split('/')[1]);
const releaseCacheControl = (pathname) =>
  isReleaseFile(pathname) && !REVALIDATED.has(path.posix.basename(pathname)) && existsSync(path.join(releaseDir, pathname))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

/** The types of what the builds hold; anything else is sent as bytes. */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/** The encodings the build writes beside each text file (shared/build/webpack/compress.cjs), best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings a request accepts (`Accept-Encoding`, with its q-values). */
function acceptedEncodings(header = '') {
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  return new Set(ENCODINGS.map(([name]) => name).filter((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0));
}

/** Whether the browser's copy (If-None-Match, else If-Modified-Since) is the one it would be sent. */
function fresh(req, etag, modified) {
  const match = req.headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Answers a GET or HEAD of a file of the build: the smallest variant the browser accepts (Content-Encoding, and
 * `Vary: Accept-Encoding` wherever variants exist), validators (ETag, Last-Modified: a revalidation is a 304),
 * its type. The caller has set the other headers (security, CORS, Cache-Control).
 */
async function sendFile(req, res, file) {
  const original = await stat(file);
  const compressed = [];
  for (const [encoding, suffix] of ENCODINGS) {
    const info = await stat(`${file}${suffix}`).catch(() => null);
    if (info?.isFile()) compressed.push({ encoding, path: `${file}${suffix}`, size: info.size });
  }
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const chosen = compressed.find((variant) => accepted.has(variant.encoding)) ?? { encoding: null, path: file, size: original.size };
  // One tag per variant: a cache holding the gzip copy must not have it confirmed by the brotli one's tag.
  const etag = `"${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', original.mtime.toUTCString());
  if (compressed.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (fresh(req, etag, original.mtime)) {
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('Content-Length', chosen.size);
  res.writeHead(200);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(chosen.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** A file of the build that a path names, or null (outside `dir`, missing, a folder). */
async function fileOf(dir, pathname) {
  const file = path.join(dir, pathname);
  if (file !== dir && !file.startsWith(`${dir}${path.sep}`)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) return file;
  if (info?.isDirectory()) return fileOf(dir, path.join(pathname, 'index.html'));
  return null;
}

/**
 * Serves the built host (single-page app) and remotes (CORS), as a static deployment would. Once something was
 * promoted in production, the release store is served too (its apps' version folders, read-only), and a promoted
 * host is served from its release.
 */
async function serveStatic() {
  const pointer = productionPointer();
  const apps = [['host', ports.host], ...REMOTES.map((name) => [name, ports[name]]), ...(pointer ? [['releases', releasesPort]] : [])];
  const dirOf = (name) => {
    if (name === 'releases') return releaseDir;
    if (name === 'host' && pointer?.apps.host) return path.join(releaseDir, 'host', pointer.apps.host.version);
    return path.join(root, packageOf(name), 'dist');
  };
  const configuration = hostConfig(pointer);
  const config = JSON.stringify(configuration, null, 2);
  await Promise.all(
    apps.map(
      ([name, port]) =>
        new Promise((resolve, reject) => {
          const dir = dirOf(name);
          if (!existsSync(dir)) reject(new Error(`${dir} is missing: run "pnpm build" first`));
          const headers = securityHeaders(configuration, name);
          const answer = async (req, res) => {
            res.setHeader('Access-Control-Allow-Origin', '*');
            for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
            if (req.method !== 'GET' && req.method !== 'HEAD') {
              res.writeHead(405, { Allow: 'GET, HEAD' });
              res.end();
              return;
            }
            let pathname;
            try {
              pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
            } catch {
              res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
              res.end('Bad Request');
              return;
            }
            if (name === 'host' && pathname === '/config.json') {
              res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
              res.end(config);
              return;
            }
            res.setHeader('Cache-Control', name === 'releases' ? releaseCacheControl(pathname) : cacheControl(dir, pathname));
            // The host's routes are the app's; a missing file (a source map, an old chunk) is a 404, not the page.
            const served = name !== 'releases' || isReleaseFile(pathname);
            const file = served && (await fileOf(dir, name === 'host' && !path.extname(pathname) ? '/index.html' : pathname));
            if (!file) {
              res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
              res.end('Not Found');
              return;
            }
            await sendFile(req, res, file);
          };
          const server = createServer((req, res) =>
            answer(req, res).catch((error) => {
              console.error(`[console] ${name}: ${req.url}: ${error.message}`);
              if (!res.headersSent) res.writeHead(500);
              res.end();
            }),
          );
          server.on('error', reject);
          server.listen(port, '0.0.0.0', () => {
            log(`${name.padEnd(15)} http://localhost:${port}`);
            resolve();
          });
        }),
    ),
  );
}

const children = new Set();
// Whatever happens to this process, its servers stop with it.
process.on('exit', () => children.forEach((child) => child.kill()));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

function startApi(extraEnv = {}) {
  // Node itself runs the API (tsx as a loader), so stopping this child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    // The API's own public address (uploaded files, short links) is the one the host calls it at.
    env: { ...process.env, PORT: String(ports.api), PUBLIC_URL: process.env.PUBLIC_URL ?? apiOrigin(), ...extraEnv },
  });
  children.add(child);
  child.on('exit', (code) => {
    log(`API stopped (${code})`);
    process.exit(code ?? 1);
  });
  return child;
}

/** Static servers, or a clear reason why not (a port in use, a missing build). */
async function serveOrExit() {
  try {
    await serveStatic();
  } catch (error) {
    console.error(`[console] cannot serve the console: ${error.code === 'EADDRINUSE' ? `port ${error.port} is in use` : error.message}`);
    process.exit(1);
  }
}

/** Resolves once `url` answers (the API has run its migrations and demo data). */
async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** One remote built alone, timed (the budget a team lives with: 30 s on 2 cores), then the others. */
const BUILD_BUDGET_S = 30;
function timedBuild() {
  const started = Date.now();
  run('pnpm', ['--filter', 'remote-master', 'build']);
  const seconds = (Date.now() - started) / 1000;
  log(`remote-master production build: ${seconds.toFixed(1)} s (budget ${BUILD_BUDGET_S} s)`);
  if (seconds > BUILD_BUDGET_S) console.warn(`[console] warning: one remote's build took longer than ${BUILD_BUDGET_S} s`);
  run('pnpm', ['-r', '--workspace-concurrency=2', '--filter=!e2e', '--filter=!remote-master', 'build']);
}

/** Runs a release command of shared/releases (TypeScript, with tsx as Node's loader) against the store. */
function releaseCommand(args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: path.join(root, 'shared', 'releases'),
    stdio: 'inherit',
    env: { ...process.env, RELEASE_DIR: releaseDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function testApi() {
  run('pnpm', ['--filter', 'api', 'test']);
  // CI also proves the real PostgreSQL path (README): the same tests against a server.
  if (process.env.TEST_DATABASE_URL) {
    run('pnpm', ['--filter', 'api', 'test'], { env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL } });
  }
}

switch (command) {
  case 'start':
    install();
    run('pnpm', ['build']);
    startApi();
    await serveOrExit();
    await waitFor(`http://127.0.0.1:${ports.api}/health`);
    log(`Console ready: http://localhost:${ports.host}  (admin@example.com / demo1234; codes at http://localhost:${ports.api}/dev/outbox)`);
    break;
  case 'test': {
    install();
    ensureChromium();
    run('pnpm', ['lint']);
    run('pnpm', ['typecheck']);
    // Two packages at a time on two cores: more only makes each screen test wait longer for the CPU.
    run('pnpm', ['-r', '--workspace-concurrency=2', '--filter=!api', '--filter=!e2e', 'test']);
    testApi();
    timedBuild();
    // A remote built from newer sources than the host, for the version-skew test.
    run('pnpm', ['--filter', 'e2e', 'build:skew']);
    run('pnpm', ['--filter', 'e2e', 'test']);
    run('pnpm', ['--filter', 'e2e', 'size']);
    log('All tests passed.');
    break;
  }
  case 'api':
    // A fresh embedded database unless DATA_DIR or DATABASE_URL says otherwise (Playwright).
    startApi(process.env.DATA_DIR || process.env.DATABASE_URL ? {} : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-db-')) });
    break;
  case 'static':
    await serveOrExit();
    break;
  case 'build-time':
    install();
    timedBuild();
    break;
  case 'size':
    run('pnpm', ['build']);
    run('pnpm', ['--filter', 'e2e', 'size']);
    break;
  case 'release': {
    // This app alone is built, then its dist/ published as an immutable version (its id on the last line).
    const app = process.argv[3];
    if (!RELEASE_APPS.includes(app)) {
      console.error(`[console] release <app>: one of ${RELEASE_APPS.join(', ')}.`);
      process.exit(2);
    }
    run('pnpm', ['--filter', packageOf(app), 'build']);
    releaseCommand(['publish', app, path.join(root, packageOf(app), 'dist')]);
    break;
  }
  case 'promote':
  case 'rollback':
  case 'releases':
    releaseCommand(process.argv.slice(2));
    break;
  default:
    console.error(
      `Unknown command "${command}". Use start, test, api, static, size, build-time, or for releases:\n` +
        '  release <app>\n' +
        '  promote <app> <version> [--env production] [--canary <percent> | --admins <ids comma-separated>]\n' +
        '  rollback <app> [--env production]\n' +
        '  releases <app>\n' +
        `(app: ${RELEASE_APPS.join(', ')})`,
    );
    process.exit(2);
}
