/**
 * The API half of the operation contracts (@console/contracts `operation`): a route registered from its
 * declaration, its path's values, query and body validated with the declaration's schemas before the handler
 * runs, its permission and id carried in the route's config (auth/permissions.ts, app.ts).
 *
 *   route(app, roleOperations.linkPermission, async ({ params, body, request }) => …the role row…);
 *
 * The handler answers the `resource`, wrapped in the envelope with the declared status; a paged list answers
 * its envelope (`paged`), and a raw document, a download or a redirect is sent by the handler itself.
 */
import { operationUrl, type Envelope, type OperationSpec } from '@console/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ok, parse, parseBody } from './http';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperationRequest<O extends OperationSpec> {
  params: Output<O['params']>;
  query: Output<O['query']>;
  body: O['optionalBody'] extends true ? Output<O['body']> | undefined : Output<O['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the handler gives back: the resource, a page's envelope, or the reply it sent itself. */
type HandlerAnswer<O extends OperationSpec> = O['paged'] extends true
  ? Envelope<unknown[]>
  : O['raw'] extends true
    ? unknown
    : O['download'] extends true
      ? FastifyReply
      : O['status'] extends 302
        ? FastifyReply
        : unknown;

/** Fastify's options a route may add (a body limit, a rate limiter's hooks); the rest comes from the declaration. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preHandler'> & { config?: Record<string, unknown> };

/** The path as this scope registers it: the declaration's root must be the scope's prefix. */
function scopedUrl(app: FastifyInstance, op: OperationSpec) {
  const url = operationUrl(op);
  if (!url.startsWith(`${app.prefix}/`)) throw new Error(`${op.id}: ${url} is registered in the scope ${app.prefix || '/'}`);
  return url.slice(app.prefix.length);
}

/** Registers `op` on `app` with `handler` (see the file's comment). */
export function route<O extends OperationSpec>(
  app: FastifyInstance,
  op: O,
  handler: (input: OperationRequest<O>) => Promise<HandlerAnswer<O>>,
  extras: RouteExtras = {},
) {
  const passThrough = op.paged || op.raw || op.download || op.status === 302;
  app.route({
    method: op.method,
    url: scopedUrl(app, op),
    ...extras,
    config: { ...extras.config, operationId: op.id, ...(op.permission && { permission: op.permission }) },
    handler: async (request, reply) => {
      const params = op.params ? parse(op.params, request.params) : undefined;
      const query = op.query ? parse(op.query, request.query) : undefined;
      const body = op.body && !(op.optionalBody && request.body == null) ? parseBody(op.body, request.body) : undefined;
      const answer = await handler({ params, query, body, request, reply } as OperationRequest<O>);
      if (passThrough) return answer;
      if (op.status) reply.code(op.status);
      return ok(answer);
    },
  });
}
