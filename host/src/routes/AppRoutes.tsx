import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { routePath } from '@console/shared';
import { FrameLoader } from '../frame/FramePage';
import { LoginPage } from '../login/LoginPage';
import { SocialCallback } from '../login/SocialCallback';
import { SOCIAL_CALLBACK_PATH } from '../login/social';
import { LogoutPage } from '../logout/LogoutPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RequireAuth, RootRedirect } from './guards';

/*
 * The shell (Chakra, TanStack Query, toaster, menus) and the area loaders live in one lazy chunk, fetched
 * only after sign-in: the login page's JavaScript stays within the first-page budget.
 */
const loadShell = () => import(/* webpackChunkName: "shell" */ '../shell/Shell');
const Shell = lazy(loadShell);
const MasterArea = lazy(() => loadShell().then((m) => ({ default: m.MasterArea })));
const OrganizationArea = lazy(() => loadShell().then((m) => ({ default: m.OrganizationArea })));
const AccountArea = lazy(() => loadShell().then((m) => ({ default: m.AccountArea })));

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
          <Route path="master/*" element={<MasterArea />} />
          <Route path="organization" element={<Navigate to={routePath('master')} replace />} />
          <Route path="organization/:organization_id/*" element={<OrganizationArea />} />
          <Route path="account/:account_id/*" element={<AccountArea />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
