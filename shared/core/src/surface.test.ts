/**
 * The core is shared at run time: a remote built months ago runs against today's host's core. So the core
 * changes additively only, and its version moves with every change. surface.json records both:
 *   - every public name, with the version that added it: a name may never disappear;
 *   - a hash of the sources: any change to them needs a new version (package.json) recorded here.
 * After a deliberate, additive change: bump the version in package.json, then `pnpm --filter @console/core surface`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as core from './index';

interface Surface {
  version: string;
  sourceHash: string;
  names: Record<string, string>;
}

const root = path.join(__dirname, '..');
const file = path.join(root, 'surface.json');
const version: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;

function sourceHash() {
  const hash = createHash('sha256');
  const sources = fs
    .readdirSync(__dirname)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort();
  for (const name of sources) hash.update(name).update(fs.readFileSync(path.join(__dirname, name)));
  return hash.digest('hex').slice(0, 16);
}

const exported = Object.keys(core).sort();
const read = (): Surface =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { version: '0.0.0', sourceHash: '', names: {} };
let recorded = read();

const newer = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

if (process.env.WRITE_SURFACE) {
  const names = Object.fromEntries(exported.map((name) => [name, recorded.names[name] ?? version]));
  fs.writeFileSync(file, `${JSON.stringify({ version, sourceHash: sourceHash(), names }, null, 2)}\n`);
  recorded = read();
}

describe('the core is a contract (changes additively, versioned)', () => {
  it('still exports every public name it ever had', () => {
    const missing = Object.keys(recorded.names).filter((name) => !exported.includes(name));
    expect(missing).toEqual([]);
  });

  it('records every public name with the version that added it', () => {
    const unrecorded = exported.filter((name) => !(name in recorded.names));
    expect(unrecorded).toEqual([]);
  });

  it('moves its version with every change of its sources', () => {
    const current = sourceHash();
    if (current !== recorded.sourceHash) {
      // Changed sources: the version must be newer than the one recorded with the old hash.
      expect({ changed: true, version, newerThanRecorded: newer(version, recorded.version) }).toEqual({
        changed: true,
        version,
        newerThanRecorded: true,
      });
    } else {
      expect(version).toBe(recorded.version);
    }
  });
});
