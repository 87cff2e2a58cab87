import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { defineContract, email, text, timestamp, type RowOf } from '@console/contracts';
import { ResourceScreen, type ResourceScreenProps, type SearchSpec } from './index';
import { describeResourceScreen, fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from './testing';

/** A small resource of the console's kind, described here: teams with a name and an e-mail. */
const crewSpec = {
  path: 'team',
  id: 'team_id',
  names: { one: 'equipo', many: 'equipos', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 100, required: true }),
    email: email('Correo', { required: true }),
    deletedAt: timestamp('Eliminado'),
  },
  list: { search: ['name', 'email'], sort: ['team_id', 'name'] },
} as const;
const teamContract = defineContract(crewSpec);
type Team = RowOf<typeof teamContract>;

const ventas: Team = { team_id: 1, name: 'Ventas', email: 'ventas@acme.com', deletedAt: null };
const soporte: Team = { team_id: 2, name: 'Soporte', email: 'soporte@acme.com', deletedAt: '2026-01-20T12:00:00.000Z' };

const columns = ['team_id', 'name', 'email'] as const;
const searches: SearchSpec[] = [
  { param: 'name', label: 'Buscar por nombre', debounceMs: 800 },
  { param: 'email', label: 'Buscar por correo', debounceMs: 400 },
];
const restore = jest.fn();
type TeamScreenProps = Partial<ResourceScreenProps<typeof teamContract>>;

function Teams(props: TeamScreenProps) {
  return (
    <ResourceScreen
      contract={teamContract}
      columns={columns}
      searches={searches}
      highlight={(t) => t.deletedAt !== null}
      rowActions={(t) => (
        <Button size="sm" onClick={() => restore(t)}>
          Restaurar
        </Button>
      )}
      {...props}
    />
  );
}

// What every screen of the machine does, as the generic suite checks it for every contract.
describeResourceScreen({ contract: teamContract, route: '/teams', mountedAt: '/teams', render: () => <Teams /> });

const renderTeams = (route = '/teams', props: TeamScreenProps = {}) => renderWithConsole(<Teams {...props} />, { route });

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'team');
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const table = () => screen.getByRole('table', { name: 'Equipos' });
const list = (rows: Team[], hasNextPage = false): Reply => ok(rows, { hasNextPage });

/** The edit row below a team's row (mounted once opened). */
function editRowOf(name: string) {
  const toggle = within(table()).getByRole('button', { name: `Editar ${name}` });
  return (toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement;
}

async function openEditRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await within(table()).findByRole('button', { name: `Editar ${name}` }));
  return within(editRowOf(name));
}

