/**
 * An account's integrations (document 3 §2–§9, issue 16): its webhooks, its lambdas and its message templates,
 * which the tooling copies from one platform of the account to another.
 *
 *   GET, POST webhooks; GET, PATCH, DELETE webhooks/{id}      the generic calls; the list's filter ?account=
 *   GET   account/{id}/lambdas                               the account's lambdas (the lambda list query)
 *   GET, POST lambda; GET, PATCH, DELETE lambda/{id}         the generic calls (isSimple kept as sent; a DELETE's body is ignored)
 *   GET   account/{id}/templates?platform=                   the account's templates (search name, by name)
 *   GET   message_template, message_template/{id}            the generic reads (the bot builder writes them)
 *   POST  tooling/platform-mirror {account_id, source, target}   the source platform's templates copied to the target
 *
 * A webhook is incoming, or outgoing of one type (the contract's check, on a create and on the row as an update
 * leaves it; the webhooks_direction constraint too); a PATCH that makes it incoming without naming the outgoing
 * type clears it (spec 3 §4: choosing incoming clears it). A lambda's name is unique within its account (409).
 *
 * The mirror (RULINGS 3, ours to design) adds and updates, never deletes: each template of the source platform
 * is created on the target when the target has none of its name, and made equal (its content) when the
 * target's differs; the target's other templates stay. One statement, in the audited transaction of the
 * account (locked: two mirrors of one account take turns); a second mirror finds everything unchanged.
 */
import {
  accountContract,
  lambdaContract,
  lambdaOperations,
  messageTemplateContract,
  messageTemplateOperations,
  toolingTexts,
  webhookContract,
} from '@console/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountPlatforms, accounts, lambdas, messageTemplates, webhooks } from '../db/schema';
import { audited } from '../lib/audit';
import { badRequest } from '../lib/http';
import { route } from '../lib/operation';
import { qualified } from '../lib/query';
import { contractRows, nestedRoutes, resourceRoutes, type ResourceDescription } from '../lib/resource';
import type { Tx } from '../db/client';
import { notFoundText } from '../lib/texts';
import { account } from './accounts';

export const webhookResource: ResourceDescription = {
  contract: webhookContract,
  table: webhooks,
  list: { where: (query) => [query.account === undefined ? undefined : eq(webhooks.account_id, query.account as number)] },
  update: {
    // Spec 3 §4: choosing incoming clears the outgoing type (a body naming one with it is refused by the check).
    values: (body) => (body.is_incoming === true && body.outgoing_type === undefined ? { ...body, outgoing_type: null } : body),
  },
};

export const lambdaResource: ResourceDescription = {
  contract: lambdaContract,
  table: lambdas,
  list: { where: (query) => [query.account_id === undefined ? undefined : eq(lambdas.account_id, query.account_id as number)] },
};

export const messageTemplateResource: ResourceDescription = {
  contract: messageTemplateContract,
  table: messageTemplates,
  list: {
    where: (query) => [
      query.account_id === undefined ? undefined : eq(messageTemplates.account_id, query.account_id as number),
      query.platform === undefined ? undefined : eq(messageTemplates.platform_id, query.platform as number),
    ],
  },
};

/** An account's templates, by platform and name, each with its last change: what a mirror's audit row shows. */
const accountTemplates = sql<{ platform: string; name: string; updatedAt: string }[]>`coalesce((
  select json_agg(json_build_object('platform', p."name", 'name', t."name", 'updatedAt', to_char(t."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    order by p."name", t."name")
  from "message_templates" t
  inner join "platforms" p on p."platform_id" = t."platform_id"
  where t."account_id" = ${qualified(accounts.account_id)}
), '[]'::json)`;

/** The account's rows in the audit trail of a mirror: its own row and its templates. */
export const accountTemplateRows = contractRows({ ...account, detail: { Templates: accountTemplates } });

const accountParent = { id: accounts.account_id, notFound: notFoundText.account };

/**
 * Copies the account's templates of `source` to `target` in one statement. Every part of it reads the same
 * snapshot, so `current` is the target as it was, and the counts are what the upsert does.
 */
async function mirrorTemplates(tx: Tx, accountId: number, source: number, target: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`with source as (
      select "name", "content" from ${messageTemplates} where "account_id" = ${accountId} and "platform_id" = ${source}
    ), current as (
      select "name", "content" from ${messageTemplates} where "account_id" = ${accountId} and "platform_id" = ${target}
    ), written as (
      insert into ${messageTemplates} ("account_id", "platform_id", "name", "content", "created_at", "updated_at")
      select ${accountId}, ${target}, "name", "content", ${at}, ${at} from source
      on conflict ("account_id", "platform_id", "name") do update set "content" = excluded."content", "updated_at" = excluded."updated_at"
        where ${messageTemplates}."content" <> excluded."content"
    )
    select
      count(*) filter (where c."name" is null)::int as created,
      count(*) filter (where c."content" <> s."content")::int as updated,
      count(*) filter (where c."content" = s."content")::int as unchanged
    from source s left join current c on c."name" = s."name"`);
  const [counts] = (result as unknown as { rows: { created: number; updated: number; unchanged: number }[] }).rows;
  return counts;
}

export default async function accountIntegrationRoutes(app: FastifyInstance) {
  resourceRoutes(app, webhookResource);
  nestedRoutes(app, lambdaResource, resourceRoutes(app, lambdaResource), { parent: accountParent, column: lambdas.account_id, operations: { list: lambdaOperations.ofAccount } });
  nestedRoutes(app, messageTemplateResource, resourceRoutes(app, messageTemplateResource), {
    parent: accountParent,
    column: messageTemplates.account_id,
    operations: { list: messageTemplateOperations.ofAccount },
  });

  // Copying templates changes the account's bot: the permission to update accounts, recorded on the account.
  const { mirror } = messageTemplateOperations;
  route(app, mirror, async ({ body: { account_id, source, target }, request }) => {
    const { result } = await audited(request, { rows: accountTemplateRows, resource: accountContract.path, id: account_id, action: mirror.audit }, async (tx, before) => {
      if (!before) throw badRequest(notFoundText.account, 'account_id');
      for (const [field, platform] of [['source', source], ['target', target]] as const) {
        const linked = await tx
          .select({ id: accountPlatforms.platform_id })
          .from(accountPlatforms)
          .where(and(eq(accountPlatforms.account_id, account_id), eq(accountPlatforms.platform_id, platform)))
          .limit(1);
        if (linked.length === 0) throw badRequest(toolingTexts.notAccountPlatform, field);
      }
      return mirrorTemplates(tx, account_id, source, target, app.ctx.now());
    });
    return result;
  });
}
