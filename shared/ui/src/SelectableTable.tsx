/**
 * A small table of linked items with a tick per row and one for all (spec 2 §2: a custom view's accounts, a
 * package's flows), scrolling past 250 px (spec 2 §9; a question's answers: 350 px). The screen keeps the selection and acts on it
 * ('Remover selección').
 *
 *   <SelectableTable label="Cuentas asociadas" rows={accounts} rowKey={(a) => a.account_id} itemLabel={(a) => a.name}
 *     columns={[{ header: 'ID', cell: (a) => a.account_id }, { header: 'Nombre', cell: (a) => a.name }]}
 *     selected={selected} onSelectedChange={setSelected} allLabel="Seleccionar todas las cuentas" />
 */
import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { Tick } from './rowControls';

export interface SelectableTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  rowKey(row: T): number;
  /** What a row's tick is named after: 'Seleccionar Ventas'. */
  itemLabel(row: T): string;
  columns: readonly { header: string; cell(row: T): ReactNode }[];
  selected: ReadonlySet<number>;
  onSelectedChange(selected: ReadonlySet<number>): void;
  /** The header tick's name: 'Seleccionar todas las cuentas'. */
  allLabel: string;
  /** No ticking (no permission, a removal under way). */
  disabled?: boolean;
  /** Where it starts scrolling (spec 2 §9: 250 px; a question's answers 350 px). */
  maxH?: string;
}

export function SelectableTable<T>({ label, rows, rowKey, itemLabel, columns, selected, onSelectedChange, allLabel, disabled = false, maxH = '250px' }: SelectableTableProps<T>) {
  const all = rows.length > 0 && rows.every((row) => selected.has(rowKey(row)));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <Box maxH={maxH} overflowY="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="1">
              <Tick type="checkbox" aria-label={allLabel} checked={all} disabled={disabled} onChange={(event) => onSelectedChange(event.target.checked ? new Set(rows.map(rowKey)) : new Set())} />
            </Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              <Table.Cell>
                <Tick type="checkbox" aria-label={`Seleccionar ${itemLabel(row)}`} checked={selected.has(rowKey(row))} disabled={disabled} onChange={(event) => toggle(rowKey(row), event.target.checked)} />
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
