import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@console/core';
import { routePath } from '@console/contracts';
import { FrameLoader } from '../frame/FramePage';
import { useDocumentTitle } from '../frame/useDocumentTitle';

/** /logout: signs out (revokes the refresh token, clears the stored role and token), then goes to root. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useDocumentTitle('Cerrando sesión');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate(routePath('root'), { replace: true }));
  }, [navigate]);

  return <FrameLoader label="Cerrando sesión…" />;
}
