// What is particular to the web pay credentials: the environment named 'QA' / 'Prod', the account given on
// create, and the password and key — written, never shown: blank in the edit row, sent only when typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, pasteInto, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const credential = (id: number, merchant: string, is_sandbox: boolean) => ({
  web_paycredential_id: id,
  account_id: 7,
  company_id: 'EMP-1',
  branch_id: 'SUC-1',
  user: 'ventas',
  data0: 'd0',
  username: 'usuario.ventas',
  merchant,
  is_sandbox,
  createdAt: '2026-03-04T15:00:00.000Z',
});
const credentials = [credential(2, 'Tienda Centro', true), credential(1, 'Tienda Norte', false)];

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET account/7': ok(ventas), 'GET account/7/web_pay_credentials': ok(credentials, { hasNextPage: false }), ...extra });
}
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const open = () => renderWithConsole(<App />, { route: '/account/7/web-pay-credentials', path: '/account/:account_id/*' });

async function openRow(merchant: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Editar ${merchant}` }));
  return { user, row: within(await screen.findByRole('form', { name: `Editar ${merchant}` })) };
}

describe('Credenciales de pago', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("names each environment 'QA' or 'Prod'", async () => {
    server();
    await open();
    const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
    await screen.findByRole('cell', { name: 'Tienda Centro' });
    expect(within(row('Tienda Centro')).getByText('QA')).toBeInTheDocument();
    expect(within(row('Tienda Norte')).getByText('Prod')).toBeInTheDocument();
  });

  it("creates one in the account, 'Prod' unless 'QA' is chosen", async () => {
    const requests = server({ 'POST web_pay_credential': (r) => ok({ ...credential(3, 'Tienda Sur', true), ...(r.body as object) }) });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Crear credencial de pago' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear credencial de pago' }));
    expect(dialog.getByRole('radio', { name: 'Prod' })).toBeChecked();
    const values = { company_id: 'EMP-3', branch_id: 'SUC-3', user: 'sur', password: 'clave-3', key: 'llave-3', data0: 'd3', username: 'usuario.sur', merchant: 'Tienda Sur' };
    const labels = { company_id: 'ID de empresa', branch_id: 'ID de sucursal', user: 'Usuario', password: 'Contraseña', key: 'Llave', data0: 'Dato fijo del comercio', username: 'Nombre de usuario', merchant: 'Comercio' };
    for (const [key, value] of Object.entries(values)) {
      // Every field is needed but the environment.
      expect(dialog.getByRole('button', { name: 'Crear' })).toBeDisabled();
      await pasteInto(user, dialog.getByLabelText(labels[key as keyof typeof labels]), value);
    }
    await user.click(dialog.getByText('QA'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Credencial de pago creada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'web_pay_credential', query: {}, body: { ...values, is_sandbox: true, account_id: 7 } }]);
  });

  it('shows the password and the key blank in the edit row and sends them only when typed', async () => {
    const requests = server({ 'PATCH web_pay_credential/1': (r) => ok({ ...credentials[1], ...(r.body as object) }) });
    await open();
    const { user, row } = await openRow('Tienda Norte');
    for (const label of ['Contraseña', 'Llave']) {
      expect(row.getByLabelText(label)).toHaveValue('');
      expect(row.getByLabelText(label)).toHaveAttribute('placeholder', 'Déjala vacía para no cambiarla');
    }
    const save = row.getByRole('button', { name: 'Guardar' });
    await user.type(row.getByLabelText('Usuario'), '2');
    await user.click(save);
    expect(await screen.findByText('Credencial de pago actualizada')).toBeInTheDocument();
    await user.type(row.getByLabelText('Contraseña'), 'nueva-clave');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests).map((r) => r.body)).toEqual([{ user: 'ventas2' }, { password: 'nueva-clave' }]);
  });
});
