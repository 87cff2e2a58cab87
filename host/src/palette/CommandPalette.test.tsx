import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAuthStore } from '@console/core';
import type { SearchItem } from '@console/contracts';
import { fail, ok, type ApiRequest } from '@console/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { AppRoutes } from '../routes/AppRoutes';
import { resetRemoteAreas } from '../shell/RemoteArea';
import { MASTER_MENU, mockConsoleApi, registerTestRemotes, renderAt, resetSession, signInForTest } from '../test/helpers';
import { SEARCH_DEBOUNCE_MS } from './PaletteDialog';
import { usePalette } from './state';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

const item = (kind: SearchItem['kind'], id: number, label: string, detail: string | null, route: SearchItem['route']): SearchItem => ({
  kind,
  id,
  label,
  detail,
  match: 'prefix',
  route,
});

const RECORDS = {
  'GET organization/7': ok({ organization_id: 7, name: 'Acme Corp' }),
  'GET account/5': ok({ account_id: 5, name: 'Bot Uno', organization_id: 7 }),
};

let requests: ApiRequest[];
const searches = () => requests.filter((request) => request.path === 'search').map((request) => request.query);

beforeEach(() => {
  resetSession();
  resetAreaRemotes();
  resetRemoteAreas();
  registerTestRemotes(registerAreaRemotes);
  usePalette.setState({ open: false });
  load.mockReset();
  // Each remote's screen: its heading and a text field (the shortcut must work from one).
  load.mockImplementation(async (id: string) => ({
    default: () => (
      <>
        <h1>{`Remoto ${id}`}</h1>
        <input aria-label="Filtro" />
      </>
    ),
  }));
  signInForTest();
  requests = mockConsoleApi(RECORDS);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const palette = () => screen.findByRole('dialog', { name: 'Buscar en la consola' });
const optionNames = (scope: HTMLElement) => within(scope).queryAllByRole('option').map((option) => option.textContent);
const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
/** An option by what it reads ('Cuenta: Tienda, ID 3'; the name's spacing around the read-only separators varies). */
const option = (scope: HTMLElement, text: string) => within(scope).getByRole('option', { name: (_, element) => element.textContent === text });
const findOption = (scope: HTMLElement, text: string) => within(scope).findByRole('option', { name: (_, element) => element.textContent === text });

describe('command palette', () => {
  it("Ctrl+K in a text field opens it on the recent items and the menus' screens; Escape closes it and the focus returns", async () => {
    useAuthStore.getState().remember('accounts', { id: 11, name: 'Parque Sur', parentId: 9 });
    useAuthStore.getState().remember('organizations', { id: 9, name: 'Comercial Norte' });
    // jsdom lays nothing out, and the dialog's focus trap moves the focus only to what it sees laid out.
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const user = userEvent.setup();
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    const field = screen.getByRole('textbox', { name: 'Filtro' });
    await user.click(field);

    // The key is taken from the field, and the browser's own Ctrl+K (its search bar) is prevented.
    expect(fireEvent.keyDown(field, { key: 'k', code: 'KeyK', ctrlKey: true })).toBe(false);
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Buscar' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(optionNames(group(dialog, 'Recientes'))).toEqual(['Organización: Comercial Norte, ID 9', 'Cuenta: Parque Sur, ID 11']);
    expect(optionNames(group(dialog, 'Pantallas'))).toEqual(MASTER_MENU.map(([title]) => `Master: ${title}`));
    expect(within(dialog).queryByRole('group', { name: 'Resultados' })).not.toBeInTheDocument();
    // The first option is the active one, for the combobox's assistive technology too.
    const first = within(dialog).getAllByRole('option')[0];
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(searches()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
  });

  it("typing lists the matching recent items, then screens, then the server's items; End and Enter open the last", async () => {
    useAuthStore.getState().remember('accounts', { id: 11, name: 'Parque Sur', parentId: 9 });
    requests = mockConsoleApi({
      ...RECORDS,
      'GET search': ok([
        // Already listed among the recent ones: not twice.
        item('account', 11, 'Parque Sur', 'Comercial Norte', { name: 'personalization', params: { account_id: 11 } }),
        item('partner', 4, 'Partes y Piezas', null, { name: 'partner', params: { partner_id: 4 } }),
        // A route a newer server knows and this build does not: skipped.
        item('admin', 2, 'Paula Díaz', 'paula@example.com', { name: 'admin-profile', params: { admin_id: 2 } }),
      ]),
    });
    const user = userEvent.setup();
    const { location } = renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox', { name: 'Buscar' }), 'par');

    await within(dialog).findByRole('group', { name: 'Resultados' });
    expect(optionNames(dialog)).toEqual(['Cuenta: Parque Sur, ID 11', 'Master: Partners', 'Partner: Partes y Piezas']);
    expect(searches().at(-1)).toEqual({ q: 'par' });

    await user.keyboard('{End}');
    expect(option(dialog, 'Partner: Partes y Piezas')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(option(dialog, 'Cuenta: Parque Sur, ID 11')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/master/partners/4'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks once typing pauses, with the path's account; only the answer to the current text is shown", async () => {
    requests = mockConsoleApi({
      ...RECORDS,
      'GET search': ({ query }) =>
        ok([item('account', 12, `Cuenta ${query.q}`, 'Acme Corp', { name: 'personalization', params: { account_id: 12 } })]),
    });
    renderAt('/account/5/personalization', <AppRoutes />);
    await screen.findByText('Remoto account/App');
    await screen.findAllByText('Bot Uno');
    act(() => usePalette.getState().setOpen(true));
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Buscar' });

    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(input, 'pe');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toEqual([]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Buscando…');
    await act(async () => jest.advanceTimersByTime(1));
    expect(await findOption(dialog, 'Cuenta: Cuenta pe, Acme Corp')).toBeInTheDocument();
    expect(searches()).toEqual([{ q: 'pe', account_id: '5' }]);
    // The account's own screens are offered, named with the account.
    expect(optionNames(group(dialog, 'Pantallas'))).toContain('Cuenta: Personalización, Bot Uno');

    // Typing on: the earlier text's answer goes at once, the new one comes after the pause.
    await user.type(input, 'r');
    expect(within(dialog).queryByRole('group', { name: 'Resultados' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await findOption(dialog, 'Cuenta: Cuenta per, Acme Corp')).toBeInTheDocument();
    expect(searches()).toEqual([
      { q: 'pe', account_id: '5' },
      { q: 'per', account_id: '5' },
    ]);
  });

  it('choosing an account opens its personalization and makes it the most recent account', async () => {
    useAuthStore.getState().remember('accounts', { id: 12, name: 'Ventas Sur', parentId: 7 });
    useAuthStore.getState().remember('accounts', { id: 13, name: 'Otra' });
    requests = mockConsoleApi({
      ...RECORDS,
      'GET search': ok([item('account', 12, 'Ventas Sur', 'Acme Corp', { name: 'personalization', params: { account_id: 12 } })]),
      'GET account/12': ok({ account_id: 12, name: 'Ventas Sur', organization_id: 7 }),
    });
    const user = userEvent.setup();
    const { location } = renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox', { name: 'Buscar' }), '12');
    await user.click(option(dialog, 'Cuenta: Ventas Sur, ID 12'));
    await waitFor(() => expect(location().pathname).toBe('/account/12/personalization'));
    expect(useAuthStore.getState().recent.accounts[0]).toEqual({ id: 12, name: 'Ventas Sur', parentId: 7 });
  });

  it("says 'Sin resultados' when nothing matches; a failed search shows the catalogue's toast instead", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    requests = mockConsoleApi({
      ...RECORDS,
      'GET search': ({ query }) => (query.q === 'zzz' ? ok([]) : fail(500, 'Error interno')),
    });
    const user = userEvent.setup();
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Buscar' });
    // Pasted, so one search goes out whatever the machine's speed (typed slowly, every prefix is searched).
    await user.click(input);
    await user.paste('zzz');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Sin resultados'));
    expect(optionNames(dialog)).toEqual([]);

    await user.clear(input);
    await user.paste('qqq');
    expect(await screen.findByText('Error obteniendo resultados.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'search').map((r) => r.query.q)).toEqual(['zzz', 'qqq']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });
});
