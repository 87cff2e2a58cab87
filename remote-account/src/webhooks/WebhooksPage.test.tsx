import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, pasteInto, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const webhook = (webhook_id: number, name: string, extra: object) => ({
  webhook_id,
  account_id: 7,
  name,
  url: `https://hooks.example.com/${webhook_id}`,
  method: 'post',
  is_incoming: false,
  outgoing_type: 'message',
  headers: {},
  updatedAt: '2026-02-10T12:00:00.000Z',
  ...extra,
});
const pedidos = webhook(1, 'Pedidos nuevos', { headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'abc' } });
const inventario = webhook(2, 'Consulta de inventario', { method: 'get', is_incoming: true, outgoing_type: null, headers: { 'X-Api-Key': 'xyz' } });

type Routes = Record<string, Reply | ((request: ApiRequest) => Reply)>;
const server = (extra: Routes = {}) =>
  mockApi({
    'GET account/7': ok(ventas),
    'GET webhooks': ok([pedidos, inventario], { hasNextPage: false }),
    'PATCH webhooks/1': (r) => ok({ ...pedidos, ...(r.body as object) }),
    'PATCH webhooks/2': (r) => ok({ ...inventario, ...(r.body as object) }),
    ...extra,
  });
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const renderPage = () => renderWithConsole(<App />, { route: '/account/7/webhooks', path: '/account/:account_id/*' });
const table = () => screen.getByRole('table', { name: 'Webhooks de Bot ventas' });
const cells = (name: string) => within(within(table()).getByText(name).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);

async function openRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  const toggle = await screen.findByRole('button', { name: `Editar ${name}` });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}

describe('Webhooks de una cuenta', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("lists each webhook's method, direction, outgoing type ('-' when incoming) and how many headers it sends", async () => {
    server();
    await renderPage();
    await within(await screen.findByRole('table', { name: 'Webhooks de Bot ventas' })).findByText('Pedidos nuevos');
    // The ticks' column ('Seleccionar todo'), the toggles', the webhook's.
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↕▲▼]/, ''))).toEqual([
      '',
      'Editar',
      'Nombre',
      'Método',
      'URL',
      'Dirección',
      'Tipo de salida',
      'Encabezados',
      'Fecha de actualización',
    ]);
    expect(cells('Pedidos nuevos').slice(2, 8)).toEqual(['Pedidos nuevos', 'POST', 'https://hooks.example.com/1', 'Salida', 'Mensaje', '2']);
    expect(cells('Consulta de inventario').slice(2, 8)).toEqual(['Consulta de inventario', 'GET', 'https://hooks.example.com/2', 'Entrada', '-', '1']);
  });

  it("creates: 'Entrada' clears and disables the outgoing type, 'Salida' asks for one; the headers typed as rows are sent as an object", async () => {
    const requests = server({ 'POST webhooks': (r) => ok({ ...pedidos, ...(r.body as object), webhook_id: 3 }) });
    await renderPage();
    await screen.findByText('Pedidos nuevos');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear webhook' }));
    const create = dialog.getByRole('button', { name: 'Crear' });
    await pasteInto(user, dialog.getByLabelText('Nombre'), 'Pagos');
    await pasteInto(user, dialog.getByLabelText('URL'), 'https://pagos.example.com/hook');
    await user.selectOptions(dialog.getByLabelText('Método'), 'POST');
    // Outgoing (the default) without its type: refused, and it says why.
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Completa el tipo de salida.');

    const type = dialog.getByLabelText('Tipo de salida');
    await user.selectOptions(type, 'Pago');
    await user.click(dialog.getByRole('radio', { name: 'Entrada' }));
    expect(type).toHaveValue('');
    expect(type).toBeDisabled();
    await waitFor(() => expect(create).toBeEnabled());

    await user.click(dialog.getByRole('radio', { name: 'Salida' }));
    expect(type).toBeEnabled();
    expect(await dialog.findByText('Elige el tipo de salida')).toBeInTheDocument();
    await waitFor(() => expect(create).toBeDisabled());
    await user.selectOptions(type, 'Caso');

    expect(dialog.queryByRole('textbox', { name: 'Encabezados' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Agregar encabezado' }));
    await user.type(dialog.getByRole('textbox', { name: 'Nombre del encabezado 1' }), 'Authorization');
    await user.type(dialog.getByRole('textbox', { name: 'Valor del encabezado 1' }), 'Bearer 123');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Webhook creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: 'webhooks',
        body: {
          account_id: 7,
          name: 'Pagos',
          url: 'https://pagos.example.com/hook',
          method: 'post',
          is_incoming: false,
          outgoing_type: 'case',
          headers: { Authorization: 'Bearer 123' },
        },
      },
    ]);
  });

  it("edit row: 'Entrada' sends the outgoing type cleared; an incoming one made outgoing needs its type", async () => {
    const requests = server();
    await renderPage();
    const user = userEvent.setup();
    let row = await openRow(user, 'Pedidos nuevos');
    await user.click(row.getByRole('radio', { name: 'Entrada' }));
    expect(row.getByLabelText('Tipo de salida')).toBeDisabled();
    expect(row.getByLabelText('Tipo de salida')).toHaveValue('');
    await waitFor(() => expect(row.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Webhook actualizado')).toBeInTheDocument();

    row = await openRow(user, 'Consulta de inventario');
    const type = row.getByLabelText('Tipo de salida');
    expect(type).toBeDisabled();
    await user.click(row.getByRole('radio', { name: 'Salida' }));
    expect(await row.findByText('Elige el tipo de salida')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.selectOptions(type, 'Pago');
    await waitFor(() => expect(row.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: 'webhooks/1', body: { is_incoming: true, outgoing_type: null } },
      { method: 'PATCH', path: 'webhooks/2', body: { is_incoming: false, outgoing_type: 'payment' } },
    ]);
  });

  it('edit row: header rows are added and removed; an empty or invalid name says so under it and stops Guardar', async () => {
    const requests = server();
    await renderPage();
    const user = userEvent.setup();
    const row = await openRow(user, 'Pedidos nuevos');
    const save = row.getByRole('button', { name: 'Guardar' });
    expect(row.getByRole('textbox', { name: 'Nombre del encabezado 1' })).toHaveValue('Content-Type');
    expect(row.getByRole('textbox', { name: 'Valor del encabezado 2' })).toHaveValue('abc');

    await user.click(row.getByRole('button', { name: 'Agregar encabezado' }));
    const name = row.getByRole('textbox', { name: 'Nombre del encabezado 3' });
    // The form validates after the change (asynchronously): wait for the message, as a person would see it.
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Escribe el nombre del encabezado'));
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(name, 'X Origen');
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('El nombre de encabezado «X Origen» no es válido'));
    await waitFor(() => expect(save).toBeDisabled());
    await user.clear(name);
    await user.type(name, 'X-Origen');
    await user.type(row.getByRole('textbox', { name: 'Valor del encabezado 3' }), 'konverza');
    await user.click(row.getByRole('button', { name: 'Quitar encabezado 1' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Webhook actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'webhooks/1', body: { headers: { 'X-Api-Key': 'abc', 'X-Origen': 'konverza' } } }]);
  });
});
