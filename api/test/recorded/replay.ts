/**
 * Replays a recorded contract (the JSON files beside this one: an API's documented requests and its answers) on a
 * loopback port. A request is answered only when one recorded interaction matches it: the same method and path,
 * and exactly the recorded query fields with their values (a comma-separated list, such as Graph's `fields`, in any
 * order). Anything else is refused as Graph refuses (400, `{error: {message, type, code, fbtrace_id}}`) and kept
 * in `unmatched`, so a request that leaves out a required field fails its test.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface Interaction {
  name: string;
  request: { method: string; path: string; query: Record<string, string> };
  response: { status: number; body: unknown };
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
  close(): Promise<void>;
}

/** Starts a replay of the recorded files named (in this folder). */
export async function replay(...files: string[]): Promise<Replay> {
  const interactions = files.flatMap(
    (file) => (JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as { interactions: Interaction[] }).interactions,
  );
  const answered: string[] = [];
  const unmatched: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    const method = request.method ?? 'GET';
    const found = interactions.find((interaction) => matches(interaction, method, url));
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
    unmatched.push(`${method} ${url.pathname}${url.search}`);
    answer(400, { error: { message: `Unsupported request: no recorded ${method} ${url.pathname} with these parameters.`, type: 'GraphMethodException', code: 100, fbtrace_id: 'replay' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    unmatched,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
