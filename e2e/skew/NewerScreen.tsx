import { useState } from 'react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { newerNoteSchema } from '@console/contracts';
import { NewerBadge, PageHeader } from '@console/ui';

/** What the release e2e types to break this build's screen (release.spec.ts: a version that throws, caught and reported). */
export const BREAKING_NOTE = 'romper';

/**
 * The newer remote's screen: a component and a schema that exist only in the remote's own (newer) build. It is
 * also the release e2e's broken version: a note of BREAKING_NOTE throws while rendering.
 */
export default function NewerScreen() {
  const [note, setNote] = useState('');
  if (note === BREAKING_NOTE) throw new Error('Novedades 1.1.0 no pudo mostrar la nota');
  const check = newerNoteSchema.safeParse({ note });
  return (
    <Stack gap="4" maxW="md">
      <PageHeader title="Novedades" />
      <NewerBadge version="1.1.0" />
      <Field.Root invalid={!check.success}>
        <Field.Label>Nota</Field.Label>
        <Input value={note} onChange={(event) => setNote(event.target.value)} />
        {!check.success && <Field.ErrorText>{check.error.issues[0].message}</Field.ErrorText>}
      </Field.Root>
      {check.success && <Text>Nota válida</Text>}
    </Stack>
  );
}
