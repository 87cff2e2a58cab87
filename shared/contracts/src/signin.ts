/** The sign-in requests (spec 1 §5, §7.2), as the login form checks them and the API validates them. */
import { typable } from './fields';
import { operation } from './operation';
import { z } from './zod';

/** Login, step 1 (spec 5). */
export const loginCredentialsSchema = z.object({
  email: z.string().trim().max(254, 'Introduce un correo válido').email('Introduce un correo válido'),
  password: z
    .string()
    .min(1, 'Introduce la contraseña')
    .min(3, 'Introduce una contraseña válida')
    .max(20, 'Introduce una contraseña válida'),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

/** Login, step 2: exactly 6 characters. */
export const LOGIN_CODE_LENGTH = 6;
export const loginCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .length(LOGIN_CODE_LENGTH, 'El código tiene 6 caracteres')
    .refine((value) => typable(value), 'El código tiene caracteres no permitidos'),
});

/*
 * Request bodies of the sign-in calls, as the API validates them (strict: unknown fields are refused).
 * Built from the login form's rules above, so a field's rule is written once.
 */
const SUPER_DASHBOARD_FLAG = z.literal(true, { error: 'Este acceso es solo para el dashboard de administración' });

/**
 * The browser's device token for this e-mail (answered by a completed sign-in: `deviceToken`), sent with the
 * password and code steps so that failures from a known browser are counted apart (see the API's README). One
 * that is not valid for the e-mail (forged, expired, another e-mail's) is ignored; only its length and
 * characters are refused here.
 */
export const DEVICE_TOKEN_MAX_LENGTH = 200;
const DEVICE_TOKEN = z
  .string()
  .max(DEVICE_TOKEN_MAX_LENGTH, 'El token del dispositivo no es válido')
  .refine((value) => typable(value), 'El token del dispositivo no es válido')
  .optional();

/** POST send_two_factor_token. */
export const sendTwoFactorTokenSchema = z.strictObject({
  ...loginCredentialsSchema.shape,
  super_dashboard: SUPER_DASHBOARD_FLAG.optional(),
  device_token: DEVICE_TOKEN,
});

/** POST validate_two_factor_token. */
export const validateTwoFactorTokenSchema = z.strictObject({
  email: loginCredentialsSchema.shape.email,
  code: loginCodeSchema.shape.code,
  device_token: DEVICE_TOKEN,
});

/** POST auth/login: the credentials again plus the validated code. */
export const loginRequestSchema = z.strictObject({
  ...loginCredentialsSchema.shape,
  auth_token: loginCodeSchema.shape.code,
  superadmin: SUPER_DASHBOARD_FLAG.optional(),
  device_token: DEVICE_TOKEN,
});

/** POST auth/logout. */
export const logoutRequestSchema = z.strictObject({
  refreshToken: z
    .string()
    .trim()
    .min(1, 'Falta el token de sesión')
    .max(200, 'El token de sesión no es válido')
    .refine((value) => typable(value), 'El token de sesión no es válido'),
});

/*
 * The social sign-in (spec 5): an OAuth 2.0 authorization-code flow with PKCE. POST auth/social/start answers the
 * provider's authorization address and a sealed ticket; the provider sends the browser back to the console's
 * callback page (the named route 'social-callback') with `code` and `state` (and `iss`); POST auth/social finishes
 * with them and the ticket.
 * 'messenger' signs in through facebook.
 */
export const SOCIAL_SIGN_IN_PROVIDERS = ['facebook', 'twitter', 'messenger'] as const;
const SOCIAL_PROVIDER = z.enum(SOCIAL_SIGN_IN_PROVIDERS, { error: 'No se indicó plataforma para inicio de sesión.' });

/** A value of the provider's redirect, sent on to the provider: printable ASCII, as OAuth's values are. */
const providerValue = (max: number, invalid: string) =>
  z.string().min(1, invalid).max(max, invalid).regex(/^[\x20-\x7e]+$/, invalid);

