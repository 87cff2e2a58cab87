import { HTTPError } from 'ky';
import type { Envelope } from '@console/contracts';
import { api, publicApi } from './api';
import { useAuthStore, type SessionRole } from './auth-store';
import { getConfig } from './config';
import { deviceField, rememberDevice } from './devices';
import { shareSession } from './tabs';
import { messages } from '@console/contracts';

/** The dashboard's entry rules (spec 5, 6, 9). */
export const SUPERADMIN_ROLE_ID = 1;
export const canEnterByLogin = (role: Pick<SessionRole, 'role_id'> | null | undefined) =>
  role?.role_id === SUPERADMIN_ROLE_ID;
export const canEnterByLookup = (roleName: string | null | undefined, brand = getConfig().brand ?? 'Konverza') =>
  roleName === 'Nerd' || roleName === brand;

/** Social providers: 'messenger' signs in through facebook; anything else is refused. */
export type SocialProvider = 'facebook' | 'twitter';
export function socialProvider(name: string | null | undefined): SocialProvider | null {
  if (name === 'facebook' || name === 'messenger') return 'facebook';
  if (name === 'twitter') return 'twitter';
  return null;
}

/** A sign-in step that failed, with the Spanish text to show. */
export class SignInError extends Error {
  name = 'SignInError';
}

async function post<T>(path: string, json: unknown, onFailure: string): Promise<Envelope<T>> {
  try {
    const body = await publicApi.post(path, { json }).json<Envelope<T>>();
    if (!body.success) throw new SignInError(onFailure);
    return body;
  } catch (error) {
    if (error instanceof SignInError) throw error;
    if (error instanceof HTTPError) {
      const { status } = error.response;
      if (status === 403) throw new SignInError(messages.noAccess);
      if (status === 429) {
        // Rate limited: the server's text says to wait.
        const answer = (await error.response.json().catch(() => null)) as { error?: string } | null;
        throw new SignInError(answer?.error ?? messages.unexpected);
      }
      // Any other refusal of this step reads as the step's own catalogue text (spec 8).
      if (status < 500) throw new SignInError(onFailure);
    }
    throw new SignInError(messages.unexpected);
  }
}

/*
 * The sign-in calls send this browser's device token for the e-mail, if it has one (devices.ts): the API then
 * counts its failures apart from those of others at the same address.
 */

/** Step 1: checks the credentials and sends a 6-character code. */
export async function sendTwoFactorToken(email: string, password: string) {
  await post('send_two_factor_token', { email, password, super_dashboard: true, ...deviceField(email) }, messages.wrongCredentials);
}

/** Step 2a: checks the code against the credentials it was sent for. */
export async function validateTwoFactorToken(email: string, code: string) {
  await post('validate_two_factor_token', { email, code, ...deviceField(email) }, messages.wrongCode);
}

interface LoginResource {
  token: string;
  refreshToken: string;
  Role: SessionRole | null;
  /** This browser's new device token for the e-mail (kept by devices.ts). */
  deviceToken?: string;
}

/**
 * Step 2b: signs in with the validated code. Only role_id 1 may enter by this path; any other role
 * is signed out at once with 'No tienes acceso a este dashboard.'
 */
export async function login(email: string, password: string, code: string): Promise<SessionRole> {
  const { resource } = await post<LoginResource>(
    'auth/login',
    { email, password, auth_token: code, superadmin: true, ...deviceField(email) },
    messages.wrongCode,
  );
  // The sign-in is complete for the API: this browser is known for this e-mail, whatever the role check says.
  rememberDevice(email, resource.deviceToken);
  const store = useAuthStore.getState();
  store.signIn({ token: resource.token, refreshToken: resource.refreshToken, role: resource.Role });
  if (!canEnterByLogin(resource.Role)) {
    await logout();
    throw new SignInError(messages.noAccess);
  }
  // The other tabs learn of the session while this one opens its first screen (IndexedDB takes a while to open);
  // a browser that refuses the sharing leaves this tab to refresh on its own, as in private modes.
  void shareSession({ token: resource.token, refreshToken: resource.refreshToken }).catch(() => undefined);
  return resource.Role as SessionRole;
}

/**
 * Admin-lookup path (social sign-in): the session exists; GET admin/me then role/{role_id}, and only
 * the roles 'Nerd' and the brand role may stay.
 */
export async function checkRoleByLookup(): Promise<SessionRole> {
  return (await lookUpRole()).role;
}

/** checkRoleByLookup, with the admin's e-mail (the social sign-in keeps the device token under it). */
async function lookUpRole(): Promise<{ role: SessionRole; email?: string }> {
  try {
    const me = await api.get('admin/me').json<Envelope<{ role_id: number | null; email?: string }>>();
    if (!me.success || !me.resource) throw new SignInError(messages.adminNotFound);
    const roleId = me.resource.role_id;
    const role = roleId ? await api.get(`role/${roleId}`).json<Envelope<{ name: string }>>() : null;
    if (!role?.success || !canEnterByLookup(role.resource.name)) throw new SignInError(messages.noAccess);
    const sessionRole = { role_id: roleId as number, name: role.resource.name };
    useAuthStore.getState().setRole(sessionRole);
    return { role: sessionRole, email: me.resource.email };
  } catch (error) {
    await logout();
    if (error instanceof SignInError) throw error;
    if (error instanceof HTTPError && error.response.status === 403) throw new SignInError(messages.noAccess);
    throw new SignInError(messages.adminNotFound);
  }
}

/**
 * Clears the stored session, which ends it in every tab of this browser (they follow the stored session and
 * find the shared pair gone), and revokes the refresh token on the server (best effort). This browser's device
 * tokens stay (devices.ts): they name the browser, not the session.
 */
export async function logout(): Promise<void> {
  const { refreshToken, logout: clear } = useAuthStore.getState();
  clear();
  // A tab that could not empty the shared pair still ends the session: the server refuses its refresh token.
  await shareSession(null).catch(() => undefined);
  if (!refreshToken) return;
  try {
    await publicApi.post('auth/logout', { json: { refreshToken } });
  } catch {
    // Already signed out locally; the token expires on its own.
  }
}

/** What the provider sent back to the console's callback page (`code`, `state`, `iss`), with auth/social/start's ticket. */
export interface SocialGrant {
  code: string;
  state: string;
  iss?: string;
  ticket: string;
}

/**
 * Social sign-in: the API finishes the provider's authorization-code flow with what the provider sent back and
 * answers a session; then the role is checked by the admin-lookup path.
 */
export async function socialSignIn(provider: SocialProvider, grant: SocialGrant): Promise<SessionRole> {
  let resource: LoginResource;
  try {
    const body = await publicApi
      .post('auth/social', { json: { provider, ...grant } })
      .json<Envelope<LoginResource>>();
    if (!body.success) throw new SignInError(messages.socialFailed);
    resource = body.resource;
  } catch (error) {
    if (error instanceof SignInError) throw error;
    if (error instanceof HTTPError && error.response.status === 404) throw new SignInError(messages.adminNotFound);
    if (error instanceof HTTPError && error.response.status === 403) throw new SignInError(messages.noAccess);
    throw new SignInError(messages.socialFailed);
  }
  useAuthStore.getState().signIn({ token: resource.token, refreshToken: resource.refreshToken, role: null });
  await shareSession({ token: resource.token, refreshToken: resource.refreshToken });
  const { role, email } = await lookUpRole();
  if (email) rememberDevice(email, resource.deviceToken);
  return role;
}
