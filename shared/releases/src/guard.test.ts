import { incompatibilities, missingNames } from './guard';

const host = (provides: string[], version = 'h1') => ({ app: 'host', version, core: { version: '1.2.0', provides } });
const remote = (app: string, uses: string[], version = 'r1') => ({ app, version, core: { version: '1.2.0', uses } });

describe('missingNames', () => {
  it('lists the used names not provided, sorted and once', () => {
    expect(missingNames(['b', 'a', 'c', 'a'], ['c'])).toEqual(['a', 'b']);
    expect(missingNames([], ['c'])).toEqual([]);
  });
});

describe('incompatibilities', () => {
  it('accepts a remote whose names the promoted host provides, or when no host is promoted', () => {
    expect(incompatibilities(remote('partners', ['api', 'notify']), [host(['api', 'notify', 'login'])])).toEqual([]);
    expect(incompatibilities(remote('partners', ['api', 'newThing']), [remote('master', ['api'])])).toEqual([]);
  });

  it('refuses a remote that uses names a promoted host (live or canary) lacks, naming them', () => {
    const problems = incompatibilities(remote('partners', ['api', 'newThing', 'otherThing'], 'p2'), [host(['api']), host(['api', 'newThing'], 'h2')]);
    expect(problems).toEqual(['partners p2 uses core names host h1 lacks: newThing, otherThing', 'partners p2 uses core names host h2 lacks: otherThing']);
  });

  it('refuses a host that lacks names a promoted remote uses, naming them', () => {
    const problems = incompatibilities(host(['api'], 'h2'), [host(['api', 'notify']), remote('partners', ['api', 'notify']), remote('master', ['api'])]);
    expect(problems).toEqual(['host h2 lacks core names partners r1 uses: notify']);
  });

  it('leaves out the version the candidate replaces', () => {
    expect(incompatibilities(remote('partners', ['api'], 'p2'), [remote('partners', ['gone'])])).toEqual([]);
  });
});
