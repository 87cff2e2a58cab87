import { act, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setConfig } from '@console/core';
import type { AppPlanAnswer, ReleasePlan } from '@console/contracts';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import { NewVersionNotice } from '../shell/NewVersionNotice';
import { resetSession, signInForTest } from '../test/helpers';
import { MANIFEST_CHECK_MS, resetManifestWatch } from './manifestWatch';
import { runnableCandidate } from '@console/contracts';
import { chakraName } from '@console/build/chakra';
import * as core from '@console/core';
import { applyPlan, plannedRelease, planReady, resetPlan } from './plan';
import { loadAreaApp, registerAreaRemotes, remoteEntry, resetAreaRemotes } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const LOCAL = 'http://localhost:3001/mf-manifest.json';
const release = (version: string) => `http://localhost:4010/master/${version}/mf-manifest.json`;
const candidate = (version: string, uses: string[] = ['api']) => ({ version, manifest: release(version), uses });
const masterPlan = (version: string, candidates = [candidate(version)], canary = false): AppPlanAnswer => ({ app: 'master', version, canary, pending: false, candidates });

beforeEach(() => {
  resetSession();
  resetAreaRemotes();
  resetManifestWatch();
  resetPlan();
  jest.clearAllMocks();
  registerAreaRemotes({ master: LOCAL });
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
});

describe('which version of a remote this host loads', () => {
  it('is the first candidate whose core names this host provides', () => {
    const plan = masterPlan('1.1.0-new', [candidate('1.1.0-new', ['api', 'aNameFromTheFuture']), candidate('1.0.0-old', ['api', 'notify'])]);
    const hostCore = new Set(Object.keys(core));
    expect(runnableCandidate(plan, hostCore)?.version).toBe('1.0.0-old');
    expect(runnableCandidate(masterPlan('1.1.0-new', [candidate('1.1.0-new', ['aNameFromTheFuture'])]), hostCore)).toBeNull();
  });

  it("runs a version that uses the host's federation runtime core only where this host's runtime provides it", () => {
    const plan = masterPlan('1.1.0-new', [candidate('1.1.0-new', ['api', '_FEDERATION_RUNTIME_CORE']), candidate('1.0.0-old')]);
    // A host built before it (no runtime core handed to the remotes): the version before.
    applyPlan({ env: 'production', apps: [plan] });
    expect(remoteEntry('master')).toBe(release('1.0.0-old'));
    // A host whose runtime provides it (its federation plugin's provideExternalRuntime).
    const scope = globalThis as Record<string, unknown>;
    scope._FEDERATION_RUNTIME_CORE = {};
    try {
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports -- the modules again, read with the runtime's core in place */
        const registry = require('./registry') as typeof import('./registry');
        const fresh = require('./plan') as typeof import('./plan');
        /* eslint-enable @typescript-eslint/no-require-imports */
        registry.registerAreaRemotes({ master: LOCAL });
        fresh.applyPlan({ env: 'production', apps: [plan] });
        expect(registry.remoteEntry('master')).toBe(release('1.1.0-new'));
      });
    } finally {
      delete scope._FEDERATION_RUNTIME_CORE;
    }
  });

  it('runs a version that imports Chakra names only where this host shares them all', () => {
    applyPlan({ env: 'production', apps: [masterPlan('1.1.0-new', [candidate('1.1.0-new', ['api', chakraName('Button'), chakraName('Dialog')]), candidate('1.0.0-old')])] });
    expect(remoteEntry('master')).toBe(release('1.1.0-new'));
    applyPlan({ env: 'production', apps: [masterPlan('1.2.0-new', [candidate('1.2.0-new', ['api', chakraName('Button'), chakraName('AComponentFromTheFuture')]), candidate('1.1.0-new')])] });
    expect(remoteEntry('master')).toBe(release('1.1.0-new'));
  });

  it("loads the plan's version, a canary marked as one, instead of config.json's build", async () => {
    applyPlan({ env: 'production', apps: [masterPlan('1.1.0-canary', [candidate('1.1.0-canary'), candidate('1.0.0-live')], true)] });
    expect(remoteEntry('master')).toBe(release('1.1.0-canary'));
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'master', entry: release('1.1.0-canary') }], { force: true });
    expect(plannedRelease('master')).toEqual({ version: '1.1.0-canary', canary: true });
    await loadAreaApp('master');
    expect(loadRemote).toHaveBeenCalledWith('master/App');
  });

  it("shows the section as needing a newer console when no version can run on this host, and keeps config.json's build otherwise", async () => {
    applyPlan({ env: 'production', apps: [masterPlan('2.0.0-x', [candidate('2.0.0-x', ['aNameFromTheFuture'])])] });
    await expect(loadAreaApp('master')).rejects.toMatchObject({ name: 'RemoteLoadError', reason: 'incompatible' });
    expect(loadRemote).not.toHaveBeenCalled();
    // The pointer no longer names it: config.json's build again.
    applyPlan({ env: 'production', apps: [] });
    expect(remoteEntry('master')).toBe(LOCAL);
    await loadAreaApp('master');
    expect(loadRemote).toHaveBeenCalledWith('master/App');
  });

  it('waits for the signed-in admin (a pending canary), and reads the plan only where config.json says a store is in use', async () => {
    applyPlan({ env: 'production', apps: [{ ...masterPlan('1.0.0-live'), pending: true }] });
    expect(remoteEntry('master')).toBe(LOCAL);

    const requests = mockApi({ 'GET releases/plan': ok({ env: 'production', apps: [masterPlan('1.0.0-live')] }) });
    await planReady();
    expect(requests).toEqual([]);
    resetPlan();
    setConfig({ releasePlan: true } as never);
    signInForTest();
    await planReady();
    expect(requests.map((request) => request.path)).toEqual(['releases/plan']);
    expect(remoteEntry('master')).toBe(release('1.0.0-live'));
  });
});

describe('a promote or a rollback while the tab is open', () => {
  it('shows the new-version notice once the plan moves a loaded remote to another version (a promote, a rollback alike)', async () => {
    jest.useFakeTimers();
    try {
      setConfig({ releasePlan: true } as never);
      signInForTest();
      let plan: ReleasePlan = { env: 'production', apps: [masterPlan('1.0.0-v1')] };
      mockApi({
        'GET releases/plan': () => ok(plan),
        [`GET ${release('1.0.0-v1')}`]: ok({ build: 1 }),
        [`GET ${release('1.0.0-v2')}`]: ok({ build: 2 }),
      });
      await renderWithConsole(<NewVersionNotice reload={jest.fn()} />);
      await act(() => planReady());
      await act(() => loadAreaApp('master'));

      const check = () => act(() => jest.advanceTimersByTimeAsync(MANIFEST_CHECK_MS));
      await check();
      expect(screen.queryByText('Hay una versión nueva de Master.')).not.toBeInTheDocument();

      plan = { env: 'production', apps: [masterPlan('1.0.0-v2', [candidate('1.0.0-v2'), candidate('1.0.0-v1')])] };
      await check();
      expect(screen.getByText('Hay una versión nueva de Master.')).toBeVisible();
      // The loaded code stays what it is: only the next page load takes v2.
      expect(remoteEntry('master')).toBe(release('1.0.0-v2'));
      expect(registerRemotes).not.toHaveBeenCalledWith([{ name: 'master', entry: release('1.0.0-v2') }], { force: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
