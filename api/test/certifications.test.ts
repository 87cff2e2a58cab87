/**
 * Certifications and their question bank (issue 13): topic links of exams, questions and resources; the
 * bank's `topics` filter; a question's answers and its correct one; the update rule's sentence; and the exam
 * build — deterministic, within its topics and range, refused when the bank has too few, replacing the
 * previous build, and the level it derives. The generic calls are the contracts suite's.
 */
import { QUESTION_UPDATE_RULE } from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import { certificationExamQuestions, questions, questionTopics } from '../src/db/schema';
import { demoQuestions } from '../src/demo/certifications';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;
let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read loosely

const created = async (path: string, body: unknown): Promise<Row> => {
  const response = await send('POST', `/api/${path}`, body);
  expect([path, response.statusCode, response.statusCode === 201 ? '' : response.body]).toEqual([path, 201, '']);
  return json(response).resource;
};
const topic = (name = unique('Tema')) => created('certification_topic', { name });
/** A question with answers, the first one correct, linked to `topics`. */
async function question(topics: number[], { difficulty = 1, answers = ['Sí', 'No'], correct = true } = {}) {
  const q = await created('question', { value: unique('¿Pregunta?'), difficulty, points: 2 });
  for (const value of answers) expect((await send('POST', `/api/question/${q.question_id}/answer`, { value })).statusCode).toBe(200);
  if (topics.length) expect((await send('POST', `/api/question/${q.question_id}/assign_topic`, { topics })).statusCode).toBe(200);
  const detail = json(await get(`/api/question/${q.question_id}`)).resource as Row;
  if (correct) await send('POST', `/api/question/${q.question_id}/answer/${detail.Question_Answers[0].question_answer_id}`);
  return detail;
}
const exam = (questions_number: number) => created('certification_exam', { name: unique('Examen'), questions_number });
const build = (examId: number, body: unknown) => send('POST', `/api/certification_exam/${examId}/build_exam`, body);
const builtIds = (row: Row) => (row.Questions as Row[]).map((q) => q.question_id as number);

