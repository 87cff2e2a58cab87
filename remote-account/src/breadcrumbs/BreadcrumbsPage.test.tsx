import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { VISITS_KEY, accountApi, user } from '../users/fixtures.testing';

const LOG = [
  '2026-03-01T15:00:00.000Z|message_received|Hola|texto',
  '2026-03-01T15:00:02.000Z|block_executed|Bienvenida|block 7',
  '2026-03-01T15:00:05.000Z|template_sent|menu_principal|whatsapp',
].join('\n');
const ERROR = `Timeout llamando al webhook https://example.com/hook\n${'detalle '.repeat(40)}`;
const crumb = (breadcrumb_id: number, extra: Record<string, unknown> = {}) => ({
  breadcrumb_id,
  account_id: 5,
  user_id: 11,
  platform_id: 2,
  block_id: 7,
  log: LOG,
  error_log: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:05.000Z',
  _version: `v${breadcrumb_id}`,
  ...extra,
});
const crumbs = [crumb(43), crumb(42, { block_id: null, log: '', error_log: ERROR }), crumb(41)];

/** A server that keeps the breadcrumbs: deleted ones are gone from the next read, an updated one is read first. */
function server(extra = {}) {
  let stored = crumbs;
  return {
    ...accountApi(),
    'GET user/11': ok(user(11)),
    'GET account/5/breadcrumbs': () => ok(stored, { hasNextPage: false }),
    'PATCH breadcrumb/42': (r: ApiRequest) => {
      const updated = { ...stored.find((row) => row.breadcrumb_id === 42)!, ...(r.body as object), updatedAt: '2026-03-02T09:00:00.000Z', _version: 'v99' };
      stored = [updated, ...stored.filter((row) => row.breadcrumb_id !== 42)];
      return ok(updated);
    },
    'DELETE account/5/breadcrumbs': (r: ApiRequest) => {
      const ids = (r.body as { breadcrumb_ids: number[] }).breadcrumb_ids;
      stored = stored.filter((row) => !ids.includes(row.breadcrumb_id));
      return ok(ids.length);
    },
    ...extra,
  };
}
const renderPage = (route = '/account/5/users/11/breadcrumbs?platform=2') => renderWithConsole(<App />, { route, path: '/account/:account_id/*' });
const reads = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'account/5/breadcrumbs');
const table = () => screen.findByRole('table', { name: 'Registros' });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((td) => td.textContent);

