import { Activity, Suspense, lazy, memo, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes, createRoutesFromChildren, matchRoutes, useLocation, type Location } from 'react-router-dom';
import { useIsAuthenticated } from '@console/core';
import { routePath } from '@console/contracts';
import { FrameLoader } from '../frame/FramePage';
import { LoginPage } from '../login/LoginPage';
import { SOCIAL_CALLBACK_PATH } from '../login/social';
import { LogoutPage } from '../logout/LogoutPage';
import { RequireAuth, RootRedirect } from './guards';
import { loadShell, useScreenAhead } from './shellChunk';

/*
 * The shell (Chakra, TanStack Query, toaster, menus) and the area loaders live in one lazy chunk, fetched
 * only once the code step shows: the login page's JavaScript stays within the first-page budget.
 */
const Shell = lazy(loadShell);
const AreaContent = lazy(() => loadShell().then((m) => ({ default: m.AreaContent })));

/*
 * Pages no one opens first load when they show, so the first page carries /login's code alone. Not /logout: it is
 * where a session that failed goes, maybe with the network gone, and it must not need a download then.
 */
const SocialCallback = lazy(() => import('../login/SocialCallback').then((m) => ({ default: m.SocialCallback })));
const NotFoundPage = lazy(() => import('../not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const framed = (page: ReactNode) => <Suspense fallback={<FrameLoader />}>{page}</Suspense>;

/** The shell's routes: the three areas; which remote serves a path, the remotes' own declarations say. */
const shellRoutes = (
  <Route element={framed(<Shell />)}>
    <Route path="master/*" element={<AreaContent />} />
    <Route path="organization" element={<Navigate to={routePath('master')} replace />} />
    <Route path="organization/:organization_id/*" element={<AreaContent />} />
    <Route path="account/:account_id/*" element={<AreaContent />} />
  </Route>
);
const shellRouteObjects = createRoutesFromChildren(shellRoutes);
const inShell = (pathname: string) => matchRoutes(shellRouteObjects, pathname) !== null;

/** The shell at `location` (a stable object: the same place keeps the same object, and the shell does not redraw). */
const ShellRoutes = memo(function ShellRoutes({ location }: { location: Location }) {
  return <Routes location={location}>{shellRoutes}</Routes>;
});

/**
 * Where the shell is drawn: the page's own location when it is a shell's path and signed in; on another page, the
 * first screen drawn ahead while the code is typed (hidden); else nowhere. The object stays the same while the
 * place does: the first screen drawn ahead is the one shown once signed in, with nothing to draw again.
 */
function useShellLocation(shown: boolean, authenticated: boolean): Location | null {
  const location = useLocation();
  const ahead = useScreenAhead((state) => state.path);
  const place = shown ? (authenticated ? location : null) : ahead ? { pathname: ahead, search: '', hash: '', state: null } : null;
  const { pathname, search = '', hash = '' } = place ?? {};
  // A location without state says undefined or null, depending on how it was reached.
  const state: unknown = place?.state ?? null;
  return useMemo(
    () => (pathname === undefined ? null : { pathname, search, hash, state, key: 'shell' }),
    [pathname, search, hash, state],
  );
}

/**
 * The route table of spec 2.1 (history mode). The shell's routes render apart, under an Activity: hidden, they
 * draw the first screen ahead while the code is typed (no effect runs, so no call is made), and the same tree is
 * shown once signed in.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const shown = inShell(pathname);
  const authenticated = useIsAuthenticated();
  const shellLocation = useShellLocation(shown, authenticated);
  return (
    <>
      {shown ? (
        // Every route but root and login requires a session; without one the user goes to the login page.
        !authenticated && <Navigate to={routePath('login')} replace />
      ) : (
        <Routes>
          <Route index element={<RootRedirect />} />
          <Route path="login" element={<LoginPage />} />
          <Route path={SOCIAL_CALLBACK_PATH} element={framed(<SocialCallback />)} />
          <Route path="logout" element={<LogoutPage />} />
          <Route element={<RequireAuth />}>
            <Route path="*" element={framed(<NotFoundPage />)} />
          </Route>
        </Routes>
      )}
      <Activity mode={shown ? 'visible' : 'hidden'}>{shellLocation && <ShellRoutes location={shellLocation} />}</Activity>
    </>
  );
}
