import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { VISITS_KEY, accountApi, user } from './fixtures.testing';

const ana = user(11);
const beto = user(12, { first_name: 'Beto', last_name: '', screen_name: 'beto', phone_number: '', bot_enabled: false, last_interaction_time: null });
const web = user(21, { platform_id: 1, first_name: 'Carla', last_name: 'Web', screen_name: 'carla' });

/** The account's users of the platform asked for. */
const byPlatform = (request: ApiRequest) =>
  ok([ana, beto, web].filter((u) => String(u.platform_id) === request.query.platform), { hasNextPage: request.query.page !== '2' });
const api = (extra = {}) => ({ ...accountApi(), 'GET account/5/users': byPlatform, ...extra });
const renderPage = (route = '/account/5/users') => renderWithConsole(<App />, { route, path: '/account/:account_id/*' });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const listCalls = (requests: ApiRequest[]) => requests.filter((r) => r.path === 'account/5/users' || r.path === 'user/search');
const table = () => screen.getByRole('table', { name: 'Usuarios' });

describe('Usuarios de una cuenta', () => {
  afterEach(() => localStorage.clear());

  it('shows one tab per platform, the most visited first (ties in the platforms’ order), and lists the most used', async () => {
    localStorage.setItem(VISITS_KEY, JSON.stringify({ 3: 1, 2: 4 }));
    const requests = mockApi(api());
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios de Bot ventas' })).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['Facebook', 'WhatsApp', 'Web']));
    expect(screen.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(listCalls(requests).map((r) => r.query)).toEqual([{ platform: '2', page: '1', limit: '25' }]);
    expect(requests.find((r) => r.path === 'account/5/platforms')?.query).toEqual({ limit: '2500' });
  });

  it('counts a chosen tab as a visit, keeps the platform in the URL and starts its list at page 1', async () => {
    localStorage.setItem(VISITS_KEY, JSON.stringify({ 2: 1 }));
    const requests = mockApi(api());
    const { location } = await renderPage('/account/5/users?platform=2&page=2');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });
    await user.click(screen.getByRole('tab', { name: 'Web' }));
    expect(await screen.findByRole('link', { name: 'Carla Web' })).toBeInTheDocument();
    expect(within(table()).queryByText('Ana Ruiz')).not.toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('platform')).toBe('1');
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
    expect(listCalls(requests).at(-1)?.query).toEqual({ platform: '1', page: '1', limit: '25' });
    expect(JSON.parse(localStorage.getItem(VISITS_KEY) ?? '{}')).toEqual({ 1: 1, 2: 1 });
    // The tabs keep their place while the screen is open.
    expect(tabNames()).toEqual(['Facebook', 'Web', 'WhatsApp']);
  });

  it('shows ID, name and screen name, phone, the bot as Activo or Apagado and the dates, and opens a user on its platform', async () => {
    mockApi(api({ 'GET user/11': ok(ana), 'GET account/5/user_attributes/11': ok([], { hasNextPage: false }) }));
    const { location } = await renderPage('/account/5/users?platform=2');
    await screen.findByRole('link', { name: 'Ana Ruiz' });
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'ID',
      'Nombre',
      'Teléfono',
      'Bot',
      'Última interacción',
      'Fecha de creación',
    ]);
    const cells = (name: string) =>
      within(within(table()).getByText(name).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('Ana Ruiz')).toEqual(['11', 'Ana Ruizanaruiz', '+5215550001', 'Activo', '01 mar, 2026', '10 feb, 2026']);
    expect(cells('Beto')).toEqual(['12', 'Betobeto', '-', 'Apagado', '-', '10 feb, 2026']);
    await userEvent.setup().click(within(table()).getByRole('link', { name: 'Ana Ruiz' }));
    expect(location().pathname).toBe('/account/5/users/11');
    expect(location().search).toBe('?platform=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeInTheDocument();
  });

  it('searches 800 ms after typing stops, with the text, platform and account, emptying the rows at once', async () => {
    jest.useFakeTimers();
    try {
      const requests = mockApi(api({ 'GET user/search': ok([beto], { hasNextPage: false }) }));
      const { location } = await renderPage('/account/5/users?platform=2');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('link', { name: 'Ana Ruiz' });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'bet');
      // The previous rows are gone before the search is sent.
      expect(within(table()).queryByText('Ana Ruiz')).not.toBeInTheDocument();
      expect(table()).toHaveAttribute('aria-busy', 'true');
      await act(async () => jest.advanceTimersByTime(799));
      expect(requests.filter((r) => r.path === 'user/search')).toEqual([]);
      await act(async () => jest.advanceTimersByTime(1));
      expect(await screen.findByRole('link', { name: 'Beto' })).toBeInTheDocument();
      expect(within(table()).queryByText('Ana Ruiz')).not.toBeInTheDocument();
      expect(requests.filter((r) => r.path === 'user/search').map((r) => r.query)).toEqual([
        { text: 'bet', platform: '2', account_id: '5', page: '1', limit: '25' },
      ]);
      expect(new URLSearchParams(location().search).get('text')).toBe('bet');
      // Emptied: the platform's list again, at once.
      await user.clear(screen.getByRole('searchbox', { name: 'Buscar usuario' }));
      expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the page and its size in the URL', async () => {
    const requests = mockApi(api());
    const { location } = await renderPage('/account/5/users?platform=2');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Filas por página'), '100');
    await waitFor(() => expect(new URLSearchParams(location().search).get('limit')).toBe('100'));
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
    expect(listCalls(requests).map((r) => r.query)).toEqual([
      { platform: '2', page: '1', limit: '25' },
      { platform: '2', page: '2', limit: '25' },
      { platform: '2', page: '1', limit: '100' },
    ]);
  });

  it("says 'No hay plataformas disponibles' for an account without platforms, and lists nothing", async () => {
    const requests = mockApi({ ...accountApi([]), 'GET account/5/users': byPlatform });
    await renderPage();
    expect(await screen.findByText('No hay plataformas disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(listCalls(requests)).toEqual([]);
  });
});
