/**
 * Property-based fuzz suite (fast-check, fixed seed): for every operation the OpenAPI description has
 * (src/openapi), requests generated from its own schemas — valid ones (path, query and body as described)
 * and invalid ones (wrong types, NUL and control characters, lone surrogates, huge texts, unknown fields,
 * bad ids, broken JSON, no token, JSON nested 5,000 levels deep, addresses beyond ASCII) — are sent as the
 * superadmin to the demo database. Then, one by one: deep JSON in every json field of every contract and in
 * every field of every body, and non-ASCII addresses (IDN hosts, emoji, U+0100+) in every url field. Every
 * answer must be below 500 (but a described 503: the fuzzed app reaches no connection provider), have a status
 * the operation describes, and a body that validates against that status's schema.
 *
 * Valid requests may still be refused (a unique value taken, a reference to nothing, a rule no JSON schema
 * states): what counts is that every answer is one the description promises.
 */
import fc from 'fast-check';
import { INVALID_JSON, type AnyField } from '@console/contracts';
import { allContracts } from '@console/contracts/all';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Method } from '@console/contracts';
import { openApiDocument } from '../src/openapi/document';
import { answerChecker } from './openapi-answers';
import { accessTokenFor, bearer, demoDatabase, makeApp, testConfig } from './helpers';

/** The runs of each operation: ~60 operations × 30 requests stay within the suite's budget (~60 s on PGlite). */
const VALID_RUNS = 10;
const INVALID_RUNS = 20;
const SEED = 20_260_109;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}
interface DescribedOperation {
  operationId: string;
  security: Record<string, unknown>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json'?: { schema: Schema } } };
}

const brand = testConfig().brand;
const document = openApiDocument({ version: 'test', brand });
const components = document.components.schemas as Record<string, Schema>;

/** A schema with its references to components replaced by them (the description has no cycles). */
function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(components[schema.$ref.replace('#/components/schemas/', '')]);
  const out: Schema = { ...schema };
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, inner]) => [key, resolve(inner)]));
  if (schema.items) out.items = resolve(schema.items);
  if (schema.anyOf) out.anyOf = schema.anyOf.map(resolve);
  return out;
}

const operations = Object.entries(document.paths as unknown as Record<string, Record<string, DescribedOperation>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase() as Method, operation })),
);

// ---- Valid values, from a schema ------------------------------------------------------------------

const INT32 = 2 ** 31 - 1;
/** What people type: Spanish letters, digits, spaces and a few signs. */
const typed = fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóúüABCDEFGHIJKLMNÑOPQRSTUVWXYZ0123456789 .,-_@');

function integer(schema: Schema, name: string): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000), Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER);
  // Ids and small numbers mostly (the demo's rows are 1…40ish), anything in range now and then.
  const near = name.endsWith('_id') ? fc.integer({ min: Math.max(min, 2), max: Math.min(max, 15) }) : fc.integer({ min, max: Math.min(max, min + 50) });
  return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: fc.integer({ min, max: Math.min(max, INT32) }) });
}

