import { MENUS, areaOf, contextOf, isEntryActive } from './menus';
import { buildCrumbs } from './breadcrumbs';
import { masterRemoteFor } from '../remotes/areas';
import { retryUrl } from '../remotes/registry';

describe('menus', () => {
  it('picks the area by the first path segment', () => {
    expect(areaOf('/master/roles')).toBe('master');
    expect(areaOf('/organization/3/accounts')).toBe('organization');
    expect(areaOf('/account/9')).toBe('account');
    expect(areaOf('/login')).toBeNull();
  });

  it('reads the ids of the path', () => {
    expect(contextOf('/organization/3/accounts')).toEqual({ organization_id: '3' });
    expect(contextOf('/account/9/personalization')).toEqual({ account_id: '9' });
    expect(contextOf('/master')).toEqual({});
  });

  it('marks an entry active on its own path and below it, not on a sibling with a common prefix', () => {
    const certifications = MENUS.master.entries.find((e) => e.key === 'certifications')!;
    expect(isEntryActive(certifications, {}, '/master/certifications')).toBe(true);
    expect(isEntryActive(certifications, {}, '/master/certification-topics/2')).toBe(true);
    const organizations = MENUS.master.entries.find((e) => e.key === 'organizations')!;
    expect(isEntryActive(organizations, {}, '/master/organizations/')).toBe(true);
    expect(isEntryActive(organizations, {}, '/master/organizations-old')).toBe(false);
  });

  it("the account's back link waits for the organization id", () => {
    expect(MENUS.account.backAbove!.to({ account_id: '5' })).toBeNull();
    expect(MENUS.account.backAbove!.to({ account_id: '5', organization_id: '7' })).toBe('/organization/7/accounts');
  });
});

describe('breadcrumbs', () => {
  it('labels known segments in Spanish and shows ids as they are', () => {
    expect(buildCrumbs('/master/partners/12/bpayment-credentials')).toEqual([
      { label: 'Master', to: '/master' },
      { label: 'Partners', to: '/master/partners' },
      { label: '12', to: '/master/partners/12' },
      { label: 'Credenciales de pago', to: null },
    ]);
    expect(buildCrumbs('/organization/7/accounts')).toEqual([
      { label: 'Organización', to: null },
      { label: '7', to: '/organization/7' },
      { label: 'Cuentas', to: null },
    ]);
    expect(buildCrumbs('/')).toEqual([]);
  });
});

describe('remote of a /master path', () => {
  it.each([
    [undefined, 'master'],
    ['', 'master'],
    ['organizations', 'master'],
    ['waba/3', 'master'],
    ['partners', 'partners'],
    ['partners/4/invoice', 'partners'],
    ['active-accounts', 'partners'],
    ['assing-accounts', 'partners'],
    ['certifications', 'certifications'],
    ['certification-exams/1', 'certifications'],
    ['certification-resources', 'certifications'],
    ['constructor', 'master'],
  ])('%s → %s', (rest, remote) => {
    expect(masterRemoteFor(rest)).toBe(remote);
  });
});

describe('retryUrl', () => {
  it('adds or replaces the retry query', () => {
    expect(retryUrl('http://localhost:3002/mf-manifest.json', 1)).toBe('http://localhost:3002/mf-manifest.json?retry=1');
    expect(retryUrl('http://cdn/x/mf-manifest.json?v=3&retry=1', 2)).toBe('http://cdn/x/mf-manifest.json?v=3&retry=2');
  });
});
