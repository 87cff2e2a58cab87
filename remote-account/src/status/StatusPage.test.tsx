// What is particular to the status: the account's status as a form at account/7/status, its read-only fields
// shown and never sent, the spec's fixed failure texts, and unsaved changes asked about on leaving.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountContract, refusalText } from '@console/contracts';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const status = {
  account_status_id: 31,
  account_name: 'Bot ventas',
  bot_template: null,
  source: 'web',
  account_type: 'konverza_pro',
  payment_enabled: true,
  payment_validated: false,
  bot_enabled: true,
  products_enabled: 4,
  kanguro_status: null,
  max_free_shippings: 10,
  max_free_shippings_amount: 500,
  free_shippings_count: 3,
  total_amount_free_shippings: 120.5,
  shippings_count: 12,
  total_amount_shippings: 980,
  free_shippings_end_date: '2026-12-31',
  top_product: null,
  updated_at: '2026-02-20T12:00:00.000Z',
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};
const READ_ONLY = ['account_status_id', 'free_shippings_count', 'shippings_count', 'updated_at', 'createdAt', 'updatedAt'];

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET account/7': ok(ventas), 'GET account/7/status': ok(status), ...extra });
}
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const open = () => renderWithConsole(<App />, { route: '/account/7/status', path: '/account/:account_id/*' });
const form = async () => within(await screen.findByRole('form', { name: 'Editar Bot ventas' }));

describe('Estado', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('edits every writable field with its control and shows the read-only ones beside the form', async () => {
    server();
    await open();
    expect(await screen.findByRole('heading', { name: 'Estado de Bot ventas' })).toBeInTheDocument();
    const fields = await form();
    expect(fields.getByLabelText('Cuenta')).toHaveValue('Bot ventas');
    // The type is chosen by its name, never typed as a code.
    expect(fields.getByLabelText('Tipo de cuenta')).toHaveDisplayValue('Pro');
    expect(fields.getByLabelText('Plantilla del bot')).toHaveAttribute('placeholder', 'No definido');
    expect(fields.getByRole('checkbox', { name: 'Pagos habilitados' })).toBeChecked();
    expect(fields.getByRole('checkbox', { name: 'Pagos validados' })).not.toBeChecked();
    expect(fields.getByLabelText('Productos habilitados')).toHaveValue(4);
    expect(fields.getByLabelText('Monto de envíos gratis')).toHaveValue(120.5);
    expect(fields.getByRole('textbox', { name: 'Fin de envíos gratis' })).toHaveValue('31/12/2026');
    expect(fields.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    // Nothing read-only is a control of the form.
    for (const label of ['Envíos gratis', 'Envíos', 'Último cambio de estado', 'Fecha de creación']) expect(fields.queryByLabelText(label)).not.toBeInTheDocument();
    const facts = within(screen.getByLabelText('Solo lectura'));
    const value = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    expect(value('ID')).toBe('31');
    expect(value('Envíos gratis')).toBe('3');
    expect(value('Envíos')).toBe('12');
    expect(value('Último cambio de estado')).toBe('20 feb, 2026');
    expect(value('Fecha de creación')).toBe('10 feb, 2026');
    expect(value('Fecha de actualización')).toBe('01 mar, 2026');
  });

  it("sends the changed fields only, never a read-only one, to PATCH account/7/status: 'Status actualizado'", async () => {
    let stored = status;
    const requests = server({
      'GET account/7/status': () => ok(stored),
      'PATCH account/7/status': (r) => ok((stored = { ...stored, ...(r.body as object), updatedAt: '2026-03-05T12:00:00.000Z' })),
    });
    await open();
    const fields = await form();
    const user = userEvent.setup({ delay: null });
    await user.type(fields.getByLabelText('Plantilla del bot'), 'Tienda');
    await user.click(fields.getByRole('checkbox', { name: 'Pagos validados' }));
    await user.clear(fields.getByLabelText('Envíos gratis máximos'));
    await user.type(fields.getByLabelText('Envíos gratis máximos'), '25');
    await user.click(fields.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Status actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: 'account/7/status', query: {}, body: { bot_template: 'Tienda', payment_validated: true, max_free_shippings: 25 } },
    ]);
    for (const key of READ_ONLY) expect(writes(requests)[0].body).not.toHaveProperty(key);
    // Read again: the stamp the server moved.
    await waitFor(() => expect(within(screen.getByLabelText('Solo lectura')).getByText('05 mar, 2026')).toBeInTheDocument());
    expect(fields.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  });

  it("says 'Error al enviar datos. Intenta de nuevo.' when the update fails, keeping what was typed", async () => {
    server({ 'PATCH account/7/status': fail(400, 'El monto de envíos admite hasta 2 decimales') });
    await open();
    const fields = await form();
    const user = userEvent.setup({ delay: null });
    await user.type(fields.getByLabelText('Origen'), '-app');
    await user.click(fields.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Error al enviar datos. Intenta de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('El monto de envíos admite hasta 2 decimales')).toBeInTheDocument();
    expect(fields.getByLabelText('Origen')).toHaveValue('web-app');
    expect(fields.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
  });

  it("says 'Error obteniendo datos. Intenta de nuevo.' when the status cannot be read, in place and as a toast, and reads again", async () => {
    let answer = fail(500, 'Base de datos no disponible');
    server({ 'GET account/7/status': () => answer });
    await open();
    await waitFor(() => expect(screen.getAllByText('Error obteniendo datos. Intenta de nuevo.')).toHaveLength(2));
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    answer = ok(status);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await form()).toBeTruthy();
  });

  it('shows the form read-only, with the reason, to a role that may not update the account', async () => {
    server();
    const access = { superadmin: false, grants: [{ resource: 'account', read: true, create: false, update: false, delete: false }] };
    await renderWithConsole(<App />, { route: '/account/7/status', path: '/account/:account_id/*', access });
    const fields = await form();
    expect(fields.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument();
    expect(screen.getByText(refusalText('update', accountContract.names.many))).toBeInTheDocument();
    expect(fields.getByLabelText('Origen')).toBeDisabled();
    expect(fields.getByRole('checkbox', { name: 'Bot activo' })).toBeDisabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    server();
    const { router } = await open();
    const fields = await form();
    await userEvent.setup({ delay: null }).type(fields.getByLabelText('Origen'), '-app');
    await act(() => router.navigate('/account/7/payment'));
    expect(await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' })).toBeInTheDocument();
  });
});
