/**
 * Releases (issue 27): what the API answers of the release store (scripts/console.mjs release/promote/rollback
 * write it; README, "Deploy one remote on its own").
 *   GET  releases/plan                 which version of each remote this browser loads (any signed-in admin)
 *   GET  releases                      per app: live and canary versions, published versions with their error
 *                                      counts over the last hour, the last changes ('Versiones')
 *   POST releases/{app}/promote        { version, canary? }: live, or a canary for a share or named admins
 *   POST releases/{app}/rollback       ends a canary, else back to the version live before (superadmin only, both)
 */
import { REMOTE_TITLES } from './areas';
import { operation } from './operation';
import { z } from './zod';

/** Every app a release can be of: the host first, then the remotes as config.json names them. */
export type ReleaseApp = 'host' | keyof typeof REMOTE_TITLES;
export const RELEASE_APPS: readonly ReleaseApp[] = ['host', ...(Object.keys(REMOTE_TITLES) as (keyof typeof REMOTE_TITLES)[])];

export const RELEASE_TEXTS = {
  notConfigured: 'Esta API no tiene un almacén de versiones configurado (RELEASE_DIR o RELEASE_S3_ENDPOINT).',
  superadminOnly: 'Solo un superadministrador cambia las versiones de la consola.',
  unknownApp: 'No existe esa aplicación de la consola.',
  /** The host could load no version of a remote: every one it knows needs a newer shared core. */
  needsNewerConsole: 'Esta sección necesita una versión más nueva de la consola.',
} as const;

const candidateSchema = z.object({
  version: z.string().max(100),
  manifest: z.string().max(2000),
  uses: z.array(z.string().max(200)).max(1000),
});

export const appPlanSchema = z.object({
  app: z.string().max(50),
  version: z.string().max(100),
  canary: z.boolean(),
  pending: z.boolean(),
  candidates: z.array(candidateSchema).max(20),
});
export type AppPlanAnswer = z.infer<typeof appPlanSchema>;

/**
 * The version of an app a host runs: the first candidate whose core names the host provides (the shared core is
 * one instance, the host's: a remote built against a newer core would run on the host's older one). Null: none.
 */
export function runnableCandidate(plan: AppPlanAnswer, provides: ReadonlySet<string>) {
  return plan.candidates.find((candidate) => candidate.uses.every((name) => provides.has(name))) ?? null;
}

/** Empty when the API has no release store or nothing was promoted: config.json's remotes stand. */
export const releasePlanSchema = z.object({ env: z.string().nullable(), apps: z.array(appPlanSchema).max(20) });
export type ReleasePlan = z.infer<typeof releasePlanSchema>;

export const releaseCanarySchema = z.object({ version: z.string(), percent: z.number().int().optional(), admins: z.array(z.number().int()).optional() });
/** A canary: a newer version for a share of the staff (percent) or for named admins (their ids). */
export type ReleaseCanary = z.infer<typeof releaseCanarySchema>;

export const releaseVersionRowSchema = z.object({
  version: z.string(),
  builtAt: z.string(),
  publishedAt: z.string(),
  live: z.boolean(),
  canary: z.boolean(),
  /** Client error reports of this version over the last hour. */
  errors: z.number().int(),
});
export type ReleaseVersionRow = z.infer<typeof releaseVersionRowSchema>;

