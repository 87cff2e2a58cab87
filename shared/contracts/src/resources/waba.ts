/**
 * WhatsApp Business (document 3 §3): the business accounts (WABA: Meta's id and its access token) and their
 * numbers (the messaging model that answers each: api_token, auth_token). Tokens are write-only — never
 * answered, left unchanged when an edit leaves them blank. A number belongs to one WABA: it is listed under it
 * (GET waba/{waba_id}/numbers) and created with it (POST whatsapp with waba_id); deleting a WABA deletes them.
 */
import { z } from '../zod';
import { defineContract, idParam } from '../contract';
import { number, readOnly, reference, secret, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { accountContract, accountList } from './account';

const account = z.object({ account_id: z.number(), name: z.string() }).nullable();

export const wabaContract = defineContract({
  path: 'waba',
  id: 'waba_id',
  names: { one: 'cuenta de WhatsApp Business', many: 'cuentas de WhatsApp Business', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    business_account_id: text('ID de WABA', {
      max: 30,
      required: true,
      format: { pattern: /^\d{5,30}$/, message: 'El ID de WABA son de 5 a 30 dígitos', example: (n: number) => String(100_000_000_000_000 + n) },
    }),
    access_token: secret('Token de acceso', { max: 1000, required: true }),
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', nullable: true }),
    numbers: readOnly(number('Números', { noun: 'los números', int: true })),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Account: account },
  list: { search: ['name'], filters: { account_id: idParam('La cuenta') }, sort: ['waba_id', 'name', 'createdAt'] },
});

export const whatsappNumberContract = defineContract({
  path: 'whatsapp',
  id: 'model_id',
  names: { one: 'número de WhatsApp', many: 'números de WhatsApp', gender: 'm' },
  fields: {
    // Given on create (the WABA whose numbers are shown), never changed.
    waba_id: reference('Cuenta de WhatsApp Business', () => wabaContract, { gender: 'f', required: true, lookup: 'select' }),
    // E.164: an optional '+' and 8 to 15 digits.
    phone_number: text('Número de teléfono', {
      max: 16,
      required: true,
      format: { pattern: /^\+?\d{8,15}$/, message: 'El número de teléfono son de 8 a 15 dígitos, con + opcional', example: (n: number) => `+52155${String(n % 1e8).padStart(8, '0')}` },
    }),
    display_name: text('Nombre visible', { max: 200, default: '' }),
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', nullable: true }),
    api_token: secret('Token de API', { max: 1000 }),
    auth_token: secret('Token de autenticación', { max: 1000 }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Account: account },
  label: (row) => row.phone_number,
  list: { search: ['phone_number'], sort: ['model_id', 'phone_number', 'createdAt'] },
  update: ['phone_number', 'display_name', 'account_id', 'api_token', 'auth_token'],
});

/** The WhatsApp numbers of an account and of a WABA (api/src/routes/waba.ts; the generic calls create and change them). */
export const whatsappNumberOperations = {
  ofAccount: accountList({
    id: 'account.whatsappList',
    what: 'whatsapp_list',
    contract: whatsappNumberContract,
    summary: 'Los números de WhatsApp de una cuenta, de la cuenta de WhatsApp Business que sea (sin sus tokens)',
  }),
  ofWaba: operation({
    id: 'waba.numbers',
    method: 'GET',
    path: 'waba/:id/numbers',
    summary: 'Los números de una cuenta de WhatsApp Business (sin sus tokens)',
    tag: whatsappNumberContract.path,
    params: idParams,
    query: strictListQuery(whatsappNumberContract.schemas.list),
    answer: z.array(whatsappNumberContract.schemas.row),
    paged: true,
    permission: { resource: whatsappNumberContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: whatsappNumberContract.names.many },
  }),
};
