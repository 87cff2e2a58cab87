/**
 * How a resource's rows are read: the database builds the answer's JSON (one value for a whole page)
 * instead of handing every row over to JavaScript. The embedded PGlite pays per row and per field: the
 * 2,500 organizations of a selector took ~40 ms as rows and take ~18 ms as one JSON value.
 *
 * One description — wire name → column or SQL, nested objects for joined rows — gives the same JSON
 * drizzle's rows would: a nested object is null when all its columns are (a left join without a match),
 * timestamps are written as Date#toJSON writes them ('2026-11-21T10:00:00.123Z').
 */
import { ROW_VERSION, type ResourceTexts } from '@console/contracts';
import { Column, eq, is, sql, SQL, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { PgTimestamp, type PgColumn, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

type Row = Record<string, unknown>;

type FieldValue = Column | SQL | SQL.Aliased | SelectedFields;

/** Wire names are the code's own constants, never user input; checked all the same. */
function wireName(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`Nombre de campo no válido: ${name}`);
  return name;
}

/** A JSON object with the wire names of `fields` (nested objects). json_build_object takes ≤ 50 pairs. */
function jsonObject(fields: SelectedFields): SQL {
  const pairs = Object.entries(fields).map(
    ([name, value]) => sql`${sql.raw(`'${wireName(name)}'`)}, ${jsonValue(value as FieldValue)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A field's value as the answer's JSON carries it (a moment as Date#toJSON writes it); also a CSV's cells (lib/csv.ts). */
export function jsonValue(value: FieldValue): SQLWrapper {
  if (is(value, PgTimestamp)) {
    // A timestamptz's own JSON carries microseconds and the session's offset; drizzle answers a Date.
    const utc = value.withTimezone ? sql`${value} at time zone 'UTC'` : sql`${value}`;
    return sql`to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (is(value, Column) || is(value, SQL)) return value;
  if (is(value, SQL.Aliased)) return value.sql;
  const columns = (Object.values(value) as unknown[]).filter((field): field is Column => is(field, Column));
  if (columns.length === 0) return jsonObject(value);
  return sql`case when num_nonnulls(${sql.join(columns, sql`, `)}) = 0 then null else ${jsonObject(value)} end`;
}

/**
 * The select list of a row: each field as its JSON-ready value under its wire name, so that the row's
 * own JSON (row_to_json, json_agg of the row) is the answer. Faster in PGlite than one json_build_object
 * per row.
 */
function aliasedFields(fields: SelectedFields): SelectedFields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, sql`${jsonValue(value as FieldValue)}`.as(wireName(name))]),
  );
}

/**
 * A row's version: the transaction id that last wrote it (PostgreSQL's `xmin`). It moves with every write of the
 * row, whoever makes it, costs no column, and is the same in a list and in a detail. Answered as `_version`; a
 * write sends it back as `If-Match` (lib/versions.ts).
 */
export const rowVersion = (table: PgTable) => sql<string>`${table}.xmin::text`;

export interface RowsDescription {
  table: PgTable;
  /** The primary key (an integer serial). */
  id: PgColumn;
  /** The row as lists answer it. */
  columns: SelectedFields;
  /** A richer row for one item (GET /{path}/:id, the answers of writes), e.g. with linked lists. */
  detail?: SelectedFields;
  /** The joins the columns need: (query) => query.leftJoin(roles, eq(roles.role_id, admins.role_id)). */
  join?(query: PgSelect): PgSelect;
  /**
   * The joins a page's ids are ordered through, where a list sorts by another table's column (a value by its
   * variable's name): the indexes of both tables then serve the order and the limit, which a correlated subquery
   * per row cannot. Conditions stay on the table's own columns (the count reads the table alone).
   */
  pageJoin?(query: PgSelect): PgSelect;
  /** The texts of the resource's contract (a stale write's 409 names the record with them). */
  texts?: Pick<ResourceTexts, 'changedMeanwhile'>;
  /** false: rows without their version (a selector's options, which no write is made from). */
  versioned?: false;
}

export interface ListOptions {
  /** On the table's own columns. */
  where?: SQL;
  /** On the table's own columns. */
  orderBy: (SQL | PgColumn)[];
  limit?: number;
  offset?: number;
  /** Detail rows instead of list rows. */
  detail?: boolean;
}

export type ResourceRows = ReturnType<typeof resourceRows>;

/** A limit or an offset written into a query's text (a prepared statement's constant), not sent as a parameter. */
function written(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.raw(String(n));
}

