/**
 * The resource machine of the API: a resource's contract (@console/contracts) and its table generate the
 * spec's generic calls (7.3), validated and answered the same way everywhere:
 *
 *   GET    /{path}        paged list: page, limit, the contract's searches, filters and sorts (unknown refused)
 *   GET    /{path}/export.csv   the same list as CSV: every row its searches, filters and sort give, streamed
 *   GET    /{path}/:id    one row, or 404 with the contract's 'La plataforma no existe' (at its getPath if it has one)
 *   POST   /{path}        create from the contract's create rule (strict: unknown fields refused) → 201
 *   PATCH  /{path}/:id    update from the contract's update rule (no create defaults); empty body refused
 *   DELETE /{path}/:id    delete (or soft delete), after the description's own check; 404 if missing
 *   DELETE /{path}        {items: [{id, version}]}: several deletes in one transaction, all or none
 *   PATCH  /{path}/:id/restore   a soft-deleted row taken back, where the contract says `restore`
 *   PATCH  /{path}/restore       {items: [{id, version}]}: a bulk delete taken back in one transaction, all or none
 *
 *   resourceRoutes(app, { contract: platformContract, table: platforms });
 *
 * The row a call answers is the contract's: every answered field is the table's column of that name, or a
 * column given here (a joined object, a computed value). Unique and foreign-key violations become 409 / 400
 * with the texts of lib/texts.ts (the database decides, so two concurrent creates cannot both pass a check).
 * Calls particular to a resource are written next to its description, in the same route module.
 *
 * Every write is one transaction recorded in the audit trail (lib/audit.ts `audited`): the record's row
 * before and after, by whom, from where. A route particular to a resource writes through `audited` too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  COUNT_CAP,
  DEFAULT_PAGE_SIZE,
  idParams,
  listExport,
  permissionOf,
  resourceOperation,
  strictListQuery,
  type AnyContract,
  type AnyField,
  type DeleteMany,
  type Envelope,
  type ListQuery,
  type OperationSpec,
  restoreManySchema,
  type RestoreMany,
} from '@console/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { audited } from './audit';
import { csvExport, csvFileName, fieldCell, sendCsv, type CsvOrder } from './csv';
import { badRequest, HttpError, notFound, ok, paged, parse, parseBody } from './http';
import { route, type OperationRequest, type RouteExtras } from './operation';
import { containsText } from './query';
import { jsonValue, resourceRows, rowVersion, type ResourceRows } from './rows';
import { constraintTexts } from './texts';
import { conflictError } from './versions';

type Row = Record<string, unknown>;
/** A list's query as the contract's list rule reads it (page, limit, searches, filters, sort). */

