import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import type { permissionContract, roleContract, RowOf } from '@console/contracts';
import App from '../App';

type Permission = RowOf<typeof permissionContract>;
/** A role row as the fake server keeps it (its permissions change). */
type Role = { -readonly [K in keyof RowOf<typeof roleContract>]: RowOf<typeof roleContract>[K] };

const permission = (permission_id: number, name: string): Permission => ({
  permission_id,
  name,
  description: '',
  resource: 'account',
  read: true,
  create: false,
  update: false,
  delete: false,
  createdAt: '2026-01-01T12:00:00.000Z',
});
const readAccounts = permission(1, 'Leer cuentas');
const createAccounts = permission(2, 'Crear cuentas');
const deleteAccounts = permission(3, 'Eliminar cuentas');
const allPermissions = [createAccounts, deleteAccounts, readAccounts];
const ref = ({ permission_id, name }: Permission) => ({ permission_id, name });

const konverza: Role = {
  role_id: 1,
  name: 'Konverza',
  description: 'Superadministrador',
  type: 'staff',
  createdAt: '2026-01-20T12:00:00.000Z',
  Permissions: allPermissions.map(ref),
};
const soporte: Role = {
  role_id: 2,
  name: 'Soporte',
  description: 'Atiende a los clientes',
  type: 'staff',
  createdAt: '2026-11-05T12:00:00.000Z',
  Permissions: [ref(readAccounts)],
};

const renderPage = () => renderWithConsole(<App />, { route: '/master/roles', path: '/master/*' });
const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'role');
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const table = () => screen.getByRole('table', { name: 'Roles' });

async function openEditRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  const toggle = await within(table()).findByRole('button', { name: `Editar ${name}` });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}

/**
 * A server that keeps the roles' permissions: GET role answers the current rows, PUT/DELETE
 * role/{id}/permission link and unlink and answer the role row (409/404 as the API does).
 */
function roleServer(routes: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) {
  const roles = new Map([konverza, soporte].map((r) => [r.role_id, structuredClone(r)]));
  const link = (request: ApiRequest, linked: boolean): Reply => {
    const role = roles.get(Number(request.path.split('/')[1])) as Role;
    const { permission_id } = request.body as { permission_id: number };
    const has = role.Permissions.some((p) => p.permission_id === permission_id);
    if (linked && has) return fail(409, 'El permiso ya se encuentra asociado al rol');
    if (!linked && !has) return fail(404, 'El permiso no está asociado al rol');
    role.Permissions = linked
      ? [...role.Permissions, ref(allPermissions.find((p) => p.permission_id === permission_id) as Permission)]
      : role.Permissions.filter((p) => p.permission_id !== permission_id);
    return ok(role);
  };
  const requests = mockApi({
    'GET role': () => ok([...roles.values()], { hasNextPage: false }),
    'GET permission': ok(allPermissions, { hasNextPage: false, limit: 2500 }),
    'PUT role/2/permission': (r) => link(r, true),
    'DELETE role/2/permission': (r) => link(r, false),
    ...routes,
  });
  return { requests, roles };
}

/** The method of a fetch call, read without consuming its body. */
const methodOf = (input: RequestInfo | URL, init?: RequestInit) => (input instanceof Request ? input.method : (init?.method ?? 'GET'));

/** Holds the answers to the calls of `method` until `release()`: what the screen shows meanwhile. */
function holdAnswers(method: string) {
  const answer = jest.mocked(globalThis.fetch).getMockImplementation() as typeof fetch;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  jest.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    if (methodOf(input, init) === method) await gate;
    return answer(input, init);
  });
  return () => release();
}

