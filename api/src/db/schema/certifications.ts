/** Certifications: exams, topics, the question bank with its answers, study resources. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const certificationExams = pgTable(
  'certification_exams',
  {
    certification_exam_id: serial('certification_exam_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    version: integer('version').notNull().default(1),
    /** Minutes. */
    duration: integer('duration').notNull().default(1),
    questions_number: integer('questions_number').notNull().default(1),
    minimum_score: numeric('minimum_score', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    // The level is not stored: it is derived from the questions the exam holds (routes/certifications.ts).
    createdAt: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('certification_exams_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const certifications = pgTable(
  'certifications',
  {
    certification_id: serial('certification_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    enable: boolean('enable').notNull().default(true),
    certification_exam_id: integer('certification_exam_id').references(
      () => certificationExams.certification_exam_id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('certifications_exam_idx').on(t.certification_exam_id),
    index('certifications_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Topics of the certifications' question bank (spec 2 §3: c_t_id, name, classification). */
export const certificationTopics = pgTable(
  'certification_topics',
  {
    c_t_id: serial('c_t_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    classification: varchar('classification', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names compared without case: 'Webhooks' and 'webhooks' are one topic.
    uniqueIndex('certification_topics_name_uq').on(sql`lower(${t.name})`),
    index('certification_topics_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('certification_topics_name_idx').on(t.name, t.c_t_id),
  ],
);

/** The question bank: a question's correct answer is one of its own answers (checked by the routes). */
export const questions = pgTable(
  'questions',
  {
    question_id: serial('question_id').primaryKey(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(1),
    /** 1 Fácil, 2 Media, 3 Difícil. */
    difficulty: integer('difficulty').notNull().default(1),
    image: varchar('image', { length: 2000 }),
    correct_answer_id: integer('correct_answer_id').references((): AnyPgColumn => questionAnswers.question_answer_id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_value_trgm_idx').using('gin', t.value.op('gin_trgm_ops')),
    index('questions_correct_answer_idx').on(t.correct_answer_id),
    index('questions_difficulty_idx').on(t.difficulty, t.question_id),
    index('questions_points_idx').on(t.points, t.question_id),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    question_answer_id: serial('question_answer_id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    image: varchar('image', { length: 2000 }),
    createdAt: createdAt(),
  },
  (t) => [index('question_answers_question_idx').on(t.question_id, t.question_answer_id)],
);

/** Study resources (spec 2 §3). */
export const certificationResources = pgTable(
  'certification_resources',
  {
    certification_resource_id: serial('certification_resource_id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    url: varchar('url', { length: 2000 }),
    type: varchar('type', { length: 100 }).notNull().default(''),
    difficulty: integer('difficulty').notNull().default(1),
    image: varchar('image', { length: 2000 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certification_resources_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('certification_resources_name_idx').on(t.name, t.certification_resource_id),
    index('certification_resources_difficulty_idx').on(t.difficulty, t.certification_resource_id),
  ],
);

/**
 * A link of a row (an exam, a question, a resource) to a topic. The primary key (owner, topic) serves a row's
 * topics and refuses a second link; the (topic, owner) index serves the `topics` filter and the exam build.
 */
function topicLink(name: string, owner: string, ownerColumn: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      owner_id: integer(owner)
        .notNull()
        .references(ownerColumn, { onDelete: 'cascade' }),
      c_t_id: integer('c_t_id')
        .notNull()
        .references(() => certificationTopics.c_t_id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.owner_id, t.c_t_id] }), index(`${name}_topic_idx`).on(t.c_t_id, t.owner_id)],
  );
}
export const certificationExamTopics = topicLink('certification_exam_topics', 'certification_exam_id', () => certificationExams.certification_exam_id);
export const questionTopics = topicLink('question_topics', 'question_id', () => questions.question_id);
export const certificationResourceTopics = topicLink('certification_resource_topics', 'certification_resource_id', () => certificationResources.certification_resource_id);

/** The questions of an exam's last build, in their order (replaced by each build). */
export const certificationExamQuestions = pgTable(
  'certification_exam_questions',
  {
    certification_exam_id: integer('certification_exam_id')
      .notNull()
      .references(() => certificationExams.certification_exam_id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.certification_exam_id, t.question_id] }), index('certification_exam_questions_question_idx').on(t.question_id)],
);
