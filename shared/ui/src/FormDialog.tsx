import { useId, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { notifySuccess } from '@console/core';
import type { z } from '@console/contracts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog';
import { refusedField } from './fields';
import { FORM_INCOMPLETE } from './reason';
import { FormFields, zodResolver, type FieldSpec } from './form';

export type FormIssue = z.core.$ZodIssue;

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
  /**
   * Why the submit button is disabled, in one sentence ('Completa el nombre y el título.'), from the rule's
   * issues. Default: 'Completa los campos obligatorios.'
   */
  explain?(issues: readonly FormIssue[], values: FieldValues): string | null;
  /** Why the admin may not create at all: the opening button is disabled with this reason. */
  refused?: string;
  /** The opening button, where it is not a screen's main action (a row's 'Editar respuesta'). */
  opener?: Pick<ActionDialogProps, 'openVariant' | 'openSize' | 'openLabel'>;
  /** Opened from elsewhere too (an empty list's 'Crear el primer equipo'): the screen holds whether it is open. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * A create dialog: the submit button is enabled only while the schema holds, and says why otherwise; on
 * success it toasts, refreshes the list and closes; on failure the error toast shows (ConsoleProviders), a
 * refusal about one field (a taken name) shows under that field too, and the typed values stay. Closing
 * clears the fields.
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
  explain,
  refused,
  opener,
  open: openOutside,
  onOpenChange,
}: FormDialogProps<I, O>) {
  const [openHere, setOpenHere] = useState(false);
  const open = openOutside ?? openHere;
  const setOpen = onOpenChange ?? setOpenHere;
  const reasonId = useId();
  const queryClient = useQueryClient();
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues, mode: 'onChange' });
  // The whole form's state against the rule, for the button and its reason (the resolver reports per field).
  const values = useWatch({ control: form.control });
  const check = schema.safeParse(values);
  const reason = check.success ? null : (explain?.(check.error.issues, values) ?? FORM_INCOMPLETE);
  const mutation = useMutation({
    mutationFn: onSubmit,
    onSuccess: async () => {
      notifySuccess(successMessage);
      close();
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
    onError: (error) => {
      const refused = refusedField(error, fields.map((field) => field.name));
      if (refused) form.setError(refused.field as Path<I>, { type: 'server', message: refused.message }, { shouldFocus: true });
    },
  });

  function close() {
    setOpen(false);
    // The controls are still mounted while the dialog closes: keeping their refs, the reset empties them too. A
    // new reference would have them register again and give back what they show (a choice without a default).
    form.reset(defaultValues, { keepFieldsRef: true });
    mutation.reset();
  }

  return (
    <ActionDialog
      {...opener}
      title={title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={form.handleSubmit((parsed) => mutation.mutate(parsed))}
      submitLabel={submitLabel}
      canSubmit={check.success}
      submitting={mutation.isPending}
      reason={reason}
      reasonId={reasonId}
      refused={refused}
    >
      <Stack gap="4">
        <FormFields form={form} fields={fields} />
      </Stack>
    </ActionDialog>
  );
}
