import { memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type Key, type ReactNode, type Ref } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Box, Button, Skeleton, Table, Text, chakra } from '@chakra-ui/react';
import { CardsBar, DataCard, SkeletonCard } from './DataCards';
import { phoneLayout, usePhoneLayout } from './phone';
import { AllTick, RowToggle, Tick, nextSort } from './rowControls';
import { ROW_POSITION, RowFocusContext, rowControl, type RowFocus } from './rowFocus';
import type { ListFailure } from './list';
import type { Column, RowExpansion, RowSelection, RowState, TableSort } from './tableTypes';

export interface DataTableProps<T> {
  /** Accessible name of the table: 'Organizaciones'. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): Key;
  /** First load: skeleton rows instead of 'No hay resultados'. */
  loading?: boolean;
  /** The load failed: what failed and 'Reintentar' instead of 'No hay resultados' (an empty list is not a failed one). */
  failed?: ListFailure;
  /** What a list with nothing in it yet says instead of 'No hay resultados' (nothing searched): the action that fills it. */
  empty?: ReactNode;
  expand?: RowExpansion<T>;
  /** Rows to set apart (a deleted admin): tinted; the screen also says why in a cell (an Estado column). */
  highlight?(row: T): boolean;
  /** Sortable headers (columns with `sort`). */
  sort?: TableSort;
  /** A tick per row and one for all. */
  selection?: RowSelection<T>;
  /** Where a row's place is, for a screen that deletes rows from outside the table (a selection deleted). */
  focusRef?: Ref<RowFocus>;
}

