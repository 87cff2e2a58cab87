import { Stack } from '@chakra-ui/react';
import { CERTIFICATION_DEBOUNCE_MS, certificationExamContract } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type EditConfig, type SearchSpec } from '@console/ui';
import { CertificationTabs } from '../tabs';
import { TopicLinks, topicNames } from '../topics/TopicLinks';
import { BuildExamDialog } from './BuildExamDialog';
import { ExamQuestions } from './ExamQuestions';
import { exams, levelLabel } from './exams';

/** Spec 2 §9: exam search, 400 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: certificationExamContract.texts.search, debounceMs: CERTIFICATION_DEBOUNCE_MS.exam }];

const columns: ColumnSpec<typeof certificationExamContract>[] = [
  'name',
  'version',
  'duration',
  'questions_number',
  'minimum_score',
  { header: 'Nivel', cell: (exam) => levelLabel(exam.level) },
  { header: 'Temas', cell: topicNames },
  'updated_at',
];

const edit: EditConfig<typeof certificationExamContract> = {
  extra: (exam) => (
    <Stack gap="6">
      <TopicLinks client={exams} row={exam} />
      <ExamQuestions exam={exam} />
    </Stack>
  ),
};
const rowActions = (exam: (typeof certificationExamContract)['$row']) => <BuildExamDialog exam={exam} />;

/**
 * Spec 2 §2: exams — search, create (name; duration, number of questions and minimum score at least 1,
 * defaults 1, version 1), edit, delete, the topics each covers, and 'Construir examen' (the questions of the
 * last build and the level they give, 'No definido' before).
 */
export default function ExamsPage() {
  return (
    <ResourceScreen contract={certificationExamContract} columns={columns} searches={searches} edit={edit} rowActions={rowActions}>
      <CertificationTabs />
    </ResourceScreen>
  );
}
