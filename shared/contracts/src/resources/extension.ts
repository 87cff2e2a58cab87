/**
 * Extensions (document 2 §2, §3, §5, §7, §9): serverless code — its runtime, what it takes and gives, its
 * handler and the .zip uploaded for it — installed in accounts (POST extension/associate; removed with
 * POST extension/disassociate). One extension (GET extension/{id} and every write) carries its accounts.
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, reference, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { accountContract } from './account';
import { serviceContract } from './service';

/** The runtimes of spec §9 and the language each one runs. */
export const EXTENSION_RUNTIMES = {
  'nodejs8.10': 'Node.js 8.10 (javascript)',
  'python2.7': 'Python 2.7',
  'python3.6': 'Python 3.6',
  'python3.7': 'Python 3.7',
} as const;
export type ExtensionRuntime = keyof typeof EXTENSION_RUNTIMES;
export const runtimeLanguage = (runtime: ExtensionRuntime) => (runtime.startsWith('nodejs') ? 'javascript' : 'python');

/** The code an extension starts with: a handler function of its language (spec §9). */
export const EXTENSION_CODE_TEMPLATES = {
  javascript: `exports.handler = async (event, context) => {
  // event.input: lo que recibe la extensión
  const output = { ok: true };
  return output;
};
`,
  python: `def handler(event, context):
    # event["input"]: lo que recibe la extensión
    output = {"ok": True}
    return output
`,
} as const;

/** An extension's name keeps only letters and hyphens (spec §5): the form strips the rest as it is typed. */
export const stripExtensionName = (name: string) => name.replace(/[^A-Za-z-]/g, '');
const letters = (n: number): string => (n < 26 ? String.fromCharCode(97 + n) : letters(Math.floor(n / 26) - 1) + String.fromCharCode(97 + (n % 26)));

export const extensionContract = defineContract({
  path: 'extension',
  id: 'extension_id',
  names: { one: 'extensión', many: 'extensiones', gender: 'f' },
  fields: {
    name: text('Nombre', {
      max: 200,
      required: true,
      format: { pattern: /^[A-Za-z-]+$/, message: 'El nombre admite solo letras y guiones', example: (n: number) => `extension-${letters(n)}` },
    }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, required: true }),
    runtime: choice('Entorno de ejecución', EXTENSION_RUNTIMES, { required: true }),
    input: text('Entrada', { gender: 'f', max: 2000, multiline: true, required: true }),
    output: text('Salida', { gender: 'f', max: 2000, multiline: true, required: true }),
    status: text('Estado', { max: 100, required: true, state: true }),
    version: text('Versión', { gender: 'f', max: 50, required: true }),
    handler: text('Manejador', { max: 200, required: true }),
    file_name: text('Archivo .zip', { max: 300, required: true, upload: 'code' }),
    service_id: reference('Servicio', () => serviceContract, { nullable: true, lookup: 'select', nullLabel: 'Ninguno' }),
    code: text('Código', { max: 100_000, multiline: true, default: '' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Accounts: z.array(z.object({ account_id: z.number(), name: z.string() })).optional() },
  list: { search: ['name'], sort: ['extension_id', 'name', 'runtime', 'createdAt'] },
});

const accountRule = reference('Cuenta', () => accountContract, { gender: 'f' }).rule;
const extensionRule = reference('Extensión', () => extensionContract, { gender: 'f' }).rule;
/** POST extension/associate and extension/disassociate: an extension installed in (or removed from) an account. */
export const extensionAccountSchema = z.strictObject({ extension_id: extensionRule, account_id: accountRule });

export const extensionTexts = {
  accountLinked: 'La extensión ya se encuentra asociada a esa cuenta',
  accountNotLinked: 'La extensión no está asociada a esa cuenta',
  associated: 'Extensión asociada con éxito',
  removed: 'Extensión removida de la cuenta',
} as const;

/** The account an extension is installed in or removed from (POST extension/associate, /disassociate). */
const accountLink = { tag: 'extension', body: extensionAccountSchema, answer: extensionContract.schemas.row, permission: { resource: extensionContract.path, action: 'update' } } as const;

/** An account's extensions, and the accounts an extension is installed in (api/src/routes/extensions.ts). */
export const extensionOperations = {
  accountExtensions: operation({
    id: 'account.extensions',
    method: 'GET',
    path: 'account/:id/extensions',
    summary: 'Las extensiones instaladas en una cuenta',
    tag: extensionContract.path,
    params: idParams,
    query: strictListQuery(extensionContract.schemas.list),
    answer: z.array(extensionContract.schemas.row),
    paged: true,
    permission: { resource: extensionContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: extensionContract.names.many },
  }),
  createAccountExtension: operation({
    id: 'account.createExtension',
    method: 'POST',
    path: 'account/:id/extensions',
    summary: 'Crea una extensión (como POST extension) instalada en la cuenta, en una transacción',
    tag: extensionContract.path,
    params: idParams,
    body: extensionContract.schemas.create,
    answer: extensionContract.schemas.row,
    status: 201,
    refusals: [409],
    permission: { resource: extensionContract.path, action: 'create' },
    texts: { verb: 'creando', what: extensionContract.names.one },
  }),
  /** Worded from the extension's side (its accounts); an account's screen words it from its own. */
  associate: operation({
    ...accountLink,
    id: 'extension.associate',
    method: 'POST',
    path: 'extension/associate',
    summary: 'Instala una extensión en una cuenta (409 si ya lo está); responde la extensión con sus cuentas',
    refusals: [404, 409],
    audit: 'account.assign',
    texts: { verb: 'asociando', what: accountContract.names.one },
  }),
  disassociate: operation({
    ...accountLink,
    id: 'extension.disassociate',
    method: 'POST',
    path: 'extension/disassociate',
    summary: 'Retira una extensión de una cuenta (404 si no estaba instalada)',
    refusals: [404],
    audit: 'account.remove',
    texts: { verb: 'removiendo', what: accountContract.names.one },
  }),
};
