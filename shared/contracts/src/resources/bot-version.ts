/**
 * Account merge and bot versions (document 3 §2, §3, §4, §5, §7): the content of an account's bot comes in
 * 24 groups; a merge copies one account's bot into another, either as a difference merge (adds what the
 * target lacks, never deletes: POST bot_version/merge_update) or as a forced update (every group not
 * excluded made equal to the origin's: POST bot_version/force_update). Before changing the target the server
 * records a bot version of it (GET account/{id}/bot_versions). A merge runs as a job whose progress the
 * screen reads (GET bot_version/job/{id}). The algorithm: api/README.md, "Account merge".
 */
import { z } from '../zod';
import { defineContract, rowSchema } from '../contract';
import { choice, json, number, readOnly, reference, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { accountContract } from './account';

/** The 24 groups of a bot's content (spec 3 §3), as the wire names them, with what people read. */
export const BOT_GROUPS = {
  Account_Attributes: 'Atributos de la cuenta',
  Entities: 'Entidades',
  Parameters: 'Parámetros',
  Parameter_Values: 'Valores de parámetros',
  Categories: 'Categorías',
  Custom_Reports: 'Reportes personalizados',
  Custom_Views: 'Vistas personalizadas',
  Ecommerce: 'Comercio electrónico',
  Extensions: 'Extensiones',
  Flow_Groups: 'Grupos de flujos',
  Flows: 'Flujos',
  Labels: 'Etiquetas',
  Lambdas: 'Lambdas',
  Languages: 'Idiomas',
  Livetrain: 'Livetrain',
  Metrics: 'Métricas',
  Pickup_Locations: 'Puntos de recolección',
  Platforms: 'Plataformas',
  Products: 'Productos',
  Rules: 'Reglas',
  Sequences: 'Secuencias',
  Topics: 'Temas',
  User_Attributes: 'Variables de usuario',
  References: 'Referencias',
} as const;
export type BotGroup = keyof typeof BOT_GROUPS;
export const BOT_GROUP_KEYS = Object.keys(BOT_GROUPS) as [BotGroup, ...BotGroup[]];

export const MERGE_MODES = { merge: 'Combinación (agrega lo que falta)', force: 'Actualización forzada' } as const;
export type MergeMode = keyof typeof MERGE_MODES;

export const mergeTexts = {
  sameAccount: 'Selecciona cuentas diferentes',
  nothingToUpdate: 'Ignoraste todos los grupos: no hay nada que actualizar',
  otherOrganization: 'Las cuentas deben ser de la misma organización',
  running: 'Ya hay una combinación en curso para la cuenta destino: espera a que termine',
  failed: 'Error combinando cuentas.',
  interrupted: 'Error combinando cuentas. La combinación se interrumpió.',
  jobNotFound: 'La combinación no existe',
  confirm:
    'Esta acción no se puede detener una vez iniciada y sus cambios son permanentes. Antes de cambiar la cuenta destino se guarda una versión de su bot.',
  loading: 'Combinando cuentas: el proceso puede tardar varios minutos.',
  done: 'Cuentas combinadas',
} as const;

const accountRule = reference('Cuenta', () => accountContract, { gender: 'f' }).rule;
const accounts = { origin_account: accountRule, target_account: accountRule };
const different = (body: { origin_account: number; target_account: number }) => body.origin_account !== body.target_account;
const differentIssue = { message: mergeTexts.sameAccount, path: ['target_account'] };

/** POST bot_version/merge_update. */
export const mergeUpdateSchema = z.strictObject(accounts).refine(different, differentIssue);
/** POST bot_version/force_update: the groups in `exclude` are left as they are; at least one is not. */
export const forceUpdateSchema = z
  .strictObject({
    ...accounts,
    exclude: z
      .array(z.enum(BOT_GROUP_KEYS, { error: `Grupo no válido: usa ${BOT_GROUP_KEYS.join(', ')}` }), { error: 'exclude debe ser una lista de grupos' })
      .max(BOT_GROUP_KEYS.length)
      .default([]),
  })
  .refine(different, differentIssue)
  .refine((body) => new Set(body.exclude).size < BOT_GROUP_KEYS.length, { message: mergeTexts.nothingToUpdate, path: ['exclude'] });

/** What a merge did to one group of the target: the names of the items added, made equal, removed. */
export const groupChangeSchema = z.object({
  group: z.enum(BOT_GROUP_KEYS),
  added: z.array(z.string()),
  updated: z.array(z.string()),
  removed: z.array(z.string()),
});
export type GroupChange = z.infer<typeof groupChangeSchema>;

/** A bot version: the target's content recorded before a merge changed it, and what the merge did. */
export const botVersionContract = defineContract({
  path: 'bot_version',
  id: 'bot_version_id',
  names: { one: 'versión del bot', many: 'versiones del bot', gender: 'f' },
  fields: {
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', required: true }),
    origin_account_id: reference('Cuenta origen', () => accountContract, { gender: 'f', nullable: true }),
    // Kept as it was: the origin may be renamed or deleted later.
    origin_name: text('Cuenta origen', { gender: 'f', max: 200 }),
    mode: choice('Modo', MERGE_MODES),
    exclude: json('Grupos ignorados', { noun: 'los grupos ignorados' }),
    admin_id: readOnly(number('Hecha por', { int: true, nullable: true })),
    /** The target's items per group when the version was recorded (before the merge). */
    counts: json('Elementos por grupo', { noun: 'los elementos por grupo' }),
    changes: json('Cambios', { noun: 'los cambios', nullable: true }),
    createdAt: timestamp('Fecha', { gender: 'f' }),
  },
  joined: { Admin: z.object({ admin_id: z.number(), first_name: z.string(), last_name: z.string() }).nullable() },
  label: (row) => `#${row.bot_version_id}`,
  list: { sort: ['bot_version_id', 'createdAt'] },
  create: false,
  update: false,
  remove: false,
});

/** A merge job as GET bot_version/job/{id} (and the POST that starts it) answers it. */
export const mergeJobSchema = z.object({
  job_id: z.number().int(),
  mode: z.enum(['merge', 'force']),
  origin_account: z.number().int(),
  target_account: z.number().int(),
  exclude: z.array(z.enum(BOT_GROUP_KEYS)),
  status: z.enum(['running', 'done', 'failed']),
  /** Steps done of `total`: recording the version, then each group merged. */
  progress: z.number().int(),
  total: z.number().int(),
  /** What it is doing now ('Flujos'), while it runs. */
  step: z.string().nullable(),
  /** Every group merged, with what changed (once done). */
  result: z.array(groupChangeSchema).nullable(),
  error: z.string().nullable(),
  bot_version_id: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MergeJob = z.infer<typeof mergeJobSchema>;

/** A merge's start: recorded as a job, run in the background; merging needs the permission to update accounts. */
const mergeStart = {
  method: 'POST',
  tag: 'bot_version',
  answer: mergeJobSchema,
  status: 202,
  refusals: [409],
  permission: { resource: accountContract.path, action: 'update' },
  texts: { verb: 'combinando', what: 'cuentas' },
} as const;
const mergeStartSummary = (what: string) =>
  `${what}. Guarda antes una versión del bot destino; se hace en segundo plano, en una transacción: responde el trabajo`;

/** An account's bot versions, and a merge: started in either mode, then followed as a job (api/src/routes/bot-versions.ts). */
export const botVersionOperations = {
  accountVersions: operation({
    id: 'account.botVersions',
    method: 'GET',
    path: 'account/:id/bot_versions',
    summary: 'Las versiones del bot de una cuenta, la más reciente primero: cuándo, quién, origen, modo, elementos por grupo',
    tag: 'bot_version',
    params: idParams,
    query: strictListQuery(botVersionContract.schemas.list),
    // The contract's row schema, typed as its rows for the console.
    answer: z.array(rowSchema(botVersionContract)),
    paged: true,
    texts: { verb: 'obteniendo', what: botVersionContract.names.many },
  }),
  merge: operation({
    ...mergeStart,
    id: 'bot_version.merge_update',
    path: 'bot_version/merge_update',
    summary: mergeStartSummary('Combinación: agrega a la cuenta destino lo que le falta de la cuenta origen (por nombre), sin borrar nada'),
    body: mergeUpdateSchema,
    audit: 'bot.merge',
  }),
  force: operation({
    ...mergeStart,
    id: 'bot_version.force_update',
    path: 'bot_version/force_update',
    summary: mergeStartSummary('Actualización forzada: cada grupo no ignorado de la cuenta destino queda igual al de la cuenta origen'),
    body: forceUpdateSchema,
    audit: 'bot.force_update',
  }),
  job: operation({
    id: 'bot_version.job',
    method: 'GET',
    path: 'bot_version/job/:id',
    summary: 'Una combinación de cuentas: su avance, lo que cambió en cada grupo o su error',
    tag: 'bot_version',
    params: idParams,
    answer: mergeJobSchema,
    permission: { resource: accountContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: 'la combinación' },
  }),
};