describe('Breadcrumbs de un usuario', () => {
  afterEach(() => localStorage.clear());

  it("lists the user's breadcrumbs of the platform, newest first, with Block ID, Registro, Error and Fecha", async () => {
    const requests = mockApi(server());
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Breadcrumbs de Ana Ruiz' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Seleccionar registro #43' });
    const body = within(await table()).getAllByRole('row').slice(1);
    expect(within(await table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Editar', 'Block ID', 'Registro', 'Error', 'Fecha']);
    expect(cellsOf(body[0]).slice(2)).toEqual(['7', '3 eventos: Mensaje recibido → Bloque ejecutado → Plantilla enviada', '-', expect.stringMatching(/^01 mar, 2026 \d\d:\d\d$/)]);
    expect(cellsOf(body[1]).slice(2, 4)).toEqual(['-', 'Sin eventos']);
    // The error cut to two lines, the whole of it in its title.
    expect(within(body[1]).getByText(/^Timeout llamando al webhook/)).toHaveAttribute('title', ERROR);
    expect(reads(requests).map((r) => r.query)).toEqual([{ platform: '2', user_id: '11', page: '1', limit: '25' }]);
    expect(screen.getByRole('link', { name: 'Volver al usuario' })).toHaveAttribute('href', '/account/5/users/11?platform=2');
  });

  it("reads the list again with 'Actualizar'", async () => {
    const requests = mockApi(server());
    await renderPage();
    await screen.findByRole('checkbox', { name: 'Seleccionar registro #43' });
    expect(reads(requests)).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(reads(requests)).toHaveLength(2));
  });

  it("says 'Selecciona una plataforma' without one, orders the tabs by the visits the users screen counts too, and counts a choice", async () => {
    localStorage.setItem(VISITS_KEY, JSON.stringify({ 3: 2 }));
    const requests = mockApi(server());
    const { location } = await renderPage('/account/5/users/11/breadcrumbs');
    expect(await screen.findByText('Selecciona una plataforma')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['WhatsApp', 'Web', 'Facebook']);
    expect(screen.getAllByRole('tab').some((tab) => tab.getAttribute('aria-selected') === 'true')).toBe(false);
    expect(reads(requests)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Facebook' }));
    await waitFor(() => expect(reads(requests)).toHaveLength(1));
    expect(new URLSearchParams(location().search).get('platform')).toBe('2');
    expect(JSON.parse(localStorage.getItem(VISITS_KEY) ?? '{}')).toEqual({ 2: 1, 3: 2 });
    expect(screen.queryByText('Selecciona una plataforma')).not.toBeInTheDocument();
  });

  it("says 'No hay plataformas disponibles' for an account without platforms", async () => {
    const requests = mockApi({ ...server(), ...accountApi([]) });
    await renderPage();
    expect(await screen.findByText('No hay plataformas disponibles')).toBeInTheDocument();
    expect(reads(requests)).toEqual([]);
  });

  it('explains the order of the tabs in an alert that, once closed, stays closed', async () => {
    mockApi(server());
    const { unmount } = await renderPage();
    const tip = /las pestañas de plataformas se ordenan por uso reciente/;
    expect(await screen.findByText(tip)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(tip)).not.toBeInTheDocument();
    unmount();
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(tip)).not.toBeInTheDocument();
  });

  it("searches by a range of local days (00:00:00 to 23:59:59), 'Buscar por fecha' enabled only with both dates in order", async () => {
    const requests = mockApi(server());
    const { location } = await renderPage();
    const user = userEvent.setup();
    await table();
    const search = screen.getByRole('button', { name: 'Buscar por fecha' });
    expect(search).toBeDisabled();
    // Days are typed as Spanish writes them; each end bounds the other (an earlier 'Hasta' is taken as 'Desde').
    const desde = screen.getByRole('textbox', { name: 'Desde' });
    const hasta = screen.getByRole('textbox', { name: 'Hasta' });
    await user.type(desde, '05/03/2026{Enter}');
    expect(search).toBeDisabled();
    expect(search).toHaveAccessibleDescription('Elige las fechas Desde y Hasta.');
    await user.type(hasta, '01/03/2026{Enter}');
    await waitFor(() => expect(hasta).toHaveValue('05/03/2026'));
    await user.clear(hasta);
    await user.type(hasta, '09/03/2026{Enter}');
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(search);
    await waitFor(() => expect(reads(requests)).toHaveLength(2));
    expect(reads(requests)[1].query).toEqual({
      platform: '2',
      user_id: '11',
      start_time: new Date(2026, 2, 5, 0, 0, 0).toISOString(),
      end_time: new Date(2026, 2, 9, 23, 59, 59, 999).toISOString(),
      page: '1',
      limit: '25',
    });
    const query = new URLSearchParams(location().search);
    expect([query.get('from'), query.get('to')]).toEqual(['2026-03-05', '2026-03-09']);
    await user.click(screen.getByRole('button', { name: 'Quitar filtro' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('from')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('');
    expect(reads(requests).at(-1)?.query).toEqual({ platform: '2', user_id: '11', page: '1', limit: '25' });
  });

  it('reads the range from the URL', async () => {
    const requests = mockApi(server());
    await renderPage('/account/5/users/11/breadcrumbs?platform=2&from=2026-03-01&to=2026-03-02');
    await waitFor(() => expect(reads(requests)).toHaveLength(1));
    expect(reads(requests)[0].query).toMatchObject({ start_time: new Date(2026, 2, 1).toISOString() });
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/03/2026');
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveValue('02/03/2026');
  });

  it('opens a row to its events and its whole error', async () => {
    mockApi(server());
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver eventos del registro #43' }));
    const events = screen.getByRole('table', { name: 'Eventos del registro #43' });
    expect(within(events).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fecha', 'Evento', 'Plantilla / detalle', 'Recurso']);
    expect(within(events).getAllByRole('row').slice(1).map((row) => cellsOf(row).slice(1))).toEqual([
      ['Mensaje recibido', 'Hola', 'texto'],
      ['Bloque ejecutado', 'Bienvenida', 'block 7'],
      ['Plantilla enviada', 'menu_principal', 'whatsapp'],
    ]);
    // The event's code stays at hand, as the label's title.
    expect(within(events).getByText('Mensaje recibido')).toHaveAttribute('title', 'message_received');
    await user.click(screen.getByRole('button', { name: 'Ver eventos del registro #42' }));
    expect(screen.getByText('Sin eventos', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'PRE' && element.textContent === ERROR)).toBeVisible();
  });

  it("edits an opened breadcrumb's Block ID, Registro and Error: 'Guardar' sends what changed from the row's version, 'Registro actualizado', read first", async () => {
    const requests = mockApi(server());
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver eventos del registro #42' }));
    const form = within(screen.getByRole('form', { name: 'Editar #42' }));
    expect(form.getByLabelText('Block ID')).toHaveValue(null);
    expect(form.getByLabelText('Registro')).toHaveValue('');
    expect(form.getByLabelText('Error')).toHaveValue(ERROR);
    const save = form.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await user.type(form.getByLabelText('Block ID'), '9');
    await user.type(form.getByLabelText('Registro'), '2026-03-01T15:00:00.000Z|mensaje|Hola|texto');
    await user.clear(form.getByLabelText('Error'));
    await user.click(save);
    expect(await screen.findByText('Registro actualizado')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: 'breadcrumb/42',
        query: {},
        body: { block_id: 9, log: '2026-03-01T15:00:00.000Z|mensaje|Hola|texto', error_log: null },
        ifMatch: '"v42"',
      },
    ]);
    // Read again: saved now, it leads the list with what was saved, its events included.
    const list = await table();
    await waitFor(() => expect(cellsOf(within(list).getAllByRole('row')[1]).slice(2, 5)).toEqual(['9', '1 evento: mensaje', '-']));
    expect(reads(requests)).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'Eventos del registro #42' })).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the form read-only, saying why, to a role that may read breadcrumbs but not update them', async () => {
    const requests = mockApi(server());
    const read = (resource: string) => ({ resource, read: true, create: false, update: false, delete: false });
    const access = { superadmin: false, grants: ['account', 'platform', 'user', 'breadcrumb'].map(read) };
    await renderWithConsole(<App />, { route: '/account/5/users/11/breadcrumbs?platform=2', path: '/account/:account_id/*', access });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ver eventos del registro #43' }));
    const form = within(screen.getByRole('form', { name: 'Editar #43' }));
    expect(form.getByLabelText('Block ID')).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para modificar registros.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("deletes the ticked breadcrumbs at once after the standard question: 'Registro eliminado', and they are gone", async () => {
    const requests = mockApi(server());
    await renderPage();
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Eliminar selección' });
    expect(remove).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar registro #43' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar registro #41' }));
    expect(screen.getByText('2 registros seleccionados')).toBeInTheDocument();
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar registros' });
    expect(dialog).toHaveTextContent('¿Deseas eliminar los 2 registros seleccionados? No se puede deshacer esta acción.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Registro eliminado')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: 'account/5/breadcrumbs', body: { breadcrumb_ids: [43, 41] } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Seleccionar registro #43' })).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar registro #41' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar registro #42' })).not.toBeChecked();
    expect(remove).toBeDisabled();
  });

  it('ticks every row of the page with the header tick', async () => {
    mockApi(server());
    await renderPage();
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Seleccionar registro #43' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los registros' }));
    expect(screen.getByText('3 registros seleccionados')).toBeInTheDocument();
  });
});
