import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  const clock = () => {
    let at = 1_000_000;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it('allows max hits per key in a window, then refuses with the time left', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 3, windowMs: 10_000, now: c.now });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    c.advance(4_000);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 6_000 });
  });

  it('counts keys separately', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: clock().now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('starts a new window once the old one is over', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: c.now });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    c.advance(10_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets finished windows, so memory follows the live keys only', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 5, windowMs: 1_000, now: c.now });
    for (let i = 0; i < 100; i += 1) limiter.hit(`key-${i}`);
    expect(limiter.size).toBe(100);
    c.advance(1_000);
    limiter.hit('fresh');
    expect(limiter.size).toBe(1);
  });

  it('reset clears every counter', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: clock().now });
    limiter.hit('a');
    limiter.reset();
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
