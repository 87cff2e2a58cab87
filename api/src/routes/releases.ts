/**
 * Releases (issue 27; shared/contracts/src/releases.ts): the release store as the console sees it. The store is a
 * folder (RELEASE_DIR) or a bucket (RELEASE_S3_*) that `scripts/console.mjs release|promote|rollback` write directly; this API reads it and
 * changes its pointer through the same atomic change (@console/releases), so neither loses the other's writes.
 *
 * GET releases/plan: which version of each remote this browser loads. A canary's share is decided here, per admin
 * (stable across tabs and reloads); the host checks each candidate's core names against its own and loads the
 * first it can run. Read every minute by every open tab, so the pointer's history entries and the releases'
 * records, which never change, are read from the store once (per API process).
 */
import {
  currentPointer,
  getRelease,
  history,
  listReleases,
  openStore,
  planFor,
  promote,
  rollback,
  type HistoryEntry,
  type Release,
} from '@console/releases';
import {
  RELEASE_APPS,
  RELEASE_TEXTS,
  releaseOperations,
  SUPERADMIN_ROLE_ID,
  z,
  type ReleaseApp,
  type ReleaseAppOverview,
  type ReleaseOverviewAnswer,
  type ReleasePlan,
} from '@console/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, staffGuard } from '../auth/guard';
import type { ReleaseConfig } from '../config';
import { recordChange } from '../lib/audit';
import { clientErrorCounts } from '../lib/client-errors';
import { HttpError } from '../lib/http';
import { route } from '../lib/operation';

/** The history entries shown per app on 'Versiones'. */
const CHANGES_SHOWN = 10;
const HOUR_MS = 60 * 60 * 1000;

/** The store and what was read of it: history entries and release records are immutable. */
function releaseReader(config: ReleaseConfig) {
  const store = openStore(config.store);
  const entries = new Map<string, HistoryEntry>();
  const records = new Map<string, Release>();
  return {
    store,
    env: config.env,
    history: () => history(store, config.env, entries),
    async release(app: string, version: string): Promise<Release | undefined> {
      const key = `${app}/${version}`;
      if (!records.has(key)) {
        const record = await getRelease(store, app, version);
        if (record) records.set(key, record);
      }
      return records.get(key);
    },
    manifestUrl: (app: string, version: string) => `${config.publicUrl}/${app}/${version}/mf-manifest.json`,
  };
}

/** The app of the path: any text is taken (the declaration's enum says which exist), an unknown one answers 404 here. */
const anyApp = z.object({ app: z.string() });
function releaseApp(app: string): ReleaseApp {
  if (!(RELEASE_APPS as readonly string[]).includes(app)) throw new HttpError(404, RELEASE_TEXTS.unknownApp);
  return app as ReleaseApp;
}

/** The store's refusals (a version not published, the core guard, nothing to roll back) as a 409 in Spanish. */
async function pointerChange<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    throw new HttpError(409, `No se pudo cambiar la versión: ${(error as Error).message}`);
  }
}

/** One reader per app (the plan's routes and the staff routes share what was read of the store). */
const readers = new WeakMap<FastifyInstance['ctx'], ReturnType<typeof releaseReader> | undefined>();
function readerOf(app: FastifyInstance) {
  if (!readers.has(app.ctx)) readers.set(app.ctx, app.ctx.config.releases && releaseReader(app.ctx.config.releases));
  return readers.get(app.ctx);
}

/**
 * GET releases/plan, outside the staff guard: without a session (the login page reading ahead while the code is
 * typed) it answers the live versions, a remote with a canary marked `pending`; with a valid session, the
 * admin's own plan. An invalid token is answered as no session: the plan holds nothing secret but who is in a
 * canary, which it then does not tell.
 */
