/** Releases (routes/releases.ts), described for OpenAPI. */
import {
  promoteBodySchema,
  RELEASE_APPS,
  releaseChangeSchema,
  releaseOverviewSchema,
  releasePlanSchema,
  rollbackBodySchema,
  z,
  type ReleaseApp,
} from '@console/contracts';
import type { Operation } from './document';

/** An app of the console (404 for any other). */
const appParam = z.object({ app: z.enum(RELEASE_APPS as [ReleaseApp, ...ReleaseApp[]]) });

export function operations(): Operation[] {
  return [
    {
      caller: 'public',
      id: 'release.plan',
      method: 'GET',
      path: '/api/releases/plan',
      summary:
        'Qué versión de cada remoto carga este navegador según el almacén de versiones: la de producción o, si el administrador de la sesión ' +
        'está en un canary, la del canary; después, las versiones que estuvieron en producción antes (la consola carga la primera cuyo núcleo ' +
        'compartido ofrece). Sin sesión válida, las de producción, y los remotos con canary marcados como pendientes. Vacío sin almacén',
      tag: 'releases',
      resource: releasePlanSchema,
    },
    {
      caller: 'staff',
      id: 'release.list',
      method: 'GET',
      path: '/api/releases',
      summary:
        'Por aplicación: la versión en producción y la del canary, las versiones publicadas (la más nueva primero) con los errores que ' +
        'informaron los navegadores en la última hora, y los últimos cambios del puntero. 404 sin almacén de versiones',
      tag: 'releases',
      resource: releaseOverviewSchema,
      refusals: [404],
    },
    {
      caller: 'staff',
      id: 'release.promote',
      method: 'POST',
      path: '/api/releases/:app/promote',
      summary:
        'Pone una versión publicada en producción, o con `canary` solo para un porcentaje del equipo o para administradores con nombre. ' +
        'Solo un superadministrador; queda en la auditoría. 404 sin almacén de versiones; 409 si el almacén la rechaza (no publicada, núcleo ' +
        'incompatible, ya en producción)',
      tag: 'releases',
      params: appParam,
      body: promoteBodySchema,
      resource: releaseChangeSchema,
      refusals: [404, 409],
    },
    {
      caller: 'staff',
      id: 'release.rollback',
      method: 'POST',
      path: '/api/releases/:app/rollback',
      summary:
        'Termina el canary de la aplicación, o si no tiene, vuelve a la versión que estaba en producción antes. Solo un superadministrador; ' +
        'queda en la auditoría. 404 sin almacén de versiones; 409 si no hay a qué volver',
      tag: 'releases',
      params: appParam,
      optionalBody: true,
      body: rollbackBodySchema,
      resource: releaseChangeSchema,
      refusals: [404, 409],
    },
  ];
}
