// What is particular to the active accounts: the create dialog (the plan's options show the price), the
// filters (partner, deleted rows), a deleted row's disabled form, extra days, the summary and the CSV export.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import type { ActiveAccount } from '@console/contracts';
import App from '../App';

const row = (id: number, name: string, deletedAt: string | null = null): ActiveAccount => ({
  active_account_id: id,
  partner_id: 1,
  account_id: 40 + id,
  account_name: name,
  business_name: `${name} S.A.`,
  plan_id: 2,
  active_users: 12,
  extra_days: 5,
  start_date: '2026-03-01',
  deletedAt,
  createdAt: '2026-03-01T10:00:00.000Z',
  Partner: { partner_id: 1, business_name: 'Conecta Latam' },
  plan_name: 'Pyme',
  max_users: 200,
  plan_price: 1200,
  billed_days: 35,
  expire_date: '2026-04-05',
  paid_for_plan: 1400,
});
const plans = [
  { plan_id: 1, name: 'Emprendedor', price: 450, max_users: 50, active_days: 30, enabled: true },
  { plan_id: 2, name: 'Pyme', price: 1200, max_users: 200, active_days: 30, enabled: true },
];
const partners = [
  { partner_id: 1, business_name: 'Conecta Latam' },
  { partner_id: 2, business_name: 'Integra360' },
];

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET active_account': (r) => ok(r.query.include_deleted === 'true' ? [row(2, 'Tienda Sol', '2026-03-20T10:00:00.000Z'), row(1, 'Tienda Luna')] : [row(1, 'Tienda Luna')], { hasNextPage: false }),
    'GET plan': ok(plans),
    'GET partner': ok(partners),
    'GET account': ok([{ account_id: 77, name: 'Café Centro', type: 'konverza_free', organization_id: 1 }]),
    ...extra,
  });
}
const open = (route = '/master/active-accounts') => renderWithConsole(<App />, { route, path: '/master/*' });
const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'active_account');
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');

describe('Active accounts', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("creates one: partner, account, business name and a plan whose option shows its price", async () => {
    const requests = server({ 'POST active_account': (r) => ok({ ...row(3, 'Café Centro'), ...(r.body as object) }) });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta activa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear cuenta activa' }));
    const create = dialog.getByRole('button', { name: 'Crear' });
    expect(create).toHaveAccessibleDescription('Completa el partner, la cuenta, la razón social y el plan.');
    await waitFor(() => expect(within(dialog.getByLabelText('Partner')).getByRole('option', { name: 'Integra360' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText('Partner'), 'Integra360');
    await user.click(dialog.getByLabelText('Cuenta'));
    await user.click(await screen.findByRole('option', { name: 'Café Centro' }));
    await user.type(dialog.getByLabelText('Razón social'), 'Café Centro S.A.');
    await user.selectOptions(dialog.getByLabelText('Plan'), 'Pyme · $1,200.00 · 30 días · 200 usuarios');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Cuenta activa creada con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'active_account', query: {}, body: { partner_id: 2, account_id: 77, business_name: 'Café Centro S.A.', plan_id: 2 } },
    ]);
  });

  it("filters by partner ('Todos' or one) and shows deleted rows only when asked, their form disabled", async () => {
    const requests = server();
    await open();
    await screen.findByRole('cell', { name: 'Tienda Luna' });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Integra360' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Partner'), 'Integra360');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toMatchObject({ partner_id: '2' }));
    await user.selectOptions(screen.getByLabelText('Partner'), 'Todos');
    await waitFor(() => expect(lists(requests).at(-1)?.query.partner_id).toBeUndefined());

    await user.click(screen.getByText('Mostrar cuentas eliminadas'));
    await waitFor(() => expect(lists(requests).at(-1)?.query).toMatchObject({ include_deleted: 'true' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Tienda Sol' }));
    const form = screen.getByRole('form', { name: 'Editar Tienda Sol' });
    expect(within(form).getByLabelText('Razón social')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByText('Cuenta activa eliminada: no se puede editar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar días' })).toBeDisabled();
  });

  it("adds extra days (0 to 1000) under the account: 'Días actualizados'", async () => {
    const requests = server({ 'POST account/41/extra_days': ok({ active_account_id: 1, extra_days: 15, billed_days: 45, expire_date: '2026-04-15' }) });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar Tienda Luna' }));
    const billing = within(screen.getByRole('region', { name: 'Facturación de Tienda Luna' }));
    expect(billing.getByText('35 (5 extra)')).toBeInTheDocument();
    expect(billing.getByText('01 mar, 2026')).toBeInTheDocument();
    expect(billing.getByText('05 abr, 2026')).toBeInTheDocument();
    expect(billing.getByRole('link', { name: 'Ir a cuenta' })).toHaveAttribute('href', '/account/41');
    const days = billing.getByLabelText('Días extra a agregar');
    await user.type(days, '1001');
    expect(billing.getByText('Los días extra no pueden ser mayores que 1000')).toBeInTheDocument();
    expect(billing.getByRole('button', { name: 'Agregar días' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '10');
    await user.click(billing.getByRole('button', { name: 'Agregar días' }));
    expect(await screen.findByText('Días actualizados')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'account/41/extra_days', query: {}, body: { active_account_id: 1, extra_days: 10 } }]);
  });

  it('the summary sums what the server answers, by plan and accounts', async () => {
    const requests = server({ 'GET active_account/totals': ok({ accounts: 1, active_users: 12, max_users: 200, paid_for_plan: 1400.5 }) });
    await open('/master/partners/1/active-accounts');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Resumen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resumen' }));
    expect(await dialog.findByText('$1,400.50')).toBeInTheDocument();
    const figure = (label: string) => dialog.getByText(label).parentElement as HTMLElement;
    expect(figure('Usuarios activos')).toHaveTextContent(/^Usuarios activos12$/);
    expect(figure('Máximo de usuarios')).toHaveTextContent(/^Máximo de usuarios200$/);
    await waitFor(() => expect(within(dialog.getByLabelText('Plan')).getByRole('option', { name: 'Pyme' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText('Plan'), 'Pyme');
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'active_account/totals').at(-1)?.query).toEqual({ partner_id: '1', plan_name: 'Pyme' }),
    );
  });

  it("'Exportar CSV' downloads the list with its filters", async () => {
    const requests = server({ 'GET active_account/download_summary': { body: 'ID,Partner' } });
    const created = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open('/master/active-accounts?name=Luna&include_deleted=true');
    await screen.findByRole('cell', { name: 'Tienda Luna' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(requests.find((r) => r.path === 'active_account/download_summary')?.query).toEqual({ format: 'csv', name: 'Luna', include_deleted: 'true' });
  });
});
