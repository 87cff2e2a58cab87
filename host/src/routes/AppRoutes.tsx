import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { routePath } from '@console/contracts';
import { FrameLoader } from '../frame/FramePage';
import { LoginPage } from '../login/LoginPage';
import { SocialCallback } from '../login/SocialCallback';
import { SOCIAL_CALLBACK_PATH } from '../login/social';
import { LogoutPage } from '../logout/LogoutPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RequireAuth, RootRedirect } from './guards';
import { loadShell } from './shellChunk';

/*
 * The shell (Chakra, TanStack Query, toaster, menus) and the area loaders live in one lazy chunk, fetched
 * only once the code step shows: the login page's JavaScript stays within the first-page budget.
 */
const Shell = lazy(loadShell);
const AreaContent = lazy(() => loadShell().then((m) => ({ default: m.AreaContent })));

/** The route table of spec 2.1 (history mode). */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<RootRedirect />} />
      <Route path="login" element={<LoginPage />} />
      <Route path={SOCIAL_CALLBACK_PATH} element={<SocialCallback />} />
      <Route path="logout" element={<LogoutPage />} />
      <Route element={<RequireAuth />}>
        <Route
          element={
            <Suspense fallback={<FrameLoader />}>
              <Shell />
            </Suspense>
          }
        >
          {/* The three areas; which remote serves a path, the remotes' own declarations say. */}
          <Route path="master/*" element={<AreaContent />} />
          <Route path="organization" element={<Navigate to={routePath('master')} replace />} />
          <Route path="organization/:organization_id/*" element={<AreaContent />} />
          <Route path="account/:account_id/*" element={<AreaContent />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
