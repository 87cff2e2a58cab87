import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, pasteInto, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const created = {
  extension_id: 12,
  name: 'cotizador',
  description: 'Cotiza envíos',
  runtime: 'python3.7',
  input: 'destino',
  output: 'precio',
  status: 'activa',
  version: '1.0',
  handler: 'main.handler',
  file_name: '0123456789abcdef-cotizador.zip',
  service_id: null,
  code: '',
  createdAt: '2026-03-01T12:00:00.000Z',
};
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const open = () => renderWithConsole(<App />, { route: '/account/7/extensions', path: '/account/:account_id/*' });

describe('Extensiones de una cuenta', () => {
  it("'Crear extensión' uploads its .zip and creates it installed in this account; the dialog clears on close", async () => {
    const requests = mockApi({
      'GET account/7': ok(ventas),
      'GET account/7/extensions': ok([], { hasNextPage: false }),
      'GET service': ok([], { hasNextPage: false }),
      'POST utils/uploadToS3': ok({ url: 'http://localhost:4000/files/code/cotizador.zip', name: created.file_name }),
      'POST account/7/extensions': { status: 201, body: { success: true, resource: created } },
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Crear extensión' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear extensión' }));
    await pasteInto(user, dialog.getByLabelText('Nombre'), 'cotizador');
    await pasteInto(user, dialog.getByLabelText('Descripción'), 'Cotiza envíos');
    await user.selectOptions(dialog.getByLabelText('Entorno de ejecución'), 'Python 3.7');
    await pasteInto(user, dialog.getByLabelText('Entrada'), 'destino');
    await pasteInto(user, dialog.getByLabelText('Salida'), 'precio');
    await pasteInto(user, dialog.getByLabelText('Estado'), 'activa');
    await pasteInto(user, dialog.getByLabelText('Versión'), '1.0');
    await pasteInto(user, dialog.getByLabelText('Manejador'), 'main.handler');
    const create = dialog.getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();
    await user.upload(dialog.getByLabelText('Archivo .zip: elegir archivo'), new File([new Uint8Array(10)], 'cotizador.zip', { type: 'application/zip' }));
    expect(await dialog.findByText(created.file_name)).toBeInTheDocument();
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Extensión creada con éxito')).toBeInTheDocument();
    expect(writes(requests).at(-1)).toMatchObject({
      method: 'POST',
      path: 'account/7/extensions',
      body: {
        name: 'cotizador',
        description: 'Cotiza envíos',
        runtime: 'python3.7',
        input: 'destino',
        output: 'precio',
        status: 'activa',
        version: '1.0',
        handler: 'main.handler',
        file_name: created.file_name,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Crear extensión' }));
    const again = within(await screen.findByRole('dialog', { name: 'Crear extensión' }));
    expect(again.getByLabelText('Nombre')).toHaveValue('');
    expect(again.getByText('Ningún archivo')).toBeInTheDocument();
  });

  it("clears every field when closed without creating: opened again, nothing typed or chosen is there and nothing was sent (spec 3 §2)", async () => {
    const requests = mockApi({
      'GET account/7': ok(ventas),
      'GET account/7/extensions': ok([], { hasNextPage: false }),
      'GET service': ok([{ service_id: 3, name: 'Soporte', title: 'Soporte', createdAt: null }], { hasNextPage: false }),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Crear extensión' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear extensión' }));
    const typed = ['Nombre', 'Descripción', 'Entrada', 'Salida', 'Estado', 'Versión', 'Manejador', 'Código'];
    for (const label of typed) await user.type(dialog.getByLabelText(label), 'abc');
    await user.selectOptions(dialog.getByLabelText('Entorno de ejecución'), 'Python 3.7');
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Servicio' }), 'Soporte');
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Crear extensión' }));
    const again = within(await screen.findByRole('dialog', { name: 'Crear extensión' }));
    for (const label of typed) expect([label, again.getByLabelText(label)]).toEqual([label, expect.objectContaining({ value: '' })]);
    expect(again.getByLabelText('Entorno de ejecución')).toHaveDisplayValue('Elige un entorno de ejecución');
    expect(again.getByRole('combobox', { name: 'Servicio' })).toHaveValue('');
    expect(again.getByRole('button', { name: 'Crear' })).toBeDisabled();
    expect(writes(requests)).toEqual([]);
  });
});
