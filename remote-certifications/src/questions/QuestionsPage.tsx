import { Stack } from '@chakra-ui/react';
import { CERTIFICATION_DEBOUNCE_MS, questionContract } from '@console/contracts';
import { ResourceScreen, YesNo, type ColumnSpec, type EditConfig, type SearchSpec } from '@console/ui';
import { CertificationTabs } from '../tabs';
import { topicFilter } from '../topics/TopicFilter';
import { TopicLinks, topicNames } from '../topics/TopicLinks';
import { QuestionAnswers, questions } from './QuestionAnswers';

/** Spec 2 §9: question search, 1000 ms; the topics filter (`topics`, comma-joined ids) at once. */
const searches: SearchSpec[] = [{ param: 'value', label: questionContract.texts.search, debounceMs: CERTIFICATION_DEBOUNCE_MS.question }, topicFilter];

const columns: ColumnSpec<typeof questionContract>[] = [
  'question_id',
  'value',
  'difficulty',
  'points',
  { header: 'Temas', cell: topicNames },
  { header: 'Respuesta correcta', cell: (question) => <YesNo value={question.correct_answer_id !== null} /> },
];

const edit: EditConfig<typeof questionContract> = {
  extra: (question) => (
    <Stack gap="6">
      <TopicLinks client={questions} row={question} />
      <QuestionAnswers question={question} />
    </Stack>
  ),
};

/**
 * Spec 2 §2: the question bank — filter by topics, search, create (the question, points at least 1), edit with
 * the image upload, difficulty (Fácil, Media, Difícil), topics and the answer options.
 */
export default function QuestionsPage() {
  return (
    <ResourceScreen contract={questionContract} columns={columns} searches={searches} edit={edit}>
      <CertificationTabs />
    </ResourceScreen>
  );
}
