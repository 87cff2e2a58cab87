/**
 * An account's settings and integrations (document 3 §2–§9, issue 16): its plan payments (the reference is
 * edited, a date range exported as CSV), its web pay credentials, its status and configuration forms, its
 * webhooks and lambdas, its message templates (copied between platforms by the tooling), and its WhatsApp.
 *
 *   GET   account/{id}/plan_payments; GET, PATCH plan_payment/{id}         (no create, no delete)
 *   GET   account/{id}/plan_payment/download_summary?format=csv&init_date&final_date
 *   GET   account/{id}/web_pay_credentials; POST web_pay_credential; PATCH, DELETE web_pay_credential/{id}
 *   GET, PATCH account/{id}/status                                        (RULINGS: the account's id in the path)
 *   GET, PATCH account/{id}/configuration
 *   GET   webhooks?account=; POST webhooks; PATCH, DELETE webhooks/{id}
 *   GET   account/{id}/lambdas; POST lambda (isSimple 1); PATCH, DELETE lambda/{id}
 *   GET   account/{id}/templates?platform=; POST tooling/platform-mirror {account_id, source, target}
 *   GET   account/{id}/whatsapp_list; GET, PATCH, DELETE whatsapp/{model_id}; POST whatsapp
 */
import { z } from '../zod';
import { defineContract, idParam } from '../contract';
import { choice, flag, json, number, readOnly, reference, secret, text, timestamp, url, type JsonValue } from '../fields';
import { idParams, operation } from '../operation';
import { accountContract, accountList } from './account';
import { platformContract } from './platform';

const account = () => accountContract;
/** Given on create (the account's screen gives its own), never changed. */
const ofAccount = () => reference('Cuenta', account, { gender: 'f', required: true });

// ---- Plan payments ------------------------------------------------------------------------------------

