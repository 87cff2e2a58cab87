import { useState } from 'react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { newerNoteSchema } from '@console/contracts';
import { NewerBadge, PageHeader } from '@console/ui';

/** The newer remote's screen: a component and a schema that exist only in the remote's own (newer) build. */
export default function NewerScreen() {
  const [note, setNote] = useState('');
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
