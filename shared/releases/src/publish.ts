import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CoreRecord } from './guard';
import type { ReleaseStore } from './store';

/** The apps a release can be of (host and the five remotes). */
export const APPS = ['host', 'master', 'partners', 'certifications', 'organization', 'account'] as const;

/** A published version's record, `<app>/<version>/release.json`: written last, so it marks a complete publish. */
export interface Release {
  app: string;
  version: string;
  packageVersion: string;
  contentHash: string;
  builtAt: string;
  publishedAt: string;
  core: CoreRecord;
}

export interface DistFile {
  path: string;
  bytes: Buffer;
}

/** Every file of a build folder, by relative slash-separated path, sorted (the order the hash is taken in). */
export async function readDist(dir: string): Promise<DistFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { path: path.relative(dir, file).split(path.sep).join('/'), bytes: await readFile(file) };
      }),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** sha256 over the files in path order: each path and length, then its bytes (so no two layouts hash alike). */
export function contentHash(files: readonly DistFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0${file.bytes.length}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex');
}

/**
 * What the content hash is taken over. The build's stamp (`builtAt` in version.json and area.json, and so their
 * precompressed copies) is not content: the same sources built again are the same version, and publishing them
 * again changes nothing (the first publish's stamp stands).
 */
const STAMPED = new Set(['version.json', 'area.json']);
function hashedFiles(files: readonly DistFile[]): DistFile[] {
  return files
    .filter((file) => !STAMPED.has(file.path.replace(/\.(br|gz)$/, '')) || !/\.(br|gz)$/.test(file.path))
    .map((file) => {
      if (!STAMPED.has(file.path)) return file;
      const { builtAt: _builtAt, ...content } = JSON.parse(file.bytes.toString('utf8')) as Record<string, unknown>;
      return { path: file.path, bytes: Buffer.from(JSON.stringify(content)) };
    });
}

/**
 * The files as stored: version.json also names the release (`release`: its version id), so a running app can say
 * which version it is (error reports, 'Versiones'). It is outside the hash, and its precompressed copies, which
 * would still say the build's version only, are left out (it is served as it is).
 */
function storedFiles(files: readonly DistFile[], version: string): DistFile[] {
  return files
    .filter((file) => !/^version\.json\.(br|gz)$/.test(file.path))
    .map((file) =>
      file.path === 'version.json'
        ? { path: file.path, bytes: Buffer.from(`${JSON.stringify({ ...JSON.parse(file.bytes.toString('utf8')), release: version })}\n`) }
        : file,
    );
}

/** A version id: the package's version and the first 8 hex digits of the content hash. */
export const versionId = (packageVersion: string, hash: string): string => `${packageVersion}-${hash.slice(0, 8)}`;

const releaseKey = (app: string, version: string) => `${app}/${version}/release.json`;

/** A complete release of an app, or null (never published, or its publish did not finish). */
export async function getRelease(store: ReleaseStore, app: string, version: string): Promise<Release | null> {
  const body = await store.get(releaseKey(app, version));
  return body ? (JSON.parse(body.toString('utf8')) as Release) : null;
}

/** Every complete release of an app, oldest publish first. */
export async function listReleases(store: ReleaseStore, app: string): Promise<Release[]> {
  const keys = (await store.list(`${app}/`)).filter((key) => /^[^/]+\/[^/]+\/release\.json$/.test(key));
  const releases = await Promise.all(keys.map(async (key) => JSON.parse((await store.get(key))!.toString('utf8')) as Release));
  return releases.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}

/** What the build says about itself (shared/build's VersionFilePlugin): version, build time, core record. */
interface VersionFile {
  version: string;
  builtAt: string;
  core?: CoreRecord;
}

/**
 * Publishes a build folder as an immutable version of `app`. The files go first and release.json last, created
 * only if absent: a version without release.json is an unfinished publish (redone here, never listed), and a
 * version id, which carries the content hash, never names two contents. Publishing the same content again
 * changes nothing.
 */
export async function publish(
  store: ReleaseStore,
  app: string,
  distDir: string,
  now: Date = new Date(),
): Promise<{ release: Release; created: boolean }> {
  const files = await readDist(distDir);
  const versionFile = files.find((file) => file.path === 'version.json');
  const stamp = versionFile ? (JSON.parse(versionFile.bytes.toString('utf8')) as VersionFile) : null;
  if (!stamp?.core) throw new Error(`${distDir} has no version.json with a core record: build ${app} again.`);
  const hash = contentHash(hashedFiles(files));
  const version = versionId(stamp.version, hash);

  const existing = await getRelease(store, app, version);
  if (existing) return { release: checkSame(existing, hash), created: false };

  for (const file of storedFiles(files, version)) await store.put(`${app}/${version}/${file.path}`, file.bytes);
  const release: Release = {
    app,
    version,
    packageVersion: stamp.version,
    contentHash: hash,
    builtAt: stamp.builtAt,
    publishedAt: now.toISOString(),
    core: stamp.core,
  };
  if (await store.createIfAbsent(releaseKey(app, version), `${JSON.stringify(release, null, 2)}\n`)) return { release, created: true };
  // Someone published the same version meanwhile: theirs stands, if it is the same content.
  return { release: checkSame((await getRelease(store, app, version))!, hash), created: false };
}

function checkSame(existing: Release, hash: string): Release {
  if (existing.contentHash !== hash) {
    throw new Error(`${existing.app} ${existing.version} is already published with other content (${existing.contentHash}); it is never overwritten.`);
  }
  return existing;
}
