import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  void app;
}

/** Messaging API: an account's models. */
export async function accountModelRoutes(app: FastifyInstance) {
  void app;
}
