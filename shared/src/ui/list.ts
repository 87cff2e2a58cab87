import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@console/shared';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/shared/schemas';

/** Query of a paged list as the API reads it: `name` only when a search is applied. */
export type ListParams = { page: number; limit: number; name?: string };

export interface ListState {
  /** Text in the search box, as typed. */
  search: string;
  setSearch(text: string): void;
  /** Applied (debounced, trimmed) search, kept in `?q=`. */
  query: string;
  page: number;
  setPage(page: number): void;
  limit: number;
  setLimit(limit: number): void;
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
 * Search text, page and page size of a list, kept in the URL (`?q=&page=&limit=`) so a list survives a
 * reload and can be shared. A non-empty search is applied after `debounceMs`; emptying it applies at once.
 * Changing the search or the size goes back to page 1.
 */
export function useListState({ debounceMs = 0 }: { debounceMs?: number } = {}): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const page = readPage(searchParams.get('page'));
  const limit = readLimit(searchParams.get('limit'));
  const [search, setSearch] = useState(query);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // The URL may change without typing (back button, a menu link): the box follows it.
  const applied = useRef(query);
  useEffect(() => {
    if (query !== applied.current) {
      applied.current = query;
      setSearch(query);
    }
  }, [query]);

  useEffect(() => {
    const text = search.trim();
    if (text === applied.current) return;
    const apply = () => {
      applied.current = text;
      update({ q: text || null, page: null });
    };
    if (!text) {
      apply();
      return;
    }
    const timer = setTimeout(apply, debounceMs);
    return () => clearTimeout(timer);
  }, [search, debounceMs, update]);

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const setLimit = useCallback(
    (next: number) => update({ limit: next === DEFAULT_PAGE_SIZE ? null : String(next), page: null }),
    [update],
  );

  const params: ListParams = query ? { page, limit, name: query } : { page, limit };
  return { search, setSearch, query, page, setPage, limit, setLimit, params };
}

export interface PagedList<T> {
  items: T[];
  hasNextPage: boolean;
  /** First load, nothing to show yet. */
  isLoading: boolean;
  /** Any load, including a page change while the previous page stays on screen. */
  isFetching: boolean;
}

/**
 * A page of a list through the query cache. The key must hold the list's params; the previous page stays
 * on screen while the next one loads. Failures are toasted by ConsoleProviders.
 */
export function usePagedList<T>(key: QueryKey, fetcher: () => Promise<Envelope<T[]>>): PagedList<T> {
  const { data, isLoading, isFetching } = useQuery({ queryKey: key, queryFn: fetcher, placeholderData: keepPreviousData });
  return { items: data?.resource ?? [], hasNextPage: data?.pagination?.hasNextPage ?? false, isLoading, isFetching };
}
