/**
 * Sessions: one `sessions` row per sign-in, a short-lived JWT access token (HS256, payload { admin_id, sid })
 * and a long-lived refresh token. The guard refuses an access token whose session is revoked, so logout and
 * revocation take effect at once, not when the token expires.
 *
 * Refresh tokens are 32 random bytes, stored only as sha256 hashes with an expiry, and rotated on every use:
 * the old one is revoked and points to its successor. Presenting a rotated token again means it was stolen or
 * replayed, so the whole family (the session) is revoked — except within a short grace window
 * (REFRESH_GRACE, 10 s), where it answers the same successor: tabs of one browser that refresh with the same
 * token at once all stay signed in. The successor is HMAC(secret, rotated token), so it can be derived again
 * from the token presented, without keeping any token in the clear.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins, refreshTokens, sessions } from '../db/schema';
import { HttpError } from '../lib/http';
import type { Tx } from '../db/client';
import { texts } from './staff';

export interface Session {
  token: string;
  refreshToken: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function signAccessToken(app: FastifyInstance, adminId: number, sessionId: string): string {
  return app.jwt.sign({ admin_id: adminId, sid: sessionId });
}

/** The successor of a rotated refresh token: derived, so a repeat within the grace window gets the same one. */
const successorOf = (app: FastifyInstance, refreshToken: string) =>
  createHmac('sha256', app.ctx.config.jwtSecret).update(`rotate:${refreshToken}`).digest('base64url');

const refreshExpiry = (app: FastifyInstance) => new Date(app.ctx.now().getTime() + app.ctx.config.refreshTokenTtl * 1000);

const invalid = () => new HttpError(401, texts.invalidSession);

/** What a sign-in checked of the admin: their e-mail, role and password hash as it read them. */
export interface SignInCheck {
  email: string;
  role_id: number | null;
  password_hash: string;
}

/**
 * Starts a session for the admin (a sign-in) and answers its first tokens. `checked`: the admin as the sign-in
 * read them. Their row is locked (FOR SHARE) while the session is created and must still be active with that
 * e-mail, role and password hash, else 401: a sign-in that checked the old password cannot start a session after
 * another admin changed it (or the e-mail, or promoted them), and a change that comes after waits for this
 * session and then ends it (endSessions, in the change's transaction).
 */
export async function issueSession(app: FastifyInstance, adminId: number, address?: string, checked?: SignInCheck): Promise<Session> {
  const sessionId = randomUUID();
  const refreshToken = randomBytes(32).toString('base64url');
  // One statement, so one round trip to the database (a sign-in waits for it): the admin's row is read and locked,
  // and each insert takes its row from the one before, so nothing is written unless the admin is as checked.
  const still = checked
    ? sql`and ${admins.deletedAt} is null and ${admins.email} = ${checked.email} and ${admins.role_id} is not distinct from ${checked.role_id} and ${admins.password_hash} = ${checked.password_hash}`
    : sql``;
  const started = (await app.ctx.db.execute(sql`
    with current as (
      select ${admins.admin_id} as admin_id from ${admins}
      where ${admins.admin_id} = ${adminId} ${still}
      for share
    ), session as (
      insert into ${sessions} (session_id, admin_id, address) select ${sessionId}::uuid, admin_id, ${address?.slice(0, 64) ?? null} from current
      returning admin_id
    )
    insert into ${refreshTokens} (admin_id, family_id, token_hash, expires_at)
    select admin_id, ${sessionId}, ${sha256(refreshToken)}, ${refreshExpiry(app).toISOString()}::timestamptz from session
    returning id`)) as unknown as { rows: unknown[] };
  if (started.rows.length === 0) throw invalid();
  return { token: signAccessToken(app, adminId, sessionId), refreshToken };
}

