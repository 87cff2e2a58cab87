/**
 * Release health (issue 27): what goes wrong in this tab is reported to the API (`POST client-errors`), with the
 * app it came from, that app's version, the screen and a trimmed stack, so 'Versiones' can count errors per
 * deployed version.
 *
 * - Uncaught errors and unhandled rejections (window 'error' and 'unhandledrejection', installErrorReporting):
 *   the app is the remote under whose base (the folder of its manifest) a script address of the stack lies,
 *   the top-most such frame first; else the host. A cross-origin 'Script error.' says nothing: not reported.
 * - A remote whose code did not load ('chunk', remotes/registry.ts) and an area's error boundary ('boundary',
 *   shell/RemoteArea.tsx) call reportError themselves. An error named ChunkLoadError is a 'chunk' wherever caught.
 * - The version is read from the app's version.json (beside a remote's manifest; the host's at the page's origin),
 *   once per address: its `release` (the release store's version id), else its `version`, else 'unknown'.
 * - Only the error's message and stack are sent (trimmed), never an event's target or anything of the page:
 *   no form value travels. The API scrubs tokens and e-mail addresses again before storing.
 * - Only while signed in, through the session's API client; fire-and-forget: it never throws, never toasts,
 *   and its own failures are not reported. Per tab: one report per (app, kind, message) per minute, and at most
 *   10 reports a minute, so a render loop does not flood (the API also limits each session).
 *
 * It starts with the shell (shell/Shell.tsx), and the frame's boundary (frame/ShellError.tsx) fetches it, so the first
 * page does not carry it. Only types come from @console/contracts (the call's declaration, clientErrorOperations, is
 * loaded when a report goes: it brings zod), and the bounds below are the API's (CLIENT_ERROR_LIMITS).
 */
import type { ClientErrorApp, ClientErrorKind, ClientErrorReport } from '@console/contracts';
import { api, useAuthStore } from '@console/core';
import { configuredRemotes, remoteEntry } from '../remotes/registry';

const LIMITS = { version: 100, message: 1000, stack: 4000 } as const;
/** The same (app, kind, message) is reported once in this time. */
export const REPORT_DEDUPE_MS = 60_000;
/** Reports a tab sends per minute, at most. */
export const REPORTS_PER_MINUTE = 10;
const MINUTE = 60_000;

// ---- Which app, which version ---------------------------------------------------------------------

const absolute = (url: string) => new URL(url, window.location.href);

/** Each configured remote's base: the folder its manifest is in (its scripts are below it). */
function remoteBases(): [ClientErrorApp, string][] {
  return configuredRemotes().flatMap((name) => {
    const entry = remoteEntry(name);
    try {
      return entry ? [[name, new URL('.', absolute(entry)).href] as [ClientErrorApp, string]] : [];
    } catch {
      return [];
    }
  });
}

/** The script addresses a stack names, top-most frame first. */
const scriptUrls = (stack: string | undefined) => stack?.match(/https?:\/\/[^\s()'"<>]+/g) ?? [];

/** The remote whose base holds the first of `urls` that lies under one (the longest base wins), else the host. */
function appOfScripts(urls: readonly string[]): ClientErrorApp {
  const bases = remoteBases();
  for (const url of urls) {
    let found: [ClientErrorApp, string] | undefined;
    for (const base of bases) if (url.startsWith(base[1]) && (!found || base[1].length > found[1].length)) found = base;
    if (found) return found[0];
  }
  return 'host';
}

const versions = new Map<string, Promise<string | null>>();

/** version.json's `release`, else its `version`; null when it cannot be read (tried again next time). */
async function readVersion(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return null;
    const stamp = (await response.json()) as { release?: unknown; version?: unknown } | null;
    const named = [stamp?.release, stamp?.version].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    return named ? named.trim().slice(0, LIMITS.version) : null;
  } catch {
    return null;
  }
}

/** The version of `app` in this tab, or 'unknown'. */
async function versionOf(app: ClientErrorApp): Promise<string> {
  const entry = app === 'host' ? undefined : remoteEntry(app);
  if (app !== 'host' && !entry) return 'unknown';
  const url = entry ? new URL('version.json', absolute(entry)).href : absolute('/version.json').href;
  let version = versions.get(url);
  if (!version) {
    version = readVersion(url);
    versions.set(url, version);
  }
  const read = await version;
  if (read === null) versions.delete(url);
  return read ?? 'unknown';
}

// ---- What is sent, and when -----------------------------------------------------------------------

/** Only the message and the stack of what was thrown: an object's contents (a form's values) are never read. */
function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  return { message: Object.prototype.toString.call(error) };
}

