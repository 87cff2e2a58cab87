/**
 * Certifications and their question bank (spec 2 §2–§9, issue 13): certifications, the exams they use, the
 * topics, the questions with their answer options, and the study resources. Exams, questions and resources
 * are linked to topics (POST {path}/{id}/assign_topic and /remove_topic); an exam is built from the bank
 * (POST certification_exam/{id}/build_exam: api/README.md, "Certifications"); a question's answers are
 * written under it (question/{id}/answer…).
 */
import { z } from '../zod';
import { defineContract, versionShape, type AnyContract, rowSchema } from '../contract';
import { flag, number, readOnly, reference, text, timestamp, typable, url } from '../fields';
import { idParams, operation, itemParams } from '../operation';

/** Spec 2 §9: a question's (and a resource's) difficulty. */
export const DIFFICULTIES = { 1: 'Fácil', 2: 'Media', 3: 'Difícil' } as const;
export const MIN_DIFFICULTY = 1;
export const MAX_DIFFICULTY = 3;
/** An exam's level, derived from its questions (api/README.md); none yet reads 'No definido' (spec 2 §4). */
export const EXAM_LEVELS = { 1: 'Básico', 2: 'Intermedio', 3: 'Avanzado' } as const;
export const EXAM_NO_LEVEL = 'No definido';

/** Spec 2 §9: the searches' debounces. */
export const CERTIFICATION_DEBOUNCE_MS = { certification: 400, exam: 400, topic: 400, question: 1000, resource: 1000 } as const;

const difficulty = () => number('Dificultad', { gender: 'f', int: true, min: MIN_DIFFICULTY, max: MAX_DIFFICULTY, default: 1, labels: DIFFICULTIES });

/** A topic as the rows that are linked to topics carry it. */
const topicRef = z.object({ c_t_id: z.number(), name: z.string() });
const linkedTopics = { Certification_Topics: z.array(topicRef) };
export type TopicRef = z.infer<typeof topicRef>;

export const certificationTopicContract = defineContract({
  path: 'certification_topic',
  id: 'c_t_id',
  names: { one: 'tema', many: 'temas', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    classification: text('Clasificación', { gender: 'f', max: 200, default: '' }),
  },
  texts: { created: 'Tema creado' },
  list: { search: ['name'], sort: ['c_t_id', 'name', 'classification'] },
});

