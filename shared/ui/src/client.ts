/**
 * The client half of the resource machine: a contract's generic calls (spec 7.3) and query keys, every
 * failure worded by the catalogue from the contract's Spanish names.
 *
 *   const roles = resourceClient(roleContract);
 *   roles.list({ page: 1, limit: 25 });  roles.update(3, { name: 'Soporte' });
 * A call particular to a resource (a link, a sub-action) is an operation contract's: `callOperation` below.
 *
 * A write that changes a record sends the version it was made from (the row's `_version`) as If-Match: the API
 * refuses it with 409 and a `conflict` when the record changed meanwhile (see ConflictDialog).
 */
import type { QueryKey } from '@tanstack/react-query';
import { api, apiCall, messagingApi } from '@console/core';
import {
  fillPath,
  ROW_VERSION,
  type AnyContract,
  type ChoiceOf,
  type Envelope,
  type OperationAnswer,
  type OperationInput,
  type OperationSpec,
  type ReferenceTarget,
  type RowOf,
} from '@console/contracts';

/** Query parameters of a list; undefined and empty values are not sent. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ResourceClient<C extends AnyContract = AnyContract> {
  contract: C;
  /** The root of every query key of the resource: invalidating it refreshes its lists and records. */
  key: QueryKey;
  id(row: RowOf<C>): number;
  /** GET {path} — or another list of the same rows, such as `organization/7/accounts`. */
  list(params?: QueryParams, path?: string): Promise<Envelope<RowOf<C>[]>>;
  get(id: number): Promise<Envelope<RowOf<C>>>;
  create(body: unknown): Promise<Envelope<RowOf<C>>>;
  /** PATCH; `from`: the row as the editor saw it (its version is sent as If-Match). */
  update(id: number, body: unknown, from?: RowOf<C>): Promise<Envelope<RowOf<C>>>;
  /** DELETE with the item as the body, as the spec sends it (and its version as If-Match). */
  remove(id: number, row?: RowOf<C>): Promise<Envelope<RowOf<C>>>;
  /**
   * DELETE {path} {items}: several rows, all or none, each with the version it was shown at. None for the items
   * of a parent (scopedClient): those are deleted at the parent's paths.
   */
  removeMany?(rows: RowOf<C>[]): Promise<Envelope<RowOf<C>[]>>;
  /** PATCH {path}/{id}/restore: a soft-deleted row taken back, from the row as its delete answered it (If-Match). */
  restore(row: RowOf<C>): Promise<Envelope<RowOf<C>>>;
}

/** A write's options: its JSON body, and the version of the row it was made from as If-Match. */
export function writeOptions(body: unknown, from?: unknown) {
  const version = from && typeof from === 'object' ? (from as Record<string, unknown>)[ROW_VERSION] : undefined;
  return {
    ...(body !== undefined && { json: body }),
    ...(typeof version === 'string' && { headers: { 'If-Match': `"${version}"` } }),
  };
}

const searchParams = (params: QueryParams = {}) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** The HTTP client of a resource: the messaging API for messaging resources. */
const httpOf = (target: { api?: 'api' | 'messaging' }) => (target.api === 'messaging' ? messagingApi : api);

/** The read calls of a resource (a list, one item), worded by the catalogue from its names. */
function readCalls(target: Pick<ReferenceTarget, 'path' | 'names' | 'api'> & { getPath?: string }) {
  const http = httpOf(target);
  const { path, names, getPath = `${path}/:id` } = target;
  return {
    list: (params?: QueryParams, from = path) =>
      apiCall('obteniendo', names.many, () => http.get(from, { searchParams: searchParams(params) })),
    get: (id: number) => apiCall('obteniendo', names.one, () => http.get(fillPath(getPath, { id }))),
  };
}

const clients = new WeakMap<AnyContract, ResourceClient>();

/** The client of a contract (one per contract, so it is a stable value for hooks and memoised rows). */
export function resourceClient<C extends AnyContract>(contract: C): ResourceClient<C> {
  const known = clients.get(contract);
  if (known) return known as unknown as ResourceClient<C>;
  const http = httpOf(contract);
  const { path, names } = contract;
  const client = {
    contract,
    key: [path],
    id: (row: RowOf<C>) => (row as Record<string, number>)[contract.id],
    ...readCalls(contract),
    create: (body) => apiCall('creando', names.one, () => http.post(path, { json: body })),
    update: (id, body, from) => apiCall('actualizando', names.one, () => http.patch(`${path}/${id}`, writeOptions(body, from))),
    remove: (id, row) => apiCall('eliminando', names.one, () => http.delete(`${path}/${id}`, writeOptions(row, row))),
    removeMany: (rows) => {
      const items = rows.map((row) => {
        const version = (row as Record<string, unknown>)[ROW_VERSION];
        return { id: (row as Record<string, number>)[contract.id], ...(typeof version === 'string' && { version }) };
      });
      return apiCall('eliminando', names.many, () => http.delete(path, { json: { items } }));
    },
    restore: (row) => {
      const id = (row as Record<string, number>)[contract.id];
      return apiCall('restaurando', names.one, () => http.patch(`${path}/${id}/restore`, writeOptions(undefined, row)));
    },
  } as ResourceClient<C>;
  clients.set(contract, client as unknown as ResourceClient);
  return client;
}

