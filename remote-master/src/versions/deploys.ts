/**
 * The deploys the console is made of, checked live: the host (the page's own origin) and each remote that
 * config.json names. Every app's build publishes version.json (its version and build time) beside its
 * index.html and its mf-manifest.json (shared/build/webpack/federation.cjs), so each deploy speaks for itself,
 * whatever the host was built with.
 */
import { getConfig } from '@console/core';
import { REMOTE_TITLES, runnableCandidate, z, type ReleasePlan } from '@console/contracts';

export interface Deploy {
  /** 'host' or the remote's name in config.json. */
  key: string;
  /** 'Host', 'Master', 'Partners'… */
  name: string;
  /** Where it is loaded from: the host's page, or the remote's manifest as config.json gives it. */
  url: string;
  manifestUrl: string;
  /** This browser is in the app's canary (the release plan says so). */
  canary: boolean;
}

export interface DeployCheck {
  /** Its manifest answered now. */
  reachable: boolean;
  /** How long its manifest took to arrive (ms); null when it did not. */
  manifestMs: number | null;
  version: string | null;
  builtAt: string | null;
}

/** A deploy that does not answer within this is unreachable (a hung server must not keep its row waiting). */
export const CHECK_TIMEOUT_MS = 10_000;

/** version.json: the build's own version and time, and `release`, the store's version id, once published. */
const stampSchema = z.object({ version: z.string().max(100), builtAt: z.string().max(100), release: z.string().max(100).optional() });

const here = () => window.location.href;

const hostCoreSchema = z.object({ core: z.object({ provides: z.array(z.string().max(200)).max(1000) }) });

/** The core names the host provides, from its own version.json; null when it cannot be read. */
export async function hostProvides(): Promise<string[] | null> {
  try {
    const response = await fetch(new URL('/version.json', here()), { cache: 'no-store' });
    return response.ok ? hostCoreSchema.parse(await response.json()).core.provides : null;
  } catch {
    return null;
  }
}

/**
 * The host, then the remotes in config.json's order, each where this browser loads it from: of the versions the
 * release plan offers it (its canary's first, if it is in one), the first whose core names the host provides, as
 * the host itself chooses (host/src/remotes/plan.ts); else config.json's address.
 */
export function deploys(plan?: ReleasePlan, provides?: readonly string[] | null): Deploy[] {
  const page = new URL('/', here());
  const host: Deploy = { key: 'host', name: 'Host', url: page.toString(), manifestUrl: new URL('mf-manifest.json', page).toString(), canary: false };
  const planned = new Map((plan?.apps ?? []).map((app) => [app.app, app]));
  const offered = new Set(provides ?? []);
  const remotes = Object.entries(getConfig().remotes ?? {}).flatMap(([key, entry]): Deploy[] => {
    const app = planned.get(key);
    // The host's core names unknown (its version.json unread): the version meant for this browser.
    const release = app && (provides ? runnableCandidate(app, offered) : app.candidates[0]);
    const address = release?.manifest ?? entry;
    if (!address) return [];
    const manifestUrl = new URL(address, here()).toString();
    return [{ key, name: REMOTE_TITLES[key as keyof typeof REMOTE_TITLES] ?? key, url: manifestUrl, manifestUrl, canary: !!app?.canary && release?.version === app.version }];
  });
  return [host, ...remotes];
}

/** Never from a cache: the point is what the server answers now. */
const fresh = (url: string, signal: AbortSignal) => fetch(url, { cache: 'no-store', signal });

/** The manifest's round trip, body included; null when it does not arrive as JSON. */
async function timeManifest(url: string, signal: AbortSignal): Promise<number | null> {
  const start = performance.now();
  try {
    const response = await fresh(url, signal);
    if (!response.ok) return null;
    await response.json();
    return performance.now() - start;
  } catch {
    return null;
  }
}

/** What the deploy's version.json says (checked: a server's file is not trusted blindly); null when absent. */
async function readStamp(url: string, signal: AbortSignal) {
  try {
    const response = await fresh(url, signal);
    return response.ok ? stampSchema.parse(await response.json()) : null;
  } catch {
    return null;
  }
}

/** Checks one deploy; it never throws: a deploy that cannot be reached is a result, not an error. */
export async function checkDeploy(deploy: Deploy): Promise<DeployCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    const [manifestMs, stamp] = await Promise.all([
      timeManifest(deploy.manifestUrl, controller.signal),
      readStamp(new URL('version.json', deploy.manifestUrl).toString(), controller.signal),
    ]);
    return { reachable: manifestMs !== null, manifestMs, version: stamp?.release ?? stamp?.version ?? null, builtAt: stamp?.builtAt ?? null };
  } finally {
    clearTimeout(timer);
  }
}
