/** GET /api/openapi.json: the API's OpenAPI 3.1 description (public), built once when the app starts. */
import { serverOperations } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { version } from '../../package.json';
import { route } from '../lib/operation';
import { openApiDocument } from './document';

export default async function openApiRoutes(app: FastifyInstance) {
  const { brand } = app.ctx.config;
  const document = openApiDocument({ version, brand });
  route(app, serverOperations.openapi, async () => document);
}
