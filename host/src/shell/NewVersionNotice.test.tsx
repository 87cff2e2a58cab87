import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithConsole } from '@console/ui/testing';
import { MANIFEST_CHECK_MS, resetManifestWatch } from '../remotes/manifestWatch';
import { loadAreaApp, registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { NewVersionNotice } from './NewVersionNotice';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const MASTER = 'http://localhost:3001/mf-manifest.json';
const ORGANIZATION = 'http://localhost:3004/mf-manifest.json';
/** The host's own build record, at the page's origin. */
const HOST = '/version.json';

/** What each remote's server has deployed now (its manifest's text); undefined: offline. */
const deployed: Record<string, string | undefined> = {};
let fetchSpy: jest.SpyInstance;
const manifestReads = (url: string) => fetchSpy.mock.calls.filter(([input]) => String(input) === url);

const NOTICE = 'Hay una versión nueva de Master.';
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  jest.useFakeTimers();
  resetAreaRemotes();
  resetManifestWatch();
  registerAreaRemotes({ master: MASTER, organization: ORGANIZATION });
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
  deployed[MASTER] = '{"build":1}';
  deployed[ORGANIZATION] = '{"build":1}';
  deployed[HOST] = undefined;
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const text = deployed[String(input)];
    if (text === undefined) throw new TypeError('Failed to fetch');
    return new Response(text, { status: 200 });
  });
});
afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
});

async function renderWithMasterLoaded() {
  const reload = jest.fn();
  await renderWithConsole(<NewVersionNotice reload={reload} />);
  await act(() => loadAreaApp('master'));
  return { reload, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('the new-version notice', () => {
  it("offers 'Recargar' once a loaded remote's manifest changes; remotes not loaded are not read", async () => {
    const { reload, user } = await renderWithMasterLoaded();
    // The manifest the loaded code came from, from the browser's cache.
    expect(manifestReads(MASTER)).toEqual([[MASTER, { cache: 'force-cache' }]]);

    await wait(MANIFEST_CHECK_MS);
    expect(manifestReads(MASTER)).toHaveLength(2);
    expect(manifestReads(MASTER)[1]).toEqual([MASTER, { cache: 'no-cache' }]);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    deployed[MASTER] = '{"build":2}';
    await wait(MANIFEST_CHECK_MS);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(manifestReads(ORGANIZATION)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closed, it stays closed for that change and comes back for the next one', async () => {
    const { user } = await renderWithMasterLoaded();
    deployed[MASTER] = '{"build":2}';
    await wait(MANIFEST_CHECK_MS);
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    await wait(MANIFEST_CHECK_MS);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    deployed[MASTER] = '{"build":3}';
    await wait(MANIFEST_CHECK_MS);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('a hidden tab does not poll; it checks as soon as it is shown again', async () => {
    await renderWithMasterLoaded();
    setVisibility('hidden');
    deployed[MASTER] = '{"build":2}';
    await wait(MANIFEST_CHECK_MS * 3);
    expect(manifestReads(MASTER)).toHaveLength(1);

    setVisibility('visible');
    await wait(0);
    expect(manifestReads(MASTER)).toHaveLength(2);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('the shell mounted again (signed out and in) still compares with the manifest the loaded code came from', async () => {
    await renderWithMasterLoaded();
    cleanup();
    deployed[MASTER] = '{"build":2}';
    await renderWithConsole(<NewVersionNotice reload={jest.fn()} />);
    await wait(MANIFEST_CHECK_MS);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('a remote offline for a while is not news', async () => {
    await renderWithMasterLoaded();
    deployed[MASTER] = undefined;
    await wait(MANIFEST_CHECK_MS);
    expect(manifestReads(MASTER)).toHaveLength(2);
    deployed[MASTER] = '{"build":1}';
    await wait(MANIFEST_CHECK_MS);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it("tells of a new version of the console itself when the host's version.json changes (a host promoted or rolled back)", async () => {
    deployed[HOST] = '{"version":"1.0.0","release":"1.0.0-aaaaaaaa"}';
    await renderWithConsole(<NewVersionNotice reload={jest.fn()} />);
    await wait(MANIFEST_CHECK_MS);
    expect(manifestReads(HOST)).toEqual([
      [HOST, { cache: 'no-cache' }],
      [HOST, { cache: 'no-cache' }],
    ]);
    expect(screen.queryByText('Hay una versión nueva de la consola.')).not.toBeInTheDocument();

    deployed[HOST] = '{"version":"1.0.0","release":"1.0.0-bbbbbbbb"}';
    await wait(MANIFEST_CHECK_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Hay una versión nueva de la consola.');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
