/**
 * This browser's device tokens, one per e-mail (the API's "device cookies": api/src/auth/devices.ts). A completed
 * sign-in answers one; the sign-in calls for that e-mail send it back, so the API counts this browser's failures
 * apart from those of others at the same address, and a stranger guessing there never locks it out.
 *
 * Kept in localStorage (`console-devices`), not in a cookie: the API is on another origin, over http in
 * development, where a cross-site cookie (SameSite=None) needs Secure. It names the browser, not a session, so
 * logout keeps it. Only the newest few e-mails are kept; anything unreadable is dropped, never sent.
 */
export const DEVICE_TOKENS_KEY = 'console-devices';

/** The e-mails a browser keeps a token for (the newest). */
const KEEP = 10;
/** What the API issues (nonce.expires.mac) within the request field's limit: anything else is not sent. */
const TOKEN = /^[A-Za-z0-9._-]{1,200}$/;

const normalised = (email: string) => email.trim().toLowerCase();

function stored(): [string, string][] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && TOKEN.test(entry[1]));
  } catch {
    return [];
  }
}

/** The token this browser keeps for `email`, if any. */
export function deviceTokenFor(email: string): string | undefined {
  const wanted = normalised(email);
  return stored().find(([key]) => key === wanted)?.[1];
}

/** Keeps `token` for `email` (newest last), replacing the one it had. */
export function rememberDevice(email: string, token: unknown): void {
  if (typeof token !== 'string' || !TOKEN.test(token) || !email.trim()) return;
  const key = normalised(email);
  const entries = [...stored().filter(([other]) => other !== key), [key, token] as [string, string]].slice(-KEEP);
  try {
    localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // No storage (private mode, quota): the next sign-in is counted as an unknown browser's.
  }
}

/** `{ device_token }` for the sign-in calls of `email`, or nothing when this browser has none. */
export const deviceField = (email: string): { device_token?: string } => {
  const token = deviceTokenFor(email);
  return token ? { device_token: token } : {};
};
