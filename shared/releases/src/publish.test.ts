import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash, getRelease, listReleases, publish } from './publish';
import { fakeDist, tempStore } from './testing';

const at = new Date('2025-02-01T10:00:00.000Z');

describe('publish', () => {
  it('stores the files and a release.json, under the package version and a content hash', async () => {
    const store = tempStore();
    const dist = fakeDist('v1');
    const { release, created } = await publish(store, 'partners', dist, at);
    expect(created).toBe(true);
    const hash = release.contentHash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(release).toEqual({
      app: 'partners',
      version: `1.0.0-${hash.slice(0, 8)}`,
      packageVersion: '1.0.0',
      contentHash: hash,
      builtAt: '2025-01-01T00:00:00.000Z',
      publishedAt: at.toISOString(),
      core: { version: '1.2.0', uses: ['api'] },
    });
    expect((await store.get(`partners/${release.version}/main.0123abcd.js`))?.toString()).toBe('v1');
    expect(await store.get(`partners/${release.version}/fonts/inter.woff2`)).not.toBeNull();
  });

  it('is a no-op the second time with the same content', async () => {
    const store = tempStore();
    const dist = fakeDist('v1');
    const first = await publish(store, 'partners', dist, at);
    const second = await publish(store, 'partners', dist, new Date('2025-03-01T00:00:00.000Z'));
    expect(second).toEqual({ release: first.release, created: false });
    expect(await listReleases(store, 'partners')).toEqual([first.release]);
  });

  it('is the same version when the same sources are built again (only the build time differs)', async () => {
    const store = tempStore();
    const dist = fakeDist('v1');
    writeFileSync(path.join(dist, 'version.json.gz'), 'compressed stamp of the first build');
    const first = await publish(store, 'partners', dist, at);
    writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ ...JSON.parse(readFileSync(path.join(dist, 'version.json'), 'utf8')), builtAt: '2025-04-01T00:00:00.000Z' }));
    writeFileSync(path.join(dist, 'version.json.gz'), 'compressed stamp of the second build');
    expect(await publish(store, 'partners', dist, at)).toEqual({ release: first.release, created: false });
  });

  it('gives a different content a new version and leaves the old one as it was', async () => {
    const store = tempStore();
    const v1 = await publish(store, 'partners', fakeDist('v1'), at);
    const v2 = await publish(store, 'partners', fakeDist('v2'), at);
    expect(v2.release.version).not.toBe(v1.release.version);
    expect((await store.get(`partners/${v1.release.version}/main.0123abcd.js`))?.toString()).toBe('v1');
    expect((await listReleases(store, 'partners')).map((release) => release.version).sort()).toEqual([v1.release.version, v2.release.version].sort());
  });

  it('never overwrites a version id that names other content', async () => {
    const store = tempStore();
    const dist = fakeDist('v1');
    const { release } = await publish(store, 'partners', dist, at);
    await store.replace(`partners/${release.version}/release.json`, JSON.stringify({ ...release, contentHash: 'other' }));
    await expect(publish(store, 'partners', dist, at)).rejects.toThrow('already published with other content');
  });

  it('does not list an unfinished publish, and redoes it', async () => {
    const store = tempStore();
    const dist = fakeDist('v1');
    const { release } = await publish(store, 'partners', dist, at);
    // A publish that stopped after some files: no release.json.
    rmSync(path.join(store.dir, 'partners', release.version, 'release.json'));
    rmSync(path.join(store.dir, 'partners', release.version, 'mf-manifest.json'));
    expect(await listReleases(store, 'partners')).toEqual([]);
    expect(await getRelease(store, 'partners', release.version)).toBeNull();
    const again = await publish(store, 'partners', dist, at);
    expect(again).toEqual({ release, created: true });
    expect(readdirSync(path.join(store.dir, 'partners', release.version)).sort()).toEqual(['fonts', 'main.0123abcd.js', 'mf-manifest.json', 'release.json', 'version.json']);
  });

  it("stores version.json naming the release, without the build's precompressed copies of it", async () => {
    const store = tempStore();
    const dist = fakeDist('v1');
    writeFileSync(path.join(dist, 'version.json.gz'), 'compressed stamp without the release');
    const { release } = await publish(store, 'partners', dist, at);
    const stored = JSON.parse(readFileSync(path.join(store.dir, 'partners', release.version, 'version.json'), 'utf8'));
    expect(stored).toMatchObject({ version: '1.0.0', release: release.version });
    expect(readdirSync(path.join(store.dir, 'partners', release.version))).not.toContain('version.json.gz');
  });

  it('refuses a build without a core record', async () => {
    const dist = fakeDist('v1');
    writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ name: 'remote-x', version: '1.0.0', builtAt: at.toISOString() }));
    await expect(publish(tempStore(), 'partners', dist, at)).rejects.toThrow('no version.json with a core record');
  });
});

describe('contentHash', () => {
  it('depends on paths and bytes, not on the order files are given in', () => {
    const a = { path: 'a.js', bytes: Buffer.from('1') };
    const b = { path: 'b.js', bytes: Buffer.from('2') };
    expect(contentHash([a, b])).toBe(contentHash([b, a]));
    expect(contentHash([a, b])).not.toBe(contentHash([{ ...a, path: 'c.js' }, b]));
    expect(contentHash([{ path: 'a', bytes: Buffer.from('bc') }])).not.toBe(contentHash([{ path: 'ab', bytes: Buffer.from('c') }]));
  });
});
