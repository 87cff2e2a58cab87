import { createHash } from 'node:crypto';
import { HOST_APP } from './guard';
import type { HistoryEntry, Pointer } from './pointers';
import type { Release } from './publish';

/** One version a browser may load for an app: where its manifest is, and the core names it needs of the host. */
export interface PlanCandidate {
  version: string;
  manifest: string;
  uses: string[];
}

/**
 * What one browser loads of one app. `candidates` starts with the version meant for it (the live one, or the
 * canary's if this admin is in it) and goes on with the versions the pointer's history put live before, newest
 * first: the host loads the first whose core names it provides (a pointer edited by hand past the guard).
 */
export interface AppPlan {
  app: string;
  /** The version meant for this browser. */
  version: string;
  /** Meant for this browser as a canary. */
  canary: boolean;
  /** The app has a canary this request could not decide (no admin known): its code should wait for the admin's plan. */
  pending: boolean;
  candidates: PlanCandidate[];
}

/** How many versions back a host may fall: enough for a bad promote or two, few enough to keep the answer small. */
export const FALLBACKS = 5;

/**
 * Where an admin falls among the staff for a canary of one version of one app: 0–99, the same on every reload and
 * tab (it depends on nothing else), and another draw for the app's next canary.
 */
export function canaryBucket(app: string, version: string, adminId: number): number {
  return createHash('sha256').update(`${app}\0${version}\0${adminId}`).digest().readUInt32BE(0) % 100;
}

function inCanary(app: string, canary: NonNullable<Pointer['apps'][string]['canary']>, adminId: number): boolean {
  if (canary.admins) return canary.admins.includes(adminId);
  return canaryBucket(app, canary.version, adminId) < (canary.percent ?? 0);
}

/**
 * The remotes' plan for one browser, from an environment's pointer and its history. `adminId` null: a browser
 * not signed in yet, which gets the live versions and learns of canaries only once its admin is known.
 * `release(app, version)` gives a published version's record (its core names); versions without one are skipped.
 */
export function planFor(
  pointer: Pointer,
  entries: readonly HistoryEntry[],
  adminId: number | null,
  release: (app: string, version: string) => Release | undefined,
  manifestUrl: (app: string, version: string) => string,
): AppPlan[] {
  return Object.entries(pointer.apps)
    .filter(([app]) => app !== HOST_APP)
    .map(([app, live]) => {
      const canary = live.canary && adminId !== null && inCanary(app, live.canary, adminId);
      const version = canary ? live.canary!.version : live.version;
      const before = entries.flatMap((entry) => entry.pointer.apps[app]?.version ?? []).reverse();
      const candidates = [...new Set([version, live.version, ...before])].flatMap((each) => {
        const record = release(app, each);
        return record ? [{ version: each, manifest: manifestUrl(app, each), uses: record.core.uses ?? [] }] : [];
      });
      return { app, version, canary: !!canary, pending: !!live.canary && adminId === null, candidates: candidates.slice(0, FALLBACKS + 1) };
    });
}
