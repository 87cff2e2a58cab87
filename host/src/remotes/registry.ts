import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRemote } from '@console/core';

/**
 * The five remotes, registered at start-up from config.json (manifest URLs): registering fetches nothing.
 * When the shell starts it reads each remote's area.json (./areaFiles.ts); a remote's manifest and code
 * are loaded the first time one of its screens is shown.
 */
const entries = new Map<AreaRemote, string>();
const retries = new Map<AreaRemote, number>();

export function registerAreaRemotes(manifests: Partial<Record<AreaRemote, string>> | undefined) {
  const remotes: { name: AreaRemote; entry: string }[] = [];
  for (const [name, entry] of Object.entries(manifests ?? {}) as [AreaRemote, string | undefined][]) {
    if (!entry) continue;
    entries.set(name, entry);
    remotes.push({ name, entry });
  }
  if (remotes.length > 0) registerRemotes(remotes);
}

/** A remote that could not be loaded (offline, broken deploy, not configured). */
export class RemoteLoadError extends Error {
  name = 'RemoteLoadError';
  constructor(
    readonly remote: AreaRemote,
    readonly reason: 'not-configured' | 'unavailable' | 'invalid',
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
 * Loads `<name>/App` (a default-exported component rendering the area's routes). With `retry`, the
 * remote is first registered again with `force` and a new URL: the runtime caches a failed load, so
 * loading again without that would only replay the failure.
 */
export async function loadAreaApp(name: AreaRemote, { retry = false } = {}): Promise<{ default: ComponentType }> {
  const entry = entries.get(name);
  if (!entry) throw new RemoteLoadError(name, 'not-configured');
  if (retry) {
    const attempt = (retries.get(name) ?? 0) + 1;
    retries.set(name, attempt);
    registerRemotes([{ name, entry: retryUrl(entry, attempt) }], { force: true });
  }
  let module: { default?: ComponentType } | null;
  try {
    module = await loadRemote<{ default?: ComponentType }>(`${name}/App`);
  } catch (cause) {
    console.error(`No se pudo cargar ${name}/App`, cause);
    throw new RemoteLoadError(name, 'unavailable', { cause });
  }
  if (!module?.default) throw new RemoteLoadError(name, 'invalid');
  return { default: module.default };
}

/** The remotes config.json names, in its order. */
export const configuredRemotes = (): AreaRemote[] => [...entries.keys()];

/** The manifest URL config.json gives a remote. */
export const remoteEntry = (name: AreaRemote): string | undefined => entries.get(name);

/** For tests: forget registrations. */
export function resetAreaRemotes() {
  entries.clear();
  retries.clear();
}
