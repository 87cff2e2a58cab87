import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where releases and pointers live: objects named by slash-separated keys. The primitives are the ones an
 * S3-compatible bucket offers too, so a bucket can stand in for the folder: the one atomic guarantee anything
 * relies on is `createIfAbsent` (disk: link() of a complete temp file, which fails if the name exists;
 * S3: PUT with `If-None-Match: *`, s3-store.ts). `replace` swaps one whole document (disk: temp file + rename; S3: PUT).
 */
export interface ReleaseStore {
  /** Writes an object whole (a reader never sees half of it), replacing one of the same key. */
  put(key: string, body: Uint8Array | string): Promise<void>;
  /** Writes an object only if no object has that key: true if this call created it, false if it existed. */
  createIfAbsent(key: string, body: Uint8Array | string): Promise<boolean>;
  /** Replaces one document atomically: readers see the old or the new one, never a mix. */
  replace(key: string, body: Uint8Array | string): Promise<void>;
  /** An object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Every key under a prefix (at any depth), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Keys are relative, slash-separated, and never climb out of the store. */
export function checkKey(key: string): void {
  if (key === '' || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Invalid release store key: "${key}"`);
  }
}

/** Temp files sit in the store's own folder (same file system, so link and rename are atomic), out of every listing. */
const TEMP = '.tmp';

/** The release store as a folder (RELEASE_DIR; the repository's releases/ by default). */
export class DiskReleaseStore implements ReleaseStore {
  constructor(readonly dir: string) {}

  private fileOf(key: string): string {
    checkKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  /** A complete copy of `body` under a fresh temp name, to be linked or renamed into place. */
  private async temp(body: Uint8Array | string): Promise<string> {
    const dir = path.join(this.dir, TEMP);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, randomUUID());
    await writeFile(file, body);
    return file;
  }

  async put(key: string, body: Uint8Array | string): Promise<void> {
    await this.replace(key, body);
  }

  async createIfAbsent(key: string, body: Uint8Array | string): Promise<boolean> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = await this.temp(body);
    try {
      await link(temp, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temp);
    }
  }

  async replace(key: string, body: Uint8Array | string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(await this.temp(body), file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    // Only the folder the prefix names is walked: the store holds every version's files.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder) checkKey(folder);
    const start = path.join(this.dir, ...folder.split('/').filter(Boolean));
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix) && !key.startsWith(`${TEMP}/`))
      .sort();
  }
}
