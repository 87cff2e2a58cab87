/**
 * @jest-environment-options {"documentStyles": true}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import App from '../App';

const account = (account_id: number, name: string) => ({ account_id, name, type: 'konverza_free', is_active: true, organization_id: 7, createdAt: '2026-02-10T12:00:00.000Z' });
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
  Role: { role_id: 3, name: 'Soporte' },
  Accounts: [{ account_id: 11, name: 'Bot ventas' }],
};
const api = (extra = {}) => ({
  'GET organization/7': ok({ organization_id: 7, name: 'Acme' }),
  'GET organization/7/admins': ok([ana], { hasNextPage: false }),
  'GET organization/7/accounts': ok([account(11, 'Bot ventas'), account(12, 'Bot soporte')], { hasNextPage: false }),
  'GET role': ok([{ role_id: 3, name: 'Soporte', description: '', type: '', createdAt: null, Permissions: [] }], { hasNextPage: false }),
  ...extra,
});
const renderPage = () => renderWithConsole(<App />, { route: '/organization/7/admins', path: '/organization/:organization_id/*' });

async function openAccounts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Editar Ana Pérez' }));
  return screen.findByRole('region', { name: 'Cuentas' });
}
async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, name: string) {
  await user.click(within(scope).getByLabelText('Cuenta'));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Administradores de una organización', () => {
  it("shows the admin's accounts of this organization, in a list that scrolls beyond 250 px, and adds one of its accounts", async () => {
    const requests = mockApi(api({ 'POST admin/5/assignAccount': ok(ana) }));
    await renderPage();
    const user = userEvent.setup();
    const accounts = await openAccounts(user);
    expect(within(accounts).getByText('Bot ventas')).toBeInTheDocument();
    expect(within(accounts).getByRole('table', { name: 'Cuentas' }).parentElement).toHaveStyle({ maxHeight: '250px' });
    await pick(user, accounts, 'Bot soporte');
    await user.click(within(accounts).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Cuenta asociada')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: 'admin/5/assignAccount', body: { account_id: 12 } });
    // The selector offers the organization's accounts only.
    expect(requests.some((r) => r.path === 'organization/7/accounts')).toBe(true);
  });

  it("warns 'La cuenta ya se encuentra asociada' without asking the server", async () => {
    const requests = mockApi(api());
    await renderPage();
    const user = userEvent.setup();
    const accounts = await openAccounts(user);
    await pick(user, accounts, 'Bot ventas');
    await user.click(within(accounts).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('La cuenta ya se encuentra asociada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates an admin linked to this organization', async () => {
    const requests = mockApi(api({ 'POST organization/7/admins': { status: 201, body: { success: true, resource: { ...ana, admin_id: 9 } } } }));
    await renderPage();
    const user = userEvent.setup();
    await screen.findByText('Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Crear administrador' }));
    await user.type(await screen.findByLabelText('Nombres'), 'Leo');
    await user.type(screen.getByLabelText('Apellidos'), 'Ríos');
    await user.type(screen.getByLabelText('Correo'), 'leo@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'clave123');
    await user.selectOptions(screen.getByLabelText('Rol'), 'Soporte');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Administrador creado con éxito')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        path: 'organization/7/admins',
        body: { first_name: 'Leo', last_name: 'Ríos', email: 'leo@example.com', password: 'clave123', role_id: 3 },
      }),
    );
  });

  it('sends an unknown organization to the master area', async () => {
    mockApi({});
    const { location } = await renderPage();
    await waitFor(() => expect(location().pathname).toBe('/master'));
    expect(await screen.findByText('Error obteniendo organización.')).toBeInTheDocument();
  });
});
