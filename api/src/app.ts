/**
 * The Fastify application: main API under /api/, messaging API under /messaging/, GET /health, and
 * outside production /dev/*. Every answer is the envelope { success, resource, error?, pagination? }.
 */
import cors from '@fastify/cors';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { staffGuard } from './auth/guard';
import { enforcePermissions, type RoutePermission } from './auth/permissions';
import { texts } from './auth/staff';
import type { RunConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { requireAudit } from './lib/audit';
import { failure, HttpError } from './lib/http';
import { constraintTexts } from './lib/texts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import openApiRoutes from './openapi';
import accountRoutes from './routes/accounts';
import adminRoutes from './routes/admins';
import auditRoutes from './routes/audit';
import authRoutes from './routes/auth';
import catalogueRoutes from './routes/catalogue';
import certificationRoutes from './routes/certifications';
import customViewRoutes from './routes/custom-views';
import devRoutes from './routes/dev';
import listRoutes from './routes/lists';
import meRoutes from './routes/me';
import organizationRoutes from './routes/organizations';
import partnerRoutes from './routes/partners';
import partnerBillingRoutes from './routes/partner-billing';
import permissionRoutes from './routes/permissions';
import planRoutes from './routes/plans';
import platformRoutes from './routes/platforms';
import pluginRoutes from './routes/plugins';
import roleRoutes from './routes/roles';
import serviceRoutes from './routes/services';
import shippingRoutes from './routes/shipping';
import toolingRoutes, { shortLinkRoutes } from './routes/tooling';
import wabaRoutes from './routes/waba';
import extensionRoutes from './routes/extensions';
import accountItemRoutes from './routes/account-items';
import packageRoutes, { packageTemplateRoutes } from './routes/packages';
import milestoneRoutes from './routes/milestones';
import uploadRoutes, { fileRoutes } from './routes/uploads';
import organizationAreaRoutes from './routes/organization-area';
import entityRoutes from './routes/entities';
import botVersionRoutes from './routes/bot-versions';
import userRoutes from './routes/users';
import accountLinkRoutes, { accountModelRoutes } from './routes/account-links';
import accountSettingRoutes from './routes/account-settings';
import accountIntegrationRoutes from './routes/account-integrations';
import searchRoutes from './routes/search';

export interface BuildOptions {
  config: RunConfig;
  db: Db;
  /** Clock of codes, refresh tokens and rate limits (tests move it). Default: the real time. */
  now?: () => Date;
  /** Where operator notices go (outbox lines). Default: stdout. */
  print?: (line: string) => void;
  /** Replaces the mailer chosen from the configuration. */
  mailer?: Mailer;
  /** Fastify's logger (pino) options; false silences it. Default: info level to stdout. */
  logger?: FastifyServerOptions['logger'];
  /** Called for every route registered (tests walk them all). */
  onRoute?: (route: { method: string; url: string; permission?: RoutePermission | 'open' }) => void;
}

/** SQLSTATE classes a client can cause with valid-looking input; anything else is ours (500). */
function databaseError(error: unknown): HttpError | undefined {
  type PgError = { code?: unknown; cause?: unknown; detail?: unknown; constraint?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) continue;
    const detail = typeof e.detail === 'string' ? e.detail : '';
    const texts = typeof e.constraint === 'string' ? constraintTexts[e.constraint] : undefined;
    const column = /Key \(([^)]+)\)/.exec(detail)?.[1];
    const where = column ? ` (${column})` : '';
    const field = texts?.field;
    switch (e.code) {
      case '23505':
        return new HttpError(409, texts?.duplicate ?? `Ya existe un registro con ese valor${where}.`, {}, field);
      case '23001': // restrict_violation: a row others still reference (ON DELETE RESTRICT)
        return new HttpError(409, texts?.inUse ?? `El registro está en uso por otros registros${where}.`);
      case '23503':
        // The same constraint refuses an insert pointing nowhere and a delete of a row still referenced.
        if (detail.includes('is still referenced')) {
          return new HttpError(409, texts?.inUse ?? `El registro está en uso por otros registros${where}.`);
        }
        return new HttpError(400, texts?.missing ?? `El registro relacionado no existe${where}.`, {}, field);
      case '23502':
      case '23514':
      case '22001':
      case '22003':
      case '22007':
      case '22008':
      case '22P02':
        return new HttpError(400, 'Datos no válidos: revisa los campos enviados.');
      // A NUL (22021 in a text, 22P05 as \u0000 in JSON) or broken Unicode that no rule of the request checked.
      case '22021':
      case '22P05':
        return new HttpError(400, 'Datos no válidos: hay caracteres no permitidos en los campos enviados.');
    }
  }
  return undefined;
}

