/** Small query helpers shared by the route modules. */
import { eq, ilike, sql, type SQL } from 'drizzle-orm';
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
