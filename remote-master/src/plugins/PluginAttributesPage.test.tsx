// What is particular to a plugin's attributes: its title, its list and create path, and a select's options as JSON.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const chatbot = {
  plugin_id: 1,
  name: 'Chatbot',
  description: 'Respuestas automáticas',
  icon: '',
  menu_name: '',
  show_on_sidebar: false,
  type: '',
  parent: '',
  number: 0,
  resource_name: '',
  createdAt: '2026-01-20T12:00:00.000Z',
};
const idioma = {
  plugin_attribute_id: 4,
  plugin_id: 1,
  name: 'idioma',
  title: 'Idioma',
  description: '',
  type: 'text',
  default_value: 'a',
  frontend_type: 'select',
  data: ['a', 'b'],
};

const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const base = { 'GET plugin/1': ok(chatbot), 'GET plugin/1/attributes': ok([idioma], { hasNextPage: false }) };
const renderPage = () => renderWithConsole(<App />, { route: '/master/plugins/1/attributes', path: '/master/*' });

async function openRow(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Editar idioma' });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}

describe('Atributos de un plugin', () => {
  it("is titled with the plugin's name and lists its attributes from plugin/{id}/attributes", async () => {
    const requests = mockApi(base);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Atributos de Chatbot' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Atributos de Chatbot' });
    expect(await within(table).findByRole('cell', { name: 'Idioma' })).toBeInTheDocument();
    expect(within(table).getByText('["a","b"]')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'plugin/1/attributes')[0].query).toEqual({ page: '1', limit: '25', total: 'true' });
  });

  it("edits a select's options as JSON: 'Error en formato JSON' sends nothing, valid JSON sends the parsed value", async () => {
    const requests = mockApi({ ...base, 'PATCH plugin_attribute/4': (r) => ok({ ...idioma, ...(r.body as object) }) });
    await renderPage();
    const user = userEvent.setup();
    const row = await openRow(user);
    const data = row.getByLabelText('Datos (JSON)');
    expect(JSON.parse((data as HTMLTextAreaElement).value)).toEqual(['a', 'b']);
    const save = row.getByRole('button', { name: 'Guardar' });

    await user.clear(data);
    await user.paste('["a", "b", ');
    expect(await row.findByText('Error en formato JSON')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(data).toHaveValue('["a", "b", ');

    await user.clear(data);
    await user.paste('["a", "b", "c"]');
    await waitFor(() => expect(save).toBeEnabled());
    expect(row.queryByText('Error en formato JSON')).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Atributo actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'plugin_attribute/4', query: {}, body: { data: ['a', 'b', 'c'] } }]);
  });

  it("creates under the plugin; a 'select' without options cannot be created", async () => {
    const requests = mockApi({ ...base, 'POST plugin/1/attributes': (r) => ok({ ...idioma, plugin_attribute_id: 5, ...(r.body as object) }) });
    await renderPage();
    await screen.findByRole('cell', { name: 'Idioma' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear atributo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear atributo' }));
    const create = dialog.getByRole('button', { name: 'Crear' });
    await user.type(dialog.getByLabelText('Nombre'), 'color');
    await user.type(dialog.getByLabelText('Título'), 'Color');
    await user.selectOptions(dialog.getByLabelText('Tipo'), 'Texto');
    await user.type(dialog.getByLabelText('Valor por defecto'), 'rojo');
    await user.selectOptions(dialog.getByLabelText('Tipo de control'), 'Lista de opciones');
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Completa los datos.');

    // Touched and left empty: the field says what it needs.
    const data = dialog.getByLabelText('Datos (JSON)');
    fireEvent.change(data, { target: { value: '[' } });
    fireEvent.change(data, { target: { value: '' } });
    expect(await dialog.findByText('Introduce las opciones del select en JSON: una lista o un objeto')).toBeInTheDocument();
    expect(create).toBeDisabled();

    fireEvent.change(data, { target: { value: '{"rojo": "Rojo", "azul": "Azul"}' } });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Atributo creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([
      {
        method: 'POST',
        path: 'plugin/1/attributes',
        body: { plugin_id: 1, name: 'color', title: 'Color', type: 'text', default_value: 'rojo', frontend_type: 'select', data: { rojo: 'Rojo', azul: 'Azul' } },
      },
    ]);
  });
});