export async function releasePlanRoutes(app: FastifyInstance) {
  const reader = readerOf(app);
  const guard = staffGuard(app);
  route(app, releaseOperations.plan, async ({ request }): Promise<ReleasePlan> => {
    if (!reader) return { env: null, apps: [] };
    const adminId = bearerToken(request) ? await guard(request).then(() => request.admin.admin_id, () => null) : null;
    const entries = await reader.history();
    const pointer = entries.at(-1)?.pointer;
    if (!pointer) return { env: reader.env, apps: [] };
    // Every version the plan may name: the pointer's and the ones its history put live.
    const named = new Set(entries.flatMap((entry) => Object.entries(entry.pointer.apps).flatMap(([name, live]) => [live.version, live.canary?.version].filter(Boolean).map((version) => `${name}/${version}`))));
    const records = new Map<string, Release>();
    await Promise.all(
      [...named].map(async (key) => {
        const [name, version] = key.split('/');
        const record = await reader.release(name, version);
        if (record) records.set(key, record);
      }),
    );
    const apps = planFor(pointer, entries, adminId, (name, version) => records.get(`${name}/${version}`), reader.manifestUrl);
    return { env: reader.env, apps };
  });
}

export default async function releaseRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;
  const reader = readerOf(app);

  route(app, releaseOperations.list, async (): Promise<ReleaseOverviewAnswer> => {
    if (!reader) throw new HttpError(404, RELEASE_TEXTS.notConfigured);
    const [entries, counts] = await Promise.all([reader.history(), clientErrorCounts(db, { since: new Date(now().getTime() - HOUR_MS) })]);
    const pointer = entries.at(-1)?.pointer ?? null;
    const errors = new Map(counts.map((count) => [`${count.app}/${count.version}`, count.count]));
    const apps = await Promise.all(
      RELEASE_APPS.map(async (name): Promise<ReleaseAppOverview> => {
        const live = pointer?.apps[name];
        const published = await listReleases(reader.store, name);
        const changes = entries.filter((entry) => entry.app === name);
        return {
          app: name,
          live: live?.version ?? null,
          canary: live?.canary ?? null,
          rollbackTo: live?.canary ? live.version : (live?.previous ?? null),
          versions: published.reverse().map((release) => ({
            version: release.version,
            builtAt: release.builtAt,
            publishedAt: release.publishedAt,
            live: release.version === live?.version,
            canary: release.version === live?.canary?.version,
            errors: errors.get(`${name}/${release.version}`) ?? 0,
          })),
          changes: changes
            .slice(-CHANGES_SHOWN)
            .reverse()
            .map(({ revision, action, from, to, by, at }) => ({ revision, action, from, to, by, at })),
        };
      }),
    );
    return { env: reader.env, apps };
  });

  /** A pointer change from the console: a superadmin's only, recorded in the audit trail with the app's pointer before and after. */
  async function changeFromConsole(request: FastifyRequest, app: string, change: (name: ReleaseApp, by: string) => Promise<HistoryEntry>) {
    if (!reader) throw new HttpError(404, RELEASE_TEXTS.notConfigured);
    if (request.admin.role_id !== SUPERADMIN_ROLE_ID) throw new HttpError(403, RELEASE_TEXTS.superadminOnly);
    const name = releaseApp(app);
    const before = (await currentPointer(reader.store, reader.env))?.apps[name] ?? null;
    const entry = await pointerChange(() => change(name, `${request.admin.email} (#${request.admin.admin_id})`));
    const after = entry.pointer.apps[name] ?? null;
    await recordChange(request, {
      resource: 'release',
      id: name,
      action: entry.action === 'canary' ? 'release.canary' : entry.action === 'promote' ? releaseOperations.promote.audit : releaseOperations.rollback.audit,
      before: before && { env: reader.env, ...before },
      after: after && { env: reader.env, ...after },
    });
    return { revision: entry.revision, action: entry.action, from: entry.from, to: entry.to, by: entry.by, at: entry.at };
  }

  route(app, { ...releaseOperations.promote, params: anyApp }, ({ params, body: { version, canary }, request }) =>
    changeFromConsole(request, params.app, (name, by) => promote(reader!.store, name, version, { env: reader!.env, by, now, canary })),
  );

  // Nothing to say but the app: a body, if any, is an empty object.
  route(app, { ...releaseOperations.rollback, params: anyApp }, ({ params, request }) =>
    changeFromConsole(request, params.app, (name, by) => rollback(reader!.store, name, { env: reader!.env, by, now })),
  );
}
