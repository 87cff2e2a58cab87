/**
 * What a remote declares about its screens, so that the host knows areas, not screens. Each remote writes
 * its declaration once (src/area.ts); its build publishes it as `area.json` beside its `mf-manifest.json`,
 * and the host reads it at run time to build the side menus, breadcrumbs and document titles and to know
 * which remote serves a path. Adding a screen is a release of its remote alone.
 *
 *   export default defineArea({
 *     remote: 'master', area: 'master', index: 'organizations',
 *     screens: [{ key: 'platforms', path: 'platforms', title: 'Plataformas', menu: true }],
 *   });
 */
import { z } from './zod';

/** The three areas of the console: their base path and their menu's title belong to the host. */
export const AREA_KINDS = ['master', 'organization', 'account'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

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

/** Where each area lives: its screens' paths are below this. */
export const AREA_BASE: Record<AreaKind, string> = {
  master: '/master',
  organization: '/organization/:organization_id',
  account: '/account/:account_id',
};

/** The side menus' order, as spec 1 §2.3 lists the entries (by the spec's route names). */
export const MENU_ORDER: Record<AreaKind, readonly string[]> = {
  master: [
    'partners', 'organizations', 'accounts', 'admins', 'roles', 'permissions', 'parameters', 'platforms',
    'plugins', 'subscriptions', 'packages', 'languages', 'milestones', 'components', 'plans', 'views',
    'email_templates', 'certifications', 'shipping', 'master-tooling', 'waba',
  ],
  organization: [
    'organization-accounts', 'organization-admins', 'organization-subscriptions', 'organization-entities',
    'organization-plugins', 'merge-accounts', 'account-status',
  ],
  account: [
    'personalization', 'account-admins', 'account-entities', 'account-platforms', 'account-users', 'user-variables',
    'account-models', 'account-languages', 'payment', 'web-pay-credentials', 'status', 'webhooks', 'lambdas',
    'account-tooling', 'configuration', 'whatsapps',
  ],
};

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

interface ScreenSpec<K extends string> {
  key: K;
  path: string;
  title: string;
  /** true: in the menu at the spec's place for its key; a number: at that place (beyond the spec). */
  menu?: boolean | number;
  section?: string;
  resource?: string;
}

/** Places are 10 apart, so a screen beyond the spec can sit between two: `menu: 85`. */
export const menuPlace = (area: AreaKind, key: string) => {
  const index = MENU_ORDER[area].indexOf(key);
  if (index < 0) throw new Error(`${key} is not an entry of the ${area} menu in the spec: give it a place (menu: <number>)`);
  return (index + 1) * 10;
};

export function defineArea<const K extends string>(spec: {
  remote: string;
  area: AreaKind;
  index?: K;
  screens: readonly ScreenSpec<K>[];
}) {
  const screens = spec.screens.map(({ menu, ...screen }) => ({
    ...screen,
    ...(menu === true && { menu: menuPlace(spec.area, screen.key) }),
    ...(typeof menu === 'number' && { menu }),
  }));
  const index = spec.index && screens.find((screen) => screen.key === spec.index)?.path;
  if (spec.index && !index) throw new Error(`${spec.remote}: its index ${spec.index} is not one of its screens`);
  return areaDeclarationSchema.parse({ format: 1, remote: spec.remote, area: spec.area, index, screens }) as AreaDeclaration & {
    screens: (ScreenDeclaration & { key: K })[];
  };
}

/** The key of every screen of a declaration: `ScreenKey<typeof area>`. */
export type ScreenKey<A extends { screens: readonly { key: string }[] }> = A['screens'][number]['key'];
