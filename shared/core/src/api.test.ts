import { api, apiCall, ApiError, onSessionEnded } from './api';
import { useAuthStore } from './auth-store';
import { requestOverlap } from '@console/build/jest/overlap';

const API = 'http://localhost:4000/api/';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signedIn(token = 'old-access', refreshToken = 'refresh-1') {
  useAuthStore.setState({ token, refreshToken, role: { role_id: 1, name: 'Konverza' }, pending: 0 });
}

let sessionEnded: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, refreshToken: null, role: null, pending: 0, recent: {} });
  sessionEnded = jest.fn();
  onSessionEnded(sessionEnded);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/**
 * A server whose protected routes accept only `valid` as bearer, and whose refresh answers `next`. With
 * `together`, its first that many requests are answered once all of them have arrived: calls made at once
 * overlap as a browser's do, whatever the machine's speed.
 */
function server({ valid = 'new-access', refreshStatus = 200, together = 0 } = {}) {
  const calls: { url: string; auth: string | null }[] = [];
  const overlap = requestOverlap();
  overlap.together(together);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const auth = request.headers.get('Authorization');
    calls.push({ url: request.url, auth });
    await overlap.arrived();
    if (request.url === `${API}token/refresh`) {
      return refreshStatus === 200
        ? json({ success: true, resource: { token: valid, refreshToken: 'refresh-2' } })
        : json({ success: false, error: 'Sesión no válida' }, refreshStatus);
    }
    if (auth !== `Bearer ${valid}`) return json({ success: false, error: 'Sesión no válida' }, 401);
    return json({ success: true, resource: { path: new URL(request.url).pathname } });
  });
  return calls;
}

describe('the session client', () => {
  it('sends the bearer token on every call', async () => {
    signedIn('new-access');
    const calls = server();
    await api.get('organization').json();
    expect(calls).toEqual([{ url: `${API}organization`, auth: 'Bearer new-access' }]);
  });

  it('makes exactly one refresh call for N concurrent 401s and retries each with the new token', async () => {
    signedIn('expired');
    const paths = ['organization', 'account', 'partner', 'certification', 'service'];
    const calls = server({ together: paths.length });
    const answers = await Promise.all(paths.map((p) => api.get(p).json<{ resource: { path: string } }>()));

    expect(answers.map((a) => a.resource.path)).toEqual(paths.map((p) => `/api/${p}`));
    expect(calls.filter((c) => c.url.endsWith('token/refresh'))).toHaveLength(1);
    expect(calls.find((c) => c.url.endsWith('token/refresh'))?.auth).toBe('Bearer refresh-1');
    // Every retried call carried the new token.
    const retried = calls.filter((c) => !c.url.endsWith('token/refresh') && c.auth === 'Bearer new-access');
    expect(retried).toHaveLength(paths.length);
    // The rotated refresh token is kept.
    expect(useAuthStore.getState()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('after a reload (refresh token only) gets an access token before the first call', async () => {
    useAuthStore.setState({ token: null, refreshToken: 'refresh-1' });
    const calls = server();
    await api.get('organization').json();
    expect(calls.map((c) => c.url)).toEqual([`${API}token/refresh`, `${API}organization`]);
  });

  it('ends the session when the API refuses the refresh token', async () => {
    signedIn('expired');
    server({ refreshStatus: 401 });
    await expect(api.get('organization').json()).rejects.toBeDefined();
    expect(useAuthStore.getState()).toMatchObject({ token: null, refreshToken: null, role: null });
    expect(sessionEnded).toHaveBeenCalled();
  });

  it('keeps the session when the refresh itself fails (the network, a server error): only that call fails', async () => {
    signedIn('expired');
    server({ refreshStatus: 503 });
    await expect(apiCall('obteniendo', 'organizaciones', () => api.get('organization'))).rejects.toThrow('Error obteniendo organizaciones.');
    jest.restoreAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A page unloading mid-refresh aborts its fetch: no answer at all.
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('obteniendo', 'organizaciones', () => api.get('organization'))).rejects.toThrow('Ocurrió un error obteniendo organizaciones.');
    expect(useAuthStore.getState()).toMatchObject({ token: 'expired', refreshToken: 'refresh-1' });
    expect(sessionEnded).not.toHaveBeenCalled();
    // The next refresh that succeeds carries on with the same session.
    const calls = server();
    await api.get('organization').json();
    expect(calls.find((c) => c.url.endsWith('token/refresh'))?.auth).toBe('Bearer refresh-1');
    expect(useAuthStore.getState()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' });
  });

  it('ends the session on a 401 when there is no refresh token', async () => {
    useAuthStore.setState({ token: 'orphan', refreshToken: null });
    const calls = server();
    await expect(api.get('organization').json()).rejects.toBeDefined();
    expect(calls.some((c) => c.url.endsWith('token/refresh'))).toBe(false);
    expect(sessionEnded).toHaveBeenCalled();
  });
});

describe('the pending-request counter', () => {
  it('counts requests while they run and returns to zero after successes and failures', async () => {
    signedIn('new-access');
    server();
    const seen: number[] = [];
    const unsubscribe = useAuthStore.subscribe((s) => seen.push(s.pending));
    const ok = api.get('organization').json();
    const failing = api.get('account', { headers: { Authorization: 'x' } }).json().catch(() => undefined);
    await Promise.all([ok, failing]);
    unsubscribe();
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(2);
    expect(useAuthStore.getState().pending).toBe(0);
  });

  it('never goes below zero', () => {
    const { requestEnded } = useAuthStore.getState();
    requestEnded();
    requestEnded();
    expect(useAuthStore.getState().pending).toBe(0);
  });

  it('returns to zero when the network itself fails', async () => {
    signedIn('new-access');
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('organization').json()).rejects.toThrow();
    expect(useAuthStore.getState().pending).toBe(0);
  });
});

describe('apiCall and the message catalogue', () => {
  beforeEach(() => signedIn('new-access'));

  it('returns the envelope on success', async () => {
    server();
    const body = await apiCall<{ path: string }>('obteniendo', 'organizaciones', () => api.get('organization'));
    expect(body).toEqual({ success: true, resource: { path: '/api/organization' } });
  });

  it("answers 'Error {verbo} {recurso}.' with the server's text when the server refuses", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      await new Request(input, init).text(); // a server reads the body it is sent
      return json({ success: false, error: 'El nombre ya existe' }, 409);
    });
    const failure = await apiCall('creando', 'organización', () => api.post('organization', { json: {} })).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Error creando organización.', status: 409, detail: 'El nombre ya existe' });
  });

  it("answers 'Error {verbo} {recurso}.' when a 200 carries success false", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: false, error: 'No' }));
    await expect(apiCall('eliminando', 'cuenta', () => api.delete('account/1'))).rejects.toMatchObject({
      message: 'Error eliminando cuenta.',
      detail: 'No',
    });
  });

  it("answers 'Ocurrió un error {verbo} {recurso}.' when the request fails, and logs it", async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('obteniendo', 'partners', () => api.get('partner'))).rejects.toMatchObject({
      message: 'Ocurrió un error obteniendo partners.',
    });
    expect(console.error).toHaveBeenCalled();
  });
});
