/**
 * A create below its parent (POST organization/{id}/subscriptions, entity/{id}/attributes): the parent is the
 * path's, so its id goes into the body, over any the body names, before the declaration's rule reads it (the
 * route's extras, lib/operation.ts `route`). A body that is not an object is left for that rule to refuse, as the
 * generic create refuses it; so is a path whose id is not one (its 400 comes first).
 */
import { idParams } from '@console/contracts';
import type { RouteExtras } from './operation';

export const parentFromPath = (key: string): RouteExtras => ({
  preHandler: async (request) => {
    const params = idParams.safeParse(request.params);
    const { body } = request;
    if (params.success && body && typeof body === 'object' && !Array.isArray(body)) request.body = { ...body, [key]: params.data.id };
  },
});
