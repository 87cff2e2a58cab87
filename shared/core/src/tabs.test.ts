/**
 * Several tabs of one browser, each with its own core (its own store, refresh queue and slot connection, as
 * after a reload), sharing localStorage, a Web Lock and IndexedDB (small fakes: jsdom has neither), against
 * an API that rotates refresh tokens with no grace at all: a rotated token presented again revokes the sign-in.
 */
import { waitFor } from '@testing-library/dom';
import { requestOverlap } from '@console/build/jest/overlap';
import type * as Core from './index';

const API = 'http://localhost:4000/api/';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Web Locks as tabs.ts uses them: one exclusive lock, granted in request order. */
function fakeLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const turn = queue.then(() => callback());
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

/** IndexedDB as tabs.ts uses it: one object store; a transaction runs its requests, then commits. */
function fakeIndexedDB() {
  const data = new Map<string, unknown>();
  const later = (fn: () => void) => setTimeout(fn, 1);
  const db = {
    createObjectStore: () => undefined,
    transaction() {
      const steps: (() => void)[] = [];
      const request = (step: () => unknown) => {
        const pending = { result: undefined as unknown };
        steps.push(() => {
          pending.result = step();
        });
        return pending;
      };
      const store = {
        get: (key: string) => request(() => structuredClone(data.get(key))),
        put: (value: unknown, key: string) => request(() => data.set(key, structuredClone(value))),
        delete: (key: string) => request(() => data.delete(key)),
      };
      const transaction = { oncomplete: null as null | (() => void), objectStore: () => store };
      later(() => {
        steps.forEach((step) => step());
        transaction.oncomplete?.();
      });
      return transaction;
    },
  };
  return {
    data,
    open() {
      const request = { result: db, onupgradeneeded: null as null | (() => void), onsuccess: null as null | (() => void) };
      later(() => {
        request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request;
    },
  };
}

/**
 * The API's session rules, without any grace: access tokens are JWT-shaped (with `exp`), refresh tokens rotate
 * on use, a spent refresh token presented again revokes its sign-in, logout revokes it. `answerTogether(n)`: the
 * next n requests are answered once all n have arrived (tabs reloaded at once overlap).
 */
function server({ ttl = 900 } = {}) {
  const overlap = requestOverlap();
  let issued = 0;
  const refreshTokens = new Map<string, { signIn: number; spent: boolean }>();
  const accessTokens = new Map<string, number>();
  const revoked = new Set<number>();
  const refused = new Set<string>();
  const calls: { path: string; auth: string | null }[] = [];

  const issue = (signIn: number) => {
    issued += 1;
    const exp = Math.floor(Date.now() / 1000) + ttl;
    const token = `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ admin_id: 1, exp, n: issued }))}.sig`;
    const refreshToken = `refresh-${issued}`;
    accessTokens.set(token, signIn);
    refreshTokens.set(refreshToken, { signIn, spent: false });
    return { token, refreshToken };
  };

  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = request.url.replace(API, '');
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    calls.push({ path, auth: bearer || null });
    const body = request.method === 'POST' ? await request.json() : null;
    await overlap.arrived();
    const refuse = () => json({ success: false, error: 'Sesión no válida' }, 401);
    if (path === 'auth/login') {
      return json({ success: true, resource: { ...issue(issued + 1000), Role: { role_id: 1, name: 'Konverza' } } });
    }
    if (path === 'auth/logout') {
      const stored = refreshTokens.get(body.refreshToken);
      if (stored) revoked.add(stored.signIn);
      return json({ success: true, resource: null });
    }
    if (path === 'token/refresh') {
      const stored = refreshTokens.get(bearer);
      if (!stored || revoked.has(stored.signIn)) return refuse();
      if (stored.spent) {
        revoked.add(stored.signIn);
        return refuse();
      }
      stored.spent = true;
      return json({ success: true, resource: issue(stored.signIn) });
    }
    const signIn = accessTokens.get(bearer);
    if (signIn === undefined || revoked.has(signIn) || refused.has(bearer)) return refuse();
    return json({ success: true, resource: { path } });
  });

  return {
    calls,
    answerTogether: overlap.together,
    refreshes: () => calls.filter((c) => c.path === 'token/refresh'),
    /** The API no longer takes this access token (it expired). */
    refuse: (token: string) => refused.add(token),
    signInsRevoked: () => revoked.size,
  };
}

/** A tab: the core loaded afresh from what the browser stores, as a reload (or a new tab) does. */
function openTab() {
  let core!: typeof Core;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    core = require('./index');
  });
  const ended = jest.fn();
  core.onSessionEnded(ended);
  const state = () => core.useAuthStore.getState();
  const call = () => core.api.get('organization').json<{ resource: { path: string } }>();
  return { core, ended, state, call };
}

/** What the browser does in the other tabs when one writes the stored session. */
function storageChanged() {
  const key = 'console-session';
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }));
}

