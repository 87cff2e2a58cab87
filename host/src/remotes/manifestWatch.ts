/**
 * Notices when a remote this tab has loaded is deployed again while the console stays open: its manifest
 * (mf-manifest.json, which names every hashed chunk of the build) is read again now and then and compared
 * with the one its loaded code came from. Remotes this tab has not loaded need no watching: their next
 * load takes whatever is deployed. The host itself is watched the same way through its version.json (a host
 * promoted or rolled back in the release store, or deployed again in place).
 */
import type { AreaRemote } from '@console/core';
import { onRemoteLoaded, remoteEntry } from './registry';

/** How often the loaded remotes' manifests are read again (and whenever the tab is shown again). */
export const MANIFEST_CHECK_MS = 60_000;

/** What the notice names: a remote, or the console itself (the host). */
export type Renewed = AreaRemote | 'host';
/** The host's build record, at its page's origin: it changes with every build and release of the host. */
const HOST_VERSION = '/version.json';

/** The manifest's text; null when it cannot be read now (offline, deploying): that is no news. */
async function readManifest(url: string, cache: RequestCache): Promise<string | null> {
  try {
    const response = await fetch(url, { cache });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** A manifest URL without the retry mark a failed load's retry adds (./registry.ts retryUrl): the same deploy. */
function deployOf(url: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.delete('retry');
  return parsed.toString();
}

/**
 * Per loaded remote, where its code came from and that manifest. A fact of the tab, kept across the shell's mounts
 * (a sign-out and sign-in keep the loaded code, while the browser's cache may by then hold a newer manifest).
 */
const loaded = new Map<AreaRemote, { url: string; manifest: Promise<string | null> }>();
/** The host's version.json when this tab first watched (read once per page, like the code it describes). */
let hostBaseline: Promise<string | null> | null = null;

/** For tests: forget the manifests read. */
export function resetManifestWatch() {
  loaded.clear();
  hostBaseline = null;
}

/**
 * Calls `onNewVersion(remote)` once per change of a loaded remote: its address moved to another version (the
 * release plan, which `refresh` reads again before each check), or the manifest at its address changed (a deploy
 * in place). Again if it changes again. Returns the function that stops watching.
 */
export function watchManifests(
  onNewVersion: (name: Renewed) => void,
  { everyMs = MANIFEST_CHECK_MS, refresh }: { everyMs?: number; refresh?: () => Promise<void> } = {},
): () => void {
  /** Per app, the manifest (or address) last announced, so one change is announced once. */
  const announced = new Map<Renewed, string>();
  let stopped = false;
  hostBaseline ??= readManifest(HOST_VERSION, 'no-cache');
  const announce = (name: Renewed, change: string) => {
    if (stopped || announced.get(name) === change) return;
    announced.set(name, change);
    onNewVersion(name);
  };

  const stopListening = onRemoteLoaded((name, manifestUrl) => {
    if (loaded.has(name)) return;
    // The federation runtime's own fetch of the manifest left it in the browser's HTTP cache: force-cache
    // reads that very copy without asking the server (if it was not kept, this is what the server has now).
    loaded.set(name, { url: deployOf(manifestUrl), manifest: readManifest(manifestUrl, 'force-cache') });
  });

  const checkHost = async () => {
    const [before, now] = await Promise.all([hostBaseline, readManifest(HOST_VERSION, 'no-cache')]);
    if (stopped || now === null) return;
    if (before === null) hostBaseline = Promise.resolve(now);
    else if (now !== before) announce('host', now);
  };

  const check = async () => {
    await refresh?.();
    await checkHost();
    await Promise.all(
      [...loaded].map(async ([name, baseline]) => {
        const entry = remoteEntry(name);
        if (!entry) return;
        if (deployOf(entry) !== baseline.url) return announce(name, `address ${deployOf(entry)}`);
        // no-cache: revalidated with the server, usually a 304 without a body.
        const [before, now] = await Promise.all([baseline.manifest, readManifest(entry, 'no-cache')]);
        if (stopped || now === null) return;
        if (before === null) {
          // Its manifest could not be read when it loaded: compare with what is there now from now on.
          loaded.set(name, { ...baseline, manifest: Promise.resolve(now) });
          return;
        }
        if (now !== before) announce(name, now);
      }),
    );
  };

  // A hidden tab waits: it checks when it is shown again.
  const timer = setInterval(() => document.visibilityState !== 'hidden' && void check(), everyMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    stopListening();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
