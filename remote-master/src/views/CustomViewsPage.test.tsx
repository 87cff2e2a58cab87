// What is particular to views and custom views: their tabs, and the accounts linked to a custom view.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';
import { describeRouteTabs } from '../tabs.testing';

type User = ReturnType<typeof userEvent.setup>;
type Account = { account_id: number; name: string };

const ventas = { account_id: 1, name: 'Bot Ventas' };
const soporte = { account_id: 2, name: 'Bot Soporte' };
const cobros = { account_id: 3, name: 'Bot Cobros' };
const citas = { account_id: 4, name: 'Bot Citas' };
const accounts = [ventas, soporte, cobros, citas];
const portal = { custom_view_id: 1, name: 'Portal', description: '', slug: '/portal' };
const inicio = { view_id: 1, name: 'Inicio', description: '', slug: '/inicio' };

const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const renderPage = (route = '/master/custom-views') => renderWithConsole(<App />, { route, path: '/master/*' });

/** A server that keeps the custom view's accounts; `routes` replace its answers. */
function viewServer(routes: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) {
  let linked: Account[] = [ventas, soporte, cobros];
  const detail = () => ok({ ...portal, Accounts: linked });
  return mockApi({
    'GET view': ok([inicio], { hasNextPage: false }),
    'GET custom_view': ok([portal], { hasNextPage: false }),
    'GET custom_view/1': () => detail(),
    'GET account': (r) => ok(accounts.filter((a) => a.name.toLowerCase().includes((r.query.name ?? '').toLowerCase()))),
    'POST custom_view/1/associateAccount': (r) => {
      const { account_id } = r.body as { account_id: number };
      linked = [...linked, accounts.find((a) => a.account_id === account_id) as Account];
      return detail();
    },
    'POST custom_view/1/disassociateAccount': (r) => {
      const { account_ids } = r.body as { account_ids: number[] };
      linked = linked.filter((a) => !account_ids.includes(a.account_id));
      return detail();
    },
    ...routes,
  });
}

async function openAccounts(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Editar Portal' }));
  const section = within(screen.getByRole('region', { name: 'Cuentas asociadas' }));
  await section.findByRole('checkbox', { name: 'Seleccionar Bot Ventas' });
  return section;
}

async function choose(user: User, section: ReturnType<typeof within>, typed: string, name: string) {
  const input = section.getByRole('combobox', { name: 'Agregar cuenta' });
  await user.clear(input);
  await user.type(input, typed);
  // The options are the server's answer to what was typed (after the selector's debounce).
  await waitFor(() => expect(section.getAllByRole('option').map((option: HTMLElement) => option.textContent)).toEqual([name]));
  await user.click(section.getByRole('option', { name }));
  await user.click(section.getByRole('button', { name: 'Agregar' }));
}

describeRouteTabs('Vistas y vistas personalizadas', [['/master/views', 'Vistas'], ['/master/custom-views', 'Vistas personalizadas']], () => {
  viewServer();
});

describe("Vistas personalizadas: a view's accounts", () => {
  it("lists the view's accounts (GET custom_view/{id}) and removes a selection in one call", async () => {
    const requests = viewServer();
    await renderPage();
    await screen.findByRole('cell', { name: 'Portal' });
    const detail = () => requests.filter((r) => r.method === 'GET' && r.path === 'custom_view/1');
    expect(detail()).toEqual([]);
    const user = userEvent.setup();
    const section = await openAccounts(user);
    expect(detail()).toHaveLength(1);
    expect(section.getAllByRole('row').map((row) => row.textContent)).toEqual(['IDNombre', '1Bot Ventas', '2Bot Soporte', '3Bot Cobros']);
    const remove = section.getByRole('button', { name: 'Remover selección' });
    expect(remove).toBeDisabled();
    await user.click(section.getByRole('checkbox', { name: 'Seleccionar Bot Ventas' }));
    await user.click(section.getByRole('checkbox', { name: 'Seleccionar Bot Soporte' }));
    await user.click(remove);
    expect(await screen.findByText('Cuentas removidas con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'custom_view/1/disassociateAccount', query: {}, body: { account_ids: [1, 2] } }]);
    await waitFor(() => expect(section.getAllByRole('checkbox', { name: /^Seleccionar Bot/ })).toHaveLength(1));
    // The ticks cleared: the account left is not ticked, and there is nothing to remove.
    expect(section.getByRole('checkbox', { name: 'Seleccionar Bot Cobros' })).not.toBeChecked();
    expect(remove).toBeDisabled();
  });

  it("removing one account says 'Cuenta removida con éxito' and the ticks clear", async () => {
    const requests = viewServer();
    await renderPage();
    const user = userEvent.setup();
    const section = await openAccounts(user);
    await user.click(section.getByRole('checkbox', { name: 'Seleccionar Bot Soporte' }));
    await user.click(section.getByRole('button', { name: 'Remover selección' }));
    expect(await screen.findByText('Cuenta removida con éxito')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByRole('checkbox', { name: 'Seleccionar Bot Soporte' })).not.toBeInTheDocument());
    expect(section.getByRole('checkbox', { name: 'Seleccionar Bot Ventas' })).not.toBeChecked();
    expect(section.getByRole('button', { name: 'Remover selección' })).toBeDisabled();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'custom_view/1/disassociateAccount', query: {}, body: { account_ids: [2] } }]);
  });

  it('refuses an account already linked without calling; adds another one', async () => {
    const requests = viewServer();
    await renderPage();
    const user = userEvent.setup();
    const section = await openAccounts(user);
    await choose(user, section, 'Ventas', 'Bot Ventas');
    expect(await screen.findByText('La cuenta ya se encuentra asociada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    // The search is remote: what was typed is sent (after its debounce).
    expect(requests.some((r) => r.path === 'account' && r.query.name === 'Ventas')).toBe(true);

    await choose(user, section, 'Citas', 'Bot Citas');
    expect(await screen.findByText('Cuenta asociada con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'custom_view/1/associateAccount', query: {}, body: { account_id: 4 } }]);
    expect(await section.findByRole('checkbox', { name: 'Seleccionar Bot Citas' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an association", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = viewServer({ 'POST custom_view/1/associateAccount': fail(409, 'La cuenta ya se encuentra asociada') });
    await renderPage();
    const user = userEvent.setup();
    const section = await openAccounts(user);
    // Linked meanwhile elsewhere: this screen did not know, the server says so.
    await choose(user, section, 'Citas', 'Bot Citas');
    expect(await screen.findByText('Error asociando cuenta.')).toBeInTheDocument();
    expect(screen.getByText('La cuenta ya se encuentra asociada')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ path: 'custom_view/1/associateAccount', body: { account_id: 4 } }]);
    expect(section.queryByRole('checkbox', { name: 'Seleccionar Bot Citas' })).not.toBeInTheDocument();
  });
});