const stored = () => JSON.parse(localStorage.getItem('console-session') ?? 'null')?.state;

let slot: ReturnType<typeof fakeIndexedDB>;

beforeEach(() => {
  localStorage.clear();
  slot = fakeIndexedDB();
  Object.assign(globalThis, { indexedDB: slot });
  Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** Signs in in a first tab; returns it and the sign-in's pair. */
async function signedIn() {
  const first = openTab();
  await first.core.login('admin@example.com', 'demo1234', 'ABC123');
  const { token, refreshToken } = first.state();
  return { first, token: token as string, refreshToken: refreshToken as string };
}

describe('the session across the tabs of one browser', () => {
  it('N tabs reloaded at once, their access token refused, make one refresh between them and all stay signed in', async () => {
    const api = server();
    const { token, refreshToken } = await signedIn();
    api.refuse(token);

    api.answerTogether(4);
    const tabs = Array.from({ length: 4 }, openTab);
    const answers = await Promise.all(tabs.map((tab) => tab.call()));

    expect(answers.map((a) => a.resource.path)).toEqual(Array(4).fill('organization'));
    expect(api.refreshes()).toEqual([{ path: 'token/refresh', auth: refreshToken }]);
    expect(api.signInsRevoked()).toBe(0);
    // Every tab holds the one new pair, which the browser stores.
    const pairs = tabs.map((tab) => [tab.state().token, tab.state().refreshToken]);
    expect(new Set(pairs.map((pair) => pair.join())).size).toBe(1);
    expect(pairs[0][1]).not.toBe(refreshToken);
    expect(stored().refreshToken).toBe(pairs[0][1]);
    tabs.forEach((tab) => expect(tab.ended).not.toHaveBeenCalled());
  });

  it("tabs reloaded while the browser's access token is good make no refresh at all", async () => {
    const api = server();
    const { token } = await signedIn();
    const tabs = Array.from({ length: 4 }, openTab);
    await Promise.all(tabs.map((tab) => tab.call()));
    expect(api.refreshes()).toEqual([]);
    tabs.forEach((tab) => expect(tab.state().token).toBe(token));
  });

  it('a tab whose access token is refused after another tab refreshed takes that pair instead of refreshing', async () => {
    const api = server();
    const { first, token } = await signedIn();
    const second = openTab();
    await second.call();
    api.refuse(token);

    await first.call();
    await second.call();
    expect(api.refreshes()).toHaveLength(1);
    expect(second.state()).toMatchObject({ token: first.state().token, refreshToken: first.state().refreshToken });
  });

  it('a shared access token about to expire is not adopted: the reloaded tab refreshes', async () => {
    const api = server({ ttl: 10 });
    const { refreshToken } = await signedIn();
    await openTab().call();
    expect(api.refreshes()).toEqual([{ path: 'token/refresh', auth: refreshToken }]);
  });

  it('logging out in one tab ends the session in the others, and a tab that missed it finds it ended', async () => {
    const api = server();
    const { first } = await signedIn();
    const [second, third] = [openTab(), openTab()];
    await Promise.all([second.call(), third.call()]);
    const held = third.state();

    await first.core.logout();
    expect(api.calls.map((c) => c.path)).toContain('auth/logout');
    // The browser tells the other tabs: they hold no session any more (their route guards go to /login).
    storageChanged();
    await waitFor(() => expect(second.state()).toMatchObject({ token: null, refreshToken: null, role: null }));
    expect(second.core.isAuthenticated(second.state())).toBe(false);

    // A tab that has not heard of it yet (it still holds the old pair) finds the session ended on its next call.
    third.core.useAuthStore.setState({ token: held.token, refreshToken: held.refreshToken });
    await expect(third.call()).rejects.toBeDefined();
    expect(third.ended).toHaveBeenCalled();
  });

  it("clearing the site's data signs every tab out", async () => {
    server();
    const { first } = await signedIn();
    const second = openTab();
    await second.call();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    await waitFor(() => {
      for (const tab of [first, second]) expect(tab.state()).toMatchObject({ token: null, refreshToken: null });
    });
  });

  it("a tab that has not yet heard of another tab's refresh does not write its old session back", async () => {
    const api = server();
    const { first, token } = await signedIn();
    const second = openTab();
    await second.call();
    const before = second.state().refreshToken;
    api.refuse(token);

    await first.call();
    const rotated = first.state().refreshToken;
    expect(stored().refreshToken).toBe(rotated);
    // The second tab's requests change its store (the pending counter) before the browser tells it.
    second.core.useAuthStore.getState().requestStarted();
    second.core.useAuthStore.getState().requestEnded();
    expect(second.state().refreshToken).toBe(before);
    expect(stored().refreshToken).toBe(rotated);

    storageChanged();
    await waitFor(() => expect(second.state().refreshToken).toBe(rotated));
  });
});
