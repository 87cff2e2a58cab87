import type * as OnDemand from './onDemand';

/**
 * The login rules of the contracts (loginCredentialsSchema, loginCodeSchema, LOGIN_CODE_LENGTH) and the code
 * step's form, loaded on demand (./onDemand.ts): the rules bring zod (~50 KB gzip), and the login page is the
 * first page (150 KB budget), so it renders without them and fetches them as soon as the user starts typing;
 * validation awaits them, so a fast submit is still checked by the same schema. (The first page's other imports
 * of @console/contracts, routes and texts, carry no zod.)
 */
export type LoginRules = typeof OnDemand;

let pending: Promise<LoginRules> | null = null;

export function loadLoginRules(): Promise<LoginRules> {
  pending ??= import(/* webpackChunkName: "login-rules" */ './onDemand').catch((error: unknown) => {
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
