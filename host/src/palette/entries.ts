/**
 * What the command palette lists, as plain data: the recent organizations and accounts, the menus' screens and
 * the server's ranked items (GET search), each with the path it opens. Kept apart from the dialog so the
 * ranking is read (and tested) on its own.
 */
import type { RecentItem } from '@console/core';
import { SEARCH_KIND_LABELS, isRouteName, routePath, type RouteName, type SearchItem, type SearchKind } from '@console/contracts';

export interface PaletteEntry {
  /** Unique among the listed entries: the list's value for it. */
  key: string;
  /** What it is, before its label: 'Cuenta', 'Organización', or a screen's area ('Master'). */
  kindLabel: string;
  label: string;
  /** A second line: an account's organization, an admin's e-mail, the record a screen belongs to. */
  detail: string | null;
  path: string;
  /** Opening it makes it the most recent of its kind (the recent store's kind: 'accounts'). */
  recent?: { kind: RecentKind; item: RecentItem };
}

/** A screen of a menu the palette offers (the area's menu entries, with their full paths). */
export interface ScreenLink {
  key: string;
  title: string;
  /** The area's title: 'Master', 'Organización', 'Cuenta'. */
  areaTitle: string;
  /** The organization's or account's name, for the screens of one. */
  detail: string | null;
  path: string;
}

/** The kinds of the recent store the palette opens, as the master lists' recent cards do, and the kind they are. */
const RECENT_KINDS = {
  organizations: { kind: 'organization', path: (id: number) => routePath('organization', { organization_id: id }) },
  accounts: { kind: 'account', path: (id: number) => routePath('personalization', { account_id: id }) },
} as const satisfies Record<string, { kind: SearchKind; path(id: number): string }>;
type RecentKind = keyof typeof RECENT_KINDS;

const recentKindOf = (kind: SearchKind): RecentKind | undefined =>
  (Object.keys(RECENT_KINDS) as RecentKind[]).find((recentKind) => RECENT_KINDS[recentKind].kind === kind);

/** With nothing typed: the first of each recent kind (as many as the recent cards show). */
export const RECENT_PER_KIND = 4;
/** While typing: the recent items that match, at most. */
export const RECENT_MATCHES = 5;

/** Lower case without accents, so 'organizacion' finds 'Organización'. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const ID = 0;
const PREFIX = 1;
const CONTAINS = 2;

/** How `label` (or `id`) matches the folded query, as the server ranks: exact id, start, anywhere; null if not at all. */
function rankOf(query: string, label: string, id?: number): number | null {
  if (id !== undefined && String(id) === query) return ID;
  const folded = fold(label);
  if (folded.startsWith(query)) return PREFIX;
  return folded.includes(query) ? CONTAINS : null;
}

/** The entries that match, best rank first, keeping their order within a rank; every entry when nothing is typed. */
function ranked<T>(items: readonly T[], text: string, rank: (item: T, query: string) => number | null): T[] {
  const query = fold(text.trim());
  if (!query) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: rank(item, query) }))
    .filter((candidate): candidate is { item: T; index: number; rank: number } => candidate.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((candidate) => candidate.item);
}

/** The recent organizations and accounts (newest first, organizations before accounts), those matching `text` while typing. */
export function recentEntries(recent: Readonly<Record<string, readonly RecentItem[]>>, text: string): PaletteEntry[] {
  const typing = text.trim() !== '';
  const candidates = (Object.keys(RECENT_KINDS) as RecentKind[]).flatMap((kind) =>
    (recent[kind] ?? []).slice(0, typing ? undefined : RECENT_PER_KIND).map((item) => ({ kind, item })),
  );
  const found = ranked(candidates, text, ({ item }, query) => rankOf(query, item.name, item.id));
  return found.slice(0, typing ? RECENT_MATCHES : undefined).map(({ kind, item }) => {
    const { kind: searchKind, path } = RECENT_KINDS[kind];
    return {
      key: `recent:${searchKind}:${item.id}`,
      kindLabel: SEARCH_KIND_LABELS[searchKind],
      label: item.name,
      detail: `ID ${item.id}`,
      path: path(item.id),
      recent: { kind, item },
    };
  });
}

/** The screens whose titles match `text` (every one when nothing is typed), titles starting with it first. */
export function screenEntries(screens: readonly ScreenLink[], text: string): PaletteEntry[] {
  return ranked(screens, text, (screen, query) => rankOf(query, screen.title)).map((screen) => ({
    key: `screen:${screen.key}`,
    kindLabel: screen.areaTitle,
    label: screen.title,
    detail: screen.detail,
    path: screen.path,
  }));
}

/** The path of a route the server names, or null when this build does not know the name. */
export function itemPath(route: SearchItem['route']): string | null {
  if (!isRouteName(route.name)) return null;
  // The name is only known at run time: the table's own function checks nothing more than this build can.
  const build = routePath as (name: RouteName, params?: SearchItem['route']['params'], query?: Record<string, string>) => string;
  return build(route.name, route.params, route.query);
}

/**
 * The server's items in its order, without those whose route this build does not know and those already
 * listed among the recent ones (`listed`: the recent entries' keys).
 */
export function resultEntries(items: readonly SearchItem[], listed: readonly PaletteEntry[]): PaletteEntry[] {
  const shown = new Set(listed.map((entry) => entry.key));
  return items.flatMap((item) => {
    const path = itemPath(item.route);
    if (path === null || shown.has(`recent:${item.kind}:${item.id}`)) return [];
    const recentKind = recentKindOf(item.kind);
    return [
      {
        key: `result:${item.kind}:${item.id}`,
        kindLabel: SEARCH_KIND_LABELS[item.kind],
        label: item.label,
        detail: item.detail,
        path,
        ...(recentKind && { recent: { kind: recentKind, item: { id: item.id, name: item.label } } }),
      },
    ];
  });
}
