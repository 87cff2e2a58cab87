import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/shared/ui/testing';
import App from '../App';
import type { Permission } from '../permissions/api';
import type { Role } from './api';

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
  type: 'admin',
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

describe('Roles', () => {
  it('lists the first page of roles with their creation dates', async () => {
    const { requests } = roleServer();
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Roles', level: 1 })).toBeInTheDocument();
    const row = (await within(table()).findByRole('cell', { name: 'Soporte' })).closest('tr') as HTMLElement;
    // The first cell holds the edit toggle.
    expect(within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual([
      '2',
      'Soporte',
      'Atiende a los clientes',
      'staff',
      '05 nov, 2026',
    ]);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Editar',
      'ID',
      'Nombre',
      'Descripción',
      'Tipo',
      'Fecha de creación',
    ]);
    expect(within(table()).getByRole('cell', { name: '20 ene, 2026' })).toBeInTheDocument();
    expect(lists(requests).map((r) => r.query)).toEqual([{ page: '1', limit: '25' }]);
    // The permissions are loaded only when a role is opened.
    expect(requests.filter((r) => r.path === 'permission')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('pages with page and limit', async () => {
    const requests = mockApi({
      'GET role': (r) => ok(r.query.page === '1' ? [konverza] : [soporte], { hasNextPage: r.query.page === '1' }),
    });
    await renderPage();
    await within(table()).findByRole('cell', { name: 'Konverza' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await within(table()).findByRole('cell', { name: 'Soporte' })).toBeInTheDocument();
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25' });
  });

  it("shows 'Error obteniendo roles.' when the list cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET role': fail(500, 'Base de datos no disponible') });
    await renderPage();
    expect(await screen.findByText('Error obteniendo roles.')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    expect(screen.getByText('No hay resultados')).toBeInTheDocument();
  });

  describe('create dialog', () => {
    async function openCreate(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Crear rol' }));
      return within(await screen.findByRole('dialog', { name: 'Crear rol' }));
    }

    it("enables 'Crear' only when name, description and type are filled; sends them, toasts and reloads", async () => {
      const { requests } = roleServer({
        'POST role': (r) => ok({ ...soporte, ...(r.body as object), role_id: 3, Permissions: [] }),
      });
      await renderPage();
      await within(table()).findByRole('cell', { name: 'Soporte' });
      const user = userEvent.setup();
      const dialog = await openCreate(user);
      const create = dialog.getByRole('button', { name: 'Crear' });
      expect(create).toBeDisabled();
      await user.type(dialog.getByLabelText('Nombre'), ' Ventas ');
      await user.type(dialog.getByLabelText('Descripción'), 'Equipo comercial');
      await waitFor(() => expect(create).toBeDisabled());
      await user.type(dialog.getByLabelText('Tipo'), '   ');
      await waitFor(() => expect(create).toBeDisabled());
      expect(dialog.getByText('Introduce el tipo')).toBeInTheDocument();
      await user.type(dialog.getByLabelText('Tipo'), 'staff');
      await waitFor(() => expect(create).toBeEnabled());
      await user.click(create);
      expect(await screen.findByText('Rol creado con éxito')).toBeInTheDocument();
      expect(writes(requests)).toEqual([
        { method: 'POST', path: 'role', query: {}, body: { name: 'Ventas', description: 'Equipo comercial', type: 'staff' } },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(lists(requests)).toHaveLength(2));
    });

    it("shows 'Error creando rol.' and the server's text, keeping what was typed", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      roleServer({ 'POST role': fail(409, 'Ya existe un rol con ese nombre') });
      await renderPage();
      const user = userEvent.setup();
      const dialog = await openCreate(user);
      await user.type(dialog.getByLabelText('Nombre'), 'Soporte');
      await user.type(dialog.getByLabelText('Descripción'), 'Otro');
      await user.type(dialog.getByLabelText('Tipo'), 'staff');
      await user.click(dialog.getByRole('button', { name: 'Crear' }));
      expect(await screen.findByText('Error creando rol.')).toBeInTheDocument();
      expect(screen.getByText('Ya existe un rol con ese nombre')).toBeInTheDocument();
      expect(dialog.getByLabelText('Nombre')).toHaveValue('Soporte');
    });
  });

  describe('edit row', () => {
    it("edits name, description and type; 'Guardar' sends PATCH role/{id} and toasts 'Rol actualizado'", async () => {
      const { requests, roles } = roleServer({
        'PATCH role/2': (r) => {
          const role = roles.get(2) as Role;
          Object.assign(role, r.body);
          return ok(role);
        },
      });
      await renderPage();
      const user = userEvent.setup();
      const row = await openEditRow(user, 'Soporte');
      expect(row.getByLabelText('Nombre')).toHaveValue('Soporte');
      expect(row.getByLabelText('Descripción')).toHaveValue('Atiende a los clientes');
      expect(row.getByLabelText('Tipo')).toHaveValue('staff');
      const save = row.getByRole('button', { name: 'Guardar' });
      expect(save).toBeDisabled();
      await user.clear(row.getByLabelText('Descripción'));
      await user.type(row.getByLabelText('Descripción'), 'Soporte de segundo nivel');
      await user.clear(row.getByLabelText('Tipo'));
      await user.type(row.getByLabelText('Tipo'), 'n2');
      await user.click(save);
      expect(await screen.findByText('Rol actualizado')).toBeInTheDocument();
      expect(writes(requests)).toEqual([
        {
          method: 'PATCH',
          path: 'role/2',
          query: {},
          body: { name: 'Soporte', description: 'Soporte de segundo nivel', type: 'n2' },
        },
      ]);
      expect(await within(table()).findByRole('cell', { name: 'Soporte de segundo nivel' })).toBeInTheDocument();
      await waitFor(() => expect(save).toBeDisabled());
    });

    it('refuses an emptied name before sending anything', async () => {
      const { requests } = roleServer();
      await renderPage();
      const user = userEvent.setup();
      const row = await openEditRow(user, 'Soporte');
      await user.clear(row.getByLabelText('Nombre'));
      await user.click(row.getByRole('button', { name: 'Guardar' }));
      expect(await row.findByText('Introduce el nombre')).toBeInTheDocument();
      expect(writes(requests)).toEqual([]);
    });

    it("shows 'Error actualizando rol.' with the server's reason (the superadmin role keeps its name)", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      roleServer({ 'PATCH role/1': fail(409, 'El rol superadministrador no se puede renombrar') });
      await renderPage();
      const user = userEvent.setup();
      const row = await openEditRow(user, 'Konverza');
      await user.type(row.getByLabelText('Nombre'), ' 2');
      await user.click(row.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Error actualizando rol.')).toBeInTheDocument();
      expect(screen.getByText('El rol superadministrador no se puede renombrar')).toBeInTheDocument();
      expect(row.getByLabelText('Nombre')).toHaveValue('Konverza 2');
    });
  });

  describe('delete', () => {
    async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
      const row = await openEditRow(user, 'Soporte');
      await user.click(row.getByRole('button', { name: 'Eliminar' }));
      return within(await screen.findByRole('alertdialog'));
    }

    it("asks first; 'Cancelar' sends nothing", async () => {
      const { requests } = roleServer();
      await renderPage();
      const user = userEvent.setup();
      const dialog = await askToDelete(user);
      expect(dialog.getByText('¿Deseas eliminar el rol Soporte? No se puede deshacer esta acción.')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(writes(requests)).toEqual([]);
    });

    it("'Sí, eliminar' sends DELETE role/{id}, toasts 'Rol eliminado' and reloads", async () => {
      const { requests, roles } = roleServer({
        'DELETE role/2': () => {
          const role = roles.get(2);
          roles.delete(2);
          return ok(role);
        },
      });
      await renderPage();
      const user = userEvent.setup();
      const dialog = await askToDelete(user);
      await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
      expect(await screen.findByText('Rol eliminado')).toBeInTheDocument();
      expect(writes(requests).map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE role/2']);
      await waitFor(() => expect(within(table()).queryByRole('cell', { name: 'Soporte' })).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it("shows 'Error eliminando rol.' and why, when admins still hold the role", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      roleServer({ 'DELETE role/2': fail(409, 'El rol está asignado a 2 administradores') });
      await renderPage();
      const user = userEvent.setup();
      const dialog = await askToDelete(user);
      await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
      expect(await screen.findByText('Error eliminando rol.')).toBeInTheDocument();
      expect(screen.getByText('El rol está asignado a 2 administradores')).toBeInTheDocument();
      // The question stays open; cancelling leaves the role listed.
      await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(within(table()).getByRole('cell', { name: 'Soporte' })).toBeInTheDocument();
    });
  });

  describe('permissions of a role', () => {
    const checklist = (row: ReturnType<typeof within>) => within(row.getByRole('group', { name: 'Permisos' }));

    it("lists every permission under 'Permisos', ticked when the role has it; loaded once for every role", async () => {
      const { requests } = roleServer();
      await renderPage();
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
});