export function resourceRows(description: RowsDescription) {
  const { table, id: idColumn } = description;
  // Every row carries its version, in lists and detail alike.
  const version: SelectedFields = description.versioned === false ? {} : { [ROW_VERSION]: rowVersion(table) };
  const listFields = aliasedFields({ ...description.columns, ...version });
  const detailFields = description.detail ? aliasedFields({ ...description.detail, ...version }) : listFields;

  /**
   * The query of rows in order. With a limit, the ids are paged first (an index walk on the table alone),
   * then only those rows are joined and built: a deep page skips bare ids, not joined rows. Limit and offset
   * may be placeholders or constants written into the text (prepared lists).
   *
   * The page's ids are an array (`id = any(array(…))`), not an `in (subquery)`: PostgreSQL then fetches each row and its
   * joined rows by their keys. With `in`, a page of 2,500 was a hash join over a scan of the whole table (the
   * accounts selector 25 → 8 ms of execution, 100,000 accounts); a page of 25 plans faster too.
   */
  function rowsQuery(tx: Tx, { where, orderBy, limit, offset = 0, detail = false }: Omit<ListOptions, 'limit' | 'offset'> & { limit?: number | Placeholder | SQL; offset?: number | Placeholder | SQL }) {
    const ids = tx.select({ id: idColumn }).from(table).$dynamic() as unknown as PgSelect;
    const pageIds = () => (description.pageJoin ? description.pageJoin(ids) : ids).where(where).orderBy(...orderBy).limit(limit as number).offset(offset as number);
    const scope = limit === undefined ? where : sql`${idColumn} = any(array(${pageIds()}))`;
    // Loosely typed on purpose: the answer is one JSON value whose type is stated below.
    const rows = tx
      .select(detail ? detailFields : listFields)
      .from(table)
      .$dynamic() as unknown as PgSelect;
    const page = (description.join ? description.join(rows) : rows)
      .where(scope)
      .orderBy(...orderBy)
      .as('page');
    // json_agg takes the rows in the order the subquery gives them (PostgreSQL documents this use).
    return tx.select({ rows: sql<Row[]>`coalesce(json_agg(${sql.identifier('page')}), '[]'::json)` }).from(page);
  }

  async function list(tx: Tx, options: ListOptions): Promise<Row[]> {
    const [result] = (await rowsQuery(tx, options)) as { rows: Row[] }[];
    return result.rows;
  }

  /**
   * A page query built once and prepared (named `name`), run with its limit and offset: building a query
   * costs more CPU than PostgreSQL spends answering a page of 25, so the lists people open most are prepared.
   */
  function preparedList(db: Db, name: string, options: Pick<ListOptions, 'where' | 'orderBy'>) {
    const query = rowsQuery(db, { ...options, limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }).prepare(name);
    return async (limit: number, offset: number) => ((await query.execute({ limit, offset })) as { rows: Row[] }[])[0].rows;
  }

  /**
   * One page of a list prepared (named `name`) with its limit and offset written into the statement: PostgreSQL
   * plans a statement with a parameter again on every call (a custom plan, to see the limit: a generic plan of
   * `limit $1` is a plan for any number of rows, far slower for 25), and one without plans it once per
   * connection. For the first pages of the lists people open most; byte for byte the rows of preparedList.
   */
  function preparedPage(db: Db, name: string, { limit, offset, ...options }: Pick<ListOptions, 'where' | 'orderBy'> & { limit: number; offset: number }) {
    const query = rowsQuery(db, { ...options, limit: written(limit), offset: written(offset) }).prepare(name);
    return async () => ((await query.execute()) as { rows: Row[] }[])[0].rows;
  }

  /** The rows `where` matches, counted up to `upTo` (a page's total: http.ts paged): a subquery that stops there. */
  const countQuery = (tx: Tx, where: SQL | undefined, upTo: number | SQL) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(tx.select({ one: sql`1`.as('one') }).from(table).where(where).limit(upTo as number).as('matches'));

  async function count(tx: Tx, where: SQL | undefined, upTo: number): Promise<number> {
    const [{ n }] = await countQuery(tx, where, upTo);
    return n;
  }

  /**
   * count, built once and prepared (named `name`) with its cap written in (planned once, as preparedPage is); another
   * cap is counted unprepared.
   */
  function preparedCount(db: Db, name: string, where: SQL | undefined, cap: number) {
    const query = countQuery(db, where, written(cap)).prepare(name);
    return async (upTo: number) => (upTo === cap ? ((await query.execute()) as { n: number }[])[0].n : count(db, where, upTo));
  }

  return {
    description,
    list,
    preparedList,
    preparedPage,
    count,
    preparedCount,
    /** One item (detail row), or undefined. */
    async find(tx: Tx, id: number): Promise<Row | undefined> {
      const [row] = await list(tx, { where: eq(idColumn, id), orderBy: [], detail: true });
      return row;
    },
  };
}
