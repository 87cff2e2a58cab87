/**
 * Operation contracts: one declaration per endpoint that is not a resource contract's generic call (links,
 * sub-actions, jobs, CSV, sign-in…). From it come
 *   - the API's registration and validation of the route (api/src/lib/operation.ts `route`),
 *   - its OpenAPI description (api/src/openapi/document.ts),
 *   - the remotes' typed call (@console/ui `call`), whose failures the catalogue words from `texts`.
 * A route the API registers without one refuses to start (api/src/app.ts).
 *
 *   export const roleOperations = {
 *     linkPermission: operation({
 *       id: 'role.linkPermission', method: 'PUT', path: 'role/:id/permission', tag: 'role',
 *       summary: 'Asocia un permiso a un rol (409 si ya lo estaba)',
 *       params: idParams, body: rolePermissionSchema, answer: roleContract.schemas.row,
 *       audit: 'permission.assign', texts: { verb: 'asociando', what: 'permiso' }, refusals: [409],
 *     }),
 *   };
 */
import { z } from './zod';
import type { Action } from './access';
import { withinDepth, DEPTH_ISSUE, MAX_PAGE_SIZE, type ListQuery } from './paging';
import type { Verb } from './texts';
import type { AnyContract } from './contract';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anybody, a staff admin's access token, or a refresh token (GET token/refresh). */
export type Caller = 'public' | 'staff' | 'refresh';

/** Below which root the path lies: /api/, /messaging/ or the server's own (/health, /s/{code}, /files/…). */
export type OperationApi = 'api' | 'messaging' | 'root';

/** What a staff route needs of the caller's role: a resource and an action, or 'open' (any signed-in admin). */
export type RoutePermission = { resource: string; action: Action } | 'open';

export interface OperationSpec {
  /** The operationId: 'role.linkPermission', 'admin.restore'. */
  id: string;
  method: Method;
  /** Below its root, as the router spells it: 'role/:id/permission'. */
  path: string;
  /** Default 'api'. */
  api?: OperationApi;
  summary: string;
  /** The OpenAPI tag: the resource it belongs to. */
  tag: string;
  /** Default 'staff'. */
  caller?: Caller;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out (PATCH admin/{id}/restore). */
  optionalBody?: true;
  /** The `resource` of the success answer. */
  answer: z.ZodType;
  /** The success status (default 200); 202: accepted, done in the background; 302: a redirect, whose Location is the answer. */
  status?: 200 | 201 | 202 | 302;
  /** A paged list: the answer carries `pagination`. */
  paged?: true;
  /** A paged list whose rows are not the resource machine's (an account's platforms, read through their links): no CSV export. */
  exported?: false;
  /** Refusals beyond those its shape gives (409 for a taken unique value, 429, 502…). */
  refusals?: readonly number[];
  /** A 400 that answers a resource instead of null (admin_bulk: the failing entries). */
  refusedResource?: z.ZodType;
  /** The answer is not the envelope but this document. */
  raw?: true;
  /** A multipart body (an upload) instead of JSON: its parts, a file part as { type: 'string', contentMediaType }. */
  multipart?: Record<string, unknown>;
  /** The answer is a stored file or a CSV (its bytes), not the envelope. */
  download?: true;
  /** What a staff call needs; by default what its method and path say (`routePermission`). */
  permission?: RoutePermission;
  /** The audit trail's action of a write ('permission.assign'); a write without one records the method's. */
  audit?: string;
  /** How the catalogue words its failure in the console: 'Error {verb} {what}.' */
  texts: { verb: Verb; what: string };
}

