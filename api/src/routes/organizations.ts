/**
 * Organizations (spec 2.6, 7.3, 7.4, 7.5): the generic calls of the contract and the accounts of one. An
 * organization's partner is set or cleared with PATCH organization/{id} {partner_id} (spec 1 §7.4): it is set
 * only while the organization has none (spec 1 §5), else 409; `?without_partner=true` lists those it may take.
 */
import { organizationContract, organizationOperations, partnerTexts } from '@console/contracts';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../db/schema';
import { HttpError, notFound } from '../lib/http';
import { exists } from '../lib/query';
import { contractRows, listRoute, resourceList, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';
import { account, organizationAccounts } from './accounts';

export const organizationResource: ResourceDescription = {
  contract: organizationContract,
  table: organizations,
  list: { where: (query) => [query.without_partner === 'true' ? isNull(organizations.partner_id) : undefined] },
  update: {
    // Checked with the row locked: two people giving one organization to two partners cannot both succeed.
    async before(_tx, _id, changes, row) {
      if (changes.partner_id === undefined || changes.partner_id === null || row.partner_id === null) return;
      const taken = changes.partner_id === row.partner_id ? partnerTexts.organizationLinked : partnerTexts.organizationTaken;
      throw new HttpError(409, taken, {}, 'partner_id');
    },
  },
};
export const organizationRows = contractRows(organizationResource);

export default async function organizationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Accounts keep their organization: deleting one that has accounts is answered 409.
  resourceRoutes(app, organizationResource);

  /** The accounts of one organization: the account list (search, sort, paging) of that organization only. */
  const accounts = resourceList(db, account);
  listRoute(app, organizationOperations.accounts, async ({ params: { id }, query }) => {
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return accounts.list(query, organizationAccounts(id));
  });
}