const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la petición no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la petición está vacío.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La petición es demasiado grande.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido: envía JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  // Found while routing (frameworkErrors): a path that is not valid percent-encoded UTF-8, a path parameter over 100 characters.
  FST_ERR_BAD_URL: [400, 'La dirección de la petición no es válida.'],
  FST_ERR_MAX_PARAM_LENGTH: [400, 'La dirección de la petición no es válida.'],
};

export function buildApp(options: BuildOptions): FastifyInstance {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const clockMs = () => now().getTime();
  const limiter = (name: string, max: number) => createRateLimiter({ db, name, max, windowMs: config.rateLimit.windowMs, now: clockMs });

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Only the configured proxies' X-Forwarded-For is believed (none by default).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: (error, _request, reply) => {
      const [status, text] = FASTIFY_ERRORS[error.code] ?? [400, 'La petición no es válida.'];
      return (reply as FastifyReply).code(status).send(failure(text));
    },
  });
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url, permission: route.config?.permission });
    });
  }

  const ctx: AppContext = {
    config,
    db,
    now,
    print,
    mailer:
      options.mailer ??
      (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, print)),
    limits: {
      codePerEmail: limiter('code', config.rateLimit.codePerEmail),
      failuresPerEmailAddress: limiter('failures', config.rateLimit.failuresPerEmailAddress),
      signInPerAddress: limiter('address', config.rateLimit.signInPerAddress),
    },
  };
  app.decorate('ctx', ctx);
  // The API speaks JSON only: other bodies get a 415 instead of reaching a route as a string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('admin', null as never);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.message, error.field));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send(failure(known[1]));
    const fromDatabase = databaseError(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'request refused by the database');
      return reply.code(fromDatabase.statusCode).send(failure(fromDatabase.message, fromDatabase.field));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure('La petición no es válida.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(texts.unexpected));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failure(`La ruta ${request.method} ${request.url.split('?')[0]} no existe.`)),
  );

  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The CSV summary's file name (active_account/download_summary), read by the console across origins.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
    verify: { algorithms: ['HS256'] },
  });

  app.get('/health', async () => ({ success: true, resource: { status: 'ok' } }));
  app.register(fileRoutes);
  app.register(shortLinkRoutes);

  app.register(authRoutes, { prefix: '/api' });
  app.register(openApiRoutes, { prefix: '/api' });
  if (!config.production) app.register(devRoutes, { prefix: '/dev' });

  // Everything else needs a staff session whose role may enter, and the permission of its route.
  app.register(
    async (api) => {
      api.addHook('onRequest', staffGuard(app));
      enforcePermissions(api);
      requireAudit(api);
      await api.register(meRoutes);
      await api.register(roleRoutes);
      await api.register(permissionRoutes);
      await api.register(adminRoutes);
      await api.register(organizationRoutes);
      await api.register(accountRoutes);
      await api.register(partnerRoutes);
      await api.register(partnerBillingRoutes);
      await api.register(serviceRoutes);
      await api.register(certificationRoutes);
      await api.register(platformRoutes);
      await api.register(catalogueRoutes);
      await api.register(pluginRoutes);
      await api.register(planRoutes);
      await api.register(customViewRoutes);
      await api.register(shippingRoutes);
      await api.register(toolingRoutes);
      await api.register(wabaRoutes);
      await api.register(extensionRoutes);
      await api.register(accountItemRoutes);
      await api.register(packageRoutes);
      await api.register(milestoneRoutes);
      await api.register(organizationAreaRoutes);
      await api.register(entityRoutes);
      await api.register(botVersionRoutes);
      await api.register(userRoutes);
      await api.register(accountLinkRoutes);
      await api.register(accountSettingRoutes);
      await api.register(accountIntegrationRoutes);
      await api.register(auditRoutes);
      await api.register(searchRoutes);
    },
    { prefix: '/api' },
  );
  // Uploads write files, not records (routes/uploads.ts): guarded, not audited.
  app.register(
    async (uploads) => {
      uploads.addHook('onRequest', staffGuard(app));
      enforcePermissions(uploads);
      await uploads.register(uploadRoutes);
    },
    { prefix: '/api' },
  );
  app.register(
    async (messaging) => {
      messaging.addHook('onRequest', staffGuard(app));
      enforcePermissions(messaging);
      requireAudit(messaging);
      await messaging.register(listRoutes);
      await messaging.register(packageTemplateRoutes);
      await messaging.register(accountModelRoutes);
    },
    { prefix: '/messaging' },
  );

  return app;
}
