import { canEnterByLogin, canEnterByLookup, socialProvider } from './session';

describe('dashboard entry rules', () => {
  it('lets only role_id 1 in by the login path', () => {
    expect(canEnterByLogin({ role_id: 1 })).toBe(true);
    expect(canEnterByLogin({ role_id: 2 })).toBe(false);
    expect(canEnterByLogin(null)).toBe(false);
  });

  it("lets 'Nerd' and the brand role in by the admin-lookup path", () => {
    expect(canEnterByLookup('Nerd', 'Konverza')).toBe(true);
    expect(canEnterByLookup('Konverza', 'Konverza')).toBe(true);
    expect(canEnterByLookup('Agente', 'Konverza')).toBe(false);
  });

  it("maps social providers, 'messenger' through facebook", () => {
    expect(socialProvider('facebook')).toBe('facebook');
    expect(socialProvider('messenger')).toBe('facebook');
    expect(socialProvider('twitter')).toBe('twitter');
    expect(socialProvider('google')).toBeNull();
  });
});
