import { memo, useCallback, useState, type Key, type ReactNode } from 'react';
import { Box, IconButton, Skeleton, Table, Text } from '@chakra-ui/react';

/** A column declared as data: its header and how a row's cell renders. */
export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
}

/** Rows that open below themselves (the edit row). */
export interface RowExpansion<T> {
  render(row: T): ReactNode;
  /** The toggle's accessible name: 'Editar Soporte'. */
  label(row: T): string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table: 'Organizaciones'. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): Key;
  /** First load: skeleton rows instead of 'No hay resultados'. */
  loading?: boolean;
  expand?: RowExpansion<T>;
  /** Rows to set apart (a deleted admin): tinted; the screen also says why in a cell (an Estado column). */
  highlight?(row: T): boolean;
}

const SKELETON_ROWS = 3;

interface RowProps<T> {
  row: T;
  rowKey: Key;
  columns: Column<T>[];
  expand?: RowExpansion<T>;
  open: boolean;
  /** Once opened, the edit row stays mounted (hidden when closed) so what was typed survives closing it. */
  mounted: boolean;
  highlighted: boolean;
  toggle(key: Key): void;
}

// Memoised: opening one row of 300 re-renders that row only (columns, expand and toggle are stable).
const DataRow = memo(function DataRow<T>({ row, rowKey, columns, expand, open, mounted, highlighted, toggle }: RowProps<T>) {
  return (
    <>
      <Table.Row data-highlighted={highlighted || undefined} bg={highlighted ? 'red.subtle' : undefined}>
        {expand && (
          <Table.Cell width="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={expand.label(row)}
              aria-expanded={open}
              onClick={() => toggle(rowKey)}
            >
              <Box as="span" aria-hidden transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s">
                ▸
              </Box>
            </IconButton>
          </Table.Cell>
        )}
        {columns.map((column) => (
          <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
        ))}
      </Table.Row>
      {expand && mounted && (
        <Table.Row hidden={!open} bg="bg.subtle" _hover={{ bg: 'bg.subtle' }}>
          <Table.Cell colSpan={columns.length + 1} py="4">
            {expand.render(row)}
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

export function DataTable<T>({ label, columns, rows, rowKey, loading = false, expand, highlight }: DataTableProps<T>) {
  const [open, setOpen] = useState<ReadonlySet<Key>>(() => new Set());
  const [mounted, setMounted] = useState<ReadonlySet<Key>>(() => new Set());
  const toggle = useCallback((key: Key) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
    setMounted((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);
  const width = columns.length + (expand ? 1 : 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-label={label} aria-busy={loading} size="sm" interactive={!expand}>
        <Table.Header>
          <Table.Row>
            {expand && (
              <Table.ColumnHeader width="1">
                <Box as="span" srOnly>
                  Editar
                </Box>
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Table.Row key={index}>
                {Array.from({ length: width }, (_, cell) => (
                  <Table.Cell key={cell}>
                    <Skeleton height="4" />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          {!loading && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={width}>
                <Text color="fg.muted" textAlign="center" py="4">
                  No hay resultados
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {!loading &&
            rows.map((row) => {
              const key = rowKey(row);
              return (
                <DataRow
                  key={key}
                  row={row}
                  rowKey={key}
                  columns={columns}
                  expand={expand}
                  open={open.has(key)}
                  mounted={mounted.has(key)}
                  highlighted={highlight?.(row) ?? false}
                  toggle={toggle}
                />
              );
            })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
