import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_TOKENS_KEY, STORAGE_KEY, logout, setConfig, useAuthStore } from '@console/core';
import { fail, mockApi, ok } from '@console/ui/testing';
import { drawFirstScreenAhead, firstScreenPath, prefetchFirstScreen, prepareFirstScreen } from '../routes/shellChunk';
import { loginRoutes, renderAt, resetSession } from '../test/helpers';
import { LoginPage } from './LoginPage';

// The next screen's loading ahead is the shell's (shell/firstScreen.test.tsx): here, only when the login asks for it.
jest.mock('../routes/shellChunk', () => ({
  prepareFirstScreen: jest.fn(() => Promise.resolve(true)),
  drawFirstScreenAhead: jest.fn(),
  prefetchFirstScreen: jest.fn(() => Promise.resolve()),
  firstScreenPath: jest.fn(() => '/master/organizations'),
}));

const ADMIN = { email: 'admin@example.com', password: 'demo1234' };
const SESSION = { token: 'access', refreshToken: 'refresh', Role: { role_id: 1, name: 'Konverza' } };

function renderLogin(route = '/login') {
  return renderAt(route, loginRoutes(<LoginPage />));
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, email = ADMIN.email, password = ADMIN.password) {
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

/** Answers of a sign-in that goes well, unless overridden. */
function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST send_two_factor_token': ok({ valid: true }),
    'POST validate_two_factor_token': ok({ valid: true }),
    'POST auth/login': ok(SESSION),
    'POST auth/logout': ok(null),
    ...overrides,
  });
}

beforeEach(() => {
  resetSession();
  jest.mocked(prepareFirstScreen).mockClear();
  jest.mocked(prefetchFirstScreen).mockClear();
  jest.mocked(drawFirstScreenAhead).mockClear();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('login, step 1: validation with the shared schema', () => {
  it('shows the e-mail and password rules and the form-level message', async () => {
    const requests = api();
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user, 'no-es-un-correo', '');
    expect(await screen.findByText('Introduce un correo válido')).toBeInTheDocument();
    expect(screen.getByText('Introduce la contraseña')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verifica los datos e intenta de nuevo');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('refuses a password shorter than 3 or longer than 20 characters', async () => {
    api();
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user, ADMIN.email, 'ab');
    expect(await screen.findByText('Introduce una contraseña válida')).toBeInTheDocument();
    expect(screen.queryByText('Introduce un correo válido')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Introduce una contraseña válida')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verifica los datos e intenta de nuevo');
  });

  it('sends the code for valid credentials and moves to the code step', async () => {
    const requests = api();
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user);
    expect(await screen.findByLabelText('Código de acceso')).toBeInTheDocument();
    expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'send_two_factor_token',
        body: { email: ADMIN.email, password: ADMIN.password, super_dashboard: true },
      }),
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the catalogue text when the credentials are wrong, and stays logged out', async () => {
    api({ 'POST send_two_factor_token': fail(401, 'Credenciales inválidas') });
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
    expect(screen.queryByLabelText('Código de acceso')).not.toBeInTheDocument();
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });
});

