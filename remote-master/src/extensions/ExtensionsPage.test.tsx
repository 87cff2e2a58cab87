import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTENSION_CODE_TEMPLATES } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const extension = {
  extension_id: 7,
  name: 'calcular-envio',
  description: 'Cotiza el envío',
  runtime: 'nodejs8.10',
  input: '{}',
  output: '{}',
  status: 'activa',
  version: '1.4.0',
  handler: 'index.handler',
  file_name: '0123456789abcdef-calcular-envio.zip',
  service_id: null,
  code: 'exports.handler = async () => 1;',
  createdAt: '2026-05-01T10:00:00.000Z',
  Accounts: [{ account_id: 3, name: 'Bot ventas' }],
};
const services = { 'GET service': ok([{ service_id: 1, name: 'konverza', title: 'Konverza' }], { hasNextPage: false }) };
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');

describe('Extensiones', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("'Crear extensión' opens the detail with id 0: the name keeps letters and hyphens, the runtime writes its template, the .zip is uploaded", async () => {
    const requests = mockApi({
      ...services,
      'GET extension': ok([extension], { hasNextPage: false }),
      'POST utils/uploadToS3': ok({ url: 'http://x/files/code/z.zip', name: '0123456789abcdef-mi-extension.zip' }),
      'POST extension': (r) => ok({ ...extension, ...(r.body as object), extension_id: 12, Accounts: [] }),
      'GET extension/12': () => ok({ ...extension, ...(requests.find((q) => q.method === 'POST' && q.path === 'extension')?.body as object), extension_id: 12, Accounts: [] }),
    });
    const { location } = await renderWithConsole(<App />, { route: '/master/extensions', path: '/master/*' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Crear extensión' }));
    expect(location().pathname).toBe('/master/extensions/0');
    const form = within(await screen.findByRole('form', { name: 'Crear extensión' }));
    // 'Crear' waits, and says for what; every field it needs is marked.
    expect(form.getByRole('button', { name: 'Crear' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Crear' })).toHaveAccessibleDescription(/^Completa el nombre, la descripción, .+ y el archivo \.zip\.$/);
    expect(form.getByRole('textbox', { name: 'Versión' })).toBeRequired();

    await user.type(form.getByLabelText(/^Nombre/), 'Mi extensión_2 nueva!');
    expect(form.getByLabelText(/^Nombre/)).toHaveValue('Miextensinnueva');
    await user.clear(form.getByLabelText(/^Nombre/));
    await user.type(form.getByLabelText(/^Nombre/), 'mi-extension');

    const code = form.getByLabelText('Código');
    await user.selectOptions(form.getByLabelText('Entorno de ejecución'), 'Python 3.7');
    expect(code).toHaveValue(EXTENSION_CODE_TEMPLATES.python);
    await user.selectOptions(form.getByLabelText('Entorno de ejecución'), 'Node.js 8.10 (javascript)');
    expect(code).toHaveValue(EXTENSION_CODE_TEMPLATES.javascript);
    // What the person wrote is never replaced.
    await user.clear(code);
    await user.type(code, 'console.log(1)');
    await user.selectOptions(form.getByLabelText('Entorno de ejecución'), 'Python 2.7');
    expect(code).toHaveValue('console.log(1)');
    await user.selectOptions(form.getByLabelText('Entorno de ejecución'), 'Node.js 8.10 (javascript)');

    for (const [label, value] of [
      ['Descripción', 'Cotiza'],
      ['Entrada', '{ "zip": "06700" }'],
      ['Salida', '{ "price": 1 }'],
      ['Estado', 'activa'],
      ['Versión', '1.0.0'],
      ['Manejador', 'index.handler'],
    ]) {
      await user.type(form.getByLabelText(new RegExp(`^${label}`)), value.replace(/[{[]/g, (c) => c + c));
    }
    await user.upload(form.getByLabelText('Archivo .zip: elegir archivo'), new File([new Uint8Array(4)], 'mi-extension.zip', { type: 'application/zip' }));
    expect(await form.findByText('0123456789abcdef-mi-extension.zip')).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(form.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Extensión creada con éxito')).toBeInTheDocument();
    expect(writes(requests).find((r) => r.path === 'extension')?.body).toEqual({
      name: 'mi-extension',
      description: 'Cotiza',
      runtime: 'nodejs8.10',
      input: '{ "zip": "06700" }',
      output: '{ "price": 1 }',
      status: 'activa',
      version: '1.0.0',
      handler: 'index.handler',
      file_name: '0123456789abcdef-mi-extension.zip',
      code: 'console.log(1)',
    });
    await waitFor(() => expect(location().pathname).toBe('/master/extensions/12'));
  });

  it('leaving the create form with something typed asks first, and staying keeps it', async () => {
    mockApi({ ...services, 'GET extension': ok([extension], { hasNextPage: false }) });
    const { location } = await renderWithConsole(<App />, { route: '/master/extensions/0', path: '/master/*' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Crear extensión' }));
    await user.type(form.getByLabelText(/^Descripción/), 'A medias');
    await user.click(screen.getByRole('link', { name: 'Volver a extensiones' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    expect(location().pathname).toBe('/master/extensions/0');
    expect(form.getByLabelText(/^Descripción/)).toHaveValue('A medias');
  });

  it("the detail saves with the flag toUpdate: 'configuration', and installs and removes accounts", async () => {
    let stored = extension;
    const requests = mockApi({
      ...services,
      'GET extension/7': () => ok(stored),
      'PATCH extension/7': (r) => ok((stored = { ...stored, ...(r.body as object) })),
      'GET account': ok([{ account_id: 3, name: 'Bot ventas' }, { account_id: 4, name: 'Bot cobranza' }], { hasNextPage: false }),
      'POST extension/associate': () => ok((stored = { ...stored, Accounts: [...stored.Accounts, { account_id: 4, name: 'Bot cobranza' }] })),
      'POST extension/disassociate': () => ok((stored = { ...stored, Accounts: stored.Accounts.filter((a) => a.account_id !== 3) })),
    });
    await renderWithConsole(<App />, { route: '/master/extensions/7', path: '/master/*' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Extensión calcular-envio', level: 1 })).toBeInTheDocument();
    const version = screen.getByLabelText(/^Versión/);
    await user.clear(version);
    await user.type(version, '1.5.0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Extensión actualizada')).toBeInTheDocument();
    expect(writes(requests)[0]).toMatchObject({ method: 'PATCH', path: 'extension/7', body: { version: '1.5.0', toUpdate: 'configuration' } });

    const section = within(screen.getByRole('region', { name: 'Cuentas con la extensión' }));
    await user.click(section.getByRole('combobox', { name: 'Instalar en la cuenta' }));
    await user.click(await screen.findByRole('option', { name: 'Bot cobranza' }));
    await user.click(section.getByRole('button', { name: 'Instalar' }));
    expect(await screen.findByText('Extensión asociada con éxito')).toBeInTheDocument();
    expect(writes(requests)[1]).toMatchObject({ path: 'extension/associate', body: { extension_id: 7, account_id: 4 } });
    await user.click(await section.findByRole('button', { name: 'Quitar Bot ventas' }));
    expect(await screen.findByText('Extensión removida de la cuenta')).toBeInTheDocument();
    expect(writes(requests)[2]).toMatchObject({ path: 'extension/disassociate', body: { extension_id: 7, account_id: 3 } });
    await waitFor(() => expect(section.queryByText('Bot ventas')).not.toBeInTheDocument());
  });
});
