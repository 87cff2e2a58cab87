/**
 * Sessions: a short-lived JWT access token (HS256, payload { admin_id }) and a long-lived refresh token.
 * Refresh tokens are 32 random bytes, stored only as sha256 hashes with an expiry, and rotated on every
 * use: the old one is revoked and points to its successor. Presenting a rotated token again means it was
 * stolen or replayed, so the whole family (every token of that sign-in) is revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshTokens } from '../db/schema';
import { HttpError } from '../lib/http';
import { texts } from './staff';

export interface Session {
  token: string;
  refreshToken: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function signAccessToken(app: FastifyInstance, adminId: number): string {
  return app.jwt.sign({ admin_id: adminId });
}

/** Issues an access token and a refresh token (a new family unless one is given). */
export async function issueSession(app: FastifyInstance, adminId: number, familyId = randomUUID()): Promise<Session> {
  const { db, now, config } = app.ctx;
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    admin_id: adminId,
    family_id: familyId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(now().getTime() + config.refreshTokenTtl * 1000),
  });
  return { token: signAccessToken(app, adminId), refreshToken };
}

async function revokeFamily(app: FastifyInstance, familyId: string) {
  await app.ctx.db
    .update(refreshTokens)
    .set({ revoked_at: app.ctx.now() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

const invalid = () => new HttpError(401, texts.invalidSession);

/**
 * Rotates a refresh token. `checkAdmin` runs before rotation (it throws 401/403 for an admin who may no
 * longer sign in). Returns the new pair.
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string,
  checkAdmin: (adminId: number) => Promise<void>,
): Promise<Session> {
  const { db, now } = app.ctx;
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, sha256(refreshToken))).limit(1);
  if (!row) throw invalid();
  if (row.revoked_at) {
    if (row.replaced_by_id !== null) await revokeFamily(app, row.family_id);
    throw invalid();
  }
  if (row.expires_at.getTime() <= now().getTime()) throw invalid();
  await checkAdmin(row.admin_id);

  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revoked_at: now() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revoked_at)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return null;
    const next = randomBytes(32).toString('base64url');
    const [inserted] = await tx
      .insert(refreshTokens)
      .values({
        admin_id: row.admin_id,
        family_id: row.family_id,
        token_hash: sha256(next),
        expires_at: new Date(now().getTime() + app.ctx.config.refreshTokenTtl * 1000),
      })
      .returning({ id: refreshTokens.id });
    await tx.update(refreshTokens).set({ replaced_by_id: inserted.id }).where(eq(refreshTokens.id, row.id));
    return next;
  });
  if (!rotated) {
    // Someone rotated it at the same moment: the same token used twice.
    await revokeFamily(app, row.family_id);
    throw invalid();
  }
  return { token: signAccessToken(app, row.admin_id), refreshToken: rotated };
}

/** Ends the sign-in the token belongs to (its whole family). Unknown tokens are ignored. */
export async function revokeSession(app: FastifyInstance, refreshToken: string): Promise<void> {
  const [row] = await app.ctx.db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, sha256(refreshToken)))
    .limit(1);
  if (row) await revokeFamily(app, row.family_id);
}
