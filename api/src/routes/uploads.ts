/**
 * File uploads (document 2 §7, RULINGS 3): POST utils/uploadToS3 takes a multipart `file` and `bucket`
 * ('images' or 'code', the console's two fixed buckets), checks the type from the content (and that the
 * name agrees) and the size, keeps it (lib/storage.ts) and answers { url, name }. GET /files/{bucket}/{name}
 * serves what was kept on disk, to anyone (an <img> sends no token), as an immutable download.
 *
 * Uploading is its own permission (resource 'upload', action create: 'Subir archivos' in the demo roles).
 * An upload writes no record: the record that points to the file (a package's image) is audited when it is
 * saved, so the upload route lives outside requireAudit; it is logged with who sent what.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { uploadOperations, UPLOADS } from '@console/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { BUCKET_KINDS, CONTENT_TYPES, createStorage, fileType, storedName } from '../lib/storage';

const LARGEST = Math.max(...Object.values(UPLOADS).map((upload) => upload.maxBytes));
export const uploadTexts = {
  noFile: 'Elige un archivo para subir (campo file).',
  bucket: `El bucket debe ser ${Object.values(UPLOADS)
    .map((upload) => `'${upload.bucket}'`)
    .join(' o ')} (campo bucket).`,
  notStored: 'No se pudo guardar el archivo. Intenta de nuevo.',
};
const FILE_NAME = /^[0-9a-f]{16}(-[a-z0-9_-]{1,60})?\.[a-z]{3,4}$/;

/** The body's `bucket` and `file`, read in whatever order they come; the file no larger than the largest kind allows. */
async function readUpload(request: FastifyRequest) {
  let bucket: string | undefined;
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LARGEST, files: 1, fields: 4, parts: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(uploadTexts.noFile, 'file');
        file = { name: part.filename, content: await part.toBuffer() };
      } else if (part.fieldname === 'bucket') {
        bucket = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOADS[BUCKET_KINDS[bucket ?? ''] ?? 'code'].tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(uploadTexts.noFile, 'file');
    if (code?.startsWith('FST_')) throw badRequest('La subida no es un formulario multipart válido.');
    throw error;
  }
  return { bucket, file };
}

export default async function uploadRoutes(app: FastifyInstance) {
  const storage = createStorage(app.ctx.config.uploads);
  await app.register(multipart);

  route(app, uploadOperations.upload, async ({ request }) => {
    const { bucket, file } = await readUpload(request);
    const kind = BUCKET_KINDS[bucket ?? ''];
    if (!kind) throw badRequest(uploadTexts.bucket, 'bucket');
    if (!file || file.content.length === 0) throw badRequest(uploadTexts.noFile, 'file');
    if (file.content.length > UPLOADS[kind].maxBytes) throw new HttpError(413, UPLOADS[kind].tooLarge);
    const type = fileType(kind, file.content, file.name);
    if (!type) throw badRequest(UPLOADS[kind].wrongType, 'file');
    const name = storedName(file.content, file.name, type.extension);
    let url: string;
    try {
      url = await storage.put(UPLOADS[kind].bucket, name, file.content, type.type);
    } catch (error) {
      request.log.error({ err: error }, 'upload not stored');
      throw new HttpError(502, uploadTexts.notStored);
    }
    request.log.info({ admin_id: request.admin.admin_id, bucket, name, bytes: file.content.length }, 'file uploaded');
    return { url, name, bucket: UPLOADS[kind].bucket, size: file.content.length, type: type.type };
  });
}

/** GET /files/{bucket}/{name}: a file kept on the API's disk. Public, like any address an <img> reads. */
export async function fileRoutes(app: FastifyInstance) {
  const { dir } = app.ctx.config.uploads;
  route(app, uploadOperations.file, async ({ params: { bucket, name }, reply }) => {
    if (!BUCKET_KINDS[bucket] || !FILE_NAME.test(name)) throw notFound('El archivo no existe.');
    const file = path.join(dir, bucket, name);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) throw notFound('El archivo no existe.');
    const extension = path.extname(name).slice(1);
    reply.headers({
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'content-length': found.size,
      // Named by their content: an address never changes what it serves.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      // The console's pages (other origins) show these images.
      'cross-origin-resource-policy': 'cross-origin',
      ...(BUCKET_KINDS[bucket] === 'code' && { 'content-disposition': `attachment; filename="${name}"` }),
    });
    return reply.send(createReadStream(file));
  });
}
