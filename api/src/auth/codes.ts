/**
 * Login codes: 6 digits, bound to the admin whose credentials were checked, stored only as an HMAC,
 * valid for a while (LOGIN_CODE_TTL), dead after too many wrong tries. Only the admin's latest code counts.
 *
 * Each check is one UPDATE of the admin's latest code: it compares the code (and, to log in, the password's
 * mark) under the row's lock, counts a try when the code is wrong and only while tries are left, so parallel
 * guesses cannot exceed the limit. The values compared are HMACs under secret keys: their comparison's timing
 * tells nothing about the code or the password.
 *
 * The password's mark: when the code is sent (the password just checked by scrypt), the code keeps an HMAC of the
 * password and of the hash it matched, under a key that lives only in this process's memory (MARK_KEY). Logging in
 * with that code compares the password to it, not to the slow hash again (some 40 ms of the sign-in's wait). It
 * names the same password only while the admin's hash is the same, it is erased when the code is used, and a copy
 * of the database cannot test passwords against it (without the key, an HMAC is noise). A mark this process did not
 * make (the code was sent through another instance, or before a restart) does not match: the login then checks
 * the password against its hash, as without marks.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactorCodes } from '../db/schema';

const MARK_KEY = randomBytes(32);

export interface CodeSettings {
  db: Db;
  secret: string;
  now: Date;
  ttlSeconds: number;
  maxAttempts: number;
}

/** The admin a code is for: the password hash they had when it was sent is part of the password's mark. */
export interface CodeOwner {
  admin_id: number;
  password_hash: string;
}

const hashCode = (secret: string, adminId: number, code: string) =>
  createHmac('sha256', secret).update(`${adminId}:${code}`).digest('hex');

const passwordMark = ({ admin_id, password_hash }: CodeOwner, password: string) =>
  createHmac('sha256', MARK_KEY).update(`${admin_id}:${password_hash}:${password}`).digest('hex');

/** A new code for an admin whose `password` was just checked; answers the code (only the outbox gets it). */
export async function createCode({ db, secret, now, ttlSeconds }: CodeSettings, owner: CodeOwner, password: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(twoFactorCodes).values({
    admin_id: owner.admin_id,
    code_hash: hashCode(secret, owner.admin_id, code),
    password_mark: passwordMark(owner, password),
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return code;
}

/**
 * Checks `code` against the admin's latest live code (not used, not expired, tries left):
 * - `{ validate: true }`: marks it validated.
 * - `{ password }`, to log in: the code must be validated already and the password the one its mark names; marks
 *   it used (single use) and erases the mark. A right code whose mark names another password (or none this process
 *   can read) is 'unmarked': nothing changes, and the caller may check the password against its hash.
 * - `{ passwordChecked: true }`: to log in once the caller has checked the password against its hash.
 * A wrong code counts a try; a right code with a wrong password does not (the code is still the person's).
 */
export async function checkCode(
  { db, secret, now, maxAttempts }: CodeSettings,
  owner: CodeOwner,
  code: string,
  check: { validate: true } | { password: string } | { passwordChecked: true },
): Promise<'passed' | 'unmarked' | 'refused'> {
  const t = twoFactorCodes;
  const rightCode = sql`${t.code_hash} = ${hashCode(secret, owner.admin_id, code)}`;
  const passed = 'password' in check ? sql`(${rightCode} and ${t.password_mark} = ${passwordMark(owner, check.password)})` : rightCode;
  const at = now.toISOString();
  const toLogIn = !('validate' in check);
  const [row] = await db
    .update(t)
    .set({
      attempts: sql`${t.attempts} + case when ${rightCode} then 0 else 1 end`,
      ...(toLogIn
        ? { consumed_at: sql`case when ${passed} then ${at}::timestamptz end`, password_mark: sql`case when ${passed} then null else ${t.password_mark} end` }
        : { validated_at: sql`case when ${passed} then coalesce(${t.validated_at}, ${at}::timestamptz) else ${t.validated_at} end` }),
    })
    .where(
      sql`${t.id} = (select latest.id from ${t} latest where latest.admin_id = ${owner.admin_id} order by latest.id desc limit 1)
        and ${t.attempts} < ${maxAttempts} and ${t.consumed_at} is null and ${t.expires_at} > ${at}::timestamptz
        ${toLogIn ? sql`and ${t.validated_at} is not null` : sql``}`,
    )
    // What the row became (the code's hash is unchanged): validated or used, or a right code left as it was.
    .returning({
      rightCode: sql<boolean>`${rightCode}`,
      passed: toLogIn ? sql<boolean>`${t.consumed_at} is not null` : sql<boolean>`${rightCode}`,
    });
  if (row?.passed) return 'passed';
  return row?.rightCode ? 'unmarked' : 'refused';
}
