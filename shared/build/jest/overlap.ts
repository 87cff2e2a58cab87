/**
 * Calls made at once that must overlap in a test as a browser's do, whatever the machine's speed: a fake server
 * awaits `arrived()` before answering, and once armed with `together(n)` the next n requests are answered only
 * when all n have arrived (no delay that a busy machine could outrun).
 *   const overlap = requestOverlap();  …  overlap.together(4);  await Promise.all(fourCalls);
 */
export function requestOverlap() {
  let expected = 0;
  let waiting: (() => void)[] = [];
  return {
    together(count: number) {
      expected = count;
    },
    arrived(): Promise<void> {
      if (expected === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length < expected) return;
        for (const release of waiting) release();
        waiting = [];
        expected = 0;
      });
    },
  };
}
