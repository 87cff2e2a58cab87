/**
 * The deploys the console is made of, checked live: the host (the page's own origin) and each remote that
 * config.json names. Every app's build publishes version.json (its version and build time) beside its
 * index.html and its mf-manifest.json (shared/build/webpack/federation.cjs), so each deploy speaks for itself,
 * whatever the host was built with.
 */
import { getConfig } from '@console/core';
import { REMOTE_TITLES, z } from '@console/contracts';

export interface Deploy {
  /** 'host' or the remote's name in config.json. */
  key: string;
  /** 'Host', 'Master', 'Partners'… */
  name: string;
  /** Where it is loaded from: the host's page, or the remote's manifest as config.json gives it. */
  url: string;
  manifestUrl: string;
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

const stampSchema = z.object({ version: z.string().max(100), builtAt: z.string().max(100) });

const here = () => window.location.href;

/** The host, then the remotes in config.json's order. */
export function deploys(): Deploy[] {
  const page = new URL('/', here());
  const host: Deploy = { key: 'host', name: 'Host', url: page.toString(), manifestUrl: new URL('mf-manifest.json', page).toString() };
  const remotes = Object.entries(getConfig().remotes ?? {}).flatMap(([key, entry]): Deploy[] => {
    if (!entry) return [];
    const manifestUrl = new URL(entry, here()).toString();
    return [{ key, name: REMOTE_TITLES[key as keyof typeof REMOTE_TITLES] ?? key, url: manifestUrl, manifestUrl }];
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
    return { reachable: manifestMs !== null, manifestMs, version: stamp?.version ?? null, builtAt: stamp?.builtAt ?? null };
  } finally {
    clearTimeout(timer);
  }
}
