import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
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
    const requests = mockApi({ 'GET certification': ok([bots, crm], { hasNextPage: false }), 'GET certification_topic': ok([]) });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Certificaciones' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'bots-101' });
    // The row's tick, its toggle, its cells.
    expect(cellsOf('bots-101')).toEqual(['', '▸', 'bots-101', 'Bots básicos', 'Examen de bots v2', 'Activo', '14 jul, 2026']);
    expect(cellsOf('crm')).toEqual(['', '▸', 'crm', 'CRM', '-', 'Apagado', '14 jul, 2026']);
    expect(lists(requests)).toHaveLength(1);
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', total: 'true' });
  });

  it("edits with the exam selector ('Sin examen' too) and the state switch", async () => {
    const exams = [
      { certification_exam_id: 3, name: 'Examen de bots', version: 2 },
      { certification_exam_id: 4, name: 'Examen de CRM', version: 1 },
    ];
    const requests = mockApi({
      'GET certification': ok([bots, crm], { hasNextPage: false }),
      'GET certification_topic': ok([]),
      'GET certification_exam': ok(exams, { hasNextPage: false }),
      'PATCH certification/1': (r) => ok({ ...bots, ...(r.body as object) }),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar bots-101' }));
    const examSelect = await screen.findByLabelText('Examen');
    await waitFor(() => expect(within(examSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige examen', 'Sin examen', 'Examen de bots', 'Examen de CRM']));
    expect(examSelect).toHaveValue('3');
    await user.selectOptions(examSelect, 'Sin examen');
    await user.click(screen.getByRole('checkbox', { name: 'Estado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Certificación actualizada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: 'certification/1', query: {}, body: { certification_exam_id: null, enable: false } },
    ]);
  });
});
