import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const partner = (partner_id: number, business_name: string, status = 'approved') => ({
  partner_id,
  business_name,
  service_id: 1,
  clients_size: 12,
  level: 2,
  status,
  createdAt: '2026-03-02T12:00:00.000Z',
});
const services = [
  { service_id: 1, name: 'bots', title: 'Bots' },
  { service_id: 2, name: 'crm', title: 'CRM' },
];

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'partner');
const renderPage = () => renderWithConsole(<App />, { route: '/master/partners', path: '/master/*' });

describe('Partners', () => {
  it('lists partners with their Spanish status', async () => {
    const requests = mockApi({
      'GET partner': ok([partner(4, 'Soluciones Norte', 'in_review')], { hasNextPage: false }),
      'GET service': ok(services),
    });
    await renderPage();
    // The section's screens are links (each is a route), the current one marked.
    const tabs = screen.getByRole('navigation', { name: 'Sección de partners' });
    expect(within(tabs).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Cuentas activas' })).toHaveAttribute('href', '/master/active-accounts');
    expect(within(tabs).getByRole('link', { name: 'Asignación de cuentas' })).toHaveAttribute('href', '/master/assing-accounts');
    const table = screen.getByRole('table', { name: 'Partners' });
    const cell = await within(table).findByRole('cell', { name: 'Soluciones Norte' });
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '4',
      'Soluciones Norte',
      '12',
      '2',
      'En revisión',
      '02 mar, 2026',
      'Entrar',
    ]);
    // The name and 'Entrar' open the partner (route 'partner'); no edit row here.
    expect(within(row).getByRole('link', { name: 'Soluciones Norte' })).toHaveAttribute('href', '/master/partners/4');
    expect(within(row).getByRole('link', { name: 'Entrar a Soluciones Norte' })).toHaveAttribute('href', '/master/partners/4');
    expect(within(row).queryByRole('button', { name: 'Editar Soluciones Norte' })).not.toBeInTheDocument();
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', total: 'true' });
  });
});
