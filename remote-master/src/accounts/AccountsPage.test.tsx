import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/shared';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/shared/ui/testing';
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

  it('searches by name after 800 ms, and at once when the search is emptied', async () => {
    const requests = mockApi({ 'GET account': ok([bot], { hasNextPage: false }) });
    const { location } = await renderPage();
    await within(table()).findByRole('link', { name: 'Bot Ventas' });
    const box = () => screen.getByRole('searchbox', { name: 'Buscar cuenta' });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(box(), 'bot');
      act(() => jest.advanceTimersByTime(700));
      expect(lists(requests)).toHaveLength(1);
      act(() => jest.advanceTimersByTime(100));
      expect(location().search).toBe('?name=bot');

      // Emptied: no 800 ms wait.
      await user.clear(box());
      act(() => jest.advanceTimersByTime(0));
      expect(location().search).toBe('');
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(lists(requests).map((r) => r.query.name)).toEqual([undefined, 'bot', undefined]));
    expect(lists(requests)[1].query).toEqual({ page: '1', limit: '25', name: 'bot' });
  });

  it("remembers an entered account among the recent ones, with its organization", async () => {
    mockApi({ 'GET account': ok([bot, helpdesk], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Entrar a Bot Ventas' }));
    expect(location().pathname).toBe('/account/7/personalization');
    expect(useAuthStore.getState().recent.accounts).toEqual([{ id: 7, name: 'Bot Ventas', parentId: 1 }]);
  });

  it("remembers an account opened from its name too", async () => {
    mockApi({ 'GET account': ok([bot, helpdesk], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await within(table()).findByRole('link', { name: 'Mesa de ayuda' }));
    expect(location().pathname).toBe('/account/8/personalization');
    expect(useAuthStore.getState().recent.accounts).toEqual([{ id: 8, name: 'Mesa de ayuda', parentId: 2 }]);
  });

  it('shows the 4 most recent accounts as cards linking to personalization', async () => {
    const { remember } = useAuthStore.getState();
    ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].forEach((name, i) => remember('accounts', { id: 20 + i, name, parentId: 3 }));
    mockApi({ 'GET account': ok([], { hasNextPage: false }) });
    await renderPage();
    const recent = screen.getByRole('region', { name: 'Cuentas recientes' });
    expect(within(recent).getAllByRole('link').map((l) => l.textContent)).toEqual(['Cinco', 'Cuatro', 'Tres', 'Dos']);
    expect(within(recent).getByRole('link', { name: 'Cinco' })).toHaveAttribute('href', '/account/24/personalization');
  });

  it('shows no recent cards before any account was entered', async () => {
    mockApi({ 'GET account': ok([bot], { hasNextPage: false }) });
    await renderPage();
    await within(table()).findByRole('link', { name: 'Bot Ventas' });
    expect(screen.queryByRole('region', { name: 'Cuentas recientes' })).not.toBeInTheDocument();
  });

  it('shows the catalogue message when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET account': fail(500, 'Base de datos no disponible') });
    await renderPage();
    expect(await screen.findByText('Error obteniendo cuentas.')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
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
    expect(screen.getByLabelText('Tipo')).toHaveValue('konverza_free');
    const active = screen.getByRole('checkbox', { name: 'Activa' });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta actualizada')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: 'account/7',
      body: { name: 'Bot Ventas MX', type: 'konverza_free', is_active: false },
    });
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
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Organización' })).toHaveAttribute('placeholder', 'Buscar organización');
    // The organization alone is not enough…
    await user.click(within(dialog).getByRole('combobox', { name: 'Organización' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Globex' }));
    expect(within(dialog).getByRole('combobox', { name: 'Organización' })).toHaveValue('Globex');
    expect(submit).toBeDisabled();
    // …nor a blank name…
    await user.type(within(dialog).getByLabelText('Nombre'), '   ');
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Cobranza');
    await waitFor(() => expect(submit).toBeEnabled());
    // …and the name alone is not either.
    await user.click(within(dialog).getByRole('button', { name: 'Quitar selección' }));
    await waitFor(() => expect(submit).toBeDisabled());
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
    // The schema's default type (RULINGS 3) rides along with the name and the chosen organization.
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: 'account',
      body: { name: 'Cobranza', organization_id: 2, type: 'konverza_free' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
    // The selector asked for the organizations as the spec does (up to 2500, searched by name).
    expect(requests.find((r) => r.path === 'organization')?.query).toEqual({ limit: '2500' });
  });

  it('searches the organizations of the selector by name', async () => {
    const requests = mockApi({
      'GET account': ok([], { hasNextPage: false }),
      'GET organization': (r) => ok([acme, globex].filter((o) => !r.query.name || o.name.toLowerCase().includes(r.query.name))),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Organización' }), 'glo');
    await waitFor(() => expect(requests.filter((r) => r.path === 'organization').at(-1)?.query).toEqual({ limit: '2500', name: 'glo' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Globex' }));
    expect(within(dialog).queryByRole('option', { name: 'Acme' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Organización' })).toHaveValue('Globex');
  });

  it('keeps what was typed and chosen, and shows the catalogue message, when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET account': ok([bot], { hasNextPage: false }),
      'GET organization': ok([acme, globex]),
      'POST account': fail(400, 'La organización no existe'),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Cobranza');
    await user.click(within(dialog).getByRole('combobox', { name: 'Organización' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Acme' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error creando cuenta.')).toBeInTheDocument();
    expect(screen.getByText('La organización no existe')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Cobranza');
    expect(within(dialog).getByRole('combobox', { name: 'Organización' })).toHaveValue('Acme');
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeEnabled();
  });
});
