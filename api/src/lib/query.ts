/** Small query helpers shared by the route modules. */
import { ROW_VERSION } from '@console/contracts';
import { eq, getTableName, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { containsPattern } from './http';

/** pg_trgm indexes serve patterns of at least this many characters. */
const TRIGRAM = 3;
const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Case-insensitive search of `text` in a column (or expression) with a pg_trgm GIN index; no filter for
 * empty text. From 3 characters: "contains" (ILIKE). Shorter fragments cannot use a trigram index as
 * "contains" (a scan of every row), so they match the start of a word instead ('lu' finds 'Luis',
 * 'ana@…'), which the same index serves.
 */
export const containsText = (target: PgColumn | SQL, text: string | undefined): SQL | undefined => {
  if (!text) return undefined;
  if (text.length >= TRIGRAM) return ilike(target, containsPattern(text));
  return sql`${target} ~* ${`(^|[ .@_-])${regexEscaped(text)}`}`;
};

/** Whether a row with that id exists (one indexed probe). */
export async function exists(db: Db, table: PgTable, idColumn: PgColumn, id: number): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(eq(idColumn, id)).limit(1);
  return rows.length > 0;
}

/**
 * A column written with its table ("entities"."entity_id"): drizzle leaves column names unqualified in a
 * one-table select, which a correlated subquery cannot have (the inner table's column of that name wins).
 */
export const qualified = (column: PgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The items linked to a row through a link table, as one JSON array the database builds (ordered by the
 * item's name, then id; `[]` when none): a correlated subquery, served by the link table's primary key
 * (owner first). Written out in SQL because drizzle leaves column names unqualified in a one-table select,
 * which a correlated subquery cannot have.
 *
 *   linkedItems<AccountRef>({
 *     owner: customViews.custom_view_id,
 *     link: [customViewAccounts.custom_view_id, customViewAccounts.account_id],
 *     item: accounts.account_id,
 *     fields: { account_id: accounts.account_id, name: accounts.name },
 *   })
 */
export function linkedItems<T>({
  owner,
  link: [linkOwner, linkItem],
  item,
  fields,
  orderBy = fields.name ?? item,
  only,
  version,
}: {
  /** The row's id column ("custom_views"."custom_view_id"). */
  owner: PgColumn;
  /** The link table's columns: the row's id, the item's id. */
  link: [PgColumn, PgColumn];
  /** The item's id column. */
  item: PgColumn;
  /** The answered keys and the columns they come from: the item's, or the link table's (a link's own settings). */
  fields: Record<string, PgColumn>;
  /** Default: the item's `name` field, or its id; a column of the link table orders by the link (a position). */
  orderBy?: PgColumn;
  /** Only the items whose column has this value (an admin's accounts of one organization). */
  only?: [PgColumn, number];
  /**
   * Each item carries the version (`_version`, lib/rows.ts) of its link row ('link': a link's own settings) or of
   * the item ('item': a question's answer), for the writes that change it.
   */
  version?: 'link' | 'item';
}): SQL<T[]> {
  const column = (alias: string, target: PgColumn) => sql`${sql.identifier(alias)}.${sql.identifier(target.name)}`;
  const ofEither = (target: PgColumn) => column(target.table === linkOwner.table ? 'l' : 'i', target);
  const order = ofEither(orderBy);
  const built = sql.join(
    [
      ...Object.entries(fields).map(([key, target]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${ofEither(target)}`),
      ...(version ? [sql`${sql.raw(`'${ROW_VERSION}'`)}, ${sql.identifier(version === 'link' ? 'l' : 'i')}.xmin::text`] : []),
    ],
    sql`, `,
  );
  const ownerColumn = qualified(owner);
  return sql<T[]>`coalesce((
  select json_agg(json_build_object(${built}) order by ${order}, ${column('i', item)})
  from ${sql.identifier(getTableName(linkOwner.table))} l
  inner join ${sql.identifier(getTableName(item.table))} i on ${column('i', item)} = ${column('l', linkItem)}
  where ${column('l', linkOwner)} = ${ownerColumn}${only ? sql` and ${column('i', only[0])} = ${only[1]}` : sql``}
), '[]'::json)`;
}
