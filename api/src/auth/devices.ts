/**
 * Device tokens (OWASP's "device cookies"): a browser that completed a sign-in for an e-mail (password and code,
 * or the social sign-in) is answered a token that names that browser for that e-mail, and sends it back with the
 * sign-in calls. Failures coming with a valid token are counted per token (RATE_LIMIT_FAILURES_PER_DEVICE), not
 * per e-mail and address, so a stranger guessing at the same address never locks out a browser the owner used
 * before; a token that fails too often is locked itself (only that browser). Without a valid token the count per
 * e-mail and address applies, as before.
 *
 * The token is `nonce.expires.mac`: 16 random bytes (base64url), the expiry (Unix seconds, DEVICE_TOKEN_TTL) and
 * HMAC-SHA256(secret, 'device:' e-mail (trimmed, lower-case) ':' nonce ':' expires). So it cannot be guessed nor
 * forged, it is good for one e-mail only, and nothing is stored when it is issued. Its counter is keyed by a hash
 * of the nonce, never by the token. A token that is malformed, forged, expired or another e-mail's counts as none.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const normalised = (email: string) => email.trim().toLowerCase();

const macOf = (secret: string, email: string, nonce: string, expires: string) =>
  createHmac('sha256', secret).update(`device:${normalised(email)}:${nonce}:${expires}`).digest('base64url');

/** A new device token for `email`, valid `ttlSeconds` from `now`. */
export function issueDeviceToken(secret: string, email: string, now: Date, ttlSeconds: number): string {
  const nonce = randomBytes(16).toString('base64url');
  const expires = String(Math.floor(now.getTime() / 1000) + Math.round(ttlSeconds));
  return `${nonce}.${expires}.${macOf(secret, email, nonce, expires)}`;
}

/**
 * The key its failures are counted under (sha256 of the nonce) when `token` is a live device token of `email`;
 * otherwise (none, malformed, forged, expired, another e-mail's) null: the caller is then counted as unknown.
 */
export function deviceKey(secret: string, email: string, token: string | undefined, now: Date): string | null {
  const match = token ? SHAPE.exec(token) : null;
  if (!match) return null;
  const [, nonce, expires, mac] = match;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(macOf(secret, email, nonce, expires));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return createHash('sha256').update(nonce).digest('base64url');
}