/** Where a resource's calls go when it lives below a parent, as the spec's paths put it. */
export interface ScopedPaths {
  /** GET (the list): 'account/7/platforms'. */
  list: string;
  /** POST (a create); default the list's path. */
  create?: string;
  /** GET, PATCH and DELETE of one: (id) => `account/7/platform/${id}`. */
  item(id: number): string;
}

/**
 * The client of a contract's items below a parent (an account's lists at account/7/lists/{id}, its platforms at
 * account/7/platform/{id}): the same calls, texts and query key as resourceClient, at the parent's paths.
 * Memoise it per parent (useMemo): it is a new value each time.
 */
export function scopedClient<C extends AnyContract>(contract: C, paths: ScopedPaths): ResourceClient<C> {
  const http = httpOf(contract);
  const { names } = contract;
  const { removeMany: _atTheContractsPath, ...base } = resourceClient(contract);
  return {
    ...base,
    list: (params, from = paths.list) => apiCall('obteniendo', names.many, () => http.get(from, { searchParams: searchParams(params) })),
    get: (id) => apiCall('obteniendo', names.one, () => http.get(paths.item(id))),
    create: (body) => apiCall('creando', names.one, () => http.post(paths.create ?? paths.list, { json: body })),
    update: (id, body, from) => apiCall('actualizando', names.one, () => http.patch(paths.item(id), writeOptions(body, from))),
    remove: (id, row) => apiCall('eliminando', names.one, () => http.delete(paths.item(id), writeOptions(row, row))),
  };
}

/** What a call sends beside the operation's input: the row the write changes, as the editor saw it (its version goes as If-Match). */
export interface CallOptions {
  from?: unknown;
}

/**
 * A call of an operation contract: its path filled in from `params`, its query and body sent as declared, its
 * failure worded by the catalogue from the operation's texts ('Error asociando permiso.').
 *
 *   callOperation(roleOperations.linkPermission, { params: { id: 3 }, body: { permission_id: 7 } });
 */
export function callOperation<O extends OperationSpec>(op: O, input: OperationInput<O>, { from }: CallOptions = {}): Promise<Envelope<OperationAnswer<O>>> {
  const http = op.api === 'messaging' ? messagingApi : api;
  const path = fillPath(op.path, input.params as Record<string, string | number> | undefined);
  const method = op.method.toLowerCase() as Lowercase<OperationSpec['method']>;
  const options = { ...writeOptions(input.body, from), ...(input.query && { searchParams: searchParams(input.query) }) };
  return apiCall(op.texts.verb, op.texts.what, () => http[method](path, options));
}

/** What a selector needs to list and name the items of another resource. */
export interface LookupSource<T = Record<string, unknown>> {
  key: QueryKey;
  names: { one: string; many: string };
  id(item: T): number;
  label(item: T): string;
  list(params?: QueryParams): Promise<Envelope<T[]>>;
  get(id: number): Promise<Envelope<T>>;
}

const sources = new Map<string, LookupSource>();

/**
 * The selector source of a reference's target (a contract, or just its path, id, names and label). Where the contract
 * declares a selector's option (`choice`), its list is asked for options only (`choice=true`: the id and the fields its
 * label reads, a fifth of a row's bytes), under a query key of their own below the resource's.
 */
export function lookupSource(target: ReferenceTarget & { choice?: readonly string[] }): LookupSource {
  const known = sources.get(target.path);
  if (known) return known;
  const calls = readCalls(target);
  const source = {
    key: target.choice ? [target.path, 'choice'] : [target.path],
    names: target.names,
    id: (item: Record<string, unknown>) => item[target.id] as number,
    label: (item: Record<string, unknown>) => target.label(item),
    ...calls,
    ...(target.choice && { list: (params?: QueryParams) => calls.list({ ...params, choice: true }) }),
  } as LookupSource;
  sources.set(target.path, source);
  return source;
}

/** A contract's selector options (lookupSource), typed as what they carry: `ChoiceOf<typeof accountContract>`. */
export const choiceSource = <C extends AnyContract>(contract: C) => lookupSource(contract) as unknown as LookupSource<ChoiceOf<C>>;
