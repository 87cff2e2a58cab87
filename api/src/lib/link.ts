/**
 * A link's calls over its link table, from its declaration (link() of @console/contracts): the add and the
 * remove operation, and the list of the owner's items where the items have a list machine. Each write is one
 * transaction recorded in the audit trail on one record (the owner, or the item where the operations belong to
 * it), and the same rules hold for every link:
 * - an unknown record is refused with its contract's words: 404 when the path names it, 400 naming the field
 *   when the body does (a removal refuses an item named in the body only when it is not linked);
 * - adding an item linked already answers 409 with the link's duplicate text, and nothing of the call is written
 *   (several items are all added or none);
 * - removing an item that is not linked answers 404 with the link's words, and nothing is removed.
 */
import { linkIds, type AnyContract, type AuditAction, type Link, type LinkCall, type ListQuery } from '@console/contracts';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { audited } from './audit';
import { badRequest, HttpError, notFound } from './http';
import { route } from './operation';
import { exists } from './query';
import { listRoute } from './resource';
import type { ResourceRows } from './rows';

type Row = Record<string, unknown>;

export interface LinkStore {
  /** The link table and its owner's and item's columns. */
  junction: { table: PgTable; owner: PgColumn; item: PgColumn };
  /** How the owner's and the items' records are read (their contracts' rows). */
  owners: ResourceRows;
  items: ResourceRows;
  /** Whose trail records a write: the owner (default), or the one item the operations belong to (an entity's accounts). */
  recordedOn?: 'owner' | 'item';
  /** What a write answers: the recorded record after it (default), or the item (an account's language). */
  answers?: 'recorded' | 'item';
  /** A rule that reads other rows, decided inside the write's transaction once the recorded record is locked. */
  check?(tx: Tx, write: { adding: boolean; ownerId: number; itemIds: number[]; recorded: Row; request: FastifyRequest }): Promise<void>;
  /** The items' list (resourceList): registers the link's list operation, a page of the owner's items. */
  list?: { list(query: ListQuery, where?: SQL): Promise<unknown> };
}

/** The property of a table's column, as drizzle's insert wants it. */
function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`${column.name} is not a column of its link table`);
  return found[0];
}

/** The refusal of an unknown record, as the place of its id says it. */
const unknown = (contract: AnyContract, place: LinkCall['owner']) => ('path' in place ? notFound(contract.texts.notFound) : badRequest(contract.texts.notFound, place.body));

/** Whether a record exists (inside the write's transaction). */
async function found(tx: Tx, rows: ResourceRows, id: number) {
  const { table, id: idColumn } = rows.description;
  return (await tx.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1)).length > 0;
}

/** The body's field a refusal names: the item's, else the owner's. */
const fieldOf = (call: LinkCall) => ('body' in call.item ? call.item.body : 'body' in call.owner ? call.owner.body : undefined);

export function linkRoutes(app: FastifyInstance, link: Link, store: LinkStore) {
  const { db } = app.ctx;
  const { junction, owners, items, recordedOn = 'owner', answers = 'recorded', check } = store;
  const ownerKey = keyOf(junction.table, junction.owner);
  const itemKey = keyOf(junction.table, junction.item);
  const recorded = recordedOn === 'owner' ? { rows: owners, contract: link.owner } : { rows: items, contract: link.item };
  const other = recordedOn === 'owner' ? { rows: items, contract: link.item } : { rows: owners, contract: link.owner };

  // The routes say which link they come from (the generic link suite reads it: api/test/links.test.ts).
  const extras = { config: { link } };
  function write(call: LinkCall, adding: boolean) {
    route(
      app,
      call.op,
      async ({ params, body, request }) => {
        const { ownerId, itemIds } = linkIds(call, { params, body });
        const ids = [...new Set(itemIds)];
        const recordedId = recordedOn === 'owner' ? ownerId : ids[0];
        const others = recordedOn === 'owner' ? ids : [ownerId];
        const { entries, result } = await audited(
          request,
          { rows: recorded.rows, resource: recorded.contract.path, id: recordedId, action: call.op.audit as AuditAction },
          async (tx, before) => {
            if (!before) throw unknown(recorded.contract, recordedOn === 'owner' ? call.owner : call.item);
            // The other side exists: always when the path names it, and to be added (a removal only needs the link).
            const otherPlace = recordedOn === 'owner' ? call.item : call.owner;
            if (adding || 'path' in otherPlace) {
              for (const id of others) if (!(await found(tx, other.rows, id))) throw unknown(other.contract, otherPlace);
            }
            await check?.(tx, { adding, ownerId, itemIds: ids, recorded: before, request });
            if (adding) {
              const values = ids.map((id) => ({ [ownerKey]: ownerId, [itemKey]: id }));
              const added = await tx.insert(junction.table).values(values).onConflictDoNothing().returning({ id: junction.item });
              // All or none: the transaction undoes the others.
              if (added.length !== ids.length) throw new HttpError(409, link.texts.duplicate, {}, fieldOf(call));
            } else {
              const removed = await tx
                .delete(junction.table)
                .where(and(eq(junction.owner, ownerId), inArray(junction.item, ids)))
                .returning({ id: junction.item });
              if (removed.length !== ids.length) throw notFound(link.texts.notLinked);
            }
            return answers === 'item' ? items.find(tx, ids[0]) : undefined;
          },
        );
        return answers === 'item' ? result : entries[0].after;
      },
      extras,
    );
  }
  write(link.add, true);
  write(link.remove, false);

  if (store.list) {
    const { list } = store;
    listRoute(
      app,
      link.linked.op,
      async ({ params, query }) => {
        const ownerId = (params as { id: number }).id;
        if (!(await exists(db, owners.description.table, owners.description.id, ownerId))) throw notFound(link.owner.texts.notFound);
        // A semi-join on the link table's primary key.
        const linked = db.select({ id: junction.item }).from(junction.table).where(eq(junction.owner, ownerId));
        return list.list(query as ListQuery, inArray(items.description.id, linked));
      },
      extras,
    );
  }
}
