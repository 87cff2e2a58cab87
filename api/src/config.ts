/**
 * Configuration from the environment (documented in README.md). `loadConfig` never reads the database:
 * the checks that need it (an admin exists in production) are made by `start` in server.ts.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bucketUrl, storeLocation, StoreLocationError, type StoreLocation } from '@console/releases';

/**
 * The release store, when RELEASE_DIR or RELEASE_S3_ENDPOINT names one (@console/releases storeLocation). Browsers'
 * address (RELEASE_PUBLIC_URL) is required with a folder; a bucket's own path-style address is its default.
 */
function releaseConfig(variables: Env, get: (name: string) => string | undefined): ReleaseConfig | undefined {
  let store: StoreLocation | null;
  try {
    store = storeLocation(variables);
  } catch (error) {
    if (!(error instanceof StoreLocationError)) throw error;
    throw new StartupError(
      error.problem === 'missing' ? `${error.variable} es obligatorio cuando RELEASE_S3_ENDPOINT está definido.` : `${error.variable} no es válido.`,
    );
  }
  if (!store) return undefined;
  const publicUrl = get('RELEASE_PUBLIC_URL') ?? (store.kind === 's3' ? bucketUrl(store) : undefined);
  if (!publicUrl) throw new StartupError('RELEASE_PUBLIC_URL es obligatorio con RELEASE_DIR: la dirección desde la que los navegadores leen las versiones.');
  const env = get('RELEASE_ENV') ?? 'production';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(env)) throw new StartupError(`RELEASE_ENV no es un nombre de entorno válido: '${env}'.`);
  return { store, publicUrl: baseUrl(publicUrl, 'RELEASE_PUBLIC_URL'), env };
}

export class StartupError extends Error {
  name = 'StartupError';
}

export interface RateLimitConfig {
  /** Length of the window every limit counts over, in ms. */
  windowMs: number;
  /** Login codes sent per e-mail per window (once the password was right). */
  codePerEmail: number;
  /** Wrong passwords and wrong codes per e-mail AND client address per window (callers without a valid device token). */
  failuresPerEmailAddress: number;
  /** Wrong passwords and wrong codes per device token per window (a browser that signed in before: auth/devices.ts). */
  failuresPerDevice: number;
  /** Sign-in calls (send, validate, login, social) per client address per window. */
  signInPerAddress: number;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** Signs access tokens and login codes. Without JWT_SECRET (never in production): generated once, see auth/secret.ts. */
  jwtSecret?: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /** Seconds a rotated refresh token still answers its successor (tabs refreshing at once). */
  refreshGraceSeconds: number;
  /** Seconds a login code lives. */
  codeTtl: number;
  /** Wrong guesses after which a login code is dead. */
  codeMaxAttempts: number;
  /** Seconds a device token (issued by a completed sign-in, auth/devices.ts) stays valid. */
  deviceTokenTtl: number;
  brand: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  corsOrigins: string[];
  /** The social sign-in's providers (auth/social.ts): those configured, by OAUTH_FACEBOOK_* and OAUTH_TWITTER_*. */
  socialSignIn: Partial<Record<SocialSignInProvider, SocialSignInConfig>>;
  /** The providers' APIs an account's platform is connected through (routes/account-links.ts): Facebook's Graph API, X's. */
  social: { facebook?: string; twitter?: TwitterApiConfig };
  rateLimit: RateLimitConfig;
  /** The reverse proxies (addresses or CIDRs) whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /**
   * The API's own public address ('https://api.example.com', no trailing slash): every address the API answers
   * (an uploaded file's, a short link's) is built from the configuration, never from a request's Host header.
   */
  publicUrl: string;
  uploads: UploadConfig;
  /** What a short link starts with, the code following it (GET /s/{code} of this API answers it). */
  shortUrlBase: string;
  /** The release store the console's remotes are loaded from (routes/releases.ts); absent: config.json decides alone. */
  releases?: ReleaseConfig;
  logLevel: string;
}

