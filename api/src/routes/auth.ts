/**
 * Sign-in (public): two-factor code, login, token refresh, logout, social sign-in.
 * The code is bound to the admin whose password was checked; login needs the password AND that code,
 * validated and unused (the password compared to the code's mark of it: auth/codes.ts). Limits (kept in
 * PostgreSQL, shared by every instance): every sign-in call per client address; wrong passwords and wrong codes
 * per e-mail AND address, so an attacker elsewhere cannot lock out the person who has the password — or, from a
 * browser that sent a valid device token (auth/devices.ts), per that token, so a stranger at the same address
 * cannot lock out a known browser either; codes sent per e-mail (only reachable with the right password).
 * auth/login answers a wrong password and a wrong code alike, so it does not tell when a password is right. A
 * completed sign-in (login, social) answers a new device token.
 *
 * The social sign-in (auth/social.ts) is two calls: auth/social/start answers the provider's authorization address
 * and a sealed ticket; auth/social finishes with the code the provider sent back, then follows the admin-lookup
 * path's rule (spec 5): an unknown or deleted e-mail is 404 'Error iniciando sesión.', a role that may not enter 403.
 */
import { routePath, signInOperations } from '@console/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkCode, createCode, type CodeSettings } from '../auth/codes';
import { deviceKey, issueDeviceToken } from '../auth/devices';
import { bearerToken, requireStaffAdmin } from '../auth/guard';
import { issueSession, revokeSession, rotateSession, type SignInCheck } from '../auth/sessions';
import { finishSocialSignIn, SocialSignInFailure, startSocialSignIn } from '../auth/social';
import { findActiveAdminByEmail, mayEnter, texts } from '../auth/staff';
import type { SocialSignInProvider } from '../config';
import { HttpError } from '../lib/http';
import { route } from '../lib/operation';
import { verifyDecoy, verifyPassword } from '../lib/password';
import type { RateLimiter, RateLimitState } from '../lib/rate-limit';

