import { AwsClient } from 'aws4fetch';
import SERVING from './serving.json';
import { checkKey, type ReleaseStore } from './store';

/** Where an S3-compatible release store is (RELEASE_S3_*): one bucket, path-style, optionally under a prefix. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys are stored under `<prefix>/` when set (one bucket for several stores). */
  prefix?: string;
}

/** How many times a write that S3 answered 409 ConditionalRequestConflict (a concurrent conditional write) is retried. */
const CONFLICT_RETRIES = 5;

/** What browsers are told about a stored object: its type and its cache rule (a version's files never change). */
function objectHeaders(key: string): Record<string, string> {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')) : '';
  const types = SERVING.contentTypes as Record<string, string>;
  const cache = key.startsWith('pointers/') || SERVING.revalidated.includes(name) ? SERVING.revalidate : SERVING.immutable;
  return { 'Content-Type': types[extension] ?? SERVING.defaultType, 'Cache-Control': cache };
}

/** The text of an XML element's every occurrence, entities decoded (ListObjectsV2 answers only what this reads). */
function xmlValues(xml: string, element: string): string[] {
  const decode = (text: string) =>
    text.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-f]+));/gi, (entity, name: string, decimal?: string, hex?: string) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[name.toLowerCase()] ?? entity;
    });
  return [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((match) => decode(match[1]));
}

/**
 * The release store as an S3-compatible bucket (RELEASE_S3_*). The atomic primitive is S3's conditional write:
 * `createIfAbsent` is a PUT with `If-None-Match: *`, which S3 answers 412 when the key exists, so of two
 * concurrent creators exactly one wins. A PUT replaces an object whole, so `put` and `replace` are one PUT.
 * Objects carry the type and cache rule browsers need, as the folder's server gives them (serving.json).
 */
export class S3ReleaseStore implements ReleaseStore {
  private readonly client: AwsClient;

  constructor(readonly location: S3Location) {
    this.client = new AwsClient({
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
      region: location.region,
      service: 's3',
    });
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  private url(objectKey = '', query?: URLSearchParams): string {
    const path = objectKey.split('/').map(encodeURIComponent).join('/');
    return `${this.location.endpoint}/${this.location.bucket}/${path}${query ? `?${query}` : ''}`;
  }

  private async write(key: string, body: Uint8Array | string, conditional: boolean): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.client.fetch(this.url(this.objectKey(key)), {
        method: 'PUT',
        body: typeof body === 'string' ? body : Buffer.from(body),
        headers: { ...objectHeaders(key), ...(conditional ? { 'If-None-Match': '*' } : {}) },
      });
      if (response.status !== 409 || attempt === CONFLICT_RETRIES) return response;
      await response.arrayBuffer();
    }
  }

  private static async failure(what: string, response: Response): Promise<Error> {
    const text = await response.text().catch(() => '');
    const code = xmlValues(text, 'Code')[0];
    return new Error(`S3 ${what}: ${response.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, body: Uint8Array | string): Promise<void> {
    const response = await this.write(key, body, false);
    if (!response.ok) throw await S3ReleaseStore.failure(`PUT ${key}`, response);
    await response.arrayBuffer();
  }

  async createIfAbsent(key: string, body: Uint8Array | string): Promise<boolean> {
    const response = await this.write(key, body, true);
    if (response.status === 412) {
      await response.arrayBuffer();
      return false;
    }
    if (!response.ok) throw await S3ReleaseStore.failure(`PUT ${key} (If-None-Match)`, response);
    await response.arrayBuffer();
    return true;
  }

  async replace(key: string, body: Uint8Array | string): Promise<void> {
    await this.put(key, body);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.client.fetch(this.url(this.objectKey(key)));
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw await S3ReleaseStore.failure(`GET ${key}`, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async list(prefix: string): Promise<string[]> {
    const base = this.location.prefix ? `${this.location.prefix}/` : '';
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${base}${prefix}` });
      if (token) query.set('continuation-token', token);
      const response = await this.client.fetch(this.url('', query));
      if (!response.ok) throw await S3ReleaseStore.failure(`LIST ${prefix}`, response);
      const xml = await response.text();
      keys.push(...xmlValues(xml, 'Key').map((key) => key.slice(base.length)));
      token = xmlValues(xml, 'IsTruncated')[0] === 'true' ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
    } while (token);
    return keys.sort();
  }
}
