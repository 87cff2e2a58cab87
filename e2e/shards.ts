/**
 * The end-to-end files split into shards of about equal time, for `npm test`'s side-by-side run (scripts/console.mjs:
 * each shard its own API, database and servers). Playwright's own `--shard` splits by test count in file order, so
 * the accessibility walk (a third of the time in one file) and its neighbours landed in one shard, twice as long as
 * the other. Here the longest files go first, each to the shard with the least time so far, by the seconds a run
 * measured (durations.json, with `tsx shards.ts --measure <playwright JSON report>…` to refresh it: each shard's report); a file it
 * does not list counts as the median file.
 *   tsx shards.ts <shard> <count>     prints that shard's files, one per line
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DURATIONS = path.join(__dirname, 'durations.json');
const TESTS = path.join(__dirname, 'tests');

const specFiles = () => readdirSync(TESTS).filter((file) => file.endsWith('.spec.ts')).sort();

/** The files of each of `count` shards: longest first, each to the shard with the least time so far. */
export function splitByTime(files: readonly string[], seconds: Readonly<Record<string, number>>, count: number): string[][] {
  const known = files.map((file) => seconds[file]).filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weighted = files.map((file) => ({ file, time: seconds[file] ?? median })).sort((a, b) => b.time - a.time || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], time: 0 }));
  for (const { file, time } of weighted) {
    const lightest = shards.reduce((best, shard) => (shard.time < best.time ? shard : best));
    lightest.files.push(file);
    lightest.time += time;
  }
  return shards.map((shard) => shard.files.sort());
}

interface JsonSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: JsonSuite[];
}

/** Seconds per file from Playwright JSON reports (`--reporter=json`, one per shard): every attempt's time counts. */
function measure(reports: string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  const walk = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) totals[path.basename(suite.file)] = (totals[path.basename(suite.file)] ?? 0) + result.duration / 1000;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const report of reports) for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: JsonSuite[] }).suites) walk(suite);
  return Object.fromEntries(Object.entries(totals).sort(([a], [b]) => a.localeCompare(b)).map(([file, time]) => [file, Math.round(time)]));
}

if (require.main === module) {
  const [first, second, ...more] = process.argv.slice(2);
  if (first === '--measure') {
    writeFileSync(DURATIONS, `${JSON.stringify(measure([second, ...more]), null, 2)}\n`);
  } else {
    const [index, count] = [Number(first), Number(second)];
    if (!(Number.isInteger(count) && count >= 1 && Number.isInteger(index) && index >= 1 && index <= count)) {
      console.error('tsx shards.ts <shard> <count>  |  tsx shards.ts --measure <report.json>…');
      process.exit(2);
    }
    const seconds = JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
    console.log(splitByTime(specFiles(), seconds, count)[index - 1].map((file) => `tests/${file}`).join('\n'));
  }
}