export interface ResourceDescription {
  contract: AnyContract;
  table: PgTable;
  /** Answered fields that are not a column of the table: joined objects, computed values. */
  columns?: SelectedFields;
  /** Fields only one item answers (GET /{path}/:id and every write): linked lists. */
  detail?: SelectedFields;
  /** The joins the columns need: (query) => query.leftJoin(roles, eq(roles.role_id, admins.role_id)). */
  join?(query: PgSelect): PgSelect;
  /**
   * The permission resource of its routes, when it is not the contract's path (certified partners are read
   * with the partners' permission).
   */
  permission?: string;
  list?: {
    /**
     * What a search searches when it is not the column of its name: { name: fullName }, or the condition a
     * typed text makes (a semi-join on another table's indexed column).
     */
    search?: Record<string, PgColumn | SQL | ((text: string) => SQL | undefined)>;
    /**
     * What a sort orders by when it is not the column of its name: a joined row's column, as a correlated subquery or
     * as a column of the `pageJoin`'s tables.
     */
    sort?: Record<string, SQL | PgColumn>;
    /** The joins a page's ids are ordered through (rows.ts RowsDescription.pageJoin): a sort by another table's column. */
    pageJoin?(query: PgSelect): PgSelect;
    /** Conditions of the contract's filters; undefined entries are ignored. */
    where?(query: ListQuery): (SQL | undefined)[];
    /**
     * The order without `?sort`, written as the indexes serve it, where the contract's defaultSort would not
     * match them: `desc` alone means nulls first, an index declared `desc nulls last` serves only that.
     */
    order?: SQL[];
  };
  create?: {
    /** The row to insert (hash a password); may throw an HttpError. Default: the validated body. */
    values?(body: Row, request: FastifyRequest): Row | Promise<Row>;
    /** Further writes of the same transaction (a status row, links), after the insert. */
    after?(tx: Tx, id: number, body: Row): Promise<void>;
  };
  update?: {
    /** The changes to write (hash a password); may refuse with an HttpError. Default: the validated body. */
    values?(body: Row, request: FastifyRequest, id: number): Row | Promise<Row>;
    /**
     * Checks inside the update's transaction, once the row is locked and read (`row`: as it was): refuse with
     * an HttpError a change that the row's dependants do not allow (a package's account while it bundles items),
     * or that `request`'s admin may not make (a superadmin's data); further writes of the same transaction.
     */
    before?(tx: Tx, id: number, changes: Row, row: Row, request: FastifyRequest): Promise<void>;
  };
  remove?: {
    /**
     * Checks and writes inside the delete's transaction, after the row was found (and locked against a
     * concurrent delete): refuse with an HttpError, detach or clean up dependants.
     */
    before?(tx: Tx, id: number, request: FastifyRequest): Promise<void>;
  };
  /**
   * The 'Deshacer' of a bulk delete (PATCH {path}/restore) where the contract's soft delete is taken back by a call
   * of the resource's own instead of the machine's restore (admins: 'Habilitar administrador', with changes): each
   * row's check inside the transaction (who may restore it). Its call is declared as `{path}.restoreMany`.
   */
  restoreMany?: { before?(tx: Tx, id: number, request: FastifyRequest): Promise<void> };
}

/** Prepared list queries per resource (the parameter sets of its screens are few) and in all, for unique names. */
const MAX_PREPARED_LISTS = 64;
let preparedNames = 0;

type RowsOf = Omit<ResourceDescription, 'create' | 'update' | 'remove' | 'restoreMany'>;

/**
 * The rows of a contract's resource: its fields from the table's columns of the same name, plus `columns`.
 * `choice`: a selector's options instead (`?choice=true`), the id and the contract's `choice` fields, unversioned.
 */
export function contractRows({ contract, table, columns = {}, detail, join, list }: RowsOf, { choice = false } = {}): ResourceRows {
  const tableColumns = getTableColumns(table);
  const answered: SelectedFields = {};
  const keys: string[] = choice ? [...(contract.choice ?? [])] : [...Object.keys(contract.fields), ...Object.keys(contract.joined ?? {})];
  for (const key of [contract.id, ...keys]) {
    if (key !== contract.id && contract.fields[key]?.secret) continue;
    // A detail-only field (an admin's linked lists) is answered by one item only.
    if (detail && key in detail) continue;
    const column = columns[key] ?? tableColumns[key];
    // A joined field the contract makes optional is answered only where a route gives it (an account's SAM models).
    if (!column && contract.joined?.[key]?.safeParse(undefined).success) continue;
    if (!column) throw new Error(`${contract.path}: the row's field ${key} is neither a column of the table nor given`);
    answered[key] = column;
  }
  const id = tableColumns[contract.id];
  const pageJoin = list?.pageJoin;
  if (choice) return resourceRows({ table, id, columns: answered, join, pageJoin, versioned: false });
  return resourceRows({ table, id, columns: answered, detail: detail && { ...answered, ...detail }, join, pageJoin, texts: contract.texts });
}

/**
 * A list's CSV (GET {list}/export.csv): the id and every field its rows answer, under the labels its screen shows
 * (the id as 'ID'), written as the screen shows them (lib/csv.ts fieldCell). Secrets and the objects joined from
 * other records are left out.
 */
