import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const ofVentas = { account_id: 7, Account: { account_id: 7, name: 'Bot ventas' }, createdAt: '2026-02-10T12:00:00.000Z' };
const waba = (waba_id: number, name: string, business_account_id: string) => ({ waba_id, name, business_account_id, numbers: 1, ...ofVentas });
const tiendas = waba(1, 'Tiendas El Sol', '102938475610293');
const soporte = waba(2, 'Soporte', '564738291056473');
const otra = { ...waba(9, 'Otra cuenta', '111112222233333'), account_id: 8, Account: { account_id: 8, name: 'Bot soporte' } };
const number = (model_id: number, phone_number: string, display_name: string, waba_id: number) => ({
  model_id,
  waba_id,
  phone_number,
  display_name,
  ...ofVentas,
});
const centro = number(11, '+5215512345678', 'Sucursal centro', 1);
// A number of the account held by another account's WABA.
const compartido = number(12, '+5215587654321', 'Atención', 9);

type Routes = Record<string, Reply | ((request: ApiRequest) => Reply)>;
const server = (extra: Routes = {}) =>
  mockApi({
    'GET account/7': ok(ventas),
    'GET account/7/whatsapp_list': ok([centro, compartido], { hasNextPage: true }),
    // Only the account's WABAs when asked for them.
    'GET waba': (r) => ok(r.query.account_id === '7' ? [tiendas, soporte] : [tiendas, soporte, otra], { hasNextPage: false }),
    'PATCH whatsapp/11': (r) => ok({ ...centro, ...(r.body as object) }),
    'PATCH waba/1': (r) => ok({ ...tiendas, ...(r.body as object) }),
    ...extra,
  });
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const renderPage = (route = '/account/7/whatsapps') => renderWithConsole(<App />, { route, path: '/account/:account_id/*' });
const tab = (name: string) => within(screen.getByRole('tablist', { name: 'WhatsApp' })).getByRole('tab', { name });

async function openRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  const toggle = await screen.findByRole('button', { name: `Editar ${name}` });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}

describe('WhatsApp de una cuenta', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows one tab at a time, kept in the URL; another tab starts its own list from its first page', async () => {
    const requests = server();
    const { location } = await renderPage('/account/7/whatsapps?page=2');
    expect(await screen.findByRole('heading', { name: 'WhatsApp de Bot ventas', level: 1 })).toBeInTheDocument();
    expect(tab('Números')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Números de WhatsApp' })).toBeInTheDocument();
    await waitFor(() => expect(requests.find((r) => r.path === 'account/7/whatsapp_list')?.query).toEqual({ page: '2', limit: '25', total: 'true' }));

    const user = userEvent.setup();
    await user.click(tab('Cuentas de WhatsApp Business'));
    expect(await screen.findByRole('table', { name: 'Cuentas de WhatsApp Business' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Números de WhatsApp' })).not.toBeInTheDocument();
    expect(location().search).toBe('?tab=waba');
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'waba' && r.query.page).map((r) => r.query)).toEqual([{ account_id: '7', page: '1', limit: '25', total: 'true' }]),
    );

    await user.click(tab('Números'));
    expect(await screen.findByRole('table', { name: 'Números de WhatsApp' })).toBeInTheDocument();
    expect(location().search).toBe('?tab=numbers');
  });

  it("creates a number with one of the account's WABAs and the account; blank tokens are not sent", async () => {
    const requests = server({ 'POST whatsapp': (r) => ok({ ...centro, ...(r.body as object), model_id: 13 }) });
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Números de WhatsApp' });
    // Each number's WABA by its name; one of another account's WABAs by its id.
    expect(await within(table).findByText('Tiendas El Sol')).toBeInTheDocument();
    expect(within(table).getByText('#9')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear número de WhatsApp' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear número de WhatsApp' }));
    const select = dialog.getByLabelText('Cuenta de WhatsApp Business');
    await waitFor(() =>
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Elige una cuenta de WhatsApp Business', 'Tiendas El Sol', 'Soporte']),
    );
    expect(requests.filter((r) => r.path === 'waba').map((r) => r.query)).toContainEqual({ account_id: '7', limit: '2500' });
    expect(dialog.getByLabelText('Token de API')).toHaveAttribute('placeholder', 'Opcional');
    await user.selectOptions(select, 'Soporte');
    await user.type(dialog.getByLabelText('Número de teléfono'), '+5215511112222');
    await user.type(dialog.getByLabelText('Nombre visible'), 'Sucursal norte');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Número de WhatsApp creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'whatsapp', body: { waba_id: 2, phone_number: '+5215511112222', display_name: 'Sucursal norte', account_id: 7 } },
    ]);
  });

  it('tokens are blank on edit, say a blank one is left as it is, and are sent only when typed', async () => {
    const requests = server();
    await renderPage();
    const user = userEvent.setup();
    let row = await openRow(user, '+5215512345678');
    for (const label of ['Token de API', 'Token de autenticación']) {
      expect(row.getByLabelText(label)).toHaveValue('');
      expect(row.getByLabelText(label)).toHaveAttribute('placeholder', 'Déjalo vacío para no cambiarlo');
    }
    await user.type(row.getByLabelText('Nombre visible'), ' 2');
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Número de WhatsApp actualizado')).toBeInTheDocument();
    await user.type(row.getByLabelText('Token de API'), 'EAAG-nuevo');
    await waitFor(() => expect(row.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));

    await user.click(tab('Cuentas de WhatsApp Business'));
    row = await openRow(user, 'Tiendas El Sol');
    expect(row.getByLabelText('Token de acceso')).toHaveValue('');
    expect(row.getByLabelText('Token de acceso')).toHaveAttribute('placeholder', 'Déjalo vacío para no cambiarlo');
    await user.type(row.getByLabelText('Nombre'), ' MX');
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(3));
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: 'whatsapp/11', body: { display_name: 'Sucursal centro 2' } },
      { method: 'PATCH', path: 'whatsapp/11', body: { api_token: 'EAAG-nuevo' } },
      { method: 'PATCH', path: 'waba/1', body: { name: 'Tiendas El Sol MX' } },
    ]);
  });

  it('keeps what was typed in one tab while the other is shown', async () => {
    server();
    await renderPage();
    const user = userEvent.setup();
    let row = await openRow(user, '+5215512345678');
    await user.type(row.getByLabelText('Nombre visible'), ' (cerrada)');
    await user.click(tab('Cuentas de WhatsApp Business'));
    await screen.findByRole('table', { name: 'Cuentas de WhatsApp Business' });
    await user.click(tab('Números'));
    row = await openRow(user, '+5215512345678');
    expect(row.getByLabelText('Nombre visible')).toHaveValue('Sucursal centro (cerrada)');
  });
});
