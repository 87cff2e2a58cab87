/**
 * Admins (spec 1 §2.5, §3, §5, §7.7): names, e-mail, a write-only password, at most one role, links to
 * organizations and accounts; soft delete and restore; bulk creation.
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { email, number, readOnly, reference, secret, text, timestamp, typable } from '../fields';
import { idParams, operation, restoreManySchema, strictListQuery } from '../operation';
import { accountContract } from './account';
import { organizationContract } from './organization';
import { partnerContract } from './partner';
import { roleContract } from './role';

/** Within the login's rule, so the admin can sign in with it (spec 5: 3 to 20 characters, trimmed). */
const password = secret('Contraseña', { gender: 'f', min: 3, max: 20, required: true });
const roleField = reference('Rol', () => roleContract, { required: true, nullable: true, lookup: 'select', nullLabel: 'No asignar rol' });
const organizationField = reference('Organización', () => organizationContract, { gender: 'f' });
const accountField = reference('Cuenta', () => accountContract, { gender: 'f' });

export const adminContract = defineContract({
  path: 'admin',
  id: 'admin_id',
  names: { one: 'administrador', many: 'administradores', gender: 'm', person: true },
  fields: {
    first_name: text('Nombres', { noun: 'los nombres', max: 100, required: true }),
    last_name: text('Apellidos', { noun: 'los apellidos', max: 100, required: true }),
    email: email('Correo', { required: true }),
    password,
    // A role choice must be made on create; 'No asignar rol' (null) is a choice. Changed through admin/{id}/role.
    role_id: roleField,
    partner_id: readOnly(reference('Partner', () => partnerContract, { nullable: true })),
    organization_id_creator: readOnly(number('Organización creadora', { gender: 'f', nullable: true })),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
    deletedAt: timestamp('Fecha de eliminación', { gender: 'f' }),
  },
  joined: {
    Role: z.object({ role_id: z.number(), name: z.string() }).nullable(),
    /** One admin (GET admin/{id} and every write) also carries its links. */
    Organizations: z.array(z.object({ organization_id: z.number(), name: z.string() })).optional(),
    Accounts: z.array(z.object({ account_id: z.number(), name: z.string() })).optional(),
  },
  label: (admin) => `${admin.first_name} ${admin.last_name}`.trim(),
  // 'Ana Ruiz (ana@…)' where a selector tells two admins apart.
  choice: ['first_name', 'last_name', 'email'],
  list: {
    // name searches "first_name last_name"; email the e-mail; deleted admins only with show_deleted=true.
    search: ['name', 'email'],
    filters: { show_deleted: z.enum(['true', 'false'], { error: 'show_deleted debe ser true o false' }).optional() },
    sort: ['admin_id', 'first_name', 'createdAt'],
  },
  create: ['first_name', 'last_name', 'email', 'password', 'role_id'],
  update: ['first_name', 'last_name', 'email', 'password'],
  remove: { soft: 'deletedAt' },
});

/** The admin edit row (spec 2.5): the update's fields and the role; the role is saved with PUT / DELETE admin/{id}/role. */
export const adminEditSchema = (adminContract.schemas.update as z.ZodObject).extend({ role_id: roleField.rule.nullable() });

/** PUT admin/{id}/role. */
export const adminRoleSchema = z.strictObject({ role_id: roleField.rule });
/** POST admin/{id}/assignOrganization and /removeOrganization. */
export const adminOrganizationSchema = z.strictObject({ organization_id: organizationField.rule });
/** POST admin/{id}/assignAccount and /removeAccount. */
export const adminAccountSchema = z.strictObject({ account_id: accountField.rule });

/** The bulk dashboards: 'botlers' (default) and the brand's own, lower-case ('konverza'). */
export const bulkDashboards = (brand: string) => ['botlers', brand.toLowerCase()] as const;

