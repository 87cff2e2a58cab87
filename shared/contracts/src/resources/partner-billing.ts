/**
 * What partners are paid and billed (spec 2 §2, §3, §5, §7, §8): their payment credentials, their invoices
 * (the commission is computed by the server from the partner's level) and the accounts they keep active
 * (plan, billed and extra days, totals, the CSV summary). README "Partners" in api/README.md says how the
 * server computes each figure.
 */
import { z } from '../zod';
import { defineContract, searchParam, rowSchema } from '../contract';
import { date, number, readOnly, reference, secret, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { accountContract } from './account';
import { partnerContract } from './partner';
import { planContract } from './plan';

/** A list filter by partner (`?partner_id=3`): the partner's credentials, invoices, active accounts. */
const partnerFilter = z.coerce
  .number({ error: 'El partner debe ser un identificador' })
  .int('El partner debe ser un identificador')
  .positive('El partner debe ser un identificador')
  .max(2_147_483_647, 'El partner debe ser un identificador')
  .optional();

const partnerRef = () => reference('Partner', () => partnerContract, { required: true });

// ---------------------------------------------------------------------------------------------------
// Payment credentials (spec 2 §3, §5): the password and the token are write-only.

export const bpaymentCredentialContract = defineContract({
  path: 'bpayment_credential',
  id: 'bpayment_credential_id',
  names: { one: 'credencial de pago', many: 'credenciales de pago', gender: 'f' },
  fields: {
    // Given on create (the partner whose credentials are shown), never changed.
    partner_id: partnerRef(),
    username: text('Usuario', { max: 200, required: true }),
    password: secret('Contraseña', { gender: 'f', max: 200, required: true }),
    token: secret('Token', { max: 2000 }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  label: (row) => row.username,
  list: { filters: { partner_id: partnerFilter }, sort: ['bpayment_credential_id', 'username', 'createdAt'] },
  update: ['username', 'password', 'token'],
});

// ---------------------------------------------------------------------------------------------------
// Invoices (spec 2 §3, §5, §7, RULINGS 2): an account chosen and total_paid > 0; the commission and the level are
// the server's, as they were when the invoice was created. The spec's create sends them too: the API checks
// them against its own (api/README.md "The money rules").

export const invoiceContract = defineContract({
  path: 'invoice',
  id: 'invoice_id',
  names: { one: 'factura', many: 'facturas', gender: 'f' },
  fields: {
    // Given on create (the partner whose invoices are shown), never changed.
    partner_id: partnerRef(),
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', required: true }),
    total_paid: number('Total pagado', { min: 0, step: 0.01, money: true, positive: true, required: true }),
    // The server's, from total_paid and the partner's level at payment (a corrected total_paid moves the commission).
    partner_commision: number('Comisión del partner', { gender: 'f', min: 0, step: 0.01, money: true }),
    level_on_payment: number('Nivel al pagar', { int: true, min: 1, max: 4 }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Account: z.object({ account_id: z.number(), name: z.string() }) },
  label: (row) => `#${row.invoice_id}`,
  list: { filters: { partner_id: partnerFilter }, sort: ['invoice_id', 'total_paid', 'createdAt'] },
  update: ['account_id', 'total_paid'],
});

/** A partner's invoices (spec 2 §7): the invoice list, of that partner only. */
export const invoiceOperations = {
  ofPartner: operation({
    id: 'partner.invoices',
    method: 'GET',
    path: 'partner/:id/invoices',
    summary: 'Las facturas de un partner, con la comisión y el nivel con que se pagaron',
    tag: 'invoice',
    params: idParams,
    query: strictListQuery(invoiceContract.schemas.list),
    answer: z.array(rowSchema(invoiceContract)),
    paged: true,
    // Below the partner, read with the invoices' permission.
    permission: { resource: invoiceContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: invoiceContract.names.many },
  }),
};

// ---------------------------------------------------------------------------------------------------
// Active accounts (spec 2 §2, §3, §4, §5, §7).

/** The most extra days one call adds (spec 2 §5, §9). */
export const MAX_EXTRA_DAYS = 1000;

/**
 * An active account: an account a partner keeps active on a plan. What comes from the plan (its name, users,
 * the billed days and what they cost) is answered beside the fields, as a plan's change moves it.
 */
export const activeAccountContract = defineContract({
  path: 'active_account',
  id: 'active_account_id',
  names: { one: 'cuenta activa', many: 'cuentas activas', gender: 'f' },
  fields: {
    partner_id: reference('Partner', () => partnerContract, { required: true, lookup: 'select' }),
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', required: true }),
    account_name: readOnly(text('Nombre de la cuenta', { max: 200 })),
    business_name: text('Razón social', { gender: 'f', max: 200, required: true }),
    plan_id: reference('Plan', () => planContract, { required: true, lookup: 'select' }),
    active_users: readOnly(number('Usuarios activos', { noun: 'los usuarios activos', int: true })),
    extra_days: readOnly(number('Días extra', { noun: 'los días extra', int: true })),
    start_date: readOnly(date('Fecha de inicio', { gender: 'f' })),
    deletedAt: timestamp('Fecha de eliminación', { gender: 'f' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: {
    Partner: z.object({ partner_id: z.number(), business_name: z.string() }),
    // The plan as it was chosen (a snapshot: the catalogue's later changes do not re-bill it).
    plan_name: z.string(),
    max_users: z.number(),
    plan_price: z.number(),
    billed_days: z.number(),
    expire_date: z.string(),
    paid_for_plan: z.number(),
  },
  label: (row) => row.account_name,
  list: {
    // `name` searches the account's name.
    search: ['name'],
    filters: {
      partner_id: partnerFilter,
      include_deleted: z.enum(['true', 'false'], { error: 'include_deleted debe ser true o false' }).optional(),
    },
    sort: ['active_account_id', 'business_name', 'start_date', 'createdAt'],
  },
  create: ['partner_id', 'account_id', 'business_name', 'plan_id'],
  update: ['business_name', 'plan_id'],
  remove: { soft: 'deletedAt', restore: true },
  // GET active_account/{id} is the account's (spec 2 §7: activeAccountOperations.ofAccount).
  getPath: 'active_account/by_id/:id',
});
export type ActiveAccount = typeof activeAccountContract.$row;

/** POST account/{account_id}/extra_days: days added to one of that account's active accounts. */
export const extraDaysSchema = z.strictObject({
  active_account_id: reference('Cuenta activa', () => activeAccountContract, { gender: 'f' }).rule,
  extra_days: number('Días extra', { noun: 'los días extra', int: true, min: 0, max: MAX_EXTRA_DAYS }).rule,
});
/** What POST account/{id}/extra_days answers. */
export const extraDaysAnswer = z.object({
  active_account_id: z.number(),
  extra_days: z.number(),
  billed_days: z.number(),
  expire_date: z.string(),
});

/** An account_ids filter: a JSON array of ids, as the spec sends it (`account_ids=[4,9]`). */
const accountIdsParam = z
  .string({ error: 'account_ids debe ser una lista JSON de identificadores' })
  .transform((value, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    const ids = z.array(z.number().int().positive().max(2_147_483_647)).max(2500).safeParse(parsed);
    if (!ids.success) {
      context.addIssue({ code: 'custom', message: 'account_ids debe ser una lista JSON de identificadores' });
      return z.NEVER;
    }
    return ids.data;
  })
  .optional();

/** GET active_account/totals: the live active accounts of a partner (or all), a plan, some accounts. */
export const activeAccountTotalsQuery = z.strictObject({
  partner_id: partnerFilter,
  plan_name: searchParam,
  account_ids: accountIdsParam,
});
export const activeAccountTotals = z.object({ accounts: z.number(), active_users: z.number(), max_users: z.number(), paid_for_plan: z.number() });
export type ActiveAccountTotals = z.infer<typeof activeAccountTotals>;

/** GET active_account/download_summary?format=csv: the list's filters, as the screen has them. */
export const activeAccountSummaryQuery = z.strictObject({
  format: z.literal('csv', { error: 'El formato debe ser csv' }),
  name: searchParam,
  partner_id: partnerFilter,
  include_deleted: z.enum(['true', 'false'], { error: 'include_deleted debe ser true o false' }).optional(),
});

export const activeAccountTexts = {
  duplicate: 'La cuenta ya se encuentra activa',
  daysUpdated: 'Días actualizados',
  addDays: 'Agregar días',
  summary: 'Resumen',
  showDeleted: 'Mostrar cuentas eliminadas',
  allPartners: 'Todos',
  goToAccount: 'Ir a cuenta',
  deletedRow: 'Cuenta activa eliminada: no se puede editar.',
  deleted: 'La cuenta activa está eliminada',
  notOfAccount: 'La cuenta activa no es de esa cuenta',
} as const;

/** The CSV summary's columns, in order: the header people read and the row's value (README "Partners"). */
export const ACTIVE_ACCOUNT_CSV_COLUMNS = [
  'ID',
  'Partner',
  'ID de cuenta',
  'Cuenta',
  'Razón social',
  'Plan',
  'Precio del plan',
  'Usuarios activos',
  'Máximo de usuarios',
  'Días del plan',
  'Días extra',
  'Días facturados',
  'Fecha de inicio',
  'Fecha de vencimiento',
  'Pagado por plan',
  'Fecha de eliminación',
] as const;

/** What is particular to active accounts: an account's, extra days, totals, the CSV summary (spec 2 §2, §5, §7). */
export const activeAccountOperations = {
  ofAccount: operation({
    id: 'active_account.ofAccount',
    method: 'GET',
    path: 'active_account/:id',
    summary: 'Las cuentas activas de una cuenta (una por partner que la mantiene), con los filtros de la lista',
    tag: 'active_account',
    params: idParams,
    query: strictListQuery(activeAccountContract.schemas.list),
    answer: z.array(rowSchema(activeAccountContract)),
    paged: true,
    texts: { verb: 'obteniendo', what: activeAccountContract.names.many },
  }),
  addExtraDays: operation({
    id: 'account.extraDays',
    method: 'POST',
    path: 'account/:id/extra_days',
    summary: `Agrega de 0 a ${MAX_EXTRA_DAYS} días extra a una cuenta activa de la cuenta; responde los días facturados`,
    tag: 'active_account',
    params: idParams,
    body: extraDaysSchema,
    answer: extraDaysAnswer,
    refusals: [409],
    // Under the account (spec 2 §7), a change of one of its active accounts.
    permission: { resource: activeAccountContract.path, action: 'update' },
    audit: 'days.add',
    texts: { verb: 'actualizando', what: 'días' },
  }),
  totals: operation({
    id: 'active_account.totals',
    method: 'GET',
    path: 'active_account/totals',
    summary: 'Totales de las cuentas activas (sin las eliminadas): usuarios activos, máximo de usuarios y lo pagado por plan',
    tag: 'active_account',
    query: activeAccountTotalsQuery,
    answer: activeAccountTotals,
    texts: { verb: 'obteniendo', what: 'totales' },
  }),
  downloadSummary: operation({
    id: 'active_account.downloadSummary',
    method: 'GET',
    path: 'active_account/download_summary',
    summary: 'Las cuentas activas con los filtros de la lista, en CSV (UTF-8 con BOM, RFC 4180), enviado por partes',
    tag: 'active_account',
    query: activeAccountSummaryQuery,
    answer: z.string(),
    download: true,
    texts: { verb: 'obteniendo', what: activeAccountContract.names.many },
  }),
};
