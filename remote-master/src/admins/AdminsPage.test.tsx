import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROW_VERSION } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const superadmin = { role_id: 1, name: 'Konverza' };
const support = { role_id: 3, name: 'Soporte' };
const ana = {
  admin_id: 5,
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  role_id: 3,
  partner_id: null,
  organization_id_creator: null,
  createdAt: '2026-11-05T12:00:00.000Z',
  deletedAt: null,
  Role: support,
};
const luis = { ...ana, admin_id: 6, first_name: 'Luis', last_name: 'Gómez', email: 'luis@example.com', deletedAt: '2026-11-10T12:00:00.000Z' };
const anaDetail = { ...ana, Organizations: [{ organization_id: 1, name: 'Acme' }], Accounts: [] };
const roleRows = [superadmin, support].map((r) => ({ ...r, description: '', type: '', createdAt: ana.createdAt, Permissions: [] }));
const acme = { organization_id: 1, name: 'Acme' };
const globex = { organization_id: 2, name: 'Globex' };
const botVentas = { account_id: 7, name: 'Bot Ventas', organization_id: 2, Organization: globex };

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'admin');
const renderPage = (route = '/master/admins') => renderWithConsole(<App />, { route, path: '/master/*' });
const base = {
  'GET admin': ok([ana, luis], { hasNextPage: false }),
  'GET role': ok(roleRows, { hasNextPage: false }),
  'GET admin/5': ok(anaDetail),
  'GET organization': ok([acme, globex]),
  'GET account': ok([botVentas]),
};

