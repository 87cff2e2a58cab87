/**
 * The end-to-end run serves everything on its own ports, so it never collides with `npm start`;
 * E2E_PORT_OFFSET moves them all (two checkouts running their e2e side by side).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);
export const e2ePorts = {
  PORT_HOST: port(3100),
  PORT_MASTER: port(3101),
  PORT_PARTNERS: port(3102),
  PORT_CERTIFICATIONS: port(3103),
  PORT_ORGANIZATION: port(3104),
  PORT_ACCOUNT: port(3105),
  PORT_API: port(4100),
  // The release store's server (scripts/console.mjs serves it while the console follows a store).
  RELEASES_PORT: port(4110),
};
/** The OpenID Connect server tests/oidc.spec.ts starts (oidc-provider), and the console's client there. */
export const OIDC = {
  port: Number(port(4120)),
  issuer: `http://127.0.0.1:${port(4120)}`,
  clientId: 'consola-e2e',
  clientSecret: 'secreto-de-la-consola-e2e',
};
export const HOST_URL = `http://localhost:${e2ePorts.PORT_HOST}`;
export const RELEASES_URL = `http://localhost:${e2ePorts.RELEASES_PORT}`;

/**
 * The run's release store, a fresh folder: the console follows it as `npm start` does (the API answers each
 * browser's plan from its pointer; README, "Deploy one remote on its own"). Set once by the runner's process,
 * inherited by its workers and servers.
 */
export const RELEASE_DIR = (process.env.E2E_RELEASE_DIR ??= mkdtempSync(path.join(tmpdir(), 'console-e2e-releases-')));
export const API_URL = `http://localhost:${e2ePorts.PORT_API}`;
/** The API as the console calls it: `/api/` under the host's own origin, which its server forwards to the API. */
export const CONSOLE_API_URL = `${HOST_URL}/api`;

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * The tests' browser: Debian's Chromium headless shell (Playwright cannot download its own browsers on these
 * machines). It is what Playwright itself runs headless: the same Blink, without the full browser's window and
 * compositor, for a fifth less CPU on the e2e run (master, lists and catalogue: 103 → 80 s of the machine's CPU).
 */
export const chromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: chromiumFlags };
/** The measuring scripts' browser (first-screen, screen-300): the full Chromium a person opens, headless. */
export const chromiumBrowser = { executablePath: process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium', args: chromiumFlags };

/**
 * The environment of the API and static servers of a run: its ports (moved from `npm start`'s, so the API's
 * allowed origins are the ones `console.mjs` derives from them, as on a laptop where 3000 is taken), and rate
 * limits that let every test (or measured run) sign in with a code of its own.
 */
export const serverEnv = {
  ...e2ePorts,
  RELEASE_DIR,
  RELEASE_PUBLIC_URL: RELEASES_URL,
  RATE_LIMIT_CODE_PER_EMAIL: '100',
  RATE_LIMIT_SIGNIN_PER_ADDRESS: '1000',
  RATE_LIMIT_FAILURES_PER_EMAIL_ADDRESS: '1000',
  // Facebook's sign-in through the OpenID Connect server of tests/oidc.spec.ts (read when a sign-in starts).
  OAUTH_FACEBOOK_ISSUER: OIDC.issuer,
  OAUTH_FACEBOOK_CLIENT_ID: OIDC.clientId,
  OAUTH_FACEBOOK_CLIENT_SECRET: OIDC.clientSecret,
};