/** POST auth/social/start. */
export const socialStartRequestSchema = z.strictObject({
  provider: SOCIAL_PROVIDER,
  redirect_uri: providerValue(2000, 'La dirección de regreso no es válida'),
});
/** Its answer: where the browser goes (the provider's authorization page), the `state` it will bring back, and the ticket. */
export const socialStartSchema = z.object({ url: z.string(), state: z.string(), ticket: z.string() });

/** POST auth/social. */
export const socialSignInRequestSchema = z.strictObject({
  provider: SOCIAL_PROVIDER,
  code: providerValue(4096, 'El código del proveedor no es válido'),
  state: providerValue(512, 'El estado no es válido'),
  // RFC 9207: the issuer, when the provider names itself in its redirect.
  iss: providerValue(2000, 'El emisor no es válido').optional(),
  ticket: z.string().max(4096, 'El ticket no es válido').regex(/^[A-Za-z0-9_-]+$/, 'El ticket no es válido'),
});

const roleRef = z.object({ role_id: z.number().int(), name: z.string() });
/** What a sign-in answers (the API's auth/sessions.ts issueSession, plus the role and this browser's device token: auth/devices.ts). */
export const sessionSchema = z.object({ token: z.string(), refreshToken: z.string(), Role: roleRef, deviceToken: z.string() });
const valid = z.object({ valid: z.literal(true) });

/** A public sign-in call: rate limited per client address (the code also per e-mail; failures per e-mail and address, or per device token). */
const signIn = { caller: 'public', tag: 'sign-in' } as const;
const session = { verb: 'creando', what: 'sesión' } as const;

/** The sign-in calls (api/src/routes/auth.ts). */
export const signInOperations = {
  sendCode: operation({
    ...signIn,
    id: 'signin.sendCode',
    method: 'POST',
    path: 'send_two_factor_token',
    summary: 'Comprueba las credenciales y envía por correo un código de acceso de 6 dígitos',
    body: sendTwoFactorTokenSchema,
    answer: valid,
    refusals: [401, 429, 502],
    texts: { verb: 'creando', what: 'código de acceso' },
  }),
  validateCode: operation({
    ...signIn,
    id: 'signin.validateCode',
    method: 'POST',
    path: 'validate_two_factor_token',
    summary: 'Comprueba el código de acceso (400 si es incorrecto o caducó)',
    body: validateTwoFactorTokenSchema,
    answer: valid,
    refusals: [429],
    texts: { verb: 'obteniendo', what: 'código de acceso' },
  }),
  login: operation({
    ...signIn,
    id: 'signin.login',
    method: 'POST',
    path: 'auth/login',
    summary: 'Inicia sesión con las credenciales y el código validado: token de acceso y de renovación',
    body: loginRequestSchema,
    answer: sessionSchema,
    refusals: [401, 403, 429],
    texts: session,
  }),
  socialStart: operation({
    ...signIn,
    id: 'signin.socialStart',
    method: 'POST',
    path: 'auth/social/start',
    summary: 'Empieza el inicio de sesión con un proveedor social: su página de autorización (PKCE) y un ticket sellado',
    body: socialStartRequestSchema,
    answer: socialStartSchema,
    refusals: [429, 502],
    texts: session,
  }),
  social: operation({
    ...signIn,
    id: 'signin.social',
    method: 'POST',
    path: 'auth/social',
    summary: 'Inicia sesión con el código que el proveedor social devolvió y el ticket de auth/social/start',
    body: socialSignInRequestSchema,
    answer: sessionSchema,
    refusals: [403, 404, 429, 502],
    texts: session,
  }),
  refresh: operation({
    id: 'signin.refresh',
    method: 'GET',
    path: 'token/refresh',
    summary: 'Renueva los tokens con el token de renovación (enviado como bearer)',
    tag: 'sign-in',
    caller: 'refresh',
    answer: z.object({ token: z.string(), refreshToken: z.string() }),
    refusals: [403],
    texts: { verb: 'actualizando', what: 'sesión' },
  }),
  logout: operation({
    ...signIn,
    id: 'signin.logout',
    method: 'POST',
    path: 'auth/logout',
    summary: 'Cierra la sesión de un token de renovación (uno desconocido se ignora)',
    body: logoutRequestSchema,
    answer: z.null(),
    texts: { verb: 'eliminando', what: 'sesión' },
  }),
};
