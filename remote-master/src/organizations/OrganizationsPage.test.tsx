import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/shared';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/shared/ui/testing';
import App from '../App';

const acme = { organization_id: 1, name: 'Acme', service_id: null, createdAt: '2026-11-05T12:00:00.000Z' };
const globex = { organization_id: 2, name: 'Globex', service_id: 3, createdAt: '2026-01-20T12:00:00.000Z' };

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'organization');
const renderPage = (route = '/master/organizations') => renderWithConsole(<App />, { route, path: '/master/*' });

beforeEach(() => useAuthStore.setState({ recent: {} }));

describe('Organizaciones', () => {
  it('lists the first page of organizations', async () => {
    const requests = mockApi({ 'GET organization': ok([acme, globex], { hasNextPage: false }) });
    await renderPage('/master');
    expect(screen.getByRole('heading', { name: 'Organizaciones' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    const row = (await within(table).findByRole('link', { name: 'Acme' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Acme', '05 nov, 2026']);
    expect(within(table).getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/organization/2/accounts');
    expect(lists(requests)).toEqual([{ method: 'GET', path: 'organization', query: { page: '1', limit: '25' }, body: undefined }]);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('searches by name after 300 ms, and at once when the search is emptied', async () => {
    const requests = mockApi({ 'GET organization': ok([acme], { hasNextPage: false }) });
    const { location } = await renderPage();
    await screen.findByRole('link', { name: 'Acme' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar organización' }), 'acm');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', name: 'acm' }));
    // One call for the whole word: the debounce waited for the typing to stop.
    expect(lists(requests)).toHaveLength(2);
    expect(location().search).toBe('?name=acm');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar organización' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('pages with page and limit', async () => {
    const requests = mockApi({
      'GET organization': (r) => ok(r.query.page === '1' ? [acme] : [globex], { hasNextPage: r.query.page === '1' }),
    });
    await renderPage();
    await screen.findByRole('link', { name: 'Acme' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('link', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25' });
    await user.selectOptions(screen.getByLabelText('Filas por página'), '50');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '50' }));
  });

  it('creates an organization, toasts and reloads the list', async () => {
    const requests = mockApi({
      'GET organization': ok([acme], { hasNextPage: false }),
      'POST organization': ok({ ...globex, organization_id: 3, name: 'Initech' }),
    });
    await renderPage();
    await screen.findByRole('link', { name: 'Acme' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear organización' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Organización creada con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: 'organization',
      query: {},
      body: { name: 'Initech' },
    });
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
  });

  it("keeps the typed name and shows the catalogue message when the server refuses", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET organization': ok([acme], { hasNextPage: false }),
      'POST organization': fail(400, 'Ya existe una organización con ese nombre'),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear organización' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error creando organización.')).toBeInTheDocument();
    expect(screen.getByText('Ya existe una organización con ese nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Acme');
  });

  it('shows the catalogue message when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET organization': fail(500, 'Base de datos no disponible') });
    await renderPage();
    expect(await screen.findByText('Error obteniendo organizaciones.')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    expect(screen.getByText('No hay resultados')).toBeInTheDocument();
  });

  it('remembers an opened organization and shows it among the recent ones', async () => {
    mockApi({ 'GET organization': ok([acme, globex], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Globex' }));
    expect(location().pathname).toBe('/organization/2/accounts');
    expect(useAuthStore.getState().recent.organizations).toEqual([{ id: 2, name: 'Globex' }]);
  });

  it('links the recent organizations', async () => {
    useAuthStore.getState().remember('organizations', { id: 9, name: 'Umbrella' });
    mockApi({ 'GET organization': ok([], { hasNextPage: false }) });
    await renderPage();
    const recent = screen.getByRole('region', { name: 'Organizaciones recientes' });
    expect(within(recent).getByRole('link', { name: 'Umbrella' })).toHaveAttribute('href', '/organization/9/accounts');
  });
});
