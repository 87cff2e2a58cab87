/**
 * What an organization holds besides its accounts (document 3 §2, §3; document 1 §3, §7.5): its
 * subscriptions (each with the date it expires), the plugins assigned to it, its billing record and the
 * status of its accounts.
 */
import { z } from '../zod';
import { defineContract, rowSchema } from '../contract';
import { choice, date, email, flag, number, readOnly, reference, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { ACCOUNT_TYPES, accountContract } from './account';
import { organizationContract } from './organization';
import { subscriptionContract } from './subscription';

const organization = () => organizationContract;

/**
 * A subscription held by an organization. The server sets expire_date (the day it was taken plus the
 * subscription's months) and keeps the organization's accounts within what its unexpired subscriptions
 * allow (api/README.md, "The organization area").
 */
export const organizationSubscriptionContract = defineContract({
  path: 'organization_subscription',
  id: 'organization_subscription_id',
  names: { one: 'suscripción', many: 'suscripciones', gender: 'f' },
  fields: {
    organization_id: reference('Organización', organization, { gender: 'f', required: true }),
    subscription_id: reference('Suscripción', () => subscriptionContract, { gender: 'f', required: true, lookup: 'select' }),
    expire_date: readOnly(date('Fecha de vencimiento', { gender: 'f' })),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: {
    Subscription: z.object({ subscription_id: z.number(), name: z.string(), max_accounts: z.number(), months: z.number(), price: z.number() }),
  },
  label: (row) => row.Subscription.name,
  list: { sort: ['organization_subscription_id', 'expire_date', 'createdAt'] },
  update: false,
});

/**
 * The subscription rule's refusals (409): an organization that holds subscriptions may not go beyond the
 * accounts its unexpired ones allow together (api/README.md, "The organization area").
 */
const cuentas = (n: number) => `${n} ${n === 1 ? 'cuenta' : 'cuentas'}`;
export const subscriptionLimitTexts = {
  accountLimit: (allowed: number) =>
    `La organización alcanzó el máximo de cuentas de sus suscripciones vigentes (${allowed}). Agrega una suscripción para crear más cuentas.`,
  removeBelow: (accounts: number, allowed: number) =>
    `No se puede eliminar la suscripción: la organización tiene ${cuentas(accounts)} y sus otras suscripciones vigentes permiten ${allowed}.`,
  lowerBelow: (organization: string, accounts: number, allowed: number) =>
    `No se puede reducir el máximo de cuentas: ${organization} tiene ${cuentas(accounts)} y sus suscripciones vigentes permitirían ${allowed}.`,
  inUse: 'La suscripción está asignada a organizaciones: retírala de ellas primero',
} as const;

/**
 * An organization's billing record (document 1 §3: "a billing record"; its fields are ours): GET and POST
 * organization/{id}/billing. POST writes the whole record (creating it the first time).
 */
export const billingContract = defineContract({
  path: 'billing',
  id: 'organization_id',
  names: { one: 'facturación', many: 'facturación', gender: 'f' },
  fields: {
    business_name: text('Razón social', { gender: 'f', max: 200, required: true }),
    tax_id: text('Identificación fiscal', { gender: 'f', max: 30, required: true }),
    email: email('Correo de facturación', { required: true }),
    phone: text('Teléfono', { max: 50, default: '' }),
    address: text('Dirección fiscal', { gender: 'f', max: 500, multiline: true, default: '' }),
    city: text('Ciudad', { gender: 'f', max: 100, default: '' }),
    country: text('País', { max: 100, default: '' }),
    zip_code: text('Código postal', { max: 20, default: '' }),
    updatedAt: timestamp('Última actualización', { gender: 'f' }),
  },
  // Written whole by POST organization/{id}/billing (no generic calls): its form is an edit of the record.
  create: false,
  remove: false,
  texts: { updated: 'Datos de facturación guardados' },
});
/** POST organization/{id}/billing: the whole record (unknown fields refused; the optional ones default to ''). */
const billingFields = billingContract.fields;
export const billingSchema = z.strictObject({
  business_name: billingFields.business_name.rule,
  tax_id: billingFields.tax_id.rule,
  email: billingFields.email.rule,
  phone: billingFields.phone.rule.default(''),
  address: billingFields.address.rule.default(''),
  city: billingFields.city.rule.default(''),
  country: billingFields.country.rule.default(''),
  zip_code: billingFields.zip_code.rule.default(''),
});

/**
 * The status of an account (document 3 §3), as GET organization/{id}/account_status lists the
 * organization's accounts: read here; the account's own status screen changes it.
 */
export const accountStatusContract = defineContract({
  path: 'account_status',
  id: 'account_status_id',
  names: { one: 'estado de cuenta', many: 'estados de las cuentas', gender: 'm' },
  fields: {
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', required: true }),
    account_name: text('Cuenta', { gender: 'f', max: 200 }),
    bot_template: text('Plantilla del bot', { gender: 'f', max: 200, nullable: true }),
    source: text('Origen', { max: 100, nullable: true }),
    // The account's type (the server copies it on create): shown by its Spanish name, like the account's own.
    account_type: choice('Tipo de cuenta', ACCOUNT_TYPES, { nullable: true }),
    payment_enabled: flag('Pagos habilitados', { noun: 'si los pagos están habilitados' }),
    payment_validated: flag('Pagos validados', { noun: 'si los pagos están validados' }),
    bot_enabled: flag('Bot activo', { noun: 'si el bot está activo' }),
    products_enabled: number('Productos habilitados', { noun: 'los productos habilitados', int: true, min: 0 }),
    kanguro_status: text('Estado en Kanguro', { max: 100, nullable: true, state: true }),
    max_free_shippings: number('Envíos gratis máximos', { noun: 'los envíos gratis máximos', int: true, min: 0 }),
    max_free_shippings_amount: number('Monto máximo de envíos gratis', { min: 0, money: true }),
    free_shippings_count: number('Envíos gratis', { noun: 'los envíos gratis', int: true, min: 0 }),
    total_amount_free_shippings: number('Monto de envíos gratis', { min: 0, money: true }),
    shippings_count: number('Envíos', { noun: 'los envíos', int: true, min: 0 }),
    total_amount_shippings: number('Monto de envíos', { min: 0, money: true }),
    free_shippings_end_date: date('Fin de envíos gratis', { nullable: true }),
    top_product: text('Producto más vendido', { max: 200, nullable: true }),
    updated_at: timestamp('Último cambio de estado'),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
    updatedAt: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  label: (row) => row.account_name,
  list: { search: ['account_name'], sort: ['account_status_id', 'account_name', 'updated_at'] },
  create: false,
  // PATCH account/{account_id}/status (RULINGS 2): every field but the read-only ones (the counts are the platform's).
  update: [
    'account_name', 'bot_template', 'source', 'account_type', 'payment_enabled', 'payment_validated', 'bot_enabled',
    'products_enabled', 'kanguro_status', 'max_free_shippings', 'max_free_shippings_amount', 'total_amount_free_shippings',
    'total_amount_shippings', 'free_shippings_end_date', 'top_product',
  ],
  remove: false,
  // The account's status: writing it needs the permission to update accounts.
  permission: 'account',
  texts: { updated: 'Status actualizado' },
});

/** The rows as the console reads them: the contracts' row schemas, typed as their rows. */
const heldRow = rowSchema(organizationSubscriptionContract);
const billingRow = rowSchema(billingContract);
const statusRow = rowSchema(accountStatusContract);

/**
 * What an organization holds, read and written below it (api/src/routes/organization-area.ts): its subscriptions
 * (listed, and one taken there), its billing record and the status of its accounts.
 */
export const organizationAreaOperations = {
  subscriptions: operation({
    id: 'organization.subscriptions',
    method: 'GET',
    path: 'organization/:id/subscriptions',
    summary: 'Las suscripciones de una organización, con su fecha de vencimiento',
    tag: 'organization',
    params: idParams,
    query: strictListQuery(organizationSubscriptionContract.schemas.list),
    answer: z.array(heldRow),
    paged: true,
    permission: { resource: organizationSubscriptionContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: organizationSubscriptionContract.names.many },
  }),
  /** The organization is the path's: an organization_id of the body is replaced by it. */
  takeSubscription: operation({
    id: 'organization.takeSubscription',
    method: 'POST',
    path: 'organization/:id/subscriptions',
    summary:
      'La organización toma una suscripción: expire_date = hoy + los meses de la suscripción; 409 si sus cuentas no caben en sus suscripciones vigentes',
    tag: 'organization',
    params: idParams,
    body: organizationSubscriptionContract.schemas.create,
    answer: heldRow,
    status: 201,
    refusals: [409],
    permission: { resource: organizationSubscriptionContract.path, action: 'create' },
    texts: { verb: 'creando', what: organizationSubscriptionContract.names.one },
  }),
  billing: operation({
    id: 'organization.billing',
    method: 'GET',
    path: 'organization/:id/billing',
    summary: 'Los datos de facturación de una organización (null si aún no tiene)',
    tag: 'organization',
    params: idParams,
    answer: billingRow.nullable(),
    texts: { verb: 'obteniendo', what: billingContract.names.one },
  }),
  setBilling: operation({
    id: 'organization.setBilling',
    method: 'POST',
    path: 'organization/:id/billing',
    summary: 'Guarda los datos de facturación completos de una organización (los crea la primera vez)',
    tag: 'organization',
    params: idParams,
    body: billingSchema,
    answer: billingRow,
    audit: 'billing.set',
    texts: { verb: 'actualizando', what: billingContract.names.one },
  }),
  accountStatuses: operation({
    id: 'organization.account_status',
    method: 'GET',
    path: 'organization/:id/account_status',
    summary: 'El status de cada cuenta de una organización',
    tag: 'organization',
    params: idParams,
    query: strictListQuery(accountStatusContract.schemas.list),
    answer: z.array(statusRow),
    paged: true,
    permission: { resource: accountContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: accountStatusContract.names.many },
  }),
};

/**
 * The accounts of one organization (api/src/routes/organizations.ts): the account list, of that organization
 * only. Declared here, not beside the organization's contract: account.ts imports organization.ts.
 */
export const organizationOperations = {
  accounts: operation({
    id: 'organization.accounts',
    method: 'GET',
    path: 'organization/:id/accounts',
    summary: 'Las cuentas de una organización: la lista de cuentas, solo de esa organización',
    tag: 'organization',
    params: idParams,
    query: strictListQuery(accountContract.schemas.list),
    answer: z.array(rowSchema(accountContract)),
    paged: true,
    texts: { verb: 'obteniendo', what: accountContract.names.many },
  }),
};

/** An account's status, read and changed by the account's id (RULINGS 2; api/src/routes/accounts.ts). */
export const accountStatusOperations = {
  get: operation({
    id: 'account.status',
    method: 'GET',
    path: 'account/:id/status',
    summary: 'El status de una cuenta',
    tag: 'account',
    params: idParams,
    answer: statusRow,
    texts: { verb: 'obteniendo', what: accountStatusContract.names.one },
  }),
  /** The server stamps updated_at (the last status change) with its clock. */
  update: operation({
    id: 'account.updateStatus',
    method: 'PATCH',
    path: 'account/:id/status',
    summary: 'Cambia los campos enviados del status de la cuenta (los de solo lectura se rechazan) y fija updated_at, el último cambio de status',
    tag: 'account',
    params: idParams,
    body: accountStatusContract.schemas.update,
    answer: statusRow,
    audit: 'status.update',
    texts: { verb: 'actualizando', what: accountStatusContract.names.one },
  }),
};

/** POST plugin/{id}/associateOrganization and /removeOrganization. */
export const pluginOrganizationSchema = z.strictObject({
  organization_id: reference('Organización', organization, { gender: 'f' }).rule,
});
export const pluginOrganizationTexts = {
  linked: 'El plugin ya se encuentra asociado a la organización',
  notLinked: 'El plugin no está asociado a la organización',
  associated: 'Plugin asociado',
  removed: 'Plugin removido',
  allAssociated: 'Plugins asociados',
  allRemoved: 'Plugins removidos',
} as const;

/** The organization screens' own texts. */
export const organizationAreaTexts = {
  /** An organization id that is not one: the user is sent to master with this (an unknown one: the API's 404). */
  invalidOrganization: 'La dirección no indica una organización válida.',
} as const;
