import { DEFAULT_CORS_ORIGINS, loadConfig, parseDuration, StartupError } from './config';

describe('loadConfig', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      host: '127.0.0.1',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 86400,
      refreshGraceSeconds: 10,
      codeTtl: 600,
      codeMaxAttempts: 5,
      brand: 'Konverza',
      corsOrigins: DEFAULT_CORS_ORIGINS,
      rateLimit: { windowMs: 600_000, codePerEmail: 10, signInPerAddress: 100, failuresPerDevice: 10 },
      deviceTokenTtl: 180 * 86400,
    });
    expect(config.corsOrigins).toContain('http://127.0.0.1:3005');
    expect(config.databaseUrl).toBeUndefined();
    // No secret written in the code: without JWT_SECRET the server generates one on first start (auth/secret.ts).
    expect(config.jwtSecret).toBeUndefined();
  });

  it('refuses production without JWT_SECRET, or with a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(StartupError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/32/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).production).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 'secret',
      ACCESS_TOKEN_TTL: '5m',
      REFRESH_TOKEN_TTL: '7d',
      BRAND: 'Botlers',
      SMTP_URL: 'smtp://localhost:25',
      MAIL_FROM: 'a@b.c',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'secret123',
      CORS_ORIGINS: 'https://console.example.com/, http://localhost:8080',
      SOCIAL_FACEBOOK_URL: 'http://127.0.0.1:9999/fb/',
      RATE_LIMIT_WINDOW: '1h',
      RATE_LIMIT_CODE_PER_EMAIL: '3',
      RATE_LIMIT_SIGNIN_PER_ADDRESS: '7',
      RATE_LIMIT_FAILURES_PER_DEVICE: '4',
      DEVICE_TOKEN_TTL: '90d',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@localhost/db',
      dataDir: '/tmp/x',
      accessTokenTtl: 300,
      refreshTokenTtl: 7 * 86400,
      brand: 'Botlers',
      smtpUrl: 'smtp://localhost:25',
      mailFrom: 'a@b.c',
      adminEmail: 'boss@example.com',
      corsOrigins: ['https://console.example.com', 'http://localhost:8080'],
      social: { facebook: 'http://127.0.0.1:9999/fb', twitter: undefined },
      rateLimit: { windowMs: 3_600_000, codePerEmail: 3, signInPerAddress: 7, failuresPerDevice: 4 },
      deviceTokenTtl: 90 * 86400,
    });
  });

  it("reads X's app keys for connecting a profile, X's own API by default, and refuses a half-configured one", () => {
    expect(loadConfig({ SOCIAL_TWITTER_CONSUMER_KEY: 'key', SOCIAL_TWITTER_CONSUMER_SECRET: 'secret' }).social.twitter).toEqual({
      url: 'https://api.x.com/2',
      consumerKey: 'key',
      consumerSecret: 'secret',
    });
    expect(
      loadConfig({ SOCIAL_TWITTER_CONSUMER_KEY: 'key', SOCIAL_TWITTER_CONSUMER_SECRET: 'secret', SOCIAL_TWITTER_URL: 'http://127.0.0.1:9999/x/2/' }).social
        .twitter?.url,
    ).toBe('http://127.0.0.1:9999/x/2');
    expect(() => loadConfig({ SOCIAL_TWITTER_CONSUMER_KEY: 'key' })).toThrow(/SOCIAL_TWITTER_CONSUMER_SECRET/);
    expect(() => loadConfig({ SOCIAL_TWITTER_CONSUMER_SECRET: 'secret' })).toThrow(/SOCIAL_TWITTER_CONSUMER_KEY/);
    expect(() => loadConfig({ SOCIAL_TWITTER_URL: 'https://api.x.com/2' })).toThrow(/SOCIAL_TWITTER_CONSUMER_KEY/);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ SOCIAL_TWITTER_CONSUMER_KEY: 'k', SOCIAL_TWITTER_CONSUMER_SECRET: 's', SOCIAL_TWITTER_URL: 'ftp://x' })).toThrow(/SOCIAL_TWITTER_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(21) })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ RATE_LIMIT_CODE_PER_EMAIL: '0' })).toThrow(/RATE_LIMIT_CODE_PER_EMAIL/);
    expect(() => loadConfig({ RATE_LIMIT_FAILURES_PER_DEVICE: '0' })).toThrow(/RATE_LIMIT_FAILURES_PER_DEVICE/);
    expect(() => loadConfig({ DEVICE_TOKEN_TTL: 'forever' })).toThrow(/DEVICE_TOKEN_TTL/);
  });
});

