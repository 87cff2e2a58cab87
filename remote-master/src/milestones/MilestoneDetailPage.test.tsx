import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

type Link = Record<string, number | string>;
const milestone = {
  milestone_id: 4,
  title: 'Carrusel con video',
  description: '<p>Tarjetas con <strong>video</strong> corto.</p>',
  type: 'feature',
  status: 'on_hold',
  published_date: null,
  scheduled_date: null,
  notify: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  Services: [{ service_id: 1, name: 'konverza', title: 'Konverza' }] as Link[],
  Roles: [] as Link[],
  Components: [{ component_id: 2, name: 'Carrusel' }] as Link[],
};
const lookups = {
  'GET service': ok([{ service_id: 1, name: 'konverza', title: 'Konverza' }, { service_id: 2, name: 'botlers', title: 'Botlers' }], { hasNextPage: false }),
  'GET role': ok([{ role_id: 1, name: 'Konverza', description: '', type: 'staff' }, { role_id: 2, name: 'Nerd', description: '', type: 'staff' }], { hasNextPage: false }),
  'GET component': ok([{ component_id: 1, name: 'Chat en vivo', description: '', icon: 'x' }, { component_id: 2, name: 'Carrusel', description: '', icon: 'y' }], { hasNextPage: false }),
};
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const open = () => renderWithConsole(<App />, { route: '/master/milestones/4', path: '/master/*' });
const group = (name: string) => within(screen.getByRole('group', { name }));

// jsdom measures no layout: the editor scrolls its selection into view after a command.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
}

