import { incompatibilities } from './guard';
import { getRelease, listReleases, type Release } from './publish';
import type { ReleaseStore } from './store';

/** A canary: a newer version for a share of the staff (percent) or for named admins (their ids). */
export interface Canary {
  version: string;
  percent?: number;
  admins?: number[];
}

export interface AppPointer {
  version: string;
  previous?: string;
  canary?: Canary;
}

/** What is live in one environment: `pointers/<env>.json`. */
export interface Pointer {
  env: string;
  revision: number;
  apps: Record<string, AppPointer>;
  changedAt: string;
  changedBy: string;
}

export type PointerAction = 'promote' | 'canary' | 'rollback';

/** One change of a pointer, kept for good: `pointers/<env>/<revision, 8 digits>.json`, with the pointer it made. */
export interface HistoryEntry {
  env: string;
  revision: number;
  app: string;
  action: PointerAction;
  from: string | null;
  to: string;
  by: string;
  at: string;
  pointer: Pointer;
}

export interface ChangeOptions {
  env?: string;
  by: string;
  /** The clock, for tests. */
  now?: () => Date;
}

export type CanaryOption = { percent: number } | { admins: number[] };

/**
 * Changes lost to another writer are retried on the new state this many times: each round one writer wins, so
 * this many promotes at once all land (more are refused, saying so).
 */
const ATTEMPTS = 50;

const documentKey = (env: string) => `pointers/${env}.json`;
const entriesPrefix = (env: string) => `pointers/${env}/`;
const entryKey = (env: string, revision: number) => `${entriesPrefix(env)}${String(revision).padStart(8, '0')}.json`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function checkEnv(env: string): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(env)) throw new Error(`Invalid environment name: "${env}"`);
}

async function entryKeys(store: ReleaseStore, env: string): Promise<string[]> {
  return (await store.list(entriesPrefix(env))).filter((key) => /^\d{8}\.json$/.test(key.slice(entriesPrefix(env).length)));
}

async function readEntry(store: ReleaseStore, key: string): Promise<HistoryEntry> {
  return JSON.parse((await store.get(key))!.toString('utf8')) as HistoryEntry;
}

async function newestEntry(store: ReleaseStore, env: string): Promise<HistoryEntry | null> {
  const keys = await entryKeys(store, env);
  return keys.length ? readEntry(store, keys[keys.length - 1]) : null;
}

/**
 * Every change of an environment's pointer, oldest first. Entries never change once written: with `read`, a
 * reader that keeps them (the API, asked every minute by every tab) reads each one once.
 */
export async function history(store: ReleaseStore, env = 'production', read: Map<string, HistoryEntry> = new Map()): Promise<HistoryEntry[]> {
  checkEnv(env);
  return Promise.all(
    (await entryKeys(store, env)).map(async (key) => {
      const known = read.get(key);
      if (known) return known;
      const entry = await readEntry(store, key);
      read.set(key, entry);
      return entry;
    }),
  );
}

/** What is live in an environment, from its newest history entry (the document may lag one change after a crash). */
export async function currentPointer(store: ReleaseStore, env = 'production'): Promise<Pointer | null> {
  checkEnv(env);
  return (await newestEntry(store, env))?.pointer ?? null;
}

/**
 * Writes the newest entry's pointer as the environment's document, until no newer entry appeared meanwhile: a
 * writer whose rename landed after a newer one's sees the newer entry and writes it again.
 */
async function syncDocument(store: ReleaseStore, env: string): Promise<void> {
  for (let head = await newestEntry(store, env); head; ) {
    await store.replace(documentKey(env), json(head.pointer));
    const after = await newestEntry(store, env);
    if (after?.revision === head.revision) return;
    head = after;
  }
}

type Change = Pick<HistoryEntry, 'app' | 'action' | 'from' | 'to'> & { apps: Record<string, AppPointer> };

/**
 * The one way a pointer changes: revision N+1 is created only if absent, computed from the newest history entry
 * (so a crash before the document's write never stalls the pointer). Whoever creates it wins; the others decide
 * again on the new state. Then the document is replaced.
 */
async function changePointer(
  store: ReleaseStore,
  env: string,
  { by, now = () => new Date() }: ChangeOptions,
  decide: (current: Pointer | null) => Promise<Change>,
): Promise<HistoryEntry> {
  checkEnv(env);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const head = await newestEntry(store, env);
    const { apps, ...change } = await decide(head?.pointer ?? null);
    const revision = (head?.revision ?? 0) + 1;
    const at = now().toISOString();
    const entry: HistoryEntry = { env, revision, ...change, by, at, pointer: { env, revision, apps, changedAt: at, changedBy: by } };
    if (await store.createIfAbsent(entryKey(env, revision), json(entry))) {
      await syncDocument(store, env);
      return entry;
    }
  }
  throw new Error(`The ${env} pointer changed under this change ${ATTEMPTS} times in a row (others are promoting): run it again.`);
}

/** Refuses `candidate` if it cannot run beside what is promoted (live or canary) in `apps`, naming the core names. */
async function guard(store: ReleaseStore, candidate: Release, apps: Record<string, AppPointer>): Promise<void> {
  const promoted = Object.entries(apps).flatMap(([app, pointer]) => [pointer.version, pointer.canary?.version].filter((v): v is string => !!v).map((version) => ({ app, version })));
  const releases = (await Promise.all(promoted.map(({ app, version }) => getRelease(store, app, version)))).filter((release): release is Release => !!release);
  const problems = incompatibilities(candidate, releases);
  if (problems.length) throw new Error(`Refused: ${problems.join('; ')}.`);
}

