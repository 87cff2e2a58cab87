import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const plugin = (plugin_id: number, name: string) => ({
  plugin_id,
  name,
  description: '',
  icon: '',
  menu_name: name,
  show_on_sidebar: false,
  type: '',
  parent: '',
  number: 0,
  resource_name: '',
  createdAt: '2026-02-10T12:00:00.000Z',
});
const catalogue = [plugin(1, 'Pagos'), plugin(2, 'Envíos'), plugin(3, 'Encuestas')];

/** A fake server holding the organization's plugins: the boxes must show what it holds. */
function server(assigned: number[], { refuse }: { refuse?: number } = {}) {
  const held = new Set(assigned);
  const requests = mockApi({
    'GET organization/7': ok({ organization_id: 7, name: 'Acme' }),
    'GET plugin': ok(catalogue, { hasNextPage: false }),
    'GET organization/7/plugins': () => ok(catalogue.filter((p) => held.has(p.plugin_id)), { hasNextPage: false }),
    ...Object.fromEntries(
      catalogue.flatMap((p) => [
        [
          `POST plugin/${p.plugin_id}/associateOrganization`,
          () => (p.plugin_id === refuse ? fail(500, 'Ocurrió un error inesperado.') : (held.add(p.plugin_id), ok(p))),
        ],
        [`POST plugin/${p.plugin_id}/removeOrganization`, () => (p.plugin_id === refuse ? fail(500, 'Ocurrió un error inesperado.') : (held.delete(p.plugin_id), ok(p)))],
      ]),
    ),
  });
  return { requests, held };
}
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => `${r.path} ${JSON.stringify(r.body)}`);
const renderPage = () => renderWithConsole(<App />, { route: '/organization/7/plugins', path: '/organization/:organization_id/*' });
const box = (name: string) => screen.getByRole('checkbox', { name });
const selectAll = () => screen.getByRole('checkbox', { name: 'Seleccionar todos' });
/** The select-all box's state, as drawn and as the input says it: checked, unchecked or indeterminate. */
const selectAllState = () => {
  const drawn = selectAll().closest('label')!.getAttribute('data-state');
  const said = (selectAll() as HTMLInputElement).indeterminate ? 'indeterminate' : selectAll().matches(':checked') ? 'checked' : 'unchecked';
  return drawn === said ? said : `${drawn} ≠ ${said}`;
};

describe('Plugins de una organización', () => {
  it('ticks the assigned plugins; the select-all box is indeterminate when some but not all are', async () => {
    server([2]);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Plugins de Acme' })).toBeInTheDocument();
    await waitFor(() => expect(box('Envíos')).toBeChecked());
    expect(box('Pagos')).not.toBeChecked();
    expect(box('Encuestas')).not.toBeChecked();
    await waitFor(() => expect(selectAllState()).toBe('indeterminate'));
  });

  it('a tick associates the plugin, an untick removes it', async () => {
    const { requests } = server([2]);
    await renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(box('Envíos')).toBeChecked());
    await user.click(box('Pagos'));
    expect(await screen.findByText('Plugin asociado')).toBeInTheDocument();
    await waitFor(() => expect(box('Pagos')).toBeChecked());
    await user.click(box('Envíos'));
    expect(await screen.findByText('Plugin removido')).toBeInTheDocument();
    await waitFor(() => expect(box('Envíos')).not.toBeChecked());
    expect(writes(requests)).toEqual(['plugin/1/associateOrganization {"organization_id":7}', 'plugin/2/removeOrganization {"organization_id":7}']);
  });

  it('the select-all box assigns every plugin missing, then removes them all', async () => {
    const { requests, held } = server([2]);
    await renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(box('Envíos')).toBeChecked());
    await user.click(selectAll());
    expect(await screen.findByText('Plugins asociados')).toBeInTheDocument();
    await waitFor(() => expect(selectAll()).toBeChecked());
    expect([...held].sort()).toEqual([1, 2, 3]);
    await user.click(selectAll());
    expect(await screen.findByText('Plugins removidos')).toBeInTheDocument();
    await waitFor(() => expect(selectAll()).not.toBeChecked());
    expect(selectAllState()).toBe('unchecked');
    expect(held.size).toBe(0);
    expect(writes(requests)).toHaveLength(5);
  });

  it('after a failure the boxes show what the server holds, and the failure is told', async () => {
    const { held } = server([], { refuse: 2 });
    await renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(box('Pagos')).not.toBeChecked());
    // Select all: Pagos goes through, Envíos is refused, Encuestas is not asked for.
    await user.click(selectAll());
    const alert = await screen.findByText('Error asociando plugin.');
    expect(within(alert.closest('[role="status"], [role="alert"]') ?? document.body).getByText('Ocurrió un error inesperado.')).toBeInTheDocument();
    await waitFor(() => expect(box('Pagos')).toBeChecked());
    expect(box('Envíos')).not.toBeChecked();
    expect(box('Encuestas')).not.toBeChecked();
    expect(selectAllState()).toBe('indeterminate');
    expect([...held]).toEqual([1]);
  });
});