function string(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  if (schema.pattern) {
    const fits = (value: string) => value.length >= min && value.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return fc.string({ unit: typed, minLength: Math.min(min, max), maxLength: Math.max(min, max) });
}

function valid(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((inner) => valid(inner, name)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => valid({ ...schema, type }, name)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return integer(schema, name);
    case 'string':
      return string(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(valid(schema.items ?? {}, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (!schema.properties) return fc.dictionary(fc.string({ unit: typed, maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const model = Object.fromEntries(Object.entries(schema.properties).map(([key, inner]) => [key, valid(inner, key)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---- Requests -------------------------------------------------------------------------------------

interface Request {
  params: Record<string, string>;
  /** Query pairs, already percent-encoded (an invalid request may hold what no encoder writes). */
  query: [string, string][];
  body?: unknown;
  /** A body sent as it is (broken JSON), with its content type. */
  raw?: { text: string; type: string };
  token: 'staff' | 'none' | 'garbage';
}

const encode = (value: unknown) => encodeURIComponent(String(value));

function validRequest(operation: DescribedOperation): fc.Arbitrary<Request> {
  const params = operation.parameters.filter((p) => p.in === 'path');
  const queries = operation.parameters.filter((p) => p.in === 'query');
  const body = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    // Existing rows mostly; admin 1 (whose token the suite uses) is left alone.
    params: fc.record(Object.fromEntries(params.map((p) => [p.name, fc.integer({ min: 2, max: 15 }).map(String)]))),
    query: fc
      .record(Object.fromEntries(queries.map((p) => [p.name, valid(resolve(p.schema), p.name)])), {
        requiredKeys: queries.filter((p) => p.required).map((p) => p.name),
      })
      .map((values) => Object.entries(values).map(([key, value]): [string, string] => [encode(key), encode(value)])),
    body: body ? valid(resolve(body)) : fc.constant(undefined),
    token: fc.constant('staff' as const),
  });
}

/**
 * A JSON value nested thousands of levels deep, kept as its text: JSON.stringify itself overflows the stack on
 * one (a walk of such a value answered 500). `toJson` writes it into the body where it stands.
 */
class Deep {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}
  toString() {
    return this.name;
  }
}
const DEPTH = 5_000;
const DEEP_VALUES = [
  new Deep(`${DEPTH} nested arrays`, `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`),
  new Deep(`${DEPTH} nested objects`, `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`),
  // Keyed 'constructor': Fastify's JSON parser then walks the value too (secure-json-parse, iteratively).
  new Deep(`${DEPTH} nested lists of objects`, `${'[{"constructor":'.repeat(DEPTH / 2)}"x"${'}]'.repeat(DEPTH / 2)}`),
];

/** A body as JSON text, any Deep value in it written out. */
function toJson(value: unknown): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Deep ? `__deep_${deep.push(inner) - 1}__` : inner));
  return text.replace(/"__deep_(\d+)__"/g, (_, index: string) => deep[Number(index)].text);
}

/** Addresses beyond ASCII: an IDN host, accents, emoji, code points above U+00FF (a Location header takes none raw). */
const UNICODE_URLS = [
  'https://bücher.example/ruta/ñandú?q=café#sección',
  'https://example.com/😀?e=😀#🎉',
  'https://example.com/ĀāŉŸ/Ωμέγα?ж=я',
  'https://例え.テスト/パス?検索=値',
  'https://i❤.example/',
  'https://example.com/a\u00a0b\u2028c',
  'https://xn--a.example/',
];

const HUGE = 'x'.repeat(100_000);
/** Texts that broke or could break something. */
const NASTY_TEXTS = [
  ...['\u0000', 'a\u0000b', '\ud800', 'a\udfffb', '\u0007\u001b[31m', '\u007f', HUGE, '', '   ', '%00'],
  ...["'; drop table admins; --", 'javascript:alert(1)', '😀', '\ufeff'],
  ...UNICODE_URLS,
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_TEXTS,
  ...[0, -1, 2 ** 31, -(2 ** 31) - 1, 1.5, 1e308, Number.MAX_SAFE_INTEGER],
  ...[true, null, [], {}, [1, 'a'], { a: '\u0000' }],
  ...DEEP_VALUES,
];
const nastyValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const NASTY_KEYS = ['zzz_unknown', 'a\u0000', '\ud800', '__proto__', 'constructor', ''];
/** Path ids: none is an id the API has. */
const BAD_IDS = ['0', '-1', '2147483648', '99999999999', 'abc', '%00', '%ED%A0%80', '1.5', '1e3', 'x'.repeat(150), '%20', '1%00'];
/** Query texts as sent: NUL, broken UTF-8 and surrogates, stray percent signs, out-of-range numbers. */
const BAD_QUERY_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%C3%28', '%', '%zz', 'x'.repeat(5000), '-1', '0', '2147483648', '1e309', 'abc', '', '%0A', '%09', 'true'];
/** Bodies no JSON parser takes, JSON with escapes of what no text holds, one over the 1 MB limit. */
const BROKEN_BODIES = ['{', '{"a":', '\u0000', '[', 'nul', '{"a":"\\ud800"}', '"\\u0000"', '{"__proto__":{"x":1}}', JSON.stringify({ a: 'x'.repeat(1_100_000) })];

function invalidRequest(operation: DescribedOperation, method: Method): fc.Arbitrary<Request> {
  const params = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const body = operation.requestBody?.content['application/json']?.schema;
  const required = body ? (resolve(body).required ?? []) : [];
  const bodyKeys = body ? Object.keys(resolve(body).properties ?? {}) : [];
  const mutations: fc.Arbitrary<(request: Request) => Request>[] = [
    // The query: a known or unknown parameter with a bad text, or given twice.
    fc
      .tuple(fc.constantFrom(...queryNames, 'zzz_unknown', '%00', '%ED%A0%80'), fc.constantFrom(...BAD_QUERY_VALUES), fc.boolean())
      .map(([key, value, twice]) => (request: Request) => ({
        ...request,
        query: [...request.query.filter(([k]) => k !== key), [key, value], ...(twice ? [[key, 'a'] as [string, string]] : [])],
      })),
  ];
  if (params.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...params), fc.constantFrom(...BAD_IDS)).map(([name, id]) => (request: Request) => ({ ...request, params: { ...request.params, [name]: id } })),
    );
  }
  if (operation.security.length > 0) {
    mutations.push(fc.constantFrom('none' as const, 'garbage' as const).map((token) => (request: Request) => ({ ...request, token })));
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    mutations.push(
      // The whole body replaced, one field set to a bad value or an unknown one added, a required one left out.
      nastyValue.map((value) => (request: Request) => ({ ...request, body: value })),
      fc.tuple(fc.constantFrom(...bodyKeys, ...NASTY_KEYS), nastyValue).map(([key, value]) => (request: Request) => ({
        ...request,
        body: { ...(request.body !== null && typeof request.body === 'object' ? request.body : {}), [key]: value },
      })),
      fc.constantFrom(...BROKEN_BODIES).map((text) => (request: Request) => ({ ...request, body: undefined, raw: { text, type: 'application/json' } })),
      fc.constant((request: Request) => ({ ...request, body: undefined, raw: { text: 'hola', type: 'text/plain' } })),
    );
    if (required.length > 0) {
      mutations.push(
        fc.constantFrom(...required).map((key) => (request: Request) => {
          const { [key]: _left, ...rest } = (request.body ?? {}) as Record<string, unknown>;
          return { ...request, body: rest };
        }),
      );
    }
  }
  return fc.tuple(validRequest(operation), fc.oneof(...mutations)).map(([request, mutate]) => mutate(request));
}

// ---- The suite ------------------------------------------------------------------------------------

let database: Awaited<ReturnType<typeof demoDatabase>>;
let app: FastifyInstance;
let staffHeaders: Record<string, string>;
const problems = answerChecker(document);
const tally = { requests: 0, serverErrors: 0, statuses: new Map<number, number>() };

beforeAll(async () => {
  database = await demoDatabase();
  // Sign-in limits high enough for the sign-in calls to be fuzzed past their first hundred requests.
  ({ app } = await makeApp(database.handle, { config: { rateLimit: { windowMs: 60_000, codePerEmail: 1_000_000, failuresPerEmailAddress: 1_000_000, failuresPerDevice: 1_000_000, signInPerAddress: 1_000_000 } } }));
  staffHeaders = bearer(await accessTokenFor(app, 1));
});

afterAll(async () => {
  await database?.close(app);
  const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(`fuzz: ${tally.requests} requests to ${operations.length} operations, ${tally.serverErrors} answers 5xx (${statuses})`);
});

async function send(method: Method, path: string, request: Request): Promise<LightMyRequestResponse> {
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name]) +
    (request.query.length > 0 ? `?${request.query.map(([key, value]) => `${key}=${value}`).join('&')}` : '');
  const headers: Record<string, string> =
    request.token === 'staff' ? { ...staffHeaders } : request.token === 'garbage' ? bearer('no.es.un-token') : {};
  let payload: string | undefined;
  if (request.raw) {
    payload = request.raw.text;
    headers['content-type'] = request.raw.type;
  } else if (request.body !== undefined) {
    payload = toJson(request.body);
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
  tally.requests += 1;
  tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) tally.serverErrors += 1;
  return response;
}

describe.each(operations.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s', (_name, { method, path, operation }) => {
  const check = async (request: Request) => {
    const response = await send(method, path, request);
    const found = [...(response.statusCode >= 500 && response.statusCode !== 503 ? ['a 5xx answer'] : []), ...problems(method, path, response)];
    // The request is in fast-check's report; the answer is here.
    if (found.length > 0) throw new Error(`${response.statusCode} ${response.body.slice(0, 500)}\n${found.join('\n')}`);
  };
  const seed = SEED + operations.findIndex((entry) => entry.operation === operation);

  it('answers valid requests as described', async () => {
    await fc.assert(fc.asyncProperty(validRequest(operation), check), { seed, numRuns: VALID_RUNS, endOnFailure: true });
  });

  it('answers invalid requests as described, never with a 5xx', async () => {
    await fc.assert(fc.asyncProperty(invalidRequest(operation, method), check), { seed, numRuns: INVALID_RUNS, endOnFailure: true });
  });
});