/** One operation's declaration, checked: its path's parameters are its params' keys. */
export function operation<const S extends OperationSpec>(spec: S): S {
  const named = [...spec.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
  const declared = spec.params instanceof z.ZodObject ? Object.keys(spec.params.shape).sort() : [];
  if (named.join() !== declared.join()) throw new Error(`${spec.id}: the path's parameters (${named.join()}) are not its params' (${declared.join()})`);
  if (spec.path.startsWith('/')) throw new Error(`${spec.id}: a path is written below its root, without the first /`);
  return spec;
}

export type AnyOperation = OperationSpec;

/** The path as a request reaches the server: '/api/role/:id/permission'. */
export const operationUrl = (op: Pick<OperationSpec, 'api' | 'path'>) => ((op.api ?? 'api') === 'root' ? `/${op.path}` : `/${op.api ?? 'api'}/${op.path}`);

/** The path with its parameters filled in (each encoded): 'role/3/permission'. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The resource and action of a route from its method and path (below its root), when it does not declare them:
 *   GET    {resource}, {resource}/:id, {resource}/:id/…   read
 *   POST   {resource}                                     create
 *   PATCH, PUT {resource}/:id                             update
 *   DELETE {resource}/:id                                 delete
 *   any write below an item: {resource}/:id/…             update of that item (links, restore, role)
 * Undefined: the rule cannot place it (only the superadmin may call it).
 */
export function routePermission(method: string, path: string): { resource: string; action: Action } | undefined {
  // As the router spells it too: '/api/admin/:id/role'.
  const segments = path.replace(/^\/(api|messaging)\//, '').split('/').filter(Boolean);
  const [resource, id] = segments;
  if (!resource) return undefined;
  const item = id?.startsWith(':');
  if (method === 'GET' || method === 'HEAD') return { resource, action: 'read' };
  if (segments.length === 1) return method === 'POST' ? { resource, action: 'create' } : undefined;
  if (item && segments.length === 2) {
    if (method === 'DELETE') return { resource, action: 'delete' };
    if (method === 'PATCH' || method === 'PUT') return { resource, action: 'update' };
  }
  return item ? { resource, action: 'update' } : undefined;
}

/** What a staff operation needs: its declaration, or what its method and path say. */
export const permissionOf = (op: Pick<OperationSpec, 'permission' | 'method' | 'path'>) => op.permission ?? routePermission(op.method, op.path);

/** Ids in paths: positive integers that fit PostgreSQL's integer. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'El identificador debe ser un entero positivo')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'El identificador es demasiado grande');

/** The params of a path with one id: '…/:id/…'. */
export const idParams = z.strictObject({ id: idSchema });

/** The params of a path with the owner's id and an item's: 'partner/:id/package/:package_id' → itemParams('package_id'). */
export const itemParams = <K extends string>(item: K) => z.strictObject({ id: idSchema, ...({ [item]: idSchema } as Record<K, typeof idSchema>) });

/** A list query rule from a contract's: strict (unknown parameters refused) and no deeper than the deepest page. */
export function strictListQuery(schema: z.ZodObject) {
  return z.strictObject(schema.shape).refine(withinDepth as (q: unknown) => boolean, DEPTH_ISSUE) as unknown as z.ZodType<ListQuery>;
}

/** Where a list's CSV is: the list's path and `/export.csv`, a static segment that no `/:id` route takes. */
export const exportPath = (listPath: string) => `${listPath}/export.csv`;

/** A list's query without its page, its size and a selector's `choice` (strict: they are refused): what its export takes. */
function exportQuery(query: z.ZodType | undefined): z.ZodType | undefined {
  if (!(query instanceof z.ZodObject)) return query;
  const { page: _page, limit: _limit, choice: _choice, ...shape } = query.shape;
  return z.strictObject(shape);
}

/**
 * The CSV export of a paged list (GET {list}/export.csv): every row the list's searches, filters and order give,
 * not one page, with its permission. The API registers it beside the list (lib/resource.ts `listRoute`).
 */
export function listExport(list: OperationSpec): OperationSpec {
  if (!list.paged || list.exported === false) throw new Error(`${list.id}: it has no export`);
  return {
    id: `${list.id.replace(/\.list$/, '')}.export`,
    method: 'GET',
    path: exportPath(list.path),
    api: list.api,
    tag: list.tag,
    summary: `${list.summary.split(':')[0]}, en CSV: todas las filas de la lista con sus búsquedas, filtros y orden (UTF-8 con BOM, RFC 4180), enviadas por partes`,
    ...(list.params && { params: list.params }),
    ...(list.query && { query: exportQuery(list.query) }),
    answer: z.string(),
    download: true,
    ...(list.permission && { permission: list.permission }),
    texts: { verb: 'obteniendo', what: list.texts.what },
  };
}

/** The most rows one bulk delete (or its restore) takes: a page of the largest size. */
export const MAX_DELETE_MANY = MAX_PAGE_SIZE;

/** A selection's body, {items: [{id, version}]}: `verb` says what its call does with the rows ('eliminar'). */
const selectionSchema = (verb: string) =>
  z.strictObject({
    items: z
      .array(
        z.strictObject({
          id: z.number({ error: 'Cada elemento necesita su id' }).int('Cada elemento necesita su id').positive('Cada elemento necesita su id').max(2_147_483_647, 'Cada elemento necesita su id'),
          version: z.string({ error: 'La versión debe ser un texto' }).max(20, 'La versión no es válida').optional(),
        }),
        { error: `Indica los elementos a ${verb}` },
      )
      .min(1, 'Elige al menos un elemento')
      .max(MAX_DELETE_MANY, `Se pueden ${verb} hasta ${MAX_DELETE_MANY} elementos a la vez`),
  });

/**
 * DELETE {path} {items}: the rows ticked in a list, each with the version it was shown at (`version`, its row's
 * `_version`; optional, as If-Match is): all deleted or none.
 */
export const deleteManySchema = selectionSchema('eliminar');
export type DeleteMany = z.output<typeof deleteManySchema>;

/**
 * PATCH {path}/restore {items}: the rows a bulk delete soft-deleted taken back (its toast's 'Deshacer'), each with
 * the version the delete answered: all restored or none.
 */
export const restoreManySchema = selectionSchema('restaurar');
export type RestoreMany = z.output<typeof restoreManySchema>;

/** What a call of `op` takes in the console: its path's values, its query, its body (as typed, before the API's defaults). */
export type OperationInput<O extends OperationSpec> = (O['params'] extends z.ZodObject ? { params: { [K in keyof z.output<O['params']>]: string | number } } : { params?: undefined }) &
  (O['body'] extends z.ZodType ? (O['optionalBody'] extends true ? { body?: z.input<O['body']> } : { body: z.input<O['body']> }) : { body?: undefined }) & {
    query?: O['query'] extends z.ZodType ? Partial<Record<keyof z.input<O['query']>, string | number | boolean | undefined>> : undefined;
  };

/** What a successful call answers as `resource`. */
export type OperationAnswer<O extends OperationSpec> = z.output<O['answer']>;

/** The generic calls of a resource contract (list, one item, and the writes it allows), as the resource machine registers them. */
export function resourceOperations(contract: AnyContract): OperationSpec[] {
  const { path, api } = contract;
  const { one, many, gender } = contract.names;
  const a = `${gender === 'f' ? 'una' : 'un'} ${one}`;
  const row = contract.schemas.row;
  const common = { tag: path, api: api === 'messaging' ? ('messaging' as const) : ('api' as const) };
  const list: OperationSpec = {
    ...common,
    id: `${path}.list`,
    method: 'GET',
    path,
    summary: `Lista de ${many}: una página, con las búsquedas, filtros y órdenes del contrato`,
    query: strictListQuery(contract.schemas.list),
    answer: z.array(row),
    paged: true,
    texts: { verb: 'obteniendo', what: many },
  };
  const operations: OperationSpec[] = [
    list,
    listExport(list),
    { ...common, id: `${path}.get`, method: 'GET', path: contract.getPath, summary: a.charAt(0).toUpperCase() + a.slice(1), params: idParams, answer: row, texts: { verb: 'obteniendo', what: one } },
  ];
  if (contract.canCreate) {
    operations.push({
      ...common,
      id: `${path}.create`,
      method: 'POST',
      path,
      summary: `Crea ${a} (rechaza campos desconocidos; aplica los valores por defecto)`,
      body: contract.schemas.create,
      answer: row,
      status: 201,
      refusals: [409],
      texts: { verb: 'creando', what: one },
    });
  }
  if (contract.canUpdate) {
    operations.push({
      ...common,
      id: `${path}.update`,
      method: 'PATCH',
      path: `${path}/:id`,
      summary: `Cambia los campos enviados de ${a} (los demás quedan igual)`,
      params: idParams,
      body: contract.schemas.update,
      answer: row,
      refusals: [409],
      texts: { verb: 'actualizando', what: one },
    });
  }
  if (contract.canRemove) {
    operations.push({
      ...common,
      id: `${path}.delete`,
      method: 'DELETE',
      path: `${path}/:id`,
      summary: contract.softDelete ? `Elimina ${a} (borrado lógico: fija ${contract.softDelete})` : `Elimina ${a}`,
      params: idParams,
      answer: row,
      refusals: [409],
      texts: { verb: 'eliminando', what: one },
    });
    if (contract.restorable) {
      operations.push({
        ...common,
        id: `${path}.restore`,
        method: 'PATCH',
        path: `${path}/:id/restore`,
        summary: `Restaura ${a} eliminad${gender === 'f' ? 'a' : 'o'} (vacía ${contract.softDelete}; 409 si no lo está)`,
        params: idParams,
        answer: row,
        refusals: [409],
        audit: 'restore',
        texts: { verb: 'restaurando', what: one },
      });
      operations.push({
        ...common,
        id: `${path}.restoreMany`,
        method: 'PATCH',
        path: `${path}/restore`,
        summary: `Restaura ${gender === 'f' ? 'varias' : 'varios'} ${many} ${gender === 'f' ? 'eliminadas' : 'eliminados'} a la vez (el 'Deshacer' de una eliminación masiva): todos o ninguno, cada uno con su versión (409 si ya no está eliminado o su valor único se ocupó)`,
        body: restoreManySchema,
        answer: z.array(row),
        refusals: [404, 409],
        audit: 'restore',
        permission: { resource: path, action: 'update' },
        texts: { verb: 'restaurando', what: many },
      });
    }
    operations.push({
      ...common,
      id: `${path}.deleteMany`,
      method: 'DELETE',
      path,
      summary: `Elimina varias ${many} a la vez${contract.softDelete ? ` (borrado lógico: fija ${contract.softDelete})` : ''}: todas o ninguna, cada una con su comprobación y su versión (409 si alguien la cambió)`,
      body: deleteManySchema,
      answer: z.array(row),
      refusals: [404, 409],
      permission: { resource: path, action: 'delete' },
      texts: { verb: 'eliminando', what: many },
    });
  }
  return operations;
}

/** One generic call of a resource contract ('get', 'update'…), as resourceOperations declares it. */
export function resourceOperation(contract: AnyContract, name: 'list' | 'export' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany' | 'restore' | 'restoreMany'): OperationSpec {
  const found = resourceOperations(contract).find((op) => op.id === `${contract.path}.${name}`);
  if (!found) throw new Error(`${contract.path} has no ${name} call`);
  return found;
}
