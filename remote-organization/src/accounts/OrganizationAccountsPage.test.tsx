import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/core';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const account = (account_id: number, name: string) => ({
  account_id,
  name,
  type: 'konverza_free',
  is_active: true,
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
    // The table is named after the screen's title.
    const table = screen.getByRole('table', { name: 'Cuentas de Acme' });
    const row = (await within(table).findByRole('cell', { name: 'Bot ventas' })).closest('tr') as HTMLElement;
    // The row's tick, its toggle, its cells.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '',
      '▸',
      '11',
      'Bot ventas',
      'Gratuita',
      'Sí',
      '10 feb, 2026',
      'Entrar',
    ]);
    expect(within(row).getByRole('link', { name: 'Entrar a Bot ventas' })).toHaveAttribute(
      'href',
      '/account/11/personalization',
    );
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', total: 'true' });
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

  it('sends an invalid organization id to the master area', async () => {
    mockApi({});
    const { location } = await renderPage('/organization/abc/accounts');
    expect(location().pathname).toBe('/master');
  });
});
