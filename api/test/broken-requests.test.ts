/**
 * Broken requests (issue 26): every error answer — a route that does not exist or does not take the method,
 * Fastify's own refusals (body too large, not JSON, invalid JSON, a bad Content-Length…), and what Node's HTTP
 * parser refuses before Fastify sees a request — is the envelope, in Spanish, without an internal message, with
 * nosniff and no-store. Sent with inject where inject can send them, over a real socket where it cannot.
 * And the addresses the API answers come from its configuration, never from the request's Host.
 */
import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { admins } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, json } from './helpers';

const api = demoApi();

/** What no answer shows a client: Fastify's codes and English texts, Node's parser codes, a stack. */
const INTERNAL = /FST_|ERR_|HPE_|\bat \S+:\d+|Bad Request|Not Found|Unsupported|Request body|Client Error|statusCode|Error:/;

/** A refusal as a client reads it: status, the envelope with a Spanish text, nothing internal, the safe headers. */
function expectRefusal(context: string, status: number, headers: Record<string, unknown>, body: string) {
  const envelope = JSON.parse(body) as Record<string, unknown>;
  expect([context, status, Object.keys(envelope).sort(), envelope.success, envelope.resource, typeof envelope.error]).toEqual([
    context,
    status,
    ['error', 'resource', 'success'],
    false,
    null,
    'string',
  ]);
  expect([context, body]).not.toEqual([context, expect.stringMatching(INTERNAL)]);
  expect([context, headers['content-type'], headers['x-content-type-options'], headers['cache-control']]).toEqual([
    context,
    'application/json; charset=utf-8',
    'nosniff',
    'no-store',
  ]);
  return envelope.error as string;
}

const refused = (context: string, response: LightMyRequestResponse) => expectRefusal(context, response.statusCode, response.headers, response.body);

