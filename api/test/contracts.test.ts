/**
 * The generic API suite: every contract the API serves (@console/contracts/all) is checked the same way
 * against the demo database — the list (paging from limit + 1, strict parameters, each search, each sort),
 * one item, create, update and delete where the contract has them (and 405 where it has not), and the
 * guard on every generated route. Every row of every answer must match the contract's row schema, carry
 * no field the contract does not declare, and never a secret. Each resource's own test file covers only
 * what is particular to it (role 1, the delete rules, links, restore, bulk, the account status…).
 */
import type { AnyContract, AnyField } from '@console/contracts';
import { choiceRowOf, DEFAULT_PAGE_SIZE, fillPath, MAX_LIST_LIMIT, ROW_VERSION } from '@console/contracts';
import { allContracts } from '@console/contracts/all';
import { eq, sql } from 'drizzle-orm';
import { admins } from '../src/db/schema';
import { accessTokenFor, bearer, demoApi, largeListScopes, type Method } from './helpers';

const api = demoApi();

type Row = Record<string, unknown>;
interface Answer {
  status: number;
  headers: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field
  body: any;
  raw: string;
}

/** An id no demo row has (within PostgreSQL's integer). */
const UNKNOWN_ID = 2_000_000_000;
const NO_ACCESS = 'No tienes acceso a este dashboard.';
const INVALID_SESSION = 'Sesión no válida';

/** Searches that do not search the field of their own name (the API's descriptions say so). */
const SEARCHED_TEXT: Record<string, Record<string, (row: Row) => string>> = {
  // admins.ts: name searches "first_name last_name" (the admins_full_name_trgm_idx expression).
  admin: { name: (row) => `${String(row.first_name)} ${String(row.last_name)}` },
  // partners.ts: the search box's `name` searches business_name.
  partner: { name: (row) => String(row.business_name) },
  certified_partners: { name: (row) => String(row.business_name) },
  // partner-billing.ts: `name` searches the account's name.
  active_account: { name: (row) => String(row.account_name) },
  // users.ts: `text` searches "first_name last_name screen_name phone_number" (the users_search_trgm_idx expression).
  user: { text: (row) => `${String(row.first_name)} ${String(row.last_name)} ${String(row.screen_name)} ${String(row.phone_number)}` },
};

/** Lists whose demo rows are more than one page of MAX_LIST_LIMIT, listed within a small scope (largeListScopes). */
const SCOPES: Record<string, string> = {};
beforeAll(async () => {
  Object.assign(SCOPES, await largeListScopes(api.db()));
});

/** Where a contract's generic calls live, and where one item is read (its getPath: active_account/by_id/:id). */
const root = (contract: AnyContract) => `/${contract.api === 'messaging' ? 'messaging' : 'api'}`;
const base = (contract: AnyContract) => `${root(contract)}/${contract.path}`;
const readUrl = (contract: AnyContract, id: number | string) => `${root(contract)}/${fillPath(contract.getPath, { id })}`;
const fieldsOf = (contract: AnyContract) => contract.fields as Record<string, AnyField>;

async function send(method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer> {
  const response = await api.call(method, url, payload, headers);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, headers: response.headers, body, raw: response.body };
}

/** The status, with the answer shown when it differs. */
function expectStatus(answer: Answer, status: number, context: string) {
  expect([context, answer.status, answer.status === status ? '' : answer.raw]).toEqual([context, status, '']);
}

/** A refusal: the status, the error envelope, and the text (and the field, when given). */
function expectRefusal(answer: Answer, status: number, context: string, { error, field }: { error?: string; field?: string } = {}) {
  expectStatus(answer, status, context);
  expect([context, answer.body.success, answer.body.resource]).toEqual([context, false, null]);
  expect([context, typeof answer.body.error]).toEqual([context, 'string']);
  if (error !== undefined) expect([context, answer.body.error]).toEqual([context, expect.stringContaining(error)]);
  if (field !== undefined) expect([context, answer.body.field]).toEqual([context, field]);
}

/** Keys anywhere in a value that look like a password or its hash. */
function passwordKeys(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Row).flatMap(([key, inner]) => [
    ...(/password|_hash$/i.test(key) ? [`${at}${key}`] : []),
    ...passwordKeys(inner, `${at}${key}.`),
  ]);
}

/** One answered row: the contract's row schema (a selector's option's, `choice`), only its keys, no secret. */
function expectRow(contract: AnyContract, row: unknown, context: string, { choice = false } = {}) {
  const schema = choice ? choiceRowOf(contract.schemas.list)! : contract.schemas.row;
  const parsed = schema.safeParse(row);
  expect([context, row, parsed.success ? [] : parsed.error.issues]).toEqual([context, row, []]);
  const shape = schema.shape as Record<string, unknown>;
  const undeclared = Object.keys(row as Row).filter((key) => !(key in shape));
  expect([context, 'undeclared keys', undeclared]).toEqual([context, 'undeclared keys', []]);
  const secrets = Object.keys(fieldsOf(contract)).filter((key) => fieldsOf(contract)[key].secret && key in (row as Row));
  expect([context, 'secrets', secrets, passwordKeys(row)]).toEqual([context, 'secrets', [], []]);
}

