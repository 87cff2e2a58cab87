/**
 * The URL shortener of the master tools (document 3 §2 'master-tooling', §5, §7, §8). A link is made only by
 * POST tooling/url-shortener (the server chooses the code, or takes the person's custom name); the list shows
 * the links made, and one can be deleted. GET /s/{code} on the API redirects to the target.
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { flag, readOnly, text, timestamp, url } from '../fields';
import { operation } from '../operation';

/** A custom name: what may follow /s/ in a link people type. */
export const SHORT_URL_CUSTOM = /^[A-Za-z0-9_-]{3,64}$/;
/** The wire's own text for a taken custom name (kept verbatim: RULINGS 1), and what the screen says instead. */
export const SHORT_URL_TAKEN = 'Custom URL is already in use.';
export const SHORT_URL_TAKEN_TEXT = 'El nombre de la URL personalizada ya está en uso';

export const shortUrlContract = defineContract({
  path: 'short_url',
  id: 'short_url_id',
  names: { one: 'URL corta', many: 'URLs cortas', gender: 'f' },
  fields: {
    code: readOnly(text('Código', { max: 64 })),
    short_url: readOnly(url('URL corta', { gender: 'f', max: 400 })),
    target: url('URL de destino', { gender: 'f', required: true }),
    custom: readOnly(flag('Nombre personalizado', { noun: 'si el nombre es personalizado' })),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  label: (row) => row.code,
  // ?target= finds a link by its code or its destination (api/src/routes/tooling.ts).
  list: { search: ['target'], sort: ['short_url_id', 'code', 'createdAt'] },
  create: false,
  update: false,
});

/** POST tooling/url-shortener: the target, and a custom name only when one was typed. */
export const urlShortenerSchema = z.strictObject({
  target: shortUrlContract.fields.target.rule,
  customurl: z
    .string({ error: 'El nombre personalizado debe ser un texto' })
    .trim()
    .regex(SHORT_URL_CUSTOM, 'El nombre personalizado admite de 3 a 64 letras sin acentos, números, guiones y guiones bajos')
    .optional(),
});

/** The shortener (api/src/routes/tooling.ts), and a short link itself: public, a redirect to its target. */
export const shortUrlOperations = {
  shorten: operation({
    id: 'tooling.urlShortener',
    method: 'POST',
    path: 'tooling/url-shortener',
    summary: 'Acorta una URL: el código lo elige el servidor (el mismo destino, el mismo enlace) o es el nombre personalizado; responde el enlace corto',
    tag: 'short_url',
    body: urlShortenerSchema,
    answer: z.string(),
    refusals: [409],
    permission: { resource: shortUrlContract.path, action: 'create' },
    audit: 'create',
    texts: { verb: 'creando', what: shortUrlContract.names.one },
  }),
  follow: operation({
    id: 'shortLink',
    method: 'GET',
    path: 's/:code',
    api: 'root',
    caller: 'public',
    summary: 'Un enlace corto: redirige a su destino',
    tag: 'short_url',
    params: z.object({ code: z.string() }),
    answer: z.unknown(),
    status: 302,
    refusals: [404],
    texts: { verb: 'obteniendo', what: shortUrlContract.names.one },
  }),
};
