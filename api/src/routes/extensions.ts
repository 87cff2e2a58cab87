/**
 * Extensions (document 2 §2, §3, §5, §7): the generic calls, and their accounts — POST extension/associate
 * {extension_id, account_id} installs one in an account (409 when it already is), POST extension/disassociate
 * removes it (404 when it is not). One extension (GET extension/{id} and every write) carries its accounts.
 * An update may carry the original client's flag `toUpdate: 'configuration'` (document 2 §7): accepted, and
 * nothing else in it. GET account/{id}/extensions lists the extensions installed in an account; POST
 * account/{id}/extensions creates one there (as POST extension, installed in the same transaction).
 */
import { accountLinks, extensionContract, extensionOperations } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, extensionAccounts, extensions } from '../db/schema';
import { badRequest } from '../lib/http';
import { linkRoutes } from '../lib/link';
import { route } from '../lib/operation';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';
import { accountRows } from './accounts';

const linkedAccounts = linkedItems<{ account_id: number; name: string }>({
  owner: extensions.extension_id,
  link: [extensionAccounts.extension_id, extensionAccounts.account_id],
  item: accounts.account_id,
  fields: { account_id: accounts.account_id, name: accounts.name },
});

const extension = { contract: extensionContract, table: extensions, detail: { Accounts: linkedAccounts } };
const extensionRows = contractRows(extension);

export default async function extensionRoutes(app: FastifyInstance) {
  // The update's flag, taken off before the contract's strict rule reads the body.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (request.method !== 'PATCH' || !request.routeOptions.url?.endsWith('/extension/:id') || !body || typeof body !== 'object' || !('toUpdate' in body)) return;
    if (body.toUpdate !== 'configuration') throw badRequest("toUpdate solo admite 'configuration' (campo toUpdate)", 'toUpdate');
    delete body.toUpdate;
  });
  const machine = resourceRoutes(app, extension);

  /** POST account/{id}/extensions: an extension created as POST extension does, installed in the account in the same transaction. */
  route(app, extensionOperations.createAccountExtension, ({ params: { id }, body, request }) =>
    machine.create(request, body, async (tx, extensionId) => {
      // An unknown account is refused by the link's foreign key (400 'La cuenta no existe').
      await tx.insert(extensionAccounts).values({ extension_id: extensionId, account_id: id });
    }),
  );

  // GET account/{id}/extensions; POST extension/associate and /disassociate {extension_id, account_id}, recorded on the extension.
  linkRoutes(app, accountLinks.extensions, {
    junction: { table: extensionAccounts, owner: extensionAccounts.account_id, item: extensionAccounts.extension_id },
    owners: accountRows,
    items: extensionRows,
    recordedOn: 'item',
    list: machine,
  });
}
