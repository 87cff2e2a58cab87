import { accountContract } from './resources/account';
import { adminBulkEntrySchema, adminContract } from './resources/admin';
import { auditContract } from './resources/audit';
import { permissionContract } from './resources/permission';
import { platformContract } from './resources/platform';
import { roleContract } from './resources/role';
import type { RowOf } from './contract';
import { loginRequestSchema, logoutRequestSchema, socialSignInRequestSchema, validateTwoFactorTokenSchema } from './signin';

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

describe('what no person types (control characters, broken Unicode)', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';

  it('is refused in every text a contract takes, with the field named', () => {
    for (const value of [NUL, LONE, 'a\u001Fb', 'a\u007Fb']) {
      expect(issues(platformContract.schemas.create.safeParse({ name: value, title: 'Web' }))).toEqual([['name', 'El nombre tiene caracteres no permitidos']]);
      expect(issues(accountContract.schemas.update.safeParse({ image_dashboard: `https://example.com/${value}` }))).toEqual([
        ['image_dashboard', 'La imagen tiene caracteres no permitidos'],
      ]);
      expect(issues(adminContract.schemas.update.safeParse({ email: `${value}@example.com` }))).toEqual([['email', 'Introduce un correo válido']]);
      expect(issues(adminContract.schemas.update.safeParse({ password: `clave${value}` }))).toEqual([['password', 'Introduce una contraseña válida']]);
      expect(issues(roleContract.schemas.create.safeParse({ name: 'Soporte', description: 'x', type: value }))[0][0]).toBe('type');
      expect(issues(adminBulkEntrySchema.safeParse({ first_name: value, last_name: value, email: 'ana@example.com', role_id: 1 }))).toEqual([
        ['first_name', 'Los nombres tienen caracteres no permitidos'],
        ['last_name', 'Los apellidos tienen caracteres no permitidos'],
      ]);
    }
    // A well-formed pair is one character (an emoji), and a multiline text keeps its line breaks and tabs.
    expect(platformContract.schemas.create.safeParse({ name: 'Web 😀', title: 'Web', description: 'uno\r\ndos\ttres' }).success).toBe(true);
    expect(issues(platformContract.schemas.create.safeParse({ name: 'We\nb', title: 'Web' }))).toEqual([['name', 'El nombre tiene caracteres no permitidos']]);
  });

  it('is refused in searches and in filters of every list', () => {
    for (const value of [NUL, LONE, 'a\tb']) {
      expect(issues(roleContract.schemas.list.safeParse({ name: value }))).toEqual([['name', 'La búsqueda tiene caracteres no permitidos']]);
    }
    for (const value of [NUL, LONE]) {
      expect(issues(auditContract.schemas.list.safeParse({ resource: value }))).toEqual([['resource', 'El filtro tiene caracteres no permitidos']]);
    }
    // A filter stays optional and keeps its own rule.
    expect(auditContract.schemas.list.parse({})).toEqual({ page: 1, limit: 25 });
    expect(issues(adminContract.schemas.list.safeParse({ show_deleted: 'sí' }))).toEqual([['show_deleted', 'show_deleted debe ser true o false']]);
  });

  it('is refused in the sign-in requests', () => {
    expect(issues(validateTwoFactorTokenSchema.safeParse({ email: 'ana@example.com', code: '12\u0000345' }))).toEqual([
      ['code', 'El código tiene caracteres no permitidos'],
    ]);
    expect(issues(logoutRequestSchema.safeParse({ refreshToken: LONE }))).toEqual([['refreshToken', 'El token de sesión no es válido']]);
    expect(issues(socialSignInRequestSchema.safeParse({ provider: 'facebook', code: LONE, state: `s${NUL}`, ticket: 'abc' }))).toEqual([
      ['code', 'El código del proveedor no es válido'],
      ['state', 'El estado no es válido'],
    ]);
    expect(issues(loginRequestSchema.safeParse({ email: `${NUL}@example.com`, password: 'demo1234', auth_token: '123456' }))).toEqual([
      ['email', 'Introduce un correo válido'],
    ]);
  });
});

describe('url fields', () => {
  it('take http and https addresses only', () => {
    const image = (value: string) => issues(accountContract.schemas.update.safeParse({ image_dashboard: value }));
    expect(image(' https://example.com/logo.png ')).toEqual([]);
    expect(image('http://127.0.0.1:4000/uploads/logo.png')).toEqual([]);
    for (const value of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:image/png;base64,AAAA', '//example.com/x.png', 'ftp://example.com/x', 'https://exa mple.com']) {
      expect([value, image(value)]).toEqual([value, [['image_dashboard', 'La imagen debe ser una dirección web http o https']]]);
    }
  });
});
