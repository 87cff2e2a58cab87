/**
 * @console/core: the run-time core, one instance for the host and every remote (a federation singleton).
 * It holds the state they must share: the deploy-time config, the session store (tokens, role, pending
 * requests, recent items, the names of records shown), the API clients with their one refresh queue, and the
 * notifications channel.
 *
 * It is on the first page, so it draws nothing and imports no UI library. A remote built months ago runs
 * against today's host's core: change it additively only and move its version with every change
 * (surface.json, checked by surface.test.ts).
 */
export * from './config';
export * from './auth-store';
export * from './api';
export * from './session';
export { DEVICE_TOKENS_KEY } from './devices';
export * from './notify';
export * from './records';