export const certificationExamContract = defineContract({
  path: 'certification_exam',
  id: 'certification_exam_id',
  names: { one: 'examen', many: 'exámenes', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    version: number('Versión', { gender: 'f', int: true, min: 1, default: 1 }),
    duration: number('Duración (minutos)', { gender: 'f', noun: 'la duración', int: true, min: 1, default: 1 }),
    questions_number: number('Número de preguntas', { int: true, min: 1, max: 500, default: 1 }),
    minimum_score: number('Puntaje mínimo', { min: 1, step: 1, decimals: 2, default: 1 }),
    // Derived from the questions the exam holds (null: not built yet).
    level: readOnly(number('Nivel', { int: true, nullable: true, labels: EXAM_LEVELS })),
    updated_at: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  joined: {
    ...linkedTopics,
    // One exam (GET certification_exam/{id} and every write) carries the questions of its last build, in order.
    Questions: z
      .array(z.object({ question_id: z.number(), value: z.string(), difficulty: z.number(), points: z.number() }))
      .optional(),
  },
  texts: { created: 'Examen creado' },
  list: { search: ['name'], sort: ['certification_exam_id', 'name', 'version', 'updated_at'] },
});

export const certificationContract = defineContract({
  path: 'certification',
  id: 'certification_id',
  names: { one: 'certificación', many: 'certificaciones', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    title: text('Título', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    enable: flag('Estado', { default: true, states: ['Activo', 'Apagado'] }),
    certification_exam_id: reference('Examen', () => certificationExamContract, { nullable: true, lookup: 'select', nullLabel: 'Sin examen' }),
    updated_at: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  joined: { Certification_Exam: z.object({ name: z.string(), version: z.number() }).nullable() },
  texts: { created: 'Certificación creada' },
  list: { search: ['name'], sort: ['certification_id', 'name', 'updated_at'] },
});

/** Spec 2 §5 with RULINGS 2's spelling: the update rule of a question's text and points. */
export const QUESTION_UPDATE_RULE = 'La pregunta no puede ir vacía y valor en puntos debe ser mayor a cero';

/** The `topics` filter of the bank and the resources: comma-joined topic ids ('3,7'). */
const topicsFilter = z
  .string({ error: 'Los temas deben ser ids separados por comas' })
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, 'Los temas deben ser ids separados por comas (hasta 100)')
  .refine((value) => value.split(',').every((id) => Number(id) <= 2_147_483_647), 'Los temas deben ser ids separados por comas (hasta 100)')
  .optional();

const questionFields = {
  value: text('Pregunta', { gender: 'f', max: 2000, multiline: true, required: true }),
  description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
  points: number('Puntos', { noun: 'los puntos', int: true, min: 1, max: 1000, default: 1 }),
  difficulty: difficulty(),
  image: url('Imagen', { gender: 'f', upload: 'image', nullable: true }),
  // Set by POST question/{id}/answer/{answer_id} only.
  correct_answer_id: readOnly(number('Respuesta correcta', { gender: 'f', int: true, nullable: true })),
};

const answerRef = z.object({ question_answer_id: z.number(), value: z.string(), image: z.string().nullable(), ...versionShape });
export type QuestionAnswer = z.infer<typeof answerRef>;

const defined = defineContract({
  path: 'question',
  id: 'question_id',
  names: { one: 'pregunta', many: 'preguntas', gender: 'f' },
  fields: questionFields,
  joined: {
    ...linkedTopics,
    // One question (GET question/{id} and every write) carries its answer options, oldest first.
    Question_Answers: z.array(answerRef).optional(),
  },
  label: (question) => question.value,
  texts: { created: 'Pregunta creada' },
  list: { search: ['value'], filters: { topics: topicsFilter }, sort: ['question_id', 'difficulty', 'points'] },
  create: ['value', 'description', 'points', 'difficulty'],
});

/** The update's text and points say the spec's one sentence (spec 2 §5), on the API and in the edit row. */
const updateShape = (defined.schemas.update as unknown as z.ZodObject).shape;
const questionUpdate = z.strictObject({
  ...updateShape,
  value: z
    .string({ error: QUESTION_UPDATE_RULE })
    .trim()
    .max(2000, 'La pregunta admite hasta 2000 caracteres')
    .refine((value) => typable(value, { multiline: true }), 'La pregunta tiene caracteres no permitidos')
    .refine((value) => value.length > 0, QUESTION_UPDATE_RULE)
    .optional(),
  points: z
    .number({ error: QUESTION_UPDATE_RULE })
    .int('Los puntos deben ser un número entero')
    .min(1, QUESTION_UPDATE_RULE)
    .max(1000, 'Los puntos no pueden ser mayores que 1000')
    .optional(),
}) as unknown as typeof defined.schemas.update;

export const questionContract: typeof defined = { ...defined, schemas: { ...defined.schemas, update: questionUpdate, edit: questionUpdate } };

/**
 * A question's answer option (spec 2 §3): written under its question — POST question/{id}/answer, PATCH and
 * DELETE question/{id}/answer/{question_answer_id} — never at a path of its own, so it is no served
 * resource: the contract gives the forms and rules of those calls.
 */
export const questionAnswerContract = defineContract({
  path: 'question_answer',
  id: 'question_answer_id',
  names: { one: 'respuesta', many: 'respuestas', gender: 'f' },
  fields: {
    value: text('Respuesta', { gender: 'f', max: 2000, required: true }),
    image: url('Imagen', { gender: 'f', upload: 'image', nullable: true }),
  },
  label: (answer) => answer.value,
  texts: { created: 'Respuesta creada' },
});

export const certificationResourceContract = defineContract({
  path: 'certification_resource',
  id: 'certification_resource_id',
  names: { one: 'recurso', many: 'recursos', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    url: url('Enlace', { nullable: true }),
    // Free text (video, artículo, guía…): the spec names no values.
    type: text('Tipo', { max: 100, default: '' }),
    difficulty: difficulty(),
    image: url('Imagen', { gender: 'f', upload: 'image', nullable: true }),
    enabled: flag('Estado', { default: true, states: ['Activo', 'Apagado'] }),
  },
  joined: linkedTopics,
  texts: { created: 'Recurso creado' },
  list: { search: ['name'], filters: { topics: topicsFilter }, sort: ['certification_resource_id', 'name', 'difficulty'] },
});

/** The most topics one call links or unlinks. */
export const MAX_TOPICS_PER_CALL = 100;
const topicIdRule = reference('Tema', () => certificationTopicContract).rule;

/** POST {exam|question|resource}/{id}/assign_topic and /remove_topic: the topics as a list of ids (spec 2 §7). */
export const topicLinkSchema = z.strictObject({
  topics: z
    .array(topicIdRule, { error: 'Elige los temas' })
    .min(1, 'Elige al menos un tema')
    .max(MAX_TOPICS_PER_CALL, `Elige hasta ${MAX_TOPICS_PER_CALL} temas`),
});

/** POST certification_exam/{id}/build_exam: the topics to draw from and the difficulty range [min, max] (default [1, 3]). */
export const examBuildSchema = z.strictObject({
  topics: topicLinkSchema.shape.topics,
  difficulty: z
    .array(
      z
        .number({ error: 'La dificultad debe ser un número' })
        .int('La dificultad debe ser un número entero')
        .min(MIN_DIFFICULTY, `La dificultad va de ${MIN_DIFFICULTY} a ${MAX_DIFFICULTY}`)
        .max(MAX_DIFFICULTY, `La dificultad va de ${MIN_DIFFICULTY} a ${MAX_DIFFICULTY}`),
      { error: 'La dificultad es un rango [mínima, máxima]' },
    )
    .length(2, 'La dificultad es un rango [mínima, máxima]')
    .refine(([min, max]) => min <= max, 'La dificultad mínima no puede ser mayor que la máxima')
    .transform(([min, max]) => [min, max] as [number, number])
    .default([MIN_DIFFICULTY, MAX_DIFFICULTY]),
});
export type ExamBuild = z.output<typeof examBuildSchema>;

/** POST {path}/{id}/assign_topic and /remove_topic of a record linked to topics (all or nothing, audited on it). */
function topicLinks<C extends AnyContract>(contract: C, to: string) {
  const answer = rowSchema(contract);
  const common = { tag: contract.path, params: idParams, body: topicLinkSchema, answer } as const;
  return {
    assignTopic: operation({
      ...common,
      id: `${contract.path}.assignTopic`,
      method: 'POST',
      path: `${contract.path}/:id/assign_topic`,
      summary: `Asocia temas ${to}: todos o ninguno (409 'El tema ya se encuentra asociado', 400 si un tema no existe)`,
      refusals: [409],
      audit: 'topic.assign',
      texts: { verb: 'asociando', what: certificationTopicContract.names.one },
    }),
    removeTopic: operation({
      ...common,
      id: `${contract.path}.removeTopic`,
      method: 'POST',
      path: `${contract.path}/:id/remove_topic`,
      summary: `Desasocia temas ${to}: todos o ninguno (404 si alguno no está asociado)`,
      audit: 'topic.remove',
      texts: { verb: 'removiendo', what: certificationTopicContract.names.many },
    }),
  };
}

/** The topic links of each record linked to topics, by its path: exams, questions, resources. */
export const topicLinkOperations = {
  certification_exam: topicLinks(certificationExamContract, 'al examen'),
  question: topicLinks(questionContract, 'a la pregunta'),
  certification_resource: topicLinks(certificationResourceContract, 'al recurso'),
};
export type TopicLinked = keyof typeof topicLinkOperations;

const examRow = rowSchema(certificationExamContract);
const questionRow = rowSchema(questionContract);

/** An exam's build (api/README.md, "Certifications"): it answers the exam with its questions and level. */
export const certificationExamOperations = {
  build: operation({
    id: 'certification_exam.build',
    method: 'POST',
    path: 'certification_exam/:id/build_exam',
    summary:
      'Construye el examen: elige questions_number preguntas con respuesta correcta de los temas y el rango de dificultad, siempre las mismas para los mismos datos (400 si no hay suficientes); responde el examen con sus preguntas y su nivel',
    tag: 'certification_exam',
    params: idParams,
    body: examBuildSchema,
    answer: examRow,
    audit: 'exam.build',
    texts: { verb: 'construyendo', what: certificationExamContract.names.one },
  }),
};

/** The path of one answer of a question: question/{id}/answer/{question_answer_id}. */
export const answerParams = itemParams('question_answer_id');

/** A question's answer options, written under it: each call answers the question with its answers. */
export const questionOperations = {
  createAnswer: operation({
    id: 'question.answer.create',
    method: 'POST',
    path: 'question/:id/answer',
    summary: 'Agrega una respuesta a la pregunta; responde la pregunta con sus respuestas',
    tag: 'question',
    params: idParams,
    body: questionAnswerContract.schemas.create,
    answer: questionRow,
    audit: 'answer.create',
    texts: { verb: 'creando', what: questionAnswerContract.names.one },
  }),
  updateAnswer: operation({
    id: 'question.answer.update',
    method: 'PATCH',
    path: 'question/:id/answer/:question_answer_id',
    summary: 'Cambia una respuesta de la pregunta (404 si no es de ella)',
    tag: 'question',
    params: answerParams,
    body: questionAnswerContract.schemas.update,
    answer: questionRow,
    audit: 'answer.update',
    texts: { verb: 'actualizando', what: questionAnswerContract.names.one },
  }),
  removeAnswer: operation({
    id: 'question.answer.remove',
    method: 'DELETE',
    path: 'question/:id/answer/:question_answer_id',
    summary: 'Elimina una respuesta de la pregunta (si era la correcta, la pregunta queda sin respuesta correcta)',
    tag: 'question',
    params: answerParams,
    answer: questionRow,
    audit: 'answer.remove',
    texts: { verb: 'removiendo', what: questionAnswerContract.names.one },
  }),
  correctAnswer: operation({
    id: 'question.answer.correct',
    method: 'POST',
    path: 'question/:id/answer/:question_answer_id',
    summary: 'Marca la respuesta como la correcta de la pregunta (400 si es de otra pregunta)',
    tag: 'question',
    params: answerParams,
    answer: questionRow,
    audit: 'answer.correct',
    texts: { verb: 'actualizando', what: questionContract.names.one },
  }),
};

/** The texts of spec 2 §5, §8 (removal with 'removiendo': RULINGS 2). */
export const certificationTexts = {
  topicNotLinked: 'Error removiendo tema',
  topicMissing: 'El tema no existe',
  topicsRemoved: 'Temas removidos con éxito',
  built: 'Examen construido',
  answerUpdated: 'Respuesta actualizada',
  answersRemoved: 'Respuestas removidas con éxito',
  answerRemoved: 'Respuesta removida con éxito',
  answerNotFound: 'Error removiendo respuesta',
  correctMarked: 'Respuesta correcta guardada',
  /** The build's refusal when the bank holds too few questions for the exam. */
  tooFew: (found: number, needed: number, [min, max]: readonly [number, number]) =>
    `No hay suficientes preguntas: ${found === 1 ? 'hay 1 pregunta' : `hay ${found} preguntas`} con respuesta correcta en los temas elegidos con dificultad de ${min} a ${max}, y el examen necesita ${needed}.`,
} as const;
