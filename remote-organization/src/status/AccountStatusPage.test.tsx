// What is particular to the status of an organization's accounts: no raw codes, the account's type by its name
// (as on the accounts screen) and a state written as free text with a capital.
import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import App from '../App';

const status = {
  account_status_id: 31,
  account_id: 11,
  account_name: 'Bot ventas',
  bot_template: null,
  source: 'web',
  account_type: 'konverza_free',
  payment_enabled: true,
  payment_validated: false,
  bot_enabled: true,
  products_enabled: 4,
  kanguro_status: 'pendiente',
  max_free_shippings: 10,
  max_free_shippings_amount: 500,
  free_shippings_count: 3,
  total_amount_free_shippings: 120.5,
  shippings_count: 12,
  total_amount_shippings: 980,
  free_shippings_end_date: null,
  top_product: null,
  updated_at: '2026-02-20T12:00:00.000Z',
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

describe('Estado de las cuentas', () => {
  it("shows an account's type by its Spanish name and its Kanguro state with a capital", async () => {
    mockApi({ 'GET organization/7': ok({ organization_id: 7, name: 'Acme' }), 'GET organization/7/account_status': ok([status], { hasNextPage: false }) });
    await renderWithConsole(<App />, { route: '/organization/7/account-status', path: '/organization/:organization_id/*' });
    const row = (await screen.findByRole('cell', { name: 'Bot ventas' })).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('Gratuita');
    expect(cells).toContain('Pendiente');
    expect(cells).not.toContain('konverza_free');
    expect(cells).not.toContain('pendiente');
  });
});
