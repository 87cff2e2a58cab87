import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_GROUP_KEYS, mergeTexts } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const account = (account_id: number, name: string) => ({ account_id, name, type: 'konverza_free', is_active: true, organization_id: 7, createdAt: '2026-02-10T12:00:00.000Z' });
const ventas = account(11, 'Bot ventas');
const soporte = account(12, 'Bot soporte');
const job = (over: Record<string, unknown>) => ({
  job_id: 5,
  mode: 'force',
  origin_account: 11,
  target_account: 12,
  exclude: ['Flows'],
  status: 'running',
  progress: 0,
  total: 24,
  step: 'Guardando una versión del bot',
  result: null,
  error: null,
  bot_version_id: null,
  createdAt: '2026-02-10T12:00:00.000Z',
  finishedAt: null,
  ...over,
});
const result = BOT_GROUP_KEYS.filter((group) => group !== 'Flows').map((group) => ({
  group,
  added: group === 'Entities' ? ['Producto', 'Pedido'] : [],
  updated: group === 'Labels' ? ['Reclamo'] : [],
  removed: group === 'Entities' ? ['Cliente'] : [],
}));

/** The organization's accounts, and a job that is read three times: two steps running, then `end`. */
function server(end: Record<string, unknown>) {
  const reads = [job({ progress: 3, step: 'Parámetros' }), job({ progress: 12, step: 'Etiquetas' }), job(end)];
  return mockApi({
    'GET organization/7': ok({ organization_id: 7, name: 'Acme' }),
    'GET organization/7/accounts': ok([ventas, soporte], { hasNextPage: false }),
    'GET account/12/entities': ok([], { hasNextPage: false }),
    'GET account/12/bot_versions': ok([], { hasNextPage: false }),
    'POST bot_version/force_update': { status: 202, body: { success: true, resource: job({}) } },
    'POST bot_version/merge_update': { status: 202, body: { success: true, resource: job({ mode: 'merge', exclude: [] }) } },
    'GET bot_version/job/5': () => ok(reads.length > 1 ? reads.shift() : reads[0]),
  });
}
const renderPage = () => renderWithConsole(<App />, { route: '/organization/7/merge-accounts', path: '/organization/:organization_id/*' });
const combine = () => screen.getByRole('button', { name: 'Combinar' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name }));
}

/**
 * Confirms the merge with the test's clock faked from then on: the page reads the job every 0.7 s, and the
 * waits below move that clock, so the job's steps come one read after another however busy the machine is.
 */
async function confirmOnFakeClock(dialog: HTMLElement) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(within(dialog).getByRole('button', { name: 'Sí, combinar' }));
}

describe('Combinar cuentas', () => {
  afterEach(() => jest.useRealTimers());

  it('clears both accounts when they are the same one, and enables Combinar only with two accounts', async () => {
    server(job({ status: 'done', result }));
    await renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Combinar cuentas de Acme' })).toBeInTheDocument();
    expect(combine()).toBeDisabled();
    await choose(user, 'Cuenta origen', 'Bot ventas');
    expect(combine()).toBeDisabled();
    await choose(user, 'Cuenta destino', 'Bot ventas');
    expect(await screen.findByText(mergeTexts.sameAccount)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Cuenta origen')).toHaveValue(''));
    expect(screen.getByLabelText('Cuenta destino')).toHaveValue('');
    expect(combine()).toBeDisabled();
    await choose(user, 'Cuenta origen', 'Bot ventas');
    await choose(user, 'Cuenta destino', 'Bot soporte');
    expect(combine()).toBeEnabled();
  });

  it('a forced update with every group ignored cannot be combined', async () => {
    server(job({ status: 'done', result }));
    await renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Combinar cuentas de Acme' });
    await choose(user, 'Cuenta origen', 'Bot ventas');
    await choose(user, 'Cuenta destino', 'Bot soporte');
    await user.click(screen.getByRole('checkbox', { name: 'Actualización forzada' }));
    const groups = screen.getByRole('group', { name: 'Grupos ignorados' });
    expect(within(groups).getAllByRole('checkbox')).toHaveLength(25);
    await user.click(within(groups).getByRole('checkbox', { name: 'Ignorar todos' }));
    expect(combine()).toBeDisabled();
    expect(screen.getByText(mergeTexts.nothingToUpdate)).toBeInTheDocument();
    await user.click(within(groups).getByRole('checkbox', { name: 'Flujos' }));
    expect(combine()).toBeEnabled();
  });

  it('asks first, then follows the job until it says what changed in the target', async () => {
    const requests = server(job({ status: 'done', progress: 24, step: null, result, bot_version_id: 9 }));
    await renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Combinar cuentas de Acme' });
    await choose(user, 'Cuenta origen', 'Bot ventas');
    await choose(user, 'Cuenta destino', 'Bot soporte');
    await user.click(screen.getByRole('checkbox', { name: 'Actualización forzada' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flujos' }));
    await user.click(combine());
    const dialog = await screen.findByRole('alertdialog', { name: 'Combinar cuentas' });
    expect(dialog).toHaveTextContent(mergeTexts.confirm);
    expect(requests.some((r: ApiRequest) => r.method === 'POST')).toBe(false);
    await confirmOnFakeClock(dialog);
    // Real progress: the job's steps, then its result.
    expect(await screen.findByText(mergeTexts.loading)).toBeInTheDocument();
    expect(await screen.findByText(/Paso 12 de 24: Etiquetas/)).toBeInTheDocument();
    expect(await screen.findByText(mergeTexts.done)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cambios en la cuenta destino' });
    expect(within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['Entidades', 'Producto, Pedido', '-', 'Cliente'],
      ['Etiquetas', '-', 'Reclamo', '-'],
    ]);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'bot_version/force_update', body: { origin_account: 11, target_account: 12, exclude: ['Flows'] } }),
    ]);
  });

  it("says 'Error combinando cuentas.' when the merge fails", async () => {
    server(job({ status: 'failed', error: mergeTexts.failed, step: null }));
    await renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Combinar cuentas de Acme' });
    await choose(user, 'Cuenta origen', 'Bot ventas');
    await choose(user, 'Cuenta destino', 'Bot soporte');
    await user.click(combine());
    await confirmOnFakeClock(await screen.findByRole('alertdialog'));
    await waitFor(() => expect(screen.getAllByText(mergeTexts.failed).length).toBeGreaterThan(0));
    await waitFor(() => expect(combine()).toBeEnabled());
  });
});