describe('login, step 2: the code', () => {
  it('submits itself at 6 characters, signs in and goes to the first screen', async () => {
    const requests = api();
    const user = userEvent.setup();
    const { location } = renderLogin();
    await fillCredentials(user);
    const code = await screen.findByLabelText('Código de acceso');
    await user.type(code, 'AB12C');
    expect(requests.map((r) => r.path)).toEqual(['send_two_factor_token']);
    await user.type(code, '9');
    expect(await screen.findByText('Página master')).toBeInTheDocument();
    // Straight to the screen the sign-in leads to (no redirect on the way).
    expect(firstScreenPath).toHaveBeenCalled();
    expect(location().pathname).toBe('/master/organizations');
    expect(requests.map((r) => r.path)).toEqual(['send_two_factor_token', 'validate_two_factor_token', 'auth/login']);
    expect(requests[1].body).toEqual({ email: ADMIN.email, code: 'AB12C9' });
    expect(requests[2].body).toEqual(expect.objectContaining({ email: ADMIN.email, password: ADMIN.password, auth_token: 'AB12C9' }));
    expect(useAuthStore.getState()).toEqual(
      expect.objectContaining({ token: 'access', refreshToken: 'refresh', role: { role_id: 1, name: 'Konverza' } }),
    );
  });

  it('a pasted code submits too', async () => {
    const requests = api();
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user);
    await user.click(await screen.findByLabelText('Código de acceso'));
    await user.paste('123456');
    expect(await screen.findByText('Página master')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('auth/login');
  });

  it('the next screen loads while the code is typed; its data once signed in, not before', async () => {
    api({
      'POST validate_two_factor_token': ({ body }) =>
        (body as { code: string }).code === '000000' ? { body: { success: false, resource: null } } : ok({ valid: true }),
    });
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user);
    const code = await screen.findByLabelText('Código de acceso');
    expect(prepareFirstScreen).toHaveBeenCalledTimes(1);
    // Its code here, the screen is drawn ahead (hidden) until the code step goes.
    await waitFor(() => expect(drawFirstScreenAhead).toHaveBeenLastCalledWith(true));

    await user.type(code, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de acceso incorrecto o caducado');
    expect(prefetchFirstScreen).not.toHaveBeenCalled();

    await user.type(code, '123456');
    expect(await screen.findByText('Página master')).toBeInTheDocument();
    expect(prefetchFirstScreen).toHaveBeenCalledTimes(1);
    expect(drawFirstScreenAhead).toHaveBeenLastCalledWith(false);
  });

  it('a wrong code shows the catalogue text, clears the field and leaves no session', async () => {
    const requests = api({ 'POST validate_two_factor_token': { body: { success: false, resource: null } } });
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user);
    await user.type(await screen.findByLabelText('Código de acceso'), '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de acceso incorrecto o caducado');
    expect(screen.getByLabelText('Código de acceso')).toHaveValue('');
    expect(requests.map((r) => r.path)).not.toContain('auth/login');
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it('refuses a role other than the superadmin one and leaves no session behind', async () => {
    const requests = api({ 'POST auth/login': ok({ ...SESSION, Role: { role_id: 2, name: 'Agente' } }) });
    const user = userEvent.setup();
    const { location } = renderLogin();
    await fillCredentials(user);
    await user.type(await screen.findByLabelText('Código de acceso'), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a este dashboard.');
    expect(location().pathname).toBe('/login');
    const state = useAuthStore.getState();
    expect([state.token, state.refreshToken, state.role]).toEqual([null, null, null]);
    expect(localStorage.getItem(STORAGE_KEY) ?? '').not.toContain('"refreshToken":"');
    // The refused session's refresh token is revoked on the server too.
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('auth/logout'));
  });

  it("offers 'Enviar nuevo código' after 30 s, with a visible countdown, and re-sends the same credentials", async () => {
    jest.useFakeTimers();
    const requests = api();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLogin();
    await fillCredentials(user);
    await screen.findByLabelText('Código de acceso');
    expect(screen.getByText('Podrás pedir un nuevo código en 30 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar nuevo código' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Podrás pedir un nuevo código en 20 s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    const resend = screen.getByRole('button', { name: 'Enviar nuevo código' });

    await user.click(resend);
    expect(await screen.findByText('Te enviamos un nuevo código.')).toBeInTheDocument();
    const sends = requests.filter((r) => r.path === 'send_two_factor_token');
    expect(sends).toHaveLength(2);
    expect(sends[1].body).toEqual(sends[0].body);
    // The wait starts again.
    expect(screen.getByText('Podrás pedir un nuevo código en 30 s')).toBeInTheDocument();
  });

  it("keeps this browser's device token for the e-mail, past logout, and sends it with the next sign-in's calls", async () => {
    const requests = api({ 'POST auth/login': ok({ ...SESSION, deviceToken: 'nonce.1.mac' }) });
    const user = userEvent.setup();
    const first = renderLogin();
    await fillCredentials(user);
    await user.type(await screen.findByLabelText('Código de acceso'), '123456');
    expect(await screen.findByText('Página master')).toBeInTheDocument();
    expect(requests.every((r) => !(r.body as object | undefined) || !('device_token' in (r.body as object)))).toBe(true);
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!)).toEqual({ [ADMIN.email]: 'nonce.1.mac' });

    // It names the browser, not the session: logout keeps it.
    await act(() => logout());
    expect(useAuthStore.getState().refreshToken).toBeNull();
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!)).toEqual({ [ADMIN.email]: 'nonce.1.mac' });
    first.unmount();

    requests.length = 0;
    renderLogin();
    await fillCredentials(user, ADMIN.email.toUpperCase());
    await user.type(await screen.findByLabelText('Código de acceso'), '123456');
    expect(await screen.findByText('Página master')).toBeInTheDocument();
    const signInCalls = requests.filter((r) => r.path !== 'auth/logout');
    expect(signInCalls.map((r) => [r.path, (r.body as { device_token?: string }).device_token])).toEqual([
      ['send_two_factor_token', 'nonce.1.mac'],
      ['validate_two_factor_token', 'nonce.1.mac'],
      ['auth/login', 'nonce.1.mac'],
    ]);
  });

  it('goes back to step 1 with the e-mail kept', async () => {
    api();
    const user = userEvent.setup();
    renderLogin();
    await fillCredentials(user);
    await waitFor(() => expect(drawFirstScreenAhead).toHaveBeenLastCalledWith(true));
    await user.click(await screen.findByRole('button', { name: /Usar otros datos/ }));
    // Nothing is drawn ahead without the code step.
    expect(drawFirstScreenAhead).toHaveBeenLastCalledWith(false);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(ADMIN.email);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });
});