describe('the social sign-in (OAUTH_FACEBOOK_*, OAUTH_TWITTER_*)', () => {
  const client = (provider: string) => ({ [`OAUTH_${provider}_CLIENT_ID`]: 'app-123', [`OAUTH_${provider}_CLIENT_SECRET`]: 'secreto' });

  it('configures no provider by default', () => {
    expect(loadConfig({}).socialSignIn).toEqual({});
  });

  it("takes a provider's own endpoints when only its client is given: Facebook's Graph API, X's API", () => {
    expect(loadConfig({ ...client('FACEBOOK'), ...client('TWITTER') }).socialSignIn).toEqual({
      facebook: {
        endpoints: {
          authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
          token: 'https://graph.facebook.com/v21.0/oauth/access_token',
          userinfo: 'https://graph.facebook.com/v21.0/me?fields=id,email',
        },
        clientId: 'app-123',
        clientSecret: 'secreto',
        scope: 'email',
        tokenAuth: 'client_secret_post',
        email: { from: 'userinfo', field: 'email' },
      },
      twitter: expect.objectContaining({ scope: 'users.read tweet.read users.email', tokenAuth: 'client_secret_basic', email: { from: 'userinfo', field: 'data.confirmed_email' } }),
    });
  });

  it('reads an OpenID Connect issuer (e-mail from the ID token by default) or explicit endpoints, scopes, e-mail and client authentication', () => {
    expect(loadConfig({ ...client('FACEBOOK'), OAUTH_FACEBOOK_ISSUER: 'http://127.0.0.1:4120' }).socialSignIn.facebook).toEqual({
      issuer: 'http://127.0.0.1:4120',
      clientId: 'app-123',
      clientSecret: 'secreto',
      scope: 'openid email',
      tokenAuth: 'client_secret_basic',
      email: { from: 'id_token' },
    });
    expect(
      loadConfig({
        ...client('TWITTER'),
        OAUTH_TWITTER_AUTHORIZATION_URL: 'https://auth.example.com/authorize',
        OAUTH_TWITTER_TOKEN_URL: 'https://auth.example.com/token',
        OAUTH_TWITTER_USERINFO_URL: 'https://api.example.com/me?fields=mail',
        OAUTH_TWITTER_SCOPES: 'profile, mail',
        OAUTH_TWITTER_EMAIL_FIELD: 'data.mail',
        OAUTH_TWITTER_TOKEN_AUTH: 'client_secret_post',
      }).socialSignIn.twitter,
    ).toEqual({
      endpoints: { authorization: 'https://auth.example.com/authorize', token: 'https://auth.example.com/token', userinfo: 'https://api.example.com/me?fields=mail' },
      clientId: 'app-123',
      clientSecret: 'secreto',
      scope: 'profile mail',
      tokenAuth: 'client_secret_post',
      email: { from: 'userinfo', field: 'data.mail' },
    });
  });

  it('refuses an incomplete or contradictory provider, naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ OAUTH_FACEBOOK_ISSUER: 'https://id.example.com' }, /OAUTH_FACEBOOK_CLIENT_ID es obligatorio cuando OAUTH_FACEBOOK_ISSUER/],
      [{ OAUTH_TWITTER_CLIENT_ID: 'x' }, /OAUTH_TWITTER_CLIENT_SECRET es obligatorio/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_ISSUER: 'https://id.example.com', OAUTH_FACEBOOK_TOKEN_URL: 'https://id.example.com/token' }, /una de las dos formas/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_AUTHORIZATION_URL: 'https://id.example.com/auth' }, /van juntas/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_USERINFO_URL: 'https://id.example.com/me' }, /van juntas/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_EMAIL: 'id_token' }, /OAUTH_FACEBOOK_EMAIL=id_token necesita OAUTH_FACEBOOK_ISSUER/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_EMAIL: 'perfil' }, /OAUTH_FACEBOOK_EMAIL debe ser id_token o userinfo/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_AUTHORIZATION_URL: 'https://a.example/auth', OAUTH_FACEBOOK_TOKEN_URL: 'https://a.example/token' }, /OAUTH_FACEBOOK_USERINFO_URL es obligatorio/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_EMAIL_FIELD: 'data[0]' }, /OAUTH_FACEBOOK_EMAIL_FIELD/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_TOKEN_AUTH: 'private_key_jwt' }, /OAUTH_FACEBOOK_TOKEN_AUTH/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_ISSUER: 'http://id.example.com' }, /OAUTH_FACEBOOK_ISSUER debe ser una dirección https/],
      [{ ...client('FACEBOOK'), OAUTH_FACEBOOK_ISSUER: 'ftp://id.example.com' }, /OAUTH_FACEBOOK_ISSUER/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('parseDuration', () => {
  it.each([
    ['900', 900],
    ['90s', 90],
    ['15m', 900],
    ['12h', 43_200],
    ['30d', 2_592_000],
  ])('%s → %d s', (text, seconds) => expect(parseDuration(text, 'X')).toBe(seconds));
  it('refuses zero and nonsense', () => {
    expect(() => parseDuration('0', 'X')).toThrow(StartupError);
    expect(() => parseDuration('-5m', 'X')).toThrow(StartupError);
  });
});

describe('TRUST_PROXY', () => {
  it("takes the proxies' addresses and CIDRs; none by default", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });
  it("refuses 'true' (anyone could choose their address) and anything that is not an address", () => {
    for (const value of ['true', '1', 'proxy.local', '10.0.0.0/33']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY debe ser la lista de direcciones/);
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is the address every answered URL is built from: http://localhost:PORT by default', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://localhost:4000', uploads: { publicUrl: 'http://localhost:4000' }, shortUrlBase: 'http://localhost:4000/s/' });
    expect(loadConfig({ PORT: '4100', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ HOST: '10.0.0.5' }).publicUrl).toBe('http://10.0.0.5:4000');
    expect(loadConfig({ HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:4000');
  });

  it('names files and short links unless their own variables say otherwise; written in ASCII, without the trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.bücher.example/consola/' })).toMatchObject({
      publicUrl: 'https://api.xn--bcher-kva.example/consola',
      uploads: { publicUrl: 'https://api.xn--bcher-kva.example/consola' },
      shortUrlBase: 'https://api.xn--bcher-kva.example/consola/s/',
    });
    const own = loadConfig({ PUBLIC_URL: 'https://api.example.com', UPLOAD_PUBLIC_URL: 'https://cdn.example.com', SHORT_URL_BASE: 'https://ko.example' });
    expect(own).toMatchObject({ uploads: { publicUrl: 'https://cdn.example.com' }, shortUrlBase: 'https://ko.example/' });
  });

  it('refuses what is not a base address', () => {
    for (const value of ['api.example.com', 'ftp://api.example.com', 'https://api.example.com/?a=1', 'https://api.example.com/#x', 'https://user:pw@api.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    }
  });
});
