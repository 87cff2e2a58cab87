import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';

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
  /** Short-lived access token; kept in memory only (a reload refreshes it). */
  token: string | null;
  /** Stored: the refresh token. */
  refreshToken: string | null;
  /** Stored: the signed-in admin's role. */
  role: SessionRole | null;
  /** Pending HTTP requests; drives the progress bar. Never below zero. */
  pending: number;
  /** Recently visited items per kind ('organizations', 'accounts'), newest first. */
  recent: Record<string, RecentItem[]>;
  signIn(session: { token: string; refreshToken: string; role: SessionRole | null }): void;
  setToken(token: string, refreshToken?: string): void;
  setRole(role: SessionRole | null): void;
  logout(): void;
  requestStarted(): void;
  requestEnded(): void;
  /** Puts `item` first among the recent `kind` (screens show the first `max`, per parent where they filter). */
  remember(kind: string, item: RecentItem, max?: number): void;
}

export const STORAGE_KEY = 'console-session';

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      refreshToken: null,
      role: null,
      pending: 0,
      recent: {},
      signIn: ({ token, refreshToken, role }) => set({ token, refreshToken, role }),
      setToken: (token, refreshToken) =>
        set((s) => ({ token, refreshToken: refreshToken ?? s.refreshToken })),
      setRole: (role) => set({ role }),
      logout: () => set({ token: null, refreshToken: null, role: null }),
      requestStarted: () => set((s) => ({ pending: s.pending + 1 })),
      requestEnded: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
      remember: (kind, item, max = 4) =>
        set((s) => {
          const others = (s.recent[kind] ?? []).filter((r) => r.id !== item.id);
          // Screens filter by parent (recent accounts of one organization), so keep more than `max` overall.
          return { recent: { ...s.recent, [kind]: [item, ...others].slice(0, max * 5) } };
        }),
    }),
    {
      name: STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The two stored values of the spec (role, refresh token), plus the recent items.
      partialize: (s) => ({ role: s.role, refreshToken: s.refreshToken, recent: s.recent }),
    },
  ),
);

/** Authenticated means a refresh token is held: an access token can always be obtained from it. */
export const isAuthenticated = (s: Pick<AuthState, 'refreshToken'>) => Boolean(s.refreshToken);
export const useIsAuthenticated = () => useAuthStore(isAuthenticated);
export const useIsLoading = () => useAuthStore((s) => s.pending > 0);
