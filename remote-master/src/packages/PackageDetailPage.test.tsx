// What is particular to a package's page: what it bundles (add, bulk removal and its reload, lists through the
// package and the messaging API, duplicates warned here), the account it needs, its image and its attributes.
// The attributes' table as a screen of the machine: screens.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConfig } from '@console/core';
import { packageItemLinks, packageTexts } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';

/** Spec 2 §9: the section reloads 1.5 s after a bulk removal. */
const RELOAD_AFTER_REMOVAL_MS = packageItemLinks.flow.reloadAfterRemovalMs ?? 0;

const pkg = {
  package_id: 5,
  name: 'Kit de ventas',
  category: 'Ventas',
  description: 'Catálogo y carrito',
  creator: 'Equipo de Soluciones',
  image: null,
  type: 'premium',
  account_id: 3,
  createdAt: '2026-05-01T10:00:00.000Z',
};
const flow = (flow_id: number, name: string) => ({ flow_id, name, account_id: 3, createdAt: '2026-04-01T10:00:00.000Z', Blocks: [{ block_id: flow_id * 10, name: 'Saludo' }] });
const bienvenida = flow(11, 'Bienvenida');
const menu = flow(12, 'Menú principal');
const catalogo = flow(13, 'Catálogo de productos');
const page = (rows: unknown[]) => ok(rows, { hasNextPage: false });
const MESSAGING = getConfig().messagingUrl;

/** The page's reads; `flows` answers the package's flows (a function: they change). */
function pageApi(overrides: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}, flows: () => unknown[] = () => [bienvenida, menu]) {
  return mockApi({
    'GET package/5': ok(pkg),
    'GET account/3': ok({ account_id: 3, name: 'Tienda El Sol Ventas' }),
    'GET package/5/flows': () => page(flows()),
    'GET package/5/sequences': page([]),
    'GET package/5/user_attributes': page([]),
    'GET package/5/attributes': page([]),
    [`GET ${MESSAGING}templates/5`]: ok({ ...pkg, Lists: [{ list_id: 21, name: 'VIP' }] }),
    'GET account/3/flows': page([bienvenida, menu, catalogo]),
    [`GET ${MESSAGING}account/3/lists`]: page([
      { list_id: 21, name: 'VIP', account_id: 3, createdAt: '2026-04-01T10:00:00.000Z' },
      { list_id: 22, name: 'Newsletter', account_id: 3, createdAt: '2026-04-01T10:00:00.000Z' },
    ]),
    ...overrides,
  });
}
const renderPage = () => renderWithConsole(<App />, { route: '/master/packages/5', path: '/master/*' });
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const section = async (name: string) => within(await screen.findByRole('region', { name }));

