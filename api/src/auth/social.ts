/**
 * The social sign-in (spec 5) as an OAuth 2.0 authorization-code flow with PKCE, through openid-client: OpenID
 * Connect when the provider has an issuer, plain OAuth 2.0 with its endpoints otherwise (config.ts,
 * SocialSignInConfig).
 *
 * `startSocialSignIn` builds the provider's authorization address (state, nonce, an S256 challenge) and seals what
 * the finish needs — the verifier, the nonce, the state, the provider, the redirect address and an expiry — into a
 * ticket: AES-256-GCM under a key derived from the API's secret (auth/secret.ts). The browser carries the ticket,
 * so no table holds it and any instance of the API can finish. `finishSocialSignIn` opens it, checks the state the
 * provider sent back, exchanges the code with the verifier (the library checks the ID token's signature, issuer,
 * audience and nonce) and reads the e-mail, refused when the provider says it is not verified. A replayed ticket
 * fails at the provider: a code is good once.
 *
 * Tokens (the provider's, the client secret) are never answered nor logged; a failure is logged by its kind only.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type * as OpenId from 'openid-client' with { 'resolution-mode': 'import' };
import { z } from 'zod';
import type { SocialSignInConfig, SocialSignInProvider } from '../config';

type Library = typeof OpenId;
let library: Promise<Library> | undefined;
/** openid-client is an ES module: loaded when a social sign-in first needs it. */
const openid = () => (library ??= import('openid-client'));

/** A sign-in that cannot complete with what the browser sent (400), or a provider that failed (502). */
export class SocialSignInFailure extends Error {
  name = 'SocialSignInFailure';
  constructor(
    readonly status: 400 | 502,
    reason: string,
  ) {
    super(reason);
  }
}
const refused = (reason: string) => new SocialSignInFailure(400, reason);

/** Seconds a ticket lives: the time to sign in at the provider. */
const TICKET_TTL_S = 10 * 60;
/** Seconds a call to the provider may take. */
const PROVIDER_TIMEOUT_S = 10;

const ticketSchema = z.object({
  provider: z.enum(['facebook', 'twitter']),
  state: z.string(),
  nonce: z.string().optional(),
  verifier: z.string(),
  redirectUri: z.string(),
  expires: z.number(),
});
type Ticket = z.infer<typeof ticketSchema>;

const ticketKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', 'console social sign-in ticket', 32));

function sealTicket(secret: string, ticket: Ticket): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ticketKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(ticket), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The ticket, when it is one this API sealed and it has not expired. */
function openTicket(secret: string, sealed: string, now: Date): Ticket {
  let ticket: Ticket;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', ticketKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(-16));
    const opened = Buffer.concat([decipher.update(bytes.subarray(12, -16)), decipher.final()]);
    ticket = ticketSchema.parse(JSON.parse(opened.toString('utf8')));
  } catch {
    throw refused('the ticket is not one this API sealed');
  }
  if (ticket.expires * 1000 <= now.getTime()) throw refused('the ticket expired');
  return ticket;
}

/** The library's configuration of each provider, made once (its discovery document read then); a failure is retried next time. */
const configurations = new WeakMap<SocialSignInConfig, Promise<OpenId.Configuration>>();

async function configure(provider: SocialSignInConfig): Promise<OpenId.Configuration> {
  const client = await openid();
  const auth = provider.tokenAuth === 'client_secret_post' ? client.ClientSecretPost(provider.clientSecret) : client.ClientSecretBasic(provider.clientSecret);
  // config.ts allows http only on this machine (a provider the tests start).
  const addresses = provider.issuer ? [provider.issuer] : Object.values(provider.endpoints ?? {});
  const execute = addresses.some((address) => address?.startsWith('http:')) ? [client.allowInsecureRequests] : [];
  if (provider.issuer) {
    return client.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, { execute, timeout: PROVIDER_TIMEOUT_S });
  }
  const { authorization, token, userinfo } = provider.endpoints!;
  const configuration = new client.Configuration(
    // Not OpenID Connect: no ID token is expected, so the issuer only names the server.
    { issuer: new URL(authorization).origin, authorization_endpoint: authorization, token_endpoint: token, userinfo_endpoint: userinfo },
    provider.clientId,
    undefined,
    auth,
  );
  configuration.timeout = PROVIDER_TIMEOUT_S;
  for (const run of execute) run(configuration);
  return configuration;
}

