import { useAuthStore } from './auth-store';
import { DEVICE_TOKENS_KEY, deviceTokenFor } from './devices';
import { login, logout, sendTwoFactorToken, socialSignIn, validateTwoFactorToken } from './session';

const API = 'http://localhost:4000/api/';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session = (deviceToken: string) => ({ token: 'access', refreshToken: 'refresh', Role: { role_id: 1, name: 'Konverza' }, deviceToken });

/** The API's sign-in calls; `login` answers `tokens` in turn. Records what each call was sent. */
function server(tokens: string[]) {
  const calls: { path: string; body: Record<string, unknown> | null }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = request.url.slice(API.length);
    const text = await request.text();
    calls.push({ path, body: text ? JSON.parse(text) : null });
    switch (path) {
      case 'auth/login':
      case 'auth/social':
        return json({ success: true, resource: session(tokens.shift()!) });
      case 'admin/me':
        return json({ success: true, resource: { role_id: 2, email: 'nerd@example.com' } });
      case 'role/2':
        return json({ success: true, resource: { name: 'Nerd' } });
      default:
        return json({ success: true, resource: path === 'auth/logout' ? null : { valid: true } });
    }
  });
  return calls;
}

async function signIn(email: string) {
  await sendTwoFactorToken(email, 'demo1234');
  await validateTwoFactorToken(email, '123456');
  await login(email, 'demo1234', '123456');
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, refreshToken: null, role: null, pending: 0, recent: {} });
});
afterEach(() => jest.restoreAllMocks());

describe("this browser's device tokens", () => {
  it('are kept per e-mail after a completed sign-in and sent with that e-mail’s sign-in calls only', async () => {
    const calls = server(['ana.1.first', 'ana.2.second', 'luis.1.first']);
    await signIn('Ana@Example.com');
    // The first sign-in had none to send.
    expect(calls.slice(0, 3).map((call) => call.body?.device_token)).toEqual([undefined, undefined, undefined]);
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!)).toEqual({ 'ana@example.com': 'ana.1.first' });

    calls.length = 0;
    await signIn(' ana@example.com');
    expect(calls.map((call) => [call.path, call.body?.device_token])).toEqual([
      ['send_two_factor_token', 'ana.1.first'],
      ['validate_two_factor_token', 'ana.1.first'],
      ['auth/login', 'ana.1.first'],
    ]);
    // The newer one replaces it; another e-mail sends none and gets its own.
    expect(deviceTokenFor('ana@example.com')).toBe('ana.2.second');
    calls.length = 0;
    await signIn('luis@example.com');
    expect(calls.map((call) => call.body?.device_token)).toEqual([undefined, undefined, undefined]);
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!)).toEqual({ 'ana@example.com': 'ana.2.second', 'luis@example.com': 'luis.1.first' });
  });

  it('survive logout (they name the browser, not the session)', async () => {
    server(['ana.1.first']);
    await signIn('ana@example.com');
    await logout();
    expect(useAuthStore.getState().refreshToken).toBeNull();
    expect(deviceTokenFor('ana@example.com')).toBe('ana.1.first');
  });

  it('are kept after a social sign-in under the admin’s e-mail', async () => {
    const calls = server(['nerd.1.social']);
    await socialSignIn('facebook', { code: 'provider-code', state: 'estado', ticket: 'ticket' });
    expect(calls[0]).toEqual({ path: 'auth/social', body: { provider: 'facebook', code: 'provider-code', state: 'estado', ticket: 'ticket' } });
    expect(deviceTokenFor('nerd@example.com')).toBe('nerd.1.social');
  });

  it('never sends what it cannot read, and keeps the newest ten e-mails', async () => {
    localStorage.setItem(DEVICE_TOKENS_KEY, '{"ana@example.com": "bad token\\u0000", "luis@example.com": 7');
    const calls = server(Array.from({ length: 11 }, (_, i) => `t.${i}.x`));
    await sendTwoFactorToken('ana@example.com', 'demo1234');
    expect(calls[0].body).toEqual({ email: 'ana@example.com', password: 'demo1234', super_dashboard: true });
    localStorage.setItem(DEVICE_TOKENS_KEY, '{"ana@example.com": "bad token"}');
    await sendTwoFactorToken('ana@example.com', 'demo1234');
    expect(calls[1].body).not.toHaveProperty('device_token');

    for (let i = 0; i < 11; i += 1) await login(`user${i}@example.com`, 'demo1234', '123456');
    const kept = Object.keys(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!));
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain('user0@example.com');
    expect(kept).toContain('user10@example.com');
  });
});
