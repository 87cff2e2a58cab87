import { routePath } from '@console/shared';

/**
 * The side menus (spec 2.3), declared as data: one per first path segment, entries in the spec's order.
 *
 * They list ONLY the screens that exist today. Later issues add their entries here, in the spec's order,
 * as their screens land:
 *   master: partners section, organizations, accounts, admins, roles, permissions, parameters, platforms,
 *           plugins, subscriptions, packages, languages, milestones, components, plans, views,
 *           email_templates, certifications, shipping, master-tooling, waba
 *   organization: organization-accounts, organization-admins, organization-subscriptions,
 *           organization-entities, organization-plugins, merge-accounts, account-status (+ back to master)
 *   account: personalization, account-admins, account-entities, account-platforms, account-users,
 *           user-variables, account-models, account-languages, payment, web-pay-credentials, status,
 *           webhooks, lambdas, account-tooling, configuration, whatsapps (+ 'Cuentas' back link)
 */

export type AreaKind = 'master' | 'organization' | 'account';

/** Ids of the current area, read from the path (and, for an account, its organization from the API). */
export interface MenuContext {
  organization_id?: string;
  account_id?: string;
}

export interface MenuEntry {
  /** Spec's name of the screen. */
  key: string;
  label: string;
  to(ctx: MenuContext): string;
  /** Other paths (prefixes) that belong to this entry, e.g. the partners section's sibling screens. */
  alsoActive?: (ctx: MenuContext) => string[];
}

export interface BackLink {
  label: string;
  /** null while the target is not known yet (an account's organization is still loading). */
  to(ctx: MenuContext): string | null;
}

export interface AreaMenu {
  area: AreaKind;
  /** Section title ('Master', 'Organización', 'Cuenta'). */
  title: string;
  /** Whether the section shows the name of the current record (organization, account). */
  showsName: boolean;
  entries: MenuEntry[];
  /** Back link shown above the entries (account → its organization's accounts). */
  backAbove?: BackLink;
  /** Back entry shown after the entries (organization → master). */
  backBelow?: BackLink;
}

const org = (ctx: MenuContext) => ({ organization_id: ctx.organization_id ?? '' });
const acc = (ctx: MenuContext) => ({ account_id: ctx.account_id ?? '' });

export const MENUS: Record<AreaKind, AreaMenu> = {
  master: {
    area: 'master',
    title: 'Master',
    showsName: false,
    entries: [
      {
        key: 'partners',
        label: 'Partners',
        to: () => routePath('partners'),
        alsoActive: () => [routePath('active_accounts'), routePath('assing_accounts')],
      },
      { key: 'organizations', label: 'Organizaciones', to: () => routePath('organizations') },
      { key: 'accounts', label: 'Cuentas', to: () => routePath('accounts') },
      { key: 'admins', label: 'Administradores', to: () => routePath('admins') },
      { key: 'roles', label: 'Roles', to: () => routePath('roles') },
      { key: 'permissions', label: 'Permisos', to: () => routePath('permissions') },
      {
        key: 'certifications',
        label: 'Certificaciones',
        to: () => routePath('certifications'),
        alsoActive: () =>
          ['certification-exams', 'certification-topics', 'certification-questions', 'certification-resources'].map(
            (segment) => `${routePath('master')}/${segment}`,
          ),
      },
    ],
  },
  organization: {
    area: 'organization',
    title: 'Organización',
    showsName: true,
    entries: [{ key: 'organization-accounts', label: 'Cuentas', to: (ctx) => routePath('organization-accounts', org(ctx)) }],
    backBelow: { label: 'Volver a Master', to: () => routePath('master') },
  },
  account: {
    area: 'account',
    title: 'Cuenta',
    showsName: true,
    backAbove: {
      label: 'Cuentas',
      to: (ctx) => (ctx.organization_id ? routePath('organization-accounts', org(ctx)) : null),
    },
    entries: [{ key: 'personalization', label: 'Personalización', to: (ctx) => routePath('personalization', acc(ctx)) }],
  },
};

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

/** Whether `entry` is the current screen: its own path or one of its section's paths, or below them. */
export function isEntryActive(entry: MenuEntry, ctx: MenuContext, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [entry.to(ctx), ...(entry.alsoActive?.(ctx) ?? [])].some(
    (target) => path === target || path.startsWith(`${target}/`),
  );
}
