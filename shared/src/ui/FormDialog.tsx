import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '@console/shared/schemas';
import { ActionDialog } from './ActionDialog';
import { FormFields, zodResolver, type FieldSpec } from './form';
import { notifySuccess } from './toaster';

export interface FormDialogProps<I extends FieldValues, O> {
  /** The opening button's text and the dialog's title: 'Crear organización'. */
  title: string;
  schema: z.ZodType<O, I>;
  fields: FieldSpec<I>[];
  defaultValues: DefaultValues<I>;
  onSubmit(values: O): Promise<unknown>;
  /** Toast on success: 'Organización creada con éxito'. */
  successMessage: string;
  /** Queries to refetch after success (the list the item joins). */
  invalidate?: QueryKey;
  submitLabel?: string;
}

/**
 * A create dialog: the submit button is enabled only while the schema holds; on success it toasts,
 * refreshes the list and closes; on failure the error toast shows (ConsoleProviders) and the typed
 * values stay. Closing clears the fields.
 */
export function FormDialog<I extends FieldValues, O>({
  title,
  schema,
  fields,
  defaultValues,
  onSubmit,
  successMessage,
  invalidate,
  submitLabel = 'Crear',
}: FormDialogProps<I, O>) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues, mode: 'onChange' });
  const mutation = useMutation({
    mutationFn: onSubmit,
    onSuccess: async () => {
      notifySuccess(successMessage);
      close();
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });

  function close() {
    setOpen(false);
    form.reset(defaultValues);
    mutation.reset();
  }

  return (
    <ActionDialog
      title={title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      submitLabel={submitLabel}
      canSubmit={form.formState.isValid}
      submitting={mutation.isPending}
    >
      <Stack gap="4">
        <FormFields form={form} fields={fields} />
      </Stack>
    </ActionDialog>
  );
}
