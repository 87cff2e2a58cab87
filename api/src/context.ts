/**
 * What the routes reach through `app.ctx`: configuration, database, mailer, clock, rate limiters.
 * One object per app instance (tests build several apps, each with its own clock and limits).
 */
import type { SessionCache } from './auth/guard';
import type { StaffAdmin } from './auth/staff';
import type { RunConfig } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './lib/rate-limit';
import type { Mailer } from './lib/mailer';

export interface AppContext {
  config: RunConfig;
  db: Db;
  mailer: Mailer;
  /** The clock of everything that expires (codes, refresh tokens, rate limits). */
  now: () => Date;
  /** Human-readable lines for the operator (stdout by default). */
  print: (line: string) => void;
  /** The staff guard's answers per session, dropped when the database announces a change (auth/guard.ts). */
  sessions: SessionCache;
  /** Work answered 202 and still running (account merges): the app waits for it when it closes, a test for its end. */
  background: Set<Promise<void>>;
  /** Kept in PostgreSQL: every instance on one database shares them (lib/rate-limit.ts). */
  limits: {
    /** Codes sent per e-mail (only reachable with the right password: no mail-bombing). */
    codePerEmail: RateLimiter;
    /** Wrong passwords and codes per e-mail AND address: an attacker elsewhere cannot lock the owner out. */
    failuresPerEmailAddress: RateLimiter;
    /** Wrong passwords and codes per device token: a known browser is not locked out by others' failures at its address. */
    failuresPerDevice: RateLimiter;
    signInPerAddress: RateLimiter;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in staff admin (set by the guard on every protected route). */
    admin: StaffAdmin;
  }
}
