/**
 * CSV downloads (the active accounts' summary, an account's plan payments): UTF-8 with a BOM (Excel reads the
 * accents), CRLF lines, RFC 4180 cells, and the rows streamed in batches by keyset, so memory holds one batch
 * whatever the size of the file.
 *
 *   const paymentsCsv = csvExport({ headers, columns: [[sql`${t.id}::text`, false], [sql`${t.name}`, true]], table: t, keyset: [t.id] });
 *   return sendCsv(reply, 'pagos.csv', paymentsCsv(db, [eq(t.account_id, id)]));
 */
import { Readable } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
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
  keyset: readonly PgColumn[];
  descending?: boolean;
}

/**
 * A CSV's lines from its description: `(db, conditions)` yields the BOM and the header, then batches of
 * CSV_BATCH rows, each one query continuing after the previous batch's last row (a keyset, never an OFFSET),
 * pulled as the client reads (Readable.from waits for the socket to drain before asking for the next batch).
 * The database writes a batch's lines as one text (csvCellSql): handing the rows over one by one took three
 * times as long on PGlite.
 */
export function csvExport({ headers, columns, table, join, keyset, descending = false }: CsvDescription) {
  if (headers.length !== columns.length) throw new Error(`CSV: ${headers.length} headers, ${columns.length} columns`);
  const header = `${BOM}${headers.map((cell) => csvCell(cell)).join(',')}\r\n`;
  const cells = sql.join(
    columns.map(([column, text]) => csvCellSql(column, text)),
    sql` || ',' || `,
  );
  const fields = {
    line: sql<string>`${cells} || ${'\r\n'}`.as('line'),
    // The keyset's values as text: a timestamp's microseconds survive the round trip to the next query.
    ...Object.fromEntries(keyset.map((column, index) => [`k${index}`, sql<string>`${column}::text`.as(`k${index}`)])),
  };
  const page = sql.identifier('page');
  const last = sql.join(
    keyset.map((_, index) => sql`(array_agg(${page}.${sql.identifier(`k${index}`)}))[count(*)::int]`),
    sql`, `,
  );
  const keys = sql.join([...keyset], sql`, `);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const orderBy = keyset.map((column) => sql`${column} ${direction}`);
  return async function* lines(db: Db, conditions: (SQL | undefined)[]): AsyncGenerator<string> {
    yield header;
    let after: string[] | undefined;
    for (;;) {
      const continues = after && sql`(${keys}) ${sql.raw(descending ? '<' : '>')} (${sql.join(after.map((value) => sql`${value}`), sql`, `)})`;
      const rows = db.select(fields).from(table).$dynamic() as unknown as PgSelect;
      const batch = (join ? join(rows) : rows)
        .where(and(...conditions, continues))
        .orderBy(...orderBy)
        .limit(CSV_BATCH)
        .as('page');
      // string_agg and array_agg take the rows in the order the subquery gives them (as rows.ts's json_agg).
      const [{ text, count, keysAfter }] = await db.transaction(async (tx) => {
        // The keyset's index gives the order. Without statistics (PGlite has no autovacuum) the planner expects
        // few rows and would rather sort them: every batch would then read all the rows left of the range.
        await tx.execute(sql`set local enable_sort = off`);
        return tx
          .select({
            text: sql<string>`coalesce(string_agg(${page}.${sql.identifier('line')}, ''), '')`,
            count: sql<number>`count(*)::int`,
            keysAfter: sql<string[]>`array[${last}]`,
          })
          .from(batch);
      });
      if (count > 0) yield text;
      if (count < CSV_BATCH) return;
      after = keysAfter;
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