describe('inputs that answered 5xx before (issue 9), on routes beside the contracts', () => {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers: staffHeaders, ...(payload !== undefined && { payload: payload as object }) });
  const refused = (response: LightMyRequestResponse, method: Method, path: string, error: string) => {
    expect([method, path, response.statusCode, problems(method, path, response)]).toEqual([method, path, 400, []]);
    expect(JSON.parse(response.body).error).toContain(error);
  };

  it('refuses them with 400 and a Spanish text', async () => {
    const lists = await call('GET', '/messaging/account/2/lists?name=a%00b');
    refused(lists, 'GET', '/messaging/account/:id/lists', 'La búsqueda tiene caracteres no permitidos (campo name)');
    refused(await call('GET', '/api/role/%ED%A0%80'), 'GET', '/api/role/:id', 'La dirección de la petición no es válida.');
    refused(await call('GET', `/api/role/${'1'.repeat(200)}`), 'GET', '/api/role/:id', 'La dirección de la petición no es válida.');
    refused(await call('PUT', '/api/role/2/permission', { permission_id: '1\u0000' }), 'PUT', '/api/role/:id/permission', '(campo permission_id)');
    const code = await call('POST', '/api/validate_two_factor_token', { email: 'admin@example.com', code: '12\u0000345' });
    refused(code, 'POST', '/api/validate_two_factor_token', 'El código tiene caracteres no permitidos');
    refused(await call('POST', '/api/auth/logout', { refreshToken: 'a\ud800' }), 'POST', '/api/auth/logout', 'El token de sesión no es válido');

    const bulk = await call('POST', '/api/admin_bulk', {
      account_id: 2,
      organization_id: 1,
      admins: [{ first_name: 'Ana\u0000', last_name: 'Ruiz\ud800', email: 'ana.bulk@example.com', role_id: 2 }],
    });
    expect([bulk.statusCode, problems('POST', '/api/admin_bulk', bulk)]).toEqual([400, []]);
    expect(JSON.parse(bulk.body).resource.errors[0].messages).toEqual(
      expect.arrayContaining(['Los nombres tienen caracteres no permitidos (campo first_name)', 'Los apellidos tienen caracteres no permitidos (campo last_name)']),
    );
  });

  it("answers 400 when the database refuses a text no rule checked (the outbox's ?to= of /dev)", async () => {
    const response = await call('GET', '/dev/outbox?to=a%00b');
    expect([response.statusCode, JSON.parse(response.body)]).toEqual([
      400,
      { success: false, resource: null, error: 'Datos no válidos: hay caracteres no permitidos en los campos enviados.' },
    ]);
  });
});

