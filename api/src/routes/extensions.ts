/**
 * Extensions (document 2 §2, §3, §5, §7): the generic calls, and their accounts — POST extension/associate
 * {extension_id, account_id} installs one in an account (409 when it already is), POST extension/disassociate
 * removes it (404 when it is not). One extension (GET extension/{id} and every write) carries its accounts.
 * An update may carry the original client's flag `toUpdate: 'configuration'` (document 2 §7): accepted, and
 * nothing else in it. GET account/{id}/extensions lists the extensions installed in an account; POST
 * account/{id}/extensions creates one there (as POST extension, installed in the same transaction).
 */
import { extensionContract, extensionOperations, extensionTexts } from '@console/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, extensionAccounts, extensions } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { exists, linkedItems } from '../lib/query';
import { contractRows, resourceRoutes } from '../lib/resource';
import { notFoundText } from '../lib/texts';

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
  const { db } = app.ctx;
  // The update's flag, taken off before the contract's strict rule reads the body.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (request.method !== 'PATCH' || !request.routeOptions.url?.endsWith('/extension/:id') || !body || typeof body !== 'object' || !('toUpdate' in body)) return;
    if (body.toUpdate !== 'configuration') throw badRequest("toUpdate solo admite 'configuration' (campo toUpdate)", 'toUpdate');
    delete body.toUpdate;
  });
  const machine = resourceRoutes(app, extension);

  // The extensions installed in an account (document 3: 'Extensions'), and one created there.
  route(app, extensionOperations.accountExtensions, async ({ params: { id }, query }) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    return machine.list(
      query,
      inArray(extensions.extension_id, db.select({ id: extensionAccounts.extension_id }).from(extensionAccounts).where(eq(extensionAccounts.account_id, id))),
    );
  });

  /** POST account/{id}/extensions: an extension created as POST extension does, installed in the account in the same transaction. */
  route(app, extensionOperations.createAccountExtension, ({ params: { id }, body, request }) =>
    machine.create(request, body, async (tx, extensionId) => {
      // An unknown account is refused by the link's foreign key (400 'La cuenta no existe').
      await tx.insert(extensionAccounts).values({ extension_id: extensionId, account_id: id });
    }),
  );

  const { associate, disassociate } = extensionOperations;

  route(app, associate, async ({ body: { extension_id, account_id }, request }) => {
    const { entries } = await audited(request, { rows: extensionRows, resource, id: extension_id, action: associate.audit }, async (tx, before) => {
      if (!before) throw notFound(extensionContract.texts.notFound);
      // Unknown account (foreign key) → 400, already installed (primary key) → 409: the database decides.
      await tx.insert(extensionAccounts).values({ extension_id, account_id });
    });
    return entries[0].after;
  });

  route(app, disassociate, async ({ body: { extension_id, account_id }, request }) => {
    const { entries } = await audited(request, { rows: extensionRows, resource, id: extension_id, action: disassociate.audit }, async (tx, before) => {
      if (!before) throw notFound(extensionContract.texts.notFound);
      const removed = await tx
        .delete(extensionAccounts)
        .where(and(eq(extensionAccounts.extension_id, extension_id), eq(extensionAccounts.account_id, account_id)))
        .returning({ account_id: extensionAccounts.account_id });
      if (removed.length === 0) throw notFound(extensionTexts.accountNotLinked);
    });
    return entries[0].after;
  });
}
