import { create } from 'zustand';
import { routePath } from '@console/contracts';

let shell: typeof import('../shell/Shell') | undefined;

/**
 * The shell's lazy chunk (Chakra, the query cache, the menus and the area loaders), outside the first page's
 * budget: the routes render it once signed in, and the login page fetches it ahead while the code is typed.
 */
export const loadShell = () => import(/* webpackChunkName: "shell" */ '../shell/Shell').then((module) => (shell = module));

/** Where a sign-in leads: the root route's choice for a session. */
const FIRST_SCREEN = routePath('master');

/*
 * A failure here stays quiet: the screen reports it when it draws (its loader, its error and 'Reintentar'), and
 * what failed is fetched again then.
 */

/**
 * While the code is typed: the shell, the remotes' declarations and the code of the first screen's remote. True
 * once all of it is here.
 */
export const prepareFirstScreen = () =>
  loadShell()
    .then((module) => module.prepareFirstScreen(FIRST_SCREEN))
    .catch(() => false);

/**
 * The first screen's path while it is drawn ahead: hidden behind the code step, without its data, so that once
 * signed in only what the data changes is drawn (AppRoutes). Null when nothing is.
 */
export const useScreenAhead = create<{ path: string | null }>(() => ({ path: null }));

/** Draws the first screen ahead (its code is here) or, with false, stops (the code step is gone). */
export const drawFirstScreenAhead = (draw: boolean) => useScreenAhead.setState({ path: draw ? firstScreenPath() : null });

/** Signed in: the first screen's data too, as its remote fetches it. */
export const prefetchFirstScreen = () =>
  loadShell()
    .then((module) => module.prefetchFirstScreen(FIRST_SCREEN))
    .catch(() => undefined);

/** The path to open once signed in: the first screen's own when it was read ahead (no redirect on the way). */
export const firstScreenPath = () => shell?.resolvedPath(FIRST_SCREEN) ?? FIRST_SCREEN;
