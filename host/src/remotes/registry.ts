import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRemote } from '@console/core';
import { reportError } from '../health/report';

/**
 * The five remotes, registered from config.json (manifest URLs) when the shell loads (shell/Shell.tsx): registering
 * fetches nothing.
 * When the shell starts it reads each remote's area.json (./areaFiles.ts); a remote's manifest and code
 * are loaded the first time one of its screens is shown.
 */
const entries = new Map<AreaRemote, string>();
const retries = new Map<AreaRemote, number>();
/** The remotes whose code this tab has loaded, with the manifest URL it was loaded from (./manifestWatch.ts, ./plan.ts). */
const loaded = new Map<AreaRemote, string>();
const loadListeners = new Set<(name: AreaRemote, manifestUrl: string) => void>();

/** config.json's address of each remote: where a remote goes back to when the release plan stops naming it. */
const configured = new Map<AreaRemote, string>();

export function registerAreaRemotes(manifests: Partial<Record<AreaRemote, string>> | undefined) {
  const remotes: { name: AreaRemote; entry: string }[] = [];
  for (const [name, entry] of Object.entries(manifests ?? {}) as [AreaRemote, string | undefined][]) {
    if (!entry) continue;
    entries.set(name, entry);
    configured.set(name, entry);
    remotes.push({ name, entry });
  }
  if (remotes.length > 0) registerRemotes(remotes);
}

/** Remotes of which the release plan offers no version this host can run (./plan.ts). */
const incompatible = new Set<AreaRemote>();

/**
 * Points a remote at another version (the release plan's, ./plan.ts); with undefined, back at config.json's; with
 * null, at none this host can run.
 * A remote this tab has not loaded yet loads the new one; one it has loaded keeps running the code it has (a
 * loaded module cannot be swapped), and ./manifestWatch.ts tells the person a new version waits for a reload.
 */
export function pointRemote(name: AreaRemote, manifestUrl: string | null | undefined) {
  if (manifestUrl === null) {
    incompatible.add(name);
    return;
  }
  incompatible.delete(name);
  // Not in the plan: config.json's build.
  const entry = manifestUrl ?? configured.get(name);
  if (!entry || entries.get(name) === entry) return;
  entries.set(name, entry);
  if (!loaded.has(name)) registerRemotes([{ name, entry }], { force: true });
}

/** A remote that could not be loaded (offline, broken deploy, not configured, or needing a newer host). */
export class RemoteLoadError extends Error {
  name = 'RemoteLoadError';
  constructor(
    readonly remote: AreaRemote,
    readonly reason: 'not-configured' | 'unavailable' | 'invalid' | 'incompatible',
    options?: { cause?: unknown },
  ) {
    super(`No se pudo cargar el módulo ${remote}/App`, options);
  }
}

/** `entry` with `retry=n` in its query, so neither the runtime nor the browser serves the failed copy. */
export function retryUrl(entry: string, attempt: number): string {
  const url = new URL(entry, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.toString();
}

/**
 * A remote's `<name>/App`: its area's routes (default export) and, from remotes that have them, what a screen
 * needs before it first shows (AreaPreload and AreaPrefetch of @console/ui): `preload`, its code (no session yet);
 * `prefetch`, its code and first data, into the session's query cache.
 */
export interface AreaModule {
  default: ComponentType;
  preload?(pathname: string): Promise<void>;
  prefetch?(pathname: string, queryClient: QueryClient): Promise<void>;
}

/**
 * Loads `<name>/App` (a default-exported component rendering the area's routes). With `retry`, the
 * remote is first registered again with `force` and a new URL: the runtime caches a failed load, so
 * loading again without that would only replay the failure.
 */
export async function loadAreaApp(name: AreaRemote, { retry = false } = {}): Promise<AreaModule> {
  const entry = entries.get(name);
  if (!entry) throw new RemoteLoadError(name, 'not-configured');
  if (incompatible.has(name)) throw new RemoteLoadError(name, 'incompatible');
  let manifestUrl = entry;
  if (retry) {
    const attempt = (retries.get(name) ?? 0) + 1;
    retries.set(name, attempt);
    manifestUrl = retryUrl(entry, attempt);
    registerRemotes([{ name, entry: manifestUrl }], { force: true });
  }
  let module: Partial<AreaModule> | null;
  try {
    module = await loadRemote<Partial<AreaModule>>(`${name}/App`);
  } catch (cause) {
    console.error(`No se pudo cargar ${name}/App`, cause);
    reportError(name, 'chunk', cause);
    throw new RemoteLoadError(name, 'unavailable', { cause });
  }
  if (!module?.default) throw new RemoteLoadError(name, 'invalid');
  if (!loaded.has(name)) {
    loaded.set(name, manifestUrl);
    for (const listener of loadListeners) listener(name, manifestUrl);
  }
  const { preload, prefetch } = module;
  return {
    default: module.default,
    preload: typeof preload === 'function' ? preload : undefined,
    prefetch: typeof prefetch === 'function' ? prefetch : undefined,
  };
}

/** The remotes this tab has loaded (each with the manifest URL it came from), now and as they load. */
export function onRemoteLoaded(listener: (name: AreaRemote, manifestUrl: string) => void): () => void {
  for (const [name, manifestUrl] of loaded) listener(name, manifestUrl);
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** The remotes config.json names, in its order. */
export const configuredRemotes = (): AreaRemote[] => [...entries.keys()];

/** The manifest URL a remote loads from: config.json's, or the release plan's. */
export const remoteEntry = (name: AreaRemote): string | undefined => entries.get(name);

/** For tests: forget registrations. */
export function resetAreaRemotes() {
  entries.clear();
  configured.clear();
  retries.clear();
  loaded.clear();
  incompatible.clear();
}
