import path from 'node:path';
import { S3ReleaseStore, type S3Location } from './s3-store';
import { DiskReleaseStore, type ReleaseStore } from './store';

/** Where the release store is: a folder (RELEASE_DIR) or an S3-compatible bucket (RELEASE_S3_*). */
export type StoreLocation = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3Location);

/** A store setting that is missing or wrong; `variable` names it, so each caller can say it in its own words. */
export class StoreLocationError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: 'missing' | 'invalid',
  ) {
    super(problem === 'missing' ? `${variable} is required when RELEASE_S3_ENDPOINT is set.` : `${variable} is not valid.`);
  }
}

/**
 * The store the environment names: a bucket when RELEASE_S3_ENDPOINT is set (RELEASE_S3_BUCKET,
 * RELEASE_S3_ACCESS_KEY_ID and RELEASE_S3_SECRET_ACCESS_KEY then required; RELEASE_S3_REGION, us-east-1 by default,
 * and RELEASE_S3_PREFIX optional), else the folder RELEASE_DIR; null when neither is set.
 */
export function storeLocation(env: Record<string, string | undefined>): StoreLocation | null {
  const get = (name: string) => env[name]?.trim() || undefined;
  const endpoint = get('RELEASE_S3_ENDPOINT');
  if (!endpoint) {
    const dir = get('RELEASE_DIR');
    return dir ? { kind: 'folder', dir: path.resolve(dir) } : null;
  }
  const required = (name: string) => {
    const value = get(name);
    if (!value) throw new StoreLocationError(name, 'missing');
    return value;
  };
  if (!/^https?:\/\/[^/]+/.test(endpoint)) throw new StoreLocationError('RELEASE_S3_ENDPOINT', 'invalid');
  const bucket = required('RELEASE_S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new StoreLocationError('RELEASE_S3_BUCKET', 'invalid');
  const prefix = get('RELEASE_S3_PREFIX')?.replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    region: get('RELEASE_S3_REGION') ?? 'us-east-1',
    accessKeyId: required('RELEASE_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('RELEASE_S3_SECRET_ACCESS_KEY'),
    ...(prefix ? { prefix } : {}),
  };
}

export function openStore(location: StoreLocation): ReleaseStore {
  return location.kind === 'folder' ? new DiskReleaseStore(location.dir) : new S3ReleaseStore(location);
}

/** Where browsers read a bucket's objects when RELEASE_PUBLIC_URL does not say (path-style, as the store writes). */
export const bucketUrl = (location: S3Location) => `${location.endpoint}/${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;

/** The store in words, for the CLI's messages. */
export const describeLocation = (location: StoreLocation) => (location.kind === 'folder' ? location.dir : `s3 ${bucketUrl(location)}`);
