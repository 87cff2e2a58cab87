/**
 * What the framework answers on its own, in the API's envelope and in Spanish: the errors of Fastify's body
 * parsing and routing, a route that does not exist (404) or does not take the method (405, with `Allow`), and
 * what Node's HTTP parser refuses before Fastify sees a request (a broken Content-Length, a header too large,
 * a request that never finished arriving). No answer carries an internal message ('FST_…', a stack, English).
 * Every answer says `nosniff` and `no-store` unless its route says otherwise (/files, its files only).
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { failure } from './http';

/** The headers of every answer: no type sniffing, nothing kept by a browser's or a proxy's cache. */
export const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const;

const INVALID_REQUEST = 'La petición no es válida.';
const INVALID_ADDRESS = 'La dirección de la petición no es válida.';

/**
 * Fastify's errors a client can cause (node_modules/fastify/lib/errors.js), by code: the status and the text.
 * The rest are the server's own (a route or plugin declared wrong, a reply sent twice): 500, logged.
 */
export const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la petición no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la petición está vacío.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La petición es demasiado grande.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido: envía JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  // Found while routing (frameworkErrors): a path that is not valid percent-encoded UTF-8, a path parameter over 100 characters.
  FST_ERR_BAD_URL: [400, INVALID_ADDRESS],
  FST_ERR_MAX_PARAM_LENGTH: [400, INVALID_ADDRESS],
  FST_ERR_INVALID_URL: [400, INVALID_ADDRESS],
  // A QUERY request (RFC 10008) without Content-Type, refused before routing; no route takes QUERY.
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: [400, 'Falta el tipo de contenido de la petición.'],
  // Not raised by this API's routes (no Fastify schemas, no callNotFound), mapped should one ever be.
  FST_ERR_VALIDATION: [400, INVALID_REQUEST],
  FST_ERR_NOT_FOUND: [404, 'La ruta no existe.'],
};

/**
 * A header value Node refuses to write (outside Latin-1, or a control character): one left on an error's
 * reply would turn the error into Fastify's own 500 body.
 */
const UNWRITABLE_HEADER = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * Prepares a reply for an error answer: what the route set for its success (a file's or a download's
 * headers, a redirect's Location) and any header Node could not write are dropped; nosniff and no-store set.
 */
export function errorHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    const values = Array.isArray(value) ? value : [String(value)];
    if (name === 'location' || name === 'content-disposition' || values.some((one) => UNWRITABLE_HEADER.test(one))) {
      reply.removeHeader(name);
    }
  }
  return reply.headers(SECURITY_HEADERS);
}

/** The methods a route can have here (HEAD comes with every GET; OPTIONS is CORS's, on every path). */
const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * No route for this method and path: 405 with `Allow` when the path has routes for other methods (`DELETE
 * /health`), else 404. Unguarded, like any unknown path: which paths exist is public (GET /api/openapi.json).
 */
export function notFoundHandler(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const allowed = METHODS.filter((method) => method !== request.method && app.findRoute({ method, url: request.url }));
    errorHeaders(reply);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(failure(`La ruta ${path} no admite el método ${request.method} (admite ${allowed.join(', ')}).`));
    }
    return reply.code(404).send(failure(`La ruta ${request.method} ${path} no existe.`));
  };
}

/**
 * The first hook of every request: the security headers; an HTTP/1.1 request without Host refused in the
 * envelope (Node's own refusal, `requireHostHeader`, turned off in app.ts, answers an empty 400); a body in a
 * transfer or content coding the API does not decode (gzip…) refused before anything reads it.
 */
export async function everyRequest(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS);
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    return reply.code(400).send(failure('Falta el encabezado Host de la petición.'));
  }
  // Node decodes chunked only; any other transfer coding would reach the parser as it came.
  const transfer = request.headers['transfer-encoding'];
  if (transfer !== undefined && transfer.split(',').some((coding) => coding.trim().toLowerCase() !== 'chunked')) {
    return reply.code(400).send(failure('La codificación de la petición no es válida.'));
  }
  // Fastify would read a compressed body as if it were not: refused as a content it does not take (RFC 9110 §8.4).
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    return reply.code(415).send(failure('Contenido comprimido no admitido: envía el cuerpo sin comprimir.'));
  }
}

/** Fastify's errors found while routing, before any hook (a path that is not valid UTF-8, a parameter too long). */
export function frameworkErrors(error: { code: string }, _request: FastifyRequest, reply: FastifyReply) {
  const [status, text] = FASTIFY_ERRORS[error.code] ?? [400, INVALID_REQUEST];
  return reply.code(status).headers(SECURITY_HEADERS).send(failure(text));
}

/** A whole HTTP answer in the envelope, for the requests Fastify never sees (written on the socket, then closed). */
function rawAnswer(status: number, text: string, extra: string[] = []): string {
  const body = JSON.stringify(failure(text));
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    ...extra,
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** An `Expect` other than 100-continue (Node's 'checkExpectation'; its own 417 has no body). */
export function expectationFailed(_request: IncomingMessage, response: ServerResponse) {
  const body = JSON.stringify(failure('La expectativa de la petición (Expect) no se puede cumplir.'));
  response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close', ...SECURITY_HEADERS });
  response.end(body);
}

/** CONNECT (Node's 'connect'; without a listener it closes the connection without a word): this is no proxy. */
export function connectRefused(_request: IncomingMessage, socket: Socket) {
  socket.end(rawAnswer(405, 'El método CONNECT no está admitido.', [`Allow: ${[...METHODS, 'OPTIONS'].join(', ')}`]));
}

/** What Node's HTTP parser refuses, by its code: the status and the text (anything else is a 400). */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Los encabezados de la petición son demasiado grandes.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La petición tardó demasiado en llegar.'],
  HPE_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  HPE_INVALID_TRANSFER_ENCODING: [400, 'La codificación de la petición no es válida.'],
  HPE_INVALID_CHUNK_SIZE: [400, 'La codificación de la petición no es válida.'],
  HPE_INVALID_METHOD: [400, 'El método de la petición no es válido.'],
  HPE_INVALID_URL: [400, INVALID_ADDRESS],
  HPE_INVALID_HEADER_TOKEN: [400, 'Los encabezados de la petición no son válidos.'],
};

/**
 * A request Node's HTTP parser refused (the server's 'clientError'): answered on the socket, in the envelope,
 * and the connection closed, as Node does (a parser that failed cannot read the next request). Nothing is
 * written once an answer has started on that connection.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] = CLIENT_ERRORS[error.code ?? ''] ?? [400, INVALID_REQUEST];
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(rawAnswer(status, text));
  socket.destroy(error);
}
