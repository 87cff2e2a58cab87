import { setConfig } from '@console/core';
import { SocialCancelled, requestSocialToken, socialAuthorizeUrl } from './social';

const ORIGIN = 'http://localhost:3000';
const config = (providers = {}) => ({ apiUrl: '', messagingUrl: '', socialProviders: providers });

describe('socialAuthorizeUrl', () => {
  it("maps 'messenger' to facebook and builds the provider URL with redirect_uri and state", () => {
    const { provider, url } = socialAuthorizeUrl('messenger', 'abc', {
      origin: ORIGIN,
      config: config({ facebook: { authUrl: 'https://auth.example/dialog?client_id=1' } }),
    });
    expect(provider).toBe('facebook');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://auth.example/dialog');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      client_id: '1',
      redirect_uri: 'http://localhost:3000/login/social-callback',
      state: 'abc',
    });
  });

  it('refuses an unknown platform with the catalogue text', () => {
    expect(() => socialAuthorizeUrl('myspace', 's', { origin: ORIGIN, config: config() })).toThrow(
      'No se indicó plataforma para inicio de sesión.',
    );
    expect(() => socialAuthorizeUrl(null, 's', { origin: ORIGIN, config: config() })).toThrow(
      'No se indicó plataforma para inicio de sesión.',
    );
  });

  it('says when the provider is not configured', () => {
    expect(() => socialAuthorizeUrl('twitter', 's', { origin: ORIGIN, config: config() })).toThrow(
      'El inicio de sesión con Twitter no está configurado.',
    );
  });
});

describe('requestSocialToken', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setConfig({ socialProviders: { facebook: { authUrl: 'https://auth.example/dialog' } } });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    setConfig({});
  });

  const post = (data: unknown, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { origin, data }));

  it('ignores other origins and a wrong state is refused', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false, close: jest.fn() } as unknown as Window);
    const result = requestSocialToken('facebook');
    const state = new URL(open.mock.calls[0][0] as string).searchParams.get('state');
    post({ type: 'console:social-sign-in', state, access_token: 'evil', error: null }, 'https://evil.example');
    post({ type: 'console:social-sign-in', state: 'other', access_token: 't', error: null });
    await expect(result).rejects.toThrow('Ocurrió un error iniciando sesión.');
  });

  it('a provider error is a sign-in failure', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false, close: jest.fn() } as unknown as Window);
    const result = requestSocialToken('facebook');
    const state = new URL(open.mock.calls[0][0] as string).searchParams.get('state');
    post({ type: 'console:social-sign-in', state, access_token: null, error: 'access_denied' });
    await expect(result).rejects.toThrow('Ocurrió un error iniciando sesión.');
  });

  it('a closed window is a silent cancellation', async () => {
    const popup = { closed: false, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const result = requestSocialToken('facebook');
    popup.closed = true;
    jest.advanceTimersByTime(2000);
    await expect(result).rejects.toBeInstanceOf(SocialCancelled);
  });

  it('a blocked popup says so', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(requestSocialToken('facebook')).rejects.toThrow(/ventanas emergentes/);
  });
});