/** A successful answer of the contract's routes: status, envelope, and every row it carries. */
function expectRows(contract: AnyContract, answer: Answer, status: number, context: string, { choice = false } = {}): Row[] {
  expectStatus(answer, status, context);
  expect([context, answer.body.success]).toEqual([context, true]);
  expect([context, /scrypt\$/.test(answer.raw)]).toEqual([context, false]);
  const rows: Row[] = Array.isArray(answer.body.resource) ? answer.body.resource : [answer.body.resource];
  rows.forEach((row, index) => expectRow(contract, row, `${context} [${index}]`, { choice }));
  return rows;
}

async function listPage(contract: AnyContract, query: string) {
  const url = `${base(contract)}?${[SCOPES[contract.path], query].filter(Boolean).join('&')}`;
  const answer = await send('GET', url);
  const rows = expectRows(contract, answer, 200, `GET ${url}`, { choice: /(^|&)choice=true/.test(query) });
  return { rows, pagination: answer.body.pagination as { page: number; limit: number; hasNextPage: boolean }, url };
}

/** The largest page a contract's list answers: a selector's MAX_LIST_LIMIT, or its own `maxLimit`. */
const largestPage = (contract: AnyContract) => contract.list?.maxLimit ?? MAX_LIST_LIMIT;

/** Every row of the default list, page by page of the largest size (the demo has far fewer than one of MAX_LIST_LIMIT). */
async function listAll(contract: AnyContract, query = '') {
  const rows: Row[] = [];
  for (let number = 1; ; number += 1) {
    const page = await listPage(contract, `limit=${largestPage(contract)}&page=${number}${query && `&${query}`}`);
    rows.push(...page.rows);
    if (!page.pagination.hasNextPage) return rows;
  }
}

const idsOf = (contract: AnyContract, rows: Row[]) => rows.map((row) => row[contract.id] as number);

/** SQL types that order a field's values as its column does; text keeps the database's own collation. */
const SQL_TYPES: Partial<Record<AnyField['kind'], string>> = {
  number: 'numeric',
  reference: 'integer',
  flag: 'boolean',
  timestamp: 'timestamptz',
};

/**
 * The ids of `rows` in the order the database gives to (value, id), ascending or descending — the order
 * `?sort=` promises (the id after the field, in the same direction, so equal values keep one order).
 * The database compares, so text follows its collation (C on PGlite, the server's on PostgreSQL).
 */
async function databaseOrder(kind: AnyField['kind'], rows: { v: unknown; id: number }[], descending: boolean) {
  const type = sql.raw(SQL_TYPES[kind] ?? 'text');
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const result = await api
    .db()
    .execute(
      sql`select x.id from json_to_recordset(${JSON.stringify(rows)}::json) as x(v ${type}, id integer) order by x.v ${direction}, x.id ${direction}`,
    );
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}

/** Expects `rows` ordered by `sort` ('name', '-createdAt', the id). */
async function expectOrdered(contract: AnyContract, rows: Row[], sort: string, context: string) {
  const key = sort.replace(/^-/, '');
  const descending = sort.startsWith('-');
  const ids = idsOf(contract, rows);
  if (key === contract.id) {
    expect([context, ids]).toEqual([context, [...ids].sort((a, b) => (descending ? b - a : a - b))]);
    return;
  }
  const field = fieldsOf(contract)[key];
  expect([context, field !== undefined]).toEqual([context, true]);
  const expected = await databaseOrder(field.kind, rows.map((row) => ({ v: row[key], id: row[contract.id] as number })), descending);
  expect([context, ids]).toEqual([context, expected]);
}

// ---- Values built from the contract ----------------------------------------------------------------

let serial = 0;
const stamp = Date.now().toString(36);
const next = () => `${stamp}${(serial += 1)}`;
/** Numbers for the examples of formatted texts (digits only), unique in the run. */
let formatted = (Date.now() % 1_000_000) * 1000;

/** A text no other row has, within the field's max. */
function uniqueText(contract: AnyContract, key: string, field: AnyField) {
  // A text of a required shape: the field's own n-th example.
  if (field.format) return field.format.example((formatted += 1));
  const text = `Prueba ${contract.path} ${key} ${next()}`;
  return field.max !== undefined && text.length > field.max ? text.slice(-field.max).trim() : text;
}

/** Existing ids of a reference's target, from its list. */
async function referenceIds(field: AnyField, count: number): Promise<number[]> {
  const target = field.target!();
  const url = `/api/${target.path}?limit=${count}`;
  const answer = await send('GET', url);
  expectStatus(answer, 200, `GET ${url} (a reference's target)`);
  const ids = (answer.body.resource as Row[]).map((row) => row[target.id] as number);
  if (ids.length === 0) throw new Error(`${url}: no row to reference`);
  return ids;
}

/**
 * A valid value of a field, as sent; texts are sent with spaces around them (the API trims them). `nth`: which
 * existing row a reference takes (a second create takes the second, so a pair unique together stays free).
 */
