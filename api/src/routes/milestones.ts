/**
 * Milestones (document 2 §2–§5, §7): the generic calls, with the description sanitised (lib/rich-text.ts)
 * on create and update, and the items a milestone concerns —
 *   PUT    milestone/{id}/service/{service_id}, /role/{role_id}, /component/{component_id}   links one
 *   DELETE the same                                                                        unlinks it
 * PUT is idempotent: linking a linked item answers the milestone as it is (a second tab ticking the same
 * box is no error). DELETE of an item that is not linked answers 404. An unknown item is refused by the
 * link table's foreign key (400 'El servicio no existe'). Each answers the milestone with its links; one
 * milestone (GET milestone/{id} and every write) carries them, by name.
 */
import { MILESTONE_LINKS, milestoneContract, milestoneOperations, type MilestoneLinkKind } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { components, milestoneComponents, milestoneRoles, milestones, milestoneServices, roles, services } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';
import { sanitizeRichText } from '../lib/rich-text';

const linkedServices = linkedItems({
  owner: milestones.milestone_id,
  link: [milestoneServices.milestone_id, milestoneServices.item_id],
  item: services.service_id,
  fields: { service_id: services.service_id, name: services.name, title: services.title },
  orderBy: services.service_id,
});
const linkedRoles = linkedItems({
  owner: milestones.milestone_id,
  link: [milestoneRoles.milestone_id, milestoneRoles.item_id],
  item: roles.role_id,
  fields: { role_id: roles.role_id, name: roles.name },
  orderBy: roles.role_id,
});
const linkedComponents = linkedItems({
  owner: milestones.milestone_id,
  link: [milestoneComponents.milestone_id, milestoneComponents.item_id],
  item: components.component_id,
  fields: { component_id: components.component_id, name: components.name },
});

const milestone = {
  contract: milestoneContract,
  table: milestones,
  detail: { Services: linkedServices, Roles: linkedRoles, Components: linkedComponents },
};
const milestoneRows = contractRows(milestone);
const resource = milestoneContract.path;

/** Each kind of link: its table. */
const LINK_TABLES = {
  service: milestoneServices,
  role: milestoneRoles,
  component: milestoneComponents,
} satisfies Record<MilestoneLinkKind, typeof milestoneServices>;

/** The description as stored: sanitised, and within its limit once sanitised (escaping may lengthen it). */
function withSanitizedDescription(body: Record<string, unknown>) {
  if (typeof body.description !== 'string') return body;
  const description = sanitizeRichText(body.description);
  const { words, max } = milestoneContract.fields.description;
  if (description.length > max!) throw badRequest(`${words.The} admite hasta ${max} caracteres (campo description)`, 'description');
  return { ...body, description };
}

export default async function milestoneRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    ...milestone,
    create: { values: withSanitizedDescription },
    update: { values: withSanitizedDescription },
  });

  for (const kind of Object.keys(LINK_TABLES) as MilestoneLinkKind[]) {
    const table = LINK_TABLES[kind];
    const { id: key, notLinked } = MILESTONE_LINKS[kind];
    const { link, unlink } = milestoneOperations[kind];
    /** The milestone and the item ({ id, service_id }). */
    const ids = (params: object) => {
      const { id, [key]: itemId } = params as { id: number } & Record<string, number>;
      return { id, itemId };
    };

    route(app, link, async ({ params, request }) => {
      const { id, itemId } = ids(params);
      const { entries } = await audited(request, { rows: milestoneRows, resource, id, action: link.audit }, async (tx, before) => {
        if (!before) throw notFound(milestoneContract.texts.notFound);
        // An unknown item is refused by the foreign key (400 with its text); a linked one stays as it is.
        await tx.insert(table).values({ milestone_id: id, item_id: itemId }).onConflictDoNothing();
      });
      return entries[0].after;
    });

    route(app, unlink, async ({ params, request }) => {
      const { id, itemId } = ids(params);
      const { entries } = await audited(request, { rows: milestoneRows, resource, id, action: unlink.audit }, async (tx, before) => {
        if (!before) throw notFound(milestoneContract.texts.notFound);
        const removed = await tx
          .delete(table)
          .where(and(eq(table.milestone_id, id), eq(table.item_id, itemId)))
          .returning({ item_id: table.item_id });
        if (removed.length === 0) throw notFound(notLinked);
      });
      return entries[0].after;
    });
  }
}