function SortableHeader({ label, sortKey, sort }: { label: string; sortKey: string; sort: TableSort }) {
  const direction = sort.value === sortKey ? 'ascending' : sort.value === `-${sortKey}` ? 'descending' : undefined;
  return (
    <Table.ColumnHeader aria-sort={direction ?? 'none'} {...HEADER_STYLE}>
      <Button
        variant="plain"
        size="xs"
        px="0"
        h="auto"
        // A target of at least 24 × 24 px (WCAG 2.5.8).
        minH="6"
        minW="6"
        fontSize="inherit"
        fontWeight="inherit"
        color="inherit"
        whiteSpace="normal"
        textAlign="start"
        onClick={() => sort.onChange(nextSort(sort.value, sortKey))}
      >
        {label}
        <Box as="span" aria-hidden color={direction ? 'fg' : 'fg.subtle'} ms="1">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * Headers read apart from the cells: tinted, heavier. They wrap between words, never inside one: a wide list
 * ('Productos habilitados', 'Pagos validados') fits a laptop's 1440 px instead of scrolling sideways.
 */
const HEADER_STYLE = { bg: 'bg.muted', fontWeight: 'semibold', color: 'fg', whiteSpace: 'normal', verticalAlign: 'bottom' } as const;

/** What an empty table says: 'No hay resultados' (or the screen's `empty`), or what failed to load and 'Reintentar'. */
function EmptyOrFailed({ failed, empty }: { failed?: ListFailure; empty?: ReactNode }) {
  if (!failed && empty) {
    return (
      <Box textAlign="center" py="4">
        {empty}
      </Box>
    );
  }
  if (!failed) {
    return (
      <Text color="fg.muted" textAlign="center" py="4">
        No hay resultados
      </Text>
    );
  }
  return (
    <Box role="alert" textAlign="center" py="4">
      <Text fontWeight="medium">No se pudo cargar la lista.</Text>
      <Text color="fg.muted" textStyle="sm" mt="1">
        {failed.message}
      </Text>
      <Button size="sm" variant="outline" mt="3" onClick={failed.retry}>
        Reintentar
      </Button>
    </Box>
  );
}

const SKELETON_ROWS = 3;
/** From this many rows (pages of 200 and 300) only the rows near the viewport are in the DOM. */
export const VIRTUAL_FROM = 100;
/** A row's height before it is measured (size sm, one line). */
const ROW_HEIGHT = 41;
/** A phone's card before it is measured: its title and each line. */
const cardHeight = (lines: number) => 60 + lines * 26;

interface RowProps<T> extends RowState<T, HTMLTableSectionElement> {
  columns: Column<T>[];
  /** Every column of the table (ticks and toggles included), spanned by the edit row. */
  width: number;
}

// Memoised: opening or ticking one row of 300 re-renders that row only (columns, expand, toggle and select are stable).
const DataRow = memo(function DataRow<T>({
  row,
  rowKey,
  columns,
  expand,
  open,
  mounted,
  highlighted,
  toggle,
  tickLabel,
  ticked,
  tickDisabled,
  select,
  width,
  measure,
  index,
  position,
}: RowProps<T>) {
  const group = (
    <>
      <Table.Row
        {...{ [ROW_POSITION]: position }}
        data-highlighted={highlighted || undefined}
        data-selected={ticked || undefined}
        bg={highlighted ? 'red.subtle' : ticked ? 'bg.muted' : undefined}
      >
        {tickLabel !== undefined && (
          <Table.Cell width="1">
            <Tick type="checkbox" aria-label={tickLabel} checked={ticked} disabled={tickDisabled} onChange={(event) => select(rowKey, event.target.checked)} />
          </Table.Cell>
        )}
        {expand && (
          <Table.Cell width="1">
            <RowToggle label={expand.label(row)} open={open} onToggle={() => toggle(rowKey)} />
          </Table.Cell>
        )}
        {columns.map((column) => (
          <Table.Cell key={column.header}>{column.cell(row, position)}</Table.Cell>
        ))}
      </Table.Row>
      {expand && mounted && (
        <Table.Row {...{ [ROW_POSITION]: position }} hidden={!open} bg="bg.subtle" _hover={{ bg: 'bg.subtle' }}>
          <Table.Cell colSpan={width} py="4">
            {expand.render(row)}
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
  return measure ? (
    <Table.Body ref={measure} data-index={index}>
      {group}
    </Table.Body>
  ) : (
    group
  );
}) as <T>(props: RowProps<T>) => ReactNode;

export function DataTable<T>({ label, columns, rows, rowKey, loading = false, failed, empty, expand, highlight, sort, selection, focusRef }: DataTableProps<T>) {
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
  const width = columns.length + (expand ? 1 : 0) + (selection ? 1 : 0);
  // Stable for the memoised rows: it reads the selection as it is when a tick changes.
  const latestSelection = useRef(selection);
  useLayoutEffect(() => {
    latestSelection.current = selection;
  });
  const select = useCallback((key: Key, on: boolean) => {
    const current = latestSelection.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (on) next.add(key);
    else next.delete(key);
    current.onChange(next);
  }, []);

  // On a phone each row is a card (DataCards.tsx); the state, the selection and the virtualisation are the same.
  const phone = usePhoneLayout();
  const tableRef = useRef<HTMLTableElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A row deleted while the focus was in it hands the focus to its place (rowFocus.ts): at once when the focus
  // fell to <body>, or as the final focus of the dialog that deleted it (RowFocus.place).
  const shown = useRef(rows);
  const leftAt = useRef(new Map<Key, number>());
  const focusedRow = useRef<Key | null>(null);
  const onFocus = useCallback((event: FocusEvent) => {
    // Focus in a dialog opened from a row (a portal) keeps the row it came from.
    const position = (event.target as Element).closest(`[${ROW_POSITION}]`)?.getAttribute(ROW_POSITION);
    const row = position === null || position === undefined ? undefined : shown.current[Number(position)];
    if (row !== undefined) focusedRow.current = rowKey(row);
  }, [rowKey]);
  const rowFocus = useMemo<RowFocus>(() => {
    const root = () => (phone ? listRef.current : tableRef.current);
    return {
      place(key) {
        const top = root();
        if (!top) return null;
        const rows = shown.current;
        const index = rows.findIndex((row) => rowKey(row) === key);
        const place = index >= 0 ? index : leftAt.current.get(key);
        return place === undefined ? null : rowControl(top, place, rows.length);
      },
    };
  }, [phone, rowKey]);
  useImperativeHandle(focusRef, () => rowFocus, [rowFocus]);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = rows;
    if (before === rows) return;
    const now = new Set(rows.map(rowKey));
    leftAt.current = new Map(before.flatMap((row, index) => (now.has(rowKey(row)) ? [] : [[rowKey(row), index] as const])));
    const focused = focusedRow.current;
    if (focused === null || !leftAt.current.has(focused)) return;
    focusedRow.current = null;
    if (document.activeElement === null || document.activeElement === document.body) rowFocus.place(focused)?.focus();
  }, [rows, rowKey, rowFocus]);
  const layout = useMemo(() => phoneLayout(columns), [columns]);

  // Long pages render only the rows near the viewport (the page scrolls, not the table).
  const virtual = !loading && rows.length >= VIRTUAL_FROM;
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = phone ? listRef.current : tableRef.current;
    if (virtual && top) setOffset(top.getBoundingClientRect().top + window.scrollY);
  }, [virtual, phone]);
  // Rows whose edit row was opened stay rendered wherever the page scrolls: what was typed in them lives
  // in their form, and unmounting would lose it. They are few (one per row the user opened).
  const openedIndexes = useMemo(
    () => (mounted.size === 0 ? [] : rows.flatMap((row, index) => (mounted.has(rowKey(row)) ? [index] : []))),
    [rows, rowKey, mounted],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const near = defaultRangeExtractor(range);
      if (openedIndexes.length === 0) return near;
      return [...new Set([...near, ...openedIndexes])].sort((a, b) => a - b);
    },
    [openedIndexes],
  );
  const virtualizer = useWindowVirtualizer({
    // Off for a short page: it would read the window's scroll on the first render, a forced layout (~17 ms on the
    // first screen after sign-in) for rows it does not window.
    enabled: virtual,
    count: virtual ? rows.length : 0,
    estimateSize: () => (phone ? cardHeight(layout.lines.length) : ROW_HEIGHT),
    overscan: 12,
    scrollMargin: offset,
    getItemKey: (index) => rowKey(rows[index]),
    rangeExtractor,
  });
  const renderRow = (row: T, position: number, virtualised = false) => {
    const key = rowKey(row);
    // What a row and a phone's card share: the row, its state and its controls.
    const shared = {
      row,
      rowKey: key,
      expand,
      open: open.has(key),
      mounted: mounted.has(key),
      highlighted: highlight?.(row) ?? false,
      toggle,
      tickLabel: selection?.label(row),
      ticked: selection?.selected.has(key) ?? false,
      tickDisabled: (selection?.disabled ?? false) || !(selection?.enabled?.(row) ?? true),
      select,
      measure: virtualised ? virtualizer.measureElement : undefined,
      index: virtualised ? position : undefined,
      position,
    };
    return phone ? <DataCard key={key} {...shared} layout={layout} /> : <DataRow key={key} {...shared} columns={columns} width={width} />;
  };
  // The rendered rows, with a spacer for every run of rows left out (before, between opened rows, after),
  // so the table is as tall as all its rows and the scrollbar tells where the page ends.
  const spacer = (key: string, height: number) =>
    height > 0 &&
    (phone ? (
      <chakra.li key={key} aria-hidden style={{ height }} />
    ) : (
      <Table.Body key={key} aria-hidden>
        <Table.Row>
          <Table.Cell colSpan={width} p="0" border="0" style={{ height }} />
        </Table.Row>
      </Table.Body>
    ));
  const virtualRows: ReactNode[] = [];
  if (virtual) {
    let end = offset;
    for (const item of virtualizer.getVirtualItems()) {
      virtualRows.push(spacer(`gap-${item.key}`, item.start - end), renderRow(rows[item.index], item.index, true));
      end = item.end;
    }
    virtualRows.push(spacer('gap-end', virtualizer.getTotalSize() - (end - offset)));
  }

  if (phone) {
    return (
      <Box onFocus={onFocus}>
        <RowFocusContext.Provider value={rowFocus}>
          <CardsBar columns={columns} rows={loading ? [] : rows} rowKey={rowKey} selection={selection} sort={sort} />
          <chakra.ul ref={listRef} role="list" aria-label={label} aria-busy={loading} tabIndex={-1} focusVisibleRing="outside" listStyle="none" m="0" p="0">
            {loading && Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonCard key={index} lines={layout.lines.length} />)}
            {!loading && rows.length === 0 && (
              <chakra.li borderWidth="1px" rounded="md">
                <EmptyOrFailed failed={failed} empty={empty} />
              </chakra.li>
            )}
            {!loading && !virtual && rows.map((row, position) => renderRow(row, position))}
            {virtualRows}
          </chakra.ul>
        </RowFocusContext.Provider>
      </Box>
    );
  }

  return (
    <RowFocusContext.Provider value={rowFocus}>
      {/* Cells wrap between words (Chakra's scroll area says nowrap): a wide list fits a laptop's screen. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal" onFocus={onFocus}>
        <Table.Root ref={tableRef} aria-label={label} aria-busy={loading} tabIndex={-1} focusVisibleRing="inside" size="sm" interactive={!expand}>
          <Table.Header>
            <Table.Row>
              {selection && (
                <Table.ColumnHeader width="1" {...HEADER_STYLE}>
                  <AllTick rows={loading ? [] : rows} rowKey={rowKey} selection={selection} />
                </Table.ColumnHeader>
              )}
              {expand && (
                <Table.ColumnHeader width="1" {...HEADER_STYLE}>
                  <Box as="span" srOnly>
                    Editar
                  </Box>
                </Table.ColumnHeader>
              )}
              {columns.map((column) =>
                column.sort && sort ? (
                  <SortableHeader key={column.header} label={column.header} sortKey={column.sort} sort={sort} />
                ) : (
                  <Table.ColumnHeader key={column.header} {...HEADER_STYLE}>
                    {column.header}
                  </Table.ColumnHeader>
                ),
              )}
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
                  <EmptyOrFailed failed={failed} empty={empty} />
                </Table.Cell>
              </Table.Row>
            )}
            {!loading && !virtual && rows.map((row, position) => renderRow(row, position))}
          </Table.Body>
          {virtualRows}
        </Table.Root>
      </Table.ScrollArea>
    </RowFocusContext.Provider>
  );
}
