import { act, render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ACCESS_QUERY_KEY, ConsoleProviders, FULL_ACCESS } from '@console/ui';
import { mockApi, ok } from '@console/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { endSession, prefetchFirstScreen, prepareFirstScreen, resolvedPath, sessionQueryClient } from './firstScreen';
import { RemoteArea, resetRemoteAreas } from './RemoteArea';
import { areaFile } from '../test/helpers';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

const master = areaFile({
  remote: 'master',
  area: 'master',
  index: 'organizations',
  screens: [{ key: 'organizations', path: 'organizations', title: 'Organizaciones', menu: 20 }],
});
const partners = areaFile({ remote: 'partners', area: 'master', screens: [{ key: 'partners', path: 'partners', title: 'Partners', menu: 10 }] });

function MasterArea() {
  return <p>Organizaciones del remoto</p>;
}

let requests: ReturnType<typeof mockApi>;
beforeEach(() => {
  load.mockReset();
  resetAreaRemotes();
  resetRemoteAreas();
  endSession(sessionQueryClient());
  registerAreaRemotes({ master: 'http://localhost:3001/mf-manifest.json', partners: 'http://localhost:3002/mf-manifest.json' });
  requests = mockApi({
    'GET http://localhost:3001/area.json': { body: master },
    'GET http://localhost:3002/area.json': { body: partners },
    'GET admin/me': ok({ first_name: 'Ada', last_name: 'Administradora', email: 'ada@example.com', access: FULL_ACCESS }),
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the first screen after sign-in, read ahead', () => {
  it("while the code is typed: the declarations, the code of the remote that serves the screen and the screen's own; nothing of the API", async () => {
    const preload = jest.fn(() => Promise.resolve());
    const prefetch = jest.fn(() => Promise.resolve());
    load.mockResolvedValue({ default: MasterArea, preload, prefetch });
    await prepareFirstScreen('/master');
    expect(load.mock.calls).toEqual([['master/App']]);
    expect(preload).toHaveBeenCalledWith('/master/organizations');
    expect(prefetch).not.toHaveBeenCalled();
    expect(resolvedPath('/master')).toBe('/master/organizations');
    // The two declarations, nothing else.
    expect(requests).toHaveLength(2);
  });

  it("signed in: the admin's access and the screen's first data (its remote's prefetch) go into the cache the shell starts with", async () => {
    const prefetch = jest.fn(async (_path: string, queryClient: QueryClient) => {
      queryClient.setQueryData(['organization', 'list'], 'primera página');
    });
    load.mockResolvedValue({ default: MasterArea, prefetch });
    await prepareFirstScreen('/master');
    await prefetchFirstScreen('/master');
    const session = sessionQueryClient();
    expect(prefetch).toHaveBeenCalledWith('/master/organizations', session);
    expect(session.getQueryData(['organization', 'list'])).toBe('primera página');
    await waitFor(() => expect(session.getQueryData(ACCESS_QUERY_KEY)).toEqual(FULL_ACCESS));
    // The remote was loaded once, for both.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the area read ahead draws at once, without its loading state', async () => {
    load.mockResolvedValue({ default: MasterArea });
    await prepareFirstScreen('/master');
    act(() => {
      render(
        <ConsoleProviders client={sessionQueryClient()}>
          <RemoteArea name="master" />
        </ConsoleProviders>,
      );
    });
    expect(screen.getByText('Organizaciones del remoto')).toBeInTheDocument();
    expect(screen.queryByText('Cargando sección…')).not.toBeInTheDocument();
    // The toaster subscribes to its store in a microtask.
    await act(async () => undefined);
  });

  it('a remote without preload and prefetch (built before they existed) is loaded ahead all the same', async () => {
    load.mockResolvedValue({ default: MasterArea });
    await expect(prepareFirstScreen('/master')).resolves.toBe(true);
    await expect(prefetchFirstScreen('/master')).resolves.toBeUndefined();
    expect(load.mock.calls).toEqual([['master/App']]);
  });

  it('each session has its own cache: signing out leaves the next one empty', () => {
    const first = sessionQueryClient();
    expect(sessionQueryClient()).toBe(first);
    endSession(first);
    expect(sessionQueryClient()).not.toBe(first);
  });
});
