import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@console/core';
import { formatDateTime } from '@console/contracts';
import { mockApi, renderWithConsole, type Reply } from '@console/ui/testing';
import App from '../App';

const MASTER = 'http://localhost:3001/mf-manifest.json';
const PARTNERS = 'http://localhost:3002/mf-manifest.json';
const MANIFEST: Reply = { body: { id: 'x', name: 'x', metaData: {}, shared: [], exposes: [] } };
const stamp = (version: string, builtAt: string): Reply => ({ body: { name: 'app', version, builtAt } });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => setConfig({ remotes: { master: MASTER, partners: PARTNERS } }));
afterAll(() => setConfig({}));

/** The host (this page, http://localhost) and master answer; partners is offline. */
const deployApi = () =>
  mockApi({
    'GET http://localhost/mf-manifest.json': MANIFEST,
    'GET http://localhost/version.json': stamp('1.0.0', '2026-03-01T10:00:00.000Z'),
    [`GET ${MASTER}`]: MANIFEST,
    'GET http://localhost:3001/version.json': stamp('1.4.2', '2026-03-04T15:06:00.000Z'),
    [`GET ${PARTNERS}`]: offline,
    'GET http://localhost:3002/version.json': offline,
  });

const table = () => screen.getByRole('table', { name: 'Versiones' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name} `) });

describe('Versiones', () => {
  it("lists the host and each remote; one offline says 'Sin conexión' while the others fill", async () => {
    deployApi();
    await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
    expect(await screen.findByRole('heading', { name: 'Versiones', level: 1 })).toBeInTheDocument();

    await waitFor(() => expect(within(table()).queryByText('Comprobando…')).not.toBeInTheDocument());
    const host = rowOf('Host');
    expect(host).toHaveTextContent('http://localhost/');
    expect(host).toHaveTextContent('1.0.0');
    expect(host).toHaveTextContent(formatDateTime('2026-03-01T10:00:00.000Z'));
    const master = rowOf('Master');
    expect(master).toHaveTextContent(MASTER);
    expect(master).toHaveTextContent('1.4.2');
    expect(master).toHaveTextContent(formatDateTime('2026-03-04T15:06:00.000Z'));
    expect(within(master).getByText('Disponible')).toBeInTheDocument();
    expect(master).toHaveTextContent(/\d+ ms/);

    const partners = rowOf('Partners');
    expect(partners).toHaveTextContent(PARTNERS);
    expect(within(partners).getByText('Sin conexión')).toBeInTheDocument();
    expect(partners).not.toHaveTextContent(/\d ms/);
  });

  it("checks without any cache, and again on 'Actualizar': a remote back online turns 'Disponible'", async () => {
    deployApi();
    await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
    expect(await within(await screen.findByRole('table', { name: 'Versiones' })).findByText('Sin conexión')).toBeInTheDocument();
    for (const [, init] of (fetch as jest.Mock).mock.calls) expect(init).toMatchObject({ cache: 'no-store' });

    (fetch as jest.Mock).mockClear();
    mockApi({
      'GET http://localhost/mf-manifest.json': MANIFEST,
      [`GET ${MASTER}`]: MANIFEST,
      [`GET ${PARTNERS}`]: MANIFEST,
      'GET http://localhost:3002/version.json': stamp('2.0.0', '2026-03-05T08:00:00.000Z'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(within(rowOf('Partners')).getByText('Disponible')).toBeInTheDocument());
    expect(rowOf('Partners')).toHaveTextContent('2.0.0');
    const manifests = (fetch as jest.Mock).mock.calls.filter(([url]) => String(url).endsWith('mf-manifest.json'));
    expect(manifests).toHaveLength(3);
  });

  it("a manifest answered with an error is 'Sin conexión'; a deploy without a readable version.json shows '-'", async () => {
    mockApi({
      'GET http://localhost/mf-manifest.json': MANIFEST,
      [`GET ${MASTER}`]: { status: 503, body: {} },
      [`GET ${PARTNERS}`]: MANIFEST,
      'GET http://localhost:3002/version.json': { body: { version: 7 } },
    });
    await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
    await waitFor(() => expect(within(table()).queryByText('Comprobando…')).not.toBeInTheDocument());
    expect(within(rowOf('Master')).getByText('Sin conexión')).toBeInTheDocument();
    const partners = rowOf('Partners');
    expect(within(partners).getByText('Disponible')).toBeInTheDocument();
    expect(within(partners).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
  });
});
