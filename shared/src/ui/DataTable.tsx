import type { Key, ReactNode } from 'react';
import { Skeleton, Table, Text } from '@chakra-ui/react';

/** A column declared as data: its header and how a row's cell renders. */
export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
}

export interface DataTableProps<T> {
  /** Accessible name of the table: 'Organizaciones'. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): Key;
  /** First load: skeleton rows instead of 'No hay resultados'. */
  loading?: boolean;
}

const SKELETON_ROWS = 3;

export function DataTable<T>({ label, columns, rows, rowKey, loading = false }: DataTableProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-label={label} aria-busy={loading} size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Table.Row key={index}>
                {columns.map((column) => (
                  <Table.Cell key={column.header}>
                    <Skeleton height="4" />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          {!loading && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="fg.muted" textAlign="center" py="4">
                  No hay resultados
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {!loading &&
            rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
