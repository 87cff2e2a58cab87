import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, type auditContract, type RowOf } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

type Audit = RowOf<typeof auditContract>;

const ada = { admin_id: 1, first_name: 'Ada', last_name: 'Administradora', email: 'admin@example.com' };
const organization = { organization_id: 12, name: 'Tienda El Sol', service_id: 1, partner_id: null, createdAt: '2026-01-05T12:00:00.000Z' };
const renamed: Audit = {
  audit_id: 2,
  at: '2026-03-04T15:06:00.000Z',
  admin_id: 1,
  action: 'update',
  resource: 'organization',
  resource_id: '12',
  address: '190.25.14.7',
  Admin: ada,
  before: { ...organization, name: 'Tienda El Sol S.A.' },
  after: organization,
};
const untouched: Audit = {
  ...renamed,
  audit_id: 1,
  at: '2026-03-01T09:00:00.000Z',
  admin_id: 99,
  action: 'role.set',
  resource: 'admin',
  resource_id: '7',
  address: null,
  Admin: null,
  before: { admin_id: 7, first_name: 'Lía' },
  after: { admin_id: 7, first_name: 'Lía' },
};

const renderPage = (route = '/master/audit') => renderWithConsole(<App />, { route, path: '/master/*' });
const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'audit');
const table = () => screen.getByRole('table', { name: 'Auditoría' });
const auditApi = () =>
  mockApi({
    'GET audit': ok([renamed, untouched], { hasNextPage: false }),
    // The selector's options (choice=true): the id and what its label reads.
    'GET admin': ok([ada]),
    'GET admin/1': ok({ ...ada, role_id: 1, partner_id: null, organization_id_creator: null, createdAt: null, deletedAt: null, Role: null, Organizations: [], Accounts: [] }),
  });
/** A local day's first and last moments, as the page sends them. */
const localDay = (year: number, month: number, day: number) => ({
  from: new Date(year, month - 1, day).toISOString(),
  to: new Date(new Date(year, month - 1, day + 1).getTime() - 1).toISOString(),
});

describe('Auditoría (master)', () => {
  it('lists changes newest first: when, who, what, which record, from where', async () => {
    const requests = auditApi();
    await renderPage();
    await within(table()).findByText('Organización 12');
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '▸',
      formatDateTime(renamed.at),
      'Ada Administradora',
      'Actualización',
      'Organización 12',
      '190.25.14.7',
    ]);
    // An admin who is gone is named by their id; no address recorded reads '-'.
    expect(within(second).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '▸',
      formatDateTime(untouched.at),
      'Administrador #99',
      'Asignación de rol',
      'Administrador 7',
      '-',
    ]);
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', total: 'true' });
  });

  it('opens a row to show only the fields that changed, before and after', async () => {
    auditApi();
    await renderPage();
    const user = userEvent.setup();
    await user.click(await within(table()).findByRole('button', { name: 'Ver Organización 12' }));
    const changes = within(screen.getByRole('table', { name: 'Cambios' }));
    expect(changes.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Campo', 'Antes', 'Después'],
      ['Nombre', 'Tienda El Sol S.A.', 'Tienda El Sol'],
    ]);
    await user.click(within(table()).getByRole('button', { name: 'Ver Administrador 7' }));
    expect(await screen.findByText('Sin cambios registrados')).toBeInTheDocument();
  });

  it('filters by resource, then by record id (only within a resource), kept in the URL', async () => {
    const requests = auditApi();
    const { location } = await renderPage();
    await within(table()).findAllByRole('button', { name: /^Ver / });
    const user = userEvent.setup();
    const record = screen.getByLabelText('ID del registro');
    expect(record).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Recurso'), 'Organización');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', resource: 'organization', total: 'true' }));
    expect(record).toBeEnabled();
    await user.type(record, '12');
    // After the box's debounce.
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', resource: 'organization', resource_id: '12', total: 'true' }));
    expect(new URLSearchParams(location().search).get('resource_id')).toBe('12');
    // Back to every resource: the record's id goes too (the API refuses it alone).
    await user.selectOptions(screen.getByLabelText('Recurso'), 'Todos');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', total: 'true' }));
    expect(record).toHaveValue('');
  });

  it('filters by a date range: from the first moment of the first day to the last of the second (local days)', async () => {
    const requests = auditApi();
    await renderPage();
    await within(table()).findAllByRole('button', { name: /^Ver / });
    const user = userEvent.setup();
    // Typed as Spanish writes a day.
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01/03/2026{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '04/03/2026{Enter}');
    await waitFor(() =>
      expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', from: localDay(2026, 3, 1).from, to: localDay(2026, 3, 4).to, total: 'true' }),
    );
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/03/2026');
  });

  it("filters by admin, chosen with a search over every admin (deleted ones too), loading only the options' fields", async () => {
    const requests = auditApi();
    await renderPage();
    await within(table()).findAllByRole('button', { name: /^Ver / });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Administrador' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Administradora' }));
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', admin_id: '1', total: 'true' }));
    expect(requests.find((r) => r.path === 'admin')?.query).toEqual({ show_deleted: 'true', choice: 'true', limit: '2500' });
  });

  it('opened from a link with an admin, shows that admin in the filter', async () => {
    const requests = auditApi();
    await renderPage('/master/audit?admin_id=1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Administrador' })).toHaveValue('Ada Administradora'));
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', admin_id: '1', total: 'true' });
  });
});
