/**
 * The error reporter (health/report.ts): uncaught errors and rejections are reported with the app their script
 * comes from and its version (version.json beside its manifest; the host's at the page's origin), de-duplicated and
 * limited per tab; a boundary's catch is reported as 'boundary'; nothing is sent while signed out, nor when
 * the API refuses; only message and stack travel.
 */
import { createElement } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { fail, mockApi, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { RemoteArea, resetRemoteAreas } from '../shell/RemoteArea';
import { registerTestRemotes, resetSession, signInForTest } from '../test/helpers';
import { REPORTS_PER_MINUTE, REPORT_DEDUPE_MS, installErrorReporting, reportError, reportsSent, resetErrorReporting } from './report';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const PARTNERS_SCRIPT = 'http://localhost:3002/412.0a1b2c3d.js';
const HOST_SCRIPT = 'http://localhost/main.1234abcd.js';

/** An error as a browser makes it: its stack names the scripts it went through, top-most first. */
function errorFrom(message: string, ...scripts: string[]) {
  const error = new TypeError(message);
  error.stack = [`TypeError: ${message}`, ...scripts.map((script, i) => `    at f${i} (${script}:1:${100 + i})`)].join('\n');
  return error;
}

const throwUncaught = (error: Error, filename?: string) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename }));
const rejectUnhandled = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

let requests: ApiRequest[];
/** The reports the fake API received. */
const reports = () => requests.filter((request) => request.method === 'POST' && request.path === 'client-errors').map((request) => request.body);
const stamp = (body: object): Reply => ({ body });

function fakeApi(routes: Record<string, Reply> = {}) {
  requests = mockApi({
    'POST client-errors': { status: 202, body: { success: true, resource: null } },
    'GET http://localhost/version.json': stamp({ name: 'host', version: '1.0.0', builtAt: '2026-03-01T10:00:00.000Z' }),
    'GET http://localhost:3002/version.json': stamp({ name: 'remote-partners', version: '1.4.0', release: '1.4.0-0a1b2c3d' }),
    'GET http://localhost:3001/version.json': stamp({ name: 'remote-master', version: '2.0.0' }),
    ...routes,
  });
}

let now = Date.parse('2026-03-01T10:00:00.000Z');
beforeEach(() => {
  resetSession();
  resetErrorReporting();
  resetAreaRemotes();
  registerTestRemotes(registerAreaRemotes);
  signInForTest();
  fakeApi();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  window.history.replaceState(null, '', '/master/partners/7?name=sol#arriba');
  installErrorReporting();
});
afterEach(() => {
  resetErrorReporting();
  jest.restoreAllMocks();
});

describe('uncaught errors', () => {
  it("from a remote's script: reported with that remote's app and release, the pathname, message and stack", async () => {
    const error = errorFrom("Cannot read properties of undefined (reading 'name')", PARTNERS_SCRIPT, HOST_SCRIPT);
    throwUncaught(error, PARTNERS_SCRIPT);
    await reportsSent();
    expect(reports()).toEqual([
      {
        app: 'partners',
        version: '1.4.0-0a1b2c3d',
        kind: 'error',
        screen: '/master/partners/7',
        message: "Cannot read properties of undefined (reading 'name')",
        stack: error.stack,
      },
    ]);
  });

  it("the top-most remote frame decides; without one it is the host's, with its version.json's version", async () => {
    throwUncaught(errorFrom('en react-dom, llamado por master', HOST_SCRIPT, 'http://localhost:3001/77.aaaabbbb.js'));
    throwUncaught(errorFrom('solo el host', HOST_SCRIPT));
    await reportsSent();
    expect(reports()).toEqual([
      expect.objectContaining({ app: 'master', version: '2.0.0', message: 'en react-dom, llamado por master' }),
      expect.objectContaining({ app: 'host', version: '1.0.0', message: 'solo el host' }),
    ]);
  });

  it("an unhandled rejection is a 'rejection'; a ChunkLoadError a 'chunk'; a value that is no Error says only its type", async () => {
    rejectUnhandled(errorFrom('falló la promesa', PARTNERS_SCRIPT));
    const chunk = errorFrom('Loading chunk 412 failed.', PARTNERS_SCRIPT);
    chunk.name = 'ChunkLoadError';
    rejectUnhandled(chunk);
    rejectUnhandled({ password: 'secreto', email: 'ana@example.com' });
    await reportsSent();
    expect(reports().map((report) => [(report as { kind: string }).kind, (report as { message: string }).message])).toEqual([
      ['rejection', 'falló la promesa'],
      ['chunk', 'Loading chunk 412 failed.'],
      ['rejection', '[object Object]'],
    ]);
    expect(JSON.stringify(requests)).not.toContain('secreto');
  });

  it("the version is read once per version.json; 'unknown' when it cannot be read", async () => {
    fakeApi({ 'GET http://localhost:3002/version.json': fail(404, 'No encontrado') });
    throwUncaught(errorFrom('uno', PARTNERS_SCRIPT));
    await reportsSent();
    throwUncaught(errorFrom('dos', HOST_SCRIPT));
    throwUncaught(errorFrom('tres', HOST_SCRIPT));
    await reportsSent();
    expect(reports().map((report) => (report as { version: string }).version)).toEqual(['unknown', '1.0.0', '1.0.0']);
    expect(jest.mocked(fetch).mock.calls.filter(([input]) => String(input) === 'http://localhost/version.json')).toHaveLength(1);
  });

  it('long texts are cut: the message to 1,000 characters, the stack to 4,000', async () => {
    const error = errorFrom('x'.repeat(1500), PARTNERS_SCRIPT);
    error.stack = `${error.stack}\n${'    at g (http://localhost:3002/1.js:1:1)\n'.repeat(200)}`;
    throwUncaught(error);
    await reportsSent();
    const [report] = reports() as { message: string; stack: string }[];
    expect(report.message).toHaveLength(1000);
    expect(report.stack).toBe(error.stack.slice(0, 4000));
  });

  it("a cross-origin 'Script error.' tells nothing and is not reported", async () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await reportsSent();
    expect(reports()).toEqual([]);
  });
});