/** When each (app, kind, message) was last sent, and the times of this minute's reports. */
const lastSent = new Map<string, number>();
let sentTimes: number[] = [];
/** The reports on their way (tests wait for them: reportsSent). */
const inFlight = new Set<Promise<void>>();

/** Whether one more report may go now: not a repeat within a minute, not past this minute's count. */
function admit(key: string, now: number): boolean {
  for (const [sentKey, at] of lastSent) if (now - at >= REPORT_DEDUPE_MS) lastSent.delete(sentKey);
  sentTimes = sentTimes.filter((at) => now - at < MINUTE);
  if (lastSent.has(key) || sentTimes.length >= REPORTS_PER_MINUTE) return false;
  lastSent.set(key, now);
  sentTimes.push(now);
  return true;
}

const signedIn = () => {
  const { token, refreshToken } = useAuthStore.getState();
  return Boolean(token || refreshToken);
};

async function send(app: ClientErrorApp, kind: ClientErrorKind, message: string, stack: string | undefined) {
  const report: ClientErrorReport = {
    app,
    version: await versionOf(app),
    kind,
    screen: window.location.pathname,
    message,
    ...(stack && { stack: stack.slice(0, LIMITS.stack) }),
  };
  if (!signedIn()) return;
  const { clientErrorOperations } = await import('@console/contracts');
  await api.post(clientErrorOperations.report.path, { json: report });
}

let reporting = false;

/**
 * Reports `error` as `kind` of `app`. Never throws; does nothing while signed out, for a repeat within a minute
 * or past this tab's count. What happens while it reports is not reported (no loop).
 */
export function reportError(app: ClientErrorApp, kind: ClientErrorKind, error: unknown): void {
  if (reporting) return;
  reporting = true;
  try {
    if (!signedIn()) return;
    const { message: full, stack } = describeError(error);
    const message = full.trim().slice(0, LIMITS.message);
    const actual = error instanceof Error && error.name === 'ChunkLoadError' ? 'chunk' : kind;
    if (!admit(`${app}\n${actual}\n${message}`, Date.now())) return;
    const sending: Promise<void> = send(app, actual, message, stack).catch(() => undefined);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  } catch {
    // The reporter's own failure is not reported.
  } finally {
    reporting = false;
  }
}

/** An uncaught error: its app from its script addresses. */
function onError(event: ErrorEvent) {
  const error: unknown = event.error;
  if (error === undefined || error === null) {
    // A cross-origin script's error: the browser tells nothing of it.
    if (!event.filename && /^script error\.?$/i.test(event.message ?? '')) return;
    reportError(appOfScripts(event.filename ? [event.filename] : []), 'error', event.message || 'Error');
    return;
  }
  const stack = error instanceof Error ? error.stack : undefined;
  reportError(appOfScripts([...(event.filename ? [event.filename] : []), ...scriptUrls(stack)]), 'error', error);
}

function onRejection(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason;
  reportError(appOfScripts(scriptUrls(reason instanceof Error ? reason.stack : undefined)), 'rejection', reason);
}

let uninstall: (() => void) | null = null;

/** Listens to this window's uncaught errors and unhandled rejections (once; returns how to stop, for tests). */
export function installErrorReporting(): () => void {
  if (uninstall) return uninstall;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  uninstall = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    uninstall = null;
  };
  return uninstall;
}

/** For tests: resolves once the reports on their way have been answered. */
export async function reportsSent(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** For tests: forget what was sent and the versions read. */
export function resetErrorReporting() {
  uninstall?.();
  lastSent.clear();
  sentTimes = [];
  versions.clear();
  inFlight.clear();
}
