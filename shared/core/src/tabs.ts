/**
 * The session across the tabs of one browser (internal to the core; not part of its public surface).
 *
 * Every tab holds the same refresh token, and the API rotates it on each use and takes a second use of a
 * rotated token for theft (it revokes the whole sign-in). So the tabs refresh one at a time, under one Web
 * Lock, and the tab that rotates leaves the new pair in a shared slot that the others read under the same
 * lock: they adopt its access token instead of refreshing again. Sign-in fills the slot, logout empties it.
 *
 * The slot is kept in IndexedDB because its transactions are ordered with the lock: a tab granted the lock
 * after another tab committed reads what it wrote. localStorage and BroadcastChannel are not (measured in
 * Chromium: four tabs taking turns under a lock to increment a localStorage counter lost 30% of the
 * increments; the same through IndexedDB lost none).
 *
 * Without Web Locks or IndexedDB (old browsers, jsdom) each tab refreshes with its own token, as before.
 */

/** An access token and the refresh token that came with it. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

const LOCK = 'console-session';
const DATABASE = 'console-session';
const STORE = 'session';
const KEY = 'current';
/** An access token this close to its expiry is not worth adopting: the call it is for would fail. */
const EXPIRY_MARGIN_MS = 30_000;

let database: Promise<IDBDatabase | null> | undefined;

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) {
    return Promise.resolve(null);
  }
  database ??= new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // A newer core in another tab upgrading the database: let it, and open the new one when next needed.
      db.onversionchange = () => {
        db.close();
        database = undefined;
      };
      resolve(db);
    };
    // Private modes of some browsers refuse IndexedDB: this tab then refreshes on its own.
    request.onerror = () => resolve(null);
  });
  return database;
}

/** One transaction on the slot; resolves once it has committed, so a tab taking the lock next sees it. */
function transact(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest) {
  return new Promise<unknown>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const readSlot = (db: IDBDatabase) =>
  transact(db, 'readonly', (store) => store.get(KEY)) as Promise<SessionTokens | undefined>;
const writeSlot = (db: IDBDatabase, tokens: SessionTokens | null) =>
  transact(db, 'readwrite', (store) => (tokens ? store.put(tokens, KEY) : store.delete(KEY)));

/** Whether `token` (a JWT) is still good for a while; a token whose expiry cannot be read is left to the API. */
function fresh(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp !== 'number' || payload.exp * 1000 > Date.now() + EXPIRY_MARGIN_MS;
  } catch {
    return true;
  }
}

/**
 * A usable pair for this tab: the slot's, when it holds an access token other than the one the API just
 * refused (`rejected`) (another tab's, or this tab's own); else a rotation of the browser's current refresh
 * token. `local` is this tab's refresh token, used when the slot is unavailable or empty. Null: no session.
 */
export async function renewSession(
  local: string | null,
  rejected: string | null,
  rotate: (refreshToken: string) => Promise<SessionTokens>,
): Promise<SessionTokens | null> {
  const db = await openDatabase();
  if (!db) return local ? rotate(local) : null;
  return navigator.locks.request(LOCK, async () => {
    const slot = await readSlot(db);
    if (slot && slot.token !== rejected && fresh(slot.token)) return slot;
    // An empty slot (logged out, or a session older than the slot) leaves it to this tab's token: if that
    // session has ended, the API says so.
    const refreshToken = slot?.refreshToken ?? local;
    if (!refreshToken) return null;
    const next = await rotate(refreshToken);
    await writeSlot(db, next);
    return next;
  });
}

/** Records the pair of a new sign-in for every tab, or (null) that the session has ended. */
export async function shareSession(tokens: SessionTokens | null): Promise<void> {
  const db = await openDatabase();
  if (!db) return;
  await navigator.locks.request(LOCK, () => writeSlot(db, tokens));
}
