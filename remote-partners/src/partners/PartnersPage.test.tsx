import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/shared/ui/testing';
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
    expect(screen.getByRole('tab', { name: 'Partners', selected: true })).toBeInTheDocument();
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
    ]);
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25' });
  });

  it('pages with page and limit', async () => {
    const requests = mockApi({
      'GET partner': (r) => ok([partner(Number(r.query.page), `Partner ${r.query.page}`)], { hasNextPage: true }),
      'GET service': ok(services),
    });
    await renderPage();
    await screen.findByRole('cell', { name: 'Partner 1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('cell', { name: 'Partner 2' })).toBeInTheDocument();
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25' });
    await user.selectOptions(screen.getByLabelText('Filas por página'), '100');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '100' }));
  });

  it('creates a partner with a chosen service', async () => {
    const requests = mockApi({
      'GET partner': ok([], { hasNextPage: false }),
      'GET service': ok(services),
      'POST partner': ok(partner(5, 'Bots del Sur', 'pre_register')),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear partner' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Bots del Sur');
    const create = screen.getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Servicio'), 'CRM');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Partner creado con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: 'partner',
      body: { business_name: 'Bots del Sur', service_id: 2 },
    });
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
  });

  it('keeps the form and shows the catalogue message when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET partner': ok([], { hasNextPage: false }),
      'GET service': ok(services),
      'POST partner': fail(400, 'El servicio no existe'),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear partner' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Bots del Sur');
    await user.selectOptions(screen.getByLabelText('Servicio'), 'Bots');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error creando partner.')).toBeInTheDocument();
    expect(screen.getByText('El servicio no existe')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Bots del Sur');
    expect(screen.getByLabelText('Servicio')).toHaveValue('1');
  });

  it('shows the catalogue message when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET partner': fail(500, 'Fallo interno'), 'GET service': ok(services) });
    await renderPage();
    expect(await screen.findByText('Error obteniendo partners.')).toBeInTheDocument();
  });
});