function listCsv({ contract, table, columns = {}, detail, join }: ResourceDescription, idColumn: PgColumn) {
  const tableColumns = getTableColumns(table);
  const headers = ['ID'];
  const cells: (readonly [SQL, boolean])[] = [[sql`${idColumn}::text`, false]];
  for (const [key, field] of Object.entries(contract.fields as Record<string, AnyField>)) {
    const column = columns[key] ?? tableColumns[key];
    if (field.secret || (detail && key in detail) || !column) continue;
    headers.push(field.label);
    cells.push(fieldCell(field, jsonValue(column as PgColumn | SQL)));
  }
  return csvExport({ headers, columns: cells, table, join, keyset: [idColumn] });
}

/** What a list call gives while its export runs (listRoute): its rows as CSV instead of a page. */
interface ListExport {
  lines?: AsyncGenerator<string>;
  /** What the rows are ('plataformas'): the file's name. */
  what?: string;
}
const exporting = new AsyncLocalStorage<ListExport>();

/**
 * A resource's paged lists: the contract's list query (strict) and a page of rows for it, with conditions
 * of the caller's own (the accounts of one organization); the same rows as CSV, every page.
 */
export function resourceList(db: Db, description: ResourceDescription) {
  const { contract, table } = description;
  const rows = contractRows(description);
  // A selector's options (`choice=true`, where the contract declares them): the same list, fewer columns.
  const choices = contract.choice ? contractRows(description, { choice: true }) : undefined;
  const rowsOf = (query: ListQuery) => (query.choice === 'true' && choices) || rows;
  const tableColumns = getTableColumns(table);
  const idColumn = tableColumns[contract.id];
  const searches: readonly string[] = contract.list?.search ?? [];
  for (const param of searches) {
    if (!description.list?.search?.[param] && !tableColumns[param]) throw new Error(`${contract.path}: nothing to search with ${param}`);
  }
  const defaultSort = contract.list?.defaultSort ?? `-${contract.id}`;
  /** The keys of `?sort=` (a column and the id after it, so equal values keep one order), or the default's; one direction. */
  const keysOf = (sort: string | undefined): CsvOrder => {
    const wanted = sort ?? defaultSort;
    const key = wanted.replace(/^-/, '');
    return {
      keyset: key === contract.id ? [idColumn] : [description.list?.sort?.[key] ?? tableColumns[key], idColumn],
      descending: wanted.startsWith('-'),
    };
  };
  /** The order of `?sort=`, or the list's own. */
  const orderOf = (sort: string | undefined): (SQL | PgColumn)[] => {
    if (!sort && description.list?.order) return description.list.order;
    const { keyset, descending } = keysOf(sort);
    return keyset.map((key) => (descending ? desc(key) : asc(key)));
  };
  const searchOf = (param: string, text: string | undefined) => {
    const target = description.list?.search?.[param] ?? tableColumns[param];
    if (typeof target !== 'function') return containsText(target, text);
    return text ? target(text) : undefined;
  };
  const whereOf = (query: ListQuery, conditions: (SQL | undefined)[]) =>
    and(
      ...searches.map((param) => searchOf(param, query[param] as string | undefined)),
      ...(description.list?.where?.(query) ?? []),
      ...conditions,
    );
  // The lists opened without typing (a screen's first page, its filters, its sorts) are prepared once per
  // set of parameters; searched text stays out of this bounded cache. Their first page is a statement of its own
  // per page size, its limit and offset written in (rows.preparedPage: planned once, not on every call).
  interface PreparedSet {
    rows: ResourceRows;
    where: SQL | undefined;
    orderBy: (SQL | PgColumn)[];
    page: ReturnType<typeof rows.preparedList>;
    count: ReturnType<typeof rows.preparedCount>;
    /** By the number of rows paged() asks for page 1 (its size and one more). */
    firstPages: Map<number, ReturnType<typeof rows.preparedPage>>;
  }
  const prepared = new Map<string, PreparedSet>();
  let firstPages = 0;
  const firstPageOf = (set: PreparedSet, limit: number) => {
    let first = set.firstPages.get(limit);
    if (!first && firstPages < MAX_PREPARED_LISTS) {
      preparedNames += 1;
      firstPages += 1;
      first = set.rows.preparedPage(db, `first_${preparedNames}`, { where: set.where, orderBy: set.orderBy, limit, offset: 0 });
      set.firstPages.set(limit, first);
    }
    return first;
  };
  const preparedFor = (query: ListQuery) => {
    const { page: _page, limit: _limit, total: _total, ...rest } = query;
    const key = JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
    let set = prepared.get(key);
    if (!set && prepared.size < MAX_PREPARED_LISTS) {
      preparedNames += 1;
      const where = whereOf(query, []);
      const orderBy = orderOf(query.sort);
      const shown = rowsOf(query);
      set = {
        rows: shown,
        where,
        orderBy,
        page: shown.preparedList(db, `list_${preparedNames}`, { where, orderBy }),
        count: shown.preparedCount(db, `count_${preparedNames}`, where, COUNT_CAP + 1),
        firstPages: new Map(),
      };
      prepared.set(key, set);
    }
    if (!set) return undefined;
    const { page, count } = set;
    const firstLimit = query.limit + 1;
    const first = query.page === 1 ? firstPageOf(set, firstLimit) : undefined;
    return { count, page: (limit: number, offset: number) => (first && limit === firstLimit && offset === 0 ? first() : page(limit, offset)) };
  };
  const csv = listCsv(description, idColumn);
  /** Every row of the list as CSV lines, in its order (the keyset of its sort: `list.order` is the default sort's). */
  const csvOf = (query: ListQuery, ...conditions: (SQL | undefined)[]) => csv(db, [whereOf(query, conditions)], keysOf(query.sort));
  const list = (query: ListQuery, ...conditions: (SQL | undefined)[]): Promise<Envelope<Record<string, unknown>[]>> => {
    const exported = exporting.getStore();
    if (exported) {
      if (exported.lines) throw new Error(`${contract.path}: an export of two lists`);
      exported.lines = csvOf(query, ...conditions);
      exported.what = contract.names.many;
      return Promise.resolve({ success: true, resource: [], pagination: { page: 1, limit: query.limit, hasNextPage: false } });
    }
    const typed = searches.some((param) => query[param] !== undefined && query[param] !== '');
    const run = conditions.length === 0 && !typed ? preparedFor(query) : undefined;
    const where = run ? undefined : whereOf(query, conditions);
    return paged(
      query,
      (limit, offset) => (run ? run.page(limit, offset) : rowsOf(query).list(db, { where, orderBy: orderOf(query.sort), limit, offset })),
      (upTo) => (run ? run.count(upTo) : rows.count(db, where, upTo)),
    );
  };
  return { rows, list, csvOf, query: strictListQuery(contract.schemas.list), tableColumns, idColumn };
}

