import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation, type Location } from 'react-router-dom';
import { DEVICE_TOKENS_KEY, STORAGE_KEY, setConfig, useAuthStore, type AreaRemote, type SessionRole } from '@console/core';
import { areaDeclarationSchema, type AreaDeclaration } from '@console/contracts';
import { FULL_ACCESS } from '@console/ui';
import { mockApi, ok, type ApiRequest, type Reply } from '@console/ui/testing';

/** No session, no stored values (nor device tokens), default config. */
export function resetSession() {
  useAuthStore.setState({ token: null, refreshToken: null, role: null, pending: 0, recent: {}, recordNames: {} });
  localStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(DEVICE_TOKENS_KEY);
  setConfig({});
}

export function signInForTest(role: SessionRole = { role_id: 1, name: 'Konverza' }) {
  useAuthStore.getState().signIn({ token: 'access-token', refreshToken: 'refresh-token', role });
}

/**
 * Renders `ui` (routes, or one element) in a memory data router (as the app's) at `route`; `location()`
 * reads where it is.
 */
export function renderAt(route: string, ui: ReactElement) {
  let location: Location | undefined;
  function LocationSpy() {
    location = useLocation();
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationSpy />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, location: () => location as Location };
}

const MANIFESTS: Record<AreaRemote, string> = {
  master: 'http://localhost:3001/mf-manifest.json',
  partners: 'http://localhost:3002/mf-manifest.json',
  certifications: 'http://localhost:3003/mf-manifest.json',
  organization: 'http://localhost:3004/mf-manifest.json',
  account: 'http://localhost:3005/mf-manifest.json',
};

/** The five remotes registered as the host's config.json registers them. */
export function registerTestRemotes(register: (manifests: Partial<Record<AreaRemote, string>>) => void) {
  register(MANIFESTS);
}

/** An area.json as a remote's build publishes it (its index is a path; its menu places are numbers). */
export const areaFile = (declaration: Omit<AreaDeclaration, 'format'>): AreaDeclaration => areaDeclarationSchema.parse({ format: 1, ...declaration });

/**
 * What the five remotes declare in their area.json (the host reads their screens from there): a test
 * fixture of the same shape, so the host's tests never import a remote.
 */
export const AREA_FILES: Record<AreaRemote, AreaDeclaration> = {
  master: areaFile({
    remote: 'master',
    area: 'master',
    index: 'organizations',
    screens: [
      { key: 'organizations', path: 'organizations', title: 'Organizaciones', menu: 20, resource: 'organization' },
      { key: 'accounts', path: 'accounts', title: 'Cuentas', menu: 30, resource: 'account' },
      { key: 'admins', path: 'admins', title: 'Administradores', menu: 40, resource: 'admin' },
      { key: 'roles', path: 'roles', title: 'Roles', menu: 50, resource: 'role' },
      { key: 'permissions', path: 'permissions', title: 'Permisos', menu: 60, resource: 'permission' },
      { key: 'platforms', path: 'platforms', title: 'Plataformas', menu: 80, resource: 'platform' },
    ],
  }),
  partners: areaFile({
    remote: 'partners',
    area: 'master',
    screens: [
      { key: 'partners', path: 'partners', title: 'Partners', menu: 10, resource: 'partner' },
      { key: 'partner', path: 'partners/:partner_id', title: 'Partner' },
      { key: 'invoice', path: 'partners/:partner_id/invoice', title: 'Facturas' },
      { key: 'active_accounts', path: 'active-accounts', title: 'Cuentas activas', section: 'partners' },
      { key: 'assing_accounts', path: 'assing-accounts', title: 'Asignación de cuentas', section: 'partners' },
    ],
  }),
  certifications: areaFile({
    remote: 'certifications',
    area: 'master',
    screens: [
      { key: 'certifications', path: 'certifications', title: 'Certificaciones', menu: 180, resource: 'certification' },
      { key: 'certification-questions', path: 'certification-questions', title: 'Preguntas', section: 'certifications' },
    ],
  }),
  organization: areaFile({
    remote: 'organization',
    area: 'organization',
    index: 'accounts',
    screens: [{ key: 'organization-accounts', path: 'accounts', title: 'Cuentas', menu: 10 }],
  }),
  account: areaFile({
    remote: 'account',
    area: 'account',
    index: 'personalization',
    screens: [{ key: 'personalization', path: 'personalization', title: 'Personalización', menu: 10 }],
  }),
};

/** The /master menu those declarations make: the union of three remotes' entries, in the spec's order. */
export const MASTER_MENU = [
  ['Partners', '/master/partners'],
  ['Organizaciones', '/master/organizations'],
  ['Cuentas', '/master/accounts'],
  ['Administradores', '/master/admins'],
  ['Roles', '/master/roles'],
  ['Permisos', '/master/permissions'],
  ['Plataformas', '/master/platforms'],
  ['Certificaciones', '/master/certifications'],
];

/** The answers of the remotes' area.json files (beside each manifest), for mockApi. */
export const areaFiles = (files: Partial<Record<AreaRemote, Reply>> = {}): Record<string, Reply> =>
  Object.fromEntries(
    (Object.keys(MANIFESTS) as AreaRemote[]).map((remote) => [
      `GET ${new URL('area.json', MANIFESTS[remote])}`,
      files[remote] ?? { body: AREA_FILES[remote] },
    ]),
  );

/** mockApi with the remotes' area files answered too. */
/** GET admin/me of a signed-in superadmin (the shell reads the admin's access from it). */
export const SUPERADMIN_ME = ok({ admin_id: 1, role_id: 1, access: FULL_ACCESS });

export const mockConsoleApi = (routes: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) =>
  mockApi({ ...areaFiles(), 'GET admin/me': SUPERADMIN_ME, ...routes });

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
