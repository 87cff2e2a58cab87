import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '@console/shared/schemas';
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
    <>
      <Button onClick={() => setOpen(true)}>{title}</Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <FormFields form={form} fields={fields} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    Cancelar
                  </Button>
                  <Button type="submit" disabled={!form.formState.isValid} loading={mutation.isPending}>
                    {submitLabel}
                  </Button>
                </Dialog.Footer>
              </form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