/**
 * Registers a paged list operation (a resource's items below their parent) and its CSV export (`listExport`:
 * GET {list}/export.csv, the list's query without page and size). The export runs the list's own handler — its
 * checks (an unknown parent's 404), its conditions — while the machine's list (resourceList) gives every row as
 * CSV instead of a page.
 */
export function listRoute<O extends OperationSpec>(app: FastifyInstance, op: O, handler: (input: OperationRequest<O>) => Promise<unknown>, extras?: RouteExtras) {
  route(app, op, handler as never, extras);
  route(app, listExport(op), async (input) => {
    const exported: ListExport = {};
    await exporting.run(exported, () => handler({ ...input, query: { ...(input.query as object), page: 1, limit: DEFAULT_PAGE_SIZE } } as OperationRequest<O>));
    if (!exported.lines || !exported.what) throw new Error(`${op.id}: its answer is not a list of the resource machine`);
    return sendCsv(input.reply, csvFileName(exported.what, app.ctx.now()), exported.lines);
  });
}

/** Registers the generic routes of one resource on `app` (inside the staff-guarded scope); returns its rows. */
export function resourceRoutes(app: FastifyInstance, description: ResourceDescription) {
  const { db } = app.ctx;
  const { contract, table } = description;
  const { path } = contract;
  const { rows, list, csvOf, query: listQuery, tableColumns, idColumn } = resourceList(db, description);
  const softDelete = contract.softDelete ? tableColumns[contract.softDelete] : undefined;
  // The row's own change stamp: the column named updated_at (`updatedAt` or, where the spec spells it so, `updated_at`).
  const updatedAtKey = Object.keys(tableColumns).find((key) => tableColumns[key].name === 'updated_at');
  const live = (id: number) => and(eq(idColumn, id), softDelete ? isNull(softDelete) : undefined);
  const notFoundText = contract.texts.notFound;
  const { permission } = description;
  // The route's id is its call's in resourceOperations (@console/contracts), which describes it.
  type Call = 'list' | 'export' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany' | 'restore' | 'restoreMany';
  // DELETE /{path} says no resource by its path alone (routePermission): it names its own.
  const needs = (action: 'read' | 'create' | 'update' | 'delete', call: Call, declared = permission) => ({
    config: { operationId: `${path}.${call}`, ...(declared && { permission: { resource: declared, action } }) },
  });

  app.get(`/${path}`, needs('read', 'list'), async (request) => list(parse(listQuery, request.query)));

  // A static segment: find-my-way prefers it to `/:id`, whatever the order of registration.
  const exportQuery = resourceOperation(contract, 'export').query!;
  app.get(`/${path}/export.csv`, needs('read', 'export'), async (request, reply) => {
    const query = parse(exportQuery, request.query) as Omit<ListQuery, 'page' | 'limit'>;
    return sendCsv(reply, csvFileName(contract.names.many, app.ctx.now()), csvOf({ ...query, page: 1, limit: DEFAULT_PAGE_SIZE }));
  });

  app.get(`/${contract.getPath}`, needs('read', 'get'), async (request) => {
    const { id } = parse(idParams, request.params);
    const row = await rows.find(db, id);
    if (!row) throw notFound(notFoundText);
    return ok(row);
  });

  /**
   * A create from a request's body: validated, its values written and audited; answers the new row. `also`:
   * further writes of the same transaction particular to the route (an admin created in an organization).
   */
  const create = async (request: FastifyRequest, input: unknown, also?: (tx: Tx, id: number) => Promise<void>) => {
    const { create: hooks = {} } = description;
    const body = parseBody(contract.schemas.create, input);
    const values = hooks.values ? await hooks.values(body, request) : body;
    const { entries } = await audited(request, { rows, resource: path, action: 'create', id: (created: number) => created }, async (tx) => {
      const [created] = (await tx.insert(table).values(values).returning({ id: idColumn })) as { id: number }[];
      await hooks.after?.(tx, created.id, body);
      await also?.(tx, created.id);
      return created.id;
    });
    return entries[0].after;
  };

  if (contract.canCreate) {
    app.post(`/${path}`, needs('create', 'create'), async (request, reply) => {
      const row = await create(request, request.body);
      reply.code(201);
      return ok(row);
    });
  }

  /** An update of one row from a request's body (the contract's update rule, then its check across fields), audited. */
  const update = async (request: FastifyRequest, id: number, input: unknown) => {
    const { update: hooks = {} } = description;
    const body = parseBody(contract.schemas.update, input);
    const values = hooks.values ? await hooks.values(body, request, id) : body;
    if (Object.keys(values).length === 0) throw badRequest('No hay campos para actualizar');
    const { entries } = await audited(request, { rows, resource: path, action: 'update', id }, async (tx, before) => {
      // The contract's rule across fields holds for the record as the update leaves it.
      const problem = before && contract.check?.({ ...before, ...values });
      if (problem) throw badRequest(`${problem.message} (campo ${problem.field})`, problem.field);
      if (before) await hooks.before?.(tx, id, values, before, request);
      const changed = await tx
        .update(table)
        .set({ ...values, ...(updatedAtKey && { [updatedAtKey]: app.ctx.now() }) })
        .where(live(id))
        .returning({ id: idColumn });
      if (changed.length === 0) throw notFound(notFoundText);
    });
    return entries[0].after;
  };

  /** Deletes (or soft-deletes) rows found and locked, after the description's own check of each. */
  const deleteRows = async (tx: Tx, ids: number[], request: FastifyRequest) => {
    for (const id of ids) await description.remove?.before?.(tx, id, request);
    if (contract.softDelete) {
      const now = app.ctx.now();
      await tx
        .update(table)
        .set({ [contract.softDelete]: now, ...(updatedAtKey && { [updatedAtKey]: now }) })
        .where(inArray(idColumn, ids));
    } else {
      await tx.delete(table).where(inArray(idColumn, ids));
    }
  };

  /** A delete (or soft delete) of one row, after the description's own check, audited; answers the row. */
  const remove = async (request: FastifyRequest, id: number) => {
    const { entries } = await audited(request, { rows, resource: path, action: 'delete', id }, async (tx) => {
      // audited() has locked the row: two concurrent deletes (or a delete and a write) of one row take turns.
      const existing = await tx.select({ id: idColumn }).from(table).where(live(id)).limit(1);
      if (existing.length === 0) throw notFound(notFoundText);
      await deleteRows(tx, [id], request);
    });
    // A soft-deleted row as it is now; a deleted one as it was.
    const [{ before, after }] = entries;
    return after ?? before;
  };

  /**
   * A delete of several rows (a list's ticked rows) in one transaction, all or none: each one found, at the
   * version it was shown at (a change made since is a 409 naming who made it, as a single delete's If-Match),
   * through the description's own check, and recorded in the audit trail as its single delete would be.
   * Answers the rows as a single delete does.
   */
  const removeMany = async (request: FastifyRequest, items: DeleteMany['items']) => {
    const ids = [...new Set(items.map((item) => item.id))];
    const { entries } = await audited(request, { rows, resource: path, action: 'delete', id: ids }, async (tx) => {
      // audited() has locked the rows, in id order: overlapping selections deleted at once take turns.
      const found = await tx
        .select({ id: idColumn, version: rowVersion(table) })
        .from(table)
        .where(and(inArray(idColumn, ids), softDelete ? isNull(softDelete) : undefined));
      const versions = new Map(found.map((row) => [row.id as number, row.version]));
      for (const { id, version } of items) {
        if (!versions.has(id)) throw notFound(`${notFoundText} (id ${id})`);
        const current = versions.get(id);
        if (version !== undefined && version !== current) {
          throw await conflictError(tx, { resource: path, id, version: current, current: await rows.find(tx, id), texts: contract.texts });
        }
      }
      await deleteRows(tx, ids, request);
    });
    return entries.map(({ before, after }) => after ?? before);
  };

  /**
   * A soft-deleted row taken back (the delete's 'Deshacer'): its stamp cleared, audited as 'restore'; 404 for an
   * unknown row, 409 for one that is not deleted (or, by If-Match, changed since the delete answered it). A unique
   * value another live row has taken meanwhile is the database's 409.
   */
  /** A soft-deleted row live again: its stamp cleared (a restore's write, single or bulk). */
  const undelete = (tx: Tx, id: number) =>
    tx
      .update(table)
      .set({ [contract.softDelete!]: null, ...(updatedAtKey && { [updatedAtKey]: app.ctx.now() }) })
      .where(eq(idColumn, id));
  const restore = async (request: FastifyRequest, id: number) => {
    const { entries } = await audited(request, { rows, resource: path, action: 'restore', id }, async (tx, before) => {
      if (!before) throw notFound(notFoundText);
      if (before[contract.softDelete!] === null) throw new HttpError(409, contract.texts.notDeleted);
      await undelete(tx, id);
    });
    return entries[0].after;
  };

  /**
   * A bulk delete taken back (its toast's 'Deshacer'): several soft-deleted rows restored in one transaction, all or
   * none, each as its single restore (audited as 'restore'). 404 for an unknown row; 409 for one changed since the
   * delete answered it (naming who: a colleague who restored it meanwhile), for one that is not deleted, and for one
   * whose unique value another live row has taken meanwhile; each names its row. Answers the rows as they are now.
   */
  const bulkRestore = contract.restorable ? {} : description.restoreMany;
  const restoreMany = async (request: FastifyRequest, items: RestoreMany['items']) => {
    const ids = [...new Set(items.map((item) => item.id))].sort((a, b) => a - b);
    const { entries } = await audited(request, { rows, resource: path, action: 'restore', id: ids }, async (tx) => {
      // audited() has locked the rows, in id order: two restores (or a restore and a write) of one row take turns.
      const found = await tx
        .select({ id: idColumn, version: rowVersion(table), deletedAt: softDelete! })
        .from(table)
        .where(inArray(idColumn, ids));
      const byId = new Map(found.map((row) => [row.id as number, row]));
      for (const { id, version } of items) {
        const row = byId.get(id);
        if (!row) throw notFound(`${notFoundText} (id ${id})`);
        if (version !== undefined && version !== row.version) {
          throw await conflictError(tx, { resource: path, id, version: row.version, current: await rows.find(tx, id), texts: contract.texts });
        }
        if (row.deletedAt === null) throw new HttpError(409, `${contract.texts.notDeleted} (id ${id})`);
        await bulkRestore?.before?.(tx, id, request);
      }
      // One row at a time: a unique value taken meanwhile is refused naming the row it stops.
      for (const id of ids) {
        try {
          await undelete(tx, id);
        } catch (error) {
          throw takenError(error, id) ?? error;
        }
      }
    });
    return entries.map((entry) => entry.after);
  };

  if (contract.canUpdate) {
    app.patch(`/${path}/:id`, needs('update', 'update'), async (request) => ok(await update(request, parse(idParams, request.params).id, request.body)));
  }

  if (contract.restorable) {
    app.patch(`/${path}/:id/restore`, needs('update', 'restore'), async (request) => ok(await restore(request, parse(idParams, request.params).id)));
  }
  if (bulkRestore) {
    // A static segment: find-my-way prefers it to `/:id`. PATCH {path}/restore names its resource (routePermission cannot).
    app.patch(`/${path}/restore`, needs('update', 'restoreMany', permission ?? path), async (request) => {
      const { items } = parseBody(restoreManySchema, request.body);
      return ok(await restoreMany(request, items));
    });
  }

  if (contract.canRemove) {
    // The spec sends the item as the body of DELETE; the id in the path is what counts.
    app.delete(`/${path}/:id`, needs('delete', 'delete'), async (request) => ok(await remove(request, parse(idParams, request.params).id)));
    const { body: manyBody } = resourceOperation(contract, 'deleteMany');
    app.delete(`/${path}`, needs('delete', 'deleteMany', permission ?? path), async (request) => {
      const { items } = parseBody(manyBody!, request.body) as DeleteMany;
      return ok(await removeMany(request, items));
    });
  }

  return { rows, list, listQuery, create, update, remove };
}

