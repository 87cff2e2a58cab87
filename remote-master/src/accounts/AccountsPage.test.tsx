import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/shared';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/shared/ui/testing';
import App from '../App';

const acme = { organization_id: 1, name: 'Acme' };
const globex = { organization_id: 2, name: 'Globex' };
const bot = {
  account_id: 7,
  name: 'Bot Ventas',
  type: 'konverza_free',
  organization_id: 1,
  is_active: true,
  createdAt: '2026-11-05T12:00:00.000Z',
  Organization: acme,
};
const helpdesk = { ...bot, account_id: 8, name: 'Mesa de ayuda', organization_id: 2, Organization: globex };

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'account');
const renderPage = (route = '/master/accounts') => renderWithConsole(<App />, { route, path: '/master/*' });
const table = () => screen.getByRole('table', { name: 'Cuentas' });

beforeEach(() => useAuthStore.setState({ recent: {} }));

describe('Cuentas (master)', () => {
  it('lists accounts with their organization, date and links', async () => {
    const requests = mockApi({ 'GET account': ok([bot, helpdesk], { hasNextPage: false }) });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Cuentas' })).toBeInTheDocument();
    const row = (await within(table()).findByRole('link', { name: 'Bot Ventas' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '▸',
      '7',
      'Bot Ventas',
      'Acme',
      'konverza_free',
      '05 nov, 2026',
      'Entrar',
    ]);
    expect(within(row).getByRole('link', { name: 'Bot Ventas' })).toHaveAttribute('href', '/account/7/personalization');
    expect(within(row).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/organization/1/accounts');
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25' });
  });

  it('searches by name after 800 ms', async () => {
    const requests = mockApi({ 'GET account': ok([bot], { hasNextPage: false }) });
    const { location } = await renderPage();
    await within(table()).findByRole('link', { name: 'Bot Ventas' });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar cuenta' }), 'bot');
      jest.advanceTimersByTime(700);
      expect(lists(requests)).toHaveLength(1);
      jest.advanceTimersByTime(100);
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', name: 'bot' }));
    expect(location().search).toBe('?name=bot');
  });

  it("remembers an entered account among the recent ones, with its organization", async () => {
    mockApi({ 'GET account': ok([bot], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Entrar' }));
    expect(location().pathname).toBe('/account/7/personalization');
    expect(useAuthStore.getState().recent.accounts).toEqual([{ id: 7, name: 'Bot Ventas', parentId: 1 }]);
  });

  it('shows the recent accounts as cards linking to personalization', async () => {
    useAuthStore.getState().remember('accounts', { id: 9, name: 'Soporte', parentId: 3 });
    mockApi({ 'GET account': ok([], { hasNextPage: false }) });
    await renderPage();
    const recent = screen.getByRole('region', { name: 'Cuentas recientes' });
    expect(within(recent).getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/account/9/personalization');
  });

  it('edits an account in its row and saves it', async () => {
    const requests = mockApi({
      'GET account': ok([bot], { hasNextPage: false }),
      'PATCH account/7': ok({ ...bot, name: 'Bot Ventas MX' }),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Bot Ventas' }));
    const name = screen.getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Bot Ventas MX');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta actualizada')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Bot Ventas MX', type: 'konverza_free', is_active: true });
  });

  it('deletes only after confirmation', async () => {
    const requests = mockApi({ 'GET account': ok([bot], { hasNextPage: false }), 'DELETE account/7': ok(bot) });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Bot Ventas' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Deseas eliminar la cuenta Bot Ventas? No se puede deshacer esta acción.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Cuenta eliminada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['account/7']);
  });

  it('creates an account in the chosen organization; the dialog clears when closed', async () => {
    const requests = mockApi({
      'GET account': ok([bot], { hasNextPage: false }),
      'GET organization': ok([acme, globex]),
      'POST account': ok({ ...helpdesk, account_id: 10, name: 'Cobranza' }),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Crear' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Cobranza');
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Organización' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Globex' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    // Reopened: empty again.
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Nombre')).toHaveValue('');
    expect(within(again).getByRole('combobox', { name: 'Organización' })).toHaveValue('');

    await user.type(within(again).getByLabelText('Nombre'), 'Cobranza');
    await user.click(within(again).getByRole('combobox', { name: 'Organización' }));
    await user.click(await within(again).findByRole('option', { name: 'Globex' }));
    await user.click(within(again).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Cuenta creada con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Cobranza', organization_id: 2, type: 'konverza_free' });
  });
});
