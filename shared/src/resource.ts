/**
 * The client half of the resource machine: the spec's generic calls (7.3) for one resource, with the
 * catalogue's messages built from its Spanish names. Screens describe a resource once:
 *
 *   export const roles = defineResource<Role>({ path: 'role', names: resourceNames.role, id: (r) => r.role_id });
 *   roles.list({ page: 1, limit: 25 });  roles.update(3, { name: 'Soporte' });
 *   roles.call('put', 3, 'permission', 'asociando', resourceNames.permission.one, { permission_id: 7 });
 */
import { api, apiCall, type ApiClient, type Envelope } from './api';
import type { Verb } from './messages';

/** Query parameters of a list; undefined and empty values are not sent. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ResourceNames {
  one: string;
  many: string;
}

export interface Resource<T> {
  /** Path of the generic calls, also the root of the resource's query keys: 'role'. */
  path: string;
  names: ResourceNames;
  /** The row's id. */
  id(row: T): number;
  list(params?: QueryParams): Promise<Envelope<T[]>>;
  get(id: number): Promise<Envelope<T>>;
  create(values: unknown): Promise<Envelope<T>>;
  update(id: number, values: unknown): Promise<Envelope<T>>;
  /** DELETE with the item as the body, as the spec sends it. */
  remove(id: number, row?: T): Promise<Envelope<T>>;
  /**
   * A call particular to the resource: `{method} {path}/{id}/{action}`, its failures worded with `verb`
   * and `what` ('Error asociando permiso.').
   */
  call<R = unknown>(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    id: number,
    action: string,
    verb: Verb,
    what: string,
    body?: unknown,
  ): Promise<Envelope<R>>;
}

const searchParams = (params: QueryParams = {}) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export function defineResource<T>({
  path,
  names,
  id,
  client = api,
}: {
  path: string;
  names: ResourceNames;
  id(row: T): number;
  /** The API it lives on (the messaging API for messaging resources). */
  client?: ApiClient;
}): Resource<T> {
  return {
    path,
    names,
    id,
    list: (params) => apiCall<T[]>('obteniendo', names.many, () => client.get(path, { searchParams: searchParams(params) })),
    get: (key) => apiCall<T>('obteniendo', names.one, () => client.get(`${path}/${key}`)),
    create: (values) => apiCall<T>('creando', names.one, () => client.post(path, { json: values })),
    update: (key, values) => apiCall<T>('actualizando', names.one, () => client.patch(`${path}/${key}`, { json: values })),
    remove: (key, row) =>
      apiCall<T>('eliminando', names.one, () => client.delete(`${path}/${key}`, row === undefined ? {} : { json: row })),
    call: (method, key, action, verb, what, body) =>
      apiCall(verb, what, () => client[method](`${path}/${key}/${action}`, body === undefined ? {} : { json: body })),
  };
}
