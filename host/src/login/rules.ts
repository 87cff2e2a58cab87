import type * as Schemas from '@console/shared/schemas';

/**
 * The login rules of the shared wire contract (loginCredentialsSchema, loginCodeSchema, LOGIN_CODE_LENGTH),
 * loaded on demand. '@console/shared/schemas' is a federation singleton and brings zod with it
 * (~27 KB gzip): the login page is the first page (250 KB budget, ~200 KB used), so it renders without
 * it and fetches it as soon as the user starts typing; validation awaits it, so a fast submit is still
 * checked by the same schema.
 */
export type LoginRules = Pick<typeof Schemas, 'loginCredentialsSchema' | 'loginCodeSchema' | 'LOGIN_CODE_LENGTH'>;

let pending: Promise<LoginRules> | null = null;

export function loadLoginRules(): Promise<LoginRules> {
  pending ??= import(/* webpackChunkName: "login-rules" */ '@console/shared/schemas').catch((error: unknown) => {
    pending = null; // let the next attempt try again
    throw error;
  });
  return pending;
}

/** Starts loading the rules without waiting (first keystroke, pointer on the form). */
export function prefetchLoginRules() {
  loadLoginRules().catch(() => undefined);
}

export const RULES_UNAVAILABLE = 'No se pudo cargar el formulario. Revisa tu conexión e intenta de nuevo.';