/** One change of an environment's pointer: who put which version where, when. */
export const releaseChangeSchema = z.object({
  revision: z.number().int(),
  action: z.enum(['promote', 'canary', 'rollback']),
  from: z.string().nullable(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ReleaseChangeRow = z.infer<typeof releaseChangeSchema>;

export const releaseAppOverviewSchema = z.object({
  app: z.string(),
  live: z.string().nullable(),
  canary: releaseCanarySchema.nullable(),
  /** Where a rollback goes (the canary's end, or the version live before); null: nothing to roll back to. */
  rollbackTo: z.string().nullable(),
  /** Newest publish first. */
  versions: z.array(releaseVersionRowSchema),
  /** Newest first, the last few. */
  changes: z.array(releaseChangeSchema),
});
export type ReleaseAppOverview = z.infer<typeof releaseAppOverviewSchema> & { app: ReleaseApp };

export const releaseOverviewSchema = z.object({ env: z.string(), apps: z.array(releaseAppOverviewSchema) });
export interface ReleaseOverviewAnswer {
  env: string;
  apps: ReleaseAppOverview[];
}

const percentText = 'El porcentaje es un entero de 1 a 99 (100 es promover).';
const adminsText = 'Indica uno o más ids de administrador.';

export const promoteBodySchema = z
  .object({
    version: z.string({ error: 'Elige la versión' }).trim().min(1, 'Elige la versión').max(100, 'La versión no es válida'),
    canary: z
      .union([
        z.object({ percent: z.number({ error: percentText }).int(percentText).min(1, percentText).max(99, percentText) }).strict(),
        z.object({ admins: z.array(z.number().int(adminsText).positive(adminsText).max(2_147_483_647, adminsText), { error: adminsText }).min(1, adminsText).max(100, adminsText) }).strict(),
      ])
      .optional(),
  })
  .strict();
export type PromoteBody = z.infer<typeof promoteBodySchema>;

/** A rollback names its app in the path: its body, if any, is empty. */
export const rollbackBodySchema = z.object({}).strict();

/** An app of the console (the API answers 404 for any other). */
export const releaseAppParams = z.object({ app: z.enum(RELEASE_APPS as [ReleaseApp, ...ReleaseApp[]]) });

/** What 'Versiones' words its failures with: 'Error obteniendo versiones.' */
const versions = 'versiones';

/** The release store as the API answers it and changes it (api/src/routes/releases.ts). */
export const releaseOperations = {
  plan: operation({
    id: 'release.plan',
    method: 'GET',
    path: 'releases/plan',
    caller: 'public',
    summary:
      'Qué versión de cada remoto carga este navegador según el almacén de versiones: la de producción o, si el administrador de la sesión ' +
      'está en un canary, la del canary; después, las versiones que estuvieron en producción antes (la consola carga la primera cuyo núcleo ' +
      'compartido ofrece). Sin sesión válida, las de producción, y los remotos con canary marcados como pendientes. Vacío sin almacén',
    tag: 'releases',
    answer: releasePlanSchema,
    texts: { verb: 'obteniendo', what: versions },
  }),
  list: operation({
    id: 'release.list',
    method: 'GET',
    path: 'releases',
    summary:
      'Por aplicación: la versión en producción y la del canary, las versiones publicadas (la más nueva primero) con los errores que ' +
      'informaron los navegadores en la última hora, y los últimos cambios del puntero. 404 sin almacén de versiones',
    tag: 'releases',
    answer: releaseOverviewSchema,
    refusals: [404],
    permission: 'open',
    texts: { verb: 'obteniendo', what: versions },
  }),
  /** Recorded as 'release.canary' when it puts a canary. */
  promote: operation({
    id: 'release.promote',
    method: 'POST',
    path: 'releases/:app/promote',
    summary:
      'Pone una versión publicada en producción, o con `canary` solo para un porcentaje del equipo o para administradores con nombre. ' +
      'Solo un superadministrador; queda en la auditoría. 404 sin almacén de versiones; 409 si el almacén la rechaza (no publicada, núcleo ' +
      'incompatible, ya en producción)',
    tag: 'releases',
    params: releaseAppParams,
    body: promoteBodySchema,
    answer: releaseChangeSchema,
    refusals: [404, 409],
    permission: 'open',
    audit: 'release.promote',
    texts: { verb: 'actualizando', what: versions },
  }),
  rollback: operation({
    id: 'release.rollback',
    method: 'POST',
    path: 'releases/:app/rollback',
    summary:
      'Termina el canary de la aplicación, o si no tiene, vuelve a la versión que estaba en producción antes. Solo un superadministrador; ' +
      'queda en la auditoría. 404 sin almacén de versiones; 409 si no hay a qué volver',
    tag: 'releases',
    params: releaseAppParams,
    optionalBody: true,
    body: rollbackBodySchema,
    answer: releaseChangeSchema,
    refusals: [404, 409],
    permission: 'open',
    audit: 'release.rollback',
    texts: { verb: 'actualizando', what: versions },
  }),
};
