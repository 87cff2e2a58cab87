import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Pagination } from '@console/contracts';

/** Query of a paged list as the API reads it: a search only when applied. */
export type ListParams = { page: number; limit: number } & Record<string, string | number>;

/** A search box of a list: the API parameter it fills (also its key in the URL) and its debounce. */
export interface SearchField {
  param: string;
  debounceMs: number;
}

export interface ListState {
  /** Text of the first search box, as typed (shorthand of `searches[first]`). */
  search: string;
  setSearch(text: string): void;
  /** Text of every search box, as typed, by parameter. */
  searches: Record<string, string>;
  setSearchOf(param: string, text: string): void;
  /** Applied (debounced, trimmed) first search. */
  query: string;
  page: number;
  setPage(page: number): void;
  limit: number;
  setLimit(limit: number): void;
  /** The applied order ('name', '-name'), or '' for the list's own. */
  sort: string;
  setSort(sort: string): void;
  params: ListParams;
}

function readPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readLimit(value: string | null) {
  const limit = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE;
}

/**
 * Searches, page, page size and order of a list, kept in the URL (`?name=&page=&limit=&sort=`) so a list
 * survives a reload and can be shared. A non-empty search is applied after its debounce; emptying it
 * applies at once. Changing a search, the size or the order goes back to page 1. An order the list does not
 * offer (`sorts`) is ignored.
 *
 *   useListState({ debounceMs: 800 })                                  one search, by `name`
 *   useListState({ searches: [{ param: 'name', debounceMs: 800 }, { param: 'email', debounceMs: 800 }] })
 */
export function useListState({
  debounceMs = 0,
  searches: fields,
  sorts = [],
}: { debounceMs?: number; searches?: SearchField[]; sorts?: readonly string[] } = {}): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  // The fields are configuration: read them once so callers may pass a literal.
  const [searchFields] = useState<SearchField[]>(() => fields ?? [{ param: 'name', debounceMs }]);
  const appliedNow = () => Object.fromEntries(searchFields.map((f) => [f.param, searchParams.get(f.param) ?? '']));
  const page = readPage(searchParams.get('page'));
  const limit = readLimit(searchParams.get('limit'));
  const requestedSort = searchParams.get('sort') ?? '';
  const sort = sorts.includes(requestedSort) ? requestedSort : '';
  const [texts, setTexts] = useState<Record<string, string>>(appliedNow);

  // `update` is called from timers set renders ago: it must write onto the URL as it is now, not as it was
  // when the timer was set (setSearchParams's updater sees the params of its own render). So it keeps the
  // latest params itself: those of the URL, or those it just wrote and the router has not rendered yet.
  const latest = useRef({ seen: searchParams, params: searchParams, set: setSearchParams });
  if (latest.current.seen !== searchParams) latest.current = { ...latest.current, seen: searchParams, params: searchParams };
  latest.current.set = setSearchParams;
  const update = useCallback((changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    latest.current.params = next;
    latest.current.set(next, { replace: true });
  }, []);

  // The URL may change without typing (back button, a menu link): the boxes follow it.
  const applied = useRef<Record<string, string>>(appliedNow());
  const inUrl = appliedNow();
  const urlKey = JSON.stringify(inUrl);
  useEffect(() => {
    const current: Record<string, string> = JSON.parse(urlKey);
    const moved = searchFields.filter((f) => current[f.param] !== applied.current[f.param]);
    if (moved.length === 0) return;
    for (const f of moved) applied.current[f.param] = current[f.param];
    setTexts((t) => ({ ...t, ...Object.fromEntries(moved.map((f) => [f.param, current[f.param]])) }));
  }, [urlKey, searchFields]);

  // One timer per box: typing in one box (or paging) neither restarts nor cancels another box's debounce.
  const pending = useRef<Record<string, { text: string; timer: ReturnType<typeof setTimeout> }>>({});
  useEffect(() => {
    for (const field of searchFields) {
      const text = (texts[field.param] ?? '').trim();
      const waiting = pending.current[field.param];
      if (waiting?.text === text) continue;
      if (waiting) {
        clearTimeout(waiting.timer);
        delete pending.current[field.param];
      }
      if (text === applied.current[field.param]) continue;
      const apply = () => {
        delete pending.current[field.param];
        applied.current[field.param] = text;
        update({ [field.param]: text || null, page: null });
      };
      if (!text || field.debounceMs <= 0) apply();
      else pending.current[field.param] = { text, timer: setTimeout(apply, field.debounceMs) };
    }
  }, [texts, searchFields, update]);
  useEffect(
    () => () => {
      for (const { timer } of Object.values(pending.current)) clearTimeout(timer);
      pending.current = {};
    },
    [],
  );

  const setSearchOf = useCallback((param: string, text: string) => setTexts((t) => ({ ...t, [param]: text })), []);
  const first = searchFields[0]?.param ?? 'name';
  const setSearch = useCallback((text: string) => setSearchOf(first, text), [setSearchOf, first]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const setLimit = useCallback(
    (next: number) => update({ limit: next === DEFAULT_PAGE_SIZE ? null : String(next), page: null }),
    [update],
  );

  const setSort = useCallback((next: string) => update({ sort: next || null, page: null }), [update]);

  const params: ListParams = { page, limit };
  for (const [param, value] of Object.entries(inUrl)) if (value) params[param] = value;
  if (sort) params.sort = sort;
  return {
    search: texts[first] ?? '',
    setSearch,
    searches: texts,
    setSearchOf,
    query: inUrl[first] ?? '',
    page,
    setPage,
    limit,
    setLimit,
    sort,
    setSort,
    params,
  };
}

export interface PagedList<T> {
  items: T[];
  hasNextPage: boolean;
  /** How many rows match, where the API counts them (its envelope's `pagination.total`). */
  total?: Pagination['total'];
  /** First load, nothing to show yet. */
  isLoading: boolean;
  /** Any load, including a page change while the previous page stays on screen. */
  isFetching: boolean;
  /** The load failed with nothing to show: what failed (the catalogue's words) and a way to try again. */
  failed?: ListFailure;
}

export interface ListFailure {
  message: string;
  retry(): void;
}

/** A list query's failure when it has nothing to show (a failed refresh keeps what is shown; the toast says it). */
export const listFailure = (query: { error: Error | null; data: unknown; refetch(): unknown }): ListFailure | undefined =>
  query.error && query.data === undefined ? { message: query.error.message, retry: () => void query.refetch() } : undefined;
