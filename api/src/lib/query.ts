/** Small query helpers shared by the route modules. */
import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { containsPattern } from './http';

/** Case-insensitive "contains" (ILIKE, served by the column's pg_trgm index); no filter for empty text. */
export const containsText = (column: PgColumn, text: string | undefined): SQL | undefined =>
  text ? ilike(column, containsPattern(text)) : undefined;

/** Whether a row with that id exists (one indexed probe). */
export async function exists(db: Db, table: PgTable, idColumn: PgColumn, id: number): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(eq(idColumn, id)).limit(1);
  return rows.length > 0;
}
