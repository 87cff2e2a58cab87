/**
 * A list's rows on a phone (DataTable below `md`): a card per row, in a list named as the table is. The card's
 * title is its key column (its header said to screen readers), its actions and toggle beside it, the other
 * columns as lines of header and value (a description list), the expansion (the edit row) inside the card.
 * Nothing scrolls sideways: values wrap.
 */
import { Fragment, memo, useId, type Key, type ReactNode } from 'react';
import { Box, HStack, NativeSelect, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import type { Column, RowSelection, RowState, TableSort } from './tableTypes';
import type { PhoneLayout } from './phone';
import { ROW_POSITION } from './rowFocus';
import { AllTick, RowToggle, Tick } from './rowControls';
import { BUTTON_SIZE } from './sizes';

/** Header and value, one line each. */
function Lines<T>({ columns, row, position }: { columns: Column<T>[]; row: T; position: number }) {
  if (columns.length === 0) return null;
  return (
    <chakra.dl display="grid" gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)" columnGap="3" rowGap="1.5" textStyle="sm" m="0">
      {columns.map((column) => (
        <Fragment key={column.header}>
          <chakra.dt color="fg.muted" overflowWrap="anywhere">
            {column.header}
          </chakra.dt>
          <chakra.dd m="0" minW="0" overflowWrap="anywhere">
            {column.cell(row, position)}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}

interface CardProps<T> extends RowState<T, HTMLLIElement> {
  layout: PhoneLayout<Column<T>>;
}

/** Shown for a row that opens to show only its hidden columns (no edit row). */
export const MORE_LABEL = 'Ver más datos';

// Memoised as DataTable's rows are: opening or ticking one card re-renders that card only.
export const DataCard = memo(function DataCard<T>({
  row,
  rowKey,
  layout,
  expand,
  open,
  mounted,
  highlighted,
  toggle,
  tickLabel,
  ticked,
  tickDisabled,
  select,
  measure,
  index,
  position,
}: CardProps<T>) {
  const titleId = useId();
  const { key, lines, actions, hidden } = layout;
  // The hidden columns are reached by opening the row, whether or not it has an edit row.
  const opens = Boolean(expand) || hidden.length > 0;
  return (
    <chakra.li ref={measure} data-index={index} {...{ [ROW_POSITION]: position }} pb="2" aria-labelledby={key ? titleId : undefined}>
      <Box
        data-highlighted={highlighted || undefined}
        data-selected={ticked || undefined}
        borderWidth="1px"
        rounded="md"
        bg={highlighted ? 'red.subtle' : ticked ? 'bg.muted' : 'bg'}
        px="3"
        py="2.5"
      >
        <HStack gap="3" align="center" minH="8">
          {tickLabel !== undefined && (
            <Tick type="checkbox" boxSize="5" aria-label={tickLabel} checked={ticked} disabled={tickDisabled} onChange={(event) => select(rowKey, event.target.checked)} />
          )}
          <Box flex="1" minW="0" fontWeight="semibold" overflowWrap="anywhere">
            {key && (
              <>
                <Box as="span" srOnly>
                  {`${key.header}: `}
                </Box>
                <span id={titleId}>{key.cell(row, position)}</span>
              </>
            )}
          </Box>
          {actions.map((column) => (
            <Box key={column.header} flexShrink={0}>
              {column.cell(row, position)}
            </Box>
          ))}
          {opens && (
            <RowToggle
              size={BUTTON_SIZE.row}
              label={expand ? expand.label(row) : MORE_LABEL}
              describedBy={!expand && key ? titleId : undefined}
              open={open}
              onToggle={() => toggle(rowKey)}
            />
          )}
        </HStack>
        {lines.length > 0 && (
          <Box mt="2">
            <Lines columns={lines} row={row} position={position} />
          </Box>
        )}
        {opens && mounted && (
          <Stack hidden={!open} gap="4" mt="3" pt="3" borderTopWidth="1px">
            <Lines columns={hidden} row={row} position={position} />
            {expand?.render(row)}
          </Stack>
        )}
      </Box>
    </chakra.li>
  );
}) as <T>(props: CardProps<T>) => ReactNode;

/** A card-shaped placeholder while the first page loads. */
export function SkeletonCard({ lines }: { lines: number }) {
  return (
    <chakra.li pb="2">
      <Stack borderWidth="1px" rounded="md" px="3" py="3" gap="2.5">
        <Skeleton height="5" width="60%" />
        {Array.from({ length: Math.min(lines, 3) }, (_, line) => (
          <Skeleton key={line} height="3.5" />
        ))}
      </Stack>
    </chakra.li>
  );
}

/** The list's order as a select, where a table's headers would set it. */
function SortSelect<T>({ columns, sort }: { columns: Column<T>[]; sort: TableSort }) {
  const id = useId();
  const sortable = columns.filter((column) => column.sort);
  return (
    <HStack gap="2">
      <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>Ordenar por</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={sort.value} onChange={(event) => sort.onChange(event.target.value)}>
          <option value="">Orden de la lista</option>
          {sortable.map((column) => (
            <Fragment key={column.sort}>
              <option value={column.sort}>{`${column.header}, ascendente`}</option>
              <option value={`-${column.sort}`}>{`${column.header}, descendente`}</option>
            </Fragment>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** Above the cards: the tick for every row shown and the order, which a table keeps in its header. */
export function CardsBar<T>({
  columns,
  rows,
  rowKey,
  selection,
  sort,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): Key;
  selection?: RowSelection<T>;
  sort?: TableSort;
}) {
  const sortable = sort && columns.some((column) => column.sort);
  if (!selection && !sortable) return null;
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" mb="2">
      {selection && (
        <HStack asChild gap="2" textStyle="sm">
          <label>
            <AllTick rows={rows} rowKey={rowKey} selection={selection} />
            {selection.allLabel}
          </label>
        </HStack>
      )}
      {sortable && <SortSelect columns={columns} sort={sort} />}
    </HStack>
  );
}
