import { adminContract } from './resources/admin';
import { permissionContract } from './resources/permission';
import { platformContract } from './resources/platform';
import { roleContract } from './resources/role';
import type { RowOf } from './contract';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a contract', () => {
  it('creates with the required fields and applies the create defaults', () => {
    const created = permissionContract.schemas.create.parse({ name: '  reportes.ver  ' });
    expect(created).toEqual({ name: 'reportes.ver', description: '', resource: '', read: false, create: false, update: false, delete: false });
  });

  it('updates one field without re-applying the create defaults (a PATCH of one field leaves the others)', () => {
    expect(permissionContract.schemas.update.parse({ read: true })).toEqual({ read: true });
    expect(platformContract.schemas.update.parse({ title: 'Web' })).toEqual({ title: 'Web' });
  });

  it('words every refusal as a Spanish sentence about the field', () => {
    expect(issues(platformContract.schemas.create.safeParse({}))).toEqual([
      ['name', 'Introduce el nombre'],
      ['title', 'Introduce el título'],
    ]);
    expect(issues(platformContract.schemas.create.safeParse({ name: 'x'.repeat(101), title: 3 }))).toEqual([
      ['name', 'El nombre admite hasta 100 caracteres'],
      ['title', 'El título debe ser un texto'],
    ]);
    expect(issues(platformContract.schemas.create.safeParse({ name: 'Web', title: '   ' }))).toEqual([['title', 'Introduce el título']]);
    expect(issues(platformContract.schemas.create.safeParse({ name: 'We\u0000b', title: 'Web' }))).toEqual([
      ['name', 'El nombre tiene caracteres no permitidos'],
    ]);
    expect(issues(roleContract.schemas.create.safeParse({ name: 'Soporte', description: 'x', type: 'jefe' }))).toEqual([
      ['type', 'El tipo debe ser una de estas opciones: staff, client, partner'],
    ]);
    expect(issues(adminContract.schemas.create.safeParse({ first_name: 'Ana', last_name: 'Ruiz', email: 'x', password: 'ab' }))).toEqual([
      ['email', 'Introduce un correo válido'],
      ['password', 'Introduce una contraseña válida'],
      ['role_id', 'Elige un rol'],
    ]);
  });

  it('refuses unknown fields', () => {
    expect(issues(platformContract.schemas.update.safeParse({ colour: 'red' }))[0][1]).toMatch(/colour/);
  });

  it('leaves a blank secret out of an update', () => {
    expect(adminContract.schemas.update.parse({ first_name: 'Ana', password: '   ' })).toEqual({ first_name: 'Ana' });
    expect(adminContract.schemas.update.parse({ password: ' nueva ' })).toEqual({ password: 'nueva' });
  });

  it('derives the list query: paging, searches, filters and the allowed orders', () => {
    const list = adminContract.schemas.list;
    expect(list.parse({ page: '2', email: ' ana ', sort: '-createdAt' })).toEqual({ page: 2, limit: 25, email: 'ana', sort: '-createdAt' });
    expect(list.safeParse({ sort: 'password' }).success).toBe(false);
    expect(list.safeParse({ limit: '2501' }).success).toBe(false);
  });

  it('never answers a secret and types the row', () => {
    const row: RowOf<typeof adminContract> = {
      admin_id: 1, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', role_id: null, partner_id: null,
      organization_id_creator: null, createdAt: null, deletedAt: null, Role: null,
    };
    expect(adminContract.schemas.row.safeParse(row).success).toBe(true);
    expect(Object.keys(adminContract.schemas.row.shape)).not.toContain('password');
    expect(adminContract.label(row)).toBe('Ana Ruiz');
  });
});
