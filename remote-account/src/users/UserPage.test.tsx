import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { accountApi, user } from './fixtures.testing';

const ana = user(11);
const value = (user_attribute_value_id: number, name: string, type: string, text: string) => ({
  user_attribute_value_id,
  user_id: 11,
  user_attribute_id: user_attribute_value_id - 30,
  name,
  type,
  value: text,
  updatedAt: '2026-03-01T15:00:00.000Z',
});
/** 150 characters: shown cut to 99 and an ellipsis. */
const LONG = `${'a'.repeat(99)}${'b'.repeat(51)}`;
/** Exactly 100: shown whole. */
const HUNDRED = 'c'.repeat(100);
const values = [value(31, 'Ciudad', 'text', 'Monterrey'), value(32, 'Notas', 'text', LONG), value(33, 'Clave', 'text', HUNDRED)];

const api = (extra = {}) => ({
  ...accountApi(),
  'GET user/11': ok(ana),
  'GET account/5/user_attributes/11': ok(values, { hasNextPage: false }),
  ...extra,
});
const renderPage = (route = '/account/5/users/11?platform=2') => renderWithConsole(<App />, { route, path: '/account/:account_id/*' });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');

describe('Usuario', () => {
  it('shows the profile: initials without a picture, name, screen name, platform, ID and last interaction, and links to its breadcrumbs', async () => {
    mockApi(api());
    await renderPage();
    await heading();
    expect(screen.getByText('AR')).toBeInTheDocument();
    expect(screen.getByText('anaruiz')).toBeInTheDocument();
    expect(await screen.findByText('Facebook')).toBeInTheDocument();
    expect(screen.getByText('ID 11')).toBeInTheDocument();
    expect(screen.getByText(/^Última interacción: 01 mar, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bot activo' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Ver breadcrumbs' })).toHaveAttribute('href', '/account/5/users/11/breadcrumbs?platform=2');
    expect(screen.getByRole('link', { name: 'Volver a usuarios' })).toHaveAttribute('href', '/account/5/users?platform=2');
  });

  it("takes the user's own platform when the URL has none", async () => {
    mockApi(api({ 'GET user/11': ok(user(11, { platform_id: 3 })) }));
    await renderPage('/account/5/users/11');
    await heading();
    expect(await screen.findByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver breadcrumbs' })).toHaveAttribute('href', '/account/5/users/11/breadcrumbs?platform=3');
  });

  it("says 'Error obteniendo datos del usuario' when the user cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'GET user/11': fail(500, 'Fallo interno') }));
    await renderPage();
    // The toast and the screen.
    await waitFor(() => expect(screen.getAllByText('Error obteniendo datos del usuario')).toHaveLength(2));
    expect(screen.getByText('Fallo interno')).toBeInTheDocument();
  });

  it("switches the bot with PATCH user/{id}/updateBotStatus and says 'Estado del bot actualizado'", async () => {
    let stored = ana;
    const requests = mockApi(
      api({
        'GET user/11': () => ok(stored),
        'PATCH user/11/updateBotStatus': (r: ApiRequest) => ok((stored = { ...stored, bot_enabled: (r.body as { bot_enabled: boolean }).bot_enabled })),
      }),
    );
    await renderPage();
    await heading();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Bot activo' }));
    expect(await screen.findByText('Estado del bot actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'PATCH', path: 'user/11/updateBotStatus', body: { user_id: 11, platform: 2, bot_enabled: false } }),
    ]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bot activo' })).not.toBeChecked());
  });

  it('keeps the switch as the server holds it when the change fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'PATCH user/11/updateBotStatus': fail(400, 'La plataforma no es la del usuario') }));
    await renderPage();
    await heading();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Bot activo' }));
    expect(await screen.findByText('Ha ocurrido un error al actualizar al usuario')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bot activo' })).toBeChecked());
  });

  it('shows each value cut to 99 characters and an ellipsis past 100, the whole of it in its title', async () => {
    mockApi(api());
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Variables del usuario' });
    const cut = `${'a'.repeat(99)}…`;
    expect(await within(table).findByText(cut)).toHaveAttribute('title', LONG);
    expect(within(table).getByText(HUNDRED)).toBeInTheDocument();
    expect(within(table).getByText('Monterrey')).toBeInTheDocument();
    // A variable's type by its name, never its code.
    expect(within(within(table).getByText('Monterrey').closest('tr') as HTMLElement).getByRole('cell', { name: 'Texto' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Editar', 'Nombre', 'Tipo', 'Valor']);
  });

  it("updates the ticked values at once, enabled only with a selection and a value, then clears the selection and reads them again", async () => {
    const requests = mockApi(api({ 'PATCH account/5/user_attributes/11': ok(values) }));
    await renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Variables del usuario' });
    await within(table).findByText('Monterrey');
    const update = screen.getByRole('button', { name: 'Actualizar selección' });
    expect(update).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar Ciudad' }));
    expect(update).toBeDisabled();
    await user.type(screen.getByLabelText('Nuevo valor'), '   ');
    expect(update).toBeDisabled();
    await user.clear(screen.getByLabelText('Nuevo valor'));
    await user.type(screen.getByLabelText('Nuevo valor'), ' Guadalajara ');
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar Clave' }));
    expect(within(table).getByRole('checkbox', { name: 'Seleccionar todos los valores' })).toBePartiallyChecked();
    await user.click(update);
    expect(await screen.findByText('Valores actualizados')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: 'account/5/user_attributes/11',
        body: { user_attribute_value_ids: [31, 33], value: 'Guadalajara' },
      }),
    ]);
    await waitFor(() => expect(within(table).getByRole('checkbox', { name: 'Seleccionar Ciudad' })).not.toBeChecked());
    expect(screen.getByLabelText('Nuevo valor')).toHaveValue('');
    expect(requests.filter((r) => r.path === 'account/5/user_attributes/11' && r.method === 'GET')).toHaveLength(2);
  });

  it('edits one value on its own in its row, where a long value is read whole', async () => {
    const requests = mockApi(api({ 'PATCH user_attribute_value/32': (r: ApiRequest) => ok({ ...values[1], ...(r.body as object) }) }));
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Notas' }));
    const form = screen.getByRole('form', { name: 'Editar Notas' });
    const field = within(form).getByLabelText('Valor');
    expect(field).toHaveValue(LONG);
    await user.clear(field);
    await user.type(field, 'Cliente frecuente');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Valor de variable actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'PATCH', path: 'user_attribute_value/32', body: { value: 'Cliente frecuente' } })]);
  });

  it("saves the user's changed fields only, never the platform's stamps, and says 'Usuario actualizado'", async () => {
    const requests = mockApi(api({ 'PATCH user/11': (r: ApiRequest) => ok({ ...ana, ...(r.body as object) }) }));
    await renderPage();
    const user = userEvent.setup();
    await heading();
    const form = screen.getByRole('form', { name: 'Editar Ana Ruiz' });
    // Read-only: shown beside the form, not in it.
    expect(within(form).queryByLabelText('Fecha de creación')).not.toBeInTheDocument();
    expect(screen.getByText('Fecha de creación').nextElementSibling).toHaveTextContent('10 feb, 2026');
    await user.clear(within(form).getByLabelText('Teléfono'));
    await user.type(within(form).getByLabelText('Teléfono'), '+5215550002');
    await user.selectOptions(within(form).getByLabelText('Género'), 'Sin especificar');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'PATCH', path: 'user/11', body: { phone_number: '+5215550002', gender: 'none' } })]);
  });

  it("says 'Ha ocurrido un error al actualizar al usuario' when saving fails, keeping what was typed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'PATCH user/11': fail(500, 'Fallo interno') }));
    await renderPage();
    const user = userEvent.setup();
    await heading();
    const form = screen.getByRole('form', { name: 'Editar Ana Ruiz' });
    await user.type(within(form).getByLabelText('Contenedor'), 'c-9');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ha ocurrido un error al actualizar al usuario')).toBeInTheDocument();
    expect(within(form).getByLabelText('Contenedor')).toHaveValue('c-9');
  });

  it('asks before leaving with unsaved changes in the form', async () => {
    mockApi(api());
    await renderPage();
    const user = userEvent.setup();
    await heading();
    await user.type(within(screen.getByRole('form', { name: 'Editar Ana Ruiz' })).getByLabelText('Contenedor'), 'c-9');
    await user.click(screen.getByRole('link', { name: 'Volver a usuarios' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' })).toBeInTheDocument();
  });

  it('deletes the user after the standard question and returns to the users of its platform', async () => {
    const deleted = { ...ana, deletedAt: '2026-11-21T00:00:00.000Z', _version: 'v2' };
    const requests = mockApi(api({ 'DELETE user/11': ok(deleted), 'PATCH user/11/restore': ok(ana) }));
    const { location } = await renderPage();
    const user = userEvent.setup();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar usuario' });
    expect(dialog).toHaveTextContent('¿Deseas eliminar al usuario Ana Ruiz? No se puede deshacer esta acción.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(writes(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar usuario' })).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Usuario eliminado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'DELETE', path: 'user/11' })]);
    await waitFor(() => expect(location().pathname).toBe('/account/5/users'));
    expect(location().search).toBe('?platform=2');
    // The toast's 'Deshacer' takes the user back, as the delete answered it.
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Usuario restaurado')).toBeInTheDocument();
    expect(writes(requests).at(-1)).toMatchObject({ method: 'PATCH', path: 'user/11/restore', ifMatch: '"v2"' });
  });

  it("says 'Ha ocurrido un error al eliminar al usuario' when the delete fails, and stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(api({ 'DELETE user/11': fail(500, 'Fallo interno') }));
    const { location } = await renderPage();
    const user = userEvent.setup();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Eliminar usuario' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar usuario' })).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Ha ocurrido un error al eliminar al usuario')).toBeInTheDocument();
    expect(location().pathname).toBe('/account/5/users/11');
  });

  it('deletes for good only when the typed id matches: a wrong one cancels with a warning and sends nothing', async () => {
    const requests = mockApi(api({ 'DELETE user/11/hard': ok(ana) }));
    const { location } = await renderPage();
    const user = userEvent.setup();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Eliminar permanentemente' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar permanentemente' });
    const submit = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Escribe el ID del usuario (11) para confirmar'), '12');
    await user.click(submit);
    expect(await screen.findByText('Has escrito mal el número, se canceló la eliminación.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar permanentemente' })).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar permanentemente' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar permanentemente' });
    // Closing cleared what was typed.
    expect(within(dialog).getByLabelText('Escribe el ID del usuario (11) para confirmar')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Escribe el ID del usuario (11) para confirmar'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario eliminado permanentemente')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'DELETE', path: 'user/11/hard' })]);
    await waitFor(() => expect(location().pathname).toBe('/account/5/users'));
    expect(location().search).toBe('?platform=2');
  });
});
