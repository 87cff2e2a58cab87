/**
 * Singleton probe. Each app (host shell and every remote) reports the library objects it was given at
 * run time; the end-to-end test then proves by identity that there is exactly one React, router,
 * Chakra, store and API client across the console (a quiet console does not prove it).
 */
export interface SingletonReport {
  react: unknown;
  reactDom: unknown;
  router: unknown;
  chakra: unknown;
  store: unknown;
  api: unknown;
  query: unknown;
}

type ProbeWindow = { __CONSOLE_SINGLETONS__?: Record<string, SingletonReport> };

export function reportSingletons(app: string, report: SingletonReport): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as ProbeWindow;
  w.__CONSOLE_SINGLETONS__ = { ...w.__CONSOLE_SINGLETONS__, [app]: report };
}
