/**
 * What a bot (an account) is made of, as the console reads it (document 3 §3, §7): its flows with their blocks
 * and its sequences — authored in the bot builder, read-only here —, its user variables (user attributes:
 * POST user_attribute, PATCH and DELETE user_attribute/{id}) and its messaging lists. Each is listed per
 * account (GET account/{id}/flows, /sequences, /user_attributes; the messaging API's account/{id}/lists) and
 * bundled by packages (package.ts).
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { reference, text, timestamp } from '../fields';
import { idParams, operation, itemParams } from '../operation';
import { accountContract, accountList } from './account';

const account = () => accountContract;

/** A block of a flow, as a flow carries it (GET block/{id} answers it with its flow_id). */
export const blockSchema = z.object({ block_id: z.number(), name: z.string() });

export const flowContract = defineContract({
  path: 'flow',
  id: 'flow_id',
  names: { one: 'flujo', many: 'flujos', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    account_id: reference('Cuenta', account, { gender: 'f', required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  // One flow (GET flow/{id}) answers its blocks, list rows do not: the next-block picker reads a flow's blocks
  // when that flow is chosen (spec 3 §4).
  joined: { Blocks: z.array(blockSchema).optional() },
  list: { search: ['name'], sort: ['flow_id', 'name', 'createdAt'] },
  create: false,
  update: false,
  remove: false,
});

export const sequenceContract = defineContract({
  path: 'sequence',
  id: 'sequence_id',
  names: { one: 'secuencia', many: 'secuencias', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    account_id: reference('Cuenta', account, { gender: 'f', required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['sequence_id', 'name', 'createdAt'] },
  create: false,
  update: false,
  remove: false,
});

/** The kinds of value a user variable holds, as the bot builder reads them. */
export const USER_ATTRIBUTE_TYPES: Readonly<Record<string, string>> = {
  text: 'Texto',
  number: 'Número',
  boolean: 'Sí / No',
  date: 'Fecha',
  email: 'Correo',
  phone: 'Teléfono',
  json: 'JSON',
};
/** A variable's type as people read it; a type of another kind (free text) reads as itself. */
export const userAttributeTypeLabel = (type: string) => USER_ATTRIBUTE_TYPES[type] ?? type;

/** A user variable of an account (document 3: 'Variables'); its name is unique within the account. */
export const userAttributeContract = defineContract({
  path: 'user_attribute',
  id: 'user_attribute_id',
  names: { one: 'variable', many: 'variables', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    type: text('Tipo', { max: 50, required: true }),
    // Given on create, never changed: a variable belongs to its bot.
    account_id: reference('Cuenta', account, { gender: 'f', required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['user_attribute_id', 'name', 'type', 'createdAt'] },
  update: ['name', 'type'],
});

/**
 * A messaging list of an account (the messaging API): GET and POST account/{id}/lists, GET, PATCH and DELETE
 * account/{id}/lists/{list_id} (api/src/routes/lists.ts), besides the generic calls. Packages bundle them.
 */
export const listContract = defineContract({
  path: 'list',
  id: 'list_id',
  names: { one: 'lista', many: 'listas', gender: 'f' },
  api: 'messaging',
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    account_id: reference('Cuenta', account, { gender: 'f', required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['list_id', 'name', 'createdAt'] },
  // Given on create (the account's screen gives its own), never changed.
  update: ['name'],
});

const listRow = listContract.schemas.row;
const listItem = { api: 'messaging', path: 'account/:id/lists/:item_id', tag: listContract.path, params: itemParams('item_id'), answer: listRow } as const;
const onLists = (action: 'create' | 'read' | 'update' | 'delete') => ({ resource: listContract.path, action });

/** An account's lists below it, as the spec's paths put them (api/src/lib/resource.ts nestedRoutes, from api/src/routes/lists.ts). */
export const listOperations = {
  ofAccount: accountList({ id: 'account.lists', what: 'lists', contract: listContract, summary: 'Las listas de una cuenta, las más recientes primero' }),
  create: operation({
    id: 'account.createList',
    method: 'POST',
    api: 'messaging',
    path: 'account/:id/lists',
    summary: 'Crea una lista en la cuenta (la de la ruta, aunque el cuerpo diga otra)',
    tag: listContract.path,
    params: idParams,
    body: z.strictObject({ name: listContract.fields.name.rule, account_id: listContract.fields.account_id.rule.optional() }),
    answer: listRow,
    status: 201,
    refusals: [409],
    permission: onLists('create'),
    texts: { verb: 'creando', what: listContract.names.one },
  }),
  get: operation({
    ...listItem,
    id: 'account.getList',
    method: 'GET',
    summary: 'Una lista de la cuenta (404 si es de otra)',
    permission: onLists('read'),
    texts: { verb: 'obteniendo', what: listContract.names.one },
  }),
  update: operation({
    ...listItem,
    id: 'account.updateList',
    method: 'PATCH',
    summary: 'Cambia el nombre de una lista de la cuenta',
    body: listContract.schemas.update,
    refusals: [409],
    permission: onLists('update'),
    texts: { verb: 'actualizando', what: listContract.names.one },
  }),
  remove: operation({
    ...listItem,
    id: 'account.deleteList',
    method: 'DELETE',
    summary: 'Elimina una lista de la cuenta',
    refusals: [409],
    permission: onLists('delete'),
    texts: { verb: 'eliminando', what: listContract.names.one },
  }),
};

/** GET block/{id}: the client sends the language (spec 3 §7); a block's name is not translated, so it is only checked. */
export const blockQuery = z.strictObject({
  language_id: z.coerce
    .number({ error: 'El idioma debe ser un identificador' })
    .int('El idioma debe ser un identificador')
    .positive('El idioma debe ser un identificador')
    .refine((n) => n <= 2_147_483_647, 'El idioma debe ser un identificador')
    .optional(),
});

/** An account's flows, sequences and variables, and one block of a flow (api/src/routes/account-items.ts). */
export const accountItemOperations = {
  flows: accountList({ id: 'account.flows', what: 'flows', contract: flowContract, summary: 'Los flujos de una cuenta (sus bloques: GET flow/{id})' }),
  sequences: accountList({ id: 'account.sequences', what: 'sequences', contract: sequenceContract, summary: 'Las secuencias de una cuenta' }),
  user_attributes: accountList({
    id: 'account.user_attributes',
    what: 'user_attributes',
    contract: userAttributeContract,
    summary: 'Las variables (atributos de usuario) de una cuenta',
  }),
  block: operation({
    id: 'block.get',
    method: 'GET',
    path: 'block/:id',
    summary: 'Un bloque de un flujo (language_id se acepta: el nombre de un bloque no se traduce)',
    tag: 'flow',
    params: idParams,
    query: blockQuery,
    answer: z.object({ block_id: z.number().int(), name: z.string(), flow_id: z.number().int() }),
    permission: { resource: flowContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: 'bloque' },
  }),
};