describe('topics of exams, questions and resources', () => {
  it.each(['certification_exam', 'question', 'certification_resource'])('%s: assign_topic links, refuses a linked or unknown topic, remove_topic unlinks all or nothing', async (path) => {
    const [a, b] = [await topic(), await topic()];
    const body = path === 'certification_exam' ? { name: unique('Examen') } : path === 'question' ? { value: unique('¿Algo?') } : { name: unique('Recurso') };
    const row = await created(path, body);
    const id = Object.values(row)[0] as number;
    const assigned = await send('POST', `/api/${path}/${id}/assign_topic`, { topics: [b.c_t_id, a.c_t_id] });
    expect(assigned.statusCode).toBe(200);
    expect(json(assigned).resource.Certification_Topics.map((t: Row) => t.c_t_id).sort()).toEqual([a.c_t_id, b.c_t_id].sort());
    await api.expectRefusals([
      ['POST', `/api/${path}/${id}/assign_topic`, { topics: [a.c_t_id] }, 409, 'El tema ya se encuentra asociado'],
      ['POST', `/api/${path}/${id}/assign_topic`, { topics: [1_999_999_999] }, 400, 'El tema no existe'],
      ['POST', `/api/${path}/${id}/assign_topic`, { topics: [] }, 400, 'Elige al menos un tema'],
      ['POST', `/api/${path}/${id}/assign_topic`, { topics: [a.c_t_id], topic: 1 }, 400, 'Campo no permitido'],
      ['POST', `/api/${path}/999999/assign_topic`, { topics: [a.c_t_id] }, 404, 'no existe'],
    ]);
    // One of the two not linked: nothing is removed.
    const other = await topic();
    await api.expectRefusals([['POST', `/api/${path}/${id}/remove_topic`, { topics: [a.c_t_id, other.c_t_id] }, 404, 'Error removiendo tema']]);
    const removed = await send('POST', `/api/${path}/${id}/remove_topic`, { topics: [a.c_t_id, b.c_t_id] });
    expect(json(removed).resource.Certification_Topics).toEqual([]);
  });

  it('a topic name is unique without case; deleting a topic unlinks it', async () => {
    const name = unique('Webhooks');
    const first = await topic(name);
    await api.expectRefusals([['POST', '/api/certification_topic', { name: name.toUpperCase() }, 409, 'Ya existe un tema con ese nombre']]);
    const q = await question([first.c_t_id]);
    expect((await send('DELETE', `/api/certification_topic/${first.c_t_id}`)).statusCode).toBe(200);
    expect(json(await get(`/api/question/${q.question_id}`)).resource.Certification_Topics).toEqual([]);
  });

  it("the bank's and the resources' `topics` filter: rows of any listed topic, through the link's (topic, row) index", async () => {
    const [a, b, c] = [await topic(), await topic(), await topic()];
    const qa = await question([a.c_t_id]);
    const qb = await question([b.c_t_id]);
    await question([c.c_t_id]);
    const both = await question([a.c_t_id, b.c_t_id]);
    const ids = async (query: string) => (json(await get(`/api/question?limit=100&${query}`)).resource as Row[]).map((q) => q.question_id);
    expect(await ids(`topics=${a.c_t_id}`)).toEqual([both.question_id, qa.question_id]);
    expect(await ids(`topics=${a.c_t_id},${b.c_t_id}`)).toEqual([both.question_id, qb.question_id, qa.question_id]);
    expect(await ids(`topics=${b.c_t_id}&value=${encodeURIComponent(qb.value)}`)).toEqual([qb.question_id]);
    await api.expectRefusals([
      ['GET', '/api/question?topics=a,b', undefined, 400, 'Los temas deben ser ids separados por comas'],
      ['GET', '/api/question?topics=1,,2', undefined, 400, 'Los temas deben ser ids separados por comas'],
    ]);

    const resource = await created('certification_resource', { name: unique('Guía'), url: 'https://example.com/guia' });
    await send('POST', `/api/certification_resource/${resource.certification_resource_id}/assign_topic`, { topics: [c.c_t_id] });
    const resources = json(await get(`/api/certification_resource?topics=${c.c_t_id}`)).resource as Row[];
    expect(resources.map((r) => r.certification_resource_id)).toEqual([resource.certification_resource_id]);

    // The filter's subquery can be served by the (topic, question) index (the planner scans tiny tables instead).
    await api.db().execute(sql`set enable_seqscan = off`);
    const plan = await api.db().execute(sql`explain select question_id from question_topics where c_t_id in (${a.c_t_id}, ${b.c_t_id})`);
    await api.db().execute(sql`reset enable_seqscan`);
    expect(JSON.stringify(plan)).toContain('question_topics_topic_idx');
  });
});

