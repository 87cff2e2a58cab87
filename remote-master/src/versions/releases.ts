/**
 * The release store as the API answers it (shared/contracts/src/releases.ts): this browser's plan, every app's
 * published versions with their error counts, and the pointer changes a superadmin makes from 'Versiones'.
 */
import { ApiError } from '@console/core';
import {
  releaseOperations,
  releasePlanSchema,
  type PromoteBody,
  type ReleaseApp,
  type ReleaseOverviewAnswer,
  type ReleasePlan,
} from '@console/contracts';
import { callOperation } from '@console/ui';

export const RELEASES_KEY = ['releases'] as const;

/** This browser's plan: which version of each remote it loads (empty without a release store). */
export async function fetchPlan(): Promise<ReleasePlan> {
  const { resource } = await callOperation(releaseOperations.plan, {});
  return releasePlanSchema.parse(resource);
}

/** Every app's versions; null when the API has no release store (404): the screen then shows the deploys only. */
export async function fetchOverview(): Promise<ReleaseOverviewAnswer | null> {
  try {
    return (await callOperation(releaseOperations.list, {})).resource as ReleaseOverviewAnswer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const promoteRelease = (app: ReleaseApp, body: PromoteBody) => callOperation(releaseOperations.promote, { params: { app }, body });

export const rollbackRelease = (app: ReleaseApp) => callOperation(releaseOperations.rollback, { params: { app }, body: {} });
