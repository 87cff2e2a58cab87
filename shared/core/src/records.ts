/**
 * Records' names across the run-time boundary: a remote's screen that has read a record (a partner, a plugin)
 * says its name; the host's breadcrumbs read it. A declared part of the core, so that neither side depends on
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
