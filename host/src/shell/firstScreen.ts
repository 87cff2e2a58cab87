/**
 * The first screen after sign-in, drawn complete: while the person types the e-mailed code the login page has
 * this chunk load the remotes' declarations, the code of the remote that serves the screen and, by that
 * remote's `preload`, the screen's own code (prepareFirstScreen); once signed in, the admin's access and, by the
 * remote's `prefetch`, the screen's first data (prefetchFirstScreen). All of it goes into the query cache the
 * shell then starts with. The host knows a path, not its screen: which screen it shows and what that needs, the
 * remotes say.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AreaRemote } from '@console/core';
import type { AreaDeclaration } from '@console/contracts';
import { createQueryClient, prefetchAccess } from '@console/ui';
import { awaitsAdmin, planReady, readLivePlan, resetPlan } from '../remotes/plan';
import { configuredRemotes } from '../remotes/registry';
import { areaOf, indexOf, restOf, screenAt, screensOf } from './menus';
import { preloadArea } from './RemoteArea';
import { areaQuery } from './useAreas';

let sessionClient: QueryClient | null = null;
/** The screen's own path of each path read ahead ('/master' → '/master/organizations'). */
const resolved = new Map<string, string>();

/** The query cache of the session: the one filled ahead of the shell, else a new one. */
export const sessionQueryClient = () => (sessionClient ??= createQueryClient());

/** The shell is gone (signed out): the next session starts with an empty cache. */
export function endSession(client: QueryClient) {
  if (sessionClient === client) sessionClient = null;
  // The plan is the admin's (a canary): the next sign-in reads it again.
  resetPlan();
}

/** The screen a path shows (an area's own path: its index, as the shell redirects) and the remote serving it. */
async function screenOf(path: string): Promise<{ pathname: string; remote: AreaRemote } | null> {
  const area = areaOf(path);
  if (!area) return null;
  const client = sessionQueryClient();
  const read = await Promise.allSettled(configuredRemotes().map((remote) => client.fetchQuery(areaQuery(remote))));
  const declarations = read.flatMap((result): AreaDeclaration[] => (result.status === 'fulfilled' ? [result.value] : []));
  const index = restOf(area, path) ? undefined : indexOf(declarations, area);
  const pathname = index ? `${path.replace(/\/$/, '')}/${index}` : path;
  const screen = screenAt(screensOf(declarations, area), restOf(area, pathname));
  if (!screen) return null;
  resolved.set(path, pathname);
  return { pathname, remote: screen.remote as AreaRemote };
}

/**
 * The path of the screen `path` shows, once read ahead: a sign-in goes straight there, without the redirects
 * on the way (each would draw an empty page for a moment).
 */
export const resolvedPath = (path: string) => resolved.get(path);

/**
 * While the code is typed: the remotes' declarations and the code of the remote serving `path` and of its screen.
 * True once all of it is here (the screen can then be drawn ahead, hidden, without a download or a call).
 */
export async function prepareFirstScreen(path: string): Promise<boolean> {
  await readLivePlan();
  const target = await screenOf(path);
  // A remote in a canary loads the version the admin's own plan names, known once signed in.
  if (!target || awaitsAdmin(target.remote)) return false;
  const area = await preloadArea(target.remote);
  await area.preload?.(target.pathname);
  return true;
}

/**
 * Signed in: the admin's access (the menus and the screen's buttons follow it) and the first data of the screen
 * at `path`, as its remote fetches it (a remote without `prefetch`: none).
 */
export async function prefetchFirstScreen(path: string) {
  void prefetchAccess(sessionQueryClient());
  await planReady();
  const target = await screenOf(path);
  if (!target) return;
  const area = await preloadArea(target.remote);
  await area.prefetch?.(target.pathname, sessionQueryClient());
}
