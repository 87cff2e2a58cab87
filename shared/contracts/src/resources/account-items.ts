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
import { accountContract } from './account';

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
  // Every flow answers its blocks (the next-block picker chooses a flow, then one of its blocks).
  joined: { Blocks: z.array(blockSchema) },
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

/** Where an account's items are listed (paged, searched by name). */
export const accountItemsPath = (accountId: number, what: 'flows' | 'sequences' | 'user_attributes' | 'lists') => `${accountContract.path}/${accountId}/${what}`;
