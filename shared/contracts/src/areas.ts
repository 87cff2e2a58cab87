/**
 * What a remote declares about its screens, so that the host knows areas, not screens. Each remote writes
 * its declaration once (src/area.ts); its build publishes it as `area.json` beside its `mf-manifest.json`,
 * and the host reads it at run time to build the side menus, breadcrumbs and document titles and to know
 * which remote serves a path. Adding a screen is a release of its remote alone.
 *
 *   export default defineArea({
 *     remote: 'master', area: 'master', index: 'organizations',
 *     screens: [{ key: 'platforms', path: 'platforms', title: 'Plataformas', menu: 80, page: () => import('./platforms/PlatformsPage') }],
 *   });
 */
import { AREA_BASE, AREA_KINDS, HOST_ROUTES, type AreaKind } from './routes';
import { z } from './zod';

/**
 * What the console calls each of its five remotes (config.json's keys) where it names a deploy: the
 * 'Versiones' screen and the host's new-version notice. As the menus name them: an area's title, or the
 * entry a remote of the master area serves.
 */
export const REMOTE_TITLES = {
  master: 'Master',
  partners: 'Partners',
  certifications: 'Certificaciones',
  organization: 'Organización',
  account: 'Cuenta',
} as const;

const screenSchema = z.object({
  /** The screen's name (the spec's route name): 'platforms'. */
  key: z.string().min(1).max(100),
  /** Below the area's base, as a route pattern: 'platforms', 'plugins/:plugin_id/attributes'. */
  path: z.string().min(1).max(300),
  /** Its heading, its document title and its breadcrumb: 'Plataformas'. */
  title: z.string().min(1).max(200),
  /** Its place in the side menu; absent: not in the menu. */
  menu: z.number().optional(),
  /** The menu entry that stays highlighted while it is shown, when it has none of its own. */
  section: z.string().max(100).optional(),
  /**
   * The resource (a contract's path) it shows: without the permission to read it, the entry is not in the
   * menu and the screen says why instead of loading (the API refuses its calls anyway).
   */
  resource: z.string().max(100).optional(),
});

/** The published declaration (area.json), as the host validates it: a remote's file is not trusted blindly. */
export const areaDeclarationSchema = z.object({
  format: z.literal(1),
  remote: z.string().min(1).max(100),
  area: z.enum(AREA_KINDS),
  /** The screen the area's own path opens (/master → organizations), when this remote owns it. */
  index: z.string().max(300).optional(),
  screens: z.array(screenSchema).max(500),
  /** Stamped by the build: the remote's version and when it was built. */
  version: z.string().max(100).optional(),
  builtAt: z.string().max(100).optional(),
});

export type ScreenDeclaration = z.infer<typeof screenSchema>;
export type AreaDeclaration = z.infer<typeof areaDeclarationSchema>;

/** A screen's code, loaded when it is first shown: `() => import('./partners/PartnersPage')`. */
export type PageLoader = () => Promise<{ default: unknown }>;

interface ScreenSpec<K extends string> {
  key: K;
  path: string;
  title: string;
  /**
   * Its place in the area's side menu (spec 1 §2.3's order, 10 apart, so a screen beyond the spec can sit
   * between two: 125); absent: not in the menu. The master area's three remotes share the numbering.
   */
  menu?: number;
  section?: string;
  resource?: string;
  page: PageLoader;
}

/** A remote's declaration: what area.json publishes, and each screen's page (not published). */
export type DefinedArea<K extends string> = AreaDeclaration & { screens: (ScreenDeclaration & { key: K })[]; pages: Record<K, PageLoader> };

/**
 * A remote's screens, declared once (src/area.ts): the host's menus, breadcrumbs and titles (area.json), the
 * remote's routes and lazily loaded pages (AreaRoutes), and the console's named routes (scripts: `pnpm areas`).
 */
export function defineArea<const K extends string>(spec: { remote: string; area: AreaKind; index?: K; screens: readonly ScreenSpec<K>[] }): DefinedArea<K> {
  const screens = spec.screens.map(({ page: _page, ...screen }) => screen);
  const index = spec.index && screens.find((screen) => screen.key === spec.index)?.path;
  if (spec.index && !index) throw new Error(`${spec.remote}: its index ${spec.index} is not one of its screens`);
  const declaration = areaDeclarationSchema.parse({ format: 1, remote: spec.remote, area: spec.area, index, screens }) as DefinedArea<K>;
  // Not enumerable: area.json (JSON.stringify, a spread) publishes the declaration without the code.
  Object.defineProperty(declaration, 'pages', { value: Object.fromEntries(spec.screens.map((screen) => [screen.key, screen.page])), enumerable: false });
  return declaration;
}

/** The key of every screen of a declaration: `ScreenKey<typeof area>`. */
export type ScreenKey<A extends { screens: readonly { key: string }[] }> = A['screens'][number]['key'];

/** A screen's whole path: its area's base and its own. */
export const screenPattern = (area: AreaKind, path: string) => `${AREA_BASE[area]}/${path}`;

/**
 * What is wrong with the five areas taken together: a name or a path declared twice (across remotes too), two
 * entries at one menu place of an area, a section or index that names no screen of the area. Empty: none.
 */
export function areaProblems(areas: readonly AreaDeclaration[]): string[] {
  const problems: string[] = [];
  const names = new Map<string, string>(Object.keys(HOST_ROUTES).map((name) => [name, 'the host']));
  const paths = new Map<string, string>(Object.entries(HOST_ROUTES).map(([name, pattern]) => [pattern.replace(/:\w+/g, ':'), `the host's ${name}`]));
  const places = new Map<string, string>();
  for (const area of areas) {
    for (const screen of area.screens) {
      const where = `${area.remote}'s ${screen.key}`;
      const name = names.get(screen.key);
      if (name) problems.push(`The name ${screen.key} is declared twice: ${name} and ${where}.`);
      names.set(screen.key, where);
      // Two patterns that differ only in their parameters' names match the same addresses.
      const pattern = screenPattern(area.area, screen.path).replace(/:\w+/g, ':');
      const path = paths.get(pattern);
      if (path) problems.push(`The path ${screenPattern(area.area, screen.path)} is declared twice: ${path} and ${where}.`);
      paths.set(pattern, where);
      if (screen.menu !== undefined) {
        const place = `${area.area} ${screen.menu}`;
        const taken = places.get(place);
        if (taken) problems.push(`The ${area.area} menu's place ${screen.menu} is declared twice: ${taken} and ${where}.`);
        places.set(place, where);
      }
    }
  }
  for (const area of areas) {
    const ofArea = new Set(areas.filter((other) => other.area === area.area).flatMap((other) => other.screens.map((screen) => screen.key)));
    for (const screen of area.screens) {
      if (screen.section && !ofArea.has(screen.section)) problems.push(`${area.remote}'s ${screen.key} is in the section ${screen.section}, which no screen of the ${area.area} area declares.`);
    }
  }
  for (const kind of AREA_KINDS) {
    if (!areas.some((area) => area.area === kind && area.screens.some((screen) => screen.menu !== undefined))) problems.push(`The ${kind} area has no menu entry.`);
  }
  return problems;
}
