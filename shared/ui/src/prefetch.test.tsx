import { act, render, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { defineArea, defineContract, text } from '@console/contracts';
import { FULL_ACCESS } from './access';
import { ConsoleProviders, ResourceScreen, areaPrefetch, createQueryClient, prefetchResourceList, resourceClient } from './index';
import { mockApi, ok } from './testing';

/** A remote's first screen read ahead: what the host calls (a remote's `prefetch`) before the screen draws. */
const teamContract = defineContract({
  path: 'team',
  id: 'team_id',
  names: { one: 'equipo', many: 'equipos', gender: 'm' },
  fields: { name: text('Nombre', { max: 100, required: true }) },
  list: { search: ['name'] },
});
const teams = resourceClient(teamContract);

/** The teams' page: its code, as a remote's area declares it. */
const code = jest.fn(() => Promise.resolve({ default: () => null }));
const area = defineArea({
  remote: 'master',
  area: 'organization',
  index: 'teams',
  screens: [
    { key: 'teams', path: 'teams', title: 'Equipos', menu: 10, page: code },
    { key: 'team', path: 'teams/:team_id', title: 'Equipo', section: 'teams', page: () => Promise.resolve({ default: () => null }) },
  ],
});

afterEach(() => jest.restoreAllMocks());

/** The teams' screen, in the providers of the session whose cache is `queryClient`. */
async function renderTeams(queryClient: QueryClient) {
  const router = createMemoryRouter([{ path: '*', element: <ResourceScreen contract={teamContract} columns={['team_id', 'name']} /> }]);
  await act(async () => {
    render(
      <ConsoleProviders client={queryClient} access={FULL_ACCESS}>
        <RouterProvider router={router} />
      </ConsoleProviders>,
    );
  });
}

describe('areaPrefetch', () => {
  it('fetches what the screen a path shows needs, with the ids of the path: its code before sign-in, code and data after', async () => {
    const data = jest.fn(() => Promise.resolve());
    const detail = jest.fn(() => Promise.resolve());
    const { preload, prefetch } = areaPrefetch(area, { teams: { data }, team: { data: detail } });
    const queryClient = createQueryClient();

    await preload('/organization/7/teams');
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();

    await prefetch('/organization/7/teams', queryClient);
    expect(code).toHaveBeenCalledTimes(2);
    expect(data).toHaveBeenCalledWith(queryClient, { organization_id: '7' });

    await preload('/organization/7/teams/3');
    await prefetch('/organization/7/teams/3', queryClient);
    expect(detail).toHaveBeenCalledWith(queryClient, { organization_id: '7', team_id: '3' });

    // Another screen, another area: nothing.
    await prefetch('/organization/7/elsewhere', queryClient);
    await prefetch('/master/teams', queryClient);
    expect([code.mock.calls.length, data.mock.calls.length, detail.mock.calls.length]).toEqual([2, 1, 1]);
  });
});

describe('prefetchResourceList', () => {
  it('fills the cache with the first page its screen asks for: the screen draws its rows at once and does not ask again', async () => {
    const requests = mockApi({ 'GET team': ok([{ team_id: 1, name: 'Ventas' }], { hasNextPage: false }) });
    const queryClient = createQueryClient();
    await prefetchResourceList(queryClient, teams);
    expect(requests).toEqual([expect.objectContaining({ method: 'GET', path: 'team', query: { page: '1', limit: '25', total: 'true' } })]);

    await renderTeams(queryClient);
    // In the first render: no skeleton in between.
    const table = screen.getByRole('table', { name: 'Equipos' });
    expect(table).not.toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Ventas')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('says nothing when it fails: the screen asks again when it shows, and says so once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = mockApi({});
    const queryClient = createQueryClient();
    await prefetchResourceList(queryClient, teams);
    await renderTeams(queryClient);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error obteniendo equipos.');
    // One toast, not one per load.
    expect(screen.getAllByRole('status').filter((toast) => toast.textContent?.includes('Error obteniendo equipos.'))).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });
});
