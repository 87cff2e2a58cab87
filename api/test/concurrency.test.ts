/**
 * Many editors, one record (issue 26): a write made from a version the record no longer has is refused (409)
 * and changes nothing, so no acknowledged write overwrites a change its editor never saw. Checked through the
 * audit trail, which records each write's row before it: for every acknowledged write, that row must be the
 * one its editor read. Runs on PGlite and, with DATABASE_URL, on PostgreSQL (real concurrent transactions).
 */
import { ROW_VERSION } from '@console/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, plans } from '../src/db/schema';
import { demoApi, json } from './helpers';

const api = demoApi();

const EDITORS = 20;
const WRITES_EACH = 2;

/** One editor's acknowledged write: what they read (the row's description, its version) and what they wrote. */
interface Acknowledged {
  editor: number;
  seen: string;
  version: string;
  wrote: string;
}

let planId: number;
beforeAll(async () => {
  [{ planId }] = await api.db().select({ planId: plans.plan_id }).from(plans).orderBy(asc(plans.plan_id)).limit(1);
});

const read = async () => {
  const response = await api.get(`/api/plan/${planId}`);
  expect(response.statusCode).toBe(200);
  const row = json(response).resource as Record<string, string>;
  return { description: row.description, version: row[ROW_VERSION] };
};
const write = (description: string, version?: string) =>
  api.call('PATCH', `/api/plan/${planId}`, { description }, { ...api.headers, ...(version && { 'if-match': `"${version}"` }) });

/** The plan's updates the trail recorded after `since`, oldest first. */
const updatesAfter = async (since: number) =>
  (
    await api
      .db()
      .select({ id: auditLog.audit_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'plan'), eq(auditLog.resource_id, String(planId)), eq(auditLog.action, 'update')))
      .orderBy(asc(auditLog.audit_id))
  ).filter((row) => row.id > since) as { id: number; before: Record<string, unknown>; after: Record<string, unknown> }[];
const lastAuditId = async () => (await updatesAfter(0)).at(-1)?.id ?? 0;

it(`${EDITORS} editors saving one plan at once, ${WRITES_EACH} times each: every acknowledged write is in the trail, none overwrote a change unseen`, async () => {
  const since = await lastAuditId();
  const acknowledged: Acknowledged[] = [];
  let refused = 0;
  // Each editor reads the plan, writes from what it read, and on a 409 reads again: as the console does.
  await Promise.all(
    Array.from({ length: EDITORS }, async (_, editor) => {
      for (let done = 0; done < WRITES_EACH; ) {
        const { description, version } = await read();
        const wrote = `Editor ${editor}, cambio ${done}`;
        const response = await write(wrote, version);
        if (response.statusCode === 409) {
          refused += 1;
          expect(json(response).conflict.version).not.toBe(version);
          continue;
        }
        expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
        acknowledged.push({ editor, seen: description, version, wrote });
        done += 1;
      }
    }),
  );
  const updates = await updatesAfter(since);
  // Every acknowledged write is one update of the trail, and nothing else wrote.
  expect(acknowledged).toHaveLength(EDITORS * WRITES_EACH);
  expect(updates).toHaveLength(acknowledged.length);
  // No silent overwrite: each write's row before is the row its editor read (description and version).
  const byValue = new Map(updates.map((update) => [update.after.description, update]));
  for (const write of acknowledged) {
    const update = byValue.get(write.wrote);
    expect([write.wrote, update?.before.description, update?.before[ROW_VERSION]]).toEqual([write.wrote, write.seen, write.version]);
  }
  // One chain: each write starts from the one before it, and the plan holds the last.
  for (const [index, update] of updates.entries()) {
    if (index > 0) expect(update.before[ROW_VERSION]).toBe(updates[index - 1].after[ROW_VERSION]);
  }
  expect((await read()).description).toBe(updates.at(-1)?.after.description);
  console.info(`${EDITORS} editors × ${WRITES_EACH} writes: ${acknowledged.length} acknowledged, ${refused} refused as stale (409), 0 overwrites`);
});

it('the same round without If-Match (a script) is applied as it comes: the trail shows the overwrites the check prevents', async () => {
  const since = await lastAuditId();
  const { description } = await read();
  // All read the same row, then all write.
  const answers = await Promise.all(Array.from({ length: EDITORS }, (_, editor) => write(`Script ${editor}`)));
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(EDITORS).fill(200));
  // Only the first write started from the row they read; the others overwrote a change their writer never saw.
  const overwrites = (await updatesAfter(since)).filter((update) => update.before.description !== description);
  expect(overwrites).toHaveLength(EDITORS - 1);
});

it('a round where everybody read the same version: exactly one write lands, the others are refused naming it', async () => {
  const { version } = await read();
  const answers = await Promise.all(Array.from({ length: EDITORS }, (_, editor) => write(`Ronda ${editor}`, version)));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([200, ...Array(EDITORS - 1).fill(409)]);
  const landed = json(answers.find((answer) => answer.statusCode === 200)!).resource;
  for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
    const body = json(answer);
    expect(body.error).toMatch(/^Ada Administradora cambió este plan el \d{2} \w{3}, \d{4} a las \d{2}:\d{2} UTC\. No se guardaron tus cambios/);
    expect(body.conflict).toMatchObject({ version: landed[ROW_VERSION], admin: { admin_id: 1, name: 'Ada Administradora' }, current: landed });
  }
});