/**
 * Ends one session (logout, a replayed refresh token) or every session of an admin — deleted (a later restore
 * must not bring them back), promoted to superadmin, their password or e-mail set by another admin —, or every
 * one but `except` (their own password or e-mail changed in that session): their access tokens are refused from
 * now on, and their refresh tokens with them. Pass the write's transaction, so the sessions end with it.
 */
export async function endSessions(
  app: FastifyInstance,
  which: { sessionId: string } | { adminId: number; except?: string },
  tx: Tx = app.ctx.db,
) {
  const at = app.ctx.now();
  const [session, token] =
    'sessionId' in which
      ? [eq(sessions.session_id, which.sessionId), eq(refreshTokens.family_id, which.sessionId)]
      : [
          and(eq(sessions.admin_id, which.adminId), which.except === undefined ? undefined : ne(sessions.session_id, which.except)),
          and(eq(refreshTokens.admin_id, which.adminId), which.except === undefined ? undefined : ne(refreshTokens.family_id, which.except)),
        ];
  await tx.update(sessions).set({ revoked_at: at }).where(and(session, isNull(sessions.revoked_at)));
  await tx.update(refreshTokens).set({ revoked_at: at }).where(and(token, isNull(refreshTokens.revoked_at)));
}

async function sessionLive(app: FastifyInstance, sessionId: string) {
  const [row] = await app.ctx.db.select({ revoked_at: sessions.revoked_at }).from(sessions).where(eq(sessions.session_id, sessionId)).limit(1);
  return Boolean(row) && row.revoked_at === null;
}

/**
 * Rotates a refresh token. `checkAdmin` runs before answering (it throws 401/403 for an admin who may no
 * longer sign in). Returns the new pair.
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string,
  checkAdmin: (adminId: number) => Promise<void>,
): Promise<Session> {
  const { db, now, config } = app.ctx;
  const find = async () => (await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, sha256(refreshToken))).limit(1))[0];
  let row = await find();
  if (!row) throw invalid();
  if (row.expires_at.getTime() <= now().getTime()) throw invalid();
  await checkAdmin(row.admin_id);

  if (!row.revoked_at) {
    const current = row;
    const successor = successorOf(app, refreshToken);
    const rotated = await db.transaction(async (tx) => {
      // Claimed by one call only: a concurrent refresh with the same token waits here, then finds it rotated.
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ revoked_at: now() })
        .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.revoked_at)))
        .returning({ id: refreshTokens.id });
      if (!claimed) return false;
      const [inserted] = await tx
        .insert(refreshTokens)
        .values({ admin_id: current.admin_id, family_id: current.family_id, token_hash: sha256(successor), expires_at: refreshExpiry(app) })
        .returning({ id: refreshTokens.id });
      await tx.update(refreshTokens).set({ replaced_by_id: inserted.id }).where(eq(refreshTokens.id, current.id));
      return true;
    });
    if (rotated) {
      if (!(await sessionLive(app, current.family_id))) throw invalid();
      return { token: signAccessToken(app, current.admin_id, current.family_id), refreshToken: successor };
    }
    row = (await find())!;
  }

  // Presented again after its rotation: the same successor within the grace window, else a replay.
  const rotatedRecently = row.replaced_by_id !== null && now().getTime() - row.revoked_at!.getTime() <= config.refreshGraceSeconds * 1000;
  if (rotatedRecently && (await sessionLive(app, row.family_id))) {
    return { token: signAccessToken(app, row.admin_id, row.family_id), refreshToken: successorOf(app, refreshToken) };
  }
  if (row.replaced_by_id !== null) await endSessions(app, { sessionId: row.family_id });
  throw invalid();
}

/** Ends the sign-in the token belongs to (its session). Unknown tokens are ignored. */
export async function revokeSession(app: FastifyInstance, refreshToken: string): Promise<void> {
  const [row] = await app.ctx.db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, sha256(refreshToken)))
    .limit(1);
  if (row) await endSessions(app, { sessionId: row.family_id });
}
