/**
 * Named routes (spec 2.1): the only way one area links to another, so remotes never import each other.
 * Add names here additively; never rename one (remotes built against an older version use them).
 */
type Id = number | string;

const routeTable = {
  root: () => '/',
  login: () => '/login',
  logout: () => '/logout',
  master: () => '/master',
  organizations: () => '/master/organizations',
  accounts: () => '/master/accounts',
  admins: () => '/master/admins',
  roles: () => '/master/roles',
  permissions: () => '/master/permissions',
  partners: () => '/master/partners',
  partner: (p: { partner_id: Id }) => `/master/partners/${p.partner_id}`,
  bpayment_credentials: (p: { partner_id: Id }) => `/master/partners/${p.partner_id}/bpayment-credentials`,
  invoice: (p: { partner_id: Id }) => `/master/partners/${p.partner_id}/invoice`,
  'partner-active-accounts': (p: { partner_id: Id }) => `/master/partners/${p.partner_id}/active-accounts`,
  active_accounts: () => '/master/active-accounts',
  assing_accounts: () => '/master/assing-accounts',
  certifications: () => '/master/certifications',
  certification_exams: () => '/master/certification-exams',
  certification_topics: () => '/master/certification-topics',
  certification_questions: () => '/master/certification-questions',
  certification_resources: () => '/master/certification-resources',
  parameters: () => '/master/parameters',
  platforms: () => '/master/platforms',
  plugins: () => '/master/plugins',
  'plugin-attributes': (p: { plugin_id: Id }) => `/master/plugins/${p.plugin_id}/attributes`,
  subscriptions: () => '/master/subscriptions',
  languages: () => '/master/languages',
  components: () => '/master/components',
  plans: () => '/master/plans',
  'plan-groups': () => '/master/plan-groups',
  views: () => '/master/views',
  'custom-views': () => '/master/custom-views',
  'email-templates': () => '/master/email-templates',
  shipping: () => '/master/shipping',
  'master-tooling': () => '/master/tooling',
  extensions: () => '/master/extensions',
  extension: (p: { extension_id: Id }) => `/master/extensions/${p.extension_id}`,
  packages: () => '/master/packages',
  package: (p: { package_id: Id }) => `/master/packages/${p.package_id}`,
  milestones: () => '/master/milestones',
  milestone: (p: { milestone_id: Id }) => `/master/milestones/${p.milestone_id}`,
  waba: () => '/master/waba',
  'waba-numbers': (p: { waba_id: Id }) => `/master/waba/${p.waba_id}/numbers`,
  versions: () => '/master/versions',
  organization: (p: { organization_id: Id }) => `/organization/${p.organization_id}`,
  'organization-accounts': (p: { organization_id: Id }) => `/organization/${p.organization_id}/accounts`,
  'organization-admins': (p: { organization_id: Id }) => `/organization/${p.organization_id}/admins`,
  'organization-subscriptions': (p: { organization_id: Id }) => `/organization/${p.organization_id}/subscriptions`,
  'organization-entities': (p: { organization_id: Id }) => `/organization/${p.organization_id}/entities`,
  'organization-plugins': (p: { organization_id: Id }) => `/organization/${p.organization_id}/plugins`,
  'merge-accounts': (p: { organization_id: Id }) => `/organization/${p.organization_id}/merge-accounts`,
  'account-status': (p: { organization_id: Id }) => `/organization/${p.organization_id}/account-status`,
  account: (p: { account_id: Id }) => `/account/${p.account_id}`,
  personalization: (p: { account_id: Id }) => `/account/${p.account_id}/personalization`,
  'account-users': (p: { account_id: Id }) => `/account/${p.account_id}/users`,
  'user-attributes': (p: { account_id: Id; user_id: Id }) => `/account/${p.account_id}/users/${p.user_id}`,
  'user-breadcrumbs': (p: { account_id: Id; user_id: Id }) => `/account/${p.account_id}/users/${p.user_id}/breadcrumbs`,
  'account-admins': (p: { account_id: Id }) => `/account/${p.account_id}/admins`,
  'account-entities': (p: { account_id: Id }) => `/account/${p.account_id}/entities`,
  'account-platforms': (p: { account_id: Id }) => `/account/${p.account_id}/platforms`,
  'user-variables': (p: { account_id: Id }) => `/account/${p.account_id}/variables`,
  'account-models': (p: { account_id: Id }) => `/account/${p.account_id}/models`,
  'account-lists': (p: { account_id: Id }) => `/account/${p.account_id}/lists`,
  'account-languages': (p: { account_id: Id }) => `/account/${p.account_id}/languages`,
  'account-extensions': (p: { account_id: Id }) => `/account/${p.account_id}/extensions`,
  payment: (p: { account_id: Id }) => `/account/${p.account_id}/payment`,
  'web-pay-credentials': (p: { account_id: Id }) => `/account/${p.account_id}/web-pay-credentials`,
  status: (p: { account_id: Id }) => `/account/${p.account_id}/status`,
  webhooks: (p: { account_id: Id }) => `/account/${p.account_id}/webhooks`,
  lambdas: (p: { account_id: Id }) => `/account/${p.account_id}/lambdas`,
  'account-tooling': (p: { account_id: Id }) => `/account/${p.account_id}/tooling`,
  configuration: (p: { account_id: Id }) => `/account/${p.account_id}/configuration`,
  whatsapps: (p: { account_id: Id }) => `/account/${p.account_id}/whatsapps`,
} as const;

export type RouteName = keyof typeof routeTable;

/** Whether `name` is a route this build knows (a newer server may answer names an older app lacks). */
export const isRouteName = (name: string): name is RouteName => Object.hasOwn(routeTable, name);
type ParamsOf<N extends RouteName> = Parameters<(typeof routeTable)[N]>[0];

/** Path of a named route: `routePath('partner', { partner_id: 3 })`, with an optional query. */
export function routePath<N extends RouteName>(
  name: N,
  ...args: ParamsOf<N> extends undefined
    ? [params?: undefined, query?: Record<string, string | number>]
    : [params: ParamsOf<N>, query?: Record<string, string | number>]
): string {
  const [params, query] = args;
  const build = routeTable[name] as (p?: unknown) => string;
  const path = build(params);
  if (!query || Object.keys(query).length === 0) return path;
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  return `${path}?${qs}`;
}