/**
 * The database's 409 for a unique value another live row has taken (23505, worded as lib/texts.ts words its
 * constraint), naming the row `id` whose write it stopped; undefined for any other failure.
 */
function takenError(error: unknown, id: number): HttpError | undefined {
  type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code !== '23505') continue;
    const texts = typeof e.constraint === 'string' ? constraintTexts[e.constraint] : undefined;
    return new HttpError(409, `${(texts?.duplicate ?? 'Ya existe un registro con ese valor').replace(/\.$/, '')} (id ${id})`, {}, texts?.field);
  }
  return undefined;
}

/** An item's call below its parent: GET, PATCH or DELETE {parent}/{id}/{segment}/{item_id}. */
type NestedItemOperation = OperationSpec & { params: z.ZodType<{ id: number; item_id: number }> };

/**
 * The declared calls of a resource's items below their parent (@console/contracts: listOperations,
 * lambdaOperations.ofAccount…): the list, and as the declarations go, a create and an item's calls.
 */
export interface NestedOperations {
  /** GET {parent}/{id}/{segment}: a page of the parent's items, with the contract's list query. */
  list: OperationSpec & { params: z.ZodType<{ id: number }>; query: z.ZodType<ListQuery>; paged: true };
  /** POST {parent}/{id}/{segment}: a create whose parent is the path's. */
  create?: OperationSpec & { params: z.ZodType<{ id: number }>; body: z.ZodType<Record<string, unknown>> };
  get?: NestedItemOperation;
  update?: NestedItemOperation;
  remove?: NestedItemOperation;
}

