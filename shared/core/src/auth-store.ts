import { create } from 'zustand';
import { persist, createJSONStorage, type StateStorage } from 'zustand/middleware';

export interface SessionRole {
  role_id: number;
  name: string;
}

export interface RecentItem {
  id: number;
  name: string;
  /** Parent id, e.g. an account's organization_id, to filter recents per organization. */
  parentId?: number | null;
}

export interface AuthState {
  /** Short-lived access token; in memory (a reload takes the one the browser's tabs share, or refreshes). */
  token: string | null;
  /** Stored: the refresh token. */
  refreshToken: string | null;
  /** Stored: the signed-in admin's role. */
  role: SessionRole | null;
  /** Pending HTTP requests; drives the progress bar. Never below zero. */
  pending: number;
  /** Recently visited items per kind ('organizations', 'accounts'), newest first. */
  recent: Record<string, RecentItem[]>;
  /**
   * The names of the records this session's screens have read, by `recordKey` ('partner/3' → 'Acme'): how the
   * host names a record in its breadcrumbs (records.ts). In memory only; a logout forgets them.
   */
  recordNames: Record<string, string>;
  signIn(session: { token: string; refreshToken: string; role: SessionRole | null }): void;
  setToken(token: string, refreshToken?: string): void;
  setRole(role: SessionRole | null): void;
  logout(): void;
  requestStarted(): void;
  requestEnded(): void;
  /** Puts `item` first among the recent `kind` (screens show the first `max`, per parent where they filter). */
  remember(kind: string, item: RecentItem, max?: number): void;
  /** Records a record's name (see `recordNames`); the oldest go past MAX_RECORD_NAMES. */
  nameRecord(key: string, name: string): void;
}

/** Enough for a day's breadcrumbs; the oldest names are forgotten first. */
const MAX_RECORD_NAMES = 500;

export const STORAGE_KEY = 'console-session';

/**
 * localStorage, written only when what is stored changes. The store writes on every change, a counted request
 * too, and every tab of the browser writes the same entry: a tab that has not yet heard of another tab's sign-in,
 * refresh or logout would otherwise write its older session back over it.
 */
let lastStored: string | null = null;
const changesOnly: StateStorage = {
  getItem: (name) => (lastStored = localStorage.getItem(name)),
  setItem: (name, value) => {
    if (value === lastStored) return;
    lastStored = value;
    localStorage.setItem(name, value);
  },
  removeItem: (name) => {
    lastStored = null;
    localStorage.removeItem(name);
  },
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      refreshToken: null,
      role: null,
      pending: 0,
      recent: {},
      recordNames: {},
      signIn: ({ token, refreshToken, role }) => set({ token, refreshToken, role }),
      setToken: (token, refreshToken) =>
        set((s) => ({ token, refreshToken: refreshToken ?? s.refreshToken })),
      setRole: (role) => set({ role }),
      logout: () => set({ token: null, refreshToken: null, role: null, recordNames: {} }),
      requestStarted: () => set((s) => ({ pending: s.pending + 1 })),
      requestEnded: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
      remember: (kind, item, max = 4) =>
        set((s) => {
          const others = (s.recent[kind] ?? []).filter((r) => r.id !== item.id);
          // Screens filter by parent (recent accounts of one organization), so keep more than `max` overall.
          return { recent: { ...s.recent, [kind]: [item, ...others].slice(0, max * 5) } };
        }),
      nameRecord: (key, name) =>
        set((s) => {
          if (s.recordNames[key] === name) return s;
          const { [key]: _earlier, ...others } = s.recordNames;
          const kept = Object.entries(others).slice(-(MAX_RECORD_NAMES - 1));
          return { recordNames: { ...Object.fromEntries(kept), [key]: name } };
        }),
    }),
    {
      name: STORAGE_KEY,
      storage: createJSONStorage(() => changesOnly),
      // The two stored values of the spec (role, refresh token), plus the recent items.
      partialize: (s) => ({ role: s.role, refreshToken: s.refreshToken, recent: s.recent }),
    },
  ),
);

/*
 * Another tab of this browser signed in, refreshed or logged out: this tab follows the stored session at once
 * (after a logout elsewhere its route guards send it to the login page).
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== STORAGE_KEY && event.key !== null)) return;
    void useAuthStore.persist.rehydrate().then(() => {
      // Logged out there (or the site's data was cleared): no access token stays here either.
      if (!event.newValue || !useAuthStore.getState().refreshToken) useAuthStore.getState().logout();
    });
  });
}

/** Authenticated means a refresh token is held: an access token can always be obtained from it. */
export const isAuthenticated = (s: Pick<AuthState, 'refreshToken'>) => Boolean(s.refreshToken);
export const useIsAuthenticated = () => useAuthStore(isAuthenticated);
export const useIsLoading = () => useAuthStore((s) => s.pending > 0);
