/**
 * Login codes: 6 digits, bound to the admin whose credentials were checked, stored only as an HMAC,
 * valid for a while (LOGIN_CODE_TTL), dead after too many wrong tries. Only the admin's latest code counts.
 *
 * Every check first claims one try atomically (attempts + 1 where attempts < max), then compares; a right
 * code gives its try back. So parallel guesses cannot exceed the limit.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactorCodes } from '../db/schema';

export interface CodeSettings {
  db: Db;
  secret: string;
  now: Date;
  ttlSeconds: number;
  maxAttempts: number;
}

const hashCode = (secret: string, adminId: number, code: string) =>
  createHmac('sha256', secret).update(`${adminId}:${code}`).digest('hex');

export async function createCode({ db, secret, now, ttlSeconds }: CodeSettings, adminId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(twoFactorCodes).values({
    admin_id: adminId,
    code_hash: hashCode(secret, adminId, code),
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return code;
}

/**
 * Checks `code` against the admin's latest code.
 * - 'validate': the code must be live (not consumed, not expired, not dead); marks it validated.
 * - 'consume': the code must also be validated already; marks it consumed (single use).
 * Returns false for any failure; a wrong code counts a try.
 */
export async function checkCode(
  { db, secret, now, maxAttempts }: CodeSettings,
  adminId: number,
  code: string,
  mode: 'validate' | 'consume',
): Promise<boolean> {
  const [latest] = await db
    .select({ id: twoFactorCodes.id })
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.admin_id, adminId))
    .orderBy(desc(twoFactorCodes.id))
    .limit(1);
  if (!latest) return false;

  const [claimed] = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorCodes.id, latest.id),
        lt(twoFactorCodes.attempts, maxAttempts),
        isNull(twoFactorCodes.consumed_at),
        gt(twoFactorCodes.expires_at, now),
        mode === 'consume' ? isNotNull(twoFactorCodes.validated_at) : undefined,
      ),
    )
    .returning({ code_hash: twoFactorCodes.code_hash });
  if (!claimed) return false;

  const expected = Buffer.from(claimed.code_hash, 'hex');
  const given = Buffer.from(hashCode(secret, adminId, code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;

  const giveBack = { attempts: sql`${twoFactorCodes.attempts} - 1` };
  if (mode === 'validate') {
    await db
      .update(twoFactorCodes)
      .set({ ...giveBack, validated_at: sql`coalesce(${twoFactorCodes.validated_at}, ${now.toISOString()}::timestamptz)` })
      .where(eq(twoFactorCodes.id, latest.id));
    return true;
  }
  const [consumed] = await db
    .update(twoFactorCodes)
    .set({ ...giveBack, consumed_at: now })
    .where(and(eq(twoFactorCodes.id, latest.id), isNull(twoFactorCodes.consumed_at)))
    .returning({ id: twoFactorCodes.id });
  return Boolean(consumed);
}
