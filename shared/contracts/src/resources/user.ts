/**
 * The people a bot talks to (document 3 §2–§8): an account's users, one per platform they write from, their
 * values of the account's variables (user attribute values) and their breadcrumbs (what the bot did in each
 * conversation, as a log of events). Users are created by the platform, never by staff: staff read them, edit
 * their data, switch their bot off and on, and delete them (soft, or permanently).
 *
 *   GET    account/{id}/users?platform=              an account's users of one platform (paged)
 *   GET    user/search?text=&platform=&account_id=   a search among them (name, screen name, phone; an id exactly)
 *   GET    user/{id}; PATCH user/{id}                one user; its data (not its bot switch nor the platform's stamps)
 *   PATCH  user/{id}/updateBotStatus                 {user_id, platform, bot_enabled}
 *   DELETE user/{id}; DELETE user/{id}/hard          soft delete; permanent delete (values and breadcrumbs go too)
 *   GET    account/{id}/user_attributes/{user_id}    the user's values; PATCH the same path sets one value to many
 *   PATCH  user_attribute_value/{id}                 {value}
 *   GET    account/{id}/breadcrumbs?platform=&user_id=&start_time=&end_time=   newest first (paged)
 *   GET, PATCH, DELETE breadcrumb/{id}; DELETE account/{id}/breadcrumbs {breadcrumb_ids}   (the selection at once)
 */
import { z } from '../zod';
import { defineContract, idParam, limitParam, momentParam, pagingShape } from '../contract';
import { MAX_PAGE_SIZE } from '../paging';
import { choice, flag, number, readOnly, reference, text, timestamp, url } from '../fields';
import { idParams, operation, strictListQuery, itemParams } from '../operation';
import { accountContract, accountList } from './account';
import { platformContract } from './platform';

const account = () => accountContract;
const platform = () => platformContract;

export const USER_GENDERS = { male: 'Masculino', female: 'Femenino', none: 'Sin especificar' } as const;

/** The longest value a variable holds for a user. */
export const USER_VALUE_MAX = 10_000;
/** Spec 3 §9: a value is shown cut to 99 characters and an ellipsis when it is longer than 100. */
export const VALUE_DISPLAY_CUT = 99;
export const displayValue = (value: string | null | undefined) => {
  const text = value ?? '';
  return text.length > VALUE_DISPLAY_CUT + 1 ? `${text.slice(0, VALUE_DISPLAY_CUT)}…` : text;
};

