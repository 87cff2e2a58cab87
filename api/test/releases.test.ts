/**
 * Releases (issue 27) through the API, on a release store in a temp folder: each browser's plan (live versions,
 * a canary for named admins, the versions before as fallbacks), the overview 'Versiones' reads (with the error
 * reports of the last hour), and promote / canary / rollback from the console: a superadmin's only, recorded in
 * the audit trail, refused by the core guard as the CLI is, and never lost beside a CLI's change of the same pointer.
 * Then the same plan from a store in an S3-compatible bucket (RELEASE_S3_*, a local S3 server).
 */
import type { ReleaseOverviewAnswer, ReleasePlan } from '@console/contracts';
import { currentPointer, history, promote, publish, type DiskReleaseStore, type S3ReleaseStore } from '@console/releases';
import { fakeDist, storeKinds, tempStore } from '@console/releases/testing';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { admins, auditLog } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, demoDatabase, json, makeApp } from './helpers';

const store: DiskReleaseStore = tempStore();
const PUBLIC = 'https://releases.example.com';
const api = demoApi({ config: { releases: { store: { kind: 'folder', dir: store.dir }, publicUrl: PUBLIC, env: 'production' } } });
const manifest = (app: string, version: string) => `${PUBLIC}/${app}/${version}/mf-manifest.json`;

const publishOne = async (app: string, content: string, core: { version: string; uses?: string[]; provides?: string[] }) =>
  (await publish(store, app, fakeDist(content, core))).release.version;

let host: string;
let v1: string;
let v2: string;
let v3: string;
/** A staff admin who is not a superadmin, with their token. */
let plain: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  host = await publishOne('host', 'host', { version: '1.2.0', provides: ['api', 'notify'] });
  v1 = await publishOne('partners', 'v1', { version: '1.2.0', uses: ['api'] });
  v2 = await publishOne('partners', 'v2', { version: '1.2.0', uses: ['api', 'notify'] });
  v3 = await publishOne('partners', 'v3', { version: '1.2.0', uses: ['api'] });
  await promote(store, 'host', host, { by: 'cli' });
  await promote(store, 'partners', v1, { by: 'cli' });
  const [admin] = await api.db().select({ id: admins.admin_id }).from(admins).where(eq(admins.role_id, 2)).limit(1);
  plain = { id: admin.id, headers: bearer(await accessTokenFor(api.app, admin.id)) };
});

const planOf = async (headers: Record<string, string> = api.headers) => {
  const response = await api.call('GET', '/api/releases/plan', undefined, headers);
  expect(response.statusCode).toBe(200);
  return json(response).resource as ReleasePlan;
};

describe('the plan', () => {
  it('names the live version of each remote with where its manifest is, never the host', async () => {
    const plan = await planOf();
    expect(plan.env).toBe('production');
    expect(plan.apps).toEqual([{ app: 'partners', version: v1, canary: false, pending: false, candidates: [{ version: v1, manifest: manifest('partners', v1), uses: ['api'] }] }]);
  });

  it('serves a canary to the named admin only, the live version coming next as a fallback', async () => {
    await promote(store, 'partners', v2, { by: 'cli' });
    await promote(store, 'partners', v3, { by: 'cli', canary: { admins: [plain.id] } });
    const mine = (await planOf(plain.headers)).apps[0];
    expect(mine).toMatchObject({ version: v3, canary: true });
    expect(mine.candidates.map((candidate) => candidate.version)).toEqual([v3, v2, v1]);
    expect((await planOf()).apps[0]).toMatchObject({ version: v2, canary: false });
  });

  it('answers the live versions without a session (or with a token that is no longer good), a canary undecided', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const { apps } = await planOf(headers);
      expect(apps[0]).toMatchObject({ version: v2, canary: false, pending: true });
    }
  });
});

describe('from the console', () => {
  const promoteAs = (headers: Record<string, string>, app: string, body: unknown) => api.call('POST', `/api/releases/${app}/promote`, body, headers);

  it('lets only a superadmin change a pointer, and records who did what in the audit trail', async () => {
    const before = await currentPointer(store);
    const refused = await promoteAs(plain.headers, 'partners', { version: v1 });
    expect([refused.statusCode, json(refused).error]).toEqual([403, 'Solo un superadministrador cambia las versiones de la consola.']);
    expect(await currentPointer(store)).toEqual(before);

    const rolledBack = await api.call('POST', '/api/releases/partners/rollback', {});
    expect(rolledBack.statusCode).toBe(200);
    expect(json(rolledBack).resource).toMatchObject({ action: 'rollback', from: v3, to: v2 });
    expect((await currentPointer(store))?.apps.partners).toEqual({ version: v2, previous: v1 });

    const promoted = await promoteAs(api.headers, 'partners', { version: v3, canary: { percent: 10 } });
    expect(promoted.statusCode).toBe(200);
    expect((await currentPointer(store))?.apps.partners.canary).toEqual({ version: v3, percent: 10 });
    const [entry] = (await history(store)).slice(-1);
    expect(entry).toMatchObject({ action: 'canary', to: v3, by: expect.stringContaining('(#1)') });

    const trail = await api.db().select().from(auditLog).where(eq(auditLog.resource, 'release')).orderBy(auditLog.audit_id);
    expect(trail.map((row) => [row.admin_id, row.resource_id, row.action])).toEqual([
      [1, 'partners', 'release.rollback'],
      [1, 'partners', 'release.canary'],
    ]);
    expect(trail[1].after).toEqual({ env: 'production', version: v2, previous: v1, canary: { version: v3, percent: 10 } });
  });

  it('refuses what the store refuses, saying why, and bad input with the rule', async () => {
    const remote = await publishOne('partners', 'v4', { version: '1.3.0', uses: ['api', 'newName'] });
    const guarded = await promoteAs(api.headers, 'partners', { version: remote });
    expect(guarded.statusCode).toBe(409);
    expect(json(guarded).error).toContain('newName');
    const unknown = await promoteAs(api.headers, 'partners', { version: '9.9.9-deadbeef' });
    expect([unknown.statusCode, json(unknown).error]).toEqual([409, expect.stringContaining('is not published')]);
    const percent = await promoteAs(api.headers, 'partners', { version: v1, canary: { percent: 100 } });
    expect([percent.statusCode, json(percent).error]).toEqual([400, expect.stringContaining('El porcentaje es un entero de 1 a 99')]);
    expect((await promoteAs(api.headers, 'nope', { version: v1 })).statusCode).toBe(404);
  });

  it('loses neither change when the console and the CLI change the pointer at once', async () => {
    const master = await publishOne('master', 'm1', { version: '1.2.0', uses: ['api'] });
    const revision = (await currentPointer(store))!.revision;
    const [fromConsole] = await Promise.all([promoteAs(api.headers, 'partners', { version: v1 }), promote(store, 'master', master, { by: 'cli' })]);
    expect(fromConsole.statusCode).toBe(200);
    const entries = (await history(store)).filter((entry) => entry.revision > revision);
    expect(entries.map((entry) => entry.app).sort()).toEqual(['master', 'partners']);
    expect((await currentPointer(store))?.apps).toMatchObject({ partners: { version: v1 }, master: { version: master } });
  });
});

