/**
 * The resource machine of the API: one declarative description per resource generates the spec's generic
 * calls (7.3) with validation, paging, 404s and conflicts answered the same way everywhere:
 *
 *   GET    /{path}        paged list (page, limit, the description's filters; unknown parameters refused)
 *   GET    /{path}/:id    one row, or 404
 *   POST   /{path}        create from the shared create schema (strict: unknown fields refused) → 201
 *   PATCH  /{path}/:id    update from the shared update schema; an empty body is refused; 404 if missing
 *   DELETE /{path}/:id    delete (or soft delete), after the description's own check; 404 if missing
 *
 * Unique and foreign-key violations become 409 / 400 with the texts of lib/texts.ts (the database decides,
 * so two concurrent creates cannot both pass a check). Routes particular to a resource are written next to
 * its description, in the same route module.
 */
import { and, desc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { badRequest, idParams, notFound, ok, paged, pagedQuery, parse, type PagedQuery } from './http';
import type { ResourceRows } from './rows';

type Row = Record<string, unknown>;
/** The database or an open transaction: both run the same queries. */
export type Tx = Db | PgTransaction<never, never, never>;

export interface ResourceDescription<Query extends PagedQuery, Create, Update> {
  /** Path segment of the generic calls: 'role' → /role, /role/:id. */
  path: string;
  /** The table, its key and the rows every call answers (lib/rows.ts). */
  rows: ResourceRows;
  /** Answer of GET/PATCH/DELETE for an unknown id: 'El rol no existe'. */
  notFound: string;
  /** Soft delete: the timestamp column a delete sets; such rows answer 404 to PATCH and DELETE. */
  softDelete?: PgColumn;
  list?: {
    /** Query schema; must extend the paged query (strict). Default: page, limit, name. */
    query?: z.ZodType<Query, unknown>;
    /** Conditions from the query (search, filters) on the table's own columns; undefined entries are ignored. */
    where?(query: Query): (SQL | undefined)[];
    /** On the table's own columns. Default: newest first (id descending), which the primary key serves. */
    orderBy?: (SQL | PgColumn)[];
  };
  create?: {
    schema: z.ZodType<Create, unknown>;
    /** The row to insert (hash a password, fill defaults); may throw an HttpError. Default: the body. */
    values?(body: Create, request: FastifyRequest): Row | Promise<Row>;
    /** Further writes of the same transaction (a status row, links), after the insert. */
    after?(tx: Tx, id: number, body: Create): Promise<void>;
  };
  update?: {
    schema: z.ZodType<Update, unknown>;
    /** The changes to write (hash a password); may refuse with an HttpError. Default: the body. */
    values?(body: Update, request: FastifyRequest, id: number): Row | Promise<Row>;
  };
  remove?: {
    /**
     * Checks and writes inside the delete's transaction, after the row was found (and locked against a
     * concurrent delete): refuse with an HttpError, detach or clean up dependants.
     */
    before?(tx: Tx, id: number, request: FastifyRequest): Promise<void>;
  };
}

/** The list query most resources take: page, limit and a name search. */
export const defaultListQuery = pagedQuery;

/**
 * A list query with filters of its own, from a shared query schema that extends listQuerySchema: strict
 * (unknown parameters refused) and with the paged query's deepest-page rule, the same text included.
 */
export function strictListQuery<Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) {
  return z.strictObject(schema.shape).superRefine((query, ctx) => {
    const { page, limit } = query as { page?: unknown; limit?: unknown };
    const paging = pagedQuery.safeParse({ page, limit });
    if (!paging.success) {
      for (const issue of paging.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}

/** Registers the generic routes of one resource on `app` (inside the staff-guarded scope). */
export function resourceRoutes<Query extends PagedQuery, Create, Update>(
  app: FastifyInstance,
  description: ResourceDescription<Query, Create, Update>,
) {
  const { db } = app.ctx;
  const { path, rows, softDelete } = description;
  const { table, id: idColumn } = rows.description;
  const columns = getTableColumns(table);
  const updatedAt = columns.updatedAt as PgColumn | undefined;
  // set() takes property names, not SQL names.
  const softDeleteKey = softDelete && Object.keys(columns).find((key) => columns[key] === softDelete);
  const live = (id: number) => and(eq(idColumn, id), softDelete ? isNull(softDelete) : undefined);

  const find = (tx: Tx, id: number) => rows.find(tx, id);

  app.get(`/${path}`, async (request) => {
    const list = description.list ?? {};
    const query = parse(list.query ?? defaultListQuery, request.query) as Query;
    const where = and(...(list.where?.(query) ?? []));
    const orderBy = list.orderBy ?? [desc(idColumn)];
    return paged(query, (limit, offset) => rows.list(db, { where, orderBy, limit, offset }));
  });

  app.get(`/${path}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const row = await find(db, id);
    if (!row) throw notFound(description.notFound);
    return ok(row);
  });

  const { create, update, remove } = description;

  if (create) {
    app.post(`/${path}`, async (request, reply) => {
      const body = parse(create.schema, request.body);
      const values = create.values ? await create.values(body, request) : (body as Row);
      const row = await db.transaction(async (tx) => {
        const [created] = (await tx.insert(table).values(values).returning({ id: idColumn })) as { id: number }[];
        await create.after?.(tx as Tx, created.id, body);
        return find(tx as Tx, created.id);
      });
      reply.code(201);
      return ok(row);
    });
  }

  if (update) {
    app.patch(`/${path}/:id`, async (request) => {
      const { id } = parse(idParams, request.params);
      const body = parse(update.schema, request.body);
      const values = update.values ? await update.values(body, request, id) : (body as Row);
      if (Object.keys(values).length === 0) throw badRequest('No hay campos para actualizar');
      const changed = await db
        .update(table)
        .set({ ...values, ...(updatedAt && { updatedAt: app.ctx.now() }) })
        .where(live(id))
        .returning({ id: idColumn });
      if (changed.length === 0) throw notFound(description.notFound);
      return ok(await find(db, id));
    });
  }

  if (remove) {
    // The spec sends the item as the body of DELETE; the id in the path is what counts.
    app.delete(`/${path}/:id`, async (request) => {
      const { id } = parse(idParams, request.params);
      const row = await db.transaction(async (tx) => {
        // FOR UPDATE: two concurrent deletes (or a delete and a write) of one row take turns.
        const existing = await tx.select({ id: idColumn }).from(table).where(live(id)).limit(1).for('update');
        if (existing.length === 0) throw notFound(description.notFound);
        await remove.before?.(tx as Tx, id, request);
        if (softDeleteKey) {
          const now = app.ctx.now();
          await tx
            .update(table)
            .set({ [softDeleteKey]: now, ...(updatedAt && { updatedAt: now }) })
            .where(eq(idColumn, id));
          return find(tx as Tx, id);
        }
        // Answer with the row as it was.
        const deleted = await find(tx as Tx, id);
        await tx.delete(table).where(eq(idColumn, id));
        return deleted;
      });
      return ok(row);
    });
  }
}
