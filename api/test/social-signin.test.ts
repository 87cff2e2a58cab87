/**
 * The social sign-in (spec 5; auth/social.ts) end to end against a real OpenID Connect server: oidc-provider,
 * started here on a loopback port with its own login and consent pages. Each sign-in asks the API to start, follows
 * the authorization address as a browser would (the provider's login form, its consent form, the redirect to the
 * console's callback page), then hands the API what came back. Then the admin-lookup rule: an unknown or deleted
 * e-mail 404 'Error iniciando sesión.', a role that may not enter 403.
 */
import { generateKeyPairSync, type JsonWebKey as JWK } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { SocialSignInConfig } from '../src/config';
import { bearer, demoDatabase, json, makeApp, post, type TestApp } from './helpers';

const CALLBACK = 'http://localhost:3000/login/social-callback';
const CLIENT = { id: 'consola', secret: 'secreto-de-la-consola-en-pruebas' };
const FAILED = 'Ocurrió un error iniciando sesión.';

/**
 * The OpenID Connect server: every login is an account whose e-mail is that login, verified unless it starts with
 * 'sinverificar'. Two clients of the console, one authenticating with HTTP Basic and one in the body.
 */
async function startProvider() {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  let down = false;
  const server = createServer((request, response) => {
    if (!down) return handle(request, response);
    response.writeHead(503);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { client_secret: CLIENT.secret, redirect_uris: [CALLBACK] };
  // It warns that it prefers Node 22 (it runs on 20) and that its own login and consent pages are for development
  // only: here they are the point.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // An ES module: loaded as such (jest.config.cjs lets it through the transform).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      { ...client, client_id: CLIENT.id, token_endpoint_auth_method: 'client_secret_basic' },
      { ...client, client_id: `${CLIENT.id}-post`, token_endpoint_auth_method: 'client_secret_post' },
    ],
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: !id.startsWith('sinverificar') }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail in the ID token too, as most providers put it there.
    conformIdTokenClaims: false,
    cookies: { keys: ['llave-de-cookies-de-pruebas'] },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  warn.mockRestore();
  handle = provider.callback();
  return {
    issuer,
    /** While down, it answers 503 to everything. */
    setDown: (value: boolean) => (down = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser at the provider: follows the authorization address, signs in as `login` on the provider's login form,
 * confirms its consent form, and answers where the provider sends it back (the console's callback page).
 */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const request = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form && new URLSearchParams(form),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = new URL(authorizationUrl);
  let response = await request(url);
  for (let step = 0; step < 10; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      if (url.href.startsWith(CALLBACK)) return url;
      response = await request(url);
      continue;
    }
    // One of the provider's pages: its form says which step it is (login, then consent).
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`the provider answered ${response.status} without a form`);
    response = await request(new URL(action, url), prompt === 'login' ? { prompt, login, password: 'cualquiera' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}

let database: Awaited<ReturnType<typeof demoDatabase>>;
let provider: Awaited<ReturnType<typeof startProvider>>;
/** The API with facebook (e-mail from the ID token, client_secret_basic) and twitter (from userinfo, client_secret_post) on that provider. */
let t: TestApp;
/** The API with neither configured. */
let plain: TestApp;

const generous = { windowMs: 600_000, codePerEmail: 10_000, failuresPerEmailAddress: 10_000, failuresPerDevice: 10_000, signInPerAddress: 10_000 };
const oidc = (overrides: Partial<SocialSignInConfig> = {}): SocialSignInConfig => ({
  issuer: provider.issuer,
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  scope: 'openid email',
  tokenAuth: 'client_secret_basic',
  email: { from: 'id_token' },
  ...overrides,
});

beforeAll(async () => {
  database = await demoDatabase();
  provider = await startProvider();
  const socialSignIn = {
    facebook: oidc(),
    twitter: oidc({ clientId: `${CLIENT.id}-post`, tokenAuth: 'client_secret_post', email: { from: 'userinfo', field: 'email' } }),
  };
  t = await makeApp(database.handle, { config: { rateLimit: generous, socialSignIn } });
  plain = await makeApp(database.handle, { config: { rateLimit: generous } });
});
afterAll(async () => {
  await provider?.close();
  await database?.close(...[t, plain].flatMap((made) => (made ? [made.app] : [])));
});

interface Started {
  url: string;
  state: string;
  ticket: string;
}
const start = (app: TestApp['app'], provider: string, redirect_uri = CALLBACK) => post(app, '/api/auth/social/start', { provider, redirect_uri });
const finish = (app: TestApp['app'], body: Record<string, unknown>) => post(app, '/api/auth/social', body);

/** Start, sign in at the provider as `login`: what the callback page would send the API (not sent yet). */
async function atProvider(login: string, name = 'facebook', app = t.app) {
  const started = await start(app, name);
  expect([started.statusCode, started.body.length > 0]).toEqual([200, true]);
  const { url, state, ticket } = json<{ resource: Started }>(started).resource;
  const back = await signInAtProvider(url, login);
  const code = back.searchParams.get('code')!;
  expect(back.searchParams.get('state')).toBe(state);
  return { provider: name, code, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss') ?? undefined, ticket };
}

function expectRefused(response: LightMyRequestResponse, status: number, text: string) {
  expect([response.statusCode, json(response)]).toEqual([status, expect.objectContaining({ success: false, error: expect.stringContaining(text) })]);
}

describe('the social sign-in against an OpenID Connect server', () => {
  it('starts with the provider’s authorization address: the code flow, PKCE S256, a state and a nonce; the ticket reads as nothing', async () => {
    const response = await start(t.app, 'facebook');
    const { url, state, ticket } = json<{ resource: Started }>(response).resource;
    const address = new URL(url);
    expect(address.origin + address.pathname).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: CLIENT.id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email',
      state,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    // Sealed: neither the state nor the verifier can be read from it, and no secret is answered.
    expect(ticket).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(ticket, 'base64url').toString('latin1')).not.toMatch(/verifier|state|nonce/);
    expect(response.body).not.toContain(CLIENT.secret);
  });

  it('signs in a staff admin: a session, the role and a device token; messenger signs in through facebook', async () => {
    const signedIn = await finish(t.app, await atProvider('admin@example.com'));
    expect(signedIn.statusCode).toBe(200);
    const session = json(signedIn).resource;
    expect(session.Role).toEqual({ role_id: 1, name: 'Konverza' });
    expect(session.deviceToken).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(session.token) });
    expect(json(me).resource).toMatchObject({ email: 'admin@example.com', role_id: 1 });
    // The Nerd role enters by this path too (spec 5), and any capitalisation of the e-mail finds the admin.
    expect(json(await finish(t.app, await atProvider('NERD@example.com'))).resource.Role).toEqual({ role_id: 2, name: 'Nerd' });
    expect((await finish(t.app, await atProvider('admin@example.com', 'messenger'))).statusCode).toBe(200);
  });

  it('reads the e-mail from the userinfo endpoint where so configured (twitter here), the client authenticated in the body', async () => {
    const signedIn = await finish(t.app, await atProvider('admin@example.com', 'twitter'));
    expect([signedIn.statusCode, json(signedIn).resource?.Role]).toEqual([200, { role_id: 1, name: 'Konverza' }]);
  });

  it('refuses an e-mail no admin has or a deleted admin’s (404), a role that may not enter (403), an e-mail the provider has not verified', async () => {
    expectRefused(await finish(t.app, await atProvider('nadie@example.com')), 404, 'Error iniciando sesión.');
    expectRefused(await finish(t.app, await atProvider('borrado@example.com')), 404, 'Error iniciando sesión.');
    expectRefused(await finish(t.app, await atProvider('agente@example.com')), 403, 'No tienes acceso a este dashboard.');
    expectRefused(await finish(t.app, await atProvider('sinverificar.admin@example.com')), 400, FAILED);
    expectRefused(await finish(t.app, await atProvider('sinverificar.admin@example.com', 'twitter')), 400, FAILED);
  });

  it('refuses another state before the provider is asked: the same code then still signs in', async () => {
    const back = await atProvider('admin@example.com');
    expectRefused(await finish(t.app, { ...back, state: 'otro-estado' }), 400, FAILED);
    expect((await finish(t.app, back)).statusCode).toBe(200);
  });

  it('refuses a replay: the code is good once', async () => {
    const back = await atProvider('admin@example.com');
    expect((await finish(t.app, back)).statusCode).toBe(200);
    expectRefused(await finish(t.app, back), 400, FAILED);
  });

  it('refuses a tampered ticket, another provider’s, an expired one and another server’s', async () => {
    const back = await atProvider('admin@example.com');
    const flipped = `${back.ticket.slice(0, 20)}${back.ticket[20] === 'A' ? 'B' : 'A'}${back.ticket.slice(21)}`;
    expectRefused(await finish(t.app, { ...back, ticket: flipped }), 400, FAILED);
    expectRefused(await finish(t.app, { ...back, ticket: back.ticket.slice(0, -4) }), 400, FAILED);
    expectRefused(await finish(t.app, { ...back, provider: 'twitter' }), 400, FAILED);
    // Another API (another secret) cannot open it.
    const other = await makeApp(database.handle, { config: { rateLimit: generous, socialSignIn: { facebook: oidc() }, jwtSecret: 'otro-secreto-de-otro-servidor' } });
    try {
      expectRefused(await finish(other.app, back), 400, FAILED);
    } finally {
      await other.app.close();
    }
    // Ten minutes to come back from the provider.
    t.clock.advance(10 * 60_000 + 1000);
    try {
      expectRefused(await finish(t.app, back), 400, FAILED);
    } finally {
      t.clock.advance(-(10 * 60_000 + 1000));
    }
    // Untouched, within its time, it still signs in: each refusal above was the ticket's.
    expect((await finish(t.app, back)).statusCode).toBe(200);
  });

  it('starts only for the console’s own callback page', async () => {
    for (const address of ['https://evil.example/login/social-callback', 'http://localhost:3000/master', `${CALLBACK}?next=/x`, 'no es una dirección']) {
      const refused = await start(t.app, 'facebook', address);
      expect([address, refused.statusCode, json(refused).field]).toEqual([address, 400, 'redirect_uri']);
    }
  });

  it('says clearly when a provider is not configured, and refuses an unknown platform', async () => {
    expectRefused(await start(plain.app, 'facebook'), 400, 'El inicio de sesión con Facebook no está configurado.');
    expectRefused(await start(plain.app, 'messenger'), 400, 'El inicio de sesión con Facebook no está configurado.');
    expectRefused(await start(plain.app, 'twitter'), 400, 'El inicio de sesión con Twitter no está configurado.');
    expectRefused(await finish(plain.app, { provider: 'twitter', code: 'c', state: 's', ticket: 't' }), 400, 'El inicio de sesión con Twitter no está configurado.');
    expectRefused(await start(t.app, 'myspace'), 400, 'No se indicó plataforma para inicio de sesión.');
    expectRefused(await finish(t.app, { provider: 'myspace', code: 'c', state: 's', ticket: 't' }), 400, 'No se indicó plataforma para inicio de sesión.');
  });

  it('answers 502 while the provider cannot be reached, and reads its discovery document again once it can', async () => {
    const later = await makeApp(database.handle, { config: { rateLimit: generous, socialSignIn: { facebook: oidc() } } });
    provider.setDown(true);
    try {
      expectRefused(await start(later.app, 'facebook'), 502, FAILED);
    } finally {
      provider.setDown(false);
    }
    try {
      expect((await finish(later.app, await atProvider('admin@example.com', 'facebook', later.app))).statusCode).toBe(200);
    } finally {
      await later.app.close();
    }
  });

  it('works with a provider given by its endpoints (OAuth 2.0 without discovery), the e-mail read at a field of its userinfo answer', async () => {
    const endpoints = { authorization: `${provider.issuer}/auth`, token: `${provider.issuer}/token`, userinfo: `${provider.issuer}/me` };
    const app = await makeApp(database.handle, {
      config: { rateLimit: generous, socialSignIn: { facebook: oidc({ issuer: undefined, endpoints, email: { from: 'userinfo', field: 'email' } }) } },
    });
    try {
      const started = json<{ resource: Started }>(await start(app.app, 'facebook')).resource;
      // No nonce without OpenID Connect; PKCE as ever.
      expect(new URL(started.url).searchParams.has('nonce')).toBe(false);
      expect(new URL(started.url).searchParams.get('code_challenge_method')).toBe('S256');
      const signedIn = await finish(app.app, await atProvider('admin@example.com', 'facebook', app.app));
      expect([signedIn.statusCode, json(signedIn).resource?.Role]).toEqual([200, { role_id: 1, name: 'Konverza' }]);
    } finally {
      await app.app.close();
    }
  });

  it('counts both calls in the sign-in limit per address', async () => {
    const limited = await makeApp(database.handle, { config: { rateLimit: { ...generous, signInPerAddress: 2 }, socialSignIn: { facebook: oidc() } } });
    // An address of its own: the counters of this file's other calls do not count.
    const from = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.29' });
    try {
      expect((await from('/api/auth/social/start', { provider: 'facebook', redirect_uri: CALLBACK })).statusCode).toBe(200);
      expect((await from('/api/auth/social', { provider: 'facebook', code: 'c', state: 's', ticket: 't' })).statusCode).toBe(400);
      const third = await from('/api/auth/social/start', { provider: 'facebook', redirect_uri: CALLBACK });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.app.close();
    }
  });
});