export type SocialSignInProvider = 'facebook' | 'twitter';

/**
 * A provider of the social sign-in: an OAuth 2.0 authorization-code flow with PKCE (auth/social.ts). OpenID Connect
 * when it has an issuer (its endpoints and keys read from its discovery document); otherwise plain OAuth 2.0 with
 * the endpoints given (Facebook's and X's, which are not full OpenID Connect).
 */
export interface SocialSignInConfig {
  issuer?: string;
  endpoints?: { authorization: string; token: string; userinfo?: string };
  clientId: string;
  clientSecret: string;
  /** The scopes asked for, space-separated. */
  scope: string;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
  /** Where the e-mail is read: the ID token's `email` claim, or the userinfo answer's field at the dotted path `field`. */
  email: { from: 'id_token' } | { from: 'userinfo'; field: string };
}

/**
 * X's API (v2), through which an account's X profile is connected: its base, and the X app whose consumer key and
 * secret sign every call together with the profile's access token and secret (OAuth 1.0a, HMAC-SHA1).
 */
export interface TwitterApiConfig {
  /** 'https://api.x.com/2' (a test's replay of it). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
}

/** RELEASE_DIR or RELEASE_S3_*, RELEASE_PUBLIC_URL and RELEASE_ENV (README, "Deploy one remote on its own"). */
export interface ReleaseConfig {
  /** The store's folder or bucket (scripts/console.mjs release writes it). */
  store: StoreLocation;
  /** Where browsers read the store's version folders: 'https://releases.example.com', no trailing slash. */
  publicUrl: string;
  /** The environment whose pointer this API serves. */
  env: string;
}

/** Where uploaded files go (POST utils/uploadToS3): the API's disk, or S3-compatible storage when `s3` is set. */
export interface UploadConfig {
  /** Folder of the files kept on disk (served at /files/{bucket}/{name}). */
  dir: string;
  /** The address files kept on disk are answered at (default: the API's PUBLIC_URL): 'https://api.example.com'. */
  publicUrl: string;
  s3?: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** The address objects are read at (default `{endpoint}/{bucket}`). */
    publicUrl: string;
  };
}

/** The configuration an app runs with: its signing secret known (given, or generated and kept on first start). */
export type RunConfig = Config & { jwtSecret: string };

const DEFAULT_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
export const DEFAULT_CORS_ORIGINS = DEFAULT_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 };

/** '900', '900s', '15m', '12h', '30d' → seconds. A bare number is seconds. */
export function parseDuration(value: string, name: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(value);
  if (!match) throw new StartupError(`${name} no es una duración válida: '${value}' (ejemplos: 900, 15m, 12h, 30d).`);
  const seconds = Number(match[1]) * UNITS[match[2] ?? 's'];
  if (!(seconds > 0)) throw new StartupError(`${name} debe ser mayor que cero.`);
  return seconds;
}

function positiveInt(value: string, name: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new StartupError(`${name} debe ser un entero positivo (recibido '${value}').`);
  }
  return Number(value);
}

