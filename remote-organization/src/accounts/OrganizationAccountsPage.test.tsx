import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/shared';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/shared/ui/testing';
import App from '../App';

const account = (account_id: number, name: string) => ({
  account_id,
  name,
  type: 'konverza_free',
  organization_id: 7,
  createdAt: '2026-02-10T12:00:00.000Z',
});
const api = (extra = {}) => ({
  'GET organization/7': ok({ organization_id: 7, name: 'Acme' }),
  'GET organization/7/accounts': ok([account(11, 'Bot ventas'), account(12, 'Bot soporte')], { hasNextPage: false }),
  ...extra,
});

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.path === 'organization/7/accounts');
const renderPage = (route = '/organization/7/accounts') =>
  renderWithConsole(<App />, { route, path: '/organization/:organization_id/*' });

beforeEach(() => {
  useAuthStore.setState({ recent: {} });
  localStorage.removeItem('console-tip-recent-accounts');
});

describe('Cuentas de una organización', () => {
  it("titles the screen with the organization's name and lists its accounts", async () => {
    const requests = mockApi(api());
    await renderPage('/organization/7');
    expect(await screen.findByRole('heading', { name: 'Cuentas de Acme' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cuentas' });
    const row = (await within(table).findByRole('cell', { name: 'Bot ventas' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '11',
      'Bot ventas',
      'konverza_free',
      '10 feb, 2026',
      'Entrar',
    ]);
    expect(within(row).getByRole('link', { name: 'Entrar a Bot ventas' })).toHaveAttribute(
      'href',
      '/account/11/personalization',
    );
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25' });
  });

  it('searches by name after 800 ms, and at once when emptied', async () => {
    const requests = mockApi(api());
    const { location } = await renderPage();
    await screen.findByRole('cell', { name: 'Bot ventas' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cuenta' }), 'ventas');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', name: 'ventas' }), {
      timeout: 2000,
    });
    expect(lists(requests)).toHaveLength(2);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar cuenta' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('pages with page and limit', async () => {
    const requests = mockApi(
      api({
        'GET organization/7/accounts': (r: ApiRequest) =>
          ok([account(Number(r.query.page), `Bot ${r.query.page}`)], { hasNextPage: true }),
      }),
    );
    await renderPage();
    await screen.findByRole('cell', { name: 'Bot 1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('cell', { name: 'Bot 2' })).toBeInTheDocument();
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25' });
    await user.selectOptions(screen.getByLabelText('Filas por página'), '50');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '50' }));
  });

  it('creates an account in this organization', async () => {
    const requests = mockApi(api({ 'POST account': ok(account(13, 'Bot cobranza')) }));
    await renderPage();
    await screen.findByRole('cell', { name: 'Bot ventas' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Bot cobranza');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Cuenta creada con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: 'account',
      body: { name: 'Bot cobranza', organization_id: 7, type: 'konverza_free' },
    });
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
  });

  it('keeps the typed name and shows the catalogue message when creation fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'POST account': fail(400, 'Nombre repetido') }));
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Bot ventas');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error creando cuenta.')).toBeInTheDocument();
    expect(screen.getByText('Nombre repetido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Bot ventas');
  });

  it('remembers an entered account under this organization', async () => {
    mockApi(api());
    const { location } = await renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Entrar a Bot soporte' }));
    expect(location().pathname).toBe('/account/12/personalization');
    expect(useAuthStore.getState().recent.accounts).toEqual([{ id: 12, name: 'Bot soporte', parentId: 7 }]);
  });

  it("shows only this organization's recent accounts, with a tip that stays dismissed", async () => {
    const { remember } = useAuthStore.getState();
    remember('accounts', { id: 11, name: 'Bot ventas', parentId: 7 });
    remember('accounts', { id: 99, name: 'Bot ajeno', parentId: 8 });
    mockApi(api());
    const first = await renderPage();
    const recent = screen.getByRole('region', { name: 'Cuentas recientes' });
    expect(within(recent).getByText(/últimas cuentas de esta organización/)).toBeInTheDocument();
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['Bot ventas']);
    await userEvent.setup().click(within(recent).getByRole('button', { name: 'Cerrar aviso' }));
    expect(within(recent).queryByText(/últimas cuentas de esta organización/)).not.toBeInTheDocument();
    first.unmount();

    await renderPage();
    expect(screen.getByRole('region', { name: 'Cuentas recientes' })).toBeInTheDocument();
    expect(screen.queryByText(/últimas cuentas de esta organización/)).not.toBeInTheDocument();
  });

  it('shows the catalogue message when the accounts cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'GET organization/7/accounts': fail(500, 'Fallo interno') }));
    await renderPage();
    expect(await screen.findByText('Error obteniendo cuentas.')).toBeInTheDocument();
  });

  it('sends an invalid organization id to the master area', async () => {
    mockApi({});
    const { location } = await renderPage('/organization/abc/accounts');
    expect(location().pathname).toBe('/master');
  });
});
