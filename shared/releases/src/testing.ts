import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CoreRecord } from './guard';
import { DiskReleaseStore } from './store';

/** A store in a fresh temp folder. */
export const tempStore = () => new DiskReleaseStore(mkdtempSync(path.join(tmpdir(), 'releases-store-')));

/** A build folder as the build writes it: a chunk, a manifest and version.json with its core record. */
export function fakeDist(content: string, core: CoreRecord = { version: '1.2.0', uses: ['api'] }, packageVersion = '1.0.0'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-dist-'));
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(path.join(dir, 'main.0123abcd.js'), content);
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'fonts', 'inter.woff2'), 'font');
  writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ name: 'remote-x', version: packageVersion, builtAt: '2025-01-01T00:00:00.000Z', core }));
  return dir;
}