export const planPaymentContract = defineContract({
  path: 'plan_payment',
  id: 'plan_payment_id',
  names: { one: 'pago', many: 'pagos', gender: 'm' },
  label: (row) => `#${row.plan_payment_id}`,
  fields: {
    account_id: readOnly(ofAccount()),
    // What was paid, as the payment gateway recorded it: read-only here.
    plan_name: readOnly(text('Plan', { max: 200 })),
    amount: readOnly(number('Monto', { min: 0, money: true })),
    reference: text('Referencia', { gender: 'f', max: 200, default: '' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: {
    search: ['reference'],
    filters: { account_id: idParam('La cuenta') },
    sort: ['plan_payment_id', 'createdAt'],
  },
  create: false,
  update: ['reference'],
  remove: false,
});
export type PlanPaymentRow = typeof planPaymentContract.$row;

const day = (subject: string) =>
  z
    .string({ error: `Elige ${subject}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${subject.charAt(0).toUpperCase()}${subject.slice(1)} debe ser una fecha AAAA-MM-DD`)
    // A day of the calendar: '2026-02-30' is none (Date.parse would roll it into March).
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, `${subject.charAt(0).toUpperCase()}${subject.slice(1)} no es una fecha válida`);

/** GET account/{id}/plan_payment/download_summary: a range of days (both included), as CSV. */
export const planPaymentSummaryQuery = z
  .strictObject({
    format: z.enum(['csv'], { error: 'El formato debe ser csv' }),
    init_date: day('la fecha inicial'),
    final_date: day('la fecha final'),
  })
  .refine((query) => query.init_date <= query.final_date, { message: 'La fecha inicial debe ser anterior o igual a la final', path: ['init_date'] });

/** The CSV's columns, in order (Spanish headers). */
export const PLAN_PAYMENT_CSV_COLUMNS = ['ID', 'Cuenta', 'Plan', 'Monto', 'Referencia', 'Fecha de creación'] as const;

/** An account's payments, listed and exported as CSV (api/src/routes/account-settings.ts). */
export const planPaymentOperations = {
  ofAccount: accountList({ id: 'account.planPayments', what: 'plan_payments', contract: planPaymentContract, summary: 'Los pagos del plan de una cuenta, los más nuevos primero' }),
  summary: operation({
    id: 'account.planPaymentSummary',
    method: 'GET',
    path: 'account/:id/plan_payment/download_summary',
    summary:
      'Los pagos de la cuenta creados de init_date a final_date (ambos días incluidos, en la zona horaria de la cuenta; UTC si no tiene), ' +
      'en orden de creación, en CSV (UTF-8 con BOM, RFC 4180, fechas AAAA-MM-DD HH:mm en esa zona), enviado por partes',
    tag: planPaymentContract.path,
    params: idParams,
    query: planPaymentSummaryQuery,
    answer: z.string(),
    download: true,
    permission: { resource: planPaymentContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: planPaymentContract.names.many },
  }),
};

// ---- Web pay credentials ----------------------------------------------------------------------------

export const webPayCredentialContract = defineContract({
  path: 'web_pay_credential',
  id: 'web_paycredential_id',
  names: { one: 'credencial de pago', many: 'credenciales de pago', gender: 'f' },
  label: (row) => row.merchant,
  texts: { created: 'Credencial de pago creada' },
  fields: {
    account_id: ofAccount(),
    company_id: text('ID de empresa', { max: 100, required: true }),
    branch_id: text('ID de sucursal', { max: 100, required: true }),
    user: text('Usuario', { max: 200, required: true }),
    password: secret('Contraseña', { gender: 'f', max: 500, required: true }),
    key: secret('Llave', { gender: 'f', max: 2000, required: true }),
    // The gateway's fixed value for the merchant, which it names data0.
    data0: text('Dato fijo del comercio', { max: 500, required: true }),
    username: text('Nombre de usuario', { max: 200, required: true }),
    merchant: text('Comercio', { max: 200, required: true }),
    // Spec 3 §3: shown 'QA' when true, 'Prod' when false.
    is_sandbox: flag('Ambiente', { noun: 'el ambiente', default: false, states: ['QA', 'Prod'] }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['merchant'], filters: { account_id: idParam('La cuenta') }, sort: ['web_paycredential_id', 'merchant', 'createdAt'] },
  update: ['company_id', 'branch_id', 'user', 'password', 'key', 'data0', 'username', 'merchant', 'is_sandbox'],
});
export type WebPayCredentialRow = typeof webPayCredentialContract.$row;

/** An account's web pay credentials (api/src/routes/account-settings.ts; the generic calls create and change them). */
export const webPayCredentialOperations = {
  ofAccount: accountList({
    id: 'account.webPayCredentials',
    what: 'web_pay_credentials',
    contract: webPayCredentialContract,
    summary: 'Las credenciales de pago web de una cuenta (nunca su contraseña ni su llave)',
  }),
};

// ---- Configuration ----------------------------------------------------------------------------------

export const CASE_QUEUE_TYPES = { on_demand: 'A demanda', per_agent: 'Por agente' } as const;
/** Messenger's generic template images (its image_aspect_ratio): 1.91:1 or 1:1. */
export const IMAGE_ASPECT_RATIOS = { horizontal: 'Horizontal (1.91:1)', square: 'Cuadrada (1:1)' } as const;

const hours = (label: string, noun: string) => number(label, { noun, int: true, min: 0, max: 8760, default: 0 });
const minutes = (label: string, noun: string) => number(label, { noun, int: true, min: 0, max: 525_600, default: 0 });

export const accountConfigurationContract = defineContract({
  path: 'account_configuration',
  id: 'account_configuration_id',
  names: { one: 'configuración', many: 'configuraciones', gender: 'f' },
  // The account's configuration: writing it needs the permission to update accounts.
  permission: accountContract.path,
  label: () => 'Configuración',
  texts: { updated: 'Configuración actualizada' },
  fields: {
    account_id: readOnly(ofAccount()),
    // RULINGS 2: 'Tiempo de reactivación' edits auto_reactivation_time (minutes).
    auto_reactivation_time: minutes('Tiempo de reactivación', 'el tiempo de reactivación'),
    case_queue_type: choice('Tipo de cola de casos', CASE_QUEUE_TYPES, { default: 'on_demand' }),
    close_case_time: hours('Cierre de caso (horas)', 'el tiempo de cierre de caso'),
    close_case_next_block_id: number('Bloque siguiente al cerrar el caso', { noun: 'el bloque siguiente', int: true, min: 1, nullable: true }),
    case_time_out: hours('Tiempo de espera del caso (horas)', 'el tiempo de espera del caso'),
    case_assignment_times: number('Intentos de asignación del caso', { noun: 'los intentos de asignación', int: true, min: 0, max: 100, default: 0 }),
    case_emergency_action: text('Acción de emergencia', { gender: 'f', max: 200, default: '' }),
    emergency_admin: text('Administrador de emergencia', { max: 254, default: '' }),
    emergency_group: text('Grupo de emergencia', { max: 200, default: '' }),
    emergency_sms: text('SMS de emergencia', { max: 30, default: '' }),
    case_email_custom_content: text('Contenido del correo del caso', { max: 10_000, multiline: true, default: '' }),
    payment_link_life_time: minutes('Vigencia del enlace de pago (minutos)', 'la vigencia del enlace de pago'),
    graph_nlp_enabled: flag('NLP de grafo', { noun: 'si el NLP de grafo está activo', default: false }),
    always_send_case_email: flag('Enviar siempre el correo del caso', { noun: 'si se envía siempre el correo del caso', default: false }),
    add_unique_payment_reference: flag('Referencia de pago única', { noun: 'si se agrega una referencia de pago única', default: false }),
    save_activity_logs: flag('Guardar registros de actividad', { noun: 'si se guardan los registros de actividad', default: true }),
    country_code: text('Código de país', {
      max: 2,
      default: '',
      format: { pattern: /^[A-Z]{2}$/, message: 'El código de país son 2 letras mayúsculas (MX, CO)', example: () => 'MX' },
    }),
    image_aspect_ratio: choice('Relación de aspecto de imágenes (Messenger)', IMAGE_ASPECT_RATIOS, { gender: 'f', default: 'horizontal' }),
    // RULINGS 2: its own label (the status's value, edited here too).
    max_free_shippings_amount: number('Monto máximo de envíos gratis', { min: 0, money: true, default: 0 }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
    updatedAt: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  create: false,
  remove: false,
});
export type AccountConfigurationRow = typeof accountConfigurationContract.$row;

const configuration = { path: 'account/:id/configuration', tag: accountConfigurationContract.path, params: idParams, answer: accountConfigurationContract.schemas.row } as const;

/** The account's configuration form (api/src/routes/account-settings.ts): read and changed below the account. */
export const accountConfigurationOperations = {
  get: operation({
    ...configuration,
    id: 'account.configuration',
    method: 'GET',
    summary: 'La configuración de la cuenta, con el monto máximo de envíos gratis de su status',
    texts: { verb: 'obteniendo', what: accountConfigurationContract.names.one },
  }),
  update: operation({
    ...configuration,
    id: 'account.updateConfiguration',
    method: 'PATCH',
    summary:
      "Cambia los campos enviados de la configuración (max_free_shippings_amount, en el status de la cuenta); el bloque siguiente al cerrar un caso debe ser de un flujo de la cuenta (400 si no)",
    body: accountConfigurationContract.schemas.update,
    audit: 'configuration.update',
    texts: { verb: 'actualizando', what: accountConfigurationContract.names.one },
  }),
};

/** Spec 3 §8: the fixed texts of the status and configuration forms. */
export const accountFormTexts = {
  statusUpdated: 'Status actualizado',
  readFailed: 'Error obteniendo datos. Intenta de nuevo.',
  sendFailed: 'Error al enviar datos. Intenta de nuevo.',
  clearBlock: 'Eliminar selección',
} as const;

// ---- Webhooks ---------------------------------------------------------------------------------------

export const WEBHOOK_METHODS = { get: 'GET', post: 'POST', patch: 'PATCH' } as const;
export const WEBHOOK_OUTGOING_TYPES = { payment: 'Pago', message: 'Mensaje', case: 'Caso' } as const;
/** An HTTP header's name (RFC 9110 token). */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
export const MAX_HEADERS = 50;

/** Why a webhook's headers are not a JSON object of header names to one-line texts, or undefined. */
export function headersProblem(headers: JsonValue | undefined): string | undefined {
  if (headers === undefined || headers === null) return undefined;
  if (typeof headers !== 'object' || Array.isArray(headers)) return 'Los encabezados deben ser un objeto de nombre a valor';
  const entries = Object.entries(headers);
  if (entries.length > MAX_HEADERS) return `Se admiten hasta ${MAX_HEADERS} encabezados`;
  for (const [name, value] of entries) {
    if (!HEADER_NAME.test(name)) return `El nombre de encabezado «${name.slice(0, 40)}» no es válido`;
    if (typeof value !== 'string' || /[\r\n]/.test(value) || value.length > 2000) return `El valor del encabezado ${name} debe ser un texto de una línea`;
  }
  return undefined;
}

export const webhookContract = defineContract({
  path: 'webhooks',
  id: 'webhook_id',
  names: { one: 'webhook', many: 'webhooks', gender: 'm' },
  fields: {
    account_id: ofAccount(),
    name: text('Nombre', { max: 200, required: true }),
    url: url('URL', { gender: 'f', required: true }),
    method: choice('Método', WEBHOOK_METHODS, { required: true }),
    // Spec 3 §3: 'Entrada' (incoming) or 'Salida'.
    is_incoming: flag('Dirección', { gender: 'f', noun: 'la dirección', default: false, states: ['Entrada', 'Salida'] }),
    outgoing_type: choice('Tipo de salida', WEBHOOK_OUTGOING_TYPES, { nullable: true }),
    headers: json('Encabezados', { noun: 'los encabezados', max: 20_000 }),
    updatedAt: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  list: { search: ['name'], filters: { account: idParam('La cuenta') }, sort: ['webhook_id', 'name', 'updatedAt'] },
  update: ['name', 'url', 'method', 'is_incoming', 'outgoing_type', 'headers'],
  // An outgoing webhook says what it sends; an incoming one sends nothing (spec 3 §4, §5).
  check: (webhook) => {
    if (!webhook.is_incoming && !webhook.outgoing_type) return { field: 'outgoing_type', message: 'Elige el tipo de salida' };
    if (webhook.is_incoming && webhook.outgoing_type) return { field: 'outgoing_type', message: 'Un webhook de entrada no tiene tipo de salida' };
    const problem = headersProblem(webhook.headers as JsonValue | undefined);
    return problem ? { field: 'headers', message: problem } : undefined;
  },
});
export type WebhookRow = typeof webhookContract.$row;

// ---- Lambdas ----------------------------------------------------------------------------------------

/** Spec 3 §3, §9: the seven runtimes. */
export const LAMBDA_RUNTIMES = {
  'nodejs14.x': 'Node.js 14',
  'nodejs16.x': 'Node.js 16',
  'nodejs18.x': 'Node.js 18',
  'python3.7': 'Python 3.7',
  'python3.7.8': 'Python 3.7.8',
  'python3.9': 'Python 3.9',
  'python3.10': 'Python 3.10',
} as const;

export const lambdaContract = defineContract({
  path: 'lambda',
  id: 'lambda_id',
  names: { one: 'lambda', many: 'lambdas', gender: 'f' },
  texts: { created: 'Lambda creada' },
  fields: {
    account_id: ofAccount(),
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, required: true }),
    arn: text('ARN', {
      max: 300,
      required: true,
      format: {
        pattern: /^arn:aws:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9_$-]+)?$/,
        message: 'El ARN debe ser el de una función Lambda (arn:aws:lambda:región:cuenta:function:nombre)',
        example: (n: number) => `arn:aws:lambda:us-east-1:123456789012:function:funcion-${n}`,
      },
    }),
    version: text('Versión', { gender: 'f', max: 50, required: true }),
    runtime: choice('Entorno de ejecución', LAMBDA_RUNTIMES, { required: true }),
    // The original client sends isSimple 1 with a new lambda (spec 3 §7); kept as sent.
    isSimple: number('Simple', { int: true, min: 0, max: 1, default: 1 }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], filters: { account_id: idParam('La cuenta') }, sort: ['lambda_id', 'name', 'createdAt'] },
  update: ['name', 'description', 'arn', 'version', 'runtime'],
});
export type LambdaRow = typeof lambdaContract.$row;

/** An account's lambdas (api/src/routes/account-integrations.ts; the generic calls create and change them). */
export const lambdaOperations = {
  ofAccount: accountList({ id: 'account.lambdas', what: 'lambdas', contract: lambdaContract, summary: 'Las lambdas de una cuenta (404 si la cuenta no existe)' }),
};

// ---- Message templates and the platform mirror -------------------------------------------------------

/** A message template of an account's bot on one platform (written by the bot builder: read-only here). */
export const messageTemplateContract = defineContract({
  path: 'message_template',
  id: 'message_template_id',
  names: { one: 'plantilla', many: 'plantillas', gender: 'f' },
  fields: {
    account_id: ofAccount(),
    platform_id: reference('Plataforma', () => platformContract, { gender: 'f', required: true }),
    name: text('Nombre', { max: 200, required: true }),
    content: text('Contenido', { max: 20_000, multiline: true, default: '' }),
    updatedAt: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  list: {
    search: ['name'],
    filters: { account_id: idParam('La cuenta'), platform: idParam('La plataforma') },
    sort: ['message_template_id', 'name', 'updatedAt'],
    defaultSort: 'name',
  },
  create: false,
  update: false,
  remove: false,
});
export type MessageTemplateRow = typeof messageTemplateContract.$row;

const platformRule = (label: string) => reference(label, () => platformContract, { gender: 'f' }).rule;
/** POST tooling/platform-mirror: copy the account's templates of one platform to another (different) one. */
export const platformMirrorSchema = z
  .strictObject({
    account_id: reference('Cuenta', account, { gender: 'f' }).rule,
    source: platformRule('Plataforma de origen'),
    target: platformRule('Plataforma de destino'),
  })
  .refine((body) => body.source !== body.target, { message: 'Elige plataformas diferentes', path: ['target'] });

/** What a mirror did: templates added to the target, and those of the same name made equal to the source's. */
export const platformMirrorAnswer = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });

/** An account's templates, and the tooling's copy of one platform's to another (api/src/routes/account-integrations.ts). */
export const messageTemplateOperations = {
  ofAccount: accountList({
    id: 'account.templates',
    what: 'templates',
    contract: messageTemplateContract,
    summary: 'Las plantillas de mensajes de una cuenta, por nombre; `platform` las de una de sus plataformas',
  }),
  mirror: operation({
    id: 'tooling.platformMirror',
    method: 'POST',
    path: 'tooling/platform-mirror',
    summary:
      'Clona las plantillas de una plataforma de la cuenta en otra: crea las que le faltan a la de destino e iguala el contenido de las ' +
      'del mismo nombre; nunca elimina. Ambas plataformas deben estar asociadas a la cuenta y ser diferentes. Responde cuántas creó, ' +
      'actualizó y dejó como estaban',
    tag: messageTemplateContract.path,
    body: platformMirrorSchema,
    answer: platformMirrorAnswer,
    // Copying templates changes the account's bot: the permission to update accounts, recorded on the account.
    permission: { resource: accountContract.path, action: 'update' },
    audit: 'templates.mirror',
    texts: { verb: 'actualizando', what: messageTemplateContract.names.many },
  }),
};

export const toolingTexts = {
  mirror: 'Clonar plantillas entre plataformas',
  mirrored: 'Se han clonado las plantillas correctamente.',
  mirrorFailed: 'Ha ocurrido un error al clonar las plantillas, intenta más tarde.',
  platformsFailed: 'Ha ocurrido un error al obtener las plataformas disponibles.',
  notAccountPlatform: 'La plataforma no está asociada a la cuenta',
} as const;