describe('login page', () => {
  it('sends someone already signed in to the master area', () => {
    useAuthStore.getState().signIn({ token: 't', refreshToken: 'r', role: { role_id: 1, name: 'Konverza' } });
    const { location } = renderLogin();
    expect(screen.getByText('Página master')).toBeInTheDocument();
    expect(location().pathname).toBe('/master');
  });

  it('sets the document title', () => {
    renderLogin();
    expect(document.title).toBe('Iniciar sesión · Konverza');
  });
});

describe('social sign-in', () => {
  it('says clearly when a provider is not configured (deploy-time config.json), without opening a window', async () => {
    setConfig({ socialProviders: ['twitter'] });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El inicio de sesión con Facebook no está configurado.');
    setConfig({});
    await user.click(screen.getByRole('button', { name: 'Twitter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El inicio de sesión con Twitter no está configurado.');
    expect(open).not.toHaveBeenCalled();
  });

  it('reports an unknown platform asked for in the URL', () => {
    renderLogin('/login?provider=myspace');
    expect(screen.getByRole('alert')).toHaveTextContent('No se indicó plataforma para inicio de sesión.');
  });

  /** A window the page opened, as the test sees it: where the page sent it, and whether it was closed. */
  function providerWindow() {
    const popup = { closed: false, close: jest.fn(), location: { assign: jest.fn() } };
    popup.close.mockImplementation(() => (popup.closed = true));
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    return { popup, open };
  }
  const STARTED = { url: 'http://127.0.0.1:4120/auth?client_id=consola&state=estado-1', state: 'estado-1', ticket: 'ticket-sellado' };
  /** What the callback page posts once the provider sent the window back. */
  const sendBack = (data: Partial<{ code: string | null; state: string | null; iss: string | null; error: string | null }>, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin, data: { type: 'console:social-sign-in', code: null, state: null, iss: null, error: null, ...data } }),
      );
    });

  it("'messenger' signs in through facebook: the window opened at the click goes to the provider, the code comes back, admin lookup, first screen", async () => {
    setConfig({ socialProviders: ['facebook'] });
    const requests = api({
      'POST auth/social/start': ok(STARTED),
      'POST auth/social': ok({ token: 'social-access', refreshToken: 'social-refresh', Role: null }),
      'GET admin/me': ok({ admin_id: 3, role_id: 4 }),
      'GET role/4': ok({ role_id: 4, name: 'Nerd' }),
    });
    const { popup, open } = providerWindow();
    const user = userEvent.setup();
    const { location } = renderLogin('/login?provider=messenger');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.assign).toHaveBeenCalledWith(STARTED.url));
    expect(requests.find((r) => r.path === 'auth/social/start')?.body).toEqual({
      provider: 'facebook',
      redirect_uri: `${window.location.origin}/login/social-callback`,
    });

    // Another origin's message and another state's are not the provider's answer to this sign-in.
    sendBack({ code: 'robado', state: 'estado-1' }, 'https://evil.example');
    sendBack({ code: 'el-codigo', state: 'estado-1', iss: 'http://127.0.0.1:4120' });
    expect(await screen.findByText('Página master')).toBeInTheDocument();
    expect(location().pathname).toBe('/master/organizations');
    expect(prefetchFirstScreen).toHaveBeenCalledTimes(1);
    expect(requests.find((r) => r.path === 'auth/social')?.body).toEqual({
      provider: 'facebook',
      code: 'el-codigo',
      state: 'estado-1',
      iss: 'http://127.0.0.1:4120',
      ticket: 'ticket-sellado',
    });
    expect(useAuthStore.getState().role).toEqual({ role_id: 4, name: 'Nerd' });
    expect(popup.close).toHaveBeenCalled();
  });

  it('refuses a social sign-in whose role may not enter, and stays on the login page', async () => {
    setConfig({ socialProviders: ['twitter'] });
    api({
      'POST auth/social/start': ok(STARTED),
      'POST auth/social': ok({ token: 'a', refreshToken: 'r', Role: null }),
      'GET admin/me': ok({ admin_id: 3, role_id: 9 }),
      'GET role/9': ok({ role_id: 9, name: 'Agente' }),
    });
    const { popup } = providerWindow();
    const user = userEvent.setup();
    const { location } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Twitter' }));
    await waitFor(() => expect(popup.location.assign).toHaveBeenCalled());
    sendBack({ code: 'c', state: 'estado-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a este dashboard.');
    expect(location().pathname).toBe('/login');
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it('an unknown e-mail, another state, an error at the provider: each says so and signs nobody in', async () => {
    setConfig({ socialProviders: ['facebook'] });
    const requests = api({ 'POST auth/social/start': ok(STARTED), 'POST auth/social': fail(404, 'Error iniciando sesión.') });
    const user = userEvent.setup();
    renderLogin();
    const attempt = async (answer: Parameters<typeof sendBack>[0], text: string) => {
      const { popup } = providerWindow();
      await user.click(screen.getByRole('button', { name: 'Facebook' }));
      await waitFor(() => expect(popup.location.assign).toHaveBeenCalled());
      sendBack(answer);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Facebook' })).toBeEnabled());
    };
    await attempt({ code: 'c', state: 'estado-1' }, 'Error iniciando sesión.');
    await attempt({ code: 'c', state: 'otro' }, 'Ocurrió un error iniciando sesión.');
    await attempt({ error: 'access_denied', state: 'estado-1' }, 'Ocurrió un error iniciando sesión.');
    // Only the first reached the API's sign-in: the others were refused in the browser.
    expect(requests.filter((r) => r.path === 'auth/social')).toHaveLength(1);
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it('a failed start closes the window and says so; a closed window is a silent cancellation', async () => {
    setConfig({ socialProviders: ['facebook'] });
    api({ 'POST auth/social/start': fail(502, 'Ocurrió un error iniciando sesión.') });
    const user = userEvent.setup();
    renderLogin();
    const failed = providerWindow();
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error iniciando sesión.');
    expect(failed.popup.close).toHaveBeenCalled();
    expect(failed.popup.location.assign).not.toHaveBeenCalled();

    api({ 'POST auth/social/start': ok(STARTED) });
    const closed = providerWindow();
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(closed.popup.location.assign).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    closed.popup.closed = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Facebook' })).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a blocked window says so', async () => {
    setConfig({ socialProviders: ['facebook'] });
    const requests = api();
    jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Permite las ventanas emergentes');
    expect(requests).toHaveLength(0);
  });
});
