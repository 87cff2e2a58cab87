/**
 * The social sign-in in Chromium against a real OpenID Connect server: oidc-provider, started here on the port
 * the run's API was told (ports.ts, OAUTH_FACEBOOK_ISSUER). A staff admin presses 'Facebook' on /login, signs in on
 * the provider's own page in the window it opens, consents, and lands signed in on the console; an e-mail no admin
 * has is refused with the spec's words.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { HOST_URL, OIDC } from '../ports';
import { COLD_LOAD_MS } from './session';

let server: Server;

test.beforeAll(async () => {
  // An ES module (Node 20 requires it natively; loaded as one either way).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(OIDC.issuer, {
    clients: [{ client_id: OIDC.clientId, client_secret: OIDC.clientSecret, redirect_uris: [`${HOST_URL}/login/social-callback`] }],
    // Every login is an account whose (verified) e-mail is that login.
    findAccount: async (_context, id) => ({ accountId: id, claims: async () => ({ sub: id, email: id, email_verified: true }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['llave-de-cookies-e2e'] },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JsonWebKey] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  const handle: (request: IncomingMessage, response: ServerResponse) => void = provider.callback();
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(OIDC.port, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Presses 'Facebook' on /login and signs in as `email` on the provider's own pages, in the window that opens. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto('/login');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Facebook' }).click();
  const popup = await opened;
  await popup.getByPlaceholder('Enter any login').fill(email);
  await popup.getByPlaceholder('and password').fill('cualquiera');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  // Back on the console's callback page, which hands the code to the login page and closes.
  await popup.waitForEvent('close');
}

test('a staff admin signs in with Facebook through the OpenID Connect provider and lands on the console', async ({ page }) => {
  await signInAtProvider(page, 'admin@example.com');
  await page.waitForURL('**/master/organizations', { timeout: COLD_LOAD_MS });
  await expect(page.getByRole('heading', { name: 'Organizaciones', level: 1 })).toBeVisible({ timeout: COLD_LOAD_MS });
  // A session the console keeps: a reload stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Organizaciones', level: 1 })).toBeVisible({ timeout: COLD_LOAD_MS });
});

test('an e-mail no admin has is refused, and the page stays on /login', async ({ page }) => {
  await signInAtProvider(page, 'nadie@example.com');
  await expect(page.getByRole('alert')).toHaveText('Error iniciando sesión.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Facebook' })).toBeEnabled();
});
