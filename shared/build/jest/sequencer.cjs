/**
 * The order jest hands the test files to its workers (jest.config.cjs): jest's own (a file that failed last time
 * first, then the longest first), with the times a run measured (durations.json, milliseconds) where this machine
 * has none of its own. On a fresh machine, as CI's, jest knows no times and orders by file size: the generic screen suites,
 * short files that run longest, went last, into workers slowed by every file before them, and one worker ran on
 * alone (a run with an empty cache: 344 s, against 292 s).
 *   node shared/build/jest/sequencer.cjs --measure <report.json>   refreshes durations.json from
 *   `pnpm exec jest --maxWorkers=2 --json --outputFile=<report.json>`
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const DURATIONS = path.join(__dirname, 'durations.json');
const root = path.resolve(__dirname, '..', '..', '..');

/** Milliseconds per file, by its path from the repository's root. */
const measured = fs.existsSync(DURATIONS) ? JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) : {};

class MeasuredSequencer extends Sequencer {
  time(test) {
    return super.time(test) ?? measured[path.relative(root, test.path)];
  }
}

if (require.main === module) {
  const [flag, report] = process.argv.slice(2);
  if (flag !== '--measure' || !report) {
    console.error('node shared/build/jest/sequencer.cjs --measure <jest --json report>');
    process.exit(2);
  }
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const times = testResults
    .map((result) => [path.relative(root, result.name), result.endTime - result.startTime])
    .sort(([a], [b]) => a.localeCompare(b));
  fs.writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(times), null, 2)}\n`);
}

module.exports = MeasuredSequencer;