describe('no flood', () => {
  it('the same app, kind and message is reported once a minute', async () => {
    for (let i = 0; i < 5; i += 1) throwUncaught(errorFrom('bucle de render', PARTNERS_SCRIPT));
    rejectUnhandled(errorFrom('bucle de render', PARTNERS_SCRIPT)); // another kind
    await reportsSent();
    expect(reports()).toHaveLength(2);

    now += REPORT_DEDUPE_MS - 1;
    throwUncaught(errorFrom('bucle de render', PARTNERS_SCRIPT));
    await reportsSent();
    expect(reports()).toHaveLength(2);
    now += 1;
    throwUncaught(errorFrom('bucle de render', PARTNERS_SCRIPT));
    await reportsSent();
    expect(reports()).toHaveLength(3);
  });

  it(`at most ${REPORTS_PER_MINUTE} reports a minute per tab`, async () => {
    for (let i = 0; i < REPORTS_PER_MINUTE + 5; i += 1) throwUncaught(errorFrom(`error ${i}`, HOST_SCRIPT));
    await reportsSent();
    expect(reports()).toHaveLength(REPORTS_PER_MINUTE);
    now += 60_000;
    throwUncaught(errorFrom('un minuto después', HOST_SCRIPT));
    await reportsSent();
    expect(reports()).toHaveLength(REPORTS_PER_MINUTE + 1);
  });
});

describe('sending', () => {
  it('nothing is sent while signed out', async () => {
    resetSession();
    fakeApi();
    throwUncaught(errorFrom('sin sesión', PARTNERS_SCRIPT));
    reportError('master', 'boundary', new Error('sin sesión'));
    await reportsSent();
    expect(requests).toEqual([]);
  });

  it("the API's refusal ends there: nothing thrown, nothing reported about it, the next report goes", async () => {
    fakeApi({ 'POST client-errors': fail(429, 'Demasiados intentos. Intenta de nuevo más tarde.') });
    expect(() => throwUncaught(errorFrom('rechazado', PARTNERS_SCRIPT))).not.toThrow();
    await expect(reportsSent()).resolves.toBeUndefined();
    throwUncaught(errorFrom('el siguiente', PARTNERS_SCRIPT));
    await reportsSent();
    expect(reports().map((report) => (report as { message: string }).message)).toEqual(['rechazado', 'el siguiente']);
  });
});

describe("an area's error boundary", () => {
  it("reports what it catches as 'boundary' of its remote; a remote that did not load as a 'chunk', once", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resetRemoteAreas();
    function Broken(): never {
      throw errorFrom('la pantalla se rompió', 'http://localhost:3001/9.ccccdddd.js');
    }
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => {
      if (id === 'master/App') return { default: Broken };
      throw new Error('ScriptNetworkError: partners/App');
    });
    const { unmount } = await renderWithConsole(createElement(RemoteArea, { name: 'master' }));
    expect(await screen.findByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    unmount();
    await renderWithConsole(createElement(RemoteArea, { name: 'partners' }));
    expect(await screen.findByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    await reportsSent();
    expect(reports()).toEqual([
      expect.objectContaining({ app: 'master', version: '2.0.0', kind: 'boundary', message: 'la pantalla se rompió' }),
      expect.objectContaining({ app: 'partners', version: '1.4.0-0a1b2c3d', kind: 'chunk', message: 'ScriptNetworkError: partners/App' }),
    ]);
  });
});