describe('a question and its answers', () => {
  it('creates with points 1 by default; the update rule speaks the spec’s sentence', async () => {
    const q = await created('question', { value: unique('¿Nueva?') });
    expect(q).toMatchObject({ points: 1, difficulty: 1, image: null, correct_answer_id: null, Certification_Topics: [], Question_Answers: [] });
    await api.expectRefusals([
      ['POST', '/api/question', { value: '  ' }, 400, 'Introduce la pregunta'],
      ['POST', '/api/question', { value: 'x', points: 0 }, 400, 'Los puntos no pueden ser menores que 1'],
      ['POST', '/api/question', { value: 'x', difficulty: 4 }, 400, 'La dificultad no puede ser mayor que 3'],
      ['PATCH', `/api/question/${q.question_id}`, { value: '' }, 400, QUESTION_UPDATE_RULE],
      ['PATCH', `/api/question/${q.question_id}`, { points: 0 }, 400, QUESTION_UPDATE_RULE],
      ['PATCH', `/api/question/${q.question_id}`, { points: -2 }, 400, QUESTION_UPDATE_RULE],
      ['PATCH', `/api/question/${q.question_id}`, { correct_answer_id: 1 }, 400, 'Campo no permitido'],
    ]);
    const image = 'https://example.com/pregunta.png';
    expect(json(await send('PATCH', `/api/question/${q.question_id}`, { image, difficulty: 3 })).resource).toMatchObject({ image, difficulty: 3 });
  });

  it('adds, edits, removes answers and marks the correct one, only one of its own', async () => {
    const q = await question([], { answers: ['Uno', 'Dos', 'Tres'], correct: false });
    const [uno, dos, tres] = q.Question_Answers as Row[];
    expect((q.Question_Answers as Row[]).map((a) => a.value)).toEqual(['Uno', 'Dos', 'Tres']);

    const marked = json(await send('POST', `/api/question/${q.question_id}/answer/${dos.question_answer_id}`)).resource;
    expect(marked.correct_answer_id).toBe(dos.question_answer_id);

    const edited = await send('PATCH', `/api/question/${q.question_id}/answer/${uno.question_answer_id}`, { value: 'Uno, editada', image: 'https://example.com/uno.png' });
    expect(json(edited).resource.Question_Answers[0]).toEqual({ question_answer_id: uno.question_answer_id, value: 'Uno, editada', image: 'https://example.com/uno.png', _version: expect.any(String) });

    const other = await question([], { answers: ['Ajena'], correct: false });
    const foreign = (other.Question_Answers as Row[])[0].question_answer_id;
    await api.expectRefusals([
      ['POST', `/api/question/${q.question_id}/answer/${foreign}`, undefined, 400, 'La respuesta no pertenece a la pregunta'],
      ['POST', `/api/question/${q.question_id}/answer/1999999999`, undefined, 404, 'La respuesta no existe'],
      ['PATCH', `/api/question/${q.question_id}/answer/${foreign}`, { value: 'x' }, 404, 'La respuesta no existe'],
      ['DELETE', `/api/question/${q.question_id}/answer/${foreign}`, undefined, 404, 'La respuesta no existe'],
      ['POST', `/api/question/${q.question_id}/answer`, { value: ' ' }, 400, 'Introduce la respuesta'],
      ['PATCH', `/api/question/${q.question_id}/answer/${uno.question_answer_id}`, {}, 400, 'No hay campos para actualizar'],
      ['POST', '/api/question/1999999999/answer', { value: 'x' }, 404, 'La pregunta no existe'],
    ]);
    expect(json(await get(`/api/question/${q.question_id}`)).resource.correct_answer_id).toBe(dos.question_answer_id);

    // Removing the correct answer leaves the question without one.
    const removed = json(await send('DELETE', `/api/question/${q.question_id}/answer/${dos.question_answer_id}`)).resource;
    expect(removed.correct_answer_id).toBeNull();
    expect((removed.Question_Answers as Row[]).map((a) => a.question_answer_id)).toEqual([uno.question_answer_id, tres.question_answer_id]);
  });
});

