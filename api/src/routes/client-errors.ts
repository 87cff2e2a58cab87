/**
 * Release health (issue 27): POST client-errors takes one report of an error in a browser (the host's reporter,
 * host/src/health/report.ts) from any signed-in admin — the body is `clientErrorReportSchema` of
 * @console/contracts, 16 KB at most — scrubs it and stores it (lib/client-errors.ts), and answers 202 with
 * nothing. At most CLIENT_ERRORS_PER_SESSION reports per session per rate-limit window (10 minutes): beyond,
 * 429 and nothing is stored. Telemetry, not a change of data: registered outside requireAudit, and no ETag
 * (it answers no record). Rows older than 30 days are deleted after an insert, at most once an hour per process.
 */
import { clientErrorOperations } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { texts } from '../auth/staff';
import { CLIENT_ERROR_SWEEP_EVERY_MS, storeClientError, sweepClientErrors } from '../lib/client-errors';
import { HttpError } from '../lib/http';
import { route } from '../lib/operation';
import type { RateLimiter } from '../lib/rate-limit';

/** Reports a session may send per rate-limit window (RATE_LIMIT_WINDOW, 10 minutes). */
export const CLIENT_ERRORS_PER_SESSION = 30;
/** The largest body taken: a report is a few KB (message 1,000 and stack 4,000 characters). */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

export default async function clientErrorRoutes(app: FastifyInstance, { limiter }: { limiter: RateLimiter }) {
  const { db, now } = app.ctx;
  /** When this process last deleted the reports past their retention (the app's clock). */
  let sweptAt = Number.NEGATIVE_INFINITY;

  route(
    app,
    clientErrorOperations.report,
    async ({ body: report, request }) => {
      // Keyed by the session (set by the guard): a render loop in one tab cannot flood the table.
      const { allowed, retryAfterMs } = await limiter.hit(request.sessionId ?? `admin:${request.admin.admin_id}`);
      if (!allowed) throw new HttpError(429, texts.tooMany, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
      const at = now();
      await storeClientError(db, report, request.admin.admin_id, at);
      if (at.getTime() - sweptAt >= CLIENT_ERROR_SWEEP_EVERY_MS) {
        sweptAt = at.getTime();
        try {
          await sweepClientErrors(db, at);
        } catch (error) {
          // The report is stored: a failed sweep is tried again an hour later.
          request.log.warn({ err: error }, 'client errors: retention sweep failed');
        }
      }
      return null;
    },
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT },
  );
}
