/**
 * The wire contract, written once: the API validates requests with these schemas and the screens
 * build their forms from them, so a field's rule is never written twice. Texts are Spanish.
 */
import { z } from 'zod';
// Only the Spanish locale (zod has no side effects, so the other locales are dropped from the bundle;
// `z.locales.es()` would keep every language).
import { es } from 'zod/locales';

z.config(es());

/** Type-only, so the browser bundle keeps just the parts of zod these schemas use. */
export type { z };

/** The response envelope of every call (spec 7; RULINGS 1). */
export interface Pagination {
  page: number;
  limit: number;
  hasNextPage: boolean;
}
export interface Envelope<T> {
  success: boolean;
  resource: T;
  error?: string;
  pagination?: Pagination;
}

/** Login, step 1 (spec 5). */
export const loginCredentialsSchema = z.object({
  email: z.string().trim().max(254, 'Introduce un correo válido').email('Introduce un correo válido'),
  password: z
    .string()
    .min(1, 'Introduce la contraseña')
    .min(3, 'Introduce una contraseña válida')
    .max(20, 'Introduce una contraseña válida'),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

/** Login, step 2: exactly 6 characters. */
export const LOGIN_CODE_LENGTH = 6;
export const loginCodeSchema = z.object({
  code: z.string().trim().length(LOGIN_CODE_LENGTH, 'El código tiene 6 caracteres'),
});

/*
 * Request bodies of the sign-in calls, as the API validates them (strict: unknown fields are refused).
 * Built from the login form's rules above, so a field's rule is written once.
 */
const SUPER_DASHBOARD_FLAG = z.literal(true, { error: 'Este acceso es solo para el dashboard de administración' });

/** POST send_two_factor_token. */
export const sendTwoFactorTokenSchema = z.strictObject({
  ...loginCredentialsSchema.shape,
  super_dashboard: SUPER_DASHBOARD_FLAG.optional(),
});

/** POST validate_two_factor_token. */
export const validateTwoFactorTokenSchema = z.strictObject({
  email: loginCredentialsSchema.shape.email,
  code: loginCodeSchema.shape.code,
});

/** POST auth/login: the credentials again plus the validated code. */
export const loginRequestSchema = z.strictObject({
  ...loginCredentialsSchema.shape,
  auth_token: loginCodeSchema.shape.code,
  superadmin: SUPER_DASHBOARD_FLAG.optional(),
});

/** POST auth/logout. */
export const logoutRequestSchema = z.strictObject({
  refreshToken: z.string().trim().min(1, 'Falta el token de sesión').max(200, 'El token de sesión no es válido'),
});

/** POST auth/social. 'messenger' signs in through facebook (spec 5). */
export const SOCIAL_SIGN_IN_PROVIDERS = ['facebook', 'twitter', 'messenger'] as const;
export const socialSignInRequestSchema = z.strictObject({
  provider: z.enum(SOCIAL_SIGN_IN_PROVIDERS, { error: 'No se indicó plataforma para inicio de sesión.' }),
  access_token: z.string().trim().min(1, 'Falta el token del proveedor').max(4096, 'El token del proveedor es demasiado largo'),
});

/** Page sizes offered by every paginated list (spec 9). */
export const PAGE_SIZES = [25, 50, 100, 200, 300] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Remote selectors load up to this many items. */
export const MAX_LIST_LIMIT = 2500;

/** Query of a paged list: page from 1, limit up to 2500 (selectors), optional name search. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  name: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const name = (label: string) => z.string().trim().min(1, `Introduce ${label}`).max(200);

export const organizationCreateSchema = z.strictObject({
  name: name('el nombre de la organización'),
  service_id: z.number().int().positive().nullable().optional(),
});

export const ACCOUNT_TYPE_DEFAULT = 'konverza_free';
export const accountCreateSchema = z.strictObject({
  name: name('el nombre de la cuenta'),
  organization_id: z.number().int().positive(),
  type: z.string().trim().min(1).max(100).default(ACCOUNT_TYPE_DEFAULT),
});

/** Hex colour without '#', as the account's main_color_dashboard is stored. */
export const hexColorSchema = z.string().regex(/^[0-9a-fA-F]{6}$/, 'Introduce un color hexadecimal de 6 dígitos');

export const accountUpdateSchema = z.strictObject({
  name: name('el nombre de la cuenta').optional(),
  type: z.string().trim().min(1).max(100).optional(),
  is_active: z.boolean().optional(),
  main_color_dashboard: hexColorSchema.nullable().optional(),
  timezone: z.string().trim().max(100).nullable().optional(),
  image_dashboard: z.string().trim().max(2000).nullable().optional(),
});

export const PARTNER_STATUSES = {
  pre_register: 'Pre registro',
  in_review: 'En revisión',
  rejected: 'Rechazado',
  registered: 'Registrado',
  approved: 'Aprobado',
} as const;
export type PartnerStatus = keyof typeof PARTNER_STATUSES;

export const partnerCreateSchema = z.strictObject({
  business_name: name('el nombre del partner'),
  service_id: z.number({ error: 'Elige un servicio' }).int().positive(),
});

/** PATCH organization/{id}: name, service, and the partner link (spec 7.4: set or cleared here). */
export const organizationUpdateSchema = z.strictObject({
  name: name('el nombre de la organización').optional(),
  service_id: z.number().int().positive().nullable().optional(),
  partner_id: z.number().int().positive().nullable().optional(),
});

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);
const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`);
const required = (label: string, max: number) => text(max).min(1, `Introduce ${label}`);

/** Roles (spec 2.3, 5): name, description and type, all required on create. */
export const roleCreateSchema = z.strictObject({
  name: required('el nombre', 100),
  description: required('la descripción', 2000),
  type: required('el tipo', 100),
});
export const roleUpdateSchema = roleCreateSchema.partial();
/** PUT and DELETE role/{id}/permission: one permission at a time. */
export const rolePermissionSchema = z.strictObject({ permission_id: positiveId('Elige un permiso') });

/** Permissions (spec 2.4, 3). */
export const permissionCreateSchema = z.strictObject({
  name: required('el nombre', 200),
  description: text(2000).default(''),
  resource: text(200).default(''),
  read: z.boolean().default(false),
  create: z.boolean().default(false),
  update: z.boolean().default(false),
  delete: z.boolean().default(false),
});
export const permissionUpdateSchema = z.strictObject({
  name: required('el nombre', 200).optional(),
  description: text(2000).optional(),
  resource: text(200).optional(),
  read: z.boolean().optional(),
  create: z.boolean().optional(),
  update: z.boolean().optional(),
  delete: z.boolean().optional(),
});

/** An admin's password: trimmed, and within the login's rule so the admin can sign in with it. */
const adminPassword = z
  .string()
  .trim()
  .min(1, 'Introduce la contraseña')
  .min(3, 'Introduce una contraseña válida')
  .max(20, 'Introduce una contraseña válida');
const adminEmail = loginCredentialsSchema.shape.email;

/** Create admin (spec 5): names, e-mail, password and a role choice made ('No asignar rol' is null). */
export const adminCreateSchema = z.strictObject({
  first_name: required('el nombre', 100),
  last_name: required('los apellidos', 100),
  email: adminEmail,
  password: adminPassword,
  role_id: z.number({ error: 'Elige un rol' }).int().positive().nullable(),
});

/** Update admin: a blank password means unchanged and is dropped from the payload. */
export const adminUpdateSchema = z.strictObject({
  first_name: required('el nombre', 100).optional(),
  last_name: required('los apellidos', 100).optional(),
  email: adminEmail.optional(),
  password: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), adminPassword.optional()),
});

/**
 * The admin edit row (spec 2.5): the update fields plus the role ('No asignar rol' is null). Saving sends
 * PATCH admin/{id} with the fields and, when the role changed, PUT or DELETE admin/{id}/role.
 */
export const adminEditSchema = adminUpdateSchema.extend({
  role_id: z.number().int().positive().nullable(),
});

/** PUT admin/{id}/role. */
export const adminRoleSchema = z.strictObject({ role_id: positiveId('Elige un rol') });
/** POST admin/{id}/assignOrganization and /removeOrganization. */
export const adminOrganizationSchema = z.strictObject({ organization_id: positiveId('Elige una organización') });
/** POST admin/{id}/assignAccount and /removeAccount. */
export const adminAccountSchema = z.strictObject({ account_id: positiveId('Elige una cuenta') });

/** GET admin: search by name (first and last) and by e-mail; deleted admins only when show_deleted=true. */
export const adminListQuerySchema = listQuerySchema.extend({
  email: z.string().trim().max(254).optional(),
  show_deleted: z.enum(['true', 'false']).optional(),
});

/** The bulk dashboards: 'botlers' (default) and the brand's own, lower-case ('konverza'). */
export const bulkDashboards = (brand: string) => ['botlers', brand.toLowerCase()] as const;

/** One entry of POST admin_bulk, with the spec's per-entry messages (section 5). The password is optional. */
export const adminBulkEntrySchema = z.strictObject({
  // max has its own text: the schema-wide `error` would otherwise word a too-long name as a missing one.
  first_name: z.string({ error: 'Por favor, ingresa los nombres' }).trim().min(1, 'Por favor, ingresa los nombres').max(100, 'Máximo 100 caracteres'),
  last_name: z.string({ error: 'Por favor, ingresa los apellidos' }).trim().min(1, 'Por favor, ingresa los apellidos').max(100, 'Máximo 100 caracteres'),
  email: z
    .string({ error: 'Por favor, ingresa un correo electrónico' })
    .trim()
    .max(254, 'Por favor, ingresa un correo electrónico')
    .email('Por favor, ingresa un correo electrónico'),
  role_id: z.number({ error: 'Por favor, elige un rol' }).int('Por favor, elige un rol').positive('Por favor, elige un rol'),
  password: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), adminPassword.optional()),
});
export type AdminBulkEntry = z.infer<typeof adminBulkEntrySchema>;
export const MAX_BULK_ADMINS = 500;

/** POST admin_bulk: an account (and its organization), the dashboard, at least one admin. */
export const adminBulkSchema = (brand: string) =>
  z.strictObject({
    account_id: positiveId('Elige una cuenta'),
    organization_id: positiveId('Elige una cuenta'),
    dashboard: z.enum(bulkDashboards(brand), { error: 'Elige un dashboard' }).default('botlers'),
    admins: z
      .array(z.unknown())
      .min(1, 'Agrega al menos un administrador')
      .max(MAX_BULK_ADMINS, `Máximo ${MAX_BULK_ADMINS} administradores por carga`),
  });
