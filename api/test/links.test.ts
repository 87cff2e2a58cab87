/**
 * The generic link suite: every link the API registers from its declaration (linkRoutes of src/lib/link.ts, the
 * routes say which) is checked the same way against the demo database, with the calls and words its declaration
 * gives — an item linked already refused (409, the link's words), an item that is not linked refused on removal
 * (404, the link's words), an unknown owner or item refused in its contract's words (404 named by the path, 400
 * naming the field in the body), and the owner's links unchanged by all of it; a linked item removed and added
 * back, each write one audit row of its declared action on the record it belongs to. What one link adds (the superadmin
 * rule, the package's account, the entity's organization) is in its resource's own test file.
 */
import { fillPath, linkCalls, operationUrl, type AnyContract, type Link, type LinkCall } from '@console/contracts';
import { sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { demoApi, json, type Method } from './helpers';

const api = demoApi();

/** An id no demo row has (within PostgreSQL's integer). */
const UNKNOWN_ID = 2_000_000_000;
type Row = Record<string, unknown>;

const listUrl = (contract: AnyContract) => `/${contract.api === 'messaging' ? 'messaging' : 'api'}/${contract.path}?limit=100`;

/** One call of a link's write, as the console sends it. */
function send(call: LinkCall, ownerId: number, itemId: number) {
  const [input] = linkCalls(call, ownerId, [itemId]);
  const url = operationUrl({ ...call.op, path: fillPath(call.op.path, input.params) });
  return api.call(call.op.method as Method, url, input.body);
}

/** The ids of the owner's linked items, read where the declaration says. */
async function linkedIds(link: Link, ownerId: number): Promise<number[]> {
  const { op, field } = link.linked;
  const response = await api.get(`${operationUrl({ ...op, path: fillPath(op.path, { id: ownerId }) })}${op.paged ? '?limit=100' : ''}`);
  expect([link.linked.op.id, response.statusCode]).toEqual([link.linked.op.id, 200]);
  const resource = json(response).resource as Row | Row[];
  const rows = (field ? (resource as Row)[field] : resource) as Row[];
  return rows.map((row) => row[link.itemId] as number).sort((a, b) => a - b);
}

/** The refusal an unknown record gets, by where its id travels. */
const unknownRefusal = (contract: AnyContract, place: LinkCall['owner']) =>
  'path' in place ? { status: 404, error: contract.texts.notFound } : { status: 400, error: contract.texts.notFound, field: place.body };

function expectRefused(response: Awaited<ReturnType<typeof send>>, context: string, { status, error, field }: { status: number; error: string; field?: string }) {
  const body = json(response);
  expect([context, response.statusCode, body.success, body.error]).toEqual([context, status, false, expect.stringContaining(error)]);
  if (field) expect([context, body.field]).toEqual([context, field]);
}

/** The audit rows written since `since`: their record and action. */
async function auditedSince(since: number) {
  return api
    .db()
    .select({ resource: auditLog.resource, id: auditLog.resource_id, action: auditLog.action })
    .from(auditLog)
    .where(sql`${auditLog.audit_id} > ${since}`)
    .orderBy(auditLog.audit_id);
}
const lastAuditId = async () => (await api.db().select({ id: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog))[0].id;

const registered = () => [...new Set(api.routes.flatMap((route) => (route.link ? [route.link] : [])))];

it('registers every link whose writes are a link table’s rows', () => {
  const names = registered().map((link) => link.add.op.id);
  expect(names.sort()).toEqual(
    [
      'admin.assignAccount',
      'admin.assignOrganization',
      'certification_exam.assignTopic',
      'certification_resource.assignTopic',
      'custom_view.associateAccount',
      'entity.associateAccount',
      'extension.associate',
      'language.associateAccount',
      'package.addLists',
      'package.add_flow',
      'package.add_sequence',
      'package.add_user_attribute',
      'partner.assignPackage',
      'question.assignTopic',
      'account.associateModel',
    ].sort(),
  );
});

it('refuses a duplicate, an unknown owner or item and a removal of what is not linked, on every link, changing nothing', async () => {
  for (const link of registered()) {
    const name = link.add.op.id;
    // An owner that has linked items, and an item it is not linked to.
    const owners = json(await api.get(listUrl(link.owner))).resource as Row[];
    let ownerId: number | undefined;
    let linked: number[] = [];
    for (const owner of owners) {
      linked = await linkedIds(link, owner[link.owner.id] as number);
      if (linked.length > 0) {
        ownerId = owner[link.owner.id] as number;
        break;
      }
    }
    expect([name, 'an owner with links in the demo set', ownerId !== undefined]).toEqual([name, 'an owner with links in the demo set', true]);
    const items = json(await api.get(listUrl(link.item))).resource as Row[];
    const notLinked = items.map((item) => item[link.item.id] as number).find((id) => !linked.includes(id));
    expect([name, 'an item it is not linked to', notLinked !== undefined]).toEqual([name, 'an item it is not linked to', true]);

    expectRefused(await send(link.add, ownerId!, linked[0]), `${name}: linked already`, { status: 409, error: link.texts.duplicate });
    expectRefused(await send(link.remove, ownerId!, notLinked!), `${name}: not linked`, { status: 404, error: link.texts.notLinked });
    expectRefused(await send(link.add, UNKNOWN_ID, linked[0]), `${name}: unknown owner`, unknownRefusal(link.owner, link.add.owner));
    expectRefused(await send(link.add, ownerId!, UNKNOWN_ID), `${name}: unknown item`, unknownRefusal(link.item, link.add.item));
    expect([name, await linkedIds(link, ownerId!)]).toEqual([name, linked]);

    // Removed and added back: one audit row each, on the record the calls belong to.
    const since = await lastAuditId();
    const item = linked[0];
    expect([name, 'removed', (await send(link.remove, ownerId!, item)).statusCode]).toEqual([name, 'removed', 200]);
    expect([name, (await linkedIds(link, ownerId!)).includes(item)]).toEqual([name, false]);
    expect([name, 'added', (await send(link.add, ownerId!, item)).statusCode]).toEqual([name, 'added', 200]);
    expect([name, await linkedIds(link, ownerId!)]).toEqual([name, linked]);
    const rows = await auditedSince(since);
    expect([name, rows.map((row) => row.action)]).toEqual([name, [link.remove.op.audit, link.add.op.audit]]);
    // On the owner or on the item (where the calls belong to it), both on the same record.
    const where = rows.map((row) => `${row.resource}/${row.id}`);
    const records = [`${link.owner.path}/${ownerId}`, `${link.item.path}/${item}`];
    expect([name, where[0], where[0] === where[1] && records.includes(where[0])]).toEqual([name, where[0], true]);
  }
});
