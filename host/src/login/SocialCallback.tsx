import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { routePath } from '@console/contracts';
import { FramePage } from '../frame/FramePage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { SOCIAL_MESSAGE_TYPE, type SocialCallbackMessage } from './social';

/**
 * /login/social-callback: the provider's window lands here with `?code=…&state=…` (and `iss`), or an `error`. The
 * values go to the login page that opened the window (same origin only), then it closes.
 */
export function SocialCallback() {
  const { search } = useLocation();
  const [orphan, setOrphan] = useState(false);
  useDocumentTitle('Iniciar sesión');

  useEffect(() => {
    const query = new URLSearchParams(search);
    const message: SocialCallbackMessage = {
      type: SOCIAL_MESSAGE_TYPE,
      code: query.get('code'),
      state: query.get('state'),
      iss: query.get('iss'),
      error: query.get('error'),
    };
    const opener = window.opener as Window | null;
    if (!opener || opener === window) {
      setOrphan(true);
      return;
    }
    // The target origin makes the browser deliver the code only to a login page of this same console.
    opener.postMessage(message, window.location.origin);
    window.close();
  }, [search]);

  return (
    <FramePage labelledBy="social-title">
      <h1 className="kf-title" id="social-title">
        Inicio de sesión
      </h1>
      {orphan ? (
        <>
          <p className="kf-alert" role="alert">
            No se pudo completar el inicio de sesión desde esta ventana.
          </p>
          <Link className="kf-link" to={routePath('login')}>
            Volver a iniciar sesión
          </Link>
        </>
      ) : (
        <div className="kf-loader" role="status">
          <div className="kf-spinner" aria-hidden="true" />
          <span>Completando el inicio de sesión…</span>
        </div>
      )}
    </FramePage>
  );
}
