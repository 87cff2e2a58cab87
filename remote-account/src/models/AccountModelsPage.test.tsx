import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConfig } from '@console/core';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

/** The messaging API's answers are named by their whole address. */
const MESSAGING = getConfig().messagingUrl;
const model = (model_id: number, name: string, type: string) => ({ model_id, name, type, created_at: '2026-02-10T12:00:00.000Z' });
const ventasModel = model(1, 'Intenciones de ventas', 'intents');
const envios = model(7, 'Preguntas de envíos', 'faq');

/** A fake messaging service holding the account's models: both lists show what it holds. */
function server() {
  const held = new Set([1]);
  const sam = [ventasModel, envios];
  const requests = mockApi({
    'GET account/7': ok(ventas),
    [`GET ${MESSAGING}account/7/models`]: () => ok(sam.filter((m) => held.has(m.model_id)), { hasNextPage: false }),
    [`GET ${MESSAGING}account/7/sam_models`]: () => ok(sam.map((m) => ({ ...m, associated: held.has(m.model_id) })), { hasNextPage: false }),
    [`POST ${MESSAGING}account/7/models`]: (r) => (held.add((r.body as { model_id: number }).model_id), ok(null)),
  });
  return requests;
}
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const renderPage = () => renderWithConsole(<App />, { route: '/account/7/models', path: '/account/:account_id/*' });
const sam = () => screen.getByRole('table', { name: 'Modelos SAM' });
const associated = (name: string) => within(within(sam()).getByText(name).closest('tr') as HTMLElement).getAllByRole('cell').at(-1)?.textContent;

async function associate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Asociar modelo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Asociar modelo' }));
  await user.click(dialog.getByRole('combobox', { name: 'Modelo' }));
  await user.click(await screen.findByRole('option', { name }));
  const submit = dialog.getByRole('button', { name: 'Asociar' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('Modelos de una cuenta', () => {
  it("lists the account's models and, apart, the SAM models saying which the account has", async () => {
    server();
    await renderPage();
    const mine = await screen.findByRole('table', { name: 'Modelos de Bot ventas' });
    expect(await within(mine).findByText('Intenciones de ventas')).toBeInTheDocument();
    expect(within(mine).queryByText('Preguntas de envíos')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Modelos SAM', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(associated('Preguntas de envíos')).toBe('No'));
    expect(associated('Intenciones de ventas')).toBe('Sí');
    expect(within(sam()).getByText('Preguntas frecuentes')).toBeInTheDocument();
  });

  it("warns 'El modelo ya se encuentra asociado' for a SAM model the account has, and sends nothing", async () => {
    const requests = server();
    await renderPage();
    await within(await screen.findByRole('table', { name: 'Modelos de Bot ventas' })).findByText('Intenciones de ventas');
    const user = userEvent.setup();
    await associate(user, 'Intenciones de ventas');
    expect(await screen.findByText('El modelo ya se encuentra asociado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('associates another SAM model through the messaging API; both lists follow', async () => {
    const requests = server();
    await renderPage();
    await waitFor(() => expect(associated('Preguntas de envíos')).toBe('No'));
    const user = userEvent.setup();
    await associate(user, 'Preguntas de envíos');
    expect(await screen.findByText('Modelo asociado')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ method: 'POST', body: { model_id: 7 } }]);
    await waitFor(() => expect(associated('Preguntas de envíos')).toBe('Sí'));
    expect(within(screen.getByRole('table', { name: 'Modelos de Bot ventas' })).getByText('Preguntas de envíos')).toBeInTheDocument();
  });
});
