import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/shared/ui/testing';
import App from '../App';
import type { Permission } from './api';

const readAccounts: Permission = {
  permission_id: 1,
  name: 'Leer cuentas',
  description: 'Ver las cuentas',
  resource: 'account',
  read: true,
  create: false,
  update: false,
  delete: false,
  createdAt: '2026-11-05T12:00:00.000Z',
};
const manageAdmins: Permission = {
  permission_id: 2,
  name: 'Gestionar administradores',
  description: '',
  resource: 'admin',
  read: true,
  create: true,
  update: true,
  delete: true,
  createdAt: '2026-01-20T12:00:00.000Z',
};

const renderPage = (route = '/master/permissions') => renderWithConsole(<App />, { route, path: '/master/*' });
const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'permission');
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const table = () => screen.getByRole('table', { name: 'Permisos' });
const cellsOf = (name: string) =>
  within(within(table()).getByRole('cell', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

/** A server keeping the permissions: the list answers what the writes left. */
function permissionServer(routes: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) {
  const stored = new Map([readAccounts, manageAdmins].map((p) => [p.permission_id, { ...p }]));
  const requests = mockApi({
    'GET permission': () => ok([...stored.values()], { hasNextPage: false }),
    'POST permission': (r) => {
      const created = { ...readAccounts, ...(r.body as object), permission_id: 3 };
      stored.set(3, created);
      return ok(created);
    },
    'PATCH permission/1': (r) => ok(Object.assign(stored.get(1) as Permission, r.body)),
    'DELETE permission/1': () => {
      const removed = stored.get(1);
      stored.delete(1);
      return ok(removed);
    },
    ...routes,
  });
  return requests;
}

async function openEditRow(user: ReturnType<typeof userEvent.setup>, name: string) {
  const toggle = await within(table()).findByRole('button', { name: `Editar ${name}` });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}

describe('Permisos', () => {
  it('lists the first page with name, description, resource and the four flags as Sí / No', async () => {
    const requests = permissionServer();
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Permisos', level: 1 })).toBeInTheDocument();
    await within(table()).findByRole('cell', { name: 'Leer cuentas' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Editar',
      'ID',
      'Nombre',
      'Descripción',
      'Recurso',
      'Leer',
      'Crear',
      'Actualizar',
      'Eliminar',
    ]);
    expect(cellsOf('Leer cuentas')).toEqual(['1', 'Leer cuentas', 'Ver las cuentas', 'account', 'Sí', 'No', 'No', 'No']);
    expect(cellsOf('Gestionar administradores')).toEqual(['2', 'Gestionar administradores', '', 'admin', 'Sí', 'Sí', 'Sí', 'Sí']);
    expect(lists(requests).map((r) => r.query)).toEqual([{ page: '1', limit: '25' }]);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('pages with page and limit', async () => {
    const requests = mockApi({
      'GET permission': (r) => ok(r.query.page === '1' ? [readAccounts] : [manageAdmins], { hasNextPage: r.query.page === '1' }),
    });
    await renderPage();
    await within(table()).findByRole('cell', { name: 'Leer cuentas' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await within(table()).findByRole('cell', { name: 'Gestionar administradores' })).toBeInTheDocument();
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25' });
    await user.selectOptions(screen.getByLabelText('Filas por página'), '100');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '100' }));
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('searches by name 800 ms after typing stops', async () => {
      const requests = permissionServer();
      const { location } = await renderPage();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar permiso' }), 'cuentas');
      await act(async () => jest.advanceTimersByTime(799));
      expect(lists(requests)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(lists(requests).map((r) => r.query)).toEqual([
        { page: '1', limit: '25' },
        { page: '1', limit: '25', name: 'cuentas' },
      ]);
      expect(location().search).toBe('?name=cuentas');
    });
  });

  it("shows 'Error obteniendo permisos.' when the list cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET permission': fail(500, 'Base de datos no disponible') });
    await renderPage();
    expect(await screen.findByText('Error obteniendo permisos.')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    expect(screen.getByText('No hay resultados')).toBeInTheDocument();
  });

  describe('create dialog', () => {
    async function openCreate(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Crear permiso' }));
      return within(await screen.findByRole('dialog', { name: 'Crear permiso' }));
    }

    it("enables 'Crear' once named; sends the fields and flags, toasts 'Permiso creado con éxito' and reloads", async () => {
      const requests = permissionServer();
      await renderPage();
      await within(table()).findByRole('cell', { name: 'Leer cuentas' });
      const user = userEvent.setup();
      const dialog = await openCreate(user);
      const create = dialog.getByRole('button', { name: 'Crear' });
      expect(create).toBeDisabled();
      for (const flag of ['Leer', 'Crear', 'Actualizar', 'Eliminar']) {
        expect(dialog.getByRole('checkbox', { name: flag })).not.toBeChecked();
      }
      await user.type(dialog.getByLabelText('Nombre'), ' Crear organizaciones ');
      await waitFor(() => expect(create).toBeEnabled());
      await user.type(dialog.getByLabelText('Descripción'), 'Alta de organizaciones');
      await user.type(dialog.getByLabelText('Recurso'), 'organization');
      await user.click(dialog.getByRole('checkbox', { name: 'Leer' }));
      await user.click(dialog.getByRole('checkbox', { name: 'Crear' }));
      await user.click(create);
      expect(await screen.findByText('Permiso creado con éxito')).toBeInTheDocument();
      expect(writes(requests)).toEqual([
        {
          method: 'POST',
          path: 'permission',
          query: {},
          body: {
            name: 'Crear organizaciones',
            description: 'Alta de organizaciones',
            resource: 'organization',
            read: true,
            create: true,
            update: false,
            delete: false,
          },
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await within(table()).findByRole('cell', { name: 'Crear organizaciones' })).toBeInTheDocument();
    });

    it('refuses a blank name', async () => {
      permissionServer();
      await renderPage();
      const user = userEvent.setup();
      const dialog = await openCreate(user);
      await user.type(dialog.getByLabelText('Nombre'), '   ');
      expect(await dialog.findByText('Introduce el nombre')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Crear' })).toBeDisabled();
    });

    it("shows 'Error creando permiso.' and the server's text, keeping what was typed", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      permissionServer({ 'POST permission': fail(409, 'Ya existe un permiso con ese nombre') });
      await renderPage();
      const user = userEvent.setup();
      const dialog = await openCreate(user);
      await user.type(dialog.getByLabelText('Nombre'), 'Leer cuentas');
      await user.click(dialog.getByRole('button', { name: 'Crear' }));
      expect(await screen.findByText('Error creando permiso.')).toBeInTheDocument();
      expect(screen.getByText('Ya existe un permiso con ese nombre')).toBeInTheDocument();
      expect(dialog.getByLabelText('Nombre')).toHaveValue('Leer cuentas');
    });
  });

  describe('edit row', () => {
    it("edits the fields and flags; 'Guardar' sends PATCH permission/{id} and toasts 'Permiso actualizado'", async () => {
      const requests = permissionServer();
      await renderPage();
      const user = userEvent.setup();
      const row = await openEditRow(user, 'Leer cuentas');
      expect(row.getByLabelText('Nombre')).toHaveValue('Leer cuentas');
      expect(row.getByLabelText('Descripción')).toHaveValue('Ver las cuentas');
      expect(row.getByLabelText('Recurso')).toHaveValue('account');
      expect(row.getByRole('checkbox', { name: 'Leer' })).toBeChecked();
      expect(row.getByRole('checkbox', { name: 'Actualizar' })).not.toBeChecked();
      const save = row.getByRole('button', { name: 'Guardar' });
      expect(save).toBeDisabled();
      await user.click(row.getByRole('checkbox', { name: 'Actualizar' }));
      await user.clear(row.getByLabelText('Descripción'));
      await user.type(row.getByLabelText('Descripción'), 'Ver y editar las cuentas');
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText('Permiso actualizado')).toBeInTheDocument();
      expect(writes(requests)).toEqual([
        {
          method: 'PATCH',
          path: 'permission/1',
          query: {},
          body: {
            name: 'Leer cuentas',
            description: 'Ver y editar las cuentas',
            resource: 'account',
            read: true,
            create: false,
            update: true,
            delete: false,
          },
        },
      ]);
      await waitFor(() => expect(cellsOf('Leer cuentas')).toEqual(['1', 'Leer cuentas', 'Ver y editar las cuentas', 'account', 'Sí', 'No', 'Sí', 'No']));
      await waitFor(() => expect(save).toBeDisabled());
    });

    it("shows 'Error actualizando permiso.' and keeps what was typed", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      permissionServer({ 'PATCH permission/1': fail(400, 'El nombre es demasiado largo') });
      await renderPage();
      const user = userEvent.setup();
      const row = await openEditRow(user, 'Leer cuentas');
      await user.type(row.getByLabelText('Nombre'), ' y más');
      await user.click(row.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Error actualizando permiso.')).toBeInTheDocument();
      expect(screen.getByText('El nombre es demasiado largo')).toBeInTheDocument();
      expect(row.getByLabelText('Nombre')).toHaveValue('Leer cuentas y más');
    });
  });

  describe('delete', () => {
    async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
      const row = await openEditRow(user, 'Leer cuentas');
      await user.click(row.getByRole('button', { name: 'Eliminar' }));
      return within(await screen.findByRole('alertdialog'));
    }

    it("asks first; 'Cancelar' sends nothing", async () => {
      const requests = permissionServer();
      await renderPage();
      const user = userEvent.setup();
      const dialog = await askToDelete(user);
      expect(dialog.getByText('¿Deseas eliminar el permiso Leer cuentas? No se puede deshacer esta acción.')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(writes(requests)).toEqual([]);
    });

    it("'Sí, eliminar' sends DELETE permission/{id}, toasts 'Permiso eliminado' and reloads", async () => {
      const requests = permissionServer();
      await renderPage();
      const user = userEvent.setup();
      const dialog = await askToDelete(user);
      await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
      expect(await screen.findByText('Permiso eliminado')).toBeInTheDocument();
      expect(writes(requests).map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE permission/1']);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(within(table()).queryByRole('cell', { name: 'Leer cuentas' })).not.toBeInTheDocument());
    });

    it("shows 'Error eliminando permiso.' when the server refuses", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      permissionServer({ 'DELETE permission/1': fail(404, 'El permiso no existe') });
      await renderPage();
      const user = userEvent.setup();
      const dialog = await askToDelete(user);
      await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
      expect(await screen.findByText('Error eliminando permiso.')).toBeInTheDocument();
      expect(screen.getByText('El permiso no existe')).toBeInTheDocument();
    });
  });
});