function refuse({ allowed, retryAfterMs }: RateLimitState) {
  if (!allowed) {
    throw new HttpError(429, texts.tooMany, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
  }
}
const enforce = async (limiter: RateLimiter, key: string) => refuse(await limiter.hit(key));

/** The admin behind a pair of credentials, or 401 (same answer for an unknown e-mail: no enumeration). */
async function checkCredentials(app: FastifyInstance, email: string, password: string) {
  const admin = await findActiveAdminByEmail(app.ctx.db, email);
  const valid = admin ? await verifyPassword(password, admin.password_hash) : await verifyDecoy(password);
  if (!admin || !valid) throw new HttpError(401, texts.wrongCredentials);
  return admin;
}

function codeSettings(app: FastifyInstance): CodeSettings {
  const { db, config, now } = app.ctx;
  return { db, secret: config.jwtSecret, now: now(), ttlSeconds: config.codeTtl, maxAttempts: config.codeMaxAttempts };
}

export default async function authRoutes(app: FastifyInstance) {
  const { limits } = app.ctx;
  /**
   * Where a sign-in call's failures count: a known browser's (a live device token of this e-mail) on its own
   * token; anyone else's on the e-mail from this address.
   */
  function failureCounter(email: string, request: FastifyRequest, deviceToken: string | undefined) {
    const device = deviceKey(app.ctx.config.jwtSecret, email, deviceToken, app.ctx.now());
    return device
      ? { limiter: limits.failuresPerDevice, key: device }
      : { limiter: limits.failuresPerEmailAddress, key: `${email.toLowerCase()}|${request.ip}` };
  }
  /** Refused while this caller has failed too often for this e-mail; else runs the check, counting a failure. */
  async function counted<T>(email: string, request: FastifyRequest, deviceToken: string | undefined, check: () => Promise<T>): Promise<T> {
    const { limiter, key } = failureCounter(email, request, deviceToken);
    refuse(await limiter.check(key));
    try {
      return await check();
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 400)) {
        await limiter.hit(key);
      }
      throw error;
    }
  }
  /** A completed sign-in: the session, the role, and a new device token of the admin's e-mail for this browser. */
  async function signedIn(request: FastifyRequest, admin: SignInCheck & { admin_id: number; Role: unknown }) {
    const { config, now } = app.ctx;
    // Refused if the admin's password, e-mail or role changed since they were read here (auth/sessions.ts).
    const session = await issueSession(app, admin.admin_id, request.ip, admin);
    return { ...session, Role: admin.Role, deviceToken: issueDeviceToken(config.jwtSecret, admin.email, now(), config.deviceTokenTtl) };
  }

  /** The social provider of a platform name ('messenger' signs in through facebook), or 400 when it is not configured. */
  function socialProvider(name: 'facebook' | 'twitter' | 'messenger') {
    const provider: SocialSignInProvider = name === 'twitter' ? 'twitter' : 'facebook';
    const settings = app.ctx.config.socialSignIn[provider];
    if (!settings) throw new HttpError(400, `El inicio de sesión con ${provider === 'twitter' ? 'Twitter' : 'Facebook'} no está configurado.`);
    return { provider, settings };
  }
  /** The console's callback page on one of its origins (those the API lets call it): nowhere else gets a code. */
  function isCallbackPage(address: string) {
    const url = URL.canParse(address) ? new URL(address) : null;
    return Boolean(url && !url.search && !url.hash && url.pathname === routePath('social-callback') && app.ctx.config.corsOrigins.includes(url.origin));
  }
  /** A step of the social sign-in: its failure logged by kind and answered 'Ocurrió un error iniciando sesión.' */
  async function social<T>(request: FastifyRequest, provider: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof SocialSignInFailure)) throw error;
      request.log.warn({ provider, reason: error.message }, 'social sign-in failed');
      throw new HttpError(error.status, texts.socialFailed);
    }
  }

  // The calls that check a secret: limited per client address.
  await app.register(async (signIn) => {
    signIn.addHook('onRequest', async (request: FastifyRequest) => enforce(limits.signInPerAddress, request.ip));

    route(signIn, signInOperations.sendCode, async ({ body: { email, password, device_token }, request }) => {
      const admin = await counted(email, request, device_token, () => checkCredentials(app, email, password));
      await enforce(limits.codePerEmail, email.toLowerCase());
      const code = await createCode(codeSettings(app), admin, password);
      const brand = app.ctx.config.brand;
      const minutes = Math.round(app.ctx.config.codeTtl / 60);
      try {
        await app.ctx.mailer.send({
          to: admin.email,
          subject: 'Tu código de acceso',
          text:
            `Hola ${admin.first_name}:\n\n` +
            `Tu código de acceso a la consola de ${brand} es ${code}.\n` +
            `Caduca en ${minutes} minutos y solo sirve una vez.\n\n` +
            'Si no intentaste iniciar sesión, ignora este mensaje y cambia tu contraseña.',
          code,
        });
      } catch (error) {
        request.log.error({ err: error }, 'login code could not be sent');
        throw new HttpError(502, texts.sendFailed);
      }
      return { valid: true };
    });

    route(signIn, signInOperations.validateCode, async ({ body: { email, code, device_token }, request }) => {
      await counted(email, request, device_token, async () => {
        const admin = await findActiveAdminByEmail(app.ctx.db, email);
        // 400, not 401: the client reads 401 as 'wrong e-mail or password'.
        if (!admin || (await checkCode(codeSettings(app), admin, code, { validate: true })) !== 'passed') {
          throw new HttpError(400, texts.wrongCode);
        }
      });
      return { valid: true };
    });

    route(signIn, signInOperations.login, async ({ body: { email, password, auth_token, device_token }, request }) => {
      // A wrong password and a wrong code answer alike: this call never says which one was right.
      const admin = await counted(email, request, device_token, async () => {
        const refused = new HttpError(401, texts.wrongCode);
        const found = await findActiveAdminByEmail(app.ctx.db, email);
        if (!found) {
          // As long as a wrong password takes: the answer's time does not tell that the e-mail is unknown.
          await verifyDecoy(password);
          throw refused;
        }
        const settings = codeSettings(app);
        // The password compared to the mark its code keeps of it (auth/codes.ts), not to the slow hash again.
        const byMark = await checkCode(settings, found, auth_token, { password });
        if (byMark === 'passed') return found;
        // Anything else takes a check of the password's hash, so a refusal's time tells nothing either; a right code
        // whose mark this process cannot read (sent through another instance, or before a restart) passes by it.
        const passwordRight = await verifyPassword(password, found.password_hash);
        if (byMark === 'unmarked' && passwordRight && (await checkCode(settings, found, auth_token, { passwordChecked: true })) === 'passed') {
          return found;
        }
        throw refused;
      });
      if (!mayEnter(admin.Role, app.ctx.config.brand)) throw new HttpError(403, texts.noAccess);
      return signedIn(request, admin);
    });

    route(signIn, signInOperations.socialStart, async ({ body: { provider: name, redirect_uri }, request }) => {
      const { provider, settings } = socialProvider(name);
      if (!isCallbackPage(redirect_uri)) throw new HttpError(400, 'La dirección de regreso no es la página de inicio de sesión de la consola.', {}, 'redirect_uri');
      const { config, now } = app.ctx;
      return social(request, provider, () => startSocialSignIn(provider, settings, { redirectUri: redirect_uri, secret: config.jwtSecret, now: now() }));
    });

    route(signIn, signInOperations.social, async ({ body: { provider: name, ticket, code, state, iss }, request }) => {
      const { provider, settings } = socialProvider(name);
      const { config, now } = app.ctx;
      const email = await social(request, provider, () => finishSocialSignIn(provider, settings, { code, state, iss }, { ticket, secret: config.jwtSecret, now: now() }));
      const admin = await findActiveAdminByEmail(app.ctx.db, email);
      if (!admin) throw new HttpError(404, texts.adminNotFound);
      if (!mayEnter(admin.Role, app.ctx.config.brand)) throw new HttpError(403, texts.noAccess);
      return signedIn(request, admin);
    });
  });

  route(app, signInOperations.refresh, async ({ request }) => {
    const refreshToken = bearerToken(request);
    if (!refreshToken || refreshToken.length > 200) throw new HttpError(401, texts.invalidSession);
    const session = await rotateSession(app, refreshToken, async (adminId) => {
      await requireStaffAdmin(app, adminId);
    });
    return session;
  });

  route(app, signInOperations.logout, async ({ body: { refreshToken } }) => {
    await revokeSession(app, refreshToken);
    return null;
  });
}