describe('ResourceScreen: list, searches and pages', () => {
  it('lists the first page under the title, with the default size', async () => {
    const requests = mockApi({ 'GET team': list([ventas, soporte]) });
    await renderTeams();
    expect(screen.getByRole('heading', { name: 'Equipos' })).toBeInTheDocument();
    const row = (await within(table()).findByRole('cell', { name: 'Ventas' })).closest('tr') as HTMLElement;
    // The first cells hold the row's tick (its delete) and its edit toggle.
    expect(within(row).getByRole('checkbox', { name: 'Seleccionar Ventas' })).not.toBeChecked();
    expect(within(row).getAllByRole('cell').slice(2).map((cell) => cell.textContent)).toEqual(['1', 'Ventas', 'ventas@acme.com']);
    expect(lists(requests).map((r) => r.query)).toEqual([{ page: '1', limit: '25', total: 'true' }]);
  });

  it('restores both searches, the page and the size from the URL on first render', async () => {
    const requests = mockApi({ 'GET team': list([ventas]) });
    await renderTeams('/teams?name=ven&email=acme&page=3&limit=50');
    await within(table()).findByRole('cell', { name: 'Ventas' });
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('ven');
    expect(screen.getByRole('searchbox', { name: 'Buscar por correo' })).toHaveValue('acme');
    expect(screen.getByText('Página 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página')).toHaveValue('50');
    // No total of this list yet: page 3 asks for it.
    expect(lists(requests).map((r) => r.query)).toEqual([{ page: '3', limit: '50', name: 'ven', email: 'acme', total: 'true' }]);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('searches by name once, after the debounce, back on page 1; and at once when emptied', async () => {
      const requests = mockApi({ 'GET team': list([ventas]) });
      const { location } = await renderTeams('/teams?page=2');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'ven');
      await act(async () => jest.advanceTimersByTime(799));
      expect(lists(requests)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(lists(requests).map((r) => r.query)).toEqual([
        { page: '2', limit: '25', total: 'true' },
        { page: '1', limit: '25', name: 'ven', total: 'true' },
      ]);
      expect(location().search).toBe('?name=ven');
      await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre' }));
      await act(async () => undefined);
      expect(location().search).toBe('');
      // The unfiltered first page was not loaded yet (the screen opened on page 2): one call, at once.
      expect(lists(requests).map((r) => r.query)).toHaveLength(3);
      expect(lists(requests)[2].query).toEqual({ page: '1', limit: '25', total: 'true' });
    });

    it('debounces each search box on its own', async () => {
      const requests = mockApi({ 'GET team': list([ventas]) });
      const { location } = await renderTeams();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'ven');
      await act(async () => jest.advanceTimersByTime(500));
      await user.type(screen.getByRole('searchbox', { name: 'Buscar por correo' }), 'acme');
      // The e-mail box waits 400 ms, the name box its own 800 ms from its last keystroke.
      await act(async () => jest.advanceTimersByTime(300));
      expect(lists(requests).map((r) => r.query)).toEqual([
        { page: '1', limit: '25', total: 'true' },
        { page: '1', limit: '25', name: 'ven', total: 'true' },
      ]);
      await act(async () => jest.advanceTimersByTime(100));
      expect(lists(requests).map((r) => r.query)).toEqual([
        { page: '1', limit: '25', total: 'true' },
        { page: '1', limit: '25', name: 'ven', total: 'true' },
        { page: '1', limit: '25', name: 'ven', email: 'acme', total: 'true' },
      ]);
      expect(location().search).toBe('?name=ven&email=acme');
    });
  });

  it("pages by hasNextPage: 'Anterior' off on page 1, 'Siguiente' only while there is a next page", async () => {
    const requests = mockApi({ 'GET team': (r) => (r.query.page === '1' ? list([ventas], true) : list([soporte], false)) });
    const { location } = await renderTeams();
    await within(table()).findByRole('cell', { name: 'Ventas' });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await within(table()).findByRole('cell', { name: 'Soporte' })).toBeInTheDocument();
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    // Page 1 said no total: page 2 asks for it.
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25', total: 'true' });
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await within(table()).findByRole('cell', { name: 'Ventas' })).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it("says which rows of how many it shows where the API counts them: '26–27 de 3,011', 'de más de 10,000' above its cap", async () => {
    mockApi({
      'GET team': (r) =>
        r.query.name ? ok([ventas], { hasNextPage: true, total: { count: 10_000, capped: true } }) : ok([ventas, soporte], { page: 2, hasNextPage: true, total: { count: 3011, capped: false } }),
    });
    await renderTeams('/teams?page=2');
    await within(table()).findByRole('cell', { name: 'Ventas' });
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('26–27 de 3,011');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'a');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('1–1 de más de 10,000'));
  });

  it("asks for the total on a list's first page and keeps it on the next pages ('26–27 de 60'); asks again after a write and for a new search", async () => {
    let count = 60;
    const requests = mockApi({
      'GET team': (r) =>
        ok([ventas, soporte], { page: Number(r.query.page), hasNextPage: true, ...(r.query.total === 'true' && { total: { count: r.query.name ? 40 : count, capped: false } }) }),
      'DELETE team/1': () => {
        count -= 1;
        return ok(ventas);
      },
    });
    const { location } = await renderTeams();
    const paginator = () => screen.getByRole('navigation', { name: 'Paginación' });
    await waitFor(() => expect(paginator()).toHaveTextContent('1–2 de 60'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(() => expect(paginator()).toHaveTextContent('26–27 de 60'));
    expect(lists(requests).map((r) => r.query)).toEqual([
      { page: '1', limit: '25', total: 'true' },
      { page: '2', limit: '25' },
    ]);

    // A delete on page 2: the page is read again with its total.
    const row = await openEditRow(user, 'Ventas');
    await user.click(row.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(paginator()).toHaveTextContent('26–27 de 59'));
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25', total: 'true' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'ven');
    await waitFor(() => expect(paginator()).toHaveTextContent('1–2 de 40'));
    expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', name: 'ven', total: 'true' });
  });

  it('offers the page sizes 25, 50, 100, 200 and 300 (25 by default); a new size goes back to page 1', async () => {
    const requests = mockApi({ 'GET team': list([ventas], true) });
    const { location } = await renderTeams('/teams?page=3');
    await within(table()).findByRole('cell', { name: 'Ventas' });
    const size = screen.getByLabelText('Filas por página');
    expect(size).toHaveValue('25');
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100', '200', '300']);
    await userEvent.setup().selectOptions(size, '100');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '100', total: 'true' }));
    expect(location().search).toBe('?limit=100');
    expect(screen.getByText('Página 1')).toBeInTheDocument();
  });

  it("an empty list says so and offers 'Crear el primer equipo'; a search that finds nothing says 'No hay resultados'", async () => {
    const requests = mockApi({ 'GET team': list([]), 'POST team': (r) => ok({ ...ventas, ...(r.body as object) }) });
    await renderTeams();
    const user = userEvent.setup();
    expect(await within(table()).findByText('Todavía no hay equipos.')).toBeInTheDocument();
    await user.click(within(table()).getByRole('button', { name: 'Crear el primer equipo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear equipo' }));
    await user.type(dialog.getByLabelText('Nombre'), 'Ventas');
    await user.type(dialog.getByLabelText('Correo'), 'ventas@acme.com');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Equipo creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'POST', path: 'team', body: { name: 'Ventas', email: 'ventas@acme.com' } })]);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zz');
    expect(await within(table()).findByText('No hay resultados')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'Crear el primer equipo' })).not.toBeInTheDocument();
  });

  it("says that the list could not be loaded, never 'No hay resultados'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET team': fail(500, 'Base de datos no disponible') });
    await renderTeams();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la lista.Error obteniendo equipos.');
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    expect(screen.queryByText('No hay resultados')).not.toBeInTheDocument();
  });

  it('sets highlighted rows apart', async () => {
    mockApi({ 'GET team': list([ventas, soporte]) });
    await renderTeams();
    const row = (name: string) => (within(table()).getByRole('cell', { name }).closest('tr') as HTMLElement);
    await within(table()).findByRole('cell', { name: 'Soporte' });
    expect(row('Soporte')).toHaveAttribute('data-highlighted');
    expect(row('Ventas')).not.toHaveAttribute('data-highlighted');
  });
});