/** Where a resource's items live below their parent, as the spec's paths put them (an account's lists). */
export interface NestedDescription {
  /** The parent: its table's id column, and the 404 of an unknown one ('La cuenta no existe'). */
  parent: { id: PgColumn; notFound: string };
  /** The item's column that names its parent (lists.account_id). */
  column: PgColumn;
  /** Its calls, each as its declaration says (path, rules, description), registered with `route`. */
  operations: NestedOperations;
}

/** The action each nested call needs of the resource. */
const NESTED_ACTIONS = { list: 'read', create: 'create', get: 'read', update: 'update', remove: 'delete' } as const;

/**
 * A resource's generic calls below its parent — GET and POST account/{id}/lists, GET, PATCH and DELETE
 * account/{id}/lists/{item_id} — on top of `resourceRoutes` (the same rules, audit and answers), from their
 * declarations. An item of another parent is answered 404 as an unknown one; an unknown parent 404 with its own
 * text. Each needs the resource's own permission, not the parent's: a declaration that says otherwise, or a
 * write the contract does not allow, refuses to start.
 */
export function nestedRoutes(app: FastifyInstance, description: ResourceDescription, machine: ReturnType<typeof resourceRoutes>, nested: NestedDescription) {
  const { db } = app.ctx;
  const { contract } = description;
  const { parent, column, operations } = nested;
  const { rows } = machine;
  const tableColumns = getTableColumns(description.table);
  const idColumn = tableColumns[contract.id];
  const resource = description.permission ?? contract.permission ?? contract.path;
  const allowed = { list: true, create: contract.canCreate, get: true, update: contract.canUpdate, remove: contract.canRemove };
  for (const call of Object.keys(NESTED_ACTIONS) as (keyof NestedOperations)[]) {
    const op = operations[call];
    if (!op) continue;
    if (!allowed[call]) throw new Error(`${op.id}: ${contract.path} has no ${call}`);
    const needs = permissionOf(op);
    if (needs === 'open' || needs?.resource !== resource || needs.action !== NESTED_ACTIONS[call]) {
      throw new Error(`${op.id}: it needs ${resource} ${NESTED_ACTIONS[call]}, not what it declares`);
    }
  }
  const parentTable = parent.id.table as PgTable;
  const assertParent = async (id: number) => {
    const found = await db.select({ id: parent.id }).from(parentTable).where(eq(parent.id, id)).limit(1);
    if (found.length === 0) throw notFound(parent.notFound);
  };
  // An item of another parent is no item of this one.
  const assertItem = async (parentId: number, itemId: number) => {
    await assertParent(parentId);
    const found = await db.select({ id: idColumn }).from(description.table).where(and(eq(idColumn, itemId), eq(column, parentId))).limit(1);
    if (found.length === 0) throw notFound(contract.texts.notFound);
  };
  const parentKey = Object.keys(tableColumns).find((key) => tableColumns[key] === column);
  if (!parentKey) throw new Error(`${contract.path}: ${column.name} is not a column of its table`);

  listRoute(app, operations.list, async ({ params: { id }, query }) => {
    await assertParent(id);
    return machine.list(query, eq(column, id));
  });

  if (operations.create) {
    route(app, operations.create, async ({ params: { id }, body, request }) => {
      await assertParent(id);
      // The parent is the path's, whatever the body says.
      return machine.create(request, { ...body, [parentKey]: id });
    });
  }

  if (operations.get) {
    route(app, operations.get, async ({ params: { id, item_id } }) => {
      await assertItem(id, item_id);
      const row = await rows.find(db, item_id);
      if (!row) throw notFound(contract.texts.notFound);
      return row;
    });
  }
  if (operations.update) {
    route(app, operations.update, async ({ params: { id, item_id }, body, request }) => {
      await assertItem(id, item_id);
      return machine.update(request, item_id, body);
    });
  }
  if (operations.remove) {
    route(app, operations.remove, async ({ params: { id, item_id }, request }) => {
      await assertItem(id, item_id);
      return machine.remove(request, item_id);
    });
  }
}
