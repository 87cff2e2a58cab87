import { useState } from 'react';
import { Box, Checkbox, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { DIFFICULTIES, MAX_DIFFICULTY, MIN_DIFFICULTY, certificationExamContract, certificationExamOperations, certificationTexts, examBuildSchema, type RowOf } from '@console/contracts';
import { ActionDialog, BUTTON_SIZE, callOperation, useCan, useResourceMutation } from '@console/ui';
import { useAllTopics } from '../topics/topics';
import { exams } from './exams';

type Exam = RowOf<typeof certificationExamContract>;

const DIFFICULTY_OPTIONS = Object.entries(DIFFICULTIES).map(([value, label]) => ({ value: Number(value), label }));

function DifficultySelect({ label, value, onChange }: { label: string; value: number; onChange(value: number): void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="bg" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
          {DIFFICULTY_OPTIONS.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * 'Construir examen' (spec 2 §2, §4, §7, §9): the topics to draw from (the exam's own ticked to start with)
 * and the difficulty range, default [1, 3] → POST certification_exam/{id}/build_exam. The server chooses the
 * questions (api/README.md); its refusal (too few questions) is the error toast, and the dialog keeps what
 * was chosen. 'Examen construido'.
 */
export function BuildExamDialog({ exam }: { exam: Exam }) {
  const all = useAllTopics();
  const mayUpdate = useCan(certificationExamContract.path, 'update', certificationExamContract.names.many);
  const initial = () => new Set(exam.Certification_Topics.map((topic) => topic.c_t_id));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(initial);
  const [range, setRange] = useState<[number, number]>([MIN_DIFFICULTY, MAX_DIFFICULTY]);
  const body = { topics: [...chosen], difficulty: range };
  const check = examBuildSchema.safeParse(body);
  const reason = check.success ? null : `${check.error.issues[0].message}.`;

  const build = useResourceMutation(exams, () => callOperation(certificationExamOperations.build, { params: { id: exam.certification_exam_id }, body }, { from: exam }), {
    success: certificationTexts.built,
    onSuccess: () => setOpen(false),
  });

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // Without the permission the row already says why (the machine's refusal).
  if (!mayUpdate.allowed) return null;
  return (
    <ActionDialog
      title="Construir examen"
      openVariant="outline"
      openSize={BUTTON_SIZE.row}
      open={open}
      onOpen={() => {
        setChosen(initial());
        setRange([MIN_DIFFICULTY, MAX_DIFFICULTY]);
        build.reset();
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      onSubmit={() => check.success && build.mutate(undefined)}
      submitLabel="Construir"
      canSubmit={check.success}
      submitting={build.isPending}
      reason={reason}
      reasonId={`build-reason-${exam.certification_exam_id}`}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          Se elegirán {exam.questions_number} {exam.questions_number === 1 ? 'pregunta' : 'preguntas'} con respuesta correcta de los temas marcados, siempre las
          mismas para los mismos temas, rango y banco.
        </Text>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
            Temas
          </Text>
          <Box maxH="250px" overflowY="auto">
            <Stack gap="2">
              {(all.data ?? []).map((topic) => (
                <Checkbox.Root key={topic.c_t_id} size="sm" checked={chosen.has(topic.c_t_id)} onCheckedChange={({ checked }) => toggle(topic.c_t_id, checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{topic.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
        </Stack>
        <HStack gap="3" align="start">
          <DifficultySelect label="Dificultad mínima" value={range[0]} onChange={(min) => setRange(([, max]) => [min, max])} />
          <DifficultySelect label="Dificultad máxima" value={range[1]} onChange={(max) => setRange(([min]) => [min, max])} />
        </HStack>
      </Stack>
    </ActionDialog>
  );
}
