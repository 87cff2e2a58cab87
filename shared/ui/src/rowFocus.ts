/**
 * Where the focus goes when a row leaves its table (deleted): to the row that takes its place, else the one
 * before it, else the table itself; never to the page's <body>, where a keyboard user would start over.
 */
import { createContext, useContext, type Key } from 'react';

export interface RowFocus {
  /**
   * Where the focus goes for the row `key` after a delete: its own toggle while it is shown (a soft-deleted row
   * stays; a deleted one leaves when its list reloads, and the table then hands the focus on), the row that took
   * its place once it is gone. A delete dialog's final focus.
   */
  place(key: Key): HTMLElement | null;
}

export const RowFocusContext = createContext<RowFocus | null>(null);

/** The table around a row's content (its edit row), if any. */
export const useRowFocus = () => useContext(RowFocusContext);

/** The attribute a row (and its edit row, and a phone's card) carries: its place on the page, from 0. */
export const ROW_POSITION = 'data-position';

/** The row at `position` of `root` (clamped to the rows there are): its toggle, else its first control; else `root`. */
export function rowControl(root: HTMLElement, position: number, count: number): HTMLElement {
  if (count === 0) return root;
  const row = root.querySelector(`[${ROW_POSITION}="${Math.min(position, count - 1)}"]`);
  return (
    row?.querySelector<HTMLElement>('[aria-expanded]') ??
    row?.querySelector<HTMLElement>('button:not(:disabled), a[href], input:not(:disabled)') ??
    root
  );
}
