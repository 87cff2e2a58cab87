/**
 * The release plan (issue 27): which version of each remote this browser loads, as the API answers it from the
 * release store (GET releases/plan; shared/contracts/src/releases.ts). Read when the shell starts and again with
 * every check of ./manifestWatch.ts, so a promote, a canary or a rollback reaches an open tab as the
 * 'Hay una versión nueva…' notice, and a new tab at once. Without a store the plan is empty and config.json's
 * remotes stand.
 *
 * Each app comes with candidates, newest first; the host loads the first whose core names it provides itself
 * (the shared core is a singleton: a remote built against a newer core would run on this host's older one). A
 * pointer edited by hand past the release guard so costs only that remote's screens, or falls back a version.
 */
import * as chakra from '@chakra-ui/react';
import { chakraName } from '@console/build/chakra';
import * as core from '@console/core';
import { api, getConfig, publicApi, type ApiClient, type AreaRemote, type ConsoleConfig } from '@console/core';
import { releasePlanSchema, runnableCandidate, type Envelope, type ReleasePlan } from '@console/contracts';
import { configuredRemotes, pointRemote } from './registry';

/**
 * The names this host provides, as version.json records them (@console/build's webpack/federation.cjs): its core's,
 * which every remote it loads may import; the federation runtime's core, which this host's runtime hands to the
 * remotes (a remote's production build uses it instead of its own copy); and the Chakra names it shares.
 */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
const provided = new Set([
  ...Object.keys(core),
  ...(RUNTIME_CORE_GLOBAL in globalThis ? [RUNTIME_CORE_GLOBAL] : []),
  ...Object.keys(chakra).map(chakraName),
]);


/** Per remote, what this tab was told last: the version meant for it and whether that is a canary. */
const told = new Map<AreaRemote, { version: string; canary: boolean }>();
/** Remotes with a canary the plan read without a session could not decide: not read ahead before sign-in. */
const undecided = new Set<AreaRemote>();

/** Whether a remote's version waits for the signed-in admin's plan (a canary). */
export const awaitsAdmin = (name: AreaRemote) => undecided.has(name);

/** The plan's version of a remote for this browser (null: config.json's build, no release store). */
export const plannedRelease = (name: AreaRemote) => told.get(name) ?? null;

/** Points every remote at the version of the plan this host can run, or at config.json's build when the plan has none (./registry.ts pointRemote). */
export function applyPlan(plan: ReleasePlan) {
  const planned = new Map(plan.apps.map((app) => [app.app, app]));
  for (const name of configuredRemotes()) {
    const app = planned.get(name);
    // A canary still undecided (no admin yet) waits: the admin's own plan decides it.
    if (app?.pending) {
      undecided.add(name);
      continue;
    }
    undecided.delete(name);
    if (!app) {
      told.delete(name);
      pointRemote(name, undefined);
      continue;
    }
    const candidate = runnableCandidate(app, provided);
    told.set(name, { version: candidate?.version ?? app.version, canary: app.canary && candidate?.version === app.version });
    pointRemote(name, candidate ? candidate.manifest : null);
  }
}

/**
 * Reads the plan and applies it; a plan that cannot be read now changes nothing (config.json or the last one
 * stand). `publicApi` before sign-in: the live versions, canaries undecided.
 */
export async function refreshPlan(client: ApiClient = api): Promise<void> {
  try {
    const body = await client.get('releases/plan').json<Envelope<unknown>>();
    applyPlan(releasePlanSchema.parse(body.resource));
  } catch (error) {
    console.warn('No se pudo leer el plan de versiones', error);
  }
}

/**
 * Whether this console's remotes follow a release store: config.json's `releasePlan` (scripts/console.mjs sets it
 * when the API serves one). Read here rather than declared in the core's config type: only the host reads it.
 */
export const releasePlanOn = () => (getConfig() as ConsoleConfig & { releasePlan?: boolean }).releasePlan === true;

let first: Promise<void> | null = null;

/**
 * The plan's first read of the session, which every remote's first load and declaration wait for (nothing waits
 * without a release store). Signed in only: the plan is per admin.
 */
export const planReady = (): Promise<void> => (first ??= releasePlanOn() ? refreshPlan() : Promise.resolve());

/** For tests, and a new session: forget what the plan said. */
export function resetPlan() {
  told.clear();
  undecided.clear();
  first = null;
}

/** Before sign-in (the login page reading ahead): the live versions, where a store is in use. */
export const readLivePlan = (): Promise<void> => (releasePlanOn() ? refreshPlan(publicApi) : Promise.resolve());
