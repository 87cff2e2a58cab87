import { currentPointer, history, promote, releases, rollback } from './pointers';
import { publish } from './publish';
import { fakeDist, storeKinds, tempStore } from './testing';
import type { ReleaseStore } from './store';

const by = 'ana';
const now = () => new Date('2025-02-01T10:00:00.000Z');

async function published(store: ReleaseStore, app: string, content: string, core = app === 'host' ? { version: '1.2.0', provides: ['api', 'notify'] } : { version: '1.2.0', uses: ['api'] }) {
  return (await publish(store, app, fakeDist(content, core), now())).release.version;
}

const pointerDocument = async (store: ReleaseStore, env = 'production') => JSON.parse((await store.get(`pointers/${env}.json`))!.toString('utf8'));

describe('promote and rollback', () => {
  it('moves the pointer, keeps every change in the history, and rolls back to the version promoted before', async () => {
    const store = tempStore();
    const [v1, v2, v3] = [await published(store, 'partners', 'v1'), await published(store, 'partners', 'v2'), await published(store, 'partners', 'v3')];
    await promote(store, 'partners', v1, { by, now });
    await promote(store, 'partners', v2, { by: 'luis', now });
    await promote(store, 'partners', v3, { by, now });
    expect((await currentPointer(store))?.apps.partners).toEqual({ version: v3, previous: v2 });

    await rollback(store, 'partners', { by, now });
    expect((await currentPointer(store))?.apps.partners).toEqual({ version: v2, previous: v1 });
    await rollback(store, 'partners', { by, now });
    expect((await currentPointer(store))?.apps.partners).toEqual({ version: v1 });
    await expect(rollback(store, 'partners', { by, now })).rejects.toThrow(`partners has no version promoted before ${v1} in production`);

    expect((await history(store)).map(({ revision, app, action, from, to, by: who, at }) => ({ revision, app, action, from, to, by: who, at }))).toEqual([
      { revision: 1, app: 'partners', action: 'promote', from: null, to: v1, by, at: now().toISOString() },
      { revision: 2, app: 'partners', action: 'promote', from: v1, to: v2, by: 'luis', at: now().toISOString() },
      { revision: 3, app: 'partners', action: 'promote', from: v2, to: v3, by, at: now().toISOString() },
      { revision: 4, app: 'partners', action: 'rollback', from: v3, to: v2, by, at: now().toISOString() },
      { revision: 5, app: 'partners', action: 'rollback', from: v2, to: v1, by, at: now().toISOString() },
    ]);
    expect(await pointerDocument(store)).toEqual(await currentPointer(store));
  });

  it('sets a canary beside the live version, and a rollback ends it', async () => {
    const store = tempStore();
    const [v1, v2] = [await published(store, 'partners', 'v1'), await published(store, 'partners', 'v2')];
    await expect(promote(store, 'partners', v2, { by, now, canary: { percent: 10 } })).rejects.toThrow('partners has no live version in production yet');
    await promote(store, 'partners', v1, { by, now });
    await promote(store, 'partners', v2, { by, now, canary: { admins: [3, 7] } });
    expect((await currentPointer(store))?.apps.partners).toEqual({ version: v1, canary: { version: v2, admins: [3, 7] } });
    await rollback(store, 'partners', { by, now });
    expect((await currentPointer(store))?.apps.partners).toEqual({ version: v1 });
    await expect(promote(store, 'partners', v2, { by, now, canary: { percent: 100 } })).rejects.toThrow('from 1 to 99');
  });

  it('keeps environments apart and refuses what is not published', async () => {
    const store = tempStore();
    const v1 = await published(store, 'partners', 'v1');
    await promote(store, 'partners', v1, { env: 'staging', by, now });
    expect(await currentPointer(store)).toBeNull();
    expect((await currentPointer(store, 'staging'))?.apps.partners.version).toBe(v1);
    await expect(promote(store, 'partners', '9.9.9-deadbeef', { by, now })).rejects.toThrow('partners 9.9.9-deadbeef is not published');
    await expect(promote(store, 'partners', v1, { env: 'staging', by, now })).rejects.toThrow('already live in staging');
  });

  it('lists releases with where they are live or canary and who promoted them', async () => {
    const store = tempStore();
    const [v1, v2] = [await published(store, 'partners', 'v1'), await published(store, 'partners', 'v2')];
    await promote(store, 'partners', v1, { by, now });
    await promote(store, 'partners', v2, { by: 'luis', now, canary: { percent: 10 } });
    const overview = await releases(store, 'partners');
    expect(overview.map(({ version, liveIn, canaryIn, changes }) => ({ version, liveIn, canaryIn, changes }))).toEqual(
      expect.arrayContaining([
        { version: v1, liveIn: ['production'], canaryIn: [], changes: [{ env: 'production', action: 'promote', by, at: now().toISOString() }] },
        { version: v2, liveIn: [], canaryIn: ['production'], changes: [{ env: 'production', action: 'canary', by: 'luis', at: now().toISOString() }] },
      ]),
    );
  });
});

