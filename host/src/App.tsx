import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter, useNavigate } from 'react-router-dom';
import { onSessionEnded } from '@console/core';
import { routePath } from '@console/contracts';
import { AppRoutes } from './routes/AppRoutes';
import { ShellError } from './frame/ShellError';

/** When the API clients give up on the session (refresh failed or refused), sign out through /logout. */
export function SessionEndedBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    onSessionEnded(() => navigate(routePath('logout'), { replace: true }));
    return () => onSessionEnded(() => undefined);
  }, [navigate]);
  return null;
}

/** The session bridge and the routes, under the router. */
export function Root() {
  return (
    <>
      <SessionEndedBridge />
      <AppRoutes />
    </>
  );
}

/**
 * The app frame: a data router (the screens' unsaved-changes guard needs one; the route table itself stays
 * declarative, in AppRoutes), the session bridge and the routes; what the frame throws ends in ShellError. No UI
 * library here (first-page budget).
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Root />, errorElement: <ShellError /> }]));
  return <RouterProvider router={router} />;
}