describe('the exam build', () => {
  it('chooses questions_number questions of the chosen topics within the range, the same ones every time', async () => {
    const [a, b, c] = [await topic(), await topic(), await topic()];
    const bank: Row[] = [];
    for (const difficulty of [1, 2, 3]) for (let i = 0; i < 4; i += 1) bank.push({ ...(await question([a.c_t_id], { difficulty })), difficulty });
    for (const difficulty of [1, 2, 3]) for (let i = 0; i < 4; i += 1) bank.push({ ...(await question([b.c_t_id], { difficulty })), difficulty });
    // Outside the chosen topics, and without a correct answer: never chosen.
    const elsewhere = await question([c.c_t_id], { difficulty: 2 });
    const unanswered = await question([a.c_t_id], { difficulty: 2, correct: false });

    const e = await exam(6);
    const first = await build(e.certification_exam_id, { topics: [a.c_t_id, b.c_t_id], difficulty: [2, 3] });
    expect(first.statusCode).toBe(200);
    const chosen = builtIds(json(first).resource);
    expect(chosen).toHaveLength(6);
    expect(new Set(chosen).size).toBe(6);
    const byId = new Map(bank.map((q) => [q.question_id, q]));
    for (const id of chosen) expect([2, 3]).toContain(byId.get(id)?.difficulty);
    expect(chosen).not.toContain(elsewhere.question_id);
    expect(chosen).not.toContain(unanswered.question_id);
    // Spread: both topics and both difficulties of the range are present.
    const topicsOf = new Set(chosen.map((id) => bank.indexOf(byId.get(id)!) < 12 ? 'a' : 'b'));
    expect(topicsOf).toEqual(new Set(['a', 'b']));
    expect(new Set(chosen.map((id) => byId.get(id)!.difficulty))).toEqual(new Set([2, 3]));

    // Same inputs, same bank: the same questions in the same order (the default range is [1, 3]).
    const again = json(await build(e.certification_exam_id, { topics: [b.c_t_id, a.c_t_id], difficulty: [2, 3] })).resource;
    expect(builtIds(again)).toEqual(chosen);
    const wide = builtIds(json(await build(e.certification_exam_id, { topics: [a.c_t_id, b.c_t_id] })).resource);
    expect(builtIds(json(await build(e.certification_exam_id, { topics: [a.c_t_id, b.c_t_id], difficulty: [1, 3] })).resource)).toEqual(wide);
    // Another exam draws in another order.
    const twin = await exam(6);
    const other = builtIds(json(await build(twin.certification_exam_id, { topics: [a.c_t_id, b.c_t_id], difficulty: [2, 3] })).resource);
    expect(other).not.toEqual(chosen);

    // The stored build is replaced, not added to.
    const stored = await api.db().select().from(certificationExamQuestions).where(eq(certificationExamQuestions.certification_exam_id, e.certification_exam_id));
    expect(stored.map((row) => row.question_id).sort()).toEqual([...wide].sort());
    expect(stored.map((row) => row.position).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses clearly when the bank has too few, and keeps the previous build', async () => {
    const a = await topic();
    for (const difficulty of [1, 1, 2]) await question([a.c_t_id], { difficulty });
    const e = await exam(2);
    const kept = builtIds(json(await build(e.certification_exam_id, { topics: [a.c_t_id] })).resource);
    await send('PATCH', `/api/certification_exam/${e.certification_exam_id}`, { questions_number: 3 });
    await api.expectRefusals([
      [
        'POST',
        `/api/certification_exam/${e.certification_exam_id}/build_exam`,
        { topics: [a.c_t_id], difficulty: [1, 1] },
        400,
        'No hay suficientes preguntas: hay 2 preguntas con respuesta correcta en los temas elegidos con dificultad de 1 a 1, y el examen necesita 3.',
      ],
      ['POST', `/api/certification_exam/${e.certification_exam_id}/build_exam`, { topics: [a.c_t_id], difficulty: [3, 3] }, 400, 'hay 0 preguntas'],
      ['POST', `/api/certification_exam/${e.certification_exam_id}/build_exam`, { topics: [a.c_t_id], difficulty: [3, 1] }, 400, 'La dificultad mínima no puede ser mayor que la máxima'],
      ['POST', `/api/certification_exam/${e.certification_exam_id}/build_exam`, { topics: [a.c_t_id], difficulty: [0, 3] }, 400, 'La dificultad va de 1 a 3'],
      ['POST', `/api/certification_exam/${e.certification_exam_id}/build_exam`, { topics: [a.c_t_id], difficulty: [1] }, 400, 'dificultad'],
      ['POST', `/api/certification_exam/${e.certification_exam_id}/build_exam`, { topics: [] }, 400, 'Elige al menos un tema'],
      ['POST', `/api/certification_exam/${e.certification_exam_id}/build_exam`, { topics: [1_999_999_999] }, 400, 'El tema no existe'],
      ['POST', '/api/certification_exam/1999999999/build_exam', { topics: [a.c_t_id] }, 404, 'El examen no existe'],
    ]);
    expect(builtIds(json(await get(`/api/certification_exam/${e.certification_exam_id}`)).resource)).toEqual(kept);
  });

  it("derives the level from the exam's questions: the rounded mean difficulty, 'No definido' (null) before a build", async () => {
    const a = await topic();
    const easy = [await question([a.c_t_id], { difficulty: 1 }), await question([a.c_t_id], { difficulty: 1 })];
    const hard = [await question([a.c_t_id], { difficulty: 3 }), await question([a.c_t_id], { difficulty: 3 })];
    const e = await exam(2);
    expect(e.level).toBeNull();
    expect(json(await build(e.certification_exam_id, { topics: [a.c_t_id], difficulty: [1, 1] })).resource.level).toBe(1);
    expect(json(await build(e.certification_exam_id, { topics: [a.c_t_id], difficulty: [3, 3] })).resource.level).toBe(3);
    await send('PATCH', `/api/certification_exam/${e.certification_exam_id}`, { questions_number: 4 });
    // Mean 2 → Intermedio; then one hard question made easy: mean 1.5 rounds to 2, and the list row says so too.
    expect(json(await build(e.certification_exam_id, { topics: [a.c_t_id] })).resource.level).toBe(2);
    await send('PATCH', `/api/question/${hard[0].question_id}`, { difficulty: 1 });
    const listed = (json(await get(`/api/certification_exam?name=${encodeURIComponent(e.name)}`)).resource as Row[])[0];
    expect(listed.level).toBe(2);
    await send('PATCH', `/api/question/${hard[1].question_id}`, { difficulty: 1 });
    expect(json(await get(`/api/certification_exam/${e.certification_exam_id}`)).resource.level).toBe(1);
    expect(easy).toHaveLength(2);
  });

  it('the demo exams are built from the demo bank; a build over 10,000 questions is one query and one insert', async () => {
    const demo = (json(await get('/api/certification_exam?limit=100&sort=certification_exam_id')).resource as Row[]).slice(0, 4);
    expect(demo.map((e) => e.level === null)).toEqual([false, false, false, true]);
    const detail = json(await get(`/api/certification_exam/${demo[0].certification_exam_id}`)).resource;
    expect(detail.Questions).toHaveLength(demo[0].questions_number);
    expect(demoQuestions().length).toBeGreaterThanOrEqual(150);

    // 10,000 more questions over one topic, each with a correct answer, written by SQL.
    const big = await topic();
    const run = (statement: ReturnType<typeof sql>) => api.db().execute(statement);
    await run(sql`insert into questions (value, difficulty, points) select 'Generada ' || n, 1 + n % 3, 1 from generate_series(1, 10000) n`);
    await run(sql`insert into question_topics (question_id, c_t_id) select question_id, ${big.c_t_id} from questions where value like 'Generada %'`);
    await run(sql`insert into question_answers (question_id, value) select question_id, 'Correcta' from questions where value like 'Generada %'`);
    await run(sql`update questions q set correct_answer_id = a.question_answer_id from question_answers a where a.question_id = q.question_id and q.value like 'Generada %'`);
    await api.db().execute(sql`analyze questions`);
    await api.db().execute(sql`analyze question_topics`);
    const e = await exam(100);
    // What a build costs: on PGlite, which runs in this process, the CPU time it takes (a busy machine
    // stretches the wall clock, not that); on a PostgreSQL server (DATABASE_URL) the query runs there, so the
    // wall clock.
    const clock = process.env.DATABASE_URL
      ? () => performance.now()
      : () => {
          const { user, system } = process.cpuUsage();
          return (user + system) / 1000;
        };
    const times: number[] = [];
    let last: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = clock();
      const response = await build(e.certification_exam_id, { topics: [big.c_t_id], difficulty: [1, 3] });
      times.push(clock() - started);
      expect(response.statusCode).toBe(200);
      const ids = builtIds(json(response).resource);
      if (run > 0) expect(ids).toEqual(last);
      last = ids;
    }
    const [{ count }] = await api.db().select({ count: sql<number>`count(*)::int` }).from(questions).innerJoin(questionTopics, eq(questionTopics.owner_id, questions.question_id)).where(eq(questionTopics.c_t_id, big.c_t_id));
    expect(count).toBe(10_000);
    const median = [...times].sort((x, y) => x - y)[2];
    console.log(`build of 100 questions over a bank of 10,000: ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)} ms, ${process.env.DATABASE_URL ? 'wall clock' : 'CPU'})`);
    expect(median).toBeLessThan(2000);
  });
});