// ---- Deep JSON and addresses beyond ASCII (issue 26) ----------------------------------------------

/** Every field of a kind in every contract (bot versions' included, though no call writes them). */
const fieldsOfKind = (kind: 'json' | 'url') =>
  allContracts.flatMap((contract) =>
    Object.entries(contract.fields as Record<string, AnyField>)
      .filter(([, field]) => field.kind === kind)
      .map(([key, field]) => ({ name: `${contract.path}.${key}`, contract, key, rule: field.rule })),
  );
const JSON_FIELDS = fieldsOfKind('json');
const URL_FIELD_NAMES = new Set(fieldsOfKind('url').map((field) => field.key));

const bodyOf = (operation: DescribedOperation) => {
  const schema = operation.requestBody?.content['application/json']?.schema;
  return schema ? resolve(schema) : undefined;
};
const withBody = operations.filter(({ operation }) => bodyOf(operation) !== undefined);

const samples = new Map<DescribedOperation, Request>();
/** One valid request of an operation (the suite's generator, seeded), made once. */
function sampleOf(entry: (typeof operations)[number]): Request {
  let request = samples.get(entry.operation);
  if (!request) {
    [request] = fc.sample(validRequest(entry.operation), { seed: SEED + operations.indexOf(entry), numRuns: 1 });
    samples.set(entry.operation, request);
  }
  return request;
}

/** The operation's valid request, its body's `key` set to `value`. */
function validWith(entry: (typeof operations)[number], key: string, value: unknown): Request {
  const request = sampleOf(entry);
  const body = request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
  return { ...request, body: { ...body, [key]: value } };
}

