import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { AnyContract, RowOf } from '@console/contracts';
import type { PagedList, QueryParams, ResourceClient } from '@console/ui';

/** What names a list apart from its paging: its path and every parameter but the page, the size and the order. */
function listOf(path: unknown, params: unknown) {
  const filter = Object.entries((params ?? {}) as QueryParams)
    .filter(([key, value]) => !['page', 'limit', 'sort'].includes(key) && value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([path, filter]);
}

/**
 * A page of rows at `path`, keyed in the query cache as useResourceList's. The page shown stays on screen while
 * another page, size or order of the same list loads, never while another list does (another platform, search
 * or date range): spec 3 §4, a list that changes is emptied first, so no row answers what was not asked.
 */
export function usePagedRows<C extends AnyContract>(
  client: ResourceClient<C>,
  path: string,
  params: QueryParams,
  { enabled = true }: { enabled?: boolean } = {},
): PagedList<RowOf<C>> {
  const list = listOf(path, params);
  const { data, isLoading, isFetching } = useQuery({
    queryKey: [...client.key, 'list', path, params] as QueryKey,
    queryFn: () => client.list(params, path),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery && listOf(previousQuery.queryKey[2], previousQuery.queryKey[3]) === list ? previous : undefined,
  });
  return { items: data?.resource ?? [], hasNextPage: data?.pagination?.hasNextPage ?? false, isLoading, isFetching };
}
