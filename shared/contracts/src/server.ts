/**
 * The server's own calls: whether it is up, its OpenAPI description, and the files uploaded to it (kept on its
 * disk and served at /files/{bucket}/{name}, or in a bucket).
 */
import { UPLOAD_PERMISSION, UPLOADS } from './fields';
import { operation } from './operation';
import { z } from './zod';

/** GET /health and GET /api/openapi.json: public. */
export const serverOperations = {
  health: operation({
    id: 'health',
    method: 'GET',
    path: 'health',
    api: 'root',
    caller: 'public',
    summary: 'La API está en marcha',
    tag: 'service',
    answer: z.object({ status: z.literal('ok') }),
    texts: { verb: 'obteniendo', what: 'estado del servidor' },
  }),
  openapi: operation({
    id: 'openapi',
    method: 'GET',
    path: 'openapi.json',
    caller: 'public',
    summary: 'Esta descripción (OpenAPI 3.1)',
    tag: 'service',
    answer: z.unknown(),
    raw: true,
    texts: { verb: 'obteniendo', what: 'descripción de la API' },
  }),
};

/** An upload (api/src/routes/uploads.ts): its own permission ('Subir archivos'); what it answers. */
export const uploadOperations = {
  upload: operation({
    id: 'utils.uploadToS3',
    method: 'POST',
    path: 'utils/uploadToS3',
    summary: `Sube un archivo: imagen png, jpg o gif (bucket ${UPLOADS.image.bucket}, hasta 5 MB) o código .zip (bucket ${UPLOADS.code.bucket}, hasta 20 MB); el tipo se juzga por el contenido`,
    tag: 'uploads',
    multipart: {
      type: 'object',
      properties: {
        file: { type: 'string', contentMediaType: 'application/octet-stream' },
        bucket: { enum: Object.values(UPLOADS).map((upload) => upload.bucket) },
      },
      required: ['file', 'bucket'],
    },
    answer: z.object({ url: z.string(), name: z.string(), bucket: z.string(), size: z.number().int(), type: z.string() }),
    refusals: [502],
    permission: UPLOAD_PERMISSION,
    texts: { verb: 'creando', what: 'archivo' },
  }),
  /** Public, like any address an <img> reads; immutable. */
  file: operation({
    id: 'files.get',
    method: 'GET',
    path: 'files/:bucket/:name',
    api: 'root',
    caller: 'public',
    summary: 'Un archivo subido y guardado en el disco de la API (público, inmutable)',
    tag: 'uploads',
    params: z.object({ bucket: z.string(), name: z.string() }),
    answer: z.unknown(),
    download: true,
    refusals: [404],
    texts: { verb: 'obteniendo', what: 'archivo' },
  }),
};
