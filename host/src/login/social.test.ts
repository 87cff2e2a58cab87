import { setConfig } from '@console/core';
import { fail, mockApi } from '@console/ui/testing';
import { signInWithProvider } from './social';

describe('signInWithProvider', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setConfig({});
  });
  const providerWindow = () => {
    const popup = { closed: false, close: jest.fn(), location: { assign: jest.fn() } };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    return { popup, open };
  };

  it('refuses an unknown platform and an unconfigured provider with the catalogue texts, opening nothing', async () => {
    setConfig({ socialProviders: ['facebook'] });
    const { open } = providerWindow();
    await expect(signInWithProvider('myspace')).rejects.toThrow('No se indicó plataforma para inicio de sesión.');
    await expect(signInWithProvider('twitter')).rejects.toThrow('El inicio de sesión con Twitter no está configurado.');
    setConfig({});
    await expect(signInWithProvider('messenger')).rejects.toThrow('El inicio de sesión con Facebook no está configurado.');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the window at once, before any call (a window opened after one would be blocked)', async () => {
    setConfig({ socialProviders: ['facebook'] });
    const requests = mockApi({ 'POST auth/social/start': fail(429, 'Demasiados intentos. Intenta de nuevo más tarde.') });
    const { open, popup } = providerWindow();
    const result = signInWithProvider('messenger');
    expect([open.mock.calls.length, requests.length]).toEqual([1, 0]);
    // The API's own words for a limit reached; the window closes.
    await expect(result).rejects.toThrow('Demasiados intentos. Intenta de nuevo más tarde.');
    expect(requests.map((r) => r.body)).toEqual([{ provider: 'facebook', redirect_uri: `${window.location.origin}/login/social-callback` }]);
    expect(popup.close).toHaveBeenCalled();
  });

  it('a blocked window says so', async () => {
    setConfig({ socialProviders: ['twitter'] });
    jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithProvider('twitter')).rejects.toThrow(/ventanas emergentes/);
  });
});
