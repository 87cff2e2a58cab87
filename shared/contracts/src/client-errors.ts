/**
 * Release health: `POST /api/client-errors` takes one report of something that went wrong in a browser — an
 * uncaught error, an unhandled rejection, a chunk that did not load, an error boundary's catch — with the app
 * and version it came from, the screen (a pathname) and a trimmed stack. Telemetry: texts too long are cut,
 * not refused (a report must not be lost for its length); an unknown app or kind is refused. The API scrubs
 * anything like a token or an e-mail address before storing it, and answers 202 with nothing.
 *
 * The host's reporter (host/src/health/report.ts) runs on the first page, which carries no zod: it imports
 * types only from here (the declaration below when it sends) and keeps its own copy of the two trimming bounds
 * (CLIENT_ERROR_LIMITS).
 */
import { typable } from './fields';
import { operation } from './operation';
import { z } from './zod';

/** The apps that report: the host and the five remotes (config.json's keys). */
export const CLIENT_ERROR_APPS = ['host', 'master', 'partners', 'certifications', 'organization', 'account'] as const;
export type ClientErrorApp = (typeof CLIENT_ERROR_APPS)[number];

/** 'error': uncaught; 'rejection': an unhandled rejection; 'chunk': code that did not load; 'boundary': a React error boundary's catch. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Characters of each text: a longer version or screen is refused; the message and stack are cut to these. */
export const CLIENT_ERROR_LIMITS = { version: 100, screen: 300, message: 1000, stack: 4000 } as const;

// eslint-disable-next-line no-control-regex -- control characters (but tab and line breaks) are what it removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A browser's text as the database takes it: no control characters (NUL breaks PostgreSQL), broken Unicode mended. */
const storable = (value: string) => value.replace(CONTROL, '').replace(/\p{Cs}/gu, '\uFFFD');

/**
 * Free text of a report (a message, a stack): mended, never refused for its length. The API cuts it to its
 * bound (CLIENT_ERROR_LIMITS) after scrubbing it: cut first, half a token could be left that no rule knows.
 */
const reportText = z.string().transform((value) => storable(value).trim());

export const clientErrorReportSchema = z.strictObject({
  app: z.enum(CLIENT_ERROR_APPS, { error: `La aplicación debe ser una de: ${CLIENT_ERROR_APPS.join(', ')}` }),
  version: z
    .string({ error: 'Indica la versión' })
    .trim()
    .min(1, 'Indica la versión')
    .max(CLIENT_ERROR_LIMITS.version, `La versión admite hasta ${CLIENT_ERROR_LIMITS.version} caracteres`)
    .refine((value) => typable(value), 'La versión tiene caracteres no permitidos'),
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `El tipo debe ser uno de: ${CLIENT_ERROR_KINDS.join(', ')}` }),
  // A pathname: whatever follows '?' or '#' (a search, a token in a link) is dropped before its length counts.
  screen: z
    .string({ error: 'Indica la pantalla' })
    .transform((value) => value.split(/[?#]/, 1)[0].trim())
    .refine((value) => value.length <= CLIENT_ERROR_LIMITS.screen, `La pantalla admite hasta ${CLIENT_ERROR_LIMITS.screen} caracteres`)
    .refine((value) => typable(value), 'La pantalla tiene caracteres no permitidos'),
  message: reportText,
  stack: reportText.optional(),
});
/** A report as the browser sends it. */
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** POST client-errors (api/src/routes/client-errors.ts): any signed-in admin, a limited number per session. */
export const clientErrorOperations = {
  report: operation({
    id: 'client-errors.report',
    method: 'POST',
    path: 'client-errors',
    summary:
      'Informa de un error en el navegador (no capturado, promesa rechazada, código que no cargó, error de pantalla) con la ' +
      `aplicación, su versión, la pantalla y la pila. El mensaje se guarda hasta ${CLIENT_ERROR_LIMITS.message} caracteres y la pila hasta ` +
      `${CLIENT_ERROR_LIMITS.stack}, sin nada que parezca un token o un correo; el cuerpo, hasta 16 KB. Cualquier administrador con ` +
      'sesión; un número limitado por sesión cada 10 minutos (429). Responde 202 sin contenido',
    tag: 'client-errors',
    body: clientErrorReportSchema,
    answer: z.null(),
    status: 202,
    refusals: [429],
    permission: 'open',
    texts: { verb: 'creando', what: 'informe de error' },
  }),
};