describe("'Versiones'", () => {
  it('lists every app with its live and canary versions, its published versions and their errors of the last hour', async () => {
    await promoteAs(api.headers, 'partners', { version: v2, canary: { admins: [plain.id] } });
    const response = await api.get('/api/releases');
    expect(response.statusCode).toBe(200);
    const overview = json(response).resource as ReleaseOverviewAnswer;
    expect(overview.apps.map((app) => app.app)).toEqual(['host', 'master', 'partners', 'certifications', 'organization', 'account']);
    const partners = overview.apps.find((app) => app.app === 'partners')!;
    expect(partners).toMatchObject({ live: v1, canary: { version: v2, admins: [plain.id] }, rollbackTo: v1 });
    expect(partners.versions.map((row) => [row.version, row.live, row.canary])).toEqual(
      expect.arrayContaining([
        [v1, true, false],
        [v2, false, true],
      ]),
    );
    expect(partners.changes[0]).toMatchObject({ action: 'canary', to: v2 });
    expect(overview.apps.find((app) => app.app === 'certifications')).toMatchObject({ live: null, canary: null, versions: [] });
  });

  function promoteAs(headers: Record<string, string>, app: string, body: unknown) {
    return api.call('POST', `/api/releases/${app}/promote`, body, headers);
  }
});

describe('a release store in an S3-compatible bucket (RELEASE_S3_*)', () => {
  const [, [, newS3Store]] = storeKinds();
  const bucketEnv = (bucket: S3ReleaseStore) => ({
    NODE_ENV: 'test',
    RELEASE_S3_ENDPOINT: bucket.location.endpoint,
    RELEASE_S3_BUCKET: bucket.location.bucket,
    RELEASE_S3_ACCESS_KEY_ID: bucket.location.accessKeyId,
    RELEASE_S3_SECRET_ACCESS_KEY: bucket.location.secretAccessKey,
    RELEASE_S3_PREFIX: bucket.location.prefix,
  });

  it("answers the plan from the bucket, with the bucket's own address for browsers, whose files they can read", async () => {
    const bucket = newS3Store() as S3ReleaseStore;
    const { releases } = loadConfig(bucketEnv(bucket));
    const address = `${bucket.location.endpoint}/${bucket.location.bucket}/${bucket.location.prefix}`;
    expect(releases).toMatchObject({ publicUrl: address, env: 'production', store: { kind: 's3' } });
    const version = (await publish(bucket, 'partners', fakeDist('from a bucket'))).release.version;
    await promote(bucket, 'partners', version, { by: 'cli' });

    const database = await demoDatabase();
    const { app } = await makeApp(database.handle, { config: { releases } });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/releases/plan' });
      const plan = json(response).resource as ReleasePlan;
      const url = `${address}/partners/${version}/mf-manifest.json`;
      expect(plan.apps).toEqual([{ app: 'partners', version, canary: false, pending: false, candidates: [{ version, manifest: url, uses: ['api'] }] }]);
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(file.headers.get('cache-control')).toBe('no-cache');
      const chunk = await fetch(`${address}/partners/${version}/main.0123abcd.js`);
      expect(await chunk.text()).toBe('from a bucket');
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await database.close(app);
    }
  });

  it('refuses to start with a bucket half described, naming what is missing', () => {
    const env = { NODE_ENV: 'test', RELEASE_S3_ENDPOINT: 'http://127.0.0.1:9000', RELEASE_S3_BUCKET: 'releases' };
    expect(() => loadConfig(env)).toThrow('RELEASE_S3_ACCESS_KEY_ID es obligatorio cuando RELEASE_S3_ENDPOINT está definido.');
    expect(() => loadConfig({ ...env, RELEASE_S3_BUCKET: 'Not A Bucket' })).toThrow('RELEASE_S3_BUCKET no es válido.');
    expect(() => loadConfig({ NODE_ENV: 'test', RELEASE_DIR: '/tmp/releases' })).toThrow('RELEASE_PUBLIC_URL es obligatorio con RELEASE_DIR');
  });
});
