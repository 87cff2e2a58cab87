import { Link, Navigate } from 'react-router-dom';
import { messages, routePath } from '@console/contracts';
import { FramePage } from '../frame/FramePage';
import { useCountdown } from '../frame/useCountdown';
import { useDocumentTitle } from '../frame/useDocumentTitle';

/** Seconds before the 404 page sends the user to the master area (spec 9). */
export const NOT_FOUND_REDIRECT_SECONDS = 10;

/** Any unknown path: 'Esta página no existe' with a visible countdown, then the master area. */
export function NotFoundPage() {
  const { remaining } = useCountdown(NOT_FOUND_REDIRECT_SECONDS);
  useDocumentTitle('Página no encontrada');

  if (remaining === 0) return <Navigate to={routePath('master')} replace />;

  return (
    <FramePage labelledBy="not-found-title">
      <div className="kf-center">
        <p className="kf-big" aria-hidden="true">
          404
        </p>
        <h1 className="kf-title" id="not-found-title">
          {messages.notFoundPage}
        </h1>
        <p className="kf-subtitle" role="timer" aria-live="off">
          Serás redirigido en {remaining} s
        </p>
        <Link className="kf-button kf-primary" to={routePath('master')} replace>
          Ir al inicio ahora
        </Link>
      </div>
    </FramePage>
  );
}
