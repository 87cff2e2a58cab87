import { useState } from 'react';
import { HStack, Heading, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { notify } from '@console/core';
import { certificationTexts, questionAnswerContract, questionContract, questionOperations, type QuestionAnswer, type RowOf } from '@console/contracts';
import { BUTTON_SIZE, FormDialog, SelectableTable, callOperation, contractDefaults, contractFields, contractValues, missingSentence, RemoveSelectionButton, resourceClient, useCan, useResourceMutation, useResourceRecord } from '@console/ui';

type Question = RowOf<typeof questionContract>;

export const questions = resourceClient(questionContract);
const answerKeys = ['value', 'image'] as const;
const answerFields = contractFields(questionAnswerContract, answerKeys);
const rule = questionAnswerContract.schemas.create;
const explain = (issues: Parameters<typeof missingSentence>[1], values: Parameters<typeof missingSentence>[2]) => missingSentence(questionAnswerContract, issues, values);

/** A native radio: one per answer, the question's correct one checked. */
const Radio = chakra('input', { base: { boxSize: '4', accentColor: 'colorPalette.solid', cursor: 'pointer' } });

/**
 * A question's answer options (spec 2 §2, §7, §9): a table of at most 350 px with a tick per answer ('Remover
 * selección': DELETE question/{id}/answer/{answer_id} per answer, 'Respuestas removidas con éxito'), the
 * correct one chosen with its radio (POST question/{id}/answer/{answer_id}), each answer edited in a dialog
 * (PATCH …, 'Respuesta actualizada') and a new one added (POST question/{id}/answer, 'Respuesta creada').
 */
export function QuestionAnswers({ question }: { question: Question }) {
  const id = question.question_id;
  const detail = useResourceRecord(questions, id);
  const answers = detail.data?.Question_Answers;
  const correct = detail.data?.correct_answer_id ?? question.correct_answer_id;
  const mayUpdate = useCan(questionContract.path, 'update', questionContract.names.many);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  /** question/{id}/answer/{answer_id}. */
  const answerParams = (answerId: number) => ({ id, question_answer_id: answerId });

  const mark = useResourceMutation(questions, (answerId: number) => callOperation(questionOperations.correctAnswer, { params: answerParams(answerId) }, { from: detail.data ?? question }), {
    success: certificationTexts.correctMarked,
  });
  // One call per answer, in turn (the spec's call); the toast counts what was removed.
  const remove = useResourceMutation(
    questions,
    async (ids: number[]) => {
      // Each as it was shown: an answer changed meanwhile is refused (409) rather than removed unseen.
      for (const answerId of ids) {
        const shown = answers?.find((answer) => answer.question_answer_id === answerId);
        await callOperation(questionOperations.removeAnswer, { params: answerParams(answerId) }, { from: shown });
      }
      return ids;
    },
    {
      success: (ids) => (ids.length > 1 ? certificationTexts.answersRemoved : certificationTexts.answerRemoved),
      onSuccess: (ids) => setSelected((current) => new Set([...current].filter((answer) => !ids.includes(answer)))),
    },
  );

  function onRemove() {
    const ids = [...selected];
    if (ids.some((answerId) => !answers?.some((answer) => answer.question_answer_id === answerId))) {
      return notify({ type: 'warning', title: certificationTexts.answerNotFound });
    }
    remove.mutate(ids);
  }

  const columns = [
    {
      header: 'Correcta',
      cell: (answer: QuestionAnswer) => (
        <Radio
          type="radio"
          name={`correcta-${id}`}
          aria-label={`Marcar ${answer.value} como correcta`}
          checked={answer.question_answer_id === correct}
          disabled={!mayUpdate.allowed || mark.isPending}
          onChange={() => mark.mutate(answer.question_answer_id)}
        />
      ),
    },
    { header: 'Respuesta', cell: (answer: QuestionAnswer) => answer.value },
    {
      header: 'Imagen',
      cell: (answer: QuestionAnswer) => (answer.image ? <Image src={answer.image} alt={`Imagen de ${answer.value}`} maxH="10" rounded="sm" /> : '-'),
    },
    {
      header: 'Editar',
      cell: (answer: QuestionAnswer) =>
        mayUpdate.allowed && (
          // Keyed on the answer: once saved, the dialog starts from what the server holds.
          <FormDialog
            key={`${answer.question_answer_id}:${answer.value}:${answer.image ?? ''}`}
            title="Editar respuesta"
            opener={{ openVariant: 'outline', openSize: BUTTON_SIZE.cell, openLabel: `Editar respuesta ${answer.value}` }}
            schema={rule}
            fields={answerFields}
            defaultValues={contractValues(questionAnswerContract, answerKeys, answer as never)}
            onSubmit={(values) => callOperation(questionOperations.updateAnswer, { params: answerParams(answer.question_answer_id), body: values }, { from: answer })}
            successMessage={certificationTexts.answerUpdated}
            invalidate={questions.key}
            submitLabel="Guardar"
            explain={explain}
          />
        ),
    },
  ];

  return (
    <Stack as="section" aria-label="Respuestas" gap="3">
      <Heading as="h3" size="sm">
        Respuestas
      </Heading>
      {answers === undefined ? (
        <Text textStyle="sm" color="fg.muted">
          Cargando respuestas…
        </Text>
      ) : answers.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Sin respuestas
        </Text>
      ) : (
        <>
          <SelectableTable
            label="Respuestas"
            rows={answers}
            rowKey={(answer) => answer.question_answer_id}
            itemLabel={(answer) => answer.value}
            columns={columns}
            selected={selected}
            onSelectedChange={setSelected}
            allLabel="Seleccionar todas las respuestas"
            disabled={!mayUpdate.allowed || remove.isPending}
            maxH="350px"
          />
          {correct === null && (
            <Text textStyle="sm" color="fg.warning">
              Marca la respuesta correcta: sin ella la pregunta no entra en ningún examen.
            </Text>
          )}
        </>
      )}
      {mayUpdate.allowed && (
        <HStack gap="2" wrap="wrap">
          <RemoveSelectionButton
            count={selected.size}
            rows={answers?.length ?? 0}
            tick="Marca las respuestas que quieres remover."
            loading={remove.isPending}
            onRemove={onRemove}
          />
          <FormDialog
            title="Agregar respuesta"
            opener={{ openVariant: 'outline', openSize: BUTTON_SIZE.row }}
            schema={rule}
            fields={answerFields}
            defaultValues={contractDefaults(questionAnswerContract, answerKeys)}
            onSubmit={(values) => callOperation(questionOperations.createAnswer, { params: { id }, body: values })}
            successMessage={questionAnswerContract.texts.created}
            invalidate={questions.key}
            submitLabel="Agregar"
            explain={explain}
          />
        </HStack>
      )}
    </Stack>
  );
}
