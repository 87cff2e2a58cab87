import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { DIFFICULTIES, certificationExamContract, type RowOf } from '@console/contracts';
import { useResourceRecord } from '@console/ui';
import { exams, levelLabel } from './exams';

type Exam = RowOf<typeof certificationExamContract>;

/** The questions of the exam's last build (GET certification_exam/{id}), in order, and the level they give. */
export function ExamQuestions({ exam }: { exam: Exam }) {
  const detail = useResourceRecord(exams, exam.certification_exam_id);
  const built = detail.data?.Questions;
  return (
    <Stack as="section" aria-label="Preguntas del examen" gap="3">
      <Heading as="h3" size="sm">
        Preguntas del examen
      </Heading>
      <Text textStyle="sm">Nivel: {levelLabel(detail.data?.level ?? exam.level)}</Text>
      {built === undefined ? (
        <Text textStyle="sm" color="fg.muted">
          Cargando preguntas…
        </Text>
      ) : built.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          El examen no se ha construido.
        </Text>
      ) : (
        <Stack maxH="250px" overflowY="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader aria-label="Preguntas del examen">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="1">#</Table.ColumnHeader>
                <Table.ColumnHeader>Pregunta</Table.ColumnHeader>
                <Table.ColumnHeader>Dificultad</Table.ColumnHeader>
                <Table.ColumnHeader>Puntos</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {built.map((question, index) => (
                <Table.Row key={question.question_id}>
                  <Table.Cell>{index + 1}</Table.Cell>
                  <Table.Cell>{question.value}</Table.Cell>
                  <Table.Cell>{DIFFICULTIES[question.difficulty as keyof typeof DIFFICULTIES] ?? question.difficulty}</Table.Cell>
                  <Table.Cell>{question.points}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </Stack>
  );
}