describe('Roles: the permissions of a role', () => {
  const checklist = (row: ReturnType<typeof within>) => within(row.getByRole('group', { name: 'Permisos' }));

  it("lists every permission under 'Permisos', ticked when the role has it; loaded once for every role", async () => {
    const { requests } = roleServer();
    await renderPage();
    await within(table()).findByRole('cell', { name: 'Soporte' });
    // The permissions are loaded only when a role is opened.
    expect(requests.filter((r) => r.path === 'permission')).toEqual([]);
    const user = userEvent.setup();
    const row = await openEditRow(user, 'Soporte');
    expect(row.getByRole('heading', { name: 'Permisos' })).toBeInTheDocument();
    const list = checklist(row);
    expect(await list.findByRole('checkbox', { name: 'Leer cuentas' })).toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Crear cuentas' })).not.toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Eliminar cuentas' })).not.toBeChecked();
    expect(list.getAllByRole('checkbox')).toHaveLength(3);
    const superadmin = checklist(await openEditRow(user, 'Konverza'));
    for (const name of ['Leer cuentas', 'Crear cuentas', 'Eliminar cuentas']) {
      expect(await superadmin.findByRole('checkbox', { name })).toBeChecked();
    }
    expect(requests.filter((r) => r.path === 'permission')).toEqual([
      { method: 'GET', path: 'permission', query: { page: '1', limit: '2500' }, body: undefined },
    ]);
  });

  it('filters the checklist by name', async () => {
    roleServer();
    await renderPage();
    const user = userEvent.setup();
    const list = checklist(await openEditRow(user, 'Soporte'));
    await list.findByRole('checkbox', { name: 'Leer cuentas' });
    await user.type(list.getByRole('searchbox', { name: 'Filtrar permisos' }), 'crear');
    await waitFor(() => expect(list.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Crear cuentas']));
  });

  it('ticking links the permission with PUT role/{id}/permission; the box waits, disabled, for the answer', async () => {
    const { requests } = roleServer();
    await renderPage();
    const user = userEvent.setup();
    const list = checklist(await openEditRow(user, 'Soporte'));
    const box = await list.findByRole('checkbox', { name: 'Crear cuentas' });
    const release = holdAnswers('PUT');
    await user.click(box);
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toBeChecked();
    // The others stay usable meanwhile.
    expect(list.getByRole('checkbox', { name: 'Eliminar cuentas' })).toBeEnabled();
    release();
    expect(await screen.findByText('Permiso asignado al rol')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(writes(requests)).toEqual([{ method: 'PUT', path: 'role/2/permission', query: {}, body: { permission_id: 2 } }]);
    // The list was refreshed after the call.
    expect(lists(requests)).toHaveLength(2);
  });

  it('unticking unlinks it with DELETE role/{id}/permission', async () => {
    const { requests } = roleServer();
    await renderPage();
    const user = userEvent.setup();
    const list = checklist(await openEditRow(user, 'Soporte'));
    const box = await list.findByRole('checkbox', { name: 'Leer cuentas' });
    await user.click(box);
    expect(await screen.findByText('Permiso removido del rol')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: 'role/2/permission', query: {}, body: { permission_id: 1 } }]);
  });

  it("shows the server's answer: a refused tick says 'Error asociando permiso.' and the box follows the server", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests, roles } = roleServer();
    await renderPage();
    const user = userEvent.setup();
    const list = checklist(await openEditRow(user, 'Soporte'));
    const box = await list.findByRole('checkbox', { name: 'Crear cuentas' });
    // Someone else linked it meanwhile: the server refuses, and the refreshed list shows it linked.
    (roles.get(2) as Role).Permissions.push(ref(createAccounts));
    await user.click(box);
    expect(await screen.findByText('Error asociando permiso.')).toBeInTheDocument();
    expect(screen.getByText('El permiso ya se encuentra asociado al rol')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(lists(requests)).toHaveLength(2);
  });

  it("an untick that fails says 'Error removiendo permiso.' and the box stays ticked", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    roleServer({ 'DELETE role/2/permission': fail(500, 'Base de datos no disponible') });
    await renderPage();
    const user = userEvent.setup();
    const list = checklist(await openEditRow(user, 'Soporte'));
    const box = await list.findByRole('checkbox', { name: 'Leer cuentas' });
    await user.click(box);
    expect(await screen.findByText('Error removiendo permiso.')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it("a call that cannot reach the server says 'Ocurrió un error asociando permiso.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    roleServer();
    await renderPage();
    const user = userEvent.setup();
    const list = checklist(await openEditRow(user, 'Soporte'));
    const box = await list.findByRole('checkbox', { name: 'Eliminar cuentas' });
    const answer = jest.mocked(globalThis.fetch).getMockImplementation() as typeof fetch;
    jest.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (methodOf(input, init) === 'PUT') {
        // As a browser does, the body was sent before the connection dropped.
        if (input instanceof Request) await input.text();
        throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    });
    await user.click(box);
    expect(await screen.findByText('Ocurrió un error asociando permiso.')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });

  it("shows 'Error obteniendo permisos.' when the permissions cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    roleServer({ 'GET permission': fail(500, 'Base de datos no disponible') });
    await renderPage();
    const row = await openEditRow(userEvent.setup(), 'Soporte');
    expect(await screen.findByText('Error obteniendo permisos.')).toBeInTheDocument();
    expect(row.getByText('No hay permisos')).toBeInTheDocument();
  });
});
