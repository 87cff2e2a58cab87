/**
 * The release commands, run by scripts/console.mjs (with tsx) against the store the environment names
 * (RELEASE_S3_* for a bucket, else the folder RELEASE_DIR; location.ts):
 *   publish <app> <dist folder>        prints the version id on its last line
 *   promote <app> <version> [--env production] [--canary <percent> | --admins <ids comma-separated>]
 *   rollback <app> [--env production]
 *   releases <app>
 * Who changes a pointer: RELEASE_BY, else the user's login name.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { promote, releases, rollback, type CanaryOption, type HistoryEntry, type ReleaseOverview } from './pointers';
import { APPS, publish } from './publish';
import { describeLocation, openStore, storeLocation } from './location';

function appOf(app: string | undefined): string {
  if (!app || !(APPS as readonly string[]).includes(app)) throw new Error(`Name an app: ${APPS.join(', ')}.`);
  return app;
}

function canaryOf(percent: string | undefined, admins: string | undefined): CanaryOption | undefined {
  if (percent !== undefined && admins !== undefined) throw new Error('Use --canary or --admins, not both.');
  if (percent !== undefined) return { percent: Number(percent) };
  if (admins !== undefined) return { admins: admins.split(',').map((id) => Number(id.trim())) };
  return undefined;
}

const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function describeChange(entry: HistoryEntry): string {
  const canary = entry.pointer.apps[entry.app]?.canary;
  const share = canary?.admins ? `admins ${canary.admins.join(', ')}` : `${canary?.percent} % of staff`;
  const what = entry.action === 'canary' ? `is the canary of ${entry.app} for ${share} (others keep ${entry.from})` : `is live${entry.from ? ` (was ${entry.from})` : ''}`;
  return `${entry.app} ${entry.to} ${what} in ${entry.env}: revision ${entry.revision}, by ${entry.by}.`;
}

/** One row per version: its build and publish times, where it runs, and its last pointer change. */
function table(rows: ReleaseOverview[]): string {
  const lines = [['VERSION', 'BUILT', 'PUBLISHED', 'RUNS', 'LAST CHANGE']];
  for (const row of rows) {
    const runs = [...row.liveIn.map((env) => `live: ${env}`), ...row.canaryIn.map((env) => `canary: ${env}`)].join(', ') || '-';
    const last = row.changes[row.changes.length - 1];
    lines.push([row.version, minute(row.builtAt), minute(row.publishedAt), runs, last ? `${last.action} ${last.env} ${minute(last.at)} by ${last.by}` : '-']);
  }
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  return lines.map((line) => line.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { env: { type: 'string', default: 'production' }, canary: { type: 'string' }, admins: { type: 'string' } },
  });
  const [command, app, version] = positionals;
  const location = storeLocation(process.env);
  if (!location) throw new Error('Neither RELEASE_DIR nor RELEASE_S3_ENDPOINT is set.');
  const store = openStore(location);
  const where = describeLocation(location);
  const by = process.env.RELEASE_BY ?? userInfo().username;
  switch (command) {
    case 'publish': {
      if (!version) throw new Error('publish <app> <dist folder>');
      const { release, created } = await publish(store, appOf(app), version);
      console.log(created ? `Published ${release.app} ${release.version} to ${where}.` : `${release.app} ${release.version} was already published (same content).`);
      console.log(release.version);
      return;
    }
    case 'promote':
      if (!version) throw new Error('promote <app> <version> [--env production] [--canary <percent> | --admins <ids>]');
      console.log(describeChange(await promote(store, appOf(app), version, { env: values.env, by, canary: canaryOf(values.canary, values.admins) })));
      return;
    case 'rollback': {
      const entry = await rollback(store, appOf(app), { env: values.env, by });
      console.log(`${entry.app} rolled back in ${entry.env}: ${entry.from} → ${entry.to} (revision ${entry.revision}, by ${entry.by}).`);
      return;
    }
    case 'releases': {
      const rows = await releases(store, appOf(app));
      console.log(rows.length ? table(rows) : `${app} has no published release in ${where}.`);
      return;
    }
    default:
      throw new Error(`Unknown release command "${command}".`);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`[releases] ${error.message}`);
  process.exit(1);
});
