import { canaryBucket, planFor } from './plan';
import { history, promote } from './pointers';
import { getRelease, publish, type Release } from './publish';
import { fakeDist, tempStore } from './testing';
import type { DiskReleaseStore } from './store';

const by = 'ana';
const manifest = (app: string, version: string) => `https://cdn.example/${app}/${version}/mf-manifest.json`;

async function setUp() {
  const store = tempStore();
  const publishOne = async (app: string, content: string, core: Release['core']) => (await publish(store, app, fakeDist(content, core))).release.version;
  const host = await publishOne('host', 'host', { version: '1.2.0', provides: ['api', 'notify'] });
  const [v1, v2, v3] = [
    await publishOne('partners', 'v1', { version: '1.2.0', uses: ['api'] }),
    await publishOne('partners', 'v2', { version: '1.2.0', uses: ['api', 'notify'] }),
    await publishOne('partners', 'v3', { version: '1.2.0', uses: ['api'] }),
  ];
  await promote(store, 'host', host, { by });
  await promote(store, 'partners', v1, { by });
  await promote(store, 'partners', v2, { by });
  return { store, v1, v2, v3 };
}

async function planOf(store: DiskReleaseStore, adminId: number | null) {
  const entries = await history(store);
  const releases = new Map<string, Release>();
  for (const entry of entries) {
    for (const [app, pointer] of Object.entries(entry.pointer.apps)) {
      for (const version of [pointer.version, pointer.canary?.version]) {
        if (version) releases.set(`${app}/${version}`, (await getRelease(store, app, version))!);
      }
    }
  }
  return planFor(entries[entries.length - 1].pointer, entries, adminId, (app, version) => releases.get(`${app}/${version}`), manifest);
}

describe('the plan of one browser', () => {
  it('gives every remote its live version first, then the versions live before it, newest first (never the host)', async () => {
    const { store, v1, v2 } = await setUp();
    expect(await planOf(store, 1)).toEqual([
      {
        app: 'partners',
        version: v2,
        canary: false,
        pending: false,
        candidates: [
          { version: v2, manifest: manifest('partners', v2), uses: ['api', 'notify'] },
          { version: v1, manifest: manifest('partners', v1), uses: ['api'] },
        ],
      },
    ]);
  });

  it('serves a canary to the named admins only, and tells a browser without an admin that one is pending', async () => {
    const { store, v2, v3 } = await setUp();
    await promote(store, 'partners', v3, { by, canary: { admins: [3, 7] } });
    const versions = async (adminId: number | null) => (await planOf(store, adminId))[0];
    expect(await versions(3)).toMatchObject({ version: v3, canary: true, pending: false });
    expect((await versions(3)).candidates.map((candidate) => candidate.version)).toEqual([v3, v2, expect.any(String)]);
    expect(await versions(4)).toMatchObject({ version: v2, canary: false, pending: false });
    expect(await versions(null)).toMatchObject({ version: v2, canary: false, pending: true });
  });

  it('serves a percent canary to about that share of admins, each always in or always out', async () => {
    const { store, v3 } = await setUp();
    await promote(store, 'partners', v3, { by, canary: { percent: 10 } });
    const plan = await planOf(store, null);
    expect(plan[0].pending).toBe(true);
    const ids = Array.from({ length: 2000 }, (_, index) => index + 1);
    const inside = ids.filter((id) => canaryBucket('partners', v3, id) < 10);
    expect(inside.length).toBeGreaterThan(140);
    expect(inside.length).toBeLessThan(260);
    for (const id of [inside[0], inside[1], ids.find((each) => !inside.includes(each))!]) {
      const [first, again] = [await planOf(store, id), await planOf(store, id)];
      expect(first[0].version).toBe(again[0].version);
      expect(first[0].version === v3).toBe(inside.includes(id));
    }
  });
});
