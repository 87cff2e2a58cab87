/**
 * The side menus, breadcrumbs and titles, built at run time from what the remotes declare (their area.json):
 * the host knows the three areas (their base path, title and back links), not the screens. The /master
 * menu is the union of what master, partners and certifications declare, ordered by the places they give
 * (the spec's order, spec 1 §2.3).
 */
import { generatePath, matchPath } from 'react-router-dom';
import { AREA_BASE, can, routePath, type Access, type AreaDeclaration, type AreaKind, type ScreenDeclaration } from '@console/contracts';

/** Ids of the current area, read from the path (and, for an account, its organization from the API). */
export interface MenuContext {
  organization_id?: string;
  account_id?: string;
}

export interface BackLink {
  label: string;
  /** null while the target is not known yet (an account's organization is still loading). */
  to(ctx: MenuContext): string | null;
}

/** What the host knows of an area: its title and its back links. Its entries come from the remotes. */
export interface AreaFrame {
  area: AreaKind;
  /** Section title ('Master', 'Organización', 'Cuenta'). */
  title: string;
  /** Whether the section shows the name of the current record (organization, account). */
  showsName: boolean;
  /** Back link shown above the entries (account → its organization's accounts). */
  backAbove?: BackLink;
  /** Back entry shown after the entries (organization → master). */
  backBelow?: BackLink;
}

export const AREAS: Record<AreaKind, AreaFrame> = {
  master: { area: 'master', title: 'Master', showsName: false },
  organization: {
    area: 'organization',
    title: 'Organización',
    showsName: true,
    backBelow: { label: 'Volver a Master', to: () => routePath('master') },
  },
  account: {
    area: 'account',
    title: 'Cuenta',
    showsName: true,
    backAbove: {
      label: 'Cuentas',
      to: (ctx) => (ctx.organization_id ? routePath('organization-accounts', { organization_id: ctx.organization_id }) : null),
    },
  },
};

/** A screen a remote declares, with the remote that serves it. */
export interface Screen extends ScreenDeclaration {
  remote: string;
  area: AreaKind;
}

export interface MenuEntry {
  key: string;
  label: string;
  /** Below the area's base: 'organizations'. */
  path: string;
  place: number;
}

/** The area of a path by its first segment, or null outside the three areas. */
export function areaOf(pathname: string): AreaKind | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === 'master' || first === 'organization' || first === 'account' ? first : null;
}

/** The ids a path carries: /organization/{organization_id}/…, /account/{account_id}/…. */
export function contextOf(pathname: string): MenuContext {
  const [first, id] = pathname.split('/').filter(Boolean);
  if (first === 'organization' && id) return { organization_id: decodeURIComponent(id) };
  if (first === 'account' && id) return { account_id: decodeURIComponent(id) };
  return {};
}

/** The part of a path below its area's base: '/organization/7/accounts' → 'accounts'. */
export function restOf(area: AreaKind, pathname: string): string {
  const depth = AREA_BASE[area].split('/').filter(Boolean).length;
  return pathname.split('/').filter(Boolean).slice(depth).join('/');
}

/** Every screen of an area, from the declarations that were read. */
export function screensOf(declarations: readonly AreaDeclaration[], area: AreaKind): Screen[] {
  return declarations
    .filter((declaration) => declaration.area === area)
    .flatMap((declaration) => declaration.screens.map((screen) => ({ ...screen, remote: declaration.remote, area })));
}

/** The screen a path below the area's base shows: the exact pattern first, else the longest one it is below. */
export function screenAt(screens: readonly Screen[], rest: string): Screen | null {
  const path = `/${rest}`;
  const exact = screens.find((screen) => matchPath({ path: `/${screen.path}`, end: true }, path));
  if (exact) return exact;
  const below = screens
    .filter((screen) => matchPath({ path: `/${screen.path}`, end: false }, path))
    .sort((a, b) => b.path.length - a.path.length);
  return below[0] ?? null;
}

/** The path the area's own path opens (/master → organizations), as its remote declares it. */
export function indexOf(declarations: readonly AreaDeclaration[], area: AreaKind): string | undefined {
  return declarations.find((declaration) => declaration.area === area && declaration.index)?.index;
}

