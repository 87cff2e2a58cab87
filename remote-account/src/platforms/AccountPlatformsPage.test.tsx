import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@console/ui';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const platform = (platform_id: number, name: string, title: string, extra = {}) => ({
  platform_id,
  name,
  title,
  description: '',
  icon: '',
  enabled: true,
  responding_mode: 'auto',
  confidence: 0.8,
  createdAt: '2026-02-10T12:00:00.000Z',
  Subscription: null,
  ...extra,
});
const facebook = platform(4, 'facebook', 'Facebook', {
  Subscription: { platform: 'facebook', external_id: '104857361200457', name: 'Farmacia San Rafael', subscribed: true },
});
const messenger = platform(2, 'messenger', 'Messenger', { enabled: false, responding_mode: 'manual', confidence: 0.75 });
const webchat = platform(3, 'webchat', 'Chat web');
const twitter = platform(5, 'twitter', 'Twitter');
const pages = [
  { id: '1122', name: 'Farmacia Centro', category: 'Farmacia' },
  { id: '3344', name: 'Farmacia Norte', category: 'Salud' },
];

type Routes = Record<string, Reply | ((request: ApiRequest) => Reply)>;
const server = (extra: Routes = {}) =>
  mockApi({
    'GET account/7': ok(ventas),
    'GET account/7/platforms': ok([facebook, messenger, webchat, twitter], { hasNextPage: false }),
    'GET platform_connect': ok({ facebook: true, twitter: true }),
    ...extra,
  });
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const renderPage = () => renderWithConsole(<App />, { route: '/account/7/platforms', path: '/account/:account_id/*' });
const table = () => screen.getByRole('table', { name: 'Plataformas de Bot ventas' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
/** A request that never reaches the server (the network failed). */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

async function openRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  const toggle = await screen.findByRole('button', { name: `Editar ${name}` });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}
async function openConnect(user: ReturnType<typeof userEvent.setup>, name: string, title: string) {
  const row = await openRow(user, name);
  await user.click(row.getByRole('button', { name: `Conectar ${title}` }));
  return within(await screen.findByRole('dialog', { name: `Conectar ${title}` }));
}

describe('Plataformas de una cuenta', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("shows each platform's bot, responding mode, confidence and connection; only Facebook, Messenger and Twitter connect", async () => {
    server();
    await renderPage();
    await screen.findByText('Farmacia San Rafael');
    expect(within(rowOf('facebook')).getByText('Activo')).toBeInTheDocument();
    expect(within(rowOf('messenger')).getByText('Apagado')).toBeInTheDocument();
    expect(within(rowOf('messenger')).getByText('Manual')).toBeInTheDocument();
    expect(within(rowOf('messenger')).getByText('0.75')).toBeInTheDocument();
    expect(within(rowOf('webchat')).getByText('Sin conectar')).toBeInTheDocument();
    const user = userEvent.setup();
    for (const [name, title] of [['facebook', 'Facebook'], ['messenger', 'Messenger'], ['twitter', 'Twitter']]) {
      expect((await openRow(user, name)).getByRole('button', { name: `Conectar ${title}` })).toBeInTheDocument();
    }
    expect((await openRow(user, 'webchat')).queryByRole('button', { name: /^Conectar/ })).not.toBeInTheDocument();
  });

  it('refuses a confidence above 1 in the form; saves the bot, mode and confidence at account/7/platform/{id}', async () => {
    const requests = server({ 'PATCH account/7/platform/2': (r) => ok({ ...messenger, ...(r.body as object) }) });
    await renderPage();
    const user = userEvent.setup();
    const row = await openRow(user, 'messenger');
    const confidence = row.getByLabelText('Confianza');
    await user.clear(confidence);
    await user.type(confidence, '1.5');
    expect(await row.findByText('La confianza no puede ser mayor que 1')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.clear(confidence);
    await user.type(confidence, '0.95');
    await user.click(row.getByRole('checkbox', { name: 'Bot activo' }));
    await user.selectOptions(row.getByLabelText('Modo de respuesta'), 'Automático');
    await waitFor(() => expect(row.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plataforma actualizada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: 'account/7/platform/2', body: { enabled: true, responding_mode: 'auto', confidence: 0.95 } },
    ]);
  });

  it('says clearly when the provider is not configured on the server, and offers nothing to send', async () => {
    const requests = server({ 'GET platform_connect': ok({ facebook: false, twitter: true }) });
    await renderPage();
    const user = userEvent.setup();
    const dialog = await openConnect(user, 'messenger', 'Messenger');
    expect(await dialog.findByText('La conexión con Facebook no está configurada en el servidor.')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Token de acceso de Facebook')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Obtener páginas' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Conectar' })).toBeDisabled();
    expect(writes(requests)).toEqual([]);
  });

  it('Facebook: lists the pages of the token, connects the chosen one with it, and forgets the token on close', async () => {
    const requests = server({
      'POST facebook/pages': ok(pages),
      'POST account/7/platform/4': ok({ ...facebook, Subscription: { platform: 'facebook', external_id: '3344', name: 'Farmacia Norte', subscribed: true } }),
    });
    await renderPage();
    const user = userEvent.setup();
    let dialog = await openConnect(user, 'facebook', 'Facebook');
    const token = await dialog.findByLabelText('Token de acceso de Facebook');
    expect(token).toHaveAttribute('type', 'password');
    expect(dialog.getByRole('button', { name: 'Obtener páginas' })).toBeDisabled();
    await user.type(token, 'EAAB-usuario');
    await user.click(dialog.getByRole('button', { name: 'Obtener páginas' }));
    expect(await dialog.findByRole('radio', { name: /Farmacia Centro/ })).toBeInTheDocument();
    expect(dialog.getByText('· Salud')).toBeInTheDocument();
    const connect = dialog.getByRole('button', { name: 'Conectar' });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription('Elige una página.');
    await user.click(dialog.getByRole('radio', { name: /Farmacia Norte/ }));
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    expect(await screen.findByText('Plataforma conectada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'facebook/pages', body: { facebook_access_token: 'EAAB-usuario' } },
      { method: 'POST', path: 'account/7/platform/4', body: { external_id: '3344', access_token: 'EAAB-usuario' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again: no token, no pages.
    await user.click(screen.getByRole('button', { name: 'Conectar Facebook' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Conectar Facebook' }));
    expect(await dialog.findByLabelText('Token de acceso de Facebook')).toHaveValue('');
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("says 'Error obteniendo páginas de Facebook.' whether the server refuses the token or cannot be reached", async () => {
    server({ 'POST facebook/pages': fail(400, 'El token de Facebook no es válido') });
    await renderPage();
    const user = userEvent.setup();
    const dialog = await openConnect(user, 'facebook', 'Facebook');
    await user.type(await dialog.findByLabelText('Token de acceso de Facebook'), 'caducado');
    await user.click(dialog.getByRole('button', { name: 'Obtener páginas' }));
    expect(await screen.findByText('Error obteniendo páginas de Facebook.')).toBeInTheDocument();
    expect(screen.getByText('El token de Facebook no es válido')).toBeInTheDocument();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();

    toaster.remove();
    server({ 'POST facebook/pages': unreachable });
    await user.click(dialog.getByRole('button', { name: 'Obtener páginas' }));
    expect(await screen.findByText('Error obteniendo páginas de Facebook.')).toBeInTheDocument();
  });

  it('Twitter: sends the access token and the secret', async () => {
    const requests = server({ 'POST account/7/platform/5': ok(twitter) });
    await renderPage();
    const user = userEvent.setup();
    const dialog = await openConnect(user, 'twitter', 'Twitter');
    const connect = dialog.getByRole('button', { name: 'Conectar' });
    await user.type(await dialog.findByLabelText('Token de acceso'), 'tw-acceso');
    expect(connect).toBeDisabled();
    expect(dialog.getByLabelText('Token secreto')).toHaveAttribute('type', 'password');
    await user.type(dialog.getByLabelText('Token secreto'), 'tw-secreto');
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    expect(await screen.findByText('Plataforma conectada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'account/7/platform/5', body: { access_token: 'tw-acceso', secret_token: 'tw-secreto' } }]);
  });

  it("'Error conectando cuenta' when the server refuses; 'Ocurrió un error conectando la plataforma.' when it cannot be reached", async () => {
    server({ 'POST account/7/platform/5': fail(400, 'Twitter rechazó los tokens') });
    await renderPage();
    const user = userEvent.setup();
    const dialog = await openConnect(user, 'twitter', 'Twitter');
    await user.type(await dialog.findByLabelText('Token de acceso'), 'tw-acceso');
    await user.type(dialog.getByLabelText('Token secreto'), 'tw-secreto');
    await user.click(dialog.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Error conectando cuenta')).toBeInTheDocument();
    expect(screen.getByText('Twitter rechazó los tokens')).toBeInTheDocument();
    // What was typed stays for another try.
    expect(dialog.getByLabelText('Token secreto')).toHaveValue('tw-secreto');

    toaster.remove();
    server({ 'POST account/7/platform/5': unreachable });
    await user.click(dialog.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Ocurrió un error conectando la plataforma.')).toBeInTheDocument();
  });

  it('refuses connecting to a role that may not update accounts, and says why', async () => {
    server();
    await renderWithConsole(<App />, {
      route: '/account/7/platforms',
      path: '/account/:account_id/*',
      access: { superadmin: false, grants: [{ resource: 'account', read: true, create: false, update: false, delete: false }] },
    });
    const row = await openRow(userEvent.setup(), 'twitter');
    const connect = row.getByRole('button', { name: 'Conectar Twitter' });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription('No tienes permiso para modificar cuentas.');
  });
});
