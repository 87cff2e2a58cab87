import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { STORAGE_KEY, setConfig, useAuthStore, type AreaRemote, type SessionRole } from '@console/shared';

/** No session, no stored values, default config. */
export function resetSession() {
  useAuthStore.setState({ token: null, refreshToken: null, role: null, pending: 0, recent: {} });
  localStorage.removeItem(STORAGE_KEY);
  setConfig({});
}

export function signInForTest(role: SessionRole = { role_id: 1, name: 'Konverza' }) {
  useAuthStore.getState().signIn({ token: 'access-token', refreshToken: 'refresh-token', role });
}

/** Renders `routes` (or a single element at '*') in a memory router at `route`; `location()` reads where it is. */
export function renderAt(route: string, ui: ReactElement) {
  let location: Location | undefined;
  function LocationSpy() {
    location = useLocation();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <LocationSpy />
    </MemoryRouter>,
  );
  return { ...result, location: () => location as Location };
}

/** The five remotes registered as the host's config.json registers them. */
export function registerTestRemotes(register: (manifests: Partial<Record<AreaRemote, string>>) => void) {
  register({
    master: 'http://localhost:3001/mf-manifest.json',
    partners: 'http://localhost:3002/mf-manifest.json',
    certifications: 'http://localhost:3003/mf-manifest.json',
    organization: 'http://localhost:3004/mf-manifest.json',
    account: 'http://localhost:3005/mf-manifest.json',
  });
}

/** A page that only says where it is, to assert navigation. */
export const Marker = ({ name }: { name: string }) => <p>{`Página ${name}`}</p>;

export function loginRoutes(login: ReactElement) {
  return (
    <Routes>
      <Route path="/login" element={login} />
      <Route path="/" element={<Marker name="raíz" />} />
      <Route path="/master/*" element={<Marker name="master" />} />
    </Routes>
  );
}
