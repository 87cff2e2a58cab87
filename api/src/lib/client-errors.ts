/**
 * Release health (routes/client-errors.ts): the reports of what went wrong in the browsers, scrubbed before they
 * are stored, kept 30 days, and counted per app and version ('Versiones': errors in the last hour).
 */
import { CLIENT_ERROR_LIMITS, type clientErrorReportSchema } from '@console/contracts';
import { asc, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { clientErrors } from '../db/schema';

/** What a scrubbed secret reads as. */
export const REDACTED = '[…]';

/*
 * Each pattern is bounded where it could fail after a long scan (a local part, a scheme), so that a text of
 * 16 KB is scrubbed in linear time, whatever it holds.
 */
const JWT = String.raw`eyJ[\w-]*(?:\.[\w-]*){1,2}`; // a JWT's header is JSON: '{"' is 'eyJ'; a cut one too
const EMAIL = String.raw`[\w.%+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}`;
const URL_TEXT = String.raw`\b[a-z][a-z\d+.-]{0,30}://[^\s"'\`<>()]+`;

/**
 * Outside addresses: a JWT, `Bearer <anything>`, an e-mail address, a run of 32 or more characters of the
 * base64 alphabets (hex included) that looks random (`longRun`). An address is scrubbed on its own (IN_URL).
 */
const IN_TEXT = new RegExp(`(${URL_TEXT})|(\\bBearer[ \\t]+)[^\\s"',;]+|${JWT}|${EMAIL}|([\\w+/-]{32,}=*)`, 'gi');
/**
 * Inside an address (a stack's script URLs, a link in a message): the user and password before '@', a JWT, an
 * e-mail, and the same runs between its slashes (a path of many segments is not one long run).
 */
const IN_URL = new RegExp(`//[^/@\\s]*@|${JWT}|${EMAIL}|([\\w+-]{32,}=*)`, 'gi');

/**
 * A long run is taken for a secret when it has a digit (long identifiers, camelCase or snake_case, are kept) and,
 * when it has a slash, both upper- and lower-case letters too: a path with ids ('/account/123/users/456/…') is
 * kept, standard base64 with slashes is not.
 */
const longRun = (text: string) => (/\d/.test(text) && (!text.includes('/') || (/[a-z]/.test(text) && /[A-Z]/.test(text))) ? REDACTED : text);

const scrubUrl = (url: string) => url.replace(IN_URL, (match, long?: string) => (match.startsWith('//') ? `//${REDACTED}@` : long ? longRun(long) : REDACTED));

/** `text` with anything that looks like a token or an e-mail address replaced by '[…]'. */
export function scrubSecrets(text: string): string {
  return text.replace(IN_TEXT, (_match, url?: string, bearer?: string, long?: string) => {
    if (url) return scrubUrl(url);
    if (bearer) return `${bearer}${REDACTED}`;
    return long ? longRun(long) : REDACTED;
  });
}

/** How long a report is kept, and how often (at most, per process) the older ones are deleted. */
export const CLIENT_ERROR_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const CLIENT_ERROR_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the reports older than the retention. */
export async function sweepClientErrors(db: Db, now: Date): Promise<void> {
  await db.delete(clientErrors).where(lt(clientErrors.at, new Date(now.getTime() - CLIENT_ERROR_RETENTION_MS)));
}

/**
 * Stores one validated report: its texts scrubbed, then cut again (a scrubbed text is never longer, but the
 * bounds are the table's promise), at `now`, by `adminId`.
 */
export async function storeClientError(db: Db, report: z.output<typeof clientErrorReportSchema>, adminId: number, now: Date): Promise<void> {
  const clean = (text: string, max: number) => scrubSecrets(text).slice(0, max);
  await db.insert(clientErrors).values({
    at: now,
    admin_id: adminId,
    app: report.app,
    version: report.version,
    kind: report.kind,
    screen: clean(report.screen, CLIENT_ERROR_LIMITS.screen),
    message: clean(report.message, CLIENT_ERROR_LIMITS.message),
    stack: report.stack === undefined ? null : clean(report.stack, CLIENT_ERROR_LIMITS.stack),
  });
}

/** The number of reports per app and version since `since` (ordered by app, then version). */
export async function clientErrorCounts(db: Db, { since }: { since: Date }): Promise<Array<{ app: string; version: string; count: number }>> {
  return db
    .select({ app: clientErrors.app, version: clientErrors.version, count: sql<number>`count(*)::int` })
    .from(clientErrors)
    .where(gte(clientErrors.at, since))
    .groupBy(clientErrors.app, clientErrors.version)
    .orderBy(asc(clientErrors.app), asc(clientErrors.version));
}
