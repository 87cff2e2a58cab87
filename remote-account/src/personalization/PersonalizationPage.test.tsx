import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const account = {
  account_id: 5,
  name: 'Bot ventas',
  username: 'botventas',
  type: 'konverza_free',
  is_active: true,
  main_color_dashboard: '1e5a5f',
  timezone: 'America/Mexico_City',
  image_dashboard: 'http://localhost:4000/files/bot.png',
  organization_id: 7,
  createdAt: '2026-02-10T12:00:00.000Z',
};
const status = {
  account_status_id: 3,
  account_name: 'Bot ventas',
  bot_template: null,
  source: 'web',
  account_type: 'konverza_free',
  payment_enabled: true,
  payment_validated: false,
  bot_enabled: true,
  products_enabled: 4,
  kanguro_status: 'pendiente',
  free_shippings_end_date: '2026-12-31T12:00:00.000Z',
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};
const api = (extra = {}) => ({ 'GET account/5': ok(account), 'GET account/5/status': ok(status), ...extra });
const renderPage = () => renderWithConsole(<App />, { route: '/account/5', path: '/account/:account_id/*' });

const statusValue = (label: string) => {
  const list = screen.getByLabelText('Estado de la cuenta');
  return within(list).getByText(label).nextElementSibling?.textContent;
};

describe('Personalización', () => {
  it('shows the account with its image, read-only username and editable fields', async () => {
    mockApi(api());
    await renderPage();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Bot ventas');
    expect(screen.getByRole('img', { name: 'Imagen de Bot ventas' })).toHaveAttribute('src', account.image_dashboard);
    expect(screen.getByLabelText('Usuario')).toHaveValue('botventas');
    expect(screen.getByLabelText('Usuario')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Tipo')).toHaveValue('konverza_free');
    expect(screen.getByLabelText('Color principal')).toHaveValue('1e5a5f');
    expect(screen.getByLabelText('Zona horaria')).toHaveValue('America/Mexico_City');
    expect(screen.getByRole('checkbox', { name: 'Cuenta activa' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('shows the status as label and value rows', async () => {
    mockApi(api());
    await renderPage();
    await screen.findByLabelText('Estado de la cuenta');
    expect(statusValue('Plantilla del bot')).toBe('No definido');
    expect(statusValue('Pagos habilitados')).toBe('Sí');
    expect(statusValue('Pagos validados')).toBe('No');
    expect(statusValue('Productos habilitados')).toBe('4');
    expect(statusValue('Fin de envíos gratis')).toBe('31 dic, 2026');
    expect(statusValue('Monto total de envíos')).toBe('-');
  });

  it("shows the account's type by its name beside the form's, and a state with a capital: no raw codes", async () => {
    mockApi(api());
    await renderPage();
    await screen.findByLabelText('Estado de la cuenta');
    expect(statusValue('Tipo de cuenta')).toBe('Gratuita');
    expect(statusValue('Estado en Kanguro')).toBe('Pendiente');
    expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Gratuita');
    expect(screen.queryByText('konverza_free')).not.toBeInTheDocument();
  });

  it('saves the edited fields with PATCH and toasts', async () => {
    // A server that keeps the account: the saved record is read again after the save.
    let stored = account;
    const requests = mockApi(
      api({ 'GET account/5': () => ok(stored), 'PATCH account/5': (r: ApiRequest) => ok((stored = { ...stored, ...(r.body as object) })) }),
    );
    await renderPage();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Bot cobranza');
    await user.clear(screen.getByLabelText('Color principal'));
    await user.type(screen.getByLabelText('Color principal'), '#FF5733');
    await user.selectOptions(screen.getByLabelText('Zona horaria'), 'Europe/Madrid');
    await user.click(screen.getByRole('checkbox', { name: 'Cuenta activa' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta actualizada')).toBeInTheDocument();
    // Only what changed: the type, untouched, is not sent.
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Bot cobranza',
      is_active: false,
      main_color_dashboard: 'FF5733',
      timezone: 'Europe/Madrid',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    expect(await screen.findByRole('heading', { name: 'Bot cobranza' })).toBeInTheDocument();
  });

  it('uploads a new image to the images bucket and saves its address with the account', async () => {
    const url = 'http://localhost:4000/files/images/0123456789abcdef-nuevo.png';
    let stored = account;
    const requests = mockApi(
      api({
        'GET account/5': () => ok(stored),
        'POST utils/uploadToS3': ok({ url, name: '0123456789abcdef-nuevo.png', bucket: 'images', size: 10, type: 'image/png' }),
        'PATCH account/5': (r: ApiRequest) => ok((stored = { ...stored, ...(r.body as object) })),
      }),
    );
    await renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Nombre');
    await user.upload(screen.getByLabelText('Imagen: elegir archivo'), new File([new Uint8Array(8)], 'nuevo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Imagen' })).toHaveAttribute('src', url));
    expect(requests.find((r) => r.path === 'utils/uploadToS3')?.body).toMatchObject({ bucket: 'images' });
    // The form takes the new address after the upload's answer: 'Guardar' is live once it has it.
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Cuenta actualizada')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ image_dashboard: url });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Imagen de Bot ventas' })).toHaveAttribute('src', url));
  });

  it('edits an account without colour, zone or image, keeping those empty as null', async () => {
    const bare = { ...account, main_color_dashboard: null, timezone: null, image_dashboard: null };
    const requests = mockApi(
      api({ 'GET account/5': ok(bare), 'PATCH account/5': (r: ApiRequest) => ok({ ...bare, ...(r.body as object) }) }),
    );
    await renderPage();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nombre');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Color principal')).toHaveValue('');
    expect(screen.getByLabelText('Zona horaria')).toHaveValue('');
    // Held once: role queries are slow over the ~400 timezone options.
    const save = screen.getByRole('button', { name: 'Guardar' });
    await user.type(name, ' 2');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Cuenta actualizada')).toBeInTheDocument();
    // Only what changed: the empty colour and zone are left as they are.
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Bot ventas 2' });
  });

  it('refuses a colour that is not 6 hex digits', async () => {
    mockApi(api());
    await renderPage();
    const user = userEvent.setup();
    const colour = await screen.findByLabelText('Color principal');
    await user.clear(colour);
    await user.type(colour, 'zz');
    expect(await screen.findByText('Introduce un color hexadecimal de 6 dígitos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('keeps the edits and shows the catalogue message when saving fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'PATCH account/5': fail(400, 'Tipo de cuenta no válido') }));
    await renderPage();
    const user = userEvent.setup();
    const type = await screen.findByLabelText('Tipo');
    await user.selectOptions(type, 'Empresarial');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error actualizando cuenta.')).toBeInTheDocument();
    expect(screen.getByText('Tipo de cuenta no válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveValue('konverza_enterprise');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('shows the fixed text when the status cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'GET account/5/status': fail(500, 'Fallo interno') }));
    await renderPage();
    expect(await screen.findByText('Error obteniendo datos. Intenta de nuevo.')).toBeInTheDocument();
  });
});
