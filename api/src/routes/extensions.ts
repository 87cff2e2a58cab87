/**
 * Extensions (document 2 §2, §3, §5, §7): the generic calls, and their accounts — POST extension/associate
 * {extension_id, account_id} installs one in an account (409 when it already is), POST extension/disassociate
 * removes it (404 when it is not). One extension (GET extension/{id} and every write) carries its accounts.
 * An update may carry the original client's flag `toUpdate: 'configuration'` (document 2 §7): accepted, and
 * nothing else in it.
 */
import { extensionAccountSchema, extensionContract, extensionTexts } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, extensionAccounts, extensions } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, notFound, ok, parseBody } from '../lib/http';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';

const linkedAccounts = linkedItems<{ account_id: number; name: string }>({
  owner: extensions.extension_id,
  link: [extensionAccounts.extension_id, extensionAccounts.account_id],
  item: accounts.account_id,
  fields: { account_id: accounts.account_id, name: accounts.name },
});

const extension = { contract: extensionContract, table: extensions, detail: { Accounts: linkedAccounts } };
const extensionRows = contractRows(extension);
const resource = extensionContract.path;

export default async function extensionRoutes(app: FastifyInstance) {
  // The update's flag, taken off before the contract's strict rule reads the body.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (request.method !== 'PATCH' || !request.routeOptions.url?.endsWith('/extension/:id') || !body || typeof body !== 'object' || !('toUpdate' in body)) return;
    if (body.toUpdate !== 'configuration') throw badRequest("toUpdate solo admite 'configuration' (campo toUpdate)", 'toUpdate');
    delete body.toUpdate;
  });
  resourceRoutes(app, extension);

  app.post('/extension/associate', { config: { permission: { resource, action: 'update' } } }, async (request) => {
    const { extension_id, account_id } = parseBody(extensionAccountSchema, request.body);
    const { entries } = await audited(request, { rows: extensionRows, resource, id: extension_id, action: 'account.assign' }, async (tx, before) => {
      if (!before) throw notFound(extensionContract.texts.notFound);
      // Unknown account (foreign key) → 400, already installed (primary key) → 409: the database decides.
      await tx.insert(extensionAccounts).values({ extension_id, account_id });
    });
    return ok(entries[0].after);
  });

  app.post('/extension/disassociate', { config: { permission: { resource, action: 'update' } } }, async (request) => {
    const { extension_id, account_id } = parseBody(extensionAccountSchema, request.body);
    const { entries } = await audited(request, { rows: extensionRows, resource, id: extension_id, action: 'account.remove' }, async (tx, before) => {
      if (!before) throw notFound(extensionContract.texts.notFound);
      const removed = await tx
        .delete(extensionAccounts)
        .where(and(eq(extensionAccounts.extension_id, extension_id), eq(extensionAccounts.account_id, account_id)))
        .returning({ account_id: extensionAccounts.account_id });
      if (removed.length === 0) throw notFound(extensionTexts.accountNotLinked);
    });
    return ok(entries[0].after);
  });
}
