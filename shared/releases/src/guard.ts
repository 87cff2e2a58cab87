/**
 * The compatibility guard. The shared core is a run-time singleton: a remote gets the host's copy, whatever it
 * was built against. So each build records the core names it imports (a remote) or offers (the host), and no
 * remote goes live beside a host that lacks one of its names, nor a host beside a remote that needs one it lacks.
 */

/** The app that provides the shared core to every other. */
export const HOST_APP = 'host';

/** What a build records about the shared core: its version, and the names it imports (remote) or offers (host). */
export interface CoreRecord {
  version: string;
  uses?: string[];
  provides?: string[];
}

/** One version of one app, as far as the guard cares. */
export interface DeployedCore {
  app: string;
  version: string;
  core: CoreRecord;
}

/** The names `uses` needs that `provides` lacks, sorted. */
export function missingNames(uses: readonly string[], provides: readonly string[]): string[] {
  const offered = new Set(provides);
  return [...new Set(uses)].filter((name) => !offered.has(name)).sort();
}

/**
 * Why `candidate` cannot run beside the releases already promoted (live or canary) in an environment; empty
 * when it can. The candidate's own app is left out of `promoted`: it is what the candidate replaces.
 */
export function incompatibilities(candidate: DeployedCore, promoted: readonly DeployedCore[]): string[] {
  const others = promoted.filter((release) => release.app !== candidate.app);
  if (candidate.app === HOST_APP) {
    return others.flatMap((remote) => {
      const missing = missingNames(remote.core.uses ?? [], candidate.core.provides ?? []);
      return missing.length ? [`host ${candidate.version} lacks core names ${remote.app} ${remote.version} uses: ${missing.join(', ')}`] : [];
    });
  }
  return others
    .filter((release) => release.app === HOST_APP)
    .flatMap((host) => {
      const missing = missingNames(candidate.core.uses ?? [], host.core.provides ?? []);
      return missing.length ? [`${candidate.app} ${candidate.version} uses core names host ${host.version} lacks: ${missing.join(', ')}`] : [];
    });
}
