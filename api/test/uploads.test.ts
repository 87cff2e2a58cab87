/**
 * Uploads (POST utils/uploadToS3): the type judged from the content, the size limit, the two buckets, the
 * file served back from the API's disk, and the same upload into S3-compatible storage (an s3rver started
 * here, with signed requests).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { and, eq, inArray } from 'drizzle-orm';
import { admins, permissions, rolePermissions } from '../src/db/schema';
import { accessTokenFor, bearer, demoDatabase, json, makeApp } from './helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-not-a-real-image-but-a-png-signature')]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);
const GIF = Buffer.from('GIF89a-content');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('zip-content')]);

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.content]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

let database: Awaited<ReturnType<typeof demoDatabase>>;
let app: FastifyInstance;
let s3App: FastifyInstance;
let headers: Record<string, string>;
let dir: string;
let s3dir: string;
let s3: S3rver;
let s3Url: string;

const upload = async (target: FastifyInstance, fields: Record<string, string>, file?: { name: string; content: Buffer }, auth = headers) => {
  const { payload, contentType } = await multipart(fields, file);
  return target.inject({ method: 'POST', url: '/api/utils/uploadToS3', headers: { ...auth, 'content-type': contentType }, payload });
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
  s3dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-test-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'console-files', configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  s3Url = `http://127.0.0.1:${address.port}`;
  database = await demoDatabase();
  app = (await makeApp(database.handle, { config: { uploads: { dir, publicUrl: 'http://localhost:4000' } } })).app;
  s3App = (
    await makeApp(database.handle, {
      config: {
        uploads: {
          dir,
          publicUrl: 'http://localhost:4000',
          s3: { endpoint: s3Url, region: 'us-east-1', bucket: 'console-files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', publicUrl: `${s3Url}/console-files` },
        },
      },
    })
  ).app;
  headers = bearer(await accessTokenFor(app, 1));
}, 60_000);

afterAll(async () => {
  await database?.close(app, s3App);
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(s3dir, { recursive: true, force: true });
});

describe('on the API disk', () => {
  it('keeps an image under a name from its content and serves it back at the answered url', async () => {
    const answer = await upload(app, { bucket: 'images' }, { name: 'Logo de Konverza.PNG', content: PNG });
    expect(answer.statusCode).toBe(200);
    const { resource } = json(answer);
    expect(resource).toMatchObject({ bucket: 'images', type: 'image/png', size: PNG.length });
    expect(resource.name).toMatch(/^[0-9a-f]{16}-logo-de-konverza\.png$/);
    // The configured address (PUBLIC_URL, or UPLOAD_PUBLIC_URL), never the request's Host.
    expect(resource.url).toBe(`http://localhost:4000/files/images/${resource.name}`);
    expect(await readFile(path.join(dir, 'images', resource.name))).toEqual(PNG);

    const served = await app.inject({ method: 'GET', url: new URL(resource.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' });

    // The same file again: the same address.
    expect(json(await upload(app, { bucket: 'images' }, { name: 'Logo de Konverza.PNG', content: PNG })).resource.url).toBe(resource.url);
  });

  it('answers the configured address whatever Host the request names', async () => {
    const forged = { ...headers, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const answer = await upload(app, { bucket: 'images' }, { name: 'logo.png', content: PNG }, forged);
    expect(answer.statusCode).toBe(200);
    expect(json(answer).resource.url).toMatch(/^http:\/\/localhost:4000\/files\/images\/[0-9a-f]{16}-logo\.png$/);
    expect(JSON.stringify(answer.headers) + answer.body).not.toContain('evil.example');
  });

  it('takes jpg, jpeg and gif images and zip code, whatever order the fields come in', async () => {
    for (const [name, content, type] of [
      ['foto.jpg', JPG, 'image/jpeg'],
      ['foto.jpeg', JPG, 'image/jpeg'],
      ['anim.gif', GIF, 'image/gif'],
    ] as const) {
      const answer = await upload(app, { bucket: 'images' }, { name, content });
      expect([name, answer.statusCode, json(answer).resource?.type]).toEqual([name, 200, type]);
    }
    const form = new FormData();
    form.append('file', new Blob([ZIP]), 'mi-extension.zip');
    form.append('bucket', 'code');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const zip = await app.inject({
      method: 'POST',
      url: '/api/utils/uploadToS3',
      headers: { ...headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(zip.statusCode).toBe(200);
    expect(json(zip).resource.name).toMatch(/^[0-9a-f]{16}-mi-extension\.zip$/);
    const served = await app.inject({ method: 'GET', url: `/files/code/${json(zip).resource.name}` });
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${json(zip).resource.name}"`);
  });

  it('judges the type by the content, not the name, and refuses in Spanish', async () => {
    const cases: [Record<string, string>, { name: string; content: Buffer } | undefined, number, string][] = [
      [{ bucket: 'images' }, { name: 'falsa.png', content: Buffer.from('<svg onload="alert(1)"></svg>') }, 400, 'Sube una imagen jpg o png'],
      [{ bucket: 'images' }, { name: 'logo.svg', content: PNG }, 400, 'Sube una imagen jpg o png'],
      [{ bucket: 'images' }, { name: 'codigo.zip', content: ZIP }, 400, 'Sube una imagen jpg o png'],
      [{ bucket: 'code' }, { name: 'logo.zip', content: PNG }, 400, 'Sube un archivo .zip'],
      [{ bucket: 'code' }, { name: 'codigo.tar', content: ZIP }, 400, 'Sube un archivo .zip'],
      [{ bucket: 'otro' }, { name: 'logo.png', content: PNG }, 400, "El bucket debe ser 'images' o 'code'"],
      [{}, { name: 'logo.png', content: PNG }, 400, "El bucket debe ser 'images' o 'code'"],
      [{ bucket: 'images' }, undefined, 400, 'Elige un archivo para subir'],
      [{ bucket: 'images' }, { name: 'vacia.png', content: Buffer.alloc(0) }, 400, 'Elige un archivo para subir'],
      [{ bucket: 'images' }, { name: 'enorme.png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }, 413, 'La imagen supera el tamaño máximo de 5 MB'],
    ];
    for (const [fields, file, status, text] of cases) {
      const answer = await upload(app, fields, file);
      expect([file?.name, answer.statusCode, json(answer).success]).toEqual([file?.name, status, false]);
      expect(json(answer).error).toContain(text);
    }
    const notMultipart = await app.inject({ method: 'POST', url: '/api/utils/uploadToS3', headers, payload: { bucket: 'images' } });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('needs a session, and a role with the upload permission; serves only names it could have made', async () => {
    expect((await upload(app, { bucket: 'images' }, { name: 'logo.png', content: PNG }, {})).statusCode).toBe(401);
    // The demo Nerd (role 2) may upload ('Subir archivos'); without that permission it may not.
    const db = database.handle.db;
    const [nerd] = await db.select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'nerd@example.com'));
    const nerdHeaders = bearer(await accessTokenFor(app, nerd.admin_id));
    expect((await upload(app, { bucket: 'images' }, { name: 'logo.png', content: PNG }, nerdHeaders)).statusCode).toBe(200);
    const uploadPermissions = await db.select({ id: permissions.permission_id }).from(permissions).where(eq(permissions.resource, 'upload'));
    await db.delete(rolePermissions).where(and(eq(rolePermissions.role_id, 2), inArray(rolePermissions.permission_id, uploadPermissions.map((p) => p.id))));
    const refused = await upload(app, { bucket: 'images' }, { name: 'logo.png', content: PNG }, nerdHeaders);
    expect([refused.statusCode, json(refused).error]).toEqual([403, 'No tienes permiso para crear archivos.']);
    for (const url of ['/files/images/../../etc/passwd', '/files/otro/0123456789abcdef.png', '/files/images/0123456789abcdef.png', '/files/images/..%2F..%2Fsecret']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, json(answer).success, answer.headers['cache-control']]).toEqual([url, 404, false, 'no-store']);
    }
  });
});

describe('in S3-compatible storage', () => {
  it('puts the file with a signed request and answers the public address it is read at', async () => {
    const answer = await upload(s3App, { bucket: 'images' }, { name: 'portada.gif', content: GIF });
    expect(answer.statusCode).toBe(200);
    const { url, name } = json(answer).resource;
    expect(url).toBe(`${s3Url}/console-files/images/${name}`);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(GIF);
    expect(read.headers.get('content-type')).toBe('image/gif');
  });

  it('says so when the storage refuses (a bucket it does not have)', async () => {
    const missingBucket = (
      await makeApp(database.handle, {
        config: {
          uploads: {
            dir,
            publicUrl: 'http://localhost:4000',
            s3: { endpoint: s3Url, region: 'us-east-1', bucket: 'no-such-bucket', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', publicUrl: `${s3Url}/no-such-bucket` },
          },
        },
      })
    ).app;
    try {
      const answer = await upload(missingBucket, { bucket: 'code' }, { name: 'rechazada.zip', content: ZIP }, bearer(await accessTokenFor(missingBucket, 1)));
      expect(answer.statusCode).toBe(502);
      expect(json(answer).error).toBe('No se pudo guardar el archivo. Intenta de nuevo.');
    } finally {
      await missingBucket.close();
    }
  });
});
