// What is particular to the question bank: the topics filter, the update rule's sentence, and the answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTION_UPDATE_RULE, type QuestionAnswer, type questionContract, type RowOf } from '@console/contracts';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

type Question = RowOf<typeof questionContract>;
type User = ReturnType<typeof userEvent.setup>;

const webhooks = { c_t_id: 1, name: 'Webhooks', classification: '' };
const flujos = { c_t_id: 2, name: 'Flujos', classification: '' };
const base: Question = {
  question_id: 1,
  value: '¿Qué es un webhook?',
  description: '',
  points: 1,
  difficulty: 2,
  image: null,
  correct_answer_id: null,
  Certification_Topics: [webhooks],
};
const other: Question = { ...base, question_id: 2, value: '¿Qué es un flujo?', Certification_Topics: [flujos] };

const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'question');

/** A bank that filters by `topics` and keeps question 1's answers. */
function bankServer() {
  let question = base;
  let answers: QuestionAnswer[] = [
    { question_answer_id: 11, value: 'Un aviso HTTP', image: null },
    { question_answer_id: 12, value: 'Un mensaje', image: null },
  ];
  let next = 13;
  const detail = () => ok({ ...question, Question_Answers: answers });
  return mockApi({
    'GET question': (r) => {
      const ids = r.query.topics ? r.query.topics.split(',').map(Number) : null;
      return ok([question, other].filter((q) => !ids || q.Certification_Topics.some((t) => ids.includes(t.c_t_id))), { hasNextPage: false });
    },
    'GET question/1': () => detail(),
    'GET certification_topic': ok([webhooks, flujos], { hasNextPage: false }),
    'PATCH question/1': (r) => {
      question = { ...question, ...(r.body as Partial<Question>) };
      return detail();
    },
    'POST question/1/answer': (r) => {
      answers = [...answers, { question_answer_id: next++, image: null, ...(r.body as { value: string }) }];
      return detail();
    },
    'PATCH question/1/answer/12': (r) => {
      answers = answers.map((a) => (a.question_answer_id === 12 ? { ...a, ...(r.body as Partial<QuestionAnswer>) } : a));
      return detail();
    },
    'POST question/1/answer/11': () => {
      question = { ...question, correct_answer_id: 11 };
      return detail();
    },
    'DELETE question/1/answer/12': () => {
      answers = answers.filter((a) => a.question_answer_id !== 12);
      return detail();
    },
    'DELETE question/1/answer/13': () => {
      answers = answers.filter((a) => a.question_answer_id !== 13);
      return detail();
    },
  });
}

const renderPage = (route = '/master/certification-questions') => renderWithConsole(<App />, { route, path: '/master/*' });

async function openQuestion(user: User) {
  const toggle = await screen.findByRole('button', { name: `Editar ${base.value}` });
  await user.click(toggle);
  return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
}

describe('Preguntas', () => {
  it('filters by topics (comma-joined ids, kept in the URL); a chosen topic is taken out again', async () => {
    const requests = bankServer();
    const { location } = await renderPage();
    await screen.findByRole('cell', { name: other.value });
    const user = userEvent.setup();
    const filter = await screen.findByLabelText('Filtrar por temas');
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(filter, 'Webhooks');
    await waitFor(() => expect(screen.queryByRole('cell', { name: other.value })).not.toBeInTheDocument());
    expect(lists(requests).at(-1)?.query).toEqual({ page: '1', limit: '25', topics: '1', total: 'true' });
    await user.selectOptions(screen.getByLabelText('Filtrar por temas'), 'Flujos');
    await waitFor(() => expect(lists(requests).at(-1)?.query.topics).toBe('1,2'));
    expect(new URLSearchParams(location().search).get('topics')).toBe('1,2');
    expect(await screen.findByRole('cell', { name: other.value })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Webhooks del filtro' }));
    await waitFor(() => expect(lists(requests).at(-1)?.query.topics).toBe('2'));
    expect(screen.queryByRole('cell', { name: base.value })).not.toBeInTheDocument();
  });

  it("a question's difficulty is chosen by its label; the update rule says the spec's sentence", async () => {
    const requests = bankServer();
    await renderPage();
    const user = userEvent.setup();
    const row = await openQuestion(user);
    const save = row.getByRole('button', { name: 'Guardar' });
    await user.clear(row.getByLabelText('Puntos'));
    await user.type(row.getByLabelText('Puntos'), '0');
    expect(await row.findByText(QUESTION_UPDATE_RULE)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(row.getByLabelText('Puntos'));
    await user.type(row.getByLabelText('Puntos'), '3');
    await user.selectOptions(row.getByLabelText('Dificultad'), 'Difícil');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Pregunta actualizada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'question/1', query: {}, body: { points: 3, difficulty: 3 } }]);
  });

  it('adds an answer, edits one, marks the correct one and removes a selection, each with its call and text', async () => {
    const requests = bankServer();
    await renderPage();
    const user = userEvent.setup();
    const row = await openQuestion(user);
    const answers = within(row.getByRole('region', { name: 'Respuestas' }));
    await answers.findByRole('checkbox', { name: 'Seleccionar Un aviso HTTP' });
    expect(answers.getByText(/Marca la respuesta correcta/)).toBeInTheDocument();

    await user.click(answers.getByRole('button', { name: 'Agregar respuesta' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Agregar respuesta' }));
    expect(dialog.getByRole('button', { name: 'Agregar' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Respuesta'), 'Un correo');
    await user.click(dialog.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Respuesta creada')).toBeInTheDocument();
    expect(await answers.findByRole('checkbox', { name: 'Seleccionar Un correo' })).toBeInTheDocument();

    await user.click(answers.getByRole('button', { name: 'Editar respuesta Un mensaje' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Editar respuesta' }));
    expect(dialog.getByLabelText('Respuesta')).toHaveValue('Un mensaje');
    await user.type(dialog.getByLabelText('Respuesta'), ' de texto');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Respuesta actualizada')).toBeInTheDocument();
    expect(await answers.findByRole('checkbox', { name: 'Seleccionar Un mensaje de texto' })).toBeInTheDocument();

    await user.click(answers.getByRole('radio', { name: 'Marcar Un aviso HTTP como correcta' }));
    expect(await screen.findByText('Respuesta correcta guardada')).toBeInTheDocument();
    await waitFor(() => expect(answers.getByRole('radio', { name: 'Marcar Un aviso HTTP como correcta' })).toBeChecked());

    await user.click(answers.getByRole('checkbox', { name: 'Seleccionar Un mensaje de texto' }));
    await user.click(answers.getByRole('checkbox', { name: 'Seleccionar Un correo' }));
    await user.click(answers.getByRole('button', { name: 'Remover selección' }));
    expect(await screen.findByText('Respuestas removidas con éxito')).toBeInTheDocument();
    await waitFor(() => expect(answers.getAllByRole('checkbox', { name: /^Seleccionar Un/ })).toHaveLength(1));

    expect(writes(requests)).toEqual([
      { method: 'POST', path: 'question/1/answer', query: {}, body: { value: 'Un correo', image: null } },
      { method: 'PATCH', path: 'question/1/answer/12', query: {}, body: { value: 'Un mensaje de texto', image: null } },
      { method: 'POST', path: 'question/1/answer/11', query: {}, body: undefined },
      { method: 'DELETE', path: 'question/1/answer/12', query: {}, body: undefined },
      { method: 'DELETE', path: 'question/1/answer/13', query: {}, body: undefined },
    ]);
  });
});
