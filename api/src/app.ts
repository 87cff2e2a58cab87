/**
 * The Fastify application: main API under /api/, messaging API under /messaging/, GET /health, and
 * outside production /dev/*. Every answer is the envelope { success, resource, error?, pagination? }.
 */
import cors from '@fastify/cors';
import fastifyJwt from '@fastify/jwt';
import { serverOperations, type Envelope } from '@console/contracts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { SessionCache, staffGuard } from './auth/guard';
import type { Link, RoutePermission } from '@console/contracts';
import { enforcePermissions } from './auth/permissions';
import { texts } from './auth/staff';
import { route } from './lib/operation';
import type { RunConfig } from './config';
import type { AppContext } from './context';
import { noticesOf, type Db } from './db/client';
import { requireAudit } from './lib/audit';
import { failure, HttpError } from './lib/http';
import {
  clientErrorHandler,
  connectRefused,
  errorHeaders,
  everyRequest,
  expectationFailed,
  FASTIFY_ERRORS,
  frameworkErrors,
  notFoundHandler,
} from './lib/framework-errors';
import { etag, versionOf } from './lib/versions';
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
import clientErrorRoutes, { CLIENT_ERRORS_PER_SESSION } from './routes/client-errors';
import organizationAreaRoutes from './routes/organization-area';
import entityRoutes from './routes/entities';
import botVersionRoutes from './routes/bot-versions';
import userRoutes from './routes/users';
import accountLinkRoutes, { accountModelRoutes } from './routes/account-links';
import accountSettingRoutes from './routes/account-settings';
import accountIntegrationRoutes from './routes/account-integrations';
import searchRoutes from './routes/search';
import releaseRoutes, { releasePlanRoutes } from './routes/releases';

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
  /** Each route as registered: the link its calls come from, where one does (lib/link.ts). */
  onRoute?: (route: { method: string; url: string; permission?: RoutePermission; link?: Link }) => void;
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
    frameworkErrors: (error, request, reply) => frameworkErrors(error, request, reply as FastifyReply),
    // What Node's HTTP parser refuses (a broken Content-Length, headers too large): the envelope too.
    clientErrorHandler,
    // A missing Host is refused by everyRequest, in the envelope (Node's own 400 has no body).
    http: { requireHostHeader: false },
  });
  // Requests Node answers itself, without a body, unless told otherwise (lib/framework-errors.ts).
  app.server.on('checkExpectation', expectationFailed);
  app.server.on('connect', connectRefused);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // Every route comes from a declaration (an operation contract, or a resource contract's call): that is what
    // describes, validates and types it. HEAD comes with GET; OPTIONS with CORS; /dev/* is not in production.
    if (!route.config?.operationId && !methods.every((method) => method === 'HEAD' || method === 'OPTIONS') && !route.url.startsWith('/dev/')) {
      throw new Error(`${methods.join()} ${route.url} is registered without an operation contract (api/src/lib/operation.ts route)`);
    }
    for (const method of methods) options.onRoute?.({ method, url: route.url, permission: route.config?.permission, link: route.config?.link });
  });

  const ctx: AppContext = {
    config,
    db,
    now,
    print,
    background: new Set(),
    sessions: new SessionCache(noticesOf(db), app.log),
    mailer:
      options.mailer ??
      (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, print)),
    limits: {
      codePerEmail: limiter('code', config.rateLimit.codePerEmail),
      failuresPerEmailAddress: limiter('failures', config.rateLimit.failuresPerEmailAddress),
      failuresPerDevice: limiter('device', config.rateLimit.failuresPerDevice),
      signInPerAddress: limiter('address', config.rateLimit.signInPerAddress),
    },
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.sessions.close());
  // The API speaks JSON only: other bodies get a 415 instead of reaching a route as a string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('admin', null as never);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    errorHeaders(reply);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ...failure(error.message, error.field), ...error.answer });
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

  // An answer of one record names its version as its ETag (lib/versions.ts): its GET, and every write's answer.
  app.addHook('preSerialization', async (_request, reply, payload: Partial<Envelope<unknown>> | null) => {
    const resource = payload?.resource;
    const version = resource && typeof resource === 'object' && !Array.isArray(resource) ? versionOf(resource as Record<string, unknown>) : undefined;
    if (version) reply.header('ETag', etag(version));
    return payload;
  });

  // 404 for an unknown path, 405 with Allow for a known one without that method (lib/framework-errors.ts).
  app.setNotFoundHandler(notFoundHandler(app));
  // nosniff and no-store on every answer, errors included; a route may say otherwise (a file, forever).
  app.addHook('onRequest', everyRequest);

  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // An OPTIONS that is no preflight gets the same 204, not the plugin's own plain-text 400.
    strictPreflight: false,
    // If-Match: the version a write was made from (lib/versions.ts).
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match'],
    // The CSV summary's file name (active_account/download_summary), read by the console across origins.
    // ETag: a record's version.
    exposedHeaders: ['Content-Disposition', 'ETag'],
    // A browser asks before every call to a URL it has not asked about lately (the console's calls carry a token):
    // a round trip more each. Two hours is the longest Chromium keeps an answer (Firefox 24 h).
    maxAge: 7200,
  });
  app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
    verify: { algorithms: ['HS256'] },
  });

  route(app, serverOperations.health, async () => ({ status: 'ok' }));
  app.register(fileRoutes);
  app.register(shortLinkRoutes);

  app.register(authRoutes, { prefix: '/api' });
  app.register(releasePlanRoutes, { prefix: '/api' });
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
      await api.register(releaseRoutes);
    },
    { prefix: '/api' },
  );
  // Uploads write files, not records (routes/uploads.ts), and client error reports are telemetry
  // (routes/client-errors.ts): guarded, not audited.
  app.register(
    async (uploads) => {
      uploads.addHook('onRequest', staffGuard(app));
      enforcePermissions(uploads);
      await uploads.register(uploadRoutes);
      await uploads.register(clientErrorRoutes, { limiter: limiter('client-errors', CLIENT_ERRORS_PER_SESSION) });
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