export const userContract = defineContract({
  path: 'user',
  id: 'user_id',
  names: { one: 'usuario', many: 'usuarios', gender: 'm', person: true },
  label: (user) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.screen_name || `#${user.user_id}`,
  fields: {
    // Where the user writes from: set by the platform, never changed.
    account_id: readOnly(reference('Cuenta', account, { gender: 'f', required: true })),
    platform_id: readOnly(reference('Plataforma', platform, { gender: 'f', required: true })),
    first_name: text('Nombre', { max: 100, default: '' }),
    last_name: text('Apellido', { max: 100, default: '' }),
    screen_name: text('Nombre de usuario', { max: 100, default: '' }),
    gender: choice('Género', USER_GENDERS, { default: 'none' }),
    locale: text('Locale', { max: 20, default: '' }),
    phone_number: text('Teléfono', { max: 30, default: '' }),
    ip: text('IP', { gender: 'f', max: 45, default: '' }),
    container: text('Contenedor', { max: 200, default: '' }),
    timezone: text('Zona horaria', { gender: 'f', max: 50, default: '' }),
    followers: number('Seguidores', { noun: 'los seguidores', int: true, min: 0, default: 0 }),
    friends: number('Amigos', { noun: 'los amigos', int: true, min: 0, default: 0 }),
    tweets: number('Tweets', { noun: 'los tweets', int: true, min: 0, default: 0 }),
    sequence_id: number('Secuencia', { gender: 'f', int: true, min: 1, nullable: true }),
    sequence_step: number('Paso de la secuencia', { int: true, min: 0, nullable: true }),
    profile_pic: url('Foto de perfil', { gender: 'f', nullable: true }),
    is_protected: flag('Protegido', { noun: 'si el usuario está protegido', default: false }),
    is_verified: flag('Verificado', { noun: 'si el usuario está verificado', default: false }),
    is_subscribed: flag('Suscrito', { noun: 'si el usuario está suscrito', default: false }),
    // Switched only by PATCH user/{id}/updateBotStatus ('Estado del bot actualizado').
    bot_enabled: readOnly(flag('Bot activo', { noun: 'si el bot está activo' })),
    link_code: text('Código de vinculación', { max: 100, default: '' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
    last_info_update: timestamp('Última actualización de datos', { gender: 'f' }),
    last_interaction_time: timestamp('Última interacción', { gender: 'f' }),
    deletedAt: timestamp('Fecha de eliminación', { gender: 'f' }),
  },
  list: {
    // `text` searches the name, the screen name and the phone, and matches an id exactly.
    search: ['text'],
    filters: { platform: idParam('La plataforma'), account_id: idParam('La cuenta') },
    sort: ['user_id', 'first_name', 'createdAt', 'last_interaction_time'],
    maxLimit: MAX_PAGE_SIZE,
  },
  create: false,
  remove: { soft: 'deletedAt', restore: true },
});
export type UserRow = typeof userContract.$row;

/** PATCH user/{id}/updateBotStatus: the user, its platform (as the client sends them) and the new switch. */
export const userBotStatusSchema = z.strictObject({
  user_id: reference('Usuario', () => userContract).rule,
  platform: reference('Plataforma', platform, { gender: 'f' }).rule,
  bot_enabled: flag('Bot activo', { noun: 'si el bot está activo' }).rule,
});

/** GET user/search: an account and a platform are required ('Plataforma no especificada'). */
export const userSearchSchema = z.strictObject({
  text: z.string().trim().max(200, 'La búsqueda admite hasta 200 caracteres').optional(),
  platform: idParam('La plataforma'),
  account_id: idParam('La cuenta'),
});

export const userAttributeValueContract = defineContract({
  path: 'user_attribute_value',
  id: 'user_attribute_value_id',
  names: { one: 'valor de variable', many: 'valores de variables', gender: 'm' },
  label: (row) => row.name,
  fields: {
    user_id: readOnly(reference('Usuario', () => userContract, { required: true })),
    user_attribute_id: readOnly(reference('Variable', () => userAttributeRef, { gender: 'f', required: true })),
    // The variable's, as the user's values are shown.
    name: readOnly(text('Nombre', { max: 200 })),
    type: readOnly(text('Tipo', { max: 50 })),
    value: text('Valor', { max: USER_VALUE_MAX, multiline: true, default: '' }),
    updatedAt: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  list: { search: ['name'], filters: { user_id: idParam('El usuario') }, sort: ['user_attribute_value_id', 'name'], defaultSort: 'name', maxLimit: MAX_PAGE_SIZE },
  create: false,
  remove: false,
});
export type UserAttributeValueRow = typeof userAttributeValueContract.$row;

/** The variable a value is of (a reference's target, without importing the variables' contract here). */
const userAttributeRef = {
  path: 'user_attribute',
  id: 'user_attribute_id',
  names: { one: 'variable', many: 'variables', gender: 'f' as const },
  label: (row: Record<string, unknown>) => String(row.name),
};

/** The most values (or breadcrumbs) one call changes: a page of 300. */
export const MAX_SELECTION = 300;
const idList = (subject: string, one: string) =>
  z
    .array(reference(one, () => userContract).rule, { error: `Elige al menos ${subject}` })
    .min(1, `Elige al menos ${subject}`)
    .max(MAX_SELECTION, `Elige hasta ${MAX_SELECTION} a la vez`);

/** PATCH account/{id}/user_attributes/{user_id}: one new value for the chosen values of the user ('Editar selección'). */
export const userValuesBulkSchema = z.strictObject({
  user_attribute_value_ids: idList('un valor', 'Valor'),
  value: userAttributeValueContract.fields.value.rule.refine((value: string) => value.length > 0, 'Introduce el nuevo valor'),
});

export const breadcrumbContract = defineContract({
  path: 'breadcrumb',
  id: 'breadcrumb_id',
  names: { one: 'registro', many: 'registros', gender: 'm' },
  label: (row) => `#${row.breadcrumb_id}`,
  fields: {
    account_id: readOnly(reference('Cuenta', account, { gender: 'f', required: true })),
    user_id: readOnly(reference('Usuario', () => userContract, { required: true })),
    platform_id: readOnly(reference('Plataforma', platform, { gender: 'f', required: true })),
    block_id: number('Block ID', { noun: 'el bloque', int: true, min: 1, nullable: true }),
    // Newline-separated events, each 'date|event|template or detail|resource' (parseBreadcrumbLog).
    log: text('Registro', { max: 100_000, multiline: true, default: '' }),
    error_log: text('Error', { max: 20_000, multiline: true, nullable: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
    updatedAt: timestamp('Fecha', { gender: 'f' }),
  },
  list: {
    filters: {
      platform: idParam('La plataforma'),
      user_id: idParam('El usuario'),
      account_id: idParam('La cuenta'),
      start_time: momentParam('El inicio'),
      end_time: momentParam('El fin'),
    },
    // Newest first: the indexes end in updated_at desc, breadcrumb_id desc.
    defaultSort: '-updatedAt',
    maxLimit: MAX_PAGE_SIZE,
  },
  create: false,
  update: ['block_id', 'log', 'error_log'],
});
export type BreadcrumbRow = typeof breadcrumbContract.$row;

/** DELETE account/{id}/breadcrumbs: the ticked breadcrumbs at once (all of that account, or none deleted). */
export const breadcrumbsDeleteSchema = z.strictObject({ breadcrumb_ids: idList('un registro', 'Registro') });

/** One event of a breadcrumb's log. */
export interface BreadcrumbEvent {
  date: string;
  event: string;
  /** The template or detail. */
  detail: string;
  resource: string;
}

/** A breadcrumb's log as its events: one per non-empty line, split by '|' (a missing part is ''; extra pipes stay in the resource). */
export function parseBreadcrumbLog(log: string | null | undefined): BreadcrumbEvent[] {
  return (log ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [date = '', event = '', detail = '', ...resource] = line.split('|');
      return { date: date.trim(), event: event.trim(), detail: detail.trim(), resource: resource.join('|').trim() };
    });
}

/** The events a bot records in a breadcrumb's log, as people read them. */
export const BREADCRUMB_EVENTS: Readonly<Record<string, string>> = {
  message_received: 'Mensaje recibido',
  block_executed: 'Bloque ejecutado',
  template_sent: 'Plantilla enviada',
  attribute_set: 'Variable asignada',
  webhook_called: 'Webhook llamado',
  case_opened: 'Caso abierto',
};
/** An event's Spanish label; an unknown code reads as itself ('-' when missing). */
export const breadcrumbEventLabel = (event: string) => BREADCRUMB_EVENTS[event] ?? (event || '-');

/** The 'Registro' column: how many events, their labels in order ('2 eventos: Mensaje recibido → Bloque ejecutado'). */
export function breadcrumbSummary(events: readonly BreadcrumbEvent[]): string {
  if (events.length === 0) return 'Sin eventos';
  const names = events.slice(0, 3).map((event) => breadcrumbEventLabel(event.event));
  return `${events.length} ${events.length === 1 ? 'evento' : 'eventos'}: ${names.join(' → ')}${events.length > 3 ? ' …' : ''}`;
}

/** Spec 3 §8 and the screens' own texts. */
export const userTexts = {
  botStatusUpdated: 'Estado del bot actualizado',
  updateFailed: 'Ha ocurrido un error al actualizar al usuario',
  deleteFailed: 'Ha ocurrido un error al eliminar al usuario',
  servicesFailed: 'Ha ocurrido un error con los servicios',
  noPlatform: 'Plataforma no especificada',
  noAccount: 'Cuenta no especificada',
  readFailed: 'Error obteniendo datos del usuario',
  wrongPlatform: 'La plataforma no es la del usuario',
  userMismatch: 'El usuario del cuerpo no es el de la ruta',
  typedIdMismatch: 'Has escrito mal el número, se canceló la eliminación.',
  deleted: 'Usuario eliminado',
  deletedForever: 'Usuario eliminado permanentemente',
  valuesUpdated: 'Valores actualizados',
  valueNotOfUser: 'El valor no es del usuario',
  breadcrumbNotOfAccount: 'El registro no es de la cuenta',
  noPlatforms: 'No hay plataformas disponibles',
  choosePlatform: 'Selecciona una plataforma',
} as const;

/** GET user/search: the contract's search with a page (no sort: the users list's own order). */
export const userSearchQuery = strictListQuery(userSearchSchema.extend({ ...pagingShape, limit: limitParam(MAX_PAGE_SIZE) }));
/** account/{id}/user_attributes/{user_id}. */
export const accountUserParams = itemParams('user_id');
/** DELETE account/{id}/breadcrumbs answers how many it deleted. */
export const deletedCount = z.object({ deleted: z.number().int() });

const user = userContract.schemas.row;
const userTag = { tag: userContract.path, params: idParams, answer: user } as const;

/** An account's users, a search among them, the bot's switch and the permanent delete (api/src/routes/users.ts). */
export const userOperations = {
  ofAccount: accountList({
    id: 'account.users',
    what: 'users',
    contract: userContract,
    summary: "Los usuarios vigentes de una cuenta en una plataforma (obligatoria: 400 'Plataforma no especificada'), los más nuevos primero",
  }),
  search: operation({
    id: 'user.search',
    method: 'GET',
    path: 'user/search',
    summary: 'Busca usuarios de una cuenta y plataforma (obligatorias) por nombre, nombre de usuario o teléfono, o por su id exacto',
    tag: userContract.path,
    query: userSearchQuery,
    answer: z.array(user),
    paged: true,
    texts: { verb: 'obteniendo', what: userContract.names.many },
  }),
  updateBotStatus: operation({
    ...userTag,
    id: 'user.updateBotStatus',
    method: 'PATCH',
    path: 'user/:id/updateBotStatus',
    summary: 'Enciende o apaga el bot para el usuario; user_id debe ser el de la ruta y platform la del usuario',
    body: userBotStatusSchema,
    audit: 'update',
    texts: { verb: 'actualizando', what: userContract.names.one },
  }),
  hardDelete: operation({
    ...userTag,
    id: 'user.hardDelete',
    method: 'DELETE',
    path: 'user/:id/hard',
    summary: 'Elimina al usuario para siempre (también uno con borrado lógico), con sus valores y registros; responde el usuario como era',
    permission: { resource: userContract.path, action: 'delete' },
    audit: 'delete.hard',
    texts: { verb: 'eliminando', what: userContract.names.one },
  }),
};

const values = {
  path: 'account/:id/user_attributes/:user_id',
  tag: userAttributeValueContract.path,
  params: accountUserParams,
} as const;

/** A user's values of the account's variables, read and set at once (api/src/routes/users.ts). */
export const userValueOperations = {
  ofUser: operation({
    ...values,
    id: 'account.userValues',
    method: 'GET',
    summary: 'Los valores de las variables de un usuario de la cuenta (404 si el usuario no es de la cuenta), por nombre de variable',
    query: strictListQuery(userAttributeValueContract.schemas.list),
    answer: z.array(userAttributeValueContract.schemas.row),
    paged: true,
    permission: { resource: userAttributeValueContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: userAttributeValueContract.names.many },
  }),
  updateMany: operation({
    ...values,
    id: 'account.updateUserValues',
    method: 'PATCH',
    summary: 'Da un mismo valor a los valores elegidos del usuario: todos deben ser suyos (404 si no, sin cambiar nada); responde los valores',
    body: userValuesBulkSchema,
    answer: z.array(userAttributeValueContract.schemas.row),
    permission: { resource: userAttributeValueContract.path, action: 'update' },
    audit: 'update',
    texts: { verb: 'actualizando', what: userAttributeValueContract.names.many },
  }),
};

/** An account's breadcrumbs, listed and deleted a selection at a time (api/src/routes/users.ts). */
export const breadcrumbOperations = {
  ofAccount: accountList({
    id: 'account.breadcrumbs',
    what: 'breadcrumbs',
    contract: breadcrumbContract,
    summary: 'Los registros de la cuenta, los más recientes primero: por plataforma, usuario y rango de fechas (updatedAt, inclusivo)',
  }),
  removeMany: operation({
    id: 'account.deleteBreadcrumbs',
    method: 'DELETE',
    path: 'account/:id/breadcrumbs',
    summary: 'Elimina los registros elegidos: todos deben ser de la cuenta (404 si no, sin eliminar ninguno); responde cuántos',
    tag: breadcrumbContract.path,
    params: idParams,
    body: breadcrumbsDeleteSchema,
    answer: deletedCount,
    permission: { resource: breadcrumbContract.path, action: 'delete' },
    audit: 'delete',
    texts: { verb: 'eliminando', what: breadcrumbContract.names.many },
  }),
};
