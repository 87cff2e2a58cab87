/**
 * lib/rows.ts: the JSON the database builds for a resource's rows is the JSON drizzle's own rows give
 * (wire names, nested objects and their nulls, timestamps, numbers, linked lists), for every resource.
 */
import { asc, isNull } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { platformContract, ROW_VERSION } from '@console/contracts';
import { contractRows } from '../src/lib/resource';
import type { Tx } from '../src/db/client';
import { rowVersion, type ResourceRows } from '../src/lib/rows';
import { accountRows } from '../src/routes/accounts';
import { adminRows } from '../src/routes/admins';
import { organizationRows } from '../src/routes/organizations';
import { permissionRows } from '../src/routes/permissions';
import { roleRows } from '../src/routes/roles';
import { admins, platforms } from '../src/db/schema';
import { demoApi } from './helpers';

const { db } = demoApi();

/** The same rows read the ordinary way: drizzle maps each row, JSON as the API would send it, with the row's version. */
async function drizzleRows(rows: ResourceRows, detail: boolean) {
  const { table, id, columns, detail: detailColumns, join } = rows.description;
  const query = db()
    .select({ ...(detail && detailColumns ? detailColumns : columns), [ROW_VERSION]: rowVersion(table) })
    .from(table)
    .$dynamic() as unknown as PgSelect;
  const joined = join ? join(query) : query;
  return JSON.parse(JSON.stringify(await joined.orderBy(asc(id))));
}

const resources: [string, ResourceRows][] = [
  ['admin', adminRows],
  ['account', accountRows],
  ['organization', organizationRows],
  ['role', roleRows],
  ['permission', permissionRows],
  // The rows of routes/platforms.ts, whose description is the contract and the table alone.
  ['platform', contractRows({ contract: platformContract, table: platforms })],
];

describe.each(resources)('%s rows built as JSON by the database', (_name, rows) => {
  const { id } = rows.description;

  it.each([false, true])('list (detail: %s) equals drizzle rows, in order', async (detail) => {
    const expected = await drizzleRows(rows, detail);
    expect(expected.length).toBeGreaterThan(2);
    const built = await rows.list(db() as Tx, { orderBy: [asc(id)], detail });
    expect(built).toEqual(expected);
    // A page: the ids are paged first, the order kept.
    const page = await rows.list(db() as Tx, { orderBy: [asc(id)], limit: 2, offset: 1, detail });
    expect(page).toEqual(expected.slice(1, 3));
  });

  it('find answers the detail row, undefined for an unknown id', async () => {
    const [first] = await drizzleRows(rows, true);
    const key = Object.keys(first)[0];
    expect(await rows.find(db() as Tx, first[key])).toEqual(first);
    expect(await rows.find(db() as Tx, 2_000_000_000)).toBeUndefined();
  });

  it('an empty list is []', async () => {
    expect(await rows.list(db() as Tx, { where: isNull(id), orderBy: [asc(id)], limit: 25 })).toEqual([]);
  });
});

it('covers the cases that differ between the two ways: no role (null object), deleted, linked lists', async () => {
  const all = await drizzleRows(adminRows, true);
  expect(all.some((admin: { Role: unknown }) => admin.Role === null)).toBe(true);
  expect(all.some((admin: { deletedAt: unknown }) => typeof admin.deletedAt === 'string')).toBe(true);
  expect(all.some((admin: { Organizations: unknown[] }) => admin.Organizations.length > 0)).toBe(true);
  // Timestamps as Date#toJSON writes them.
  const [one] = await db().select({ createdAt: admins.createdAt }).from(admins).limit(1);
  expect(all.map((admin: { createdAt: string }) => admin.createdAt)).toContain(one.createdAt.toJSON());
});