function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StartupError(`${name} no es una URL válida: '${value}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StartupError(`${name} debe ser una URL http(s): '${value}'.`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * TRUST_PROXY: the proxies' addresses or CIDRs, comma-separated ('127.0.0.1', '10.0.0.0/8, ::1'), as Fastify's
 * trustProxy takes them: the client address is read from X-Forwarded-For only when the peer is one of them.
 * 'true' (trust anyone, so anyone could pick their address) is refused.
 */
function trustedProxies(value: string | undefined): string[] {
  if (!value) return [];
  const proxies = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const proxy of proxies) {
    const [address, prefix, ...rest] = proxy.split('/');
    const version = isIP(address);
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    if (!version || rest.length > 0 || !validPrefix) {
      throw new StartupError(
        `TRUST_PROXY debe ser la lista de direcciones de los proxies de confianza, separadas por comas (por ejemplo 127.0.0.1 o 10.0.0.0/8); recibido '${proxy}'.`,
      );
    }
  }
  return proxies;
}

/** PUBLIC_URL: an http(s) address without query, fragment or credentials, written as the URL parser writes it (ASCII). */
function baseUrl(value: string, name: string): string {
  const url = new URL(httpUrl(value, name));
  if (url.search || url.hash || url.username || url.password) {
    throw new StartupError(`${name} debe ser una dirección sin parámetros, fragmento ni credenciales: '${value}'.`);
  }
  return url.href.replace(/\/+$/, '');
}

type Env = Record<string, string | undefined>;

/** PUBLIC_URL's default: `http://localhost:{PORT}`, or the HOST listened on when it is one address of a network. */
function defaultPublicUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * UPLOAD_DIR (default: `uploads` beside the PGlite folder, or a temporary folder when the database is not on
 * disk), UPLOAD_PUBLIC_URL (default: the API's PUBLIC_URL); S3 when S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY
 * are then required, S3_REGION (us-east-1) and S3_PUBLIC_URL optional.
 */
function uploadConfig(get: (name: string) => string | undefined, dataDir: string, apiUrl: string): UploadConfig {
  const dir =
    get('UPLOAD_DIR') ??
    (dataDir.startsWith('memory://') || get('DATABASE_URL') ? path.join(os.tmpdir(), 'console-uploads') : path.join(path.dirname(dataDir), 'uploads'));
  const publicUrl = get('UPLOAD_PUBLIC_URL') ? httpUrl(get('UPLOAD_PUBLIC_URL')!, 'UPLOAD_PUBLIC_URL') : apiUrl;
  const endpoint = get('S3_ENDPOINT');
  if (!endpoint) return { dir, publicUrl };
  const required = (name: string) => {
    const value = get(name);
    if (!value) throw new StartupError(`${name} es obligatorio cuando S3_ENDPOINT está definido.`);
    return value;
  };
  const bucket = required('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new StartupError(`S3_BUCKET no es un nombre de bucket válido: '${bucket}'.`);
  const base = httpUrl(endpoint, 'S3_ENDPOINT');
  return {
    dir,
    publicUrl,
    s3: {
      endpoint: base,
      region: get('S3_REGION') ?? 'us-east-1',
      bucket,
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      publicUrl: get('S3_PUBLIC_URL') ? httpUrl(get('S3_PUBLIC_URL')!, 'S3_PUBLIC_URL') : `${base}/${bucket}`,
    },
  };
}

/** What a provider is when only its client is given: its real endpoints (Graph API v21.0; X's API v2). */
const SIGN_IN_DEFAULTS: Record<SocialSignInProvider, Omit<SocialSignInConfig, 'clientId' | 'clientSecret'>> = {
  facebook: {
    endpoints: {
      authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
      token: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/v21.0/me?fields=id,email',
    },
    scope: 'email',
    tokenAuth: 'client_secret_post',
    email: { from: 'userinfo', field: 'email' },
  },
  twitter: {
    endpoints: {
      authorization: 'https://x.com/i/oauth2/authorize',
      token: 'https://api.x.com/2/oauth2/token',
      userinfo: 'https://api.x.com/2/users/me?user.fields=confirmed_email',
    },
    scope: 'users.read tweet.read users.email',
    tokenAuth: 'client_secret_basic',
    email: { from: 'userinfo', field: 'data.confirmed_email' },
  },
};
const SIGN_IN_VARIABLES = ['CLIENT_ID', 'CLIENT_SECRET', 'ISSUER', 'AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL', 'SCOPES', 'EMAIL', 'EMAIL_FIELD', 'TOKEN_AUTH'];

/** An address a provider is reached at: https, or http on this machine only (a provider started by the tests). */
function providerUrl(value: string, name: string): string {
  const url = new URL(httpUrl(value, name));
  if (url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new StartupError(`${name} debe ser una dirección https (http solo en localhost): '${value}'.`);
  }
  // As given: an issuer is compared character for character with the one its discovery document names.
  return value;
}

/**
 * OAUTH_<PROVIDER>_*: the client (CLIENT_ID, CLIENT_SECRET), and the provider: ISSUER (OpenID Connect discovery) or
 * AUTHORIZATION_URL and TOKEN_URL (and USERINFO_URL), by default Facebook's or X's own; SCOPES; EMAIL (`id_token`
 * or `userinfo`) and EMAIL_FIELD; TOKEN_AUTH. Without CLIENT_ID the provider is not configured.
 */
function socialSignInConfig(provider: SocialSignInProvider, get: (name: string) => string | undefined): SocialSignInConfig | undefined {
  const prefix = `OAUTH_${provider.toUpperCase()}_`;
  const read = (name: string) => get(prefix + name);
  const clientId = read('CLIENT_ID');
  if (!clientId) {
    const stray = SIGN_IN_VARIABLES.find((name) => read(name) !== undefined);
    if (stray) throw new StartupError(`${prefix}CLIENT_ID es obligatorio cuando ${prefix}${stray} está definido.`);
    return undefined;
  }
  const clientSecret = read('CLIENT_SECRET');
  if (!clientSecret) throw new StartupError(`${prefix}CLIENT_SECRET es obligatorio cuando ${prefix}CLIENT_ID está definido.`);
  const url = (name: string) => (read(name) === undefined ? undefined : providerUrl(read(name)!, prefix + name));
  const issuer = url('ISSUER');
  const [authorization, token, userinfo] = [url('AUTHORIZATION_URL'), url('TOKEN_URL'), url('USERINFO_URL')];
  if (issuer && (authorization || token || userinfo)) {
    throw new StartupError(`${prefix}ISSUER o las direcciones (${prefix}AUTHORIZATION_URL, TOKEN_URL, USERINFO_URL): una de las dos formas.`);
  }
  if (Boolean(authorization) !== Boolean(token) || (userinfo && !authorization)) {
    throw new StartupError(`${prefix}AUTHORIZATION_URL y ${prefix}TOKEN_URL van juntas (y ${prefix}USERINFO_URL con ellas).`);
  }
  // Neither an issuer nor endpoints: the provider's own.
  const preset = issuer || authorization ? undefined : SIGN_IN_DEFAULTS[provider];
  const endpoints = issuer ? undefined : (preset?.endpoints ?? { authorization: authorization!, token: token!, userinfo });

  const from = read('EMAIL') ?? (issuer ? 'id_token' : 'userinfo');
  if (from !== 'id_token' && from !== 'userinfo') throw new StartupError(`${prefix}EMAIL debe ser id_token o userinfo (recibido '${from}').`);
  if (from === 'id_token' && !issuer) throw new StartupError(`${prefix}EMAIL=id_token necesita ${prefix}ISSUER: un token de identidad se comprueba con las claves del emisor.`);
  if (from === 'userinfo' && endpoints && !endpoints.userinfo) throw new StartupError(`${prefix}USERINFO_URL es obligatorio con ${prefix}EMAIL=userinfo.`);
  const field = read('EMAIL_FIELD') ?? (preset?.email.from === 'userinfo' ? preset.email.field : 'email');
  if (!/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(field)) throw new StartupError(`${prefix}EMAIL_FIELD debe ser un campo o una ruta de campos con puntos (recibido '${field}').`);

  const tokenAuth = read('TOKEN_AUTH') ?? preset?.tokenAuth ?? 'client_secret_basic';
  if (tokenAuth !== 'client_secret_basic' && tokenAuth !== 'client_secret_post') {
    throw new StartupError(`${prefix}TOKEN_AUTH debe ser client_secret_basic o client_secret_post (recibido '${tokenAuth}').`);
  }
  const scope = (read('SCOPES') ?? preset?.scope ?? (issuer ? 'openid email' : 'email')).split(/[\s,]+/).filter(Boolean).join(' ');
  return { issuer, endpoints, clientId, clientSecret, scope, tokenAuth, email: from === 'id_token' ? { from } : { from, field } };
}

/** X's API v2, where SOCIAL_TWITTER_URL does not say otherwise. */
const TWITTER_API_URL = 'https://api.x.com/2';

/**
 * SOCIAL_TWITTER_CONSUMER_KEY and SOCIAL_TWITTER_CONSUMER_SECRET: the X app's consumer key and secret ('API Key and
 * Secret' in X's developer portal); SOCIAL_TWITTER_URL: X's API v2, by default X's own. Without the key connecting an
 * X profile is not configured (503), and the others are refused alone.
 */
function twitterApiConfig(get: (name: string) => string | undefined): TwitterApiConfig | undefined {
  const url = get('SOCIAL_TWITTER_URL') === undefined ? TWITTER_API_URL : providerUrl(get('SOCIAL_TWITTER_URL')!, 'SOCIAL_TWITTER_URL').replace(/\/+$/, '');
  const consumerKey = get('SOCIAL_TWITTER_CONSUMER_KEY');
  if (!consumerKey) {
    const stray = ['SOCIAL_TWITTER_CONSUMER_SECRET', 'SOCIAL_TWITTER_URL'].find((name) => get(name) !== undefined);
    if (stray) throw new StartupError(`SOCIAL_TWITTER_CONSUMER_KEY es obligatorio cuando ${stray} está definido.`);
    return undefined;
  }
  const consumerSecret = get('SOCIAL_TWITTER_CONSUMER_SECRET');
  if (!consumerSecret) throw new StartupError('SOCIAL_TWITTER_CONSUMER_SECRET es obligatorio cuando SOCIAL_TWITTER_CONSUMER_KEY está definido.');
  return { url, consumerKey, consumerSecret };
}

export function loadConfig(env: Env = process.env): Config {
  const get = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const production = get('NODE_ENV') === 'production';

  const jwtSecret = get('JWT_SECRET');
  if (production && !jwtSecret) {
    throw new StartupError('JWT_SECRET es obligatorio con NODE_ENV=production (al menos 32 caracteres).');
  }
  if (production && jwtSecret && jwtSecret.length < 32) {
    throw new StartupError('JWT_SECRET debe tener al menos 32 caracteres con NODE_ENV=production.');
  }

  const port = get('PORT') ? positiveInt(get('PORT')!, 'PORT') : 4000;
  if (port > 65535) throw new StartupError(`PORT debe estar entre 1 y 65535 (recibido ${port}).`);
  const host = get('HOST') ?? '127.0.0.1';
  const publicUrl = get('PUBLIC_URL') ? baseUrl(get('PUBLIC_URL')!, 'PUBLIC_URL') : defaultPublicUrl(host, port);

  const adminEmail = get('ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && (adminPassword.length < 3 || adminPassword.length > 20)) {
    // The console's login form accepts passwords of 3 to 20 characters only (spec 5).
    throw new StartupError('ADMIN_PASSWORD debe tener entre 3 y 20 caracteres (regla del formulario de acceso).');
  }
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new StartupError(`ADMIN_EMAIL no es un correo válido: '${adminEmail}'.`);
  }

  const dataDir = get('DATA_DIR') ?? path.resolve(__dirname, '..', '.data', 'pglite');
  const corsOrigins = get('CORS_ORIGINS')
    ? get('CORS_ORIGINS')!
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;

  return {
    production,
    port,
    host,
    databaseUrl: get('DATABASE_URL'),
    dataDir,
    jwtSecret,
    accessTokenTtl: get('ACCESS_TOKEN_TTL') ? parseDuration(get('ACCESS_TOKEN_TTL')!, 'ACCESS_TOKEN_TTL') : 15 * 60,
    refreshGraceSeconds: get('REFRESH_GRACE') ? parseDuration(get('REFRESH_GRACE')!, 'REFRESH_GRACE') : 10,
    refreshTokenTtl: get('REFRESH_TOKEN_TTL')
      ? parseDuration(get('REFRESH_TOKEN_TTL')!, 'REFRESH_TOKEN_TTL')
      : 30 * 86400,
    codeTtl: get('LOGIN_CODE_TTL') ? parseDuration(get('LOGIN_CODE_TTL')!, 'LOGIN_CODE_TTL') : 10 * 60,
    codeMaxAttempts: get('LOGIN_CODE_MAX_ATTEMPTS')
      ? positiveInt(get('LOGIN_CODE_MAX_ATTEMPTS')!, 'LOGIN_CODE_MAX_ATTEMPTS')
      : 5,
    deviceTokenTtl: get('DEVICE_TOKEN_TTL') ? parseDuration(get('DEVICE_TOKEN_TTL')!, 'DEVICE_TOKEN_TTL') : 180 * 86400,
    brand: get('BRAND') ?? 'Konverza',
    smtpUrl: get('SMTP_URL'),
    mailFrom: get('MAIL_FROM') ?? `${get('BRAND') ?? 'Konverza'} <no-reply@localhost>`,
    adminEmail,
    adminPassword,
    corsOrigins,
    socialSignIn: Object.fromEntries(
      (['facebook', 'twitter'] as const).flatMap((provider) => {
        const config = socialSignInConfig(provider, get);
        return config ? [[provider, config]] : [];
      }),
    ),
    social: {
      facebook: get('SOCIAL_FACEBOOK_URL') ? httpUrl(get('SOCIAL_FACEBOOK_URL')!, 'SOCIAL_FACEBOOK_URL') : undefined,
      twitter: twitterApiConfig(get),
    },
    rateLimit: {
      windowMs:
        (get('RATE_LIMIT_WINDOW') ? parseDuration(get('RATE_LIMIT_WINDOW')!, 'RATE_LIMIT_WINDOW') : 600) * 1000,
      codePerEmail: get('RATE_LIMIT_CODE_PER_EMAIL')
        ? positiveInt(get('RATE_LIMIT_CODE_PER_EMAIL')!, 'RATE_LIMIT_CODE_PER_EMAIL')
        : 10,
      failuresPerEmailAddress: get('RATE_LIMIT_FAILURES_PER_EMAIL_ADDRESS')
        ? positiveInt(get('RATE_LIMIT_FAILURES_PER_EMAIL_ADDRESS')!, 'RATE_LIMIT_FAILURES_PER_EMAIL_ADDRESS')
        : 10,
      failuresPerDevice: get('RATE_LIMIT_FAILURES_PER_DEVICE')
        ? positiveInt(get('RATE_LIMIT_FAILURES_PER_DEVICE')!, 'RATE_LIMIT_FAILURES_PER_DEVICE')
        : 10,
      signInPerAddress: get('RATE_LIMIT_SIGNIN_PER_ADDRESS')
        ? positiveInt(get('RATE_LIMIT_SIGNIN_PER_ADDRESS')!, 'RATE_LIMIT_SIGNIN_PER_ADDRESS')
        : 100,
    },
    trustProxy: trustedProxies(get('TRUST_PROXY')),
    publicUrl,
    uploads: uploadConfig(get, dataDir, publicUrl),
    shortUrlBase: get('SHORT_URL_BASE') ? `${httpUrl(get('SHORT_URL_BASE')!, 'SHORT_URL_BASE')}/` : `${publicUrl}/s/`,
    releases: releaseConfig(env, get),
    logLevel: get('LOG_LEVEL') ?? 'info',
  };
}