async function choose(user: ReturnType<typeof userEvent.setup>, region: ReturnType<typeof within>, label: string, option: string) {
  await user.click(region.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Paquete', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.useRealTimers());

  it("is titled with the package's name and adds a flow of its account: the call, the toast; one already there is warned, not sent", async () => {
    const requests = pageApi({ 'POST package/5/flow': ok(pkg) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de ventas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a paquetes' })).toHaveAttribute('href', '/master/packages');
    const flows = await section('Flujos');
    expect(await flows.findByRole('cell', { name: 'Bienvenida' })).toBeInTheDocument();
    const user = userEvent.setup();

    await choose(user, flows, 'Agregar flujo', 'Catálogo de productos');
    await user.click(flows.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Flujo agregado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'package/5/flow', body: { flow_id: 13 } }]);
    // The selector offered the package's account's flows.
    expect(requests.find((r) => r.path === 'account/3/flows')?.query).toEqual({ limit: '2500' });

    await choose(user, flows, 'Agregar flujo', 'Bienvenida');
    await user.click(flows.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('El flujo ya se encuentra en el paquete')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(1);
  });

  it("removes the selection with one call per item, then reloads the section 1.5 s later and clears the ticks", async () => {
    let linked = [bienvenida, menu];
    const requests = pageApi(
      {
        'DELETE package/5/flow': (r) => {
          linked = linked.filter((f) => f.flow_id !== (r.body as { flow_id: number }).flow_id);
          return ok(pkg);
        },
      },
      () => linked,
    );
    await renderPage();
    const flows = await section('Flujos');
    const user = userEvent.setup();
    await user.click(await flows.findByRole('checkbox', { name: 'Seleccionar todos los flujos' }));
    expect(flows.getByRole('checkbox', { name: 'Seleccionar Menú principal' })).toBeChecked();
    // The reload's 1.5 s on the test's clock (a fake one from here, moved only by the test and its waits),
    // not the machine's: how long the removal takes to show on a busy machine changes nothing.
    jest.useFakeTimers();
    const clocked = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const removedAt = jest.now();
    await clocked.click(flows.getByRole('button', { name: 'Remover selección' }));
    expect(await screen.findByText('Flujos removidos con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'DELETE', path: 'package/5/flow', body: { flow_id: 11 } },
      { method: 'DELETE', path: 'package/5/flow', body: { flow_id: 12 } },
    ]);
    const loads = () => requests.filter((r) => r.path === 'package/5/flows').length;
    const before = loads();
    // Not at once: the removed flows stay listed until the reload, 1.5 s after the removal…
    await act(async () => jest.advanceTimersByTime(removedAt + RELOAD_AFTER_REMOVAL_MS - 1 - jest.now()));
    expect(loads()).toBe(before);
    expect(flows.getByRole('cell', { name: 'Bienvenida' })).toBeInTheDocument();
    // …and then the section reads them again.
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(jest.now() - removedAt).toBeLessThan(RELOAD_AFTER_REMOVAL_MS + 500);
    expect(await flows.findByText('El paquete no tiene flujos')).toBeInTheDocument();
    expect(flows.getByRole('button', { name: 'Remover selección' })).toBeDisabled();
  });

  it('reads its lists from the messaging API (templates/{id}) and adds one through POST package/{id} with Lists', async () => {
    const requests = pageApi({ 'POST package/5': ok(pkg) });
    await renderPage();
    const lists = await section('Listas');
    expect(await lists.findByRole('cell', { name: 'VIP' })).toBeInTheDocument();
    const user = userEvent.setup();
    await choose(user, lists, 'Agregar lista', 'Newsletter');
    await user.click(lists.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Lista agregada con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'package/5', body: { Lists: [22] } }]);
  });

  it('without an account, every section says to choose it first and offers nothing to add', async () => {
    pageApi({ 'GET package/5': ok({ ...pkg, account_id: null }) });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Kit de ventas' });
    for (const name of ['Flujos', 'Secuencias', 'Variables', 'Listas']) {
      const region = await section(name);
      expect(region.getByText(packageTexts.chooseAccount)).toBeInTheDocument();
      expect(region.queryByRole('combobox')).not.toBeInTheDocument();
    }
  });

  it('uploads its image with the kit’s upload field and saves the address', async () => {
    const url = 'http://localhost:4000/files/images/0123456789abcdef-logo.png';
    const requests = pageApi({
      'POST utils/uploadToS3': ok({ url, name: '0123456789abcdef-logo.png' }),
      'PATCH package/5': (r) => ok({ ...pkg, ...(r.body as object) }),
    });
    await renderPage();
    const form = within(await screen.findByRole('form', { name: 'Editar Kit de ventas' }));
    const user = userEvent.setup();
    await user.upload(form.getByLabelText('Imagen: elegir archivo'), new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(await form.findByRole('img', { name: 'Imagen' })).toHaveAttribute('src', url);
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Paquete actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'utils/uploadToS3', body: expect.objectContaining({ bucket: 'images' }) },
      { method: 'PATCH', path: 'package/5', body: { image: url } },
    ]);
  });

  it('creates an attribute in this package (POST package_attribute with its package_id)', async () => {
    const requests = pageApi({ 'POST package_attribute': (r) => ok({ package_attribute_id: 9, title: '', description: '', required: false, ...(r.body as object) }) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Atributos' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear atributo de paquete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear atributo de paquete' }));
    expect(dialog.getByRole('button', { name: 'Crear' })).toHaveAccessibleDescription('Completa el nombre, el tipo y el valor.');
    await user.type(dialog.getByLabelText('Nombre'), 'moneda');
    await user.selectOptions(dialog.getByLabelText('Tipo'), 'Texto');
    await user.type(dialog.getByLabelText('Valor'), 'MXN');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Atributo de paquete creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'package_attribute', body: expect.objectContaining({ package_id: 5, name: 'moneda', type: 'text', value: 'MXN', frontend_type: 'input_text' }) },
    ]);
  });
});
