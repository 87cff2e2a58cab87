/**
 * Fixed-window rate limits kept in PostgreSQL (table rate_limits), so every API instance on one database
 * shares them: one atomic upsert per hit, on the app's clock. A limiter counts under its own name
 * ('address:10.0.0.7', 'failures:ana@x.com|10.0.0.7'); finished windows are swept now and then.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitState {
  allowed: boolean;
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts a hit for `key`; `allowed` is false once the key is over its limit in the current window. */
  hit(key: string): Promise<RateLimitState>;
  /** Whether `key` is over its limit now, without counting. */
  check(key: string): Promise<RateLimitState>;
}

/** One sweep of finished windows per this many hits of a process (cheap: the primary key is not needed). */
const SWEEP_EVERY = 500;
let hitsSinceSweep = 0;

export function createRateLimiter({ db, name, max, windowMs, now }: { db: Db; name: string; max: number; windowMs: number; now: () => number }): RateLimiter {
  const state = (hits: number, start: Date, at: number): RateLimitState => {
    const allowed = hits <= max;
    return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, start.getTime() + windowMs - at) };
  };
  return {
    async hit(key) {
      const at = now();
      const started = new Date(at);
      const expired = new Date(at - windowMs);
      const fresh = sql`${rateLimits.window_start} <= ${expired.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: `${name}:${key}`.slice(0, 400), window_start: started, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${fresh} then 1 else ${rateLimits.hits} + 1 end`,
            window_start: sql`case when ${fresh} then ${started.toISOString()}::timestamptz else ${rateLimits.window_start} end`,
          },
        })
        .returning({ hits: rateLimits.hits, window_start: rateLimits.window_start });
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.delete(rateLimits).where(lt(rateLimits.window_start, expired));
      }
      return state(row.hits, row.window_start, at);
    },
    async check(key) {
      const at = now();
      const [row] = await db
        .select({ hits: rateLimits.hits, window_start: rateLimits.window_start })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, `${name}:${key}`.slice(0, 400))));
      if (!row || row.window_start.getTime() <= at - windowMs) return { allowed: true, retryAfterMs: 0 };
      // Already at the limit: one more would be over it.
      return state(row.hits + 1, row.window_start, at);
    },
  };
}
