/**
 * In-memory fixed-window rate limiter: at most `max` hits per key per `windowMs`.
 * One process only (the counters are not shared between instances); see README.
 */
export interface RateLimiter {
  /** Counts a hit for `key`; `allowed` is false once the key is over its limit in the current window. */
  hit(key: string): { allowed: boolean; retryAfterMs: number };
  /** Forgets every counter (tests). */
  reset(): void;
  readonly size: number;
}

export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): RateLimiter {
  const { max, windowMs } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  /** Drops finished windows, at most once per window length, so memory stays bounded by live keys. */
  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, entry] of windows) if (at - entry.start >= windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const at = now();
      sweep(at);
      let entry = windows.get(key);
      if (!entry || at - entry.start >= windowMs) {
        entry = { start: at, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      const allowed = entry.count <= max;
      return { allowed, retryAfterMs: allowed ? 0 : entry.start + windowMs - at };
    },
    reset() {
      windows.clear();
    },
    get size() {
      return windows.size;
    },
  };
}
