/**
 * Admins (spec 1 §2.5, §3, §5, §7.7): names, e-mail, a write-only password, at most one role, links to
 * organizations and accounts; soft delete and restore; bulk creation.
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { email, number, readOnly, reference, secret, text, timestamp, typable } from '../fields';
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
