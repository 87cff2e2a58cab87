/** GET /api/openapi.json: the API's OpenAPI 3.1 description (public), built once when the app starts. */
import type { FastifyInstance } from 'fastify';
import { version } from '../../package.json';
import { openApiDocument } from './document';
import { particularOperations } from './routes';

export default async function openApiRoutes(app: FastifyInstance) {
  const { brand } = app.ctx.config;
  const document = openApiDocument({ operations: particularOperations(brand), version, brand });
  app.get('/openapi.json', async () => document);
}