/** One entry of POST admin_bulk, with the spec's per-entry messages (section 5). The password is optional. */
export const adminBulkEntrySchema = z.strictObject({
  // max has its own text: the schema-wide `error` would otherwise word a too-long name as a missing one.
  first_name: z
    .string({ error: 'Por favor, ingresa los nombres' })
    .trim()
    .min(1, 'Por favor, ingresa los nombres')
    .max(100, 'Los nombres admiten hasta 100 caracteres')
    .refine((value) => typable(value), 'Los nombres tienen caracteres no permitidos'),
  last_name: z
    .string({ error: 'Por favor, ingresa los apellidos' })
    .trim()
    .min(1, 'Por favor, ingresa los apellidos')
    .max(100, 'Los apellidos admiten hasta 100 caracteres')
    .refine((value) => typable(value), 'Los apellidos tienen caracteres no permitidos'),
  email: z
    .string({ error: 'Por favor, ingresa un correo electrónico' })
    .trim()
    .max(254, 'Por favor, ingresa un correo electrónico')
    .email('Por favor, ingresa un correo electrónico'),
  role_id: z.number({ error: 'Por favor, elige un rol' }).int('Por favor, elige un rol').positive('Por favor, elige un rol'),
  password: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), password.rule.optional()),
});
export type AdminBulkEntry = z.infer<typeof adminBulkEntrySchema>;
export const MAX_BULK_ADMINS = 500;

/** POST admin_bulk: an account (and its organization), the dashboard, at least one admin. */
export const adminBulkSchema = (brand: string) =>
  z.strictObject({
    account_id: reference('Cuenta', () => accountContract, { gender: 'f' }).rule,
    organization_id: z.number({ error: 'Elige una cuenta' }).int('Elige una cuenta').positive('Elige una cuenta'),
    dashboard: z.enum(bulkDashboards(brand), { error: 'Elige un dashboard' }).default('botlers'),
    admins: z
      .array(z.unknown(), { error: 'Agrega al menos un administrador' })
      .min(1, 'Agrega al menos un administrador')
      .max(MAX_BULK_ADMINS, `Máximo ${MAX_BULK_ADMINS} administradores por carga`),
  });

/**
 * The brand's own dashboard in a declaration (admin_bulk's body: bulkDashboards(BRAND_DASHBOARD)): the API
 * validates with its brand's rule, and its description (api/src/openapi/document.ts) writes that brand's in its place.
 */
export const BRAND_DASHBOARD = '{brand}';

/** GET admin/me: the caller and what their role grants (`Access`, access.ts). */
export const meSchema = z.object({
  admin_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  access: z.object({
    superadmin: z.boolean(),
    grants: z.array(z.object({ resource: z.string(), read: z.boolean(), create: z.boolean(), update: z.boolean(), delete: z.boolean() })),
  }),
});

const adminRow = adminContract.schemas.row;
/** A write of one admin (admin/{id}/…): it answers the admin's row. */
const adminWrite = { tag: 'admin', params: idParams, answer: adminRow } as const;
/** The admins of an organization or an account: the admin list's query, read and created with the admins' permission. */
const adminList = { params: idParams, query: strictListQuery(adminContract.schemas.list), answer: z.array(adminRow), paged: true } as const;
const createdAdmin = { params: idParams, body: adminContract.schemas.create, answer: adminRow, status: 201, refusals: [409] } as const;

/**
 * The admins' calls beside the generic ones (api/src/routes/admins.ts, me.ts): the caller, the admins of an
 * organization and of an account, restore, the role, the organization and account links, the bulk creation.
 */