describe('with inject', () => {
  it('answers an unknown route 404, in and outside /api', async () => {
    for (const url of ['/api/nope', '/messaging/nope', '/files/x', '/files/images/0123456789abcdef.png', '/s', '/s/noexiste', '/health/x', '/nope', '/']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      refused(url, response);
    }
    expect(json(await api.app.inject({ method: 'GET', url: '/nope?x=1' })).error).toBe('La ruta GET /nope no existe.');
  });

  it('answers a known path without that method 405, with Allow', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/health', 'GET, HEAD'],
      ['POST', '/s/abc', 'GET, HEAD'],
      ['PUT', '/files/images/0123456789abcdef.png', 'GET, HEAD'],
      // A list's selection is deleted at its path.
      ['POST', '/api/short_url', 'GET, HEAD, DELETE'],
      ['PUT', '/api/audit/1', 'GET, HEAD'],
      ['GET', '/api/tooling/url-shortener', 'POST'],
      ['PROPFIND', '/api/organization', 'GET, HEAD, POST, DELETE'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await api.app.inject({ method: method as never, url, headers: api.headers });
      expect([method, url, response.statusCode, response.headers.allow]).toEqual([method, url, 405, allow]);
      expect(refused(`${method} ${url}`, response)).toBe(`La ruta ${url} no admite el método ${method} (admite ${allow}).`);
    }
  });

  it("maps every refusal of Fastify's body parsing", async () => {
    const post = (headers: Record<string, string>, payload?: string | Buffer) =>
      api.app.inject({ method: 'POST', url: '/api/auth/logout', headers, ...(payload !== undefined && { payload }) });
    const cases: [string, Promise<LightMyRequestResponse>, number, string][] = [
      ['a body over 1 MB', post({ 'content-type': 'application/json' }, JSON.stringify({ refreshToken: 'x'.repeat(1_100_000) })), 413, 'La petición es demasiado grande.'],
      ['text/plain', post({ 'content-type': 'text/plain' }, 'hola'), 415, 'Tipo de contenido no admitido: envía JSON.'],
      ['application/xml', post({ 'content-type': 'application/xml' }, '<a/>'), 415, 'Tipo de contenido no admitido: envía JSON.'],
      ['multipart on a JSON route', post({ 'content-type': 'multipart/form-data; boundary=x' }, '--x--'), 415, 'Tipo de contenido no admitido: envía JSON.'],
      ['an invalid Content-Type', post({ 'content-type': '/' }, '{}'), 415, 'Tipo de contenido no admitido: envía JSON.'],
      ['a body without Content-Type', post({}, Buffer.from('{}')), 415, 'Tipo de contenido no admitido: envía JSON.'],
      ['a gzip Content-Encoding', post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{}'), 415, 'Contenido comprimido no admitido'],
      ['a gzip Transfer-Encoding', post({ 'content-type': 'application/json', 'transfer-encoding': 'gzip, chunked' }, '{}'), 400, 'La codificación de la petición no es válida.'],
      ['invalid JSON', post({ 'content-type': 'application/json' }, '{"a":'), 400, 'El cuerpo de la petición no es un JSON válido.'],
      ['__proto__ in JSON', post({ 'content-type': 'application/json' }, '{"__proto__":{"x":1}}'), 400, 'El cuerpo de la petición no es un JSON válido.'],
      ['an empty JSON body', post({ 'content-type': 'application/json' }, ''), 400, 'El cuerpo de la petición está vacío.'],
      ['a Content-Length longer than the body', post({ 'content-type': 'application/json', 'content-length': '50' }, '{}'), 400, 'La longitud del contenido no es válida.'],
      ['a path that is not UTF-8', api.app.inject({ method: 'GET', url: '/api/role/%ED%A0%80', headers: api.headers }), 400, 'La dirección de la petición no es válida.'],
      ['a stray percent sign', api.app.inject({ method: 'GET', url: '/api/role/%', headers: api.headers }), 400, 'La dirección de la petición no es válida.'],
      ['a parameter over 100 characters', api.app.inject({ method: 'GET', url: `/api/role/${'1'.repeat(150)}`, headers: api.headers }), 400, 'La dirección de la petición no es válida.'],
      ['QUERY without Content-Type', api.app.inject({ method: 'QUERY' as never, url: '/health' }), 400, 'Falta el tipo de contenido de la petición.'],
    ];
    for (const [context, answer, status, text] of cases) {
      const response = await answer;
      expect([context, response.statusCode]).toEqual([context, status]);
      expect([context, refused(context, response)]).toEqual([context, expect.stringContaining(text)]);
    }
  });

  it('ignores what does not matter: a body on GET, odd Accept-Encoding and Accept', async () => {
    const withBody = await api.app.inject({ method: 'GET', url: '/health', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect([withBody.statusCode, json(withBody)]).toEqual([200, { success: true, resource: { status: 'ok' } }]);
    for (const encoding of ['br;q=abc, gzip;q=-1, *;q=0', 'identity;q=0', 'x'.repeat(5000), ',,;;', 'gzip']) {
      const answer = await api.app.inject({ method: 'GET', url: '/api/admin/me', headers: { ...api.headers, 'accept-encoding': encoding, accept: 'text/html;q=abc' } });
      expect([encoding.slice(0, 20), answer.statusCode, answer.headers['content-encoding'], json(answer).success]).toEqual([encoding.slice(0, 20), 200, undefined, true]);
      const missing = await api.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-encoding': encoding } });
      refused(`404 with Accept-Encoding ${encoding.slice(0, 20)}`, missing);
    }
  });
});

/** One request written as bytes on a real connection; the answer read until the server closes it. */
async function exchange(port: number, request: string | Buffer) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.end(request);
  await closed;
  return parseAnswer(Buffer.concat(chunks));
}

/** The last HTTP answer of raw bytes (after a 100 Continue, the real one): status, headers (lower case), body. */
function parseAnswer(bytes: Buffer) {
  const text = bytes.toString('utf8');
  const start = text.lastIndexOf('HTTP/1.1 ');
  const [head, ...rest] = text.slice(start).split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw: bytes };
}

