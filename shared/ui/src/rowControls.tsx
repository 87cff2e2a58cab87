/** The controls of a list's rows, in its table and in its phone cards alike: ticks and the row's toggle. */
import { useEffect, useRef, type Key } from 'react';
import { Box, IconButton, chakra } from '@chakra-ui/react';
import type { RowSelection } from './tableTypes';
import { BUTTON_SIZE } from './sizes';

/**
 * A native checkbox: a page may hold 300 rows, and a tick re-renders little. Its focus shows the console's ring,
 * like every other control, not the browser's thin default.
 */
export const Tick = chakra('input', {
  base: { boxSize: '4', accentColor: 'colorPalette.solid', cursor: 'pointer', verticalAlign: 'middle', focusVisibleRing: 'outside' },
});

/** The header's tick: ticked when every row shown (that may be ticked) is, indeterminate (read as "mixed") when some are. */
export function AllTick<T>({ rows, rowKey, selection }: { rows: T[]; rowKey(row: T): Key; selection: RowSelection<T> }) {
  const keys = rows.filter((row) => selection.enabled?.(row) ?? true).map(rowKey);
  const ticked = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && ticked === keys.length;
  const some = ticked > 0 && !all;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = some;
  }, [some]);
  return (
    <Tick
      ref={input}
      type="checkbox"
      aria-label={selection.allLabel}
      checked={all}
      disabled={selection.disabled || keys.length === 0}
      onChange={(event) => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (event.target.checked) next.add(key);
          else next.delete(key);
        }
        selection.onChange(next);
      }}
    />
  );
}

/** Opens and closes a row's expansion (its edit row): '▸', turned down while open. */
export function RowToggle({
  label,
  open,
  onToggle,
  size = BUTTON_SIZE.cell,
  describedBy,
}: {
  label: string;
  open: boolean;
  onToggle(): void;
  size?: 'xs' | 'sm';
  /** The element that names the row, where the label does not. */
  describedBy?: string;
}) {
  return (
    <IconButton size={size} variant="ghost" aria-label={label} aria-describedby={describedBy} aria-expanded={open} onClick={onToggle}>
      <Box as="span" aria-hidden transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s">
        ▸
      </Box>
    </IconButton>
  );
}

/** A header's next order: ascending → descending → the list's own order. */
export function nextSort(current: string, key: string) {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return '';
  return key;
}