describe('ResourceScreen: create dialog', () => {
  async function openCreate(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Crear equipo' }));
    return within(await screen.findByRole('dialog', { name: 'Crear equipo' }));
  }

  it("enables 'Crear' only while the schema holds", async () => {
    mockApi({ 'GET team': list([]) });
    await renderTeams();
    const user = userEvent.setup();
    const dialog = await openCreate(user);
    const create = dialog.getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();
    await user.type(dialog.getByLabelText('Nombre'), 'Marketing');
    await user.type(dialog.getByLabelText('Correo'), 'marketing@');
    await waitFor(() => expect(create).toBeDisabled());
    expect(dialog.getByText('Introduce un correo válido')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Correo'), 'acme.com');
    await waitFor(() => expect(create).toBeEnabled());
  });

  it.each([
    ['Cancelar', (user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) => user.click(dialog.getByRole('button', { name: 'Cancelar' }))],
    ['×', (user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) => user.click(dialog.getByRole('button', { name: 'Cerrar' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('clears the fields when closed with %s', async (_how, close) => {
    const requests = mockApi({ 'GET team': list([]) });
    await renderTeams();
    const user = userEvent.setup();
    let dialog = await openCreate(user);
    await user.type(dialog.getByLabelText('Nombre'), 'Marketing');
    await user.type(dialog.getByLabelText('Correo'), 'marketing@acme.com');
    await close(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openCreate(user);
    expect(dialog.getByLabelText('Nombre')).toHaveValue('');
    expect(dialog.getByLabelText('Correo')).toHaveValue('');
    expect(dialog.getByRole('button', { name: 'Crear' })).toBeDisabled();
    expect(writes(requests)).toEqual([]);
  });

  it('creates with POST {path} and the parsed values, toasts, closes and reloads the list', async () => {
    const requests = mockApi({
      'GET team': list([ventas]),
      'POST team': ok({ ...ventas, team_id: 3, name: 'Marketing' }),
    });
    await renderTeams();
    await within(table()).findByRole('cell', { name: 'Ventas' });
    const user = userEvent.setup();
    const dialog = await openCreate(user);
    await user.type(dialog.getByLabelText('Nombre'), '  Marketing ');
    await user.type(dialog.getByLabelText('Correo'), 'marketing@acme.com');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Equipo creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'team', query: {}, body: { name: 'Marketing', email: 'marketing@acme.com' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
  });

  it("shows 'Error creando …' and the server's text, and keeps what was typed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = mockApi({ 'GET team': list([ventas]), 'POST team': fail(409, 'Ya existe un equipo con ese nombre') });
    await renderTeams();
    const user = userEvent.setup();
    const dialog = await openCreate(user);
    await user.type(dialog.getByLabelText('Nombre'), 'Ventas');
    await user.type(dialog.getByLabelText('Correo'), 'ventas@acme.com');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error creando equipo.')).toBeInTheDocument();
    expect(screen.getByText('Ya existe un equipo con ese nombre')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crear equipo' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Nombre')).toHaveValue('Ventas');
    expect(dialog.getByLabelText('Correo')).toHaveValue('ventas@acme.com');
    expect(dialog.getByRole('button', { name: 'Crear' })).toBeEnabled();
    expect(lists(requests)).toHaveLength(1);
  });
});

describe('ResourceScreen: edit row', () => {
  it("opens below its row with the row's values; 'Guardar' waits for a change", async () => {
    mockApi({ 'GET team': list([ventas, soporte]) });
    await renderTeams();
    const user = userEvent.setup();
    const toggle = await within(table()).findByRole('button', { name: 'Editar Ventas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const row = await openEditRow(user, 'Ventas');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(row.getByLabelText('Nombre')).toHaveValue('Ventas');
    expect(row.getByLabelText('Correo')).toHaveValue('ventas@acme.com');
    // Only the opened row has an edit form.
    expect(within(table()).getAllByLabelText('Nombre')).toHaveLength(1);
    const save = row.getByRole('button', { name: 'Guardar' });
    // A disabled 'Guardar' says why: nothing changed yet, then what the rule refuses.
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Sin cambios que guardar.');
    await user.clear(row.getByLabelText('Nombre'));
    await waitFor(() => expect(save).toHaveAccessibleDescription('Completa el nombre.'));
    expect(save).toBeDisabled();
    await user.type(row.getByLabelText('Nombre'), 'Ventas Norte');
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).not.toHaveAccessibleDescription();
  });

  it('saves with PATCH {path}/{id} and the form output, toasts and reloads', async () => {
    let stored = ventas;
    const requests = mockApi({
      'GET team': () => list([stored]),
      'PATCH team/1': (r) => ok((stored = { ...stored, ...(r.body as Partial<Team>) })),
    });
    await renderTeams();
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Ventas');
    await user.clear(row.getByLabelText('Nombre'));
    await user.type(row.getByLabelText('Nombre'), '  Ventas Norte  ');
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Equipo actualizado')).toBeInTheDocument();
    // Only what changed is sent: a PATCH never overwrites the fields nobody touched.
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'team/1', query: {}, body: { name: 'Ventas Norte' } }]);
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
    expect(await within(table()).findByRole('cell', { name: 'Ventas Norte' })).toBeInTheDocument();
    // Saved: the form holds the saved values and waits for the next change.
    await waitFor(() => expect(row.getByLabelText('Nombre')).toHaveValue('Ventas Norte'));
    await waitFor(() => expect(row.getByRole('button', { name: 'Guardar' })).toBeDisabled());
  });

  it('keeps what was typed when saving fails, with the catalogue message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET team': list([ventas]), 'PATCH team/1': fail(400, 'El correo ya está en uso') });
    await renderTeams();
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Ventas');
    await user.clear(row.getByLabelText('Correo'));
    await user.type(row.getByLabelText('Correo'), 'soporte@acme.com');
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error actualizando equipo.')).toBeInTheDocument();
    expect(screen.getByText('El correo ya está en uso')).toBeInTheDocument();
    expect(row.getByLabelText('Correo')).toHaveValue('soporte@acme.com');
    expect(row.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('keeps what was typed when the row is closed and opened again', async () => {
    const requests = mockApi({ 'GET team': list([ventas]) });
    await renderTeams();
    const user = userEvent.setup();
    let row = await openEditRow(user, 'Ventas');
    await user.type(row.getByLabelText('Nombre'), ' Norte');
    const toggle = within(table()).getByRole('button', { name: 'Editar Ventas' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(editRowOf('Ventas')).not.toBeVisible();
    await user.click(toggle);
    row = within(editRowOf('Ventas'));
    expect(editRowOf('Ventas')).toBeVisible();
    expect(row.getByLabelText('Nombre')).toHaveValue('Ventas Norte');
    expect(row.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(writes(requests)).toEqual([]);
  });

  it("renders the screen's row actions and extras in the edit row", async () => {
    restore.mockClear();
    mockApi({ 'GET team': list([soporte]) });
    await renderTeams('/teams', { edit: { extra: (t) => <p>Miembros de {t.name}</p> } });
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Soporte');
    expect(row.getByText('Miembros de Soporte')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Restaurar' }));
    expect(restore).toHaveBeenCalledWith(soporte);
  });

  it('offers delete and the row actions without an edit form', async () => {
    mockApi({ 'GET team': list([ventas]) });
    await renderTeams('/teams', { edit: false });
    const row = await openEditRow(userEvent.setup(), 'Ventas');
    expect(row.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
  });
});

describe('ResourceScreen: delete', () => {
  async function askToDelete() {
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Ventas');
    await user.click(row.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    return { user, dialog: within(dialog) };
  }

  it("asks first, and 'Cancelar' sends nothing", async () => {
    const requests = mockApi({ 'GET team': list([ventas]) });
    await renderTeams();
    const { user, dialog } = await askToDelete();
    expect(dialog.getByText('¿Deseas eliminar el equipo Ventas? No se puede deshacer esta acción.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([]);
    expect(lists(requests)).toHaveLength(1);
  });

  it("deletes with DELETE {path}/{id} on 'Sí, eliminar', toasts and reloads", async () => {
    let deleted = false;
    const requests = mockApi({
      'GET team': () => list(deleted ? [] : [ventas]),
      'DELETE team/1': () => {
        deleted = true;
        return ok(ventas);
      },
    });
    await renderTeams();
    const { user, dialog } = await askToDelete();
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Equipo eliminado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: 'team/1', query: {}, body: ventas }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('Todavía no hay equipos.')).toBeInTheDocument();
    // The last row gone, the focus is on the table it left, not on the page's <body>.
    expect(table()).toHaveFocus();
  });

  it('after a delete the focus is on the row that takes its place; after a cancel, back on Eliminar', async () => {
    let deleted = false;
    mockApi({
      'GET team': () => list(deleted ? [soporte] : [ventas, soporte]),
      'DELETE team/1': () => {
        deleted = true;
        return ok(ventas);
      },
    });
    await renderTeams();
    const { user, dialog } = await askToDelete();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(within(table()).queryByRole('button', { name: 'Editar Ventas' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(table()).getByRole('button', { name: 'Editar Soporte' })).toHaveFocus());
  });

  it("deletes the ticked rows in one call; the toast says how many and the focus goes to the first one's place", async () => {
    const calidad: Team = { team_id: 3, name: 'Calidad', email: 'calidad@acme.com', deletedAt: null };
    let deleted = false;
    const requests = mockApi({
      'GET team': () => list(deleted ? [calidad] : [ventas, soporte, calidad]),
      'DELETE team': () => {
        deleted = true;
        return ok([ventas, soporte]);
      },
    });
    await renderTeams();
    const user = userEvent.setup();
    await within(table()).findByText('Ventas');
    await user.click(within(table()).getByRole('checkbox', { name: 'Seleccionar Ventas' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Seleccionar Soporte' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar selección (2)' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Eliminar equipos' }));
    expect(dialog.getByText('¿Deseas eliminar los 2 equipos seleccionados? No se puede deshacer esta acción.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('2 equipos eliminados')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: 'team', query: {}, body: { items: [{ id: 1 }, { id: 2 }] } }]);
    await waitFor(() => expect(within(table()).queryByText('Ventas')).not.toBeInTheDocument());
    await waitFor(() => expect(within(table()).getByRole('button', { name: 'Editar Calidad' })).toHaveFocus());
    // Nothing is ticked any more.
    expect(screen.getByRole('button', { name: 'Eliminar selección' })).toBeDisabled();
  });

  it("takes a deleted selection back with its toast's 'Deshacer', where the contract restores: one call, the rows back, the focus on the first", async () => {
    // The same teams, soft-deleted and restorable.
    const crewContract = defineContract({ ...crewSpec, path: 'crew', remove: { soft: 'deletedAt', restore: true } });
    const norte: Team = { team_id: 4, name: 'Norte', email: 'norte@acme.com', deletedAt: null };
    const calidad: Team = { team_id: 3, name: 'Calidad', email: 'calidad@acme.com', deletedAt: null };
    const shown = [ventas, norte, calidad].map((row) => ({ ...row, _version: 'v1' }));
    let deleted = false;
    const requests = mockApi({
      'GET crew': () => list(deleted ? [calidad] : shown),
      'DELETE crew': () => {
        deleted = true;
        return ok([ventas, norte].map((row) => ({ ...row, deletedAt: '2026-11-29T03:00:00.000Z', _version: 'v2' })));
      },
      'PATCH crew/restore': () => {
        deleted = false;
        return ok([ventas, norte].map((row) => ({ ...row, _version: 'v3' })));
      },
    });
    await renderWithConsole(<ResourceScreen contract={crewContract} columns={columns} />, { route: '/crews' });
    const user = userEvent.setup();
    const crews = () => screen.getByRole('table', { name: 'Equipos' });
    await within(crews()).findByText('Ventas');
    await user.click(within(crews()).getByRole('checkbox', { name: 'Seleccionar Ventas' }));
    await user.click(within(crews()).getByRole('checkbox', { name: 'Seleccionar Norte' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar selección (2)' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar equipos' })).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('2 equipos eliminados')).toBeInTheDocument();
    await waitFor(() => expect(within(crews()).queryByText('Ventas')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('2 equipos restaurados')).toBeInTheDocument();
    // Each row from the version its delete answered: a colleague's change since is refused.
    expect(writes(requests).at(-1)).toEqual({ method: 'PATCH', path: 'crew/restore', query: {}, body: { items: [{ id: 1, version: 'v2' }, { id: 4, version: 'v2' }] } });
    expect(await within(crews()).findByText('Norte')).toBeInTheDocument();
    await waitFor(() => expect(within(crews()).getByRole('button', { name: 'Editar Ventas' })).toHaveFocus());
  });

  it("says why a selection's 'Deshacer' failed, and leaves the rows deleted", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const crewContract = defineContract({ ...crewSpec, path: 'crew', remove: { soft: 'deletedAt', restore: true } });
    let deleted = false;
    mockApi({
      'GET crew': () => list(deleted ? [] : [ventas]),
      'DELETE crew': () => {
        deleted = true;
        return ok([{ ...ventas, deletedAt: '2026-11-29T03:00:00.000Z' }]);
      },
      'PATCH crew/restore': fail(409, 'El equipo no está eliminado (id 1)'),
    });
    await renderWithConsole(<ResourceScreen contract={crewContract} columns={columns} />, { route: '/crews' });
    const user = userEvent.setup();
    await within(screen.getByRole('table', { name: 'Equipos' })).findByText('Ventas');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ventas' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar selección (1)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('1 equipo eliminado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Error restaurando equipos.')).toBeInTheDocument();
    expect(screen.getByText('El equipo no está eliminado (id 1)')).toBeInTheDocument();
  });

  it("toasts 'Error eliminando …' when the server refuses", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET team': list([ventas]), 'DELETE team/1': fail(409, 'El equipo tiene miembros') });
    await renderTeams();
    const { user, dialog } = await askToDelete();
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Error eliminando equipo.')).toBeInTheDocument();
    expect(screen.getByText('El equipo tiene miembros')).toBeInTheDocument();
    // The question stays, to try again or cancel; the row is still there.
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(table()).getByRole('cell', { name: 'Ventas' })).toBeInTheDocument();
  });
});

describe('ResourceScreen: nothing typed is lost, and refusals show where they belong', () => {
  it('keeps a row\'s draft when the row leaves the page and comes back', async () => {
    mockApi({ 'GET team': (r) => (r.query.page === '2' ? list([soporte]) : list([ventas], true)) });
    await renderTeams();
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Ventas');
    await user.type(row.getByLabelText('Nombre'), ' Norte');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await within(table()).findByRole('cell', { name: 'Soporte' });
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    // The table remembers the row was open: it comes back open, with what was typed.
    await within(table()).findByRole('cell', { name: 'Ventas' });
    const again = within(editRowOf('Ventas'));
    expect(again.getByLabelText('Nombre')).toHaveValue('Ventas Norte');
    expect(again.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('asks before leaving the screen with unsaved changes; staying keeps them, leaving drops them', async () => {
    mockApi({ 'GET team': list([ventas]) });
    const { router, location } = await renderWithConsole(<Teams />, { route: '/teams', path: '/teams' });
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Ventas');
    await user.type(row.getByLabelText('Nombre'), ' Norte');
    await act(async () => void router.navigate('/otra'));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' }));
    await user.click(dialog.getByRole('button', { name: 'Seguir editando' }));
    expect(location().pathname).toBe('/teams');
    expect(row.getByLabelText('Nombre')).toHaveValue('Ventas Norte');
    await act(async () => void router.navigate('/otra'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(location().pathname).toBe('/otra'));
  });

  it('does not ask when nothing is unsaved', async () => {
    mockApi({ 'GET team': list([ventas]) });
    const { router, location } = await renderWithConsole(<Teams />, { route: '/teams', path: '/teams' });
    await openEditRow(userEvent.setup(), 'Ventas');
    await act(async () => void router.navigate('/otra'));
    expect(location().pathname).toBe('/otra');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows a server refusal about a field under that field, and keeps the focus in the row after 'Guardar'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET team': list([ventas]),
      'PATCH team/1': (r) =>
        (r.body as Team).email === 'soporte@acme.com'
          ? { status: 409, body: { success: false, resource: null, error: 'Ya existe un equipo con ese correo', field: 'email' } }
          : ok({ ...ventas, ...(r.body as Partial<Team>) }),
    });
    await renderTeams();
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Ventas');
    await user.clear(row.getByLabelText('Correo'));
    await user.type(row.getByLabelText('Correo'), 'soporte@acme.com');
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await row.findByText('Ya existe un equipo con ese correo')).toBeInTheDocument();
    expect(row.getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Error actualizando equipo.')).toBeInTheDocument();

    await user.clear(row.getByLabelText('Correo'));
    await user.type(row.getByLabelText('Correo'), 'ventas.norte@acme.com');
    await user.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Equipo actualizado')).toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    expect(document.activeElement).toHaveAccessibleName('Editar Ventas');
  });

  it("sorts by a header, kept in the URL, and says which order is on (aria-sort)", async () => {
    const requests = mockApi({ 'GET team': list([ventas]) });
    const { location } = await renderTeams();
    await within(table()).findByRole('cell', { name: 'Ventas' });
    const header = within(table()).getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(within(table()).getByRole('columnheader', { name: 'Correo' })).not.toHaveAttribute('aria-sort');
    const user = userEvent.setup();
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(location().search).toBe('?sort=name');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
    expect(lists(requests).map((r) => r.query.sort)).toEqual([undefined, 'name', '-name', undefined]);
  });

  it("says in the create dialog why 'Crear' is disabled", async () => {
    mockApi({ 'GET team': list([]) });
    await renderTeams();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear equipo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear equipo' }));
    expect(dialog.getByRole('button', { name: 'Crear' })).toHaveAccessibleDescription('Completa el nombre y el correo.');
    // The fields it needs are marked beside their labels (*), and say so to assistive technology.
    for (const name of ['Nombre', 'Correo']) {
      const field = dialog.getByRole('textbox', { name });
      expect(field).toBeRequired();
      expect(dialog.getByText(name, { selector: 'label' }).parentElement).toHaveTextContent(`${name}*`);
    }
    await user.type(dialog.getByLabelText('Correo'), 'x');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Crear' })).toHaveAccessibleDescription('Completa el nombre. Revisa el correo.'));
  });
});
