/**
 * Account merge and bot versions (document 3 §2, §4, §5, §7; the algorithm: api/README.md, "Account merge").
 *
 *   POST bot_version/merge_update  {origin_account, target_account}            difference merge
 *   POST bot_version/force_update  {origin_account, target_account, exclude}   forced update
 *     → 202 with the job; the merge runs in the background, in ONE transaction that first records a bot
 *       version of the target, then merges group by group (lib/bot-content.ts), and ends by marking the job
 *       done: all or nothing.
 *   GET  bot_version/job/{id}                                                   the job: progress, result, error
 *   GET  account/{id}/bot_versions                                              the target's versions, newest first
 *
 * and the read-only generic calls of `bot_version`. The job's progress is written outside the merge's
 * transaction, in order, so a poll sees it while the merge runs (on PostgreSQL; the embedded PGlite has one
 * connection, so there a poll waits until the merge's transaction ends).
 */
import { BOT_GROUP_KEYS, BOT_GROUPS, botVersionContract, botVersionOperations, mergeTexts, type BotGroup, type GroupChange, type MergeMode } from '@console/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accounts, admins, botVersions, mergeJobs } from '../db/schema';
import { audited, wroteNothing } from '../lib/audit';
import { BOT_STORES, groupPlan, lockAccounts, readContent } from '../lib/bot-content';
import { badRequest, HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { exists } from '../lib/query';
import { contractRows, listRoute, resourceRoutes, type ResourceDescription } from '../lib/resource';
import { notFoundText } from '../lib/texts';

const botVersion: ResourceDescription = {
  contract: botVersionContract,
  table: botVersions,
  columns: { Admin: { admin_id: admins.admin_id, first_name: admins.first_name, last_name: admins.last_name } },
  join: (query) => query.leftJoin(admins, eq(admins.admin_id, botVersions.admin_id)),
};
const botVersionRows = contractRows(botVersion);

/** The class of the advisory lock that makes the starts of merges into one target take turns (its key: the target). */
const MERGE_START_LOCK = 0x6d657267; // 'merg'

/** How a merge of each mode is started (and recorded in the audit trail). */
const starts = { merge: botVersionOperations.merge, force: botVersionOperations.force } satisfies Record<MergeMode, unknown>;

/** A running job not updated for this long is taken as interrupted. */
const STALE_MS = 60 * 60 * 1000;

const jobColumns = {
  job_id: mergeJobs.job_id,
  mode: mergeJobs.mode,
  origin_account: mergeJobs.origin_account,
  target_account: mergeJobs.target_account,
  exclude: mergeJobs.exclude,
  status: mergeJobs.status,
  progress: mergeJobs.progress,
  total: mergeJobs.total,
  step: mergeJobs.step,
  result: mergeJobs.result,
  error: mergeJobs.error,
  bot_version_id: mergeJobs.bot_version_id,
  createdAt: mergeJobs.createdAt,
  finishedAt: mergeJobs.finishedAt,
};

export default async function botVersionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const now = () => app.ctx.now();
  const versions = resourceRoutes(app, botVersion);
  const running = app.ctx.background;
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  listRoute(app, botVersionOperations.accountVersions, async ({ params: { id }, query }) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    return versions.list(query, eq(botVersions.account_id, id));
  });

  const readJob = async (id: number) => {
    const [job] = await db.select(jobColumns).from(mergeJobs).where(eq(mergeJobs.job_id, id));
    return job;
  };

  route(app, botVersionOperations.job, async ({ params: { id } }) => {
    const job = await readJob(id);
    if (!job) throw notFound(mergeTexts.jobNotFound);
    return job;
  });

  /** The merge itself, in the background: one transaction, audited as the bot version it records. */
  async function run(request: FastifyRequest, jobId: number, mode: MergeMode, originId: number, targetId: number, exclude: BotGroup[]) {
    const groups = mode === 'merge' ? BOT_GROUP_KEYS : BOT_GROUP_KEYS.filter((group) => !exclude.includes(group));
    // Progress goes through the pool, outside the transaction and in order; once the job is no longer
    // running (its end is written by the transaction) a late write changes nothing.
    let reports = Promise.resolve();
    const report = (progress: number, step: string) => {
      reports = reports
        .then(async () => {
          await db
            .update(mergeJobs)
            .set({ progress, step, updatedAt: now() })
            .where(and(eq(mergeJobs.job_id, jobId), eq(mergeJobs.status, 'running')));
        })
        .catch((error: unknown) => request.log.warn({ err: error, jobId }, 'merge progress not written'));
    };
    try {
      await audited(
        request,
        { rows: botVersionRows, resource: botVersionContract.path, action: starts[mode].audit, id: (versionId: number) => versionId },
        async (tx) => {
          const locked = await lockAccounts(tx, [originId, targetId]);
          const origin = locked.find((account) => account.account_id === originId);
          if (!origin || !locked.some((account) => account.account_id === targetId)) throw new HttpError(404, notFoundText.account);
          // The version: the target's whole content as it is now.
          const before = await readContent(tx, targetId);
          const [{ bot_version_id }] = await tx
            .insert(botVersions)
            .values({
              account_id: targetId,
              origin_account_id: originId,
              origin_name: origin.name,
              mode,
              exclude,
              admin_id: request.admin.admin_id,
              counts: Object.fromEntries(BOT_GROUP_KEYS.map((group) => [group, before[group].length])),
              content: before,
              createdAt: now(),
            })
            .returning({ bot_version_id: botVersions.bot_version_id });
          const theirs = await readContent(tx, originId, groups);
          const changes: GroupChange[] = [];
          for (const [index, group] of groups.entries()) {
            report(index + 1, BOT_GROUPS[group]);
            const plan = groupPlan(mode, theirs[group], before[group]);
            const store = BOT_STORES[group];
            await store.remove(tx, targetId, plan.remove);
            await store.replace(tx, targetId, plan.replace);
            await store.add(tx, targetId, plan.add);
            changes.push({ group, added: plan.add.map((item) => item.name), updated: plan.replace.map((item) => item.name), removed: plan.remove });
          }
          await tx.update(botVersions).set({ changes }).where(eq(botVersions.bot_version_id, bot_version_id));
          // The job ends with the merge: done is written only if the merge commits.
          await tx
            .update(mergeJobs)
            .set({ status: 'done', progress: groups.length + 1, step: null, result: changes, bot_version_id, updatedAt: now(), finishedAt: now() })
            .where(eq(mergeJobs.job_id, jobId));
          return bot_version_id;
        },
      );
    } catch (error) {
      request.log.error({ err: error, jobId }, 'account merge failed');
      await reports;
      const text = error instanceof HttpError ? `${mergeTexts.failed} ${error.message}` : mergeTexts.failed;
      await db.update(mergeJobs).set({ status: 'failed', error: text, step: null, updatedAt: now(), finishedAt: now() }).where(eq(mergeJobs.job_id, jobId));
    }
  }

  /** Validates, records the job and starts the merge; answers 202 with the job. */
  async function start(request: FastifyRequest, mode: MergeMode, body: { origin_account: number; target_account: number; exclude?: BotGroup[] }) {
    const { origin_account, target_account } = body;
    const exclude = mode === 'force' ? [...new Set(body.exclude ?? [])] : [];
    const found = await db
      .select({ account_id: accounts.account_id, organization_id: accounts.organization_id })
      .from(accounts)
      .where(inArray(accounts.account_id, [origin_account, target_account]));
    const origin = found.find((account) => account.account_id === origin_account);
    const target = found.find((account) => account.account_id === target_account);
    if (!origin) throw badRequest(notFoundText.account, 'origin_account');
    if (!target) throw badRequest(notFoundText.account, 'target_account');
    // Read before the merge's transaction, and safe so: an account's organization never changes (it is not
    // among the account's update fields), and the merge locks both accounts and refuses one deleted meanwhile.
    if (origin.organization_id !== target.organization_id) throw badRequest(mergeTexts.otherOrganization, 'target_account');
    const total = (mode === 'merge' ? BOT_GROUP_KEYS.length : BOT_GROUP_KEYS.length - exclude.length) + 1;
    // One running merge per target: checked and recorded in one transaction that holds the target's start lock
    // (a transaction-level advisory lock: the target's row is locked by a running merge for as long as it
    // runs, and the job to be refused has no row yet), so two starts at once take turns and the second sees
    // the first's job.
    const job = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MERGE_START_LOCK}, ${target_account})`);
      // A job that has not moved for an hour was interrupted (its process stopped; the database rolled its merge back).
      await tx
        .update(mergeJobs)
        .set({ status: 'failed', error: mergeTexts.interrupted, step: null, finishedAt: now() })
        .where(and(eq(mergeJobs.target_account, target_account), eq(mergeJobs.status, 'running'), lt(mergeJobs.updatedAt, new Date(now().getTime() - STALE_MS))));
      const [busy] = await tx
        .select({ job_id: mergeJobs.job_id })
        .from(mergeJobs)
        .where(and(eq(mergeJobs.target_account, target_account), eq(mergeJobs.status, 'running')))
        .limit(1);
      if (busy) throw new HttpError(409, mergeTexts.running);
      const [created] = await tx
        .insert(mergeJobs)
        .values({ mode, origin_account, target_account, exclude, admin_id: request.admin.admin_id, total, step: 'Guardando una versión del bot', createdAt: now(), updatedAt: now() })
        .returning(jobColumns);
      return created;
    });
    // The job row is bookkeeping: the change itself is recorded in the merge's transaction.
    wroteNothing(request);
    // Started once the job is read: the embedded database would make this answer wait for the merge.
    const merging = run(request, job.job_id, mode, origin_account, target_account, exclude).finally(() => running.delete(merging));
    running.add(merging);
    return job;
  }

  route(app, starts.merge, async ({ body, request }) => start(request, 'merge', body));
  route(app, starts.force, async ({ body, request }) => start(request, 'force', body));
}
