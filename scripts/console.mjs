#!/usr/bin/env node
/**
 * The console's one entry point for people and CI (README):
 *   npm start   install, build, start the API (embedded PostgreSQL, demo data) and serve host + remotes
 *   npm test    install, lint, type-check, unit tests, API tests, build, end-to-end tests in Chromium
 * Releases (README, "Deploy one remote on its own"): `release <app>`, `promote <app> <version>`,
 * `rollback <app>`, `releases <app>`, against the release store (shared/releases).
 * Internal sub-commands: `api` and `static` (used by Playwright), `nginx-config [--out FILE]` (the same serving
 * rules as an nginx configuration), `size` (first-page JavaScript), `build-time` (one remote's production build, timed).
 * Only Node's built-ins are used before dependencies are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How a build's files are served (types, cache), shared with the release store's S3 uploads. */
const SERVING = JSON.parse(readFileSync(path.join(root, 'shared', 'releases', 'src', 'serving.json'), 'utf8'));
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
/**
 * Whether the console follows the release store: `npm start` always, the other commands when RELEASE_DIR is set.
 * Then the store is served on RELEASES_PORT, the API reads its pointer (RELEASE_DIR, RELEASE_PUBLIC_URL) and the
 * host asks the API which version of each remote to load (config.json's `releasePlan`), so a promote, a canary or
 * a rollback reaches open tabs without a restart.
 */
const releasePlan = () => command === 'start' || Boolean(process.env.RELEASE_DIR || releaseBucket());
/** The store is an S3-compatible bucket (RELEASE_S3_*, @console/releases location.ts): nothing of it is served here. */
const releaseBucket = () => Boolean(process.env.RELEASE_S3_ENDPOINT);
/**
 * Where browsers read the store's version folders: RELEASE_PUBLIC_URL, else the bucket's own address (as the API's
 * default, @console/releases bucketUrl: this plain script cannot import it), else RELEASES_PORT.
 */
function releasePublicUrl() {
  if (process.env.RELEASE_PUBLIC_URL) return process.env.RELEASE_PUBLIC_URL;
  if (!releaseBucket()) return `http://localhost:${releasesPort}`;
  const prefix = process.env.RELEASE_S3_PREFIX?.replace(/^\/+|\/+$/g, '');
  return `${process.env.RELEASE_S3_ENDPOINT.replace(/\/+$/, '')}/${process.env.RELEASE_S3_BUCKET}${prefix ? `/${prefix}` : ''}`;
}
const RELEASE_APPS = ['host', ...REMOTES];
const packageOf = (app) => (app === 'host' ? 'host' : `remote-${app}`);

/**
 * What is live in production (the folder store's pointer document), or null while nothing was promoted (or the
 * store is a bucket): the local builds serve. Read at each use, so a promote or rollback needs no restart.
 */
