import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { routePath } from '@console/contracts';
import { FrameLoader } from '../frame/FramePage';
import { LoginPage } from '../login/LoginPage';
import { SOCIAL_CALLBACK_PATH } from '../login/social';
import { LogoutPage } from '../logout/LogoutPage';
import { RequireAuth, RootRedirect } from './guards';
import { loadShell } from './shellChunk';

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

/** The route table of spec 2.1 (history mode). */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<RootRedirect />} />
      <Route path="login" element={<LoginPage />} />
      <Route path={SOCIAL_CALLBACK_PATH} element={framed(<SocialCallback />)} />
      <Route path="logout" element={<LogoutPage />} />
      <Route element={<RequireAuth />}>
        <Route element={framed(<Shell />)}>
          {/* The three areas; which remote serves a path, the remotes' own declarations say. */}
          <Route path="master/*" element={<AreaContent />} />
          <Route path="organization" element={<Navigate to={routePath('master')} replace />} />
          <Route path="organization/:organization_id/*" element={<AreaContent />} />
          <Route path="account/:account_id/*" element={<AreaContent />} />
        </Route>
        <Route path="*" element={framed(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
