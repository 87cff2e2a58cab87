import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { api, useAuthStore } from '@console/core';
import { fail, ok } from '@console/ui/testing';
import { SessionEndedBridge } from '../App';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { resetRemoteAreas } from '../shell/RemoteArea';
import { mockConsoleApi, renderAt, resetSession, signInForTest, registerTestRemotes } from '../test/helpers';
import { AppRoutes } from './AppRoutes';
import { drawFirstScreenAhead, firstScreenPath, prepareFirstScreen } from './shellChunk';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

function renderApp(route: string) {
  return renderAt(
    route,
    <>
      <SessionEndedBridge />
      <AppRoutes />
    </>,
  );
}

beforeEach(() => {
  resetSession();
  resetAreaRemotes();
  resetRemoteAreas();
  registerTestRemotes(registerAreaRemotes);
  load.mockReset();
  load.mockImplementation(async (id: string) => ({ default: () => <p>{`Remoto ${id}`}</p> }));
});
afterEach(() => jest.restoreAllMocks());

describe('guard', () => {
  it.each(['/master/organizations', '/organization/7/accounts', '/account/5/personalization', '/ruta/desconocida', '/master'])(
    'sends an unauthenticated visit of %s to /login',
    (path) => {
      const { location } = renderApp(path);
      expect(location().pathname).toBe('/login');
      expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('root goes to /login without a session and to the master area with one', async () => {
    mockConsoleApi();
    const first = renderApp('/');
    expect(first.location().pathname).toBe('/login');
    first.unmount();

    signInForTest();
    const second = renderApp('/');
    // The master remote declares the area's index: organizations.
    await waitFor(() => expect(second.location().pathname).toBe('/master/organizations'));
    expect(await screen.findByText('Remoto master/App')).toBeInTheDocument();
  });
});

describe('route table', () => {
  beforeEach(() => {
    signInForTest();
    mockConsoleApi({
      'GET organization/7': ok({ organization_id: 7, name: 'Acme' }),
      'GET account/5': ok({ account_id: 5, name: 'Bot Uno', organization_id: 7 }),
      'POST auth/logout': ok(null),
    });
  });

  it.each([
    ['/master/organizations', 'master/App'],
    ['/master', 'master/App'],
    ['/master/roles', 'master/App'],
    ['/master/partners', 'partners/App'],
    ['/master/partners/3/invoice', 'partners/App'],
    ['/master/platforms', 'master/App'],
    ['/master/active-accounts', 'partners/App'],
    ['/master/assing-accounts', 'partners/App'],
    ['/master/certifications', 'certifications/App'],
    ['/master/certification-questions', 'certifications/App'],
    ['/organization/7/accounts', 'organization/App'],
    ['/account/5/personalization', 'account/App'],
  ])('%s is served by %s', async (path, remote) => {
    renderApp(path);
    expect(await screen.findByText(`Remoto ${remote}`)).toBeInTheDocument();
    expect(load.mock.calls.map(([id]) => id)).toEqual([remote]);
  });

  it('/organization without an id goes to the master area', async () => {
    const { location } = renderApp('/organization');
    await waitFor(() => expect(location().pathname).toBe('/master'));
  });

  it('an unknown path shows the 404 page', async () => {
    renderApp('/esto/no/existe');
    expect(await screen.findByText('Esta página no existe')).toBeInTheDocument();
    expect(screen.getByText('Serás redirigido en 10 s')).toBeInTheDocument();
  });

  it('/logout signs out and ends on the login page', async () => {
    const { location } = renderApp('/logout');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });
});

describe('session end', () => {
  it('when the API gives up on the session (refresh refused), the host goes through /logout to /login', async () => {
    signInForTest();
    const requests = mockConsoleApi({
      'GET organization': fail(401, 'Token expirado'),
      'GET token/refresh': fail(401, 'Sesión terminada'),
      'POST auth/logout': ok(null),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = renderApp('/esto/no/existe');
    await act(async () => {
      await api.get('organization').catch(() => undefined);
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(useAuthStore.getState().refreshToken).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['organization', 'token/refresh']);
  });
});

describe('the first screen drawn ahead', () => {
  afterEach(() => act(() => drawFirstScreenAhead(false)));

  it('while the code is typed it is drawn hidden, with no call of the API; signed in, that very screen shows', async () => {
    const requests = mockConsoleApi();
    let mounts = 0;
    function Organizations() {
      useState(() => (mounts += 1));
      return <h1>Organizaciones del remoto</h1>;
    }
    load.mockImplementation(async () => ({ default: Organizations }));
    let navigate: NavigateFunction | undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    const { location } = renderAt(
      '/login',
      <>
        <Navigator />
        <AppRoutes />
      </>,
    );
    await act(async () => {
      expect(await prepareFirstScreen()).toBe(true);
      drawFirstScreenAhead(true);
    });
    const heading = await screen.findByText('Organizaciones del remoto');
    // Hidden behind the login page, out of reach of the keyboard and of screen readers.
    expect(heading).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Organizaciones del remoto' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    // The five remotes' declarations (static files): nothing of the API, which needs a session.
    expect(requests).toHaveLength(5);
    expect(requests.every((request) => request.path.endsWith('.json'))).toBe(true);

    await act(async () => {
      signInForTest();
      await navigate?.(firstScreenPath(), { replace: true });
    });
    expect(location().pathname).toBe('/master/organizations');
    expect(screen.getByRole('heading', { name: 'Organizaciones del remoto' })).toBeVisible();
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    // The screen drawn ahead is the one shown: not drawn again.
    expect(mounts).toBe(1);
    // Shown, its effects run: the admin's access is read.
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('admin/me'));
  });

  it('signed out, nothing stays drawn', async () => {
    mockConsoleApi();
    renderApp('/login');
    await act(async () => {
      await prepareFirstScreen();
      drawFirstScreenAhead(true);
    });
    expect(await screen.findByText('Remoto master/App')).not.toBeVisible();
    act(() => drawFirstScreenAhead(false));
    expect(screen.queryByText('Remoto master/App')).not.toBeInTheDocument();
  });
});
