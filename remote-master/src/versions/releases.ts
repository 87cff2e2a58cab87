/**
 * The release store as the API answers it (shared/contracts/src/releases.ts): this browser's plan, every app's
 * published versions with their error counts, and the pointer changes a superadmin makes from 'Versiones'.
 */
import { api, apiCall, ApiError } from '@console/core';
import {
  releasePlanSchema,
  type PromoteBody,
  type ReleaseApp,
  type ReleaseOverviewAnswer,
  type ReleasePlan,
} from '@console/contracts';

export const RELEASES_KEY = ['releases'] as const;
const RESOURCE = 'versiones';

/** This browser's plan: which version of each remote it loads (empty without a release store). */
export async function fetchPlan(): Promise<ReleasePlan> {
  const { resource } = await apiCall<unknown>('obteniendo', RESOURCE, () => api.get('releases/plan'));
  return releasePlanSchema.parse(resource);
}

/** Every app's versions; null when the API has no release store (404): the screen then shows the deploys only. */
export async function fetchOverview(): Promise<ReleaseOverviewAnswer | null> {
  try {
    return (await apiCall<ReleaseOverviewAnswer>('obteniendo', RESOURCE, () => api.get('releases'))).resource!;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const promoteRelease = (app: ReleaseApp, body: PromoteBody) =>
  apiCall('actualizando', RESOURCE, () => api.post(`releases/${app}/promote`, { json: body }));

export const rollbackRelease = (app: ReleaseApp) => apiCall('actualizando', RESOURCE, () => api.post(`releases/${app}/rollback`, { json: {} }));