function productionPointer() {
  const file = path.join(releaseDir, 'pointers', 'production.json');
  return !releaseBucket() && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
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

/**
 * Runs commands side by side, each line of their output prefixed with its name; fails when any fails (after all
 * have ended, so each says what it found). `whenOneEnds(job)`, when given, is started once, as soon as the first
 * of them ends, on the core (and, for an e2e shard, the ports) it leaves free.
 */
async function runTogether(jobs, { whenOneEnds } = {}) {
  const started = Date.now();
  const names = jobs.map((job) => job.name);
  const failed = [];
  /** Each job's own seconds, by name. */
  const seconds = {};
  let next = whenOneEnds;
  const runJob = ({ name, cmd, args, env }) =>
    new Promise((resolve) => {
      log(`[${name}] ${cmd} ${args.join(' ')}`);
      const jobStarted = Date.now();
      const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
      child.on('close', (code) => {
        if (code !== 0) failed.push(name);
        seconds[name] = (Date.now() - jobStarted) / 1000;
        resolve();
      });
    });
  await Promise.all(
    jobs.map(async (job) => {
      await runJob(job);
      if (!next) return;
      const follow = next(job);
      next = undefined;
      names.push(follow.name);
      await runJob(follow);
    }),
  );
  log(`${names.map((name) => `${name} ${seconds[name].toFixed(0)} s`).join(' + ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed.length) {
    console.error(`[console] failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

/**
 * The end-to-end suite in three shards side by side, each with its own API, database, servers and release store (its
 * own ports: E2E_PORT_OFFSET) and its own results folder. Three on two cores: a shard's browser waits (an answer, a
 * debounce, a poll) often enough that two left the cores idle 16 % of the step; the third fills them, and `npm test`'s
 * nginx run starts when the first ends instead of after both. The files are split by their measured time (e2e/shards.ts).
 */
const E2E_SHARDS = 3;
function e2eShards(options) {
  const shardFiles = (index) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'shards.ts', String(index), String(E2E_SHARDS)], { cwd: path.join(root, 'e2e'), encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
  return runTogether(
    Array.from({ length: E2E_SHARDS }, (_, index) => ({
      name: `e2e ${index + 1}/${E2E_SHARDS}`,
      cmd: 'pnpm',
      args: ['--filter', 'e2e', 'exec', 'playwright', 'test', `--output=test-results/shard-${index + 1}`, ...shardFiles(index + 1)],
      env: { E2E_PORT_OFFSET: String(index * 200) },
    })),
    options,
  );
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

/** Debian packages a test run needs, installed with apt-get when run as root; else the reason the run cannot go on. */
function ensureDebian(packages, files, missing) {
  if (files.every((file) => existsSync(file))) return;
  if (process.getuid?.() === 0 && has('apt-get', ['--version'])) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  console.error(`[console] ${missing}`);
  process.exit(1);
}

/**
 * Debian's Chromium for Playwright (Playwright cannot download browsers here): its headless shell for the tests
 * (e2e/ports.ts), the full browser for the measuring scripts (first-screen, screen-300).
 */
function ensureChromium() {
  const shell = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  const browser = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';
  ensureDebian(
    ['chromium', 'chromium-headless-shell'],
    [shell, browser],
    `Chromium is needed at ${shell} and ${browser}: install Debian's "chromium-headless-shell" and "chromium" packages, or set CHROMIUM_PATH and CHROMIUM_BROWSER_PATH.`,
  );
}

/** The API's own public address: it builds the addresses it answers (uploaded files, short links) from it. */
const apiOrigin = () => process.env.PUBLIC_API_ORIGIN ?? `http://localhost:${ports.api}`;
const apiPublicUrl = () => process.env.PUBLIC_URL ?? apiOrigin();

/**
 * The API's paths the console calls (config.json's `apiUrl`, `messagingUrl`). The host's server forwards them to
 * the API, so the console calls it on its own origin: no call waits for a CORS preflight (a round trip before every
 * URL not asked lately). With PUBLIC_API_ORIGIN the console calls the API there instead, across origins.
 */
const API_PATHS = ['/api/', '/messaging/'];
const consoleApiBase = () => process.env.PUBLIC_API_ORIGIN ?? '';

/**
 * The origins the API lets call it (CORS): the apps on the ports this run serves them on, as `localhost` and
 * `127.0.0.1`, and the host's public address when it has one (PUBLIC_HOST_ORIGIN). Ports moved with PORT_* move
 * them too, so signing in works on a laptop where 3000 is taken. CORS_ORIGINS, when given, is the whole list.
 */
function corsOrigins() {
  if (process.env.CORS_ORIGINS) return process.env.CORS_ORIGINS;
  const served = ['host', ...REMOTES].flatMap((app) => [`http://localhost:${ports[app]}`, `http://127.0.0.1:${ports[app]}`]);
  return [...(process.env.PUBLIC_HOST_ORIGIN ? [process.env.PUBLIC_HOST_ORIGIN] : []), ...served].join(',');
}

/**
 * The deploy-time file the host reads at start-up (no rebuild to move a remote or the API). A remote promoted in
 * production loads from its release; the others from their local build.
 */
const SOCIAL_PROVIDERS = ['facebook', 'twitter'];

function hostConfig(pointer) {
  const base = consoleApiBase();
  return {
    apiUrl: `${base}${API_PATHS[0]}`,
    messagingUrl: `${base}${API_PATHS[1]}`,
    brand: process.env.BRAND ?? 'Konverza',
    // The providers the API can sign in with (api/README.md, "Social sign-in"): their buttons start a sign-in.
    socialProviders: SOCIAL_PROVIDERS.filter((provider) => process.env[`OAUTH_${provider.toUpperCase()}_CLIENT_ID`]),
    ...(releasePlan() ? { releasePlan: true } : {}),
    remotes: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        process.env[`REMOTE_${name.toUpperCase()}_URL`] ??
          (pointer?.apps[name]
            ? `${releasePublicUrl()}/${name}/${pointer.apps[name].version}/mf-manifest.json`
            : `http://localhost:${ports[name]}/mf-manifest.json`),
      ]),
    ),
  };
}

/*
 * ── The static serving rules (README, "Headers") ──────────────────────────────────────────────────────────────
 * One description: `static` applies it (serveStatic, sendFile) and `nginx-config` prints it as nginx's
 * configuration (nginxConfig). Change a rule here and both follow.
 */

/** The host's folder: its promoted release, else its local build. */
const hostDir = (pointer) => (pointer?.apps.host ? path.join(releaseDir, 'host', pointer.apps.host.version) : path.join(root, 'host', 'dist'));

/**
 * What is served where: the host and each remote's build on its port; once something was promoted in production,
 * the release store's apps' version folders on RELEASES_PORT, and a promoted host from its release.
 */
function servedApps(pointer) {
  const dirOf = (name) => {
    if (name === 'releases') return releaseDir;
    if (name === 'host') return hostDir(pointer);
    return path.join(root, packageOf(name), 'dist');
  };
  const store = (pointer || releasePlan()) && !releaseBucket();
  return [['host', ports.host], ...REMOTES.map((name) => [name, ports[name]]), ...(store ? [['releases', releasesPort]] : [])].map(
    ([name, port]) => ({ name, port, dir: dirOf(name) }),
  );
}

/** Only files are served: any other method is a 405. */
const METHODS = ['GET', 'HEAD'];
/** The host loads the remotes' manifests, entries and chunks from their origins (CORS). */
const CORS_ORIGIN = '*';

const originOf = (url) => new URL(url).origin;

/**
 * The security headers of every response (README, "Headers"). The host's page runs scripts from its own
 * origin and its remotes' (remoteEntry.js and chunks), fetches their manifests and area.json, and calls the
 * API; a remote's own page (its standalone harness) needs its own origin and the API only. Nothing may frame
 * the console. No 'unsafe-eval': the production bundles and the federation runtime need none.
 */
function securityHeaders(config, app) {
  // The API's own address (its files; a remote's own page calls it there), and where config.json sends the calls.
  const apis = [apiPublicUrl(), ...[config.apiUrl, config.messagingUrl].filter((url) => URL.canParse(url))].map(originOf);
  // The release plan may point any remote at the store (RELEASE_PUBLIC_URL) instead of config.json's address.
  const remotes = app === 'host' ? [...Object.values(config.remotes), ...(config.releasePlan ? [releasePublicUrl()] : [])].map(originOf) : [];
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

/** The headers of every answer of an app, whatever its status. */
const responseHeaders = (config, app) => ({ 'Access-Control-Allow-Origin': CORS_ORIGIN, ...securityHeaders(config, app) });

/** The host's routes (a last segment without an extension) answer index.html; a missing file is a 404, not the page. */
const HOST_ROUTE = /\/\.?[^/.]*$/;

const IMMUTABLE = SERVING.immutable;
/** Whatever is not a file served by a rule below (a 404 too: a chunk may be on its way) is revalidated on every use. */
const REVALIDATE = SERVING.revalidate;
/**
 * In the release store a version's files never change, except the ones a loader re-reads to see a deploy
 * (revalidated, as in a build folder).
 */
const REVALIDATED = new Set(SERVING.revalidated);
/** Of the release store, only the apps' version folders are served (not the pointers). */
const RELEASE_FILE = new RegExp(`^/(${RELEASE_APPS.join('|')})/`);
const isReleaseFile = (pathname) => RELEASE_FILE.test(pathname);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cache-Control of a file an app serves, by its path in the app's folder: the first rule whose pattern matches.
 * A hashed file name (`name.0123abcd.js`) changes with its content, so the file is cached for good; everything
 * else of a build (index.html, mf-manifest.json, remoteEntry.js, area.json, fonts) is revalidated, so a deploy is
 * seen at once; the host's config.json is never stored.
 */
function cacheRules(app) {
  if (app === 'releases') {
    return [
      [new RegExp(`/(${[...REVALIDATED].map(escapeRegExp).join('|')})$`), REVALIDATE],
      [RELEASE_FILE, IMMUTABLE],
    ];
  }
  return [...(app === 'host' ? [[/^\/config\.json$/, 'no-store']] : []), [/\.[0-9a-f]{8}\.js$/, IMMUTABLE]];
}
/** `served`: the path of the file answered, in its app's folder; null when no file is. */
const cacheControl = (app, served) => (served && cacheRules(app).find(([pattern]) => pattern.test(served))?.[1]) || REVALIDATE;

/** The types of what the builds hold; anything else is sent as bytes (shared with the S3 release store). */
const { contentTypes: CONTENT_TYPES, defaultType: DEFAULT_TYPE } = SERVING;

/** The encodings the build writes beside each text file (shared/build/webpack/compress.cjs), best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The host's deploy-time file as served. */
const hostConfigFile = (configuration) => JSON.stringify(configuration, null, 2);

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
  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? DEFAULT_TYPE);
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
 * A hashed chunk an open tab of an earlier host asks for, once another host version is served: found in the
 * host's other releases or its local build (a version's files are never changed, so any copy is the one).
 */
