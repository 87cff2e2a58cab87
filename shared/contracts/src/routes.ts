/**
 * Named routes (spec 2.1): the only way one area links to another, so remotes never import each other.
 * The names are the host's own routes and the five areas' screens as their remotes declare them (src/area.ts),
 * gathered into screens.generated.ts by `pnpm areas` (CI fails when it is not current). A remote built against
 * an older version keeps its own copy of the table: rename a screen's key only with that in mind.
 * Pure data, no zod: the login page uses it.
 */
import { SCREEN_ROUTES } from './screens.generated';

type Id = number | string;

/** The three areas of the console: their base path and their menu's title belong to the host. */
export const AREA_KINDS = ['master', 'organization', 'account'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** Where each area lives: its screens' paths are below this. */
export const AREA_BASE = {
  master: '/master',
  organization: '/organization/:organization_id',
  account: '/account/:account_id',
} as const satisfies Record<AreaKind, string>;

/** The routes the host itself serves, outside the areas' screens (their names are taken). */
export const HOST_ROUTES = {
  root: '/',
  login: '/login',
  logout: '/logout',
  // Where a social sign-in's provider sends the browser back (the API accepts no other redirect address).
  'social-callback': '/login/social-callback',
  ...AREA_BASE,
} as const;

const routeTable = { ...HOST_ROUTES, ...SCREEN_ROUTES } as const;

export type RouteName = keyof typeof routeTable;

/** Whether `name` is a route this build knows (a newer server may answer names an older app lacks). */
export const isRouteName = (name: string): name is RouteName => Object.hasOwn(routeTable, name);

/** The values a pattern's parameters take: '/master/partners/:partner_id' → { partner_id: Id }. */
type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: Id } & PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: Id }
    : unknown;
/** A route's params, or undefined for a route without any. */
type ParamsOf<N extends RouteName> = (typeof routeTable)[N] extends `${string}:${string}` ? PatternParams<(typeof routeTable)[N]> : undefined;

/** Path of a named route: `routePath('partner', { partner_id: 3 })`, with an optional query. */
export function routePath<N extends RouteName>(
  name: N,
  ...args: ParamsOf<N> extends undefined
    ? [params?: undefined, query?: Record<string, string | number>]
    : [params: ParamsOf<N>, query?: Record<string, string | number>]
): string {
  const [params, query] = args;
  const path = routeTable[name].replace(/:(\w+)/g, (_, key: string) => String((params as Record<string, Id>)[key]));
  if (!query || Object.keys(query).length === 0) return path;
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  return `${path}?${qs}`;
}
