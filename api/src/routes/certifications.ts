/**
 * Certifications and their question bank (document 2 §2–§9, issue 13): the generic calls of certifications,
 * exams, topics, questions and resources, and what is particular to them —
 *   POST {certification_exam|question|certification_resource}/{id}/assign_topic {topics}   links topics
 *   POST {…}/{id}/remove_topic {topics}                                                     unlinks them
 *   POST certification_exam/{id}/build_exam {topics, difficulty}       chooses the exam's questions (lib/exam-build.ts)
 *   POST question/{id}/answer {value, image?}                          adds an answer option
 *   PATCH, DELETE question/{id}/answer/{question_answer_id}            edits, removes one
 *   POST question/{id}/answer/{question_answer_id}                     marks it the correct one
 * Each answers its record (exam, question, resource) as one item answers it, and is audited on it. The bank
 * and the resources take `topics` (comma-joined ids) as a filter, served by the link tables' (topic, row)
 * indexes. An exam's level is derived from the questions it holds, never stored (api/README.md).
 */
import {
  certificationContract,
  certificationExamContract,
  certificationExamOperations,
  certificationResourceContract,
  certificationTopicContract,
  questionAnswerContract,
  questionContract,
  questionOperations,
  topicLinks,
  type ListQuery,
  type TopicLinked,
  type TopicRef,
} from '@console/contracts';
import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  certificationExamQuestions,
  certificationExams,
  certificationExamTopics,
  certificationResources,
  certificationResourceTopics,
  certifications,
  certificationTopics,
  questionAnswers,
  questions,
  questionTopics,
} from '../db/schema';
import { audited } from '../lib/audit';
import { buildExam } from '../lib/exam-build';
import { badRequest, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { linkRoutes } from '../lib/link';
import { linkedItems } from '../lib/query';
import { contractRows, resourceRoutes, type ResourceDescription } from '../lib/resource';
import type { Tx } from '../db/client';
import type { ResourceRows } from '../lib/rows';
import { versionWhere } from '../lib/versions';

type TopicLink = typeof questionTopics;

/** A row's topics (exam, question, resource), by name: one correlated subquery on the link's primary key. */
const topicsOf = (owner: PgColumn, link: TopicLink) =>
  linkedItems<TopicRef>({
    owner,
    link: [link.owner_id, link.c_t_id],
    item: certificationTopics.c_t_id,
    fields: { c_t_id: certificationTopics.c_t_id, name: certificationTopics.name },
  });

/** The `topics` filter: rows linked to any of the listed topics, served by the link's (topic, row) index. */
const byTopics = (db: FastifyInstance['ctx']['db'], owner: PgColumn, link: TopicLink) => (query: ListQuery) => {
  const topics = query.topics as string | undefined;
  if (!topics) return [];
  const ids = [...new Set(topics.split(',').map(Number))];
  return [inArray(owner, db.select({ id: link.owner_id }).from(link).where(inArray(link.c_t_id, ids)))];
};

/**
 * The exam's level: the rounded mean difficulty of the questions it holds (1 Básico, 2 Intermedio, 3 Avanzado;
 * PostgreSQL rounds halves up: 1.5 → 2), null before its first build. A correlated aggregate over its
 * questions (the link's primary key), so it always matches what the exam holds.
 */
const examLevel: SQL<number | null> = sql<number | null>`(
  select round(avg(q.difficulty))::int
  from ${certificationExamQuestions} eq
  join ${questions} q on q.question_id = eq.question_id
  where eq.certification_exam_id = ${sql.identifier(getTableName(certificationExams))}.${sql.identifier(certificationExams.certification_exam_id.name)}
)`;

const examQuestions = linkedItems<{ question_id: number; value: string; difficulty: number; points: number }>({
  owner: certificationExams.certification_exam_id,
  link: [certificationExamQuestions.certification_exam_id, certificationExamQuestions.question_id],
  item: questions.question_id,
  fields: { question_id: questions.question_id, value: questions.value, difficulty: questions.difficulty, points: questions.points },
  orderBy: certificationExamQuestions.position,
});

const questionAnswerList = linkedItems({
  owner: questions.question_id,
  link: [questionAnswers.question_id, questionAnswers.question_answer_id],
  item: questionAnswers.question_answer_id,
  fields: { question_answer_id: questionAnswers.question_answer_id, value: questionAnswers.value, image: questionAnswers.image },
  orderBy: questionAnswers.question_answer_id,
  version: 'item',
});

const exam = {
  contract: certificationExamContract,
  table: certificationExams,
  columns: { level: examLevel, Certification_Topics: topicsOf(certificationExams.certification_exam_id, certificationExamTopics) },
  detail: { Questions: examQuestions },
};
const question = {
  contract: questionContract,
  table: questions,
  columns: { Certification_Topics: topicsOf(questions.question_id, questionTopics) },
  detail: { Question_Answers: questionAnswerList },
};
const resource = {
  contract: certificationResourceContract,
  table: certificationResources,
  columns: { Certification_Topics: topicsOf(certificationResources.certification_resource_id, certificationResourceTopics) },
};
export const examRows = contractRows(exam);
export const questionRows = contractRows(question);
const resourceRows = contractRows(resource);

const topicRows = contractRows({ contract: certificationTopicContract, table: certificationTopics });

/** POST {path}/{id}/assign_topic and /remove_topic {topics} of a record linked to topics: all or nothing, audited on it. */
const topicLinkRoutes = (app: FastifyInstance, linked: TopicLinked, owners: ResourceRows, link: TopicLink) =>
  linkRoutes(app, topicLinks[linked], { junction: { table: link, owner: link.owner_id, item: link.c_t_id }, owners, items: topicRows });

const answerNotFound = questionAnswerContract.texts.notFound;

export default async function certificationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  resourceRoutes(app, {
    contract: certificationContract,
    table: certifications,
    columns: { Certification_Exam: { name: certificationExams.name, version: certificationExams.version } },
    join: (query) =>
      query.leftJoin(certificationExams, eq(certificationExams.certification_exam_id, certifications.certification_exam_id)),
  });

  resourceRoutes(app, { contract: certificationTopicContract, table: certificationTopics });

  // ---- Exams: topics and the build --------------------------------------------------------------------
  resourceRoutes(app, exam);
  topicLinkRoutes(app, 'certification_exam', examRows, certificationExamTopics);

  const { build } = certificationExamOperations;
  route(app, build, async ({ params: { id }, body, request }) => {
    const { entries } = await audited(request, { rows: examRows, resource: certificationExamContract.path, id, action: build.audit }, async (tx, before) => {
      if (!before) throw notFound(certificationExamContract.texts.notFound);
      await buildExam(tx, id, before.questions_number as number, body);
    });
    return entries[0].after;
  });

  // ---- The question bank and its answers ------------------------------------------------------------
  const questionDescription: ResourceDescription = { ...question, list: { where: byTopics(db, questions.question_id, questionTopics) } };
  resourceRoutes(app, questionDescription);
  topicLinkRoutes(app, 'question', questionRows, questionTopics);

  const questionPath = questionContract.path;
  const questionNotFound = questionContract.texts.notFound;

  const { createAnswer, updateAnswer, removeAnswer, correctAnswer } = questionOperations;
  route(app, createAnswer, async ({ params: { id }, body: answer, request }) => {
    const { entries } = await audited(request, { rows: questionRows, resource: questionPath, id, action: createAnswer.audit }, async (tx, before) => {
      if (!before) throw notFound(questionNotFound);
      await tx.insert(questionAnswers).values({ ...answer, question_id: id } as typeof questionAnswers.$inferInsert);
    });
    return entries[0].after;
  });

  /** An answer of the question, or 404 ('La respuesta no existe'): one of another question counts as none. */
  const ofQuestion = (id: number, answerId: number) =>
    and(eq(questionAnswers.question_answer_id, answerId), eq(questionAnswers.question_id, id));

  route(app, updateAnswer, async ({ params: { id, question_answer_id }, body: changes, request }) => {
    if (Object.keys(changes).length === 0) throw badRequest('No hay campos para actualizar');
    // If-Match names the version of the answer the editor saw (each of the question's answers carries its own).
    const version = (tx: Tx) => versionWhere(tx, questionAnswers, ofQuestion(id, question_answer_id));
    const { entries } = await audited(request, { rows: questionRows, resource: questionPath, id, action: updateAnswer.audit, version }, async (tx, before) => {
      if (!before) throw notFound(questionNotFound);
      const changed = await tx.update(questionAnswers).set(changes).where(ofQuestion(id, question_answer_id)).returning({ id: questionAnswers.question_answer_id });
      if (changed.length === 0) throw notFound(answerNotFound);
    });
    return entries[0].after;
  });

  route(app, removeAnswer, async ({ params: { id, question_answer_id }, request }) => {
    const version = (tx: Tx) => versionWhere(tx, questionAnswers, ofQuestion(id, question_answer_id));
    const { entries } = await audited(request, { rows: questionRows, resource: questionPath, id, action: removeAnswer.audit, version }, async (tx, before) => {
      if (!before) throw notFound(questionNotFound);
      // The correct answer removed leaves the question without one (the foreign key sets it null).
      const removed = await tx.delete(questionAnswers).where(ofQuestion(id, question_answer_id)).returning({ id: questionAnswers.question_answer_id });
      if (removed.length === 0) throw notFound(answerNotFound);
    });
    return entries[0].after;
  });

  route(app, correctAnswer, async ({ params: { id, question_answer_id }, request }) => {
    const { entries } = await audited(request, { rows: questionRows, resource: questionPath, id, action: correctAnswer.audit }, async (tx, before) => {
      if (!before) throw notFound(questionNotFound);
      const [answer] = await tx
        .select({ question_id: questionAnswers.question_id })
        .from(questionAnswers)
        .where(eq(questionAnswers.question_answer_id, question_answer_id));
      if (!answer) throw notFound(answerNotFound);
      if (answer.question_id !== id) throw badRequest('La respuesta no pertenece a la pregunta', 'question_answer_id');
      await tx.update(questions).set({ correct_answer_id: question_answer_id, updatedAt: app.ctx.now() }).where(eq(questions.question_id, id));
    });
    return entries[0].after;
  });

  // ---- Resources ---------------------------------------------------------------------------------------
  resourceRoutes(app, { ...resource, list: { where: byTopics(db, certificationResources.certification_resource_id, certificationResourceTopics) } });
  topicLinkRoutes(app, 'certification_resource', resourceRows, certificationResourceTopics);
}