describe('over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });

  const json200 = 'Content-Type: application/json\r\n';
  const cases: [string, string | Buffer, number][] = [
    ['a Content-Length that is no number', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Content-Length: abc\r\n\r\n{}`, 400],
    ['Content-Length and Transfer-Encoding', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}`, 400],
    ['two different Content-Lengths', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, 400],
    ['a body shorter than its Content-Length', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Content-Length: 10\r\n\r\n{}`, 400],
    ['a broken chunk size', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`, 400],
    ['Transfer-Encoding: gzip', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Transfer-Encoding: gzip\r\n\r\n{}`, 400],
    [
      'a chunked body over 1 MB',
      `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Transfer-Encoding: chunked\r\n\r\n100000\r\n${'a'.repeat(0x100000)}\r\n100000\r\n${'a'.repeat(0x100000)}\r\n0\r\n\r\n`,
      413,
    ],
    ['a header name with a space', 'GET /health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400],
    ['a NUL in a header value', 'GET /health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 400],
    ['a folded header line', 'GET /health HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n', 400],
    ['headers over 16 KB', `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a method that is no token', 'G@T /health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['an HTTP version that does not exist', 'GET /health HTTP/9.9\r\nHost: x\r\n\r\n', 400],
    ['bare LF line ends', 'GET /health HTTP/1.1\nHost: x\n\n', 400],
    ['raw UTF-8 bytes in the path', Buffer.concat([Buffer.from('GET /api/'), Buffer.from('ñandú', 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]), 400],
    ['HTTP/1.1 without Host', 'GET /health HTTP/1.1\r\n\r\n', 400],
    ['an Expect other than 100-continue', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\n${json200}Content-Length: 2\r\n\r\n{}`, 417],
    ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405],
    ['the asterisk form', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n', 404],
    ['a Content-Encoding the API does not decode', `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n${json200}Content-Encoding: br\r\nContent-Length: 2\r\n\r\n{}`, 415],
  ];

  it.each(cases)('answers %s in the envelope', async (context, request, status) => {
    const answer = await exchange(port, request);
    expect([context, answer.status]).toEqual([context, status]);
    expectRefusal(context, answer.status, answer.headers, answer.body);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('answers a request that never finished arriving 408 in the envelope (the parser’s timeout)', async () => {
    const accepted = new Promise<net.Socket>((resolve) => api.app.server.once('connection', resolve));
    const client = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    client.on('data', (chunk) => chunks.push(chunk));
    const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
    client.on('error', () => undefined);
    client.write('POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n');
    // What Node's request timeout raises on that connection.
    api.app.server.emit('clientError', Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), await accepted);
    await closed;
    const answer = parseAnswer(Buffer.concat(chunks));
    expect(answer.status).toBe(408);
    expect(expectRefusal('timeout', answer.status, answer.headers, answer.body)).toBe('La petición tardó demasiado en llegar.');
  });

  it('answers an OPTIONS that is no preflight 204, not a plain-text 400', async () => {
    const answer = await exchange(port, 'OPTIONS /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect([answer.status, answer.body]).toEqual([204, '']);
  });
});

describe('safe headers', () => {
  it('every staff answer carries nosniff and no-store, errors included', async () => {
    const db = api.db();
    const [agent] = await db.select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'agente@example.com'));
    const agentHeaders = bearer(await accessTokenFor(api.app, agent.admin_id));
    const cases: [string, string, Record<string, string>, number][] = [
      ['GET', '/api/admin/me', api.headers, 200],
      ['GET', '/api/organization?limit=2', api.headers, 200],
      ['GET', '/messaging/account/2/lists', api.headers, 200],
      ['GET', '/api/organization', {}, 401],
      ['GET', '/api/organization', bearer('no.es.un-token'), 401],
      ['GET', '/api/organization', agentHeaders, 403],
      ['GET', '/messaging/account/2/lists', {}, 401],
      ['GET', '/api/organization?limit=0', api.headers, 400],
      ['GET', '/api/organization/2000000000', api.headers, 404],
      ['GET', '/api/active_account/download_summary?format=csv', api.headers, 200],
    ];
    for (const [method, url, headers, status] of cases) {
      const answer = await api.app.inject({ method: method as never, url, headers });
      expect([url, answer.statusCode, answer.headers['x-content-type-options'], answer.headers['cache-control']]).toEqual([url, status, 'nosniff', 'no-store']);
      if (status >= 400) refused(url, answer);
    }
  });

  it('public answers too; the short link is never cached (a stored file is, for good: uploads.test.ts)', async () => {
    for (const url of ['/health', '/api/openapi.json', '/s/webinar-diciembre']) {
      const answer = await api.app.inject({ method: 'GET', url });
      expect([url, answer.headers['x-content-type-options'], answer.headers['cache-control']]).toEqual([url, 'nosniff', 'no-store']);
    }
  });
});

describe('addresses from the configuration only', () => {
  it('never answers the Host a request names', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' };
    const staff = { ...api.headers, ...forged };
    const made = await api.app.inject({ method: 'POST', url: '/api/tooling/url-shortener', headers: staff, payload: { target: 'https://example.com/host-falso' } });
    expect(json(made).resource).toMatch(/^http:\/\/localhost:4000\/s\/[0-9A-Za-z]{6}$/);
    const answers = [
      made,
      await api.app.inject({ method: 'GET', url: '/api/short_url?limit=100', headers: staff }),
      await api.app.inject({ method: 'GET', url: '/api/openapi.json', headers: forged }),
      await api.app.inject({ method: 'GET', url: '/s/webinar-diciembre', headers: forged }),
      await api.app.inject({ method: 'GET', url: '/api/nope', headers: forged }),
      await api.app.inject({ method: 'DELETE', url: '/health', headers: forged }),
      await api.app.inject({ method: 'GET', url: '/api/admin/me', headers: staff }),
    ];
    for (const answer of answers) expect(JSON.stringify(answer.headers) + answer.body).not.toContain('evil.example');
  });
});
