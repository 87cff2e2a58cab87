/**
 * Replays a recorded contract (the JSON files beside this one: an API's documented requests and its answers) on a
 * loopback port. A request is answered only when one recorded interaction matches it: the same method and path,
 * and exactly the recorded query fields with their values (a comma-separated list, such as Graph's `fields`, in any
 * order). Anything else is refused as Graph refuses (400, `{error: {message, type, code, fbtrace_id}}`) and kept
 * in `unmatched`, so a request that leaves out a required field fails its test.
 *
 * An interaction recorded with `oauth1` (X's API) is answered only to a request signed as OAuth 1.0a says (RFC 5849,
 * HMAC-SHA1): its Authorization header names the recorded consumer key and token, and its signature is the one the
 * recorded consumer secret and token secret give for the request's method, address and parameters, computed here
 * from the RFC. An unsigned or wrongly signed request is answered with the file's `unauthorized` (X's 401) and kept in
 * `refused` with the reason.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Who signs an OAuth 1.0a request: the app (consumer) and the user's access token, each with its secret. */
interface OAuth1Credentials {
  consumer_key: string;
  consumer_secret: string;
  token: string;
  token_secret: string;
}

interface Answer {
  status: number;
  body: unknown;
}

interface Interaction {
  name: string;
  request: { method: string; path: string; query: Record<string, string>; oauth1?: OAuth1Credentials };
  response: Answer;
  /** The answer of its file to a request that is not signed as the interaction is (X's 401). */
  unauthorized?: Answer;
}

/** RFC 5849 §3.6: percent-encoding of every character but the unreserved ones. */
const percent = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The parameters of an `Authorization: OAuth k="v", …` header (RFC 5849 §3.5.1), or undefined when there is none. */
function oauthParams(header: string | undefined): Map<string, string> | undefined {
  if (!header?.startsWith('OAuth ')) return undefined;
  const params = new Map<string, string>();
  for (const part of header.slice('OAuth '.length).split(',')) {
    const pair = /^\s*([^=\s]+)="([^"]*)"\s*$/.exec(part);
    if (!pair) return undefined;
    params.set(decodeURIComponent(pair[1]), decodeURIComponent(pair[2]));
  }
  return params;
}

/**
 * Why `request` is not signed by `credentials` (RFC 5849 §3.4: HMAC-SHA1 of the signature base string — method, base
 * URI, the normalized query and oauth_ parameters — keyed by the consumer secret and the token secret); undefined
 * when it is.
 */
function oauth1Problem(request: IncomingMessage, method: string, url: URL, credentials: OAuth1Credentials): string | undefined {
  const params = oauthParams(request.headers.authorization);
  if (!params) return 'unsigned';
  if (params.get('oauth_signature_method') !== 'HMAC-SHA1') return 'not signed with HMAC-SHA1';
  if (params.get('oauth_consumer_key') !== credentials.consumer_key) return 'another consumer key';
  if (params.get('oauth_token') !== credentials.token) return 'another token';
  if (!params.get('oauth_nonce') || !/^\d+$/.test(params.get('oauth_timestamp') ?? '')) return 'no nonce or timestamp';
  if (params.has('oauth_version') && params.get('oauth_version') !== '1.0') return `oauth_version ${params.get('oauth_version')}`;
  const pairs = [...[...params].filter(([key]) => key !== 'oauth_signature' && key !== 'realm'), ...url.searchParams].map(([key, value]) => [percent(key), percent(value)]);
  // Sorted by encoded name, then by encoded value (byte order).
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  pairs.sort(([aKey, aValue], [bKey, bValue]) => order(aKey, bKey) || order(aValue, bValue));
  const normalized = pairs.map(([key, value]) => `${key}=${value}`).join('&');
  const baseUri = `http://${(request.headers.host ?? '').toLowerCase()}${url.pathname}`;
  const base = [method.toUpperCase(), percent(baseUri), percent(normalized)].join('&');
  const expected = createHmac('sha1', `${percent(credentials.consumer_secret)}&${percent(credentials.token_secret)}`).update(base).digest();
  const sent = Buffer.from(params.get('oauth_signature') ?? '', 'base64');
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? undefined : 'wrong signature';
}

const sameValue = (sent: string, recorded: string) =>
  recorded.includes(',') ? sent.split(',').sort().join(',') === recorded.split(',').sort().join(',') : sent === recorded;

function matches({ request }: Interaction, method: string, url: URL) {
  const sent = [...url.searchParams.keys()];
  const recorded = Object.keys(request.query);
  return (
    request.method === method &&
    request.path === url.pathname &&
    new Set(sent).size === sent.length &&
    sent.length === recorded.length &&
    recorded.every((key) => url.searchParams.has(key) && sameValue(url.searchParams.get(key)!, request.query[key]))
  );
}

export interface Replay {
  /** Its address (the recorded paths go below it). */
  origin: string;
  /** The requests answered, in order: 'GET /v21.0/me/accounts · <interaction name>'. */
  answered: string[];
  /** The requests no recorded interaction matched: 'POST /v21.0/1001/subscribed_apps?…'. */
  unmatched: string[];
  /** The requests of an OAuth 1.0a interaction refused for their signature: 'GET /2/users/me · unsigned'. */
  refused: string[];
  close(): Promise<void>;
}

/** Starts a replay of the recorded files named (in this folder). */
export async function replay(...files: string[]): Promise<Replay> {
  const interactions = files.flatMap((file) => {
    const recorded = JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as { interactions: Interaction[]; unauthorized?: Answer };
    return recorded.interactions.map((interaction) => ({ ...interaction, unauthorized: recorded.unauthorized }));
  });
  const answered: string[] = [];
  const unmatched: string[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    const method = request.method ?? 'GET';
    const candidates = interactions.filter((interaction) => matches(interaction, method, url));
    // A signed interaction answers only the request its credentials sign; the first one's reason is kept otherwise.
    const problems = candidates.map(({ request: recorded }) => (recorded.oauth1 ? oauth1Problem(request, method, url, recorded.oauth1) : undefined));
    const found = candidates.find((_, index) => problems[index] === undefined);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', connection: 'close' });
      response.end(JSON.stringify(body));
    };
    // The body is not read: every recorded request carries its fields in the query, as Graph's documentation does.
    request.resume();
    if (found) {
      answered.push(`${method} ${url.pathname} · ${found.name}`);
      return answer(found.response.status, found.response.body);
    }
    if (candidates.length > 0) {
      const { unauthorized = { status: 401, body: {} } } = candidates[0];
      refused.push(`${method} ${url.pathname} · ${problems[0]}`);
      return answer(unauthorized.status, unauthorized.body);
    }
    unmatched.push(`${method} ${url.pathname}${url.search}`);
    answer(400, { error: { message: `Unsupported request: no recorded ${method} ${url.pathname} with these parameters.`, type: 'GraphMethodException', code: 100, fbtrace_id: 'replay' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    unmatched,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
