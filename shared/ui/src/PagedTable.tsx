import { DataTable, type DataTableProps } from './DataTable';
import type { ListState, PagedList } from './list';
import { Paginator } from './Paginator';

type PagedTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading'> & {
  /** Page and size, kept in the URL (useListState). */
  list: ListState;
  /** The page being shown (useResourceList). */
  result: PagedList<T>;
};

/** A paged list's table and its paginator, wired to the list state and the loaded page. */
export function PagedTable<T>({ list, result, ...table }: PagedTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        rows={result.items}
        loading={result.isLoading}
        failed={result.failed}
        sort={table.columns.some((column) => column.sort) ? { value: list.sort, onChange: list.setSort } : undefined}
      />
      <Paginator
        page={list.page}
        limit={list.limit}
        hasNextPage={result.hasNextPage}
        total={result.total}
        shown={result.items.length}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
      />
    </>
  );
}
