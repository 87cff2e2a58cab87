import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../test/helpers';
import { SocialCallback } from './SocialCallback';

const routes = (
  <Routes>
    <Route path="/login/social-callback" element={<SocialCallback />} />
  </Routes>
);

describe('/login/social-callback', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  it('posts what the provider sent back (code, state, issuer; or an error) to the opener, same origin only, and closes', () => {
    const postMessage = jest.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    renderAt('/login/social-callback?code=abc&state=xyz&iss=https%3A%2F%2Fid.example.com', routes);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'console:social-sign-in', code: 'abc', state: 'xyz', iss: 'https://id.example.com', error: null },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    renderAt('/login/social-callback?error=access_denied&state=xyz', routes);
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'console:social-sign-in', code: null, state: 'xyz', iss: null, error: 'access_denied' }, window.location.origin);
  });

  it('without an opener, explains and links back to the login page', () => {
    renderAt('/login/social-callback?code=abc&state=xyz', routes);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo completar el inicio de sesión');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
