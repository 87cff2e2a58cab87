import { areaFileUrl } from '../remotes/areaFiles';
import { retryUrl } from '../remotes/registry';
import { AREA_FILES, MASTER_MENU, areaFile } from '../test/helpers';
import { AREAS, activeEntry, areaOf, buildCrumbs, contextOf, entryPath, menuEntries, restOf, screenAt, screensOf } from './menus';

const declarations = Object.values(AREA_FILES);
const master = screensOf(declarations, 'master');

describe('areas', () => {
  it('picks the area by the first path segment', () => {
    expect(areaOf('/master/roles')).toBe('master');
    expect(areaOf('/organization/3/accounts')).toBe('organization');
    expect(areaOf('/account/9')).toBe('account');
    expect(areaOf('/login')).toBeNull();
  });

  it('reads the ids of the path, and the part below the area', () => {
    expect(contextOf('/organization/3/accounts')).toEqual({ organization_id: '3' });
    expect(contextOf('/account/9/personalization')).toEqual({ account_id: '9' });
    expect(contextOf('/master')).toEqual({});
    expect(restOf('organization', '/organization/3/accounts')).toBe('accounts');
    expect(restOf('master', '/master/partners/4/invoice')).toBe('partners/4/invoice');
  });

  it('the /master menu is the union of what master, partners and certifications declare, in the spec order', () => {
    expect(menuEntries(master).map((entry) => [entry.label, entryPath('master', entry, {})])).toEqual(MASTER_MENU);
    const organization = menuEntries(screensOf(declarations, 'organization'));
    expect(organization.map((entry) => entryPath('organization', entry, { organization_id: '7' }))).toEqual(['/organization/7/accounts']);
  });

  it.each([
    ['organizations', 'master'],
    ['partners', 'partners'],
    ['partners/4', 'partners'],
    ['partners/4/invoice', 'partners'],
    ['partners/4/invoice/2', 'partners'],
    ['active-accounts', 'partners'],
    ['certification-questions', 'certifications'],
    ['constructor', null],
    ['organizations-old', null],
  ])('the screen of /master/%s is served by %s', (rest, remote) => {
    expect(screenAt(master, rest)?.remote ?? null).toBe(remote);
  });

  it('marks an entry active on its own screen, on the screens of its section, and below it', () => {
    const entries = menuEntries(master);
    const active = (rest: string) => activeEntry(entries, screenAt(master, rest), rest);
    expect(active('organizations')).toBe('organizations');
    expect(active('assing-accounts')).toBe('partners');
    expect(active('partners/4/invoice')).toBe('partners');
    expect(active('certification-questions')).toBe('certifications');
    expect(active('organizations-old')).toBeNull();
  });

  it("the account's back link waits for the organization id", () => {
    expect(AREAS.account.backAbove!.to({ account_id: '5' })).toBeNull();
    expect(AREAS.account.backAbove!.to({ account_id: '5', organization_id: '7' })).toBe('/organization/7/accounts');
  });
});

describe('breadcrumbs', () => {
  // Beyond the fixture: a record below a screen that is not its own (a plugin's attributes), and an account's user.
  const more = [
    ...declarations,
    areaFile({
      remote: 'extra',
      area: 'master',
      screens: [{ key: 'plugin-attributes', path: 'plugins/:plugin_id/attributes', title: 'Atributos', resource: 'plugin_attribute' }],
    }),
    areaFile({
      remote: 'extra-account',
      area: 'account',
      screens: [
        { key: 'account-users', path: 'users', title: 'Usuarios', resource: 'user' },
        { key: 'user-attributes', path: 'users/:user_id', title: 'Usuario', resource: 'user' },
        { key: 'user-breadcrumbs', path: 'users/:user_id/breadcrumbs', title: 'Breadcrumbs', resource: 'breadcrumb' },
      ],
    }),
  ];

  it("labels each segment with its screen's title, linking to the screens above; a record by its screen's title, never its id", () => {
    expect(buildCrumbs('/master/partners/12/invoice', declarations)).toEqual([
      { label: 'Master', to: '/master' },
      { label: 'Partners', to: '/master/partners' },
      { label: 'Partner', to: '/master/partners/12', record: { param: 'partner_id', id: 12 } },
      { label: 'Facturas', to: null },
    ]);
    expect(buildCrumbs('/', declarations)).toEqual([]);
  });

  it("names the organization or account by the name the shell read, and leaves it out while it loads", () => {
    expect(buildCrumbs('/organization/7/accounts', declarations, 'Acme Corp')).toEqual([
      { label: 'Organización', to: null },
      { label: 'Acme Corp', to: '/organization/7' },
      { label: 'Cuentas', to: null },
    ]);
    expect(buildCrumbs('/organization/7/accounts', declarations).map((crumb) => crumb.label)).toEqual(['Organización', 'Cuentas']);
  });

  it('marks the records of the path with the resource that names them, a record below another screen too', () => {
    expect(buildCrumbs('/account/5/users/31/breadcrumbs', more, 'Bot Uno')).toEqual([
      { label: 'Cuenta', to: null },
      { label: 'Bot Uno', to: '/account/5' },
      { label: 'Usuarios', to: '/account/5/users' },
      { label: 'Usuario', to: '/account/5/users/31', record: { param: 'user_id', id: 31, resource: 'user' } },
      { label: 'Breadcrumbs', to: null },
    ]);
    // 'plugins/3' is no screen: its crumb has no title of its own, only the plugin's name once it is known.
    expect(buildCrumbs('/master/plugins/3/attributes', more)).toEqual([
      { label: 'Master', to: '/master' },
      { label: 'plugins', to: null },
      { label: '', to: null, record: { param: 'plugin_id', id: 3 } },
      { label: 'Atributos', to: null },
    ]);
  });
});

describe('remote files', () => {
  it('reads a remote\'s area.json beside its manifest', () => {
    expect(areaFileUrl('http://cdn/partners/1.4.0/mf-manifest.json')).toBe('http://cdn/partners/1.4.0/area.json');
  });

  it('adds or replaces the retry query', () => {
    expect(retryUrl('http://localhost:3002/mf-manifest.json', 1)).toBe('http://localhost:3002/mf-manifest.json?retry=1');
    expect(retryUrl('http://cdn/x/mf-manifest.json?v=3&retry=1', 2)).toBe('http://cdn/x/mf-manifest.json?v=3&retry=2');
  });
});