async function publishedRelease(store: ReleaseStore, app: string, version: string): Promise<Release> {
  const release = await getRelease(store, app, version);
  if (!release) throw new Error(`${app} ${version} is not published (see: releases ${app}).`);
  return release;
}

function checkCanary(canary: CanaryOption): CanaryOption {
  if ('percent' in canary && !(Number.isInteger(canary.percent) && canary.percent >= 1 && canary.percent <= 99)) {
    throw new Error('A canary percent is a whole number from 1 to 99 (100 is a promote).');
  }
  if ('admins' in canary && !(canary.admins.length > 0 && canary.admins.every((id) => Number.isInteger(id) && id > 0))) {
    throw new Error('Canary admins are one or more admin ids (positive whole numbers).');
  }
  return canary;
}

/** Puts a published version live in an environment, or (with `canary`) live for a share of the staff only. */
export async function promote(
  store: ReleaseStore,
  app: string,
  version: string,
  options: ChangeOptions & { canary?: CanaryOption },
): Promise<HistoryEntry> {
  const env = options.env ?? 'production';
  const canary = options.canary && checkCanary(options.canary);
  const release = await publishedRelease(store, app, version);
  return changePointer(store, env, options, async (current) => {
    const apps = { ...current?.apps };
    const live = apps[app];
    await guard(store, release, apps);
    if (canary) {
      if (!live) throw new Error(`${app} has no live version in ${env} yet: promote one before a canary.`);
      if (live.version === version) throw new Error(`${app} ${version} is already live in ${env}.`);
      apps[app] = { ...live, canary: { version, ...canary } };
      return { app, action: 'canary', from: live.version, to: version, apps };
    }
    if (live?.version === version && !live.canary) throw new Error(`${app} ${version} is already live in ${env}.`);
    // A promote ends any canary: the app has one version again.
    const previous = live && live.version !== version ? live.version : live?.previous;
    apps[app] = previous ? { version, previous } : { version };
    return { app, action: 'promote', from: live?.version ?? null, to: version, apps };
  });
}

/**
 * The versions an app was put live with, as a stack replayed from the history: a promote pushes, a rollback
 * pops. The top is live; the one below is where a rollback goes.
 */
function liveStack(entries: readonly HistoryEntry[], app: string): string[] {
  const stack: string[] = [];
  for (const entry of entries.filter((each) => each.app === app)) {
    const live = entry.pointer.apps[app]?.version;
    if (entry.action === 'promote' && stack[stack.length - 1] !== live) stack.push(live);
    if (entry.action === 'rollback' && stack[stack.length - 1] !== live) stack.pop();
  }
  return stack;
}

/**
 * Ends an app's canary if it has one; otherwise puts back the version that was live before the current one
 * was promoted (per the history).
 */
export async function rollback(store: ReleaseStore, app: string, options: ChangeOptions): Promise<HistoryEntry> {
  const env = options.env ?? 'production';
  return changePointer(store, env, options, async (current) => {
    const apps = { ...current?.apps };
    const live = apps[app];
    if (!live) throw new Error(`${app} has nothing promoted in ${env}: nothing to roll back.`);
    if (live.canary) {
      apps[app] = live.previous ? { version: live.version, previous: live.previous } : { version: live.version };
      return { app, action: 'rollback', from: live.canary.version, to: live.version, apps };
    }
    const stack = liveStack(await history(store, env), app);
    const [target, below] = [stack[stack.length - 2], stack[stack.length - 3]];
    if (!target) throw new Error(`${app} has no version promoted before ${live.version} in ${env}: nothing to roll back to.`);
    await guard(store, await publishedRelease(store, app, target), apps);
    apps[app] = below ? { version: target, previous: below } : { version: target };
    return { app, action: 'rollback', from: live.version, to: target, apps };
  });
}

/** A published version, with where it is live or canary and every pointer change that named it. */
export interface ReleaseOverview extends Release {
  liveIn: string[];
  canaryIn: string[];
  changes: Pick<HistoryEntry, 'env' | 'action' | 'by' | 'at'>[];
}

/** Every environment that has a pointer. */
async function environments(store: ReleaseStore): Promise<string[]> {
  const names = (await store.list('pointers/')).map((key) => /^pointers\/([^/]+?)(?:\.json|\/\d{8}\.json)$/.exec(key)?.[1]);
  return [...new Set(names.filter((name): name is string => !!name))].sort();
}

/** An app's published versions, oldest first, each with its promotions and where it runs now. */
export async function releases(store: ReleaseStore, app: string): Promise<ReleaseOverview[]> {
  const published = await listReleases(store, app);
  const envs = await Promise.all((await environments(store)).map(async (env) => ({ env, entries: await history(store, env) })));
  return published.map((release) => {
    const pointers = envs.map(({ env, entries }) => ({ env, app: entries[entries.length - 1]?.pointer.apps[app] }));
    return {
      ...release,
      liveIn: pointers.filter((each) => each.app?.version === release.version).map((each) => each.env),
      canaryIn: pointers.filter((each) => each.app?.canary?.version === release.version).map((each) => each.env),
      changes: envs.flatMap(({ entries }) =>
        entries.filter((entry) => entry.app === app && entry.to === release.version).map(({ env, action, by, at }) => ({ env, action, by, at })),
      ),
    };
  });
}