describe('Milestone detail', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('ticks send PUT, unticks DELETE, and after a failure the boxes show what the server holds', async () => {
    let stored = { ...milestone };
    const requests = mockApi({
      ...lookups,
      'GET milestone/4': () => ok(stored),
      'PUT milestone/4/role/2': () => ok((stored = { ...stored, Roles: [{ role_id: 2, name: 'Nerd' }] })),
      'DELETE milestone/4/service/1': () => ok((stored = { ...stored, Services: [] })),
      // Another tab linked 'Chat en vivo' meanwhile; this call fails.
      'PUT milestone/4/component/1': () => {
        stored = { ...stored, Components: [...stored.Components, { component_id: 1, name: 'Chat en vivo' }] };
        return fail(500, 'Base de datos no disponible');
      },
      'DELETE milestone/4/component/2': () => fail(409, 'No se pudo quitar'),
    });
    await open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Milestone Carrusel con video', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(group('Servicios').getByRole('checkbox', { name: 'Konverza' })).toBeChecked());
    expect(group('Servicios').getByRole('checkbox', { name: 'Botlers' })).not.toBeChecked();
    expect(group('Componentes').getByRole('checkbox', { name: 'Carrusel' })).toBeChecked();

    await user.click(group('Roles').getByRole('checkbox', { name: 'Nerd' }));
    expect(await screen.findByText('Rol asociado con éxito')).toBeInTheDocument();
    expect(writes(requests).at(-1)).toMatchObject({ method: 'PUT', path: 'milestone/4/role/2' });
    await waitFor(() => expect(group('Roles').getByRole('checkbox', { name: 'Nerd' })).toBeChecked());

    await user.click(group('Servicios').getByRole('checkbox', { name: 'Konverza' }));
    expect(await screen.findByText('Servicio removido con éxito')).toBeInTheDocument();
    expect(writes(requests).at(-1)).toMatchObject({ method: 'DELETE', path: 'milestone/4/service/1' });
    await waitFor(() => expect(group('Servicios').getByRole('checkbox', { name: 'Konverza' })).not.toBeChecked());

    // A failed tick: the catalogue's message, and the box shows the server's state (linked by the other tab).
    await user.click(group('Componentes').getByRole('checkbox', { name: 'Chat en vivo' }));
    expect(await screen.findByText('Error asociando componente.')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    await waitFor(() => expect(group('Componentes').getByRole('checkbox', { name: 'Chat en vivo' })).toBeChecked());
    // A failed untick: the box is ticked again, as the server still holds it.
    await user.click(group('Componentes').getByRole('checkbox', { name: 'Carrusel' }));
    expect(await screen.findByText('No se pudo quitar')).toBeInTheDocument();
    expect(writes(requests).at(-1)).toMatchObject({ method: 'DELETE', path: 'milestone/4/component/2' });
    await waitFor(() => expect(group('Componentes').getByRole('checkbox', { name: 'Carrusel' })).toBeChecked());
  });

  it("shows the description in its editor and sends what is written there as HTML with 'Guardar'", async () => {
    let stored = { ...milestone };
    const requests = mockApi({
      ...lookups,
      'GET milestone/4': () => ok(stored),
      'PATCH milestone/4': (r) => ok((stored = { ...stored, ...(r.body as object) })),
    });
    await open();
    const user = userEvent.setup();
    const editor = await screen.findByRole('textbox', { name: 'Descripción' });
    expect(within(editor).getByText('video').tagName).toBe('STRONG');
    expect(screen.getByRole('toolbar', { name: 'Formato de la descripción' })).toBeInTheDocument();
    for (const label of ['Negrita', 'Cursiva', 'Encabezado H2', 'Encabezado H3', 'Lista con viñetas', 'Lista numerada', 'Enlace', 'Deshacer', 'Rehacer']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();

    // A change in the editor marks the form changed (typing itself is tested in Chromium: jsdom does not type
    // into a contenteditable); 'Guardar' sends the editor's HTML and nothing else.
    await user.click(screen.getByRole('button', { name: 'Lista numerada' }));
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(editor).getByRole('listitem')).toHaveTextContent('Tarjetas con video corto.');
    await user.click(save);
    expect(await screen.findByText('Milestone actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: 'milestone/4', query: {}, body: { description: '<ol><li><p>Tarjetas con <strong>video</strong> corto.</p></li></ol>' } },
    ]);
  });

  it('the type and status are chosen by their Spanish labels; a milestone without a type reads No asignado', async () => {
    mockApi({ ...lookups, 'GET milestone/4': ok({ ...milestone, type: null, status: 'shedule' }) });
    await open();
    const type = await screen.findByRole('combobox', { name: 'Tipo' });
    expect(within(type).getByRole('option', { selected: true })).toHaveTextContent('No asignado');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['No asignado', 'Mejora', 'Novedad', 'Corrección', 'Hotfix', 'Descontinuado']);
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(status).getByRole('option', { selected: true })).toHaveTextContent('Agendado');
    expect(screen.getByRole('link', { name: 'Volver a milestones' })).toHaveAttribute('href', '/master/milestones');
  });

  it('the list creates a milestone from its title and type, then opens its detail', async () => {
    const created = { ...milestone, milestone_id: 12, title: 'Pagos con tarjeta', type: 'fix', description: '', Services: [], Components: [] };
    const requests = mockApi({
      ...lookups,
      'GET milestone': ok([milestone], { hasNextPage: false }),
      'POST milestone': ok(created),
      'GET milestone/12': ok(created),
    });
    const { location } = await renderWithConsole(<App />, { route: '/master/milestones', path: '/master/*' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Crear milestone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear milestone' }));
    expect(dialog.getByRole('button', { name: 'Crear' })).toHaveAccessibleDescription('Completa el título y el tipo.');
    await user.type(dialog.getByLabelText('Título'), '  Pagos con tarjeta ');
    await user.selectOptions(dialog.getByLabelText('Tipo'), 'Corrección');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Milestone creado con éxito')).toBeInTheDocument();
    expect(writes(requests)[0]).toMatchObject({ method: 'POST', path: 'milestone', body: { title: 'Pagos con tarjeta', type: 'fix' } });
    await waitFor(() => expect(location().pathname).toBe('/master/milestones/12'));
    expect(await screen.findByRole('heading', { name: 'Milestone Pagos con tarjeta', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeInTheDocument();
  });
});