async function openRow(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Editar ${name}` }));
  return user;
}

describe('Administradores', () => {
  it('lists admins including the deleted ones, highlighted with their state', async () => {
    const requests = mockApi(base);
    await renderPage();
    const table = screen.getByRole('table', { name: 'Administradores' });
    const row = (await within(table).findByText('Luis Gómez')).closest('tr') as HTMLElement;
    // The row's tick (a deleted admin's, disabled), its toggle, its cells.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '',
      '▸',
      '6',
      'Luis Gómez',
      'luis@example.com',
      'Soporte',
      '05 nov, 2026',
      'Eliminado',
    ]);
    expect(row).toHaveAttribute('data-highlighted');
    expect(within(table).getByText('Ana Pérez').closest('tr')).not.toHaveAttribute('data-highlighted');
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', show_deleted: 'true', total: 'true' });
  });

  it('restores a deleted admin with "Habilitar administrador"', async () => {
    const requests = mockApi({ ...base, 'PATCH admin/6/restore': ok({ ...luis, deletedAt: null }) });
    await renderPage();
    const user = await openRow('Luis Gómez');
    // A deleted admin is not edited nor deleted: only restored.
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Habilitar administrador' }));
    expect(await screen.findByText('Administrador habilitado')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH' && r.path === 'admin/6/restore')).toBe(true);
  });

  it('saves names without a blank password, and changes the role with its own call', async () => {
    const requests = mockApi({ ...base, 'PATCH admin/5': ok(anaDetail), 'PUT admin/5/role': ok({ ...anaDetail, role_id: 1 }) });
    await renderPage();
    const user = await openRow('Ana Pérez');
    const names = await screen.findByLabelText('Nombres');
    await user.clear(names);
    await user.type(names, 'Ana María');
    await user.selectOptions(screen.getByLabelText('Rol'), 'Konverza');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Administrador actualizado')).toBeInTheDocument();
    // Only what changed: a PATCH never overwrites the fields nobody touched.
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ first_name: 'Ana María' });
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ path: 'admin/5/role', body: { role_id: 1 } });
  });

  it("removes the role with 'No asignar rol'", async () => {
    const requests = mockApi({ ...base, 'PATCH admin/5': ok(anaDetail), 'DELETE admin/5/role': ok({ ...anaDetail, role_id: null }) });
    await renderPage();
    const user = await openRow('Ana Pérez');
    await user.selectOptions(await screen.findByLabelText('Rol'), 'No asignar rol');
    await user.type(screen.getByLabelText('Nueva contraseña'), '  nueva123  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Administrador actualizado');
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ password: 'nueva123' });
    expect(requests.some((r) => r.method === 'DELETE' && r.path === 'admin/5/role')).toBe(true);
  });

  it("deletes only after confirmation; the toast's 'Deshacer' restores the admin as the delete answered it", async () => {
    const deleted = { ...ana, deletedAt: '2026-11-21T00:00:00.000Z', [ROW_VERSION]: 'v2' };
    const requests = mockApi({ ...base, 'DELETE admin/5': ok(deleted), 'PATCH admin/5/restore': ok({ ...anaDetail, deletedAt: null }) });
    await renderPage();
    const user = await openRow('Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Deseas eliminar al administrador Ana Pérez? No se puede deshacer esta acción.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Administrador eliminado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Administrador habilitado')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH' && r.path === 'admin/5/restore')).toMatchObject({ ifMatch: '"v2"' });
  });

  it("deletes a selection in one call; its toast's 'Deshacer' enables them again in one call, from the versions the delete answered", async () => {
    const marta = { ...ana, admin_id: 8, first_name: 'Marta', last_name: 'Ruiz', email: 'marta@example.com' };
    const gone = [ana, marta].map((a, n) => ({ ...a, deletedAt: '2026-11-21T00:00:00.000Z', [ROW_VERSION]: `v${n + 2}` }));
    const requests = mockApi({ ...base, 'GET admin': ok([ana, marta, luis], { hasNextPage: false }), 'DELETE admin': ok(gone), 'PATCH admin/restore': ok([ana, marta]) });
    await renderPage();
    const user = userEvent.setup();
    const table = screen.getByRole('table', { name: 'Administradores' });
    for (const name of ['Ana Pérez', 'Marta Ruiz']) await user.click(await within(table).findByRole('checkbox', { name: `Seleccionar ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Eliminar selección (2)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('2 administradores eliminados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('2 administradores habilitados')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH' && r.path === 'admin/restore')?.body).toEqual({
      items: [
        { id: 5, version: 'v2' },
        { id: 8, version: 'v3' },
      ],
    });
  });

  it('links an organization, refuses a duplicate without calling, and removes one', async () => {
    const requests = mockApi({
      ...base,
      'POST admin/5/assignOrganization': ok({ ...anaDetail, Organizations: [acme, globex] }),
      'POST admin/5/removeOrganization': ok({ ...anaDetail, Organizations: [] }),
    });
    await renderPage();
    const user = await openRow('Ana Pérez');
    const organizations = await screen.findByRole('region', { name: 'Organizaciones' });
    expect(await within(organizations).findByText('Acme')).toBeInTheDocument();

    const select = within(organizations).getByRole('combobox', { name: 'Organización' });
    await user.click(select);
    await user.click(await within(organizations).findByRole('option', { name: 'Acme' }));
    await user.click(within(organizations).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('La organización ya se encuentra asociada')).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'admin/5/assignOrganization')).toBe(false);

    await user.click(select);
    await user.click(await within(organizations).findByRole('option', { name: 'Globex' }));
    await user.click(within(organizations).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Organización asociada')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'admin/5/assignOrganization')?.body).toEqual({ organization_id: 2 });

    await user.click(within(organizations).getByRole('button', { name: 'Quitar Acme' }));
    expect(await screen.findByText('Organización removida')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'admin/5/removeOrganization')?.body).toEqual({ organization_id: 1 });
  });

  it('creates an admin only once every field and a role choice are given', async () => {
    const requests = mockApi({ ...base, 'POST admin': ok(anaDetail) });
    await renderPage();
    await screen.findByText('Ana Pérez');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear administrador' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Crear' });
    await user.type(within(dialog).getByLabelText('Nombres'), 'Eva');
    await user.type(within(dialog).getByLabelText('Apellidos'), 'Ruiz');
    await user.type(within(dialog).getByLabelText('Correo'), 'eva@example.com');
    await user.type(within(dialog).getByLabelText('Contraseña'), ' clave1 ');
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Rol'), 'No asignar rol');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Administrador creado con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      first_name: 'Eva',
      last_name: 'Ruiz',
      email: 'eva@example.com',
      password: 'clave1',
      role_id: null,
    });
  });
});