async function validValue(contract: AnyContract, key: string, field: AnyField, nth = 0): Promise<unknown> {
  switch (field.kind) {
    case 'text':
      return `  ${uniqueText(contract, key, field)}  `;
    case 'email':
      // Lower-case: admins are stored with their e-mail lower-cased on purpose (admins.test.ts checks it).
      return `  prueba.${contract.path}.${next()}@example.com  `;
    case 'url':
      return `  https://example.com/x.png  `;
    case 'number':
      return field.min !== undefined && !field.positive ? field.min : 1;
    case 'json':
      return { opciones: ['uno', 'dos'] };
    case 'choice':
      return field.options![0].value;
    case 'reference': {
      const ids = await referenceIds(field, nth + 1);
      return ids[nth] ?? ids[0];
    }
    case 'secret':
      return 'secreto1';
    case 'flag':
      return true;
    case 'color':
      return 'a1b2c3';
    case 'date':
      return '2024-01-31';
    default:
      throw new Error(`${contract.path}.${key}: no generic value for a ${field.kind} field`);
  }
}

/** A valid value different from `current`, for an update. */
async function otherValue(contract: AnyContract, key: string, field: AnyField, current: unknown): Promise<unknown> {
  switch (field.kind) {
    case 'text':
      return uniqueText(contract, key, field);
    case 'email':
      return `otro.${contract.path}.${next()}@example.com`;
    case 'url':
      return `https://example.com/${next()}.png`;
    case 'secret':
      return 'secreto2';
    case 'json':
      return ['otra', next()];
    case 'flag':
      return current !== true;
    case 'color':
      return current === 'd4e5f6' ? 'a1b2c3' : 'd4e5f6';
    case 'date':
      return current === '2024-02-29' ? '2024-01-31' : '2024-02-29';
    case 'number': {
      const value = typeof current === 'number' ? current + 1 : (field.min ?? 1);
      return field.max !== undefined && value > field.max ? (field.min ?? 0) : value;
    }
    case 'choice': {
      const option = field.options!.find((o) => o.value !== current);
      if (!option) throw new Error(`${contract.path}.${key}: a choice of one option cannot change`);
      return option.value;
    }
    case 'reference': {
      const id = (await referenceIds(field, 2)).find((candidate) => candidate !== current);
      if (id === undefined) throw new Error(`${contract.path}.${key}: the target has a single row, the reference cannot change`);
      return id;
    }
    default:
      throw new Error(`${contract.path}.${key}: no generic value for a ${field.kind} field`);
  }
}

/** A value of the wrong type for a field. */
const wrongType = (field: AnyField): unknown =>
  field.kind === 'number' || field.kind === 'reference' ? 'x' : field.kind === 'flag' ? 'sí' : 12345;

/**
 * Values a field refuses with a 400 naming it: the wrong type, null where null is no value, a blank text
 * where one is required, a text one character over its max.
 */
function refusedValues(field: AnyField): unknown[] {
  const values = [wrongType(field)];
  if (!field.nullable) values.push(null);
  if (field.kind === 'text' && field.required) values.push('   ');
  if (field.kind === 'text' && field.max !== undefined) values.push('x'.repeat(field.max + 1));
  return values;
}

/** What the row answers for a value sent: strings trimmed. */
const echoed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * Create fields the server derives and only checks when they are sent (an invoice's level and commission:
 * partners.test.ts): the generic creates leave them out, and a write may move them.
 */
const DERIVED: Record<string, string[]> = { invoice: ['level_on_payment', 'partner_commision'] };
const derived = (contract: AnyContract, key: string) => DERIVED[contract.path]?.includes(key) ?? false;

/** Row fields that a write may change besides its own fields (the update time). */
/** What a write changes besides its fields: an update time, the joined object of a reference it changed. */
const moves = (contract: AnyContract, key: string) =>
  key === ROW_VERSION ||
  (fieldsOf(contract)[key]?.kind === 'timestamp' && /^updated/i.test(key)) ||
  key in (contract.joined ?? {}) ||
  derived(contract, key);

