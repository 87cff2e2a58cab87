/**
 * Records across the run-time boundary: a remote's screen that has read a record (a partner, a plugin) says its
 * name, and one that deleted a record says so; the host's breadcrumbs read the names, its query cache the deletes. A declared part of the core, so that neither side depends on
 * the other's query cache (whose keys belong to each app's own copy of the kit and may change in any release).
 *
 *   nameRecord('partner', 3, 'Acme');       // the kit, when GET partner/3 arrives
 *   useRecordNames([{ resource: 'partner', id: 3 }]);   // the host: ['Acme'], undefined until a screen read it
 */
import { useAuthStore } from './auth-store';

/** The key of a record: its resource (a contract's path) and its id. */
export const recordKey = (resource: string, id: number | string) => `${resource}/${id}`;

/** Says the name of a record a screen has read (a blank name is not one). */
export function nameRecord(resource: string, id: number | string, name: string) {
  const trimmed = name.trim();
  if (trimmed) useAuthStore.getState().nameRecord(recordKey(resource, id), trimmed);
}

/** The names screens said of these records, in their order (undefined for one no screen has named yet). */
export function useRecordNames(records: readonly { resource: string; id: number | string }[]): (string | undefined)[] {
  const names = useAuthStore((state) => state.recordNames);
  return records.map(({ resource, id }) => names[recordKey(resource, id)]);
}

/** The query keys of records deleted through the console (opaque to the core: each app's kit says its own). */
const deleted: (readonly unknown[])[] = [];
const MAX_DELETED = 500;

/**
 * Says a record was deleted: `keys` are the prefixes of the queries that read it. A query of one of them that
 * fails afterwards (the row still open, its links) fails because of the delete; the host's cache does not toast it.
 */
export function recordDeleted(keys: readonly (readonly unknown[])[]) {
  deleted.push(...keys);
  if (deleted.length > MAX_DELETED) deleted.splice(0, deleted.length - MAX_DELETED);
}

/** Whether a query reads a record deleted through the console (its key starts with one `recordDeleted` said). */
export function readsDeletedRecord(key: readonly unknown[]): boolean {
  return deleted.some((prefix) => prefix.every((part, index) => part === key[index]));
}
