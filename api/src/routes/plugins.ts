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
import { pluginAttributeContract, pluginContract, pluginOperations, pluginOrganizationTexts, z } from '@console/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizationPlugins, organizations, pluginAttributes, plugins } from '../db/schema';
import { audited } from '../lib/audit';
import { notFound } from '../lib/http';
import { route } from '../lib/operation';
import { exists, linkedItems } from '../lib/query';
import { contractRows, listRoute, resourceRoutes, type ResourceDescription } from '../lib/resource';
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

  listRoute(app, pluginOperations.attributes, async ({ params: { id }, query }) => {
    if (!(await exists(db, plugins, plugins.plugin_id, id))) throw notFound(pluginContract.texts.notFound);
    return attributes.list(query, eq(pluginAttributes.plugin_id, id));
  });

  // The plugin is the path's: the body is checked by the generic create once it says so (a body that is not an
  // object is refused as the generic create refuses it).
  route(app, { ...pluginOperations.createAttribute, body: z.unknown() }, ({ params: { id }, body, request }) =>
    attributes.create(request, body && typeof body === 'object' && !Array.isArray(body) ? { ...body, plugin_id: id } : body),
  );

  // ---- The organizations a plugin is assigned to ---------------------------------------------------

  const { associateOrganization, removeOrganization } = pluginOperations;

  route(app, associateOrganization, async ({ params: { id }, body: { organization_id }, request }) => {
    const { entries } = await audited(request, { rows: pluginRows, resource: pluginContract.path, id, action: associateOrganization.audit }, async (tx, before) => {
      if (!before) throw notFound(pluginContract.texts.notFound);
      // Already assigned (primary key) → 409, unknown organization (foreign key) → 400: the database decides.
      await tx.insert(organizationPlugins).values({ plugin_id: id, organization_id });
    });
    return entries[0].after;
  });

  route(app, removeOrganization, async ({ params: { id }, body: { organization_id }, request }) => {
    const { entries } = await audited(request, { rows: pluginRows, resource: pluginContract.path, id, action: removeOrganization.audit }, async (tx, before) => {
      if (!before) throw notFound(pluginContract.texts.notFound);
      const removed = await tx
        .delete(organizationPlugins)
        .where(and(eq(organizationPlugins.plugin_id, id), eq(organizationPlugins.organization_id, organization_id)))
        .returning({ plugin_id: organizationPlugins.plugin_id });
      if (removed.length === 0) throw notFound(pluginOrganizationTexts.notLinked);
    });
    return entries[0].after;
  });

  /** The plugins assigned to one organization: the plugin list (search, sort, paging) of those only. */
  listRoute(app, pluginOperations.organizationPlugins, async ({ params: { id }, query }) => {
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return pluginMachine.list(
      query,
      inArray(plugins.plugin_id, db.select({ id: organizationPlugins.plugin_id }).from(organizationPlugins).where(eq(organizationPlugins.organization_id, id))),
    );
  });
}
