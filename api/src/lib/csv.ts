/**
 * CSV downloads (every list's export, the active accounts' summary, an account's plan payments): UTF-8 with a BOM
 * (Excel reads the accents), CRLF lines, RFC 4180 cells, and the rows streamed in batches by keyset, so memory holds
 * one batch whatever the size of the file.
 *
 *   const paymentsCsv = csvExport({ headers, columns: [[sql`${t.id}::text`, false], [sql`${t.name}`, true]], table: t, keyset: [t.id] });
 *   return sendCsv(reply, 'pagos.csv', paymentsCsv(db, [eq(t.account_id, id)]));
 */
import { Readable } from 'node:stream';
import type { AnyField } from '@console/contracts';
import { and, Column, is, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';

/** Rows per query of a CSV: memory holds one batch, whatever the number of rows. */
export const CSV_BATCH = 1000;
const BOM = '\uFEFF';
/** What a spreadsheet would run as a formula: =, +, -, @, tab or CR first. */
const FORMULA = /^[=+@\t\r-]/;
/** What is quoted: a comma, a quote or a line break anywhere, whitespace at either end (ASCII: the same in SQL). */
const NEEDS_QUOTES = /[",\r\n]|^[ \t\n\v\f\r]|[ \t\n\v\f\r]$/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled.
 * A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null, { text = false } = {}): string {
  if (value === null) return '';
  let cell = String(value);
  if (text && FORMULA.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** csvCell in SQL, with the same patterns (JavaScript and PostgreSQL read them alike). */
export function csvCellSql(value: SQL, text: boolean): SQL {
  const cell = text ? sql`(case when ${value} ~ ${FORMULA.source} then '''' || ${value} else ${value} end)` : value;
  return sql`coalesce(case when ${cell} ~ ${NEEDS_QUOTES.source} then '"' || replace(${cell}, '"', '""') || '"' else ${cell} end, '')`;
}

/**
 * A contract field's cell as a list shows the value (shared/ui columns.tsx formatValue), in SQL: yes or no and fixed
 * values by their Spanish labels, a free-text state with a capital, money with its two decimals. Numbers stay bare
 * (no thousands comma: a spreadsheet reads them as numbers) and moments ISO 8601 in UTC, as the API answers them
 * (`value`: rows.ts jsonValue). Whether it is free text (neutralised) goes with it.
 */
export function fieldCell(field: AnyField, value: SQLWrapper): readonly [SQL, boolean] {
  const text = sql`(${value})::text`;
  const labelled = (labels: [string, string][]) => sql`(case ${text} ${sql.join(labels.map(([code, label]) => sql`when ${code} then ${label}`), sql` `)} else ${text} end)`;
  switch (field.kind) {
    case 'flag':
      return [sql`(case when ${value} then ${field.states?.[0] ?? 'Sí'} else ${field.states?.[1] ?? 'No'} end)`, false];
    case 'choice':
      return [labelled((field.options ?? []).map((option) => [option.value, option.label])), false];
    case 'number':
      if (field.labels) return [labelled(Object.entries(field.labels)), false];
      return [field.money ? sql`round((${value})::numeric, 2)::text` : text, false];
    case 'text':
      return [field.state ? sql`upper(left(${text}, 1)) || substr(${text}, 2)` : text, true];
    case 'email':
    case 'url':
    case 'json':
      return [text, true];
    default:
      return [text, false];
  }
}

/** A download's name in ASCII (a header's): 'Cuentas activas' on 2026-11-21 → 'cuentas-activas-2026-11-21.csv'. */
export function csvFileName(what: string, day: Date): string {
  const name = what.normalize('NFD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${name}-${day.toISOString().slice(0, 10)}.csv`;
}

export interface CsvDescription {
  /** The header's cells, in order. */
  headers: readonly string[];
  /** Each column: its SQL, as text, and whether it is free text (a name, a reference: neutralised). */
  columns: readonly (readonly [SQL, boolean])[];
  table: PgTable;
  /** The joins the columns need. */
  join?(query: PgSelect): PgSelect;
  /**
   * The rows' order, which is also the keyset: columns that tell rows apart together (the id last), all in one
   * direction, so an index on them (after the conditions' equalities) serves every batch as one range walk.
   */
  keyset: readonly (PgColumn | SQL)[];
  descending?: boolean;
}

/** An order of a CSV's rows (and its keyset): the description's, or one a request chose (a list's `?sort`). */
export type CsvOrder = Pick<CsvDescription, 'keyset' | 'descending'>;

/** Whether a key may be null: a column that says not null cannot; an expression may. */
const nullable = (key: PgColumn | SQL) => !(is(key, Column) && key.notNull);

/**
 * The rows after the last one of a batch, in the keyset's order: a row comparison where no key can be null (an
 * index's range walk); else key by key, with PostgreSQL's places for nulls (last ascending, first descending),
 * since a comparison with null is never true.
 */
function after(keyset: readonly (PgColumn | SQL)[], values: (string | null)[], descending: boolean): SQL | undefined {
  if (!keyset.some(nullable)) {
    return sql`(${sql.join([...keyset], sql`, `)}) ${sql.raw(descending ? '<' : '>')} (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
  }
  const beyond = (key: PgColumn | SQL, value: string | null) => {
    if (value === null) return descending ? sql`${key} is not null` : undefined;
    const past = descending ? sql`${key} < ${value}` : sql`${key} > ${value}`;
    return !descending && nullable(key) ? or(past, isNull(key)) : past;
  };
  const same = (key: PgColumn | SQL, value: string | null) => (value === null ? isNull(key) : sql`${key} = ${value}`);
  const terms = keyset.map((key, index) => {
    const next = beyond(key, values[index]);
    return next && and(...keyset.slice(0, index).map((earlier, j) => same(earlier, values[j])), next);
  });
  return or(...terms);
}

/**
 * A CSV's lines from its description: `(db, conditions)` yields the BOM and the header, then batches of
 * CSV_BATCH rows, each one query continuing after the previous batch's last row (a keyset, never an OFFSET),
 * pulled as the client reads (Readable.from waits for the socket to drain before asking for the next batch).
 * The database writes a batch's lines as one text (csvCellSql): handing the rows over one by one took three
 * times as long on PGlite.
 */
export function csvExport({ headers, columns, table, join, keyset: defaultKeyset, descending: defaultDescending = false }: CsvDescription) {
  if (headers.length !== columns.length) throw new Error(`CSV: ${headers.length} headers, ${columns.length} columns`);
  const header = `${BOM}${headers.map((cell) => csvCell(cell)).join(',')}\r\n`;
  const cells = sql.join(
    columns.map(([column, text]) => csvCellSql(column, text)),
    sql` || ',' || `,
  );
  const page = sql.identifier('page');
  /** `order`: another order than the description's (a list's `?sort`). */
  return async function* lines(db: Db, conditions: (SQL | undefined)[], order?: CsvOrder): AsyncGenerator<string> {
    const { keyset, descending = false } = order ?? { keyset: defaultKeyset, descending: defaultDescending };
    const fields = {
      line: sql<string>`${cells} || ${'\r\n'}`.as('line'),
      // The keyset's values as text: a timestamp's microseconds survive the round trip to the next query.
      ...Object.fromEntries(keyset.map((column, index) => [`k${index}`, sql<string>`${column}::text`.as(`k${index}`)])),
    };
    const last = sql.join(
      keyset.map((_, index) => sql`(array_agg(${page}.${sql.identifier(`k${index}`)}))[count(*)::int]`),
      sql`, `,
    );
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const orderBy = keyset.map((column) => sql`${column} ${direction}`);
    yield header;
    let lastKeys: (string | null)[] | undefined;
    for (;;) {
      const continues = lastKeys && after(keyset, lastKeys, descending);
      const rows = db.select(fields).from(table).$dynamic() as unknown as PgSelect;
      const batch = (join ? join(rows) : rows)
        .where(and(...conditions, continues))
        .orderBy(...orderBy)
        .limit(CSV_BATCH)
        .as('page');
      // string_agg and array_agg take the rows in the order the subquery gives them (as rows.ts's json_agg).
      const [{ text, count, keysAfter }] = await db.transaction(async (tx) => {
        // The keyset's index gives the order. Without statistics (PGlite has no autovacuum) the planner expects
        // few rows and would rather sort them: every batch would then read all the rows left of the range. No
        // JIT (as search.ts): on PostgreSQL a plan costed with a disabled sort (an order no index gives) passes
        // the JIT's threshold, and compiling it took some 250 ms a batch, against 5 ms for the query.
        await tx.execute(sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`);
        return tx
          .select({
            text: sql<string>`coalesce(string_agg(${page}.${sql.identifier('line')}, ''), '')`,
            count: sql<number>`count(*)::int`,
            keysAfter: sql<(string | null)[]>`array[${last}]`,
          })
          .from(batch);
      });
      if (count > 0) yield text;
      if (count < CSV_BATCH) return;
      lastKeys = keysAfter;
    }
  };
}

/** Answers a CSV download: its lines streamed as the client reads them, saved under `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncGenerator<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}
