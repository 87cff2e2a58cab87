import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/shared/ui/testing';
import App from '../App';

const bots = {
  certification_id: 1,
  name: 'bots-101',
  title: 'Bots básicos',
  description: null,
  enable: true,
  certification_exam_id: 3,
  updated_at: '2026-07-14T12:00:00.000Z',
  Certification_Exam: { name: 'Examen de bots', version: 2 },
};
const crm = { ...bots, certification_id: 2, name: 'crm', title: 'CRM', enable: false, certification_exam_id: null, Certification_Exam: null };

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'certification');
const renderPage = () => renderWithConsole(<App />, { route: '/master/certifications', path: '/master/*' });
const cellsOf = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Certificaciones', () => {
  it('lists certifications with their exam and state', async () => {
    const requests = mockApi({ 'GET certification': ok([bots, crm], { hasNextPage: false }) });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Certificaciones' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'bots-101' });
    expect(cellsOf('bots-101')).toEqual(['bots-101', 'Bots básicos', 'Examen de bots v2', 'Activo', '14 jul, 2026']);
    expect(cellsOf('crm')).toEqual(['crm', 'CRM', '-', 'Apagado', '14 jul, 2026']);
    expect(lists(requests)).toHaveLength(1);
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25' });
  });

  it('searches by name after 400 ms', async () => {
    const requests = mockApi({ 'GET certification': ok([bots], { hasNextPage: false }) });
    await renderPage();
    await screen.findByRole('cell', { name: 'bots-101' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar certificación' }), 'bots');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', name: 'bots' }));
    expect(lists(requests)).toHaveLength(2);
  });

  it('pages with page and limit', async () => {
    const requests = mockApi({
      'GET certification': (r) => ok(r.query.page === '2' ? [crm] : [bots], { hasNextPage: r.query.page !== '2' }),
    });
    await renderPage();
    await screen.findByRole('cell', { name: 'bots-101' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('cell', { name: 'crm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(lists(requests).at(-1)?.query).toEqual({ page: '2', limit: '25' });
    await user.selectOptions(screen.getByLabelText('Filas por página'), '300');
    await waitFor(() => expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '300' }));
  });

  it('shows the catalogue message when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET certification': { body: { success: false, resource: null, error: 'Consulta no válida' } } });
    await renderPage();
    expect(await screen.findByText('Error obteniendo certificaciones.')).toBeInTheDocument();
    expect(screen.getByText('Consulta no válida')).toBeInTheDocument();
  });

  it('shows the request-failure message when the API cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await renderPage();
    expect(await screen.findByText('Ocurrió un error obteniendo certificaciones.')).toBeInTheDocument();
  });
});
