/**
 * Plugins and their attributes (document 2 §2, §3, §5, §7): the generic calls of both contracts, and a
 * plugin's own attributes — GET plugin/{id}/attributes (the attribute list of that plugin: search, sort,
 * paging) and POST plugin/{id}/attributes (an attribute created in that plugin: the path says which). Both
 * need the attributes' permission, as plugin_attribute/{id} does. Deleting a plugin deletes its attributes.
 */
import { pluginAttributeContract, pluginContract } from '@console/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pluginAttributes, plugins } from '../db/schema';
import { idParams, notFound, ok, parse } from '../lib/http';
import { exists } from '../lib/query';
import { resourceRoutes } from '../lib/resource';

export default async function pluginRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  resourceRoutes(app, { contract: pluginContract, table: plugins });
  const attributes = resourceRoutes(app, { contract: pluginAttributeContract, table: pluginAttributes });
  const resource = pluginAttributeContract.path;

  app.get('/plugin/:id/attributes', { config: { permission: { resource, action: 'read' } } }, async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(attributes.listQuery, request.query);
    if (!(await exists(db, plugins, plugins.plugin_id, id))) throw notFound(pluginContract.texts.notFound);
    return attributes.list(query, eq(pluginAttributes.plugin_id, id));
  });

  app.post('/plugin/:id/attributes', { config: { permission: { resource, action: 'create' } } }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    // The plugin is the path's; a body that is not an object is refused as the generic create refuses it.
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? { ...request.body, plugin_id: id } : request.body;
    const row = await attributes.create(request, body);
    reply.code(201);
    return ok(row);
  });
}
