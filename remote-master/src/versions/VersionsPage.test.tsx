import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@console/core';
import { formatDateTime } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type Reply } from '@console/ui/testing';
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

/** An API without a release store: an empty plan, and no environment. */
const NO_STORE = { 'GET releases/plan': ok({ env: null, apps: [] }) };

/** The host (this page, http://localhost) and master answer; partners is offline. */
const deployApi = () =>
  mockApi({
    ...NO_STORE,
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
    const requests = deployApi();
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
    // Without a release store there are no published versions to show, nor to ask for.
    expect(screen.queryByRole('heading', { name: /^Versiones publicadas/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === 'releases')).toEqual([]);
  });

  it("checks without any cache, and again on 'Actualizar': a remote back online turns 'Disponible'", async () => {
    deployApi();
    await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
    expect(await within(await screen.findByRole('table', { name: 'Versiones' })).findByText('Sin conexión')).toBeInTheDocument();
    // The deploys' own files (the API's calls go through its client, as Request objects).
    const deployReads = (fetch as jest.Mock).mock.calls.filter(([input]) => typeof input === 'string');
    expect(deployReads.length).toBeGreaterThan(0);
    for (const [, init] of deployReads) expect(init).toMatchObject({ cache: 'no-store' });

    (fetch as jest.Mock).mockClear();
    mockApi({
      ...NO_STORE,
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
      ...NO_STORE,
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

  describe('with a release store', () => {
    const V1 = '1.0.0-aaaa1111';
    const V2 = '1.0.0-bbbb2222';
    const RELEASED = `http://localhost:4010/partners/${V2}/mf-manifest.json`;
    const version = (row: { version: string; live?: boolean; canary?: boolean; errors?: number }) => ({
      builtAt: '2026-03-01T10:00:00.000Z',
      publishedAt: '2026-03-01T10:05:00.000Z',
      live: false,
      canary: false,
      errors: 0,
      ...row,
    });
    const app = (name: string, rest: Record<string, unknown> = {}) => ({ app: name, live: null, canary: null, rollbackTo: null, versions: [], changes: [], ...rest });
    const overview = {
      env: 'production',
      apps: [
        app('host'),
        app('master'),
        app('partners', {
          live: V1,
          canary: { version: V2, admins: [7] },
          rollbackTo: V1,
          versions: [version({ version: V2, canary: true, errors: 3 }), version({ version: V1, live: true })],
          changes: [{ revision: 2, action: 'canary', from: V1, to: V2, by: 'ana@example.com (#1)', at: '2026-03-01T11:00:00.000Z' }],
        }),
        app('certifications'),
        app('organization'),
        app('account'),
      ],
    };
    const releaseApi = (extra: Record<string, Reply | (() => Reply)> = {}, answer: typeof overview = overview) =>
      mockApi({
        'GET releases/plan': ok({ env: 'production', apps: [{ app: 'partners', version: V2, canary: true, pending: false, candidates: [{ version: V2, manifest: RELEASED, uses: [] }] }] }),
        'GET releases': ok(answer),
        'GET http://localhost/mf-manifest.json': MANIFEST,
        [`GET ${MASTER}`]: MANIFEST,
        [`GET ${RELEASED}`]: MANIFEST,
        [`GET http://localhost:4010/partners/${V2}/version.json`]: { body: { name: 'remote-partners', version: '1.0.0', release: V2, builtAt: '2026-03-01T10:00:00.000Z' } },
        ...extra,
      });

    it('shows where this browser loads each remote from (its canary marked) and every published version with its errors of the last hour', async () => {
      releaseApi();
      await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
      await waitFor(() => expect(rowOf('Partners')).toHaveTextContent(V2));
      expect(rowOf('Partners')).toHaveTextContent(RELEASED);
      expect(within(rowOf('Partners')).getByText('Canary')).toBeInTheDocument();

      const partners = await screen.findByRole('table', { name: 'Versiones publicadas de Partners' });
      const canaryRow = within(partners).getByRole('row', { name: new RegExp(V2) });
      expect(canaryRow).toHaveTextContent('Canary: administradores 7');
      expect(canaryRow).toHaveTextContent('3');
      expect(within(partners).getByRole('row', { name: new RegExp(V1) })).toHaveTextContent('En producción');
      expect(screen.getByText(new RegExp(`En producción: ${V1} · Canary: ${V2}`))).toBeInTheDocument();
    });

    it('lets a superadmin promote after a question, and end the canary', async () => {
      const requests = releaseApi({ 'POST releases/partners/promote': ok({ action: 'promote' }), 'POST releases/partners/rollback': ok({ action: 'rollback' }) });
      await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
      const partners = await screen.findByRole('table', { name: 'Versiones publicadas de Partners' });
      await userEvent.click(within(partners).getByRole('button', { name: `Promover ${V2}` }));
      const question = await screen.findByRole('alertdialog', { name: 'Promover versión' });
      expect(question).toHaveTextContent(`¿Poner ${V2} de Partners en producción para todo el equipo?`);
      await userEvent.click(within(question).getByRole('button', { name: 'Promover' }));
      expect(await screen.findByText('Versión promovida')).toBeInTheDocument();
      expect(requests.find((request) => request.method === 'POST')).toMatchObject({ path: 'releases/partners/promote', body: { version: V2 } });

      await userEvent.click(screen.getByRole('button', { name: 'Terminar canary' }));
      await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Revertir versión' })).getByRole('button', { name: 'Revertir' }));
      expect(await screen.findByText('Versión revertida')).toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['releases/partners/promote', 'releases/partners/rollback']);
    });

    it('starts a canary for a share of the staff, refusing a share the API would refuse', async () => {
      const withoutCanary = {
        ...overview,
        apps: overview.apps.map((each) =>
          each.app === 'partners' ? { ...each, canary: null, versions: [version({ version: V2 }), version({ version: V1, live: true })] } : each,
        ),
      };
      const requests = releaseApi({ 'POST releases/partners/promote': ok({ action: 'canary' }) }, withoutCanary as typeof overview);
      await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*' });
      const partners = await screen.findByRole('table', { name: 'Versiones publicadas de Partners' });
      await userEvent.click(within(partners).getByRole('button', { name: `Canary de ${V2}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Canary' });
      const share = within(dialog).getByLabelText('Porcentaje');
      await userEvent.clear(share);
      await userEvent.type(share, '100');
      expect(within(dialog).getByText('El porcentaje es un entero de 1 a 99 (100 es promover).')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Iniciar canary' })).toBeDisabled();
      await userEvent.clear(share);
      await userEvent.type(share, '10');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar canary' }));
      expect(await screen.findByText('Canary iniciado')).toBeInTheDocument();
      expect(requests.find((request) => request.method === 'POST')).toMatchObject({ body: { version: V2, canary: { percent: 10 } } });
    });

    it('is read-only for other roles', async () => {
      releaseApi();
      await renderWithConsole(<App />, { route: '/master/versions', path: '/master/*', access: { superadmin: false, grants: [] } });
      const partners = await screen.findByRole('table', { name: 'Versiones publicadas de Partners' });
      expect(screen.getByText(/Solo un superadministrador cambia las versiones\./)).toBeInTheDocument();
      expect(within(partners).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Terminar canary' })).not.toBeInTheDocument();
    });
  });
});
