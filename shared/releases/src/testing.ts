import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { CoreRecord } from './guard';
import { S3ReleaseStore } from './s3-store';
import { DiskReleaseStore, type ReleaseStore } from './store';

/** A store in a fresh temp folder. */
export const tempStore = () => new DiskReleaseStore(mkdtempSync(path.join(tmpdir(), 'releases-store-')));

const BUCKET = 'console-releases';

/**
 * The stores every store test runs on: a temp folder, and a fresh prefix of a bucket on a local S3 server (s3rver,
 * patched with S3's conditional PUT: patches/s3rver@3.7.1.patch), started once for the calling test file. For
 * `describe.each(storeKinds())`.
 */
export function storeKinds(): [string, () => ReleaseStore][] {
  let server: S3rver | null = null;
  let folder = '';
  let endpoint = '';
  let stores = 0;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'releases-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
    endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const s3Store = () =>
    new S3ReleaseStore({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: `store-${(stores += 1)}` });
  return [
    ['folder', tempStore],
    ['S3', s3Store],
  ];
}

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
