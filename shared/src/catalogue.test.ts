import { formatDate, formatDateLong } from './dates';
import { messages, requestErrorMessage, serverErrorMessage } from './messages';
import { routePath } from './routes';
import { canEnterByLogin, canEnterByLookup, socialProvider } from './session';

describe('messages', () => {
  it('builds the two catalogue patterns from verb and resource', () => {
    expect(serverErrorMessage('obteniendo', 'organizaciones')).toBe('Error obteniendo organizaciones.');
    expect(requestErrorMessage('habilitando', 'administrador')).toBe('Ocurrió un error habilitando administrador.');
  });

  it('asks for delete confirmation with the fixed text', () => {
    expect(messages.confirmDelete('el rol Ventas')).toBe('¿Deseas eliminar el rol Ventas? No se puede deshacer esta acción.');
  });
});

describe('dates', () => {
  it("reads 'DD MMM, YYYY' and 'DD MMMM, YYYY' in Spanish", () => {
    expect(formatDate('2026-11-05T12:00:00')).toBe('05 nov, 2026');
    expect(formatDate(new Date(2026, 8, 30))).toBe('30 sep, 2026');
    expect(formatDateLong('2026-01-09T12:00:00')).toBe('09 enero, 2026');
  });

  it("shows '-' for a missing or invalid date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('named routes', () => {
  it('builds cross-area paths from names and params', () => {
    expect(routePath('organization-accounts', { organization_id: 7 })).toBe('/organization/7/accounts');
    expect(routePath('personalization', { account_id: 12 })).toBe('/account/12/personalization');
    expect(routePath('partner', { partner_id: 3 })).toBe('/master/partners/3');
    expect(routePath('user-attributes', { account_id: 1, user_id: 9 }, { platform: 'messenger' })).toBe(
      '/account/1/users/9?platform=messenger',
    );
    expect(routePath('master')).toBe('/master');
  });
});

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