function configurationOf(provider: SocialSignInConfig): Promise<OpenId.Configuration> {
  let pending = configurations.get(provider);
  if (!pending) {
    pending = configure(provider);
    configurations.set(provider, pending);
    pending.catch(() => configurations.delete(provider));
  }
  return pending;
}

/** The provider's authorization address for the browser, the state it will bring back, and the sealed ticket. */
export async function startSocialSignIn(
  name: SocialSignInProvider,
  provider: SocialSignInConfig,
  { redirectUri, secret, now }: { redirectUri: string; secret: string; now: Date },
): Promise<{ url: string; state: string; ticket: string }> {
  const client = await openid();
  const configuration = await providerCall(() => configurationOf(provider));
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  // A nonce binds the ID token to this sign-in: only an OpenID Connect provider issues one.
  const nonce = provider.issuer ? client.randomNonce() : undefined;
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: provider.scope,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(nonce && { nonce }),
  });
  const expires = Math.floor(now.getTime() / 1000) + TICKET_TTL_S;
  return { url: url.href, state, ticket: sealTicket(secret, { provider: name, state, nonce, verifier, redirectUri, expires }) };
}

/** What the provider's redirect brought back to the console's callback page. */
export interface SocialCallback {
  code: string;
  state: string;
  iss?: string;
}

const emailSchema = z.string().trim().max(254).email();

/** The e-mail in `source` at the dotted path `field`, unless the object holding it says it is not verified. */
function verifiedEmail(source: unknown, field: string): string {
  const path = field.split('.');
  const holder = path.slice(0, -1).reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
  const values = holder && typeof holder === 'object' ? (holder as Record<string, unknown>) : {};
  const email = emailSchema.safeParse(values[path[path.length - 1]]);
  if (!email.success) throw refused(`the provider answered no e-mail at ${field}`);
  if ('email_verified' in values && values.email_verified !== true) throw refused('the provider says the e-mail is not verified');
  return email.data;
}

/** Runs calls to the provider: a failure of theirs (unreachable, an answer of another shape) is a 502. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SocialSignInFailure) throw error;
    throw new SocialSignInFailure(502, failureKind(error));
  }
}

/** A failure by its kind, never its details: they may carry the provider's answer. */
function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown failure';
  const { code, error: oauthError } = error as { code?: string; error?: string };
  return [error.name, code, oauthError].filter(Boolean).join(' ');
}

/**
 * The verified e-mail of the person who signed in at the provider: the ticket opened and its state checked, the
 * code exchanged with its verifier, the e-mail read from the ID token or the userinfo answer.
 */
export async function finishSocialSignIn(
  name: SocialSignInProvider,
  provider: SocialSignInConfig,
  callback: SocialCallback,
  { ticket: sealed, secret, now }: { ticket: string; secret: string; now: Date },
): Promise<string> {
  const ticket = openTicket(secret, sealed, now);
  if (ticket.provider !== name) throw refused('the ticket is for another provider');
  if (callback.state !== ticket.state) throw refused('the state is not the one sent');
  const client = await openid();
  const configuration = await providerCall(() => configurationOf(provider));
  const answered = new URL(ticket.redirectUri);
  for (const [key, value] of Object.entries(callback)) if (value !== undefined) answered.searchParams.set(key, value);

  let tokens: Awaited<ReturnType<Library['authorizationCodeGrant']>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, answered, {
      pkceCodeVerifier: ticket.verifier,
      expectedState: ticket.state,
      expectedNonce: ticket.nonce,
      idTokenExpected: Boolean(provider.issuer),
    });
  } catch (error) {
    // The provider refuses the code (used already, expired, another client's): the browser's doing, not theirs.
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') throw refused(failureKind(error));
    throw new SocialSignInFailure(502, failureKind(error));
  }
  if (provider.email.from === 'id_token') return verifiedEmail(tokens.claims(), 'email');
  const { field } = provider.email;
  const info = await providerCall(async () => {
    if (provider.issuer) return client.fetchUserInfo(configuration, tokens.access_token, tokens.claims()?.sub ?? client.skipSubjectCheck);
    const response = await client.fetchProtectedResource(configuration, tokens.access_token, new URL(provider.endpoints!.userinfo!), 'GET');
    if (!response.ok) throw new Error(`the userinfo endpoint answered ${response.status}`);
    return (await response.json()) as unknown;
  });
  return verifiedEmail(info, field);
}
