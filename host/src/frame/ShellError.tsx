import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/**
 * The whole app's last boundary (the router's errorElement, App.tsx): the console's own frame (toolbar, menus,
 * sign-in) threw while rendering. Without it the router would show its own English page and nobody would know:
 * it is reported as the host's ('boundary', health/report.ts, while signed in) and says how to go on. A remote's
 * screens have their own boundary (RemoteArea.tsx). Plain elements: it is on the first page, before any UI kit.
 */
export function ShellError() {
  const error = useRouteError();
  // The reporter is not on the first page: fetched when this shows (a failed fetch is one more thing not reported).
  useEffect(() => {
    import('../health/report').then(({ reportError }) => reportError('host', 'boundary', error)).catch(() => undefined);
  }, [error]);
  return (
    <main role="alert" style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1.5rem', lineHeight: 1.5 }}>
      <h1 style={{ fontSize: '1.25rem', fontWeight: 600 }}>La consola encontró un error al mostrarse.</h1>
      <p>Recarga la página para seguir trabajando. Si vuelve a ocurrir, el error ya quedó registrado para el equipo de la consola.</p>
      <button type="button" onClick={() => window.location.reload()} style={{ marginTop: '1rem', padding: '0.5rem 1rem', font: 'inherit', cursor: 'pointer' }}>
        Recargar
      </button>
    </main>
  );
}
