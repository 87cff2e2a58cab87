/**
 * Account merge (issue 14): the difference merge adds what the target lacks and never deletes; the forced
 * update makes every group not excluded equal to the origin's; both record a bot version of the target first,
 * run as a job whose progress and result are read, and are all or nothing.
 */
import { BOT_GROUP_KEYS, type BotGroup } from '@console/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, auditLog, botVersions, mergeJobs } from '../src/db/schema';
import { readContent } from '../src/lib/bot-content';
import { backgroundEnded, demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

/** The accounts of the second demo organization (3, each with a bot of its own). */
let ids: number[] = [];
beforeAll(async () => {
  const [, second] = await api.db().select({ id: accounts.organization_id }).from(accounts).groupBy(accounts.organization_id).orderBy(asc(accounts.organization_id)).limit(2);
  ids = (await api.db().select({ id: accounts.account_id }).from(accounts).where(eq(accounts.organization_id, second.id)).orderBy(asc(accounts.account_id))).map((a) => a.id);
});

const content = (accountId: number) => readContent(api.db(), accountId);
const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

/** Starts a merge and waits for its job to end; answers the job. */
async function merge(path: 'merge_update' | 'force_update', body: Record<string, unknown>) {
  const started = await send('POST', `/api/bot_version/${path}`, body);
  expect([started.statusCode, started.statusCode === 202 ? '' : started.body]).toEqual([202, '']);
  const job = json(started).resource;
  expect(job).toMatchObject({ status: 'running', progress: 0, result: null });
  await backgroundEnded(api.app);
  return json(await get(`/api/bot_version/job/${job.job_id}`)).resource;
}

describe('a difference merge', () => {
  it("adds to the target, group by group, the origin's items it lacks (by name), and changes or removes nothing", async () => {
    const [origin, target] = ids;
    const theirs = await content(origin);
    const before = await content(target);
    const job = await merge('merge_update', { origin_account: origin, target_account: target });
    expect(job).toMatchObject({ status: 'done', mode: 'merge', progress: BOT_GROUP_KEYS.length + 1, total: BOT_GROUP_KEYS.length + 1, error: null });
    const after = await content(target);
    let added = 0;
    for (const group of BOT_GROUP_KEYS) {
      const had = new Map(before[group].map((item) => [item.name, item.data]));
      const missing = theirs[group].filter((item) => !had.has(item.name));
      added += missing.length;
      // Every item it had is still there, as it was; the origin's missing ones are there as the origin has them.
      expect([group, after[group].filter((item) => had.has(item.name))]).toEqual([group, before[group]]);
      expect([group, after[group].filter((item) => !had.has(item.name))]).toEqual([group, missing]);
      const change = job.result.find((entry: { group: BotGroup }) => entry.group === group);
      expect([group, change]).toEqual([group, { group, added: missing.map((item) => item.name), updated: [], removed: [] }]);
    }
    // The demo bots differ: the merge really changed something, in several groups (entities among them).
    expect(added).toBeGreaterThan(5);
    expect(job.result.find((entry: { group: string }) => entry.group === 'Entities').added.length).toBeGreaterThan(0);
    // A flow is copied with its blocks.
    const copied = job.result.find((entry: { group: string }) => entry.group === 'Flows').added[0];
    if (copied) expect(after.Flows.find((flow) => flow.name === copied)!.data).toEqual(theirs.Flows.find((flow) => flow.name === copied)!.data);
    // Merging again adds nothing.
    const again = await merge('merge_update', { origin_account: origin, target_account: target });
    expect(again.result.every((entry: { added: string[] }) => entry.added.length === 0)).toBe(true);
  });

  it('records a bot version of the target first: when, who, origin, mode, counts per group as they were', async () => {
    const [origin, , target] = ids;
    const before = await content(target);
    const job = await merge('merge_update', { origin_account: origin, target_account: target });
    const [version] = json(await get(`/api/account/${target}/bot_versions`)).resource;
    const originName = json(await get(`/api/account/${origin}`)).resource.name;
    expect(version).toMatchObject({
      bot_version_id: job.bot_version_id,
      account_id: target,
      origin_account_id: origin,
      origin_name: originName,
      mode: 'merge',
      exclude: [],
      admin_id: 1,
      Admin: { admin_id: 1, first_name: 'Ada', last_name: 'Administradora' },
      counts: Object.fromEntries(BOT_GROUP_KEYS.map((group) => [group, before[group].length])),
      changes: job.result,
    });
    // Its content is the target's as it was (the version can be read back).
    const [stored] = await api.db().select({ content: botVersions.content }).from(botVersions).where(eq(botVersions.bot_version_id, job.bot_version_id));
    expect(stored.content).toEqual(before);
    // In the audit trail, as the version it recorded.
    const [row] = await api.db().select().from(auditLog).where(and(eq(auditLog.resource, 'bot_version'), eq(auditLog.resource_id, String(job.bot_version_id))));
    expect(row).toMatchObject({ action: 'bot.merge', admin_id: 1, after: expect.objectContaining({ mode: 'merge', changes: job.result }) });
  });
});

describe('a forced update', () => {
  it("makes every group not excluded equal to the origin's, and leaves the excluded ones as they were", async () => {
    const [target, origin] = [ids[1], ids[2]];
    const exclude: BotGroup[] = ['Flows', 'Labels', 'Products'];
    const theirs = await content(origin);
    const before = await content(target);
    const job = await merge('force_update', { origin_account: origin, target_account: target, exclude });
    expect(job).toMatchObject({ status: 'done', mode: 'force', exclude, total: BOT_GROUP_KEYS.length - exclude.length + 1 });
    const after = await content(target);
    const sorted = (items: { name: string; data: unknown }[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
    let removed = 0;
    let updated = 0;
    for (const group of BOT_GROUP_KEYS) {
      if (exclude.includes(group)) {
        expect([group, after[group]]).toEqual([group, before[group]]);
        expect(job.result.some((entry: { group: string }) => entry.group === group)).toBe(false);
        continue;
      }
      expect([group, sorted(after[group])]).toEqual([group, sorted(theirs[group])]);
      const change = job.result.find((entry: { group: string }) => entry.group === group);
      removed += change.removed.length;
      updated += change.updated.length;
      // In the target's order (a group's rows by id), compared by name.
      expect([...change.removed].sort()).toEqual(names(before[group].filter((item) => !theirs[group].some((other) => other.name === item.name))));
    }
    // The demo bots make it remove and change things too.
    expect([removed > 0, updated > 0]).toEqual([true, true]);
  });

  it('is all or nothing: a failure half-way leaves the target as it was, records no version, and says so', async () => {
    const [origin, target] = [ids[2], ids[0]];
    const before = await content(target);
    const versionsBefore = await api.db().select({ id: botVersions.bot_version_id }).from(botVersions).where(eq(botVersions.account_id, target));
    // The database refuses the last group's writes (after 23 groups were written in the transaction).
    await api.db().execute(sql`create function refuse_references() returns trigger language plpgsql as $$
      begin if new."group" = 'References' then raise exception 'referencias bloqueadas'; end if; return new; end $$`);
    await api.db().execute(sql`create trigger refuse_references before insert or update on bot_content for each row execute function refuse_references()`);
    try {
      const job = await merge('force_update', { origin_account: origin, target_account: target, exclude: [] });
      expect(job).toMatchObject({ status: 'failed', error: 'Error combinando cuentas.', result: null, bot_version_id: null });
      expect(job.finishedAt).not.toBeNull();
    } finally {
      await api.db().execute(sql`drop trigger refuse_references on bot_content`);
      await api.db().execute(sql`drop function refuse_references()`);
    }
    expect(await content(target)).toEqual(before);
    expect(await api.db().select({ id: botVersions.bot_version_id }).from(botVersions).where(eq(botVersions.account_id, target))).toEqual(versionsBefore);
  });
});

describe('what a merge refuses', () => {
  it('the same account twice, every group excluded, unknown accounts, accounts of two organizations, a second merge into a busy target', async () => {
    const [a, b] = ids;
    const [other] = json(await get('/api/organization/1/accounts?limit=1')).resource;
    await api.expectRefusals([
      ['POST', '/api/bot_version/merge_update', { origin_account: a, target_account: a }, 400, 'Selecciona cuentas diferentes'],
      ['POST', '/api/bot_version/force_update', { origin_account: a, target_account: a, exclude: [] }, 400, 'Selecciona cuentas diferentes'],
      ['POST', '/api/bot_version/force_update', { origin_account: a, target_account: b, exclude: BOT_GROUP_KEYS }, 400, 'Ignoraste todos los grupos'],
      ['POST', '/api/bot_version/force_update', { origin_account: a, target_account: b, exclude: ['Flujos'] }, 400, 'Grupo no válido'],
      ['POST', '/api/bot_version/merge_update', { origin_account: a, target_account: b, exclude: [] }, 400, 'Campo no permitido: exclude'],
      ['POST', '/api/bot_version/merge_update', { origin_account: 999999, target_account: b }, 400, 'La cuenta no existe'],
      ['POST', '/api/bot_version/merge_update', { origin_account: other.account_id, target_account: b }, 400, 'Las cuentas deben ser de la misma organización'],
      ['GET', '/api/bot_version/job/999999', undefined, 404, 'La combinación no existe'],
      ['GET', '/api/account/999999/bot_versions', undefined, 404, 'La cuenta no existe'],
    ]);
    const [busy] = await api
      .db()
      .insert(mergeJobs)
      .values({ mode: 'merge', origin_account: a, target_account: b, admin_id: 1, total: 25, updatedAt: api.clock.now() })
      .returning({ id: mergeJobs.job_id });
    await api.expectRefusals([['POST', '/api/bot_version/merge_update', { origin_account: a, target_account: b }, 409, 'Ya hay una combinación en curso']]);
    // An hour later without moving, it is taken as interrupted: the next merge goes ahead.
    api.clock.advance(61 * 60 * 1000);
    try {
      const job = await merge('merge_update', { origin_account: a, target_account: b });
      expect(job.status).toBe('done');
      expect(json(await get(`/api/bot_version/job/${busy.id}`)).resource).toMatchObject({ status: 'failed', error: 'Error combinando cuentas. La combinación se interrumpió.' });
    } finally {
      api.clock.advance(-61 * 60 * 1000);
    }
  });
});
