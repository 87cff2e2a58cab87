import { storeKinds } from './testing';

describe.each(storeKinds())('the release store, %s', (_kind, newStore) => {
  it('creates an object only once', async () => {
    const store = newStore();
    expect(await store.createIfAbsent('a/b.json', 'first')).toBe(true);
    expect(await store.createIfAbsent('a/b.json', 'second')).toBe(false);
    expect((await store.get('a/b.json'))?.toString()).toBe('first');
  });

  it('lets exactly one of many concurrent creators win', async () => {
    const store = newStore();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.createIfAbsent('x.json', String(i))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results.indexOf(true)).toBe(Number((await store.get('x.json'))?.toString()));
  });

  it('puts, replaces, gets and lists by prefix, without its temp files', async () => {
    const store = newStore();
    await store.put('app/1/a.js', 'a');
    await store.put('app/1/sub/b.js', 'b');
    await store.put('apple/1/c.js', 'c');
    await store.replace('app/1/a.js', 'a2');
    expect((await store.get('app/1/a.js'))?.toString()).toBe('a2');
    expect(await store.get('app/2/missing.js')).toBeNull();
    expect(await store.list('app/')).toEqual(['app/1/a.js', 'app/1/sub/b.js']);
    expect(await store.list('app')).toEqual(['app/1/a.js', 'app/1/sub/b.js', 'apple/1/c.js']);
    expect(await store.list('none/')).toEqual([]);
  });

  it('refuses keys that climb out of the store', async () => {
    const store = newStore();
    await expect(store.put('../outside', 'x')).rejects.toThrow('Invalid release store key');
    await expect(store.get('/etc/passwd')).rejects.toThrow('Invalid release store key');
  });
});