const without = (row: Row, keys: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

/**
 * Contracts whose rule across fields (`check`) the generic values would break: what every create sends besides them,
 * the update values that keep the rule, and the fields the rule ties together, which the resource's own test file
 * changes together (an outgoing webhook has a type, an incoming one none: account-integrations.test.ts).
 */
const CHECKED: Record<string, { values: Row; other: Row; tied: string[] }> = {
  webhooks: {
    values: { is_incoming: false, outgoing_type: 'payment', headers: { 'X-Api-Key': 'clave' } },
    other: { headers: { 'X-Otra': 'otra' } },
    tied: ['is_incoming', 'outgoing_type'],
  },
};

// ---- The suite --------------------------------------------------------------------------------------

/** The demo's Agente (role 3, a role that may not enter). */
let refusedHeaders: Record<string, string>;
beforeAll(async () => {
  const [agente] = await api.db().select({ admin_id: admins.admin_id }).from(admins).where(eq(admins.email, 'agente@example.com'));
  refusedHeaders = bearer(await accessTokenFor(api.app, agente.admin_id));
});

describe.each((allContracts as readonly AnyContract[]).map((contract) => [contract.path, contract] as const))('%s', (_path, contract) => {
  const url = base(contract);
  const fields = fieldsOf(contract);
  const searches = (contract.list?.search ?? []) as readonly string[];
  const sortKeys = [...new Set(contract.sorts.map((sort) => sort.replace(/^-/, '')))];
  /** The row the create test made (update and delete work on it); without create, the newest existing one. */
  let created: Row | undefined;
  const createdRow = async () => {
    if (!created && !contract.canCreate) created = (await listAll(contract))[0];
    if (!created) throw new Error(`${contract.path}: the create test did not create the row this test needs`);
    return created;
  };

  describe(`GET ${url}`, () => {
    it('pages the rows with hasNextPage from limit + 1 and the total of the matches when asked or on the last page; every row matches the row schema', async () => {
      const all = await listAll(contract);
      const n = all.length;
      expect(n).toBeGreaterThan(0);
      expect(new Set(idsOf(contract, all)).size).toBe(n);

      const total = { count: n, capped: false };
      const first = await listPage(contract, 'total=true');
      expect(first.pagination).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE, hasNextPage: n > DEFAULT_PAGE_SIZE, total });
      expect(first.rows).toEqual(all.slice(0, DEFAULT_PAGE_SIZE));
      // Unasked, only the last page says the total (its rows tell it).
      const unasked = await listPage(contract, '');
      expect(unasked.pagination).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE, hasNextPage: n > DEFAULT_PAGE_SIZE, ...(n <= DEFAULT_PAGE_SIZE && { total }) });
      expect(unasked.rows).toEqual(first.rows);

      const one = await listPage(contract, 'limit=1&total=true');
      expect(one.pagination).toEqual({ page: 1, limit: 1, hasNextPage: n >= 2, total });
      expect(one.rows).toEqual(all.slice(0, 1));

      const second = await listPage(contract, 'limit=1&page=2&total=true');
      expect(second.pagination).toEqual({ page: 2, limit: 1, hasNextPage: n >= 3, total });
      expect(second.rows).toEqual(all.slice(1, 2));

      // An exact limit has no next page; one row less has (where one page may hold them all).
      if (n > largestPage(contract)) return;
      const exact = await listPage(contract, `limit=${n}`);
      expect(exact.rows).toEqual(all);
      expect(exact.pagination.hasNextPage).toBe(false);
      if (n >= 2) {
        const short = await listPage(contract, `limit=${n - 1}`);
        expect(short.rows).toEqual(all.slice(0, n - 1));
        expect(short.pagination.hasNextPage).toBe(true);
      }
      const beyond = await listPage(contract, `limit=${n}&page=2&total=true`);
      expect(beyond.rows).toEqual([]);
      expect(beyond.pagination).toEqual({ page: 2, limit: n, hasNextPage: false, total });
    });

    if (contract.choice) {
      it(`?choice=true answers a selector's options: the id and ${contract.choice.join(', ')}, the rows of the list in its order, named alike`, async () => {
        const all = await listAll(contract);
        const options = await listAll(contract, 'choice=true');
        expect(options.map((row) => Object.keys(row).sort())).toEqual(all.map(() => [contract.id, ...contract.choice!].sort()));
        expect(options).toEqual(all.map((row) => Object.fromEntries([contract.id, ...contract.choice!].map((key) => [key, row[key]]))));
        // The label reads nothing else: an option is named as its row.
        expect(options.map((row) => contract.label(row as never))).toEqual(all.map((row) => contract.label(row as never)));
        // Its export takes no `choice`: the file has every field.
        expectRefusal(await send('GET', `${url}/export.csv?choice=true`), 400, `GET ${url}/export.csv?choice=true`, { error: 'Campo no permitido: choice' });
      });
    }

    it('refuses unknown parameters and bad paging (400, naming the parameter)', async () => {
      const cases: [string, string][] = [
        ['zzz_unknown=1', 'Campo no permitido: zzz_unknown'],
        ['page=0', 'campo page'],
        ['page=abc', 'campo page'],
        ['page=1.5', 'campo page'],
        ['page=99999999', 'La página solicitada es demasiado alta'],
        ['limit=0', 'campo limit'],
        ['limit=abc', 'campo limit'],
        ['limit=1.5', 'campo limit'],
        [`limit=${largestPage(contract) + 1}`, `de 1 a ${largestPage(contract)}`],
        ['total=1', 'campo total'],
      ];
      // A row's field is no list parameter unless the contract makes it a search or a filter.
      const listShape = contract.schemas.list.shape as Record<string, unknown>;
      for (const key of [contract.id, ...Object.keys(fields)].filter((k) => !(k in listShape))) {
        cases.push([`${key}=1`, `Campo no permitido: ${key}`]);
      }
      for (const [query, error] of cases) expectRefusal(await send('GET', `${url}?${query}`), 400, `GET ${url}?${query}`, { error });
    });

    for (const param of searches) {
      it(`?${param}= finds a row by a text taken from it`, async () => {
        const textOf = SEARCHED_TEXT[contract.path]?.[param] ?? ((row: Row) => row[param]);
        const all = await listAll(contract);
        // A row from the middle whose searched text is plain ASCII (its case changes the same under any
        // collation) and long enough for "contains" (3+ characters) once its first and last are cut off.
        const candidates = all.filter((row) => {
          const text = textOf(row);
          return typeof text === 'string' && /^[\x21-\x7e][\x20-\x7e]{3,}[\x21-\x7e]$/.test(text);
        });
        expect([param, 'rows with a searchable text', candidates.length > 0]).toEqual([param, 'rows with a searchable text', true]);
        const row = candidates[Math.floor(candidates.length / 2)];
        const text = textOf(row) as string;
        // The whole text; a part of it, upper-case; the whole, lower-case: "contains", case-insensitive.
        for (const search of [text, text.slice(1, -1).toUpperCase(), text.toLowerCase()]) {
          const found = await listAll(contract, `${param}=${encodeURIComponent(search)}`);
          expect([search, idsOf(contract, found)]).toEqual([search, expect.arrayContaining([row[contract.id]])]);
          for (const other of found) {
            expect([search, String(textOf(other)).toLowerCase()]).toEqual([search, expect.stringContaining(search.toLowerCase())]);
          }
        }
        // A text no row has finds nothing; a text over 200 characters is refused.
        expect(await listAll(contract, `${param}=${encodeURIComponent(`zzz ${next()} nada`)}`)).toEqual([]);
        expectRefusal(await send('GET', `${url}?${param}=${'x'.repeat(201)}`), 400, `GET ${url}?${param}= of 201 characters`, {
          error: `campo ${param}`,
        });
      });
    }

    it(`without ?sort is ordered by ${contract.list?.defaultSort ?? `-${contract.id}`}`, async () => {
      const sort = contract.list?.defaultSort ?? `-${contract.id}`;
      await expectOrdered(contract, await listAll(contract), sort, `${url} (default order ${sort})`);
    });

    for (const key of sortKeys) {
      it(`?sort=${key} and ?sort=-${key} order the rows`, async () => {
        for (const sort of [key, `-${key}`]) {
          const rows = await listAll(contract, `sort=${sort}`);
          expect(rows.length).toBeGreaterThan(0);
          await expectOrdered(contract, rows, sort, `${url}?sort=${sort}`);
        }
      });
    }

    it('refuses an unknown sort (400)', async () => {
      for (const sort of ['zzz_unknown', '-zzz_unknown', '--name', `${contract.id}-`]) {
        expectRefusal(await send('GET', `${url}?sort=${encodeURIComponent(sort)}`), 400, `GET ${url}?sort=${sort}`, {
          error: contract.sorts.length > 0 ? 'Orden no válido' : 'Campo no permitido: sort',
        });
      }
    });
  });

  describe(`GET ${root(contract)}/${contract.getPath}`, () => {
    it('answers a listed row (the same values, a detail may add its own)', async () => {
      const all = await listAll(contract);
      for (const row of [all[0], all[all.length - 1]]) {
        const item = readUrl(contract, row[contract.id] as number);
        const [detail] = expectRows(contract, await send('GET', item), 200, `GET ${item}`);
        expect(detail).toEqual(expect.objectContaining(row));
      }
    });

    it(`answers 404 '${contract.texts.notFound}' for an unknown id, 400 for a bad one`, async () => {
      const unknown = readUrl(contract, UNKNOWN_ID);
      const missing = await send('GET', unknown);
      expectRefusal(missing, 404, `GET ${unknown}`);
      expect(missing.body).toEqual({ success: false, resource: null, error: contract.texts.notFound });
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
        expectRefusal(await send('GET', readUrl(contract, id)), 400, `GET ${readUrl(contract, id)}`, { error: 'campo id' });
      }
    });
  });

  if (contract.canCreate) {
    describe(`POST ${url}`, () => {
      const createFields = contract.createFields as readonly string[];
      const required = createFields.filter((key) => fields[key].required);
      const body = async (keys: readonly string[], nth = 0) => {
        const values: Row = {};
        for (const key of keys.filter((k) => !derived(contract, k))) values[key] = await validValue(contract, key, fields[key], nth);
        return { ...values, ...CHECKED[contract.path]?.values };
      };

      it('creates a row from every create field (201): the row echoes them, trimmed, and is found by id', async () => {
        const sent = await body(createFields);
        const answer = await send('POST', url, sent);
        const [row] = expectRows(contract, answer, 201, `POST ${url} ${JSON.stringify(sent)}`);
        for (const key of createFields) {
          if (fields[key].secret || derived(contract, key)) continue;
          expect([key, row[key]]).toEqual([key, echoed(sent[key])]);
        }
        created = row;
        const found = await send('GET', readUrl(contract, row[contract.id] as number));
        expect(expectRows(contract, found, 200, `GET ${root(contract)}/${contract.getPath} of the created row`)[0]).toEqual(row);
        // The default list shows it, with the same values.
        const listed = (await listAll(contract)).find((other) => other[contract.id] === row[contract.id]);
        expect(listed).toBeDefined();
        expect(row).toEqual(expect.objectContaining(listed));
      });

      it('creates a row from the required fields only: the create defaults apply, other fields left out are null', async () => {
        const sent = await body(required, 1);
        const [row] = expectRows(contract, await send('POST', url, sent), 201, `POST ${url} ${JSON.stringify(sent)}`);
        for (const key of createFields) {
          if (required.includes(key) || key in sent || fields[key].secret) continue;
          if (fields[key].default !== undefined) expect([key, row[key]]).toEqual([key, fields[key].default]);
          else if (fields[key].nullable) expect([key, row[key]]).toEqual([key, null]);
        }
      });

      it('refuses a body without each required field (400 naming it)', async () => {
        const valid = await body(createFields);
        for (const key of required) {
          const answer = await send('POST', url, without(valid, [key]));
          expectRefusal(answer, 400, `POST ${url} without ${key}`, { error: `campo ${key}`, field: key });
        }
      });

      it('refuses a wrong type, a null, a blank or too long text in each field (400 naming it)', async () => {
        const valid = await body(createFields);
        for (const key of createFields) {
          for (const value of refusedValues(fields[key])) {
            const answer = await send('POST', url, { ...valid, [key]: value });
            expectRefusal(answer, 400, `POST ${url} with ${key}: ${JSON.stringify(value)}`, { error: `campo ${key}`, field: key });
          }
        }
      });

      it('refuses an unknown field, and a body that is not an object (400)', async () => {
        const valid = await body(createFields);
        expectRefusal(await send('POST', url, { ...valid, zzz_unknown: 1 }), 400, `POST ${url} with zzz_unknown`, {
          error: 'Campo no permitido: zzz_unknown',
        });
        expectRefusal(await send('POST', url, [valid]), 400, `POST ${url} with an array`);
        expectRefusal(await send('POST', url), 400, `POST ${url} without a body`, { error: 'Faltan los datos de la petición' });
      });

      it("refuses a text one character over its max, with the field's sentence (400)", async () => {
        const valid = await body(createFields);
        for (const key of createFields.filter((k) => fields[k].kind === 'text' && fields[k].max !== undefined)) {
          const { words, max } = fields[key];
          const sentence = `${words.The} ${words.plural ? 'admiten' : 'admite'} hasta ${max} caracteres`;
          const answer = await send('POST', url, { ...valid, [key]: 'x'.repeat(max! + 1) });
          expectRefusal(answer, 400, `POST ${url} with ${key} of ${max! + 1} characters`, { error: `${sentence} (campo ${key})`, field: key });
        }
      });
    });
  } else {
    it(`has no create: POST ${url} answers 405`, async () => {
      expectRefusal(await send('POST', url, {}), 405, `POST ${url}`);
    });
  }

  if (contract.canUpdate) {
    describe(`PATCH ${url}/:id`, () => {
      const updateFields = contract.updateFields as readonly string[];

      it('changes the one field sent and leaves every other field as it was', async () => {
        const id = (await createdRow())[contract.id] as number;
        const get = async () => expectRows(contract, await send('GET', readUrl(contract, id)), 200, `GET ${readUrl(contract, id)}`)[0];
        let before = await get();
        const patches: [string, unknown][] = [];
        const checked = CHECKED[contract.path];
        for (const key of updateFields.filter((k) => !checked?.tied.includes(k))) {
          patches.push([key, checked && key in checked.other ? checked.other[key] : await otherValue(contract, key, fields[key], before[key])]);
          // A nullable field can be emptied too.
          if (fields[key].nullable) patches.push([key, null]);
        }
        for (const [key, value] of patches) {
          const context = `PATCH ${url}/${id} ${JSON.stringify({ [key]: value })}`;
          const [row] = expectRows(contract, await send('PATCH', `${url}/${id}`, { [key]: value }), 200, context);
          if (!fields[key].secret) expect([context, row[key]]).toEqual([context, echoed(value)]);
          const unchanged = [key, ...Object.keys(row).filter((k) => moves(contract, k))];
          expect([context, without(row, unchanged)]).toEqual([context, without(before, unchanged)]);
          expect([context, 'then GET', await get()]).toEqual([context, 'then GET', row]);
          before = row;
          created = row;
        }
      });

      it('refuses an empty body, an unknown field, a refused value (400); an unknown id (404); a bad id (400)', async () => {
        const id = (await createdRow())[contract.id] as number;
        const before = expectRows(contract, await send('GET', readUrl(contract, id)), 200, `GET ${readUrl(contract, id)}`)[0];
        const [key] = updateFields;
        const valid = { [key]: await otherValue(contract, key, fields[key], before[key]) };
        expectRefusal(await send('PATCH', `${url}/${id}`, {}), 400, `PATCH ${url}/${id} {}`, { error: 'No hay campos para actualizar' });
        expectRefusal(await send('PATCH', `${url}/${id}`, { zzz_unknown: 1 }), 400, `PATCH ${url}/${id} with zzz_unknown`, {
          error: 'Campo no permitido: zzz_unknown',
        });
        for (const k of updateFields) {
          for (const value of refusedValues(fields[k])) {
            expectRefusal(await send('PATCH', `${url}/${id}`, { [k]: value }), 400, `PATCH ${url}/${id} with ${k}: ${JSON.stringify(value)}`, {
              error: `campo ${k}`,
              field: k,
            });
          }
        }
        const missing = await send('PATCH', `${url}/${UNKNOWN_ID}`, valid);
        expectRefusal(missing, 404, `PATCH ${url}/${UNKNOWN_ID}`);
        expect(missing.body).toEqual({ success: false, resource: null, error: contract.texts.notFound });
        expectRefusal(await send('PATCH', `${url}/abc`, valid), 400, `PATCH ${url}/abc`, { error: 'campo id' });
        // Nothing of the above changed the row.
        expect(expectRows(contract, await send('GET', readUrl(contract, id)), 200, `GET ${readUrl(contract, id)}`)[0]).toEqual(before);
      });

      it('refuses a write of a version the row no longer has (409 naming who changed it and when), changing nothing', async () => {
        const id = (await createdRow())[contract.id] as number;
        const item = `${url}/${id}`;
        const itemRead = readUrl(contract, id);
        const read = await send('GET', itemRead);
        const seen = expectRows(contract, read, 200, `GET ${itemRead}`)[0];
        const version = seen[ROW_VERSION] as string;
        expect([item, typeof version, read.headers.etag]).toEqual([item, 'string', `"${version}"`]);
        const checked = CHECKED[contract.path];
        const key = updateFields.find((k) => !checked?.tied.includes(k) && !fields[k].secret) ?? updateFields[0];
        const value = async (current: unknown) => (checked && key in checked.other ? checked.other[key] : otherValue(contract, key, fields[key], current));
        const withVersion = (tag: string) => ({ ...api.headers, 'if-match': tag });

        // A colleague saves from the version both of them saw: accepted, and the row's version moves.
        const saved = await send('PATCH', item, { [key]: await value(seen[key]) }, withVersion(`"${version}"`));
        const [changed] = expectRows(contract, saved, 200, `PATCH ${item} with If-Match "${version}"`);
        expect([item, changed[ROW_VERSION] === version, saved.headers.etag]).toEqual([item, false, `"${String(changed[ROW_VERSION])}"`]);

        // A save from the old version: 409, the colleague named, the row as it is now; nothing written.
        const stale = await send('PATCH', item, { [key]: await value(changed[key]) }, withVersion(`"${version}"`));
        expectRefusal(stale, 409, `PATCH ${item} with a stale If-Match`, { error: 'Ada Administradora cambió' });
        expect(stale.body.conflict).toEqual({ version: changed[ROW_VERSION], admin: { admin_id: 1, name: 'Ada Administradora' }, at: expect.any(String), current: changed });
        const deleteStale = await send('DELETE', item, undefined, withVersion(`W/"${version}", "0"`));
        if (contract.canRemove) expectRefusal(deleteStale, 409, `DELETE ${item} with a stale If-Match`, { error: 'No se guardaron tus cambios' });
        expect(expectRows(contract, await send('GET', itemRead), 200, `GET ${itemRead} after the stale writes`)[0]).toEqual(changed);

        // The row's own version, or any (*), is accepted; so is a write without If-Match (scripts).
        for (const tag of [`"${String(changed[ROW_VERSION])}"`, '*']) {
          const current = expectRows(contract, await send('GET', itemRead), 200, `GET ${itemRead}`)[0];
          expectRows(contract, await send('PATCH', item, { [key]: await value(current[key]) }, withVersion(tag)), 200, `PATCH ${item} with If-Match ${tag}`);
        }
        created = expectRows(contract, await send('GET', itemRead), 200, `GET ${itemRead}`)[0];
      });
    });
  } else {
    it(`has no update: PATCH ${url}/:id answers 405`, async () => {
      const [row] = await listAll(contract);
      expectRefusal(await send('PATCH', `${url}/${row[contract.id] as number}`, {}), 405, `PATCH ${url}/:id`);
    });
  }

  if (contract.canRemove) {
    describe(`DELETE ${url}/:id`, () => {
      it(contract.softDelete ? `sets ${contract.softDelete}: the row leaves the default list` : 'deletes the row: its id answers 404', async () => {
        const row = await createdRow();
        const id = row[contract.id] as number;
        const answer = await send('DELETE', `${url}/${id}`);
        const [deleted] = expectRows(contract, answer, 200, `DELETE ${url}/${id}`);
        const after = await send('GET', readUrl(contract, id));
        if (contract.softDelete) {
          const mark = contract.softDelete as string;
          const unchanged = [mark, ...Object.keys(deleted).filter((k) => moves(contract, k))];
          expect(deleted[mark]).toEqual(expect.any(String));
          expect(without(deleted, unchanged)).toEqual(without(row, unchanged));
          expect(expectRows(contract, after, 200, `GET ${readUrl(contract, id)} after the soft delete`)[0]).toEqual(deleted);
          expect(idsOf(contract, await listAll(contract))).not.toContain(id);
        } else {
          expect(deleted).toEqual(row);
          expectRefusal(after, 404, `GET ${readUrl(contract, id)} after the delete`, { error: contract.texts.notFound });
          expect(idsOf(contract, await listAll(contract))).not.toContain(id);
        }
        // Deleted once: a second delete and an update find nothing.
        expectRefusal(await send('DELETE', `${url}/${id}`), 404, `DELETE ${url}/${id} again`, { error: contract.texts.notFound });
        if (contract.canUpdate) {
          const [key] = contract.updateFields as readonly string[];
          const value = await otherValue(contract, key, fields[key], row[key]);
          expectRefusal(await send('PATCH', `${url}/${id}`, { [key]: value }), 404, `PATCH ${url}/${id} after the delete`, {
            error: contract.texts.notFound,
          });
        }
      });

      it('answers 404 for an unknown id, 400 for a bad one', async () => {
        const missing = await send('DELETE', `${url}/${UNKNOWN_ID}`);
        expectRefusal(missing, 404, `DELETE ${url}/${UNKNOWN_ID}`);
        expect(missing.body).toEqual({ success: false, resource: null, error: contract.texts.notFound });
        expectRefusal(await send('DELETE', `${url}/abc`), 400, `DELETE ${url}/abc`, { error: 'campo id' });
      });
    });
  } else {
    it(`has no delete: DELETE ${url}/:id answers 405`, async () => {
      const [row] = await listAll(contract);
      expectRefusal(await send('DELETE', `${url}/${row[contract.id] as number}`), 405, `DELETE ${url}/:id`);
    });
  }

  // Issue 9: a NUL in any text field or search answered 500 (76 cases over roles, permissions, admins,
  // organizations, accounts, partners and lists). Every field, search and filter of every contract, now.
  it('refuses a NUL, a control character or broken Unicode in every field, search and filter: 400 naming it, never 5xx', async () => {
    const createFields = contract.createFields as readonly string[];
    const updateFields = contract.updateFields as readonly string[];
    const filters = Object.keys(contract.list?.filters ?? {});
    const valid: Row = {};
    for (const key of createFields) valid[key] = await validValue(contract, key, fields[key]);
    const [existing] = await listAll(contract);
    const item = `${url}/${existing[contract.id] as number}`;
    // A text says what is wrong with it; other kinds ('Introduce un correo válido', 'Elige un rol') their own rule.
    const refusedText = (key: string) => (['text', 'url'].includes(fields[key].kind) ? `caracteres no permitidos (campo ${key})` : `(campo ${key})`);
    // Broken Unicode has no percent-encoding (the query parser leaves '%ED%A0%80' as it is): NUL and BEL there.
    for (const [bad, encoded] of [['\u0000', '%00'], ['\u0007', '%07'], ['\ud800', undefined]] as const) {
      // Inside a value that is valid without it (e-mails, choices and numbers too: sent as text).
      const spoil = (value: unknown) => {
        const text = String(value).trim();
        // In place of a character, so a text at its longest stays within it.
        return `${text.slice(0, 3)}${bad}${text.slice(4)}`;
      };
      const what = JSON.stringify(bad);
      for (const key of createFields) {
        const answer = await send('POST', url, { ...valid, [key]: spoil(valid[key]) });
        expectRefusal(answer, 400, `POST ${url} with ${what} in ${key}`, { error: refusedText(key), field: key });
      }
      for (const key of updateFields) {
        const answer = await send('PATCH', item, { [key]: spoil(await validValue(contract, key, fields[key])) });
        expectRefusal(answer, 400, `PATCH ${item} with ${what} in ${key}`, { error: refusedText(key), field: key });
      }
      if (encoded) {
        for (const param of searches) {
          const answer = await send('GET', `${url}?${param}=ab${encoded}c`);
          expectRefusal(answer, 400, `GET ${url}?${param}= with ${what}`, { error: `La búsqueda tiene caracteres no permitidos (campo ${param})` });
        }
        for (const param of filters) {
          expectRefusal(await send('GET', `${url}?${param}=ab${encoded}c`), 400, `GET ${url}?${param}= with ${what}`, { error: `(campo ${param})` });
        }
        expectRefusal(await send('GET', `${readUrl(contract, 1)}${encoded}`), 400, `GET ${readUrl(contract, 1)}${encoded}`, { error: 'campo id' });
      }
    }
    if (contract.canCreate) {
      expectRefusal(await send('POST', url, { ...valid, 'na\u0000me': 'x' }), 400, `POST ${url} with a NUL in a key`, {
        error: 'Campo no permitido: na\u0000me',
      });
    }
  });

  it('answers 401 without a token and 403 to a role that may not enter, on every generated route', async () => {
    const routes: [Method, string][] = [
      ['GET', url],
      ['GET', readUrl(contract, UNKNOWN_ID)],
      ...(contract.canCreate ? [['POST', url] as [Method, string]] : []),
      ...(contract.canUpdate ? [['PATCH', `${url}/${UNKNOWN_ID}`] as [Method, string]] : []),
      ...(contract.canRemove ? [['DELETE', `${url}/${UNKNOWN_ID}`] as [Method, string]] : []),
    ];
    for (const [method, route] of routes) {
      expectRefusal(await send(method, route, {}, {}), 401, `${method} ${route} without a token`, { error: INVALID_SESSION });
      expectRefusal(await send(method, route, {}, refusedHeaders), 403, `${method} ${route} as Agente`, { error: NO_ACCESS });
    }
  });
});
