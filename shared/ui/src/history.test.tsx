import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, platformContract, type Access, type auditContract, type RowOf } from '@console/contracts';
import { ResourceScreen } from './index';
import { fieldChanges } from './history';
import { mockApi, ok, renderWithConsole, type ApiRequest } from './testing';

type Audit = RowOf<typeof auditContract>;

const web = { platform_id: 1, name: 'web', title: 'Chat web', description: '', icon: 'chat', createdAt: '2026-01-05T12:00:00.000Z' };
const ada = { admin_id: 1, first_name: 'Ada', last_name: 'Administradora', email: 'admin@example.com' };
const retitled: Audit = {
  audit_id: 8,
  at: '2026-03-04T15:06:00.000Z',
  admin_id: 1,
  action: 'update',
  resource: 'platform',
  resource_id: '1',
  address: '190.25.14.7',
  Admin: ada,
  before: { ...web, title: 'Webchat' },
  after: web,
};
const created: Audit = { ...retitled, audit_id: 3, at: '2026-01-05T12:00:00.000Z', action: 'create', before: null, after: { ...web, title: 'Webchat' } };

const renderPlatforms = (access?: Access) =>
  renderWithConsole(<ResourceScreen contract={platformContract} columns={['platform_id', 'name', 'title']} />, { route: '/platforms', access });
const audits = (requests: ApiRequest[]) => requests.filter((r) => r.path === 'audit');

async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Editar web' }));
  await user.click(screen.getByRole('button', { name: 'Historial' }));
  return within(await screen.findByRole('dialog', { name: 'Historial de web' }));
}

describe("a record's 'Historial' (every edit row of the machine)", () => {
  it('lists its changes newest first, each field before and after; older ones with "Cargar más"', async () => {
    const requests = mockApi({
      'GET platform': ok([web], { hasNextPage: false }),
      'GET audit': (request) =>
        request.query.page === '1' ? ok([retitled], { hasNextPage: true, limit: 10 }) : ok([created], { hasNextPage: false, page: 2, limit: 10 }),
    });
    await renderPlatforms();
    const user = userEvent.setup();
    const dialog = await openHistory(user);
    expect(await dialog.findByText(`Actualización · ${formatDateTime(retitled.at)}`)).toBeInTheDocument();
    expect(dialog.getByText('Ada Administradora · 190.25.14.7')).toBeInTheDocument();
    const [update] = dialog.getAllByRole('table', { name: 'Cambios' });
    expect(within(update).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Campo', 'Antes', 'Después'],
      ['Título', 'Webchat', 'Chat web'],
    ]);
    expect(audits(requests).map((r) => r.query)).toEqual([{ resource: 'platform', resource_id: '1', page: '1', limit: '10' }]);

    await user.click(dialog.getByRole('button', { name: 'Cargar más' }));
    expect(await dialog.findByText(`Creación · ${formatDateTime(created.at)}`)).toBeInTheDocument();
    // A creation shows what the record started with.
    const creation = dialog.getAllByRole('table', { name: 'Cambios' })[1];
    expect(within(creation).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Campo', 'Antes', 'Después'],
      ['Nombre', '-', 'web'],
      ['Título', '-', 'Webchat'],
      ['Icono', '-', 'chat'],
      ['Fecha de creación', '-', formatDateTime(web.createdAt)],
    ]);
    expect(audits(requests).at(-1)?.query).toEqual({ resource: 'platform', resource_id: '1', page: '2', limit: '10' });
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument());
  });

  it("says 'Sin cambios registrados' for a record without changes", async () => {
    mockApi({ 'GET platform': ok([web], { hasNextPage: false }), 'GET audit': ok([], { hasNextPage: false }) });
    await renderPlatforms();
    const dialog = await openHistory(userEvent.setup());
    expect(await dialog.findByText('Sin cambios registrados')).toBeInTheDocument();
  });

  it('is not offered to an admin who may not read the audit trail', async () => {
    mockApi({ 'GET platform': ok([web], { hasNextPage: false }) });
    await renderPlatforms({ superadmin: false, grants: [{ resource: 'platform', read: true, create: true, update: true, delete: true }] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Editar web' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Historial' })).not.toBeInTheDocument();
  });
});

describe('fieldChanges: what a change did, field by field', () => {
  const soporte = { role_id: 5, name: 'Soporte' };
  const admin = {
    admin_id: 7,
    first_name: 'Lía',
    last_name: 'Ruiz',
    email: 'lia@example.com',
    role_id: 5,
    deletedAt: null,
    Role: soporte,
    Organizations: [{ organization_id: 3, name: 'Acme' }],
    Accounts: [],
  };
  const text = (changes: ReturnType<typeof fieldChanges>) => changes.map(({ label, before, after }) => [label, before, after]);

  it('names a reference by its joined row (the role by its name, not its id) and lists by their names', () => {
    const after = { ...admin, role_id: 2, Role: { role_id: 2, name: 'Nerd' }, Organizations: [...admin.Organizations, { organization_id: 4, name: 'Globex' }] };
    expect(text(fieldChanges('admin', admin, after))).toEqual([
      ['Rol', 'Soporte', 'Nerd'],
      ['Organizaciones', 'Acme', 'Acme, Globex'],
    ]);
  });

  it("shows a record's own fields even when a joined row has a field of that name (an account's name), in the contract's order", () => {
    // As the database gives a JSON object back: its keys in its own order.
    const account = { Organization: { organization_id: 3, name: 'Acme' }, name: 'Ventas', is_active: true, account_id: 9, organization_id: 3 };
    const moved = { ...account, name: 'Ventas MX', organization_id: 4, Organization: { organization_id: 4, name: 'Globex' } };
    expect(text(fieldChanges('account', account, moved))).toEqual([
      ['Nombre', 'Ventas', 'Ventas MX'],
      ['Organización', 'Acme', 'Globex'],
    ]);
  });

  it('shows what a deleted record had; an update that changed nothing shows nothing', () => {
    expect(text(fieldChanges('admin', admin, null))).toEqual([
      ['Nombres', 'Lía', '-'],
      ['Apellidos', 'Ruiz', '-'],
      ['Correo', 'lia@example.com', '-'],
      ['Rol', 'Soporte', '-'],
      ['Organizaciones', 'Acme', '-'],
    ]);
    expect(fieldChanges('admin', admin, { ...admin })).toEqual([]);
  });
});
