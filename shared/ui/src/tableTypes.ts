/**
 * The table's shapes, apart from its components: DataTable, DataCards (a phone's cards) and rowControls all use
 * them, and none of the three imports another for a type.
 */
import type { Key, ReactNode } from 'react';
import type { PhonePriority } from './phone';

/** A column declared as data: its header and how a row's cell renders. */
export interface Column<T> {
  header: string;
  /** `position`: the row's place on the page, from 0 (a numbered column). */
  cell(row: T, position: number): ReactNode;
  /** The list order this column's header sets ('name' ascending, then '-name'), where the API offers it. */
  sort?: string;
  /**
   * Where it goes on a phone, where each row is a card (see phone.ts): 'key' (the card's title), 'action' (a
   * button beside it), 'line' (header and value under it), 'hidden' (in the opened row only). Default: the
   * first column is the key, one without a header an action, the rest lines.
   */
  phone?: PhonePriority;
}

/** The list's order and how to change it (kept in the URL by useListState). */
export interface TableSort {
  /** 'name', '-name' or '' (the list's own order). */
  value: string;
  onChange(sort: string): void;
}

/** Rows that open below themselves (the edit row). */
export interface RowExpansion<T> {
  render(row: T): ReactNode;
  /** The toggle's accessible name: 'Editar Soporte'. */
  label(row: T): string;
}

/**
 * Rows ticked for an action on many of them ('Eliminar selección'): a tick per row and, in the header, one for
 * the rows shown (indeterminate while only some are ticked). The screen keeps the selection.
 */
export interface RowSelection<T> {
  selected: ReadonlySet<Key>;
  onChange(selected: ReadonlySet<Key>): void;
  /** A row's tick's accessible name: 'Seleccionar registro #12'. */
  label(row: T): string;
  /** The header tick's accessible name: 'Seleccionar todos los registros'. */
  allLabel: string;
  /** No ticking (no permission, an action under way). */
  disabled?: boolean;
  /** Rows that may be ticked (default all): a deleted admin's is not deleted again. */
  enabled?(row: T): boolean;
}

/** A row's data, its state and its controls: what a table row and a phone's card both take (DataTable's renderRow). */
export interface RowState<T, E extends Element> {
  row: T;
  rowKey: Key;
  expand?: RowExpansion<T>;
  open: boolean;
  /** Once opened, the edit row stays mounted (hidden when closed) so what was typed survives closing it. */
  mounted: boolean;
  highlighted: boolean;
  toggle(key: Key): void;
  /** The row's tick, when the table has a selection: its name (plain values keep the row memoised). */
  tickLabel?: string;
  ticked: boolean;
  tickDisabled: boolean;
  select(key: Key, on: boolean): void;
  /** Virtualised: the element measured for the row (a table's row and its edit row form one tbody). */
  measure?(element: E | null): void;
  /** Virtualised: the row's index, for the measurement. */
  index?: number;
  position: number;
}
