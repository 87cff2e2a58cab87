/** Organizations (spec 2.6, 7.3, 7.5): the generic calls of the contract and the accounts of one. */
import { organizationContract } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../db/schema';
import { idParams, notFound, parse } from '../lib/http';
import { exists } from '../lib/query';
import { contractRows, resourceList, resourceRoutes } from '../lib/resource';
import { notFoundText } from '../lib/texts';
import { account, organizationAccounts } from './accounts';

export const organizationRows = contractRows({ contract: organizationContract, table: organizations });

export default async function organizationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Accounts keep their organization: deleting one that has accounts is answered 409.
  resourceRoutes(app, { contract: organizationContract, table: organizations });

  /** The accounts of one organization: the account list (search, sort, paging) of that organization only. */
  const accounts = resourceList(db, account);
  app.get('/organization/:id/accounts', async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(accounts.query, request.query);
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    return accounts.list(query, organizationAccounts(id));
  });
}
