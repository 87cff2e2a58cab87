import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { onSessionEnded, routePath } from '@console/shared';
import { AppRoutes } from './routes/AppRoutes';

/** When the API clients give up on the session (refresh failed or refused), sign out through /logout. */
export function SessionEndedBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    onSessionEnded(() => navigate(routePath('logout'), { replace: true }));
    return () => onSessionEnded(() => undefined);
  }, [navigate]);
  return null;
}

/** The app frame: router, session bridge and routes. No UI library here (first-page budget). */
export function App() {
  return (
    <BrowserRouter>
      <SessionEndedBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
