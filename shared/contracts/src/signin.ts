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

/** POST auth/social. 'messenger' signs in through facebook (spec 5). */
export const SOCIAL_SIGN_IN_PROVIDERS = ['facebook', 'twitter', 'messenger'] as const;
export const socialSignInRequestSchema = z.strictObject({
  provider: z.enum(SOCIAL_SIGN_IN_PROVIDERS, { error: 'No se indicó plataforma para inicio de sesión.' }),
  // Sent on in the provider's URL: broken Unicode would make the URL itself fail.
  access_token: z
    .string()
    .trim()
    .min(1, 'Falta el token del proveedor')
    .max(4096, 'El token del proveedor es demasiado largo')
    .refine((value) => typable(value), 'El token del proveedor no es válido'),
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
  social: operation({
    ...signIn,
    id: 'signin.social',
    method: 'POST',
    path: 'auth/social',
    summary: 'Inicia sesión con el token de un proveedor social',
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
