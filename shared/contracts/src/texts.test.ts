import { formatDate, formatDateLong, formatDateTime } from './dates';
import { messages, requestErrorMessage, resourceTexts, serverErrorMessage } from './texts';
import { routePath } from './routes';

describe('messages', () => {
  it('builds the two catalogue patterns from verb and resource', () => {
    expect(serverErrorMessage('obteniendo', 'organizaciones')).toBe('Error obteniendo organizaciones.');
    expect(requestErrorMessage('habilitando', 'administrador')).toBe('Ocurrió un error habilitando administrador.');
  });

  it('asks for delete confirmation with the fixed text', () => {
    expect(messages.confirmDelete('el rol Ventas')).toBe('¿Deseas eliminar el rol Ventas? No se puede deshacer esta acción.');
  });
});

describe('resource texts', () => {
  it('words every standard text from the names and their gender', () => {
    const platform = resourceTexts({ one: 'plataforma', many: 'plataformas', gender: 'f' });
    expect([platform.title, platform.createTitle, platform.created, platform.updated, platform.deleted]).toEqual([
      'Plataformas', 'Crear plataforma', 'Plataforma creada con éxito', 'Plataforma actualizada', 'Plataforma eliminada',
    ]);
    expect(platform.notFound).toBe('La plataforma no existe');
    expect(platform.confirmDelete('Web')).toBe('¿Deseas eliminar la plataforma Web? No se puede deshacer esta acción.');
    const role = resourceTexts({ one: 'rol', many: 'roles', gender: 'm' }, { created: 'Rol nuevo' });
    expect([role.created, role.updated, role.notFound, role.what('Ventas')]).toEqual([
      'Rol nuevo', 'Rol actualizado', 'El rol no existe', 'el rol Ventas',
    ]);
  });

  it('words a selection, its delete and a restore, agreeing in gender and number (a person takes "a")', () => {
    const platform = resourceTexts({ one: 'plataforma', many: 'plataformas', gender: 'f' });
    expect([platform.selected(1), platform.selected(3), platform.deleteManyTitle, platform.deletedMany(1), platform.deletedMany(1200)]).toEqual([
      'la plataforma seleccionada', 'las 3 plataformas seleccionadas', 'Eliminar plataformas', '1 plataforma eliminada', '1,200 plataformas eliminadas',
    ]);
    const user = resourceTexts({ one: 'usuario', many: 'usuarios', gender: 'm', person: true });
    expect([user.selected(1), user.selected(2), user.deletedMany(2), user.restored, user.notDeleted]).toEqual([
      'al usuario seleccionado', 'a los 2 usuarios seleccionados', '2 usuarios eliminados', 'Usuario restaurado', 'El usuario no está eliminado',
    ]);
    expect(messages.confirmDelete(user.selected(2))).toBe('¿Deseas eliminar a los 2 usuarios seleccionados? No se puede deshacer esta acción.');
  });
});

describe('dates', () => {
  it("reads 'DD MMM, YYYY' and 'DD MMMM, YYYY' in Spanish", () => {
    expect(formatDate('2026-11-05T12:00:00')).toBe('05 nov, 2026');
    expect(formatDate(new Date(2026, 8, 30))).toBe('30 sep, 2026');
    expect(formatDateLong('2026-01-09T12:00:00')).toBe('09 enero, 2026');
    expect(formatDateTime('2026-11-05T09:07:00')).toBe('05 nov, 2026 09:07');
    expect(formatDateTime(new Date(2026, 8, 30, 23, 59))).toBe('30 sep, 2026 23:59');
  });

  it("shows '-' for a missing or invalid date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(null)).toBe('-');
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