/** Whether the admin may see a screen: its resource readable (unknown access: the API decides). */
export const mayOpen = (screen: Pick<Screen, 'resource'>, access: Access | undefined) =>
  !access || !screen.resource || can(access, screen.resource, 'read');

/** The menu of an area: the screens that declare a place in it and the admin may open, in order. */
export function menuEntries(screens: readonly Screen[], access?: Access): MenuEntry[] {
  return screens
    .filter((screen) => screen.menu !== undefined && mayOpen(screen, access))
    .map((screen) => ({ key: screen.key, label: screen.title, path: screen.path, place: screen.menu as number }))
    .sort((a, b) => a.place - b.place);
}

/** The full path of an entry in the current area: '/organization/7/accounts'. */
export function entryPath(area: AreaKind, entry: Pick<MenuEntry, 'path'>, ctx: MenuContext): string {
  return generatePath(`${AREA_BASE[area]}/${entry.path}`, ctx as Record<string, string>);
}

/**
 * The entry highlighted for the current screen: its own, or the section it declares ('partners' for
 * active accounts), or the entry whose path the current path is below.
 */
export function activeEntry(entries: readonly MenuEntry[], current: Screen | null, rest: string): string | null {
  if (current && entries.some((entry) => entry.key === current.key)) return current.key;
  if (current?.section && entries.some((entry) => entry.key === current.section)) return current.section;
  const below = entries.find((entry) => rest === entry.path || rest.startsWith(`${entry.path}/`));
  return below?.key ?? null;
}

export interface Crumb {
  /** '' for a record that is not a screen of its own, until its name is known (it is left out meanwhile). */
  label: string;
  /** Where the crumb leads; null for the current page and for paths that are not a screen. */
  to: string | null;
  /**
   * A record of the path (partners/:partner_id): named by the record once the screens have read it (the query
   * cache the shell shares with them), by its screen's title until then ('Partner'); never by its id.
   */
  record?: CrumbRecord;
}

export interface CrumbRecord {
  /** The id's parameter in the screen's pattern: 'partner_id'. */
  param: string;
  id: number;
  /** The resource its screen declares, where the record is a screen of its own. */
  resource?: string;
}

/**
 * The breadcrumb of a path (spec 2.3, small screens): the area, then each segment below it, labelled with
 * the title of the screen it is, linking to it when it is a screen. Ids are never shown: the organization or
 * account is `areaName` (left out while it loads), a record its screen's title (see Crumb's `record`).
 */
export function buildCrumbs(pathname: string, declarations: readonly AreaDeclaration[], areaName?: string): Crumb[] {
  const area = areaOf(pathname);
  if (!area) return [];
  const segments = pathname.split('/').filter(Boolean);
  const depth = AREA_BASE[area].split('/').filter(Boolean).length;
  const screens = screensOf(declarations, area);
  // The pattern of the screen shown names the ids of the segments that are not screens of their own.
  const pattern = screenAt(screens, segments.slice(depth).join('/'))?.path.split('/') ?? [];
  const crumbs: Crumb[] = [];
  segments.forEach((raw, index) => {
    const last = index === segments.length - 1;
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    if (index === 0) {
      // '/organization' and '/account' alone are not screens: the area crumb is plain text there.
      crumbs.push({ label: AREAS[area].title, to: last || area !== 'master' ? null : path });
      return;
    }
    if (index < depth) {
      if (areaName) crumbs.push({ label: areaName, to: last ? null : path });
      return;
    }
    const rest = segments.slice(depth, index + 1).join('/');
    const screen = screens.find((candidate) => matchPath({ path: `/${candidate.path}`, end: true }, `/${rest}`));
    const param = (screen?.path.split('/').at(-1) ?? pattern[index - depth])?.match(/^:(.+)$/)?.[1];
    const id = Number(decodeURIComponent(raw));
    if (param && Number.isInteger(id)) {
      const record: CrumbRecord = { param, id, ...(screen?.resource && { resource: screen.resource }) };
      crumbs.push({ label: screen?.title ?? '', to: last || !screen ? null : path, record });
      return;
    }
    crumbs.push({ label: screen ? screen.title : decodeURIComponent(raw), to: last || !screen ? null : path });
  });
  return crumbs;
}