/** Sends it; the answer must be below 500, one the operation describes. */
async function expectDescribed(entry: (typeof operations)[number], request: Request, context: string) {
  const response = await send(entry.method, entry.path, request);
  expect([context, response.statusCode < 500, problems(entry.method, entry.path, response)]).toEqual([context, true, []]);
  return response;
}

describe(`JSON nested ${DEPTH} levels deep`, () => {
  it.each(JSON_FIELDS.map((field) => [field.name, field] as const))('%s: its rule refuses it as not JSON without walking it', (_name, { contract, key, rule }) => {
    for (const deep of DEEP_VALUES) {
      const value: unknown = JSON.parse(deep.text);
      expect([deep.name, rule.safeParse(value).error?.issues[0]?.message]).toEqual([deep.name, INVALID_JSON]);
      // The contract's rules (and its cross-field check) neither throw nor see it.
      for (const schema of [contract.schemas.create, contract.schemas.update, contract.schemas.edit]) {
        expect([deep.name, schema.safeParse({ [key]: value }).success]).toEqual([deep.name, false]);
      }
    }
  });

  it('every json field a call takes refuses it: 400, "Error en formato JSON" when it is the field refused', async () => {
    // A json field is described as any value ({}, or that or null); a list of choices of the same name is another field.
    const anyJson = (schema: Schema | undefined): boolean => !!schema && !schema.type && !schema.enum && (!schema.anyOf || schema.anyOf.some(anyJson));
    const takers = [...new Set(JSON_FIELDS.map(({ key }) => key))].flatMap((key) =>
      withBody.filter(({ operation }) => anyJson(bodyOf(operation)!.properties?.[key])).map((entry) => [key, entry] as const),
    );
    // Webhook headers, plugin attribute data (both its paths, create and update).
    expect(takers.length).toBeGreaterThanOrEqual(5);
    let named = 0;
    for (const [key, entry] of takers) {
      for (const deep of DEEP_VALUES) {
        const context = `${entry.method} ${entry.path} ${key}: ${deep.name}`;
        const response = await expectDescribed(entry, validWith(entry, key, deep), context);
        // Refused (another field of the generated body may be named first), or the path's record does not exist.
        const { error, field } = JSON.parse(response.body) as { error: string; field?: string };
        expect([context, [400, 404].includes(response.statusCode)]).toEqual([context, true]);
        if (field === key) expect([context, error]).toEqual([context, `${INVALID_JSON} (campo ${key})`]);
        if (field === key) named += 1;
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it.each(withBody.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s: as any field of the body, or the body itself, never a 5xx', async (_name, entry) => {
    // Arrays and objects (the json fields above get the three shapes).
    for (const deep of DEEP_VALUES.slice(0, 2)) {
      await expectDescribed(entry, { ...sampleOf(entry), body: deep }, `${deep.name} as the body`);
      for (const key of Object.keys(bodyOf(entry.operation)!.properties ?? {})) await expectDescribed(entry, validWith(entry, key, deep), `${key}: ${deep.name}`);
    }
  });
});

describe('addresses beyond ASCII in every url field', () => {
  it.each(withBody.filter(({ operation }) => Object.keys(bodyOf(operation)!.properties ?? {}).some((key) => URL_FIELD_NAMES.has(key))).map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s: never a 5xx',
    async (_name, entry) => {
      for (const key of Object.keys(bodyOf(entry.operation)!.properties ?? {}).filter((name) => URL_FIELD_NAMES.has(name))) {
        for (const url of UNICODE_URLS) await expectDescribed(entry, validWith(entry, key, url), `${key}: ${url}`);
      }
    },
  );

  it('a short link to each redirects with an ASCII Location', async () => {
    // Not the last two: a no-break space is whitespace to the url rule (400), xn--a a host IDNA refuses (400).
    for (const target of UNICODE_URLS.slice(0, 5)) {
      const made = await app.inject({ method: 'POST', url: '/api/tooling/url-shortener', headers: staffHeaders, payload: { target } });
      expect([target, made.statusCode]).toEqual([target, 200]);
      const followed = await app.inject({ method: 'GET', url: new URL(JSON.parse(made.body).resource as string).pathname });
      expect([target, followed.statusCode, followed.headers.location]).toEqual([target, 302, expect.stringMatching(/^https:\/\/[\x21-\x7e]+$/)]);
    }
  });
});
