/**
 * Uploaded files (POST utils/uploadToS3): what a file is, judged from its first bytes, and where it is kept —
 * the API's disk (served back at /files/{bucket}/{name}) or S3-compatible storage (signed PUT, aws4fetch).
 *
 * A stored name is derived from the content and the name the person gave it ('3f9a0c1d2b7e6a45-logo.png'),
 * so the same file uploaded twice is stored once and its address never changes (served immutable).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS, type UploadKind } from '@console/contracts';
import { AwsClient } from 'aws4fetch';
import type { UploadConfig } from '../config';

/** The types a bucket takes, by their signature: the content decides, the name must agree. */
const SIGNATURES: Record<string, { bytes: (number | null)[][]; type: string; extensions: string[] }> = {
  png: { bytes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]], type: 'image/png', extensions: ['png'] },
  jpg: { bytes: [[0xff, 0xd8, 0xff]], type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  // GIF87a, GIF89a
  gif: { bytes: [[0x47, 0x49, 0x46, 0x38, null, 0x61]], type: 'image/gif', extensions: ['gif'] },
  // A local file header, or the end record of an empty archive.
  zip: { bytes: [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]], type: 'application/zip', extensions: ['zip'] },
};
const KIND_TYPES: Record<UploadKind, string[]> = { image: ['png', 'jpg', 'gif'], code: ['zip'] };

export const BUCKET_KINDS = Object.fromEntries(Object.entries(UPLOADS).map(([kind, upload]) => [upload.bucket, kind as UploadKind])) as Record<
  string,
  UploadKind
>;

/** The stored file's type, or undefined when content or name is not one of the kind's types. */
export function fileType(kind: UploadKind, content: Buffer, fileName: string) {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  for (const key of KIND_TYPES[kind]) {
    const signature = SIGNATURES[key];
    const matches = signature.bytes.some((bytes) => content.length >= bytes.length && bytes.every((byte, i) => byte === null || content[i] === byte));
    if (matches && signature.extensions.includes(extension)) return { extension: signature.extensions[0], type: signature.type };
  }
  return undefined;
}

/** '3f9a0c1d2b7e6a45-logo.png': the content's hash and the given name, reduced to safe characters. */
export function storedName(content: Buffer, fileName: string, extension: string) {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const base = path
    .basename(fileName, path.extname(fileName))
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${hash}${base ? `-${base}` : ''}.${extension}`;
}

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(SIGNATURES).flatMap(({ type, extensions }) => extensions.map((extension) => [extension, type])),
);

/** Keeps a file; answers the address it is read at (from the configuration only, never from a request). */
export interface Storage {
  put(bucket: string, name: string, content: Buffer, type: string): Promise<string>;
}

export function createStorage(config: UploadConfig): Storage {
  const { s3 } = config;
  if (s3) {
    const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3' });
    return {
      async put(bucket, name, content, type) {
        // One configured bucket; the console's buckets are its folders. Path-style, as every S3-compatible server takes it.
        const key = `${bucket}/${name}`;
        const response = await client.fetch(`${s3.endpoint}/${s3.bucket}/${key}`, {
          method: 'PUT',
          body: content,
          headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' },
        });
        if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status} ${await response.text().catch(() => '')}`);
        return `${s3.publicUrl}/${key}`;
      },
    };
  }
  return {
    async put(bucket, name, content) {
      const folder = path.join(config.dir, bucket);
      await mkdir(folder, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = path.join(folder, `.${name}.${process.pid}.${Date.now()}`);
      await writeFile(temporary, content);
      await rename(temporary, path.join(folder, name));
      return `${config.publicUrl}/files/${bucket}/${name}`;
    },
  };
}