describe.each(storeKinds())('the pointer under concurrent changes, %s store', (_kind, newStore) => {
  it('records every promote that resolved exactly once, revisions 1..N without gaps, the document equal to the newest entry', async () => {
    const store = newStore();
    const versions = await Promise.all(Array.from({ length: 20 }, (_, i) => published(store, 'partners', `v${i}`)));
    const outcomes = await Promise.allSettled(versions.map((version) => promote(store, 'partners', version, { by, now })));
    // Every one lands: a writer that lost a round decides again on the new state.
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const resolved = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const entries = await history(store);
    expect(entries.map((entry) => entry.revision)).toEqual(entries.map((_, i) => i + 1));
    expect(entries).toHaveLength(resolved.length);
    for (const done of resolved) expect(entries.filter((entry) => entry.revision === done.revision && entry.to === done.to)).toHaveLength(1);
    // Each change was decided on the state the one before it left.
    entries.slice(1).forEach((entry, i) => expect(entry.from).toBe(entries[i].to));
    expect(await pointerDocument(store)).toEqual(entries[entries.length - 1].pointer);
  });

  it('is not stalled by a crash between the history entry and the document', async () => {
    const store = newStore();
    const [v1, v2, v3] = [await published(store, 'partners', 'v1'), await published(store, 'partners', 'v2'), await published(store, 'partners', 'v3')];
    const first = await promote(store, 'partners', v1, { by, now });
    // A promote that wrote revision 2 and died before replacing the document.
    const pointer = { ...first.pointer, revision: 2, apps: { partners: { version: v2, previous: v1 } } };
    await store.createIfAbsent('pointers/production/00000002.json', JSON.stringify({ ...first, revision: 2, from: v1, to: v2, pointer }));
    expect((await pointerDocument(store)).revision).toBe(1);

    const next = await promote(store, 'partners', v3, { by, now });
    expect(next.revision).toBe(3);
    expect(next.from).toBe(v2);
    expect(await pointerDocument(store)).toEqual(next.pointer);
  });
});

describe('the compatibility guard in promote', () => {
  it('refuses a remote that uses core names the promoted host lacks, naming them', async () => {
    const store = tempStore();
    const host = await published(store, 'host', 'h1', { version: '1.2.0', provides: ['api', 'notify'] });
    const needsMore = await published(store, 'partners', 'p1', { version: '1.3.0', uses: ['api', 'newThing', 'zeta'] });
    await promote(store, 'host', host, { by, now });
    await expect(promote(store, 'partners', needsMore, { by, now })).rejects.toThrow(`partners ${needsMore} uses core names host ${host} lacks: newThing, zeta`);
  });

  it('promotes a remote when no host is promoted, then refuses a host that lacks its names', async () => {
    const store = tempStore();
    const remote = await published(store, 'master', 'm1', { version: '1.3.0', uses: ['api', 'newThing'] });
    const oldHost = await published(store, 'host', 'h1', { version: '1.2.0', provides: ['api'] });
    await promote(store, 'master', remote, { by, now });
    await expect(promote(store, 'host', oldHost, { by, now })).rejects.toThrow(`host ${oldHost} lacks core names master ${remote} uses: newThing`);
    expect(await history(store)).toHaveLength(1);
  });
});
