// What is particular to exams: the level ('No definido'), the topics of an exam, and 'Construir examen'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { certificationExamContract, RowOf } from '@console/contracts';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';

type Exam = RowOf<typeof certificationExamContract>;
type User = ReturnType<typeof userEvent.setup>;

const webhooks = { c_t_id: 1, name: 'Webhooks', classification: 'Técnico' };
const flujos = { c_t_id: 2, name: 'Flujos', classification: '' };
const ventas = { c_t_id: 3, name: 'Ventas', classification: '' };
const built: Exam = {
  certification_exam_id: 1,
  name: 'Integraciones',
  version: 2,
  duration: 60,
  questions_number: 2,
  minimum_score: 80,
  level: 2,
  updated_at: '2026-07-14T12:00:00.000Z',
  Certification_Topics: [webhooks],
};
const fresh: Exam = { ...built, certification_exam_id: 2, name: 'Ventas', level: null, Certification_Topics: [] };
const questions = [
  { question_id: 7, value: '¿Qué es un webhook?', difficulty: 1, points: 1 },
  { question_id: 9, value: '¿Qué es la idempotencia?', difficulty: 3, points: 2 },
];

const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const renderPage = () => renderWithConsole(<App />, { route: '/master/certification-exams', path: '/master/*' });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

function examServer(routes: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) {
  let exam = built;
  return mockApi({
    'GET certification_exam': () => ok([exam, fresh], { hasNextPage: false }),
    'GET certification_exam/1': () => ok({ ...exam, Questions: exam.level ? questions : [] }),
    'GET certification_exam/2': ok({ ...fresh, Questions: [] }),
    'GET certification_topic': ok([webhooks, flujos, ventas], { hasNextPage: false }),
    'POST certification_exam/1/assign_topic': (r) => {
      const ids = (r.body as { topics: number[] }).topics;
      exam = { ...exam, Certification_Topics: [...exam.Certification_Topics, ...[webhooks, flujos, ventas].filter((t) => ids.includes(t.c_t_id))] };
      return ok(exam);
    },
    'POST certification_exam/1/remove_topic': (r) => {
      const ids = (r.body as { topics: number[] }).topics;
      exam = { ...exam, Certification_Topics: exam.Certification_Topics.filter((t) => !ids.includes(t.c_t_id)) };
      return ok(exam);
    },
    'POST certification_exam/1/build_exam': () => ok({ ...exam, level: 2, Questions: questions }),
    ...routes,
  });
}

async function openExam(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Editar ${name}` }));
  return within((await rowOf(name)).nextElementSibling as HTMLElement);
}

describe('Exámenes', () => {
  it("shows each exam's level, 'No definido' before its first build, and its topics", async () => {
    examServer();
    await renderPage();
    expect(within(await rowOf('Integraciones')).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['Intermedio', 'Webhooks']),
    );
    expect(within(await rowOf('Ventas')).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['No definido', '-']));
  });

  it("lists the built exam's questions in order, with their difficulty", async () => {
    examServer();
    await renderPage();
    const row = await openExam(userEvent.setup(), 'Integraciones');
    const section = within(row.getByRole('region', { name: 'Preguntas del examen' }));
    await waitFor(() => expect(section.getAllByRole('row').map((r) => r.textContent)).toEqual(['#PreguntaDificultadPuntos', '1¿Qué es un webhook?Fácil1', '2¿Qué es la idempotencia?Difícil2']));
    expect(section.getByText('Nivel: Intermedio')).toBeInTheDocument();
  });

  it("links a topic, refuses one linked already without calling, and removes a selection in one call", async () => {
    const requests = examServer();
    await renderPage();
    const user = userEvent.setup();
    const row = await openExam(user, 'Integraciones');
    const topics = within(row.getByRole('region', { name: 'Temas asociados' }));
    await waitFor(() => expect(within(topics.getByLabelText('Asociar tema')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(topics.getByLabelText('Asociar tema'), 'Webhooks');
    await user.click(topics.getByRole('button', { name: 'Asociar' }));
    expect(await screen.findByText('El tema ya se encuentra asociado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.selectOptions(topics.getByLabelText('Asociar tema'), 'Flujos');
    await user.click(topics.getByRole('button', { name: 'Asociar' }));
    expect(await screen.findByText('Tema asociado con éxito')).toBeInTheDocument();
    expect(await topics.findByRole('checkbox', { name: 'Seleccionar Flujos' })).toBeInTheDocument();

    await user.click(topics.getByRole('checkbox', { name: 'Seleccionar todos los temas' }));
    await user.click(topics.getByRole('button', { name: 'Remover selección' }));
    expect(await screen.findByText('Temas removidos con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'certification_exam/1/assign_topic', query: {}, body: { topics: [2] } },
      { method: 'POST', path: 'certification_exam/1/remove_topic', query: {}, body: { topics: [1, 2] } },
    ]);
    expect(await topics.findByText('Sin temas asociados')).toBeInTheDocument();
  });

  it("'Construir examen': the exam's topics ticked, the range [1, 3] by default, a range that cannot be refused, 'Examen construido'", async () => {
    const requests = examServer();
    await renderPage();
    const user = userEvent.setup();
    const row = await openExam(user, 'Integraciones');
    await user.click(row.getByRole('button', { name: 'Construir examen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Construir examen' }));
    expect(dialog.getByRole('checkbox', { name: 'Webhooks' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Flujos' })).not.toBeChecked();
    expect(dialog.getByLabelText('Dificultad mínima')).toHaveValue('1');
    expect(dialog.getByLabelText('Dificultad máxima')).toHaveValue('3');
    expect(dialog.getByText(/Se elegirán 2 preguntas/)).toBeInTheDocument();

    const build = dialog.getByRole('button', { name: 'Construir' });
    await user.selectOptions(dialog.getByLabelText('Dificultad mínima'), 'Difícil');
    await user.selectOptions(dialog.getByLabelText('Dificultad máxima'), 'Media');
    expect(build).toBeDisabled();
    expect(build).toHaveAccessibleDescription('La dificultad mínima no puede ser mayor que la máxima.');
    await user.selectOptions(dialog.getByLabelText('Dificultad mínima'), 'Media');
    await user.click(dialog.getByText('Webhooks'));
    expect(build).toHaveAccessibleDescription('Elige al menos un tema.');
    await user.click(dialog.getByText('Flujos'));
    await user.click(dialog.getByText('Ventas'));
    await user.click(build);
    expect(await screen.findByText('Examen construido')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'certification_exam/1/build_exam', query: {}, body: { topics: [2, 3], difficulty: [2, 2] } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a build and keeps the dialog as it was", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tooFew = 'No hay suficientes preguntas: hay 1 pregunta con respuesta correcta en los temas elegidos con dificultad de 1 a 3, y el examen necesita 2.';
    examServer({ 'POST certification_exam/1/build_exam': fail(400, tooFew) });
    await renderPage();
    const user = userEvent.setup();
    const row = await openExam(user, 'Integraciones');
    await user.click(row.getByRole('button', { name: 'Construir examen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Construir examen' }));
    await user.click(dialog.getByRole('button', { name: 'Construir' }));
    expect(await screen.findByText('Error construyendo examen.')).toBeInTheDocument();
    expect(screen.getByText(tooFew)).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Webhooks' })).toBeChecked();
  });
});