export const adminOperations = {
  me: operation({
    id: 'admin.me',
    method: 'GET',
    path: 'admin/me',
    summary: 'El administrador de la sesión y lo que su rol le permite',
    tag: 'admin',
    answer: meSchema,
    permission: 'open',
    texts: { verb: 'obteniendo', what: 'permisos' },
  }),
  organizationAdmins: operation({
    ...adminList,
    id: 'organization.admins',
    method: 'GET',
    path: 'organization/:id/admins',
    summary: 'Los administradores activos de una organización, cada uno con sus cuentas de esa organización (Accounts)',
    tag: 'organization',
    permission: { resource: adminContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: adminContract.names.many },
  }),
  createOrganizationAdmin: operation({
    ...createdAdmin,
    id: 'organization.createAdmin',
    method: 'POST',
    path: 'organization/:id/admins',
    summary: 'Crea un administrador (como POST admin) asociado a la organización, en una transacción',
    tag: 'organization',
    permission: { resource: adminContract.path, action: 'create' },
    texts: { verb: 'creando', what: adminContract.names.one },
  }),
  accountAdmins: operation({
    ...adminList,
    id: 'account.admins',
    method: 'GET',
    path: 'account/:id/admins',
    summary: 'Los administradores activos asociados a una cuenta',
    tag: adminContract.path,
    permission: { resource: adminContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: adminContract.names.many },
  }),
  createAccountAdmin: operation({
    ...createdAdmin,
    id: 'account.createAdmin',
    method: 'POST',
    path: 'account/:id/admins',
    summary: 'Crea un administrador (como POST admin) asociado a la cuenta, en una transacción',
    tag: adminContract.path,
    permission: { resource: adminContract.path, action: 'create' },
    texts: { verb: 'creando', what: adminContract.names.one },
  }),
  restore: operation({
    ...adminWrite,
    id: 'admin.restore',
    method: 'PATCH',
    path: 'admin/:id/restore',
    summary: 'Habilita un administrador eliminado, con cambios opcionales (409 si no está eliminado)',
    body: adminContract.schemas.update,
    optionalBody: true,
    refusals: [409],
    audit: 'restore',
    texts: { verb: 'habilitando', what: adminContract.names.one },
  }),
  restoreMany: operation({
    id: 'admin.restoreMany',
    method: 'PATCH',
    path: 'admin/restore',
    summary:
      "Habilita varios administradores eliminados a la vez (el 'Deshacer' de una eliminación masiva): todos o ninguno, cada uno con su versión (409 si ya no está eliminado o su correo lo usa otro administrador activo)",
    tag: 'admin',
    body: restoreManySchema,
    answer: z.array(adminRow),
    refusals: [404, 409],
    audit: 'restore',
    permission: { resource: adminContract.path, action: 'update' },
    texts: { verb: 'habilitando', what: adminContract.names.many },
  }),
  setRole: operation({
    ...adminWrite,
    id: 'admin.setRole',
    method: 'PUT',
    path: 'admin/:id/role',
    summary: 'Asigna el rol de un administrador (nadie cambia el suyo)',
    body: adminRoleSchema,
    refusals: [409],
    audit: 'role.set',
    texts: { verb: 'asociando', what: roleContract.names.one },
  }),
  removeRole: operation({
    ...adminWrite,
    id: 'admin.removeRole',
    method: 'DELETE',
    path: 'admin/:id/role',
    summary: 'Retira el rol de un administrador (el cuerpo se ignora)',
    refusals: [409],
    audit: 'role.remove',
    texts: { verb: 'removiendo', what: roleContract.names.one },
  }),
  assignOrganization: operation({
    ...adminWrite,
    id: 'admin.assignOrganization',
    method: 'POST',
    path: 'admin/:id/assignOrganization',
    summary: 'Asocia una organización a un administrador',
    body: adminOrganizationSchema,
    refusals: [409],
    audit: 'organization.assign',
    texts: { verb: 'asociando', what: organizationContract.names.one },
  }),
  removeOrganization: operation({
    ...adminWrite,
    id: 'admin.removeOrganization',
    method: 'POST',
    path: 'admin/:id/removeOrganization',
    summary: 'Desasocia una organización de un administrador',
    body: adminOrganizationSchema,
    audit: 'organization.remove',
    texts: { verb: 'removiendo', what: organizationContract.names.one },
  }),
  assignAccount: operation({
    ...adminWrite,
    id: 'admin.assignAccount',
    method: 'POST',
    path: 'admin/:id/assignAccount',
    summary: 'Asocia una cuenta a un administrador',
    body: adminAccountSchema,
    refusals: [409],
    audit: 'account.assign',
    texts: { verb: 'asociando', what: accountContract.names.one },
  }),
  removeAccount: operation({
    ...adminWrite,
    id: 'admin.removeAccount',
    method: 'POST',
    path: 'admin/:id/removeAccount',
    summary: 'Desasocia una cuenta de un administrador',
    body: adminAccountSchema,
    audit: 'account.remove',
    texts: { verb: 'removiendo', what: accountContract.names.one },
  }),
  /**
   * Every entry as the API checks it, one by one, so that a refusal (400) answers all the failing ones: the API
   * checks the envelope with adminBulkSchema first.
   */
  bulkCreate: operation({
    id: 'admin.bulkCreate',
    method: 'POST',
    path: 'admin_bulk',
    summary: 'Crea hasta 500 administradores de una cuenta a la vez: todos o ninguno',
    tag: 'admin',
    body: adminBulkSchema(BRAND_DASHBOARD).extend({ admins: z.array(adminBulkEntrySchema).min(1).max(MAX_BULK_ADMINS) }),
    answer: z.array(adminRow),
    status: 201,
    refusedResource: z.object({
      errors: z.array(z.object({ index: z.number().int(), email: z.string().nullable(), messages: z.array(z.string()) })),
    }),
    refusals: [409],
    permission: { resource: adminContract.path, action: 'create' },
    audit: 'bulk.create',
    texts: { verb: 'creando', what: adminContract.names.many },
  }),
};