describe('Crear administradores (carga masiva)', () => {
  async function openBulk() {
    await renderPage();
    await screen.findByText('Ana Pérez');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear administradores' }));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
  }

  async function chooseAccount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.click(within(dialog).getByRole('combobox', { name: 'Cuenta' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Bot Ventas · Globex' }));
  }

  it('needs an account and admins; shows the JSON parse error under the field', async () => {
    mockApi(base);
    const { user, dialog } = await openBulk();
    const submit = within(dialog).getByRole('button', { name: 'Crear' });
    expect(submit).toBeDisabled();
    const json = within(dialog).getByLabelText('Administradores (JSON)');
    await user.click(json);
    await user.paste('[{"first_name": ');
    expect(submit).toBeDisabled();
    await chooseAccount(user, dialog);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(dialog).findByText(/^JSON no válido/)).toBeInTheDocument();
  });

  it("shows every entry's messages of spec 5 and sends nothing", async () => {
    const requests = mockApi(base);
    const { user, dialog } = await openBulk();
    await chooseAccount(user, dialog);
    await user.click(within(dialog).getByLabelText('Administradores (JSON)'));
    await user.paste('[{"first_name": "Eva", "last_name": "Ruiz", "email": "eva@example.com", "role_id": 3}, {"email": "x"}]');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Administrador 2: Por favor, ingresa los nombres · Por favor, ingresa los apellidos · Por favor, ingresa un correo electrónico · Por favor, elige un rol',
    );
    expect(alert).not.toHaveTextContent('Administrador 1');
    expect(requests.some((r) => r.path === 'admin_bulk')).toBe(false);
  });

  it('sends the account, its organization, the dashboard and the admins typed by hand', async () => {
    const requests = mockApi({ ...base, 'POST admin_bulk': ok([anaDetail]) });
    const { user, dialog } = await openBulk();
    await chooseAccount(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Dashboard'), 'konverza');
    await user.selectOptions(within(dialog).getByLabelText('Método'), 'inputs');
    const first = within(dialog).getByRole('group', { name: 'Administrador 1' });
    await user.type(within(first).getByLabelText('Nombres'), 'Eva');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(first).findByText('Por favor, ingresa los apellidos')).toBeInTheDocument();
    await user.type(within(first).getByLabelText('Apellidos'), 'Ruiz');
    await user.type(within(first).getByLabelText('Correo'), 'eva@example.com');
    await user.selectOptions(within(first).getByLabelText('Rol'), 'Soporte');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Administradores creados con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'admin_bulk')?.body).toEqual({
      account_id: 7,
      organization_id: 2,
      dashboard: 'konverza',
      admins: [{ first_name: 'Eva', last_name: 'Ruiz', email: 'eva@example.com', role_id: 3 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's per-entry refusals and keeps the text", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...base,
      'POST admin_bulk': {
        status: 400,
        body: {
          success: false,
          error: 'Hay 1 administradores con errores.',
          resource: { errors: [{ index: 0, email: 'ana@example.com', messages: ['Ya existe un administrador con ese correo'] }] },
        },
      },
    });
    const { user, dialog } = await openBulk();
    await chooseAccount(user, dialog);
    const json = within(dialog).getByLabelText('Administradores (JSON)');
    await user.click(json);
    const text = '[{"first_name": "Ana", "last_name": "Pérez", "email": "ana@example.com", "role_id": 3}]';
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Administrador 1: Ya existe un administrador con ese correo');
    expect(await screen.findByText('Error creando administradores.')).toBeInTheDocument();
    expect(json).toHaveValue(text);
  });
});
