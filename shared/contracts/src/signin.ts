/** The sign-in requests (spec 1 §5, §7.2), as the login form checks them and the API validates them. */
import { typable } from './fields';
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