async function earlierHostFile(pathname) {
  if (!/\.[0-9a-f]{8}\.js$/.test(pathname)) return null;
  const versions = await readdir(path.join(releaseDir, 'host')).catch(() => []);
  for (const dir of [...versions.map((version) => path.join(releaseDir, 'host', version)), path.join(root, 'host', 'dist')]) {
    const file = await fileOf(dir, pathname);
    if (file) return { dir, file };
  }
  return null;
}

/** Headers of one connection only (RFC 9110, 7.6.1), not passed on; the body's framing is Node's to write again. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
const passed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
/** The connections to the API, kept open between calls as nginx's upstream `keepalive`. */
const apiAgent = new Agent({ keepAlive: true });

/**
 * A console call under the host's origin (API_PATHS), passed to the API as nginx's `proxy_pass` does: method, path,
 * headers and body as sent, the client's address added to X-Forwarded-For (TRUST_PROXY), the answer as the API gave
 * it. A client that goes away closes the call to the API too, which then stops its work.
 */
function forwardToApi(req, res) {
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const headers = { ...passed(req.headers), 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' };
  const call = httpRequest({ host: '127.0.0.1', port: ports.api, method: req.method, path: req.url, headers, agent: apiAgent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, passed(answer.headers));
    // An answer cut short (the API stopped mid-way) reaches the browser cut short too, never as a whole one.
    pipeline(answer, res, () => {});
  });
  call.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Bad Gateway');
  });
  res.on('close', () => {
    if (!res.writableFinished) call.destroy();
  });
  req.pipe(call);
}
const isApiCall = (url = '') => API_PATHS.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built host (single-page app) and remotes (CORS), as a static deployment would; the host's server
 * forwards the console's calls to the API (forwardToApi). Once something was
 * promoted in production, the release store is served too (its apps' version folders, read-only), and a promoted
 * host is served from its release: the pointer is read again for each of the host's answers, so promoting or
 * rolling back the host reaches new tabs at once, and open tabs by their notice ('Hay una versión nueva de la
 * consola.'), without a restart.
 */
async function serveStatic() {
  const configuration = hostConfig(productionPointer());
  await Promise.all(
    servedApps(productionPointer()).map(
      ({ name, port, dir: builtDir }) =>
        new Promise((resolve, reject) => {
          if (!existsSync(builtDir)) reject(new Error(`${builtDir} is missing: run "pnpm build" first`));
          const headers = responseHeaders(configuration, name);
          const answer = async (req, res) => {
            if (name === 'host' && isApiCall(req.url)) return forwardToApi(req, res);
            for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
            res.setHeader('Cache-Control', cacheControl(name, null));
            if (!METHODS.includes(req.method)) {
              res.writeHead(405, { Allow: METHODS.join(', ') });
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
            const pointer = name === 'host' ? productionPointer() : null;
            if (name === 'host' && pathname === '/config.json') {
              res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': cacheControl(name, pathname) });
              res.end(hostConfigFile(hostConfig(pointer)));
              return;
            }
            let dir = name === 'host' ? hostDir(pointer) : builtDir;
            // The host's routes are the app's; a missing file (a source map, an old chunk) is a 404, not the page.
            const served = name !== 'releases' || isReleaseFile(pathname);
            let file = served && (await fileOf(dir, name === 'host' && HOST_ROUTE.test(pathname) ? '/index.html' : pathname));
            if (!file && name === 'host') ({ dir, file } = (await earlierHostFile(pathname)) ?? { dir, file });
            if (!file) {
              res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
              res.end('Not Found');
              return;
            }
            res.setHeader('Cache-Control', cacheControl(name, `/${path.relative(dir, file).split(path.sep).join('/')}`));
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

/** Debian's nginx (`nginx-config`'s configuration, proved by the e2e run `test:nginx`). */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** How nginx sends each of ENCODINGS precompressed; brotli's needs Debian's libnginx-mod-http-brotli-static. */
const NGINX_ENCODINGS = {
  br: { directive: 'brotli_static on;', module: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' },
  gzip: { directive: 'gzip_static on;' },
};
/** Debian's nginx and its brotli module for the e2e run through nginx (`test:nginx`). */
function ensureNginx() {
  ensureDebian(
    ['nginx', 'libnginx-mod-http-brotli-static'],
    [NGINX, NGINX_ENCODINGS.br.module],
    `nginx is needed at ${NGINX} with ${NGINX_ENCODINGS.br.module}: install Debian's "nginx" and "libnginx-mod-http-brotli-static" packages or set NGINX_PATH.`,
  );
}
/** The statuses that answer a file, whose Cache-Control is the file's rule. */
const FILE_STATUSES = [200, 206, 304];

/**
 * The rules above as a whole nginx.conf (README, "Deploy one remote on its own"), serving what `static` serves on
 * the same ports. It runs as any user: what nginx writes (pid, logs, temp folders) goes under its prefix
 * (`nginx -c FILE -p PREFIX`); the host's config.json is read from `configDir` (absolute, or the prefix).
 */
function nginxConfig(pointer, configDir) {
  const configuration = hostConfig(pointer);
  const apps = servedApps(pointer);
  const missing = apps.find(({ dir }) => !existsSync(dir));
  if (missing) throw new Error(`${missing.dir} is missing: run "pnpm build" first`);
  // A header's value is one of nginx's complex values: `$` would name a variable.
  const value = (text) => {
    if (/[$"\\]/.test(text)) throw new Error(`cannot write ${text} as an nginx value`);
    return `"${text}"`;
  };
  const regex = (pattern, operator = '') => `"${operator}${pattern.source}"`;
  const encodings = ENCODINGS.map(([encoding]) => ({ encoding, ...NGINX_ENCODINGS[encoding] }));
  const sent = encodings.filter((nginx) => !nginx.module || existsSync(nginx.module));
  const cacheMaps = apps.flatMap(({ name }) => [
    `  map $uri $console_cache_${name}_file {`,
    ...cacheRules(name).map(([pattern, cache]) => `    ${regex(pattern, '~')} ${value(cache)};`),
    `    default ${value(REVALIDATE)};`,
    '  }',
    `  map $status $console_cache_${name} {`,
    ...FILE_STATUSES.map((status) => `    ${status} $console_cache_${name}_file;`),
    `    default ${value(REVALIDATE)};`,
    '  }',
  ]);
  const server = ({ name, port, dir }) => {
    // A file's answer carries the app's headers and only GET or HEAD is served; the API's answers keep their own.
    const fileRules = [
      ...Object.entries(responseHeaders(configuration, name)).map(([header, text]) => `add_header ${header} ${value(text)} always;`),
      `add_header Cache-Control $console_cache_${name} always;`,
      'add_header Allow $console_allow always;',
      `if ($request_method !~ "^(${METHODS.join('|')})$") { return 405; }`,
    ];
    const files = (match, rule) => [`    location ${match} {`, ...[...fileRules, rule].map((line) => `      ${line}`), '    }'];
    // The console's calls, to the API as forwardToApi passes them (`^~`: before the host's routes' pattern).
    const api = (prefix) => [
      `    location ^~ ${prefix} {`,
      '      proxy_pass http://console_api;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $http_host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      // The body goes to the API as it comes, which applies its own limits and their messages.
      '      client_max_body_size 0;',
      '      proxy_request_buffering off;',
      '    }',
    ];
    return [
      '  server {',
      `    listen ${port};`,
      `    root ${dir};`,
      ...(name === 'releases'
        ? [...files('/', 'return 404;'), ...files(`~ ${regex(RELEASE_FILE)}`, 'try_files $uri $uri/index.html =404;')]
        : files('/', 'try_files $uri $uri/index.html =404;')),
      ...(name === 'host'
        ? [...files(`~ ${regex(HOST_ROUTE)}`, 'try_files /index.html =404;'), ...files('= /config.json', `root ${configDir};`), ...API_PATHS.flatMap(api)]
        : []),
      '  }',
    ];
  };
  return [
    '# The console served by nginx, generated by `node scripts/console.mjs nginx-config` from the rules `static` applies',
    '# (scripts/console.mjs; README, "Headers"): generate it again rather than editing it.',
    "# Runs as any user, writing only under its prefix: nginx -c <this file> -p <prefix> -g 'daemon off;'",
    ...encodings
      .filter((nginx) => nginx.module)
      .map((nginx) => (sent.includes(nginx) ? `load_module ${nginx.module};` : `# ${nginx.encoding} is not sent: ${nginx.module} is not installed`)),
    'worker_processes auto;',
    'pid nginx.pid;',
    'error_log error.log warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log access.log;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${temp}_temp;`),
    '  server_tokens off;',
    '  sendfile on;',
    '  types {',
    ...Object.entries(CONTENT_TYPES).map(([extension, type]) => `    ${value(type)} ${extension.slice(1)};`),
    '  }',
    `  default_type ${value(DEFAULT_TYPE)};`,
    // Precompressed files only (the build wrote them), as `static`: nothing is compressed per request.
    ...sent.map((nginx) => `  ${nginx.directive}`),
    '  gzip_vary on;',
    // A copy modified at or before the file's time is fresh, as `static` judges If-Modified-Since.
    '  if_modified_since before;',
    `  map $status $console_allow { 405 ${value(METHODS.join(', '))}; default ""; }`,
    ...cacheMaps,
    `  upstream console_api { server 127.0.0.1:${ports.api}; keepalive 16; }`,
    ...apps.flatMap(server),
    '}',
    '',
  ].join('\n');
}

/** `nginx-config [--out FILE]`: prints the configuration, or writes it and the host's config.json beside it. */
function writeNginxConfig() {
  const at = process.argv.indexOf('--out');
  if (at > 0 && !process.argv[at + 1]) {
    console.error('[console] nginx-config --out <file>');
    process.exit(2);
  }
  const out = at > 0 ? path.resolve(process.argv[at + 1]) : null;
  const pointer = productionPointer();
  try {
    if (!out) {
      process.stdout.write(nginxConfig(pointer, '.'));
      console.error('[console] config.json is read from the prefix: `nginx-config --out FILE` writes it beside FILE.');
      return;
    }
    const dir = path.dirname(out);
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dir, 'config.json'), hostConfigFile(hostConfig(pointer)));
    writeFileSync(out, nginxConfig(pointer, dir));
    log(`${out} (and config.json beside it): ${NGINX} -c ${out} -p ${dir} -g 'daemon off;'`);
  } catch (error) {
    console.error(`[console] nginx-config: ${error.message}`);
    process.exit(1);
  }
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
    env: {
      ...process.env,
      PORT: String(ports.api),
      PUBLIC_URL: apiPublicUrl(),
      // The host's server (or nginx) on this machine forwards the console's calls: the client's address is theirs.
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1,::1',
      CORS_ORIGINS: corsOrigins(),
      // The API answers each browser's release plan from the store's pointer (routes/releases.ts).
      ...(releasePlan() ? { RELEASE_DIR: releaseDir, RELEASE_PUBLIC_URL: releasePublicUrl() } : {}),
      ...extraEnv,
    },
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

/**
 * The files of the API suite that CI also runs on the embedded database when the whole suite runs on a PostgreSQL
 * server: what differs there (its start and data folder, one connection for every transaction, locks and races
 * under it, background work, its search extensions, its own LISTEN for the session cache). The rest is the same
 * engine answering the same SQL.
 */
const EMBEDDED_STORE_FILES = ['startup', 'races', 'concurrency', 'merge', 'sessions', 'session-cache', 'search', 'rows'];

/**
 * The API suite: with TEST_DATABASE_URL (CI) all of it on that PostgreSQL server, production's store, and
 * EMBEDDED_STORE_FILES on the embedded PGlite (`npm start`'s); without, all of it on PGlite.
 */
function testApi() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return run('pnpm', ['--filter', 'api', 'test']);
  // One after the other: the run on the server keeps both cores busy by itself (its workers and their PostgreSQL
  // backends: 454 s of CPU for some 200 s on two cores), so a run beside it would only share them.
  run('pnpm', ['--filter', 'api', 'test'], { env: { ...process.env, DATABASE_URL: server } });
  run('pnpm', ['--filter', 'api', 'test', ...EMBEDDED_STORE_FILES.map((name) => `test/${name}\\.test\\.ts$`)]);
}

switch (command) {
  case 'start':
    install();
    run('pnpm', ['build']);
    // The (empty) release store, served from the start: the first release and promote need no restart.
    mkdirSync(releaseDir, { recursive: true });
    startApi();
    await serveOrExit();
    await waitFor(`http://127.0.0.1:${ports.api}/health`);
    log(`Console ready: http://localhost:${ports.host}  (admin@example.com / demo1234; codes at http://localhost:${ports.api}/dev/outbox)`);
    break;
  case 'test': {
    install();
    ensureChromium();
    ensureNginx();
    // The five remotes' screens fit together and the named routes are theirs (shared/build/areas.cjs).
    run('pnpm', ['areas', '--check']);
    // One core each: eslint and the browser apps' TypeScript program are single-threaded.
    await runTogether([
      { name: 'lint', cmd: 'pnpm', args: ['lint'] },
      { name: 'typecheck', cmd: 'pnpm', args: ['typecheck'] },
    ]);
    // Every package's unit tests as one run (jest.config.cjs): two workers on two cores, longest files first.
    run('pnpm', ['exec', 'jest', '--maxWorkers=2']);
    testApi();
    timedBuild();
    // A remote built from newer sources than the host, for the version-skew test.
    run('pnpm', ['--filter', 'e2e', 'build:skew']);
    // The same console served by Debian's nginx with the configuration `nginx-config` generates: started when the
    // first shard ends, on its ports, while the others finish; with a results folder of its own (Playwright empties
    // its folder first, and test-results/ holds the running shard's).
    await e2eShards({
      whenOneEnds: (shard) => ({ name: 'nginx', cmd: 'pnpm', args: ['--filter', 'e2e', 'test:nginx', '--output=test-results/nginx'], env: shard.env }),
    });
    run('pnpm', ['--filter', 'e2e', 'size']);
    log('All tests passed.');
    break;
  }
  case 'e2e':
    // The end-to-end suite as `npm test` runs it, on the builds there are.
    await e2eShards();
    break;
  case 'api':
    // A fresh embedded database unless DATA_DIR or DATABASE_URL says otherwise (Playwright).
    startApi(process.env.DATA_DIR || process.env.DATABASE_URL ? {} : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-db-')) });
    break;
  case 'static':
    await serveOrExit();
    break;
  case 'nginx-config':
    writeNginxConfig();
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
      `Unknown command "${command}". Use start, test, e2e, api, static, nginx-config [--out FILE], size, build-time, or for releases:\n` +
        '  release <app>\n' +
        '  promote <app> <version> [--env production] [--canary <percent> | --admins <ids comma-separated>]\n' +
        '  rollback <app> [--env production]\n' +
        '  releases <app>\n' +
        `(app: ${RELEASE_APPS.join(', ')})`,
    );
    process.exit(2);
}
