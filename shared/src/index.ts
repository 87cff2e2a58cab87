/**
 * @console/shared core: loaded on the first page, so it holds no UI library (see `@console/shared/ui`).
 * This is a versioned contract: remotes built against an older version must keep working, so only add.
 */
export * from './config';
export * from './auth-store';
export * from './api';
export * from './messages';
export * from './dates';
export * from './routes';
export * from './session';
export * from './resource';
