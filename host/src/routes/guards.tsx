import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '@console/core';
import { routePath } from '@console/contracts';

/** `/`: the master area when signed in, else the login page. */
export function RootRedirect() {
  const authenticated = useIsAuthenticated();
  return <Navigate to={routePath(authenticated ? 'master' : 'login')} replace />;
}

/** Every route but root and login requires a session; without one the user goes to the login page. */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <Navigate to={routePath('login')} replace />;
  return <Outlet />;
}
