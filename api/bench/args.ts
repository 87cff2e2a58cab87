/** The command-line options of the scripts (bench, bench:audit, bench:lists-all, load): `--name value` and `--flag`. */
import { StartupError } from '../src/config';

export const flag = (name: string) => process.argv.includes(`--${name}`);

export function value(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** A positive whole number option, or `fallback`; anything else stops the script with its usage. */
export function count(name: string, fallback: number, usage: string): number {
  const raw = value(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new StartupError(`--${name} debe ser un entero positivo.\n${usage}`);
  return n;
}

/** What the latency benchmarks (bench, bench:lists-all) take: requests per scenario, warm-up, a filter, --strict, --json. */
export function timingOptions(usage: string, defaults: { iterations: number; warmup: number }) {
  return {
    iterations: count('iterations', defaults.iterations, usage),
    warmup: count('warmup', defaults.warmup, usage),
    only: value('only'),
    strict: flag('strict'),
    jsonFile: value('json'),
  };
}
