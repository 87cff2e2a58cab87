/**
 * The exam build (POST certification_exam/{id}/build_exam; the spec leaves the algorithm to the server, RULINGS
 * 3): an exam of `questions_number` questions drawn from the bank, deterministically — the same exam, topics,
 * range and bank give the same questions in the same order. api/README.md ("Certifications") documents it.
 *
 *   1. Candidates: the questions linked to at least one chosen topic, with a difficulty in [min, max] and a
 *      correct answer marked (a question nobody can answer right makes no exam).
 *   2. Each candidate gets a key, md5("<exam id>:<question id>"), compared as bytes: a fixed pseudo-random
 *      order, different per exam, that no insertion order or planner choice changes.
 *   3. Spread: the candidates are grouped by (first chosen topic, difficulty); each group is ordered by key
 *      and numbered 1, 2, 3…; the exam takes the candidates by that number, then by key — one of every
 *      group first, then a second of every group — so each topic and difficulty of the range is present
 *      as long as it has questions, in proportion otherwise.
 *   4. Fewer candidates than questions_number: 400, saying how many were found and how many are needed.
 *   5. Otherwise the exam's previous questions are replaced by these, in this order (position 1…n), in the
 *      caller's transaction.
 * One indexed query (question_topics by topic, questions by id) and one insert, however large the bank.
 */
import { certificationTexts, type ExamBuild } from '@console/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { certificationExamQuestions, certificationTopics, questions, questionTopics } from '../db/schema';
import { badRequest } from './http';
import type { Tx } from '../db/client';

/** The chosen questions, in the exam's order; throws the refusal when the bank has too few. */
export async function chooseQuestions(tx: Tx, examId: number, needed: number, { topics, difficulty: [min, max] }: ExamBuild): Promise<number[]> {
  const chosenTopics = [...new Set(topics)];
  const topicList = sql.join(chosenTopics.map((id) => sql`${id}`), sql`, `);
  const known = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(certificationTopics)
    .where(inArray(certificationTopics.c_t_id, chosenTopics));
  if (known[0].count !== chosenTopics.length) throw badRequest(`${certificationTexts.topicMissing} (campo topics)`, 'topics');

  const result = await tx.execute(sql`
    with candidates as (
      select q.question_id, q.difficulty, min(qt.c_t_id) as topic,
             md5(${String(examId)}::text || ':' || q.question_id::text) collate "C" as key
      from ${questionTopics} qt
      join ${questions} q on q.question_id = qt.question_id
      where qt.c_t_id in (${topicList})
        and q.difficulty between ${min} and ${max}
        and q.correct_answer_id is not null
      group by q.question_id, q.difficulty
    ), ranked as (
      select question_id, key, count(*) over () as found,
             row_number() over (partition by topic, difficulty order by key, question_id) as round
      from candidates
    )
    select question_id, found::int as found from ranked order by round, key, question_id limit ${needed}`);
  const rows = (result as unknown as { rows: { question_id: number; found: number }[] }).rows;
  const found = rows[0]?.found ?? 0;
  if (found < needed) throw badRequest(certificationTexts.tooFew(found, needed, [min, max]), 'topics');
  return rows.map((row) => Number(row.question_id));
}

/** Builds the exam: chooses its questions and stores them in place of the previous build (one delete, one insert). */
export async function buildExam(tx: Tx, examId: number, needed: number, build: ExamBuild): Promise<number[]> {
  const chosen = await chooseQuestions(tx, examId, needed, build);
  await tx.delete(certificationExamQuestions).where(eq(certificationExamQuestions.certification_exam_id, examId));
  await tx
    .insert(certificationExamQuestions)
    .values(chosen.map((question_id, index) => ({ certification_exam_id: examId, question_id, position: index + 1 })));
  return chosen;
}
