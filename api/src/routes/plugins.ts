/**
 * Plugins and their attributes (document 2 §2, §3, §5, §7): the generic calls of both contracts, and a
 * plugin's own attributes — GET plugin/{id}/attributes (the attribute list of that plugin: search, sort,
 * paging) and POST plugin/{id}/attributes (an attribute created in that plugin: the path says which). Both
 * need the attributes' permission, as plugin_attribute/{id} does. Deleting a plugin deletes its attributes.
 *
 * The organizations a plugin is assigned to (document 3 §2, §4, §7): POST plugin/{id}/associateOrganization
 * and /removeOrganization {organization_id}, audited on the plugin (which carries its Organizations), and
 * GET organization/{id}/plugins, the plugins assigned to one organization.
 */
import { pluginAttributeContract, pluginContract, pluginOrganizationSchema, pluginOrganizationTexts } from '@console/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizationPlugins, organizations, pluginAttributes, plugins } from '../db/schema';
import { audited } from '../lib/audit';
import { idParams, notFound, ok, parse, parseBody } from '../lib/http';
import { exists, linkedItems } from '../lib/query';
import { contractRows, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

const plugin: ResourceDescription = {
  contract: pluginContract,
  table: plugins,
  detail: {
    Organizations: linkedItems<{ organization_id: number; name: string }>({
      owner: plugins.plugin_id,
      link: [organizationPlugins.plugin_id, organizationPlugins.organization_id],
      item: organizations.organization_id,
      fields: { organization_id: organizations.organization_id, name: organizations.name },
    }),
  },
};
const pluginRows = contractRows(plugin);

export default async function pluginRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const pluginMachine = resourceRoutes(app, plugin);
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

  // ---- The organizations a plugin is assigned to ---------------------------------------------------

  app.post('/plugin/:id/associateOrganization', async (request) => {
    const { id } = parse(idParams, request.params);
    const { organization_id } = parseBody(pluginOrganizationSchema, request.body);
    const { entries } = await audited(request, { rows: pluginRows, resource: pluginContract.path, id, action: 'organization.assign' }, async (tx, before) => {
      if (!before) throw notFound(pluginContract.texts.notFound);
      // Already assigned (primary key) → 409, unknown organization (foreign key) → 400: the database decides.
      await tx.insert(organizationPlugins).values({ plugin_id: id, organization_id });
    });
    return ok(entries[0].after);
  });

  app.post('/plugin/:id/removeOrganization', async (request) => {
    const { id } = parse(idParams, request.params);
    const { organization_id } = parseBody(pluginOrganizationSchema, request.body);
    const { entries } = await audited(request, { rows: pluginRows, resource: pluginContract.path, id, action: 'organization.remove' }, async (tx, before) => {
      if (!before) throw notFound(pluginContract.texts.notFound);
      const removed = await tx
        .delete(organizationPlugins)
        .where(and(eq(organizationPlugins.plugin_id, id), eq(organizationPlugins.organization_id, organization_id)))
        .returning({ plugin_id: organizationPlugins.plugin_id });
      if (removed.length === 0) throw notFound(pluginOrganizationTexts.notLinked);
    });
    return ok(entries[0].after);
  });

  /** The plugins assigned to one organization: the plugin list (search, sort, paging) of those only. */
  app.get('/organization/:id/plugins', { config: { permission: { resource: pluginContract.path, action: 'read' } } }, async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(pluginMachine.listQuery, request.query);
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return pluginMachine.list(
      query,
      inArray(plugins.plugin_id, db.select({ id: organizationPlugins.plugin_id }).from(organizationPlugins).where(eq(organizationPlugins.organization_id, id))),
    );
  });
}
