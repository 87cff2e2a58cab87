/**
 * Phones (below Chakra's `md`, 768 px): a list's rows become cards, its paginator compact. Every list of the
 * kit gets it; a column says where it goes on a phone with `phone` (see Column).
 */
import { useSyncExternalStore } from 'react';

/** Below the `md` breakpoint (48rem), where the side menu is a drawer too. */
export const PHONE_QUERY = '(max-width: 47.99rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is a phone's width now (and again whenever it crosses the breakpoint). */
export function usePhoneLayout() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * Where a column goes in a row's card on a phone: 'key' — the card's title, what names the row; 'action' — a
 * button of the row, beside the title; 'line' — a line under the title, its header beside its value;
 * 'hidden' — left out, and shown in the row's expansion when the row opens.
 */
export type PhonePriority = 'key' | 'action' | 'line' | 'hidden';

/** The parts of a card, from the columns' priorities and their defaults. */
export interface PhoneLayout<C> {
  key: C | undefined;
  lines: C[];
  actions: C[];
  hidden: C[];
}

/**
 * Defaults, so that most lists declare nothing: the title is the column marked 'key', else the first column
 * that declares nothing (contractColumns makes an id column a line and a `name` column the key); a column
 * without a header is an action ('Entrar'); the rest are lines.
 */
export function phoneLayout<C extends { header: string; phone?: PhonePriority }>(columns: readonly C[]): PhoneLayout<C> {
  const key = columns.find((column) => column.phone === 'key') ?? columns.find((column) => column.phone === undefined && column.header !== '');
  const isAction = (column: C) => column.phone === 'action' || (column.phone === undefined && column.header === '');
  const rest = columns.filter((column) => column !== key);
  return {
    key,
    actions: rest.filter(isAction),
    hidden: rest.filter((column) => column.phone === 'hidden'),
    lines: rest.filter((column) => !isAction(column) && column.phone !== 'hidden'),
  };
}
