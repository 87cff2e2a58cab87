import { ColorSwatch, Field, HStack, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  get,
  set,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@console/contracts';
import { FieldLabel } from './FieldLabel';

/** react-hook-form resolver from a zod schema of '@console/contracts' (the rule is written once, there). */
export function zodResolver<I extends FieldValues, O>(schema: z.ZodType<O, I>): Resolver<I, unknown, O> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<I> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root';
      if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

export interface FieldOption {
  /** null is a real choice ('No asignar rol'), distinct from choosing nothing. */
  value: string | number | null;
  label: string;
}

/** A form field declared as data. */
export interface FieldSpec<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /**
   * 'text' by default; 'textarea' grows from 1 to 10 rows; 'number' stores a number (empty: null);
   * 'color' is a hex colour without '#', shown with a swatch. (A contract's date is a custom control: DateInput.)
   */
  kind?: 'text' | 'textarea' | 'number' | 'password' | 'email' | 'url' | 'select' | 'switch' | 'color' | 'custom';
  /**
   * kind 'custom': renders the control (a RemoteSelect), bound through a Controller. It shows its own
   * label and the rule's message (`errorText`).
   */
  render?(control: CustomControl): ReactNode;
  options?: FieldOption[];
  placeholder?: string;
  /** An emptied field stores null (a nullable column) instead of ''. */
  nullable?: boolean;
  /** Number controls: their bounds and step (50 for prices). Text controls: `max` is the longest value. */
  min?: number;
  max?: number;
  step?: number;
  /** Read-only in this form (shown, never sent). */
  readOnly?: boolean;
  /** The form cannot be sent without it: its label is marked (*) and the control says so to assistive technology. */
  required?: boolean;
}

export interface CustomControl {
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  label: string;
  invalid: boolean;
  errorText?: string;
  /** Marked as required (its Field.Root's `required`, and Field.RequiredIndicator in its label). */
  required?: boolean;
}

const HEX = /^[0-9a-fA-F]{6}$/;

const INPUT_TYPES: Partial<Record<NonNullable<FieldSpec<FieldValues>['kind']>, string>> = {
  password: 'password',
  email: 'email',
  url: 'url',
};

function ColorPreview<T extends FieldValues>({ control, name }: { control: Control<T, unknown, unknown>; name: Path<T> }) {
  const value: unknown = useWatch({ control, name });
  return typeof value === 'string' && HEX.test(value) ? (
    <ColorSwatch value={`#${value}`} boxSize="8" rounded="md" aria-hidden />
  ) : null;
}

/**
 * Renders declared fields bound to a react-hook-form form, with the schema's messages under each field. A
 * custom control may read and set the form's other fields (useFormContext): a runtime fills in its code.
 */
export function FormFields<T extends FieldValues, O>({ form, fields }: { form: UseFormReturn<T, unknown, O>; fields: FieldSpec<T>[] }) {
  return (
    <FormProvider {...form}>
      <FieldControls form={form} fields={fields} />
    </FormProvider>
  );
}

function FieldControls<T extends FieldValues, O>({ form, fields }: { form: UseFormReturn<T, unknown, O>; fields: FieldSpec<T>[] }) {
  const { register, control, formState } = form;
  return fields.map((field) => {
    const error = get(formState.errors, field.name) as { message?: string } | undefined;
    const empty = field.nullable ? null : '';
    if (field.kind === 'custom') {
      return (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: { value, onChange, onBlur } }) => (
            <>
              {field.render?.({ value, onChange, onBlur, label: field.label, invalid: Boolean(error), errorText: error?.message, required: field.required })}
            </>
          )}
        />
      );
    }
    if (field.kind === 'switch') {
      return (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: { value, onChange, onBlur, name } }) => (
            <Switch.Root name={name} checked={Boolean(value)} onCheckedChange={({ checked }) => onChange(checked)}>
              <Switch.HiddenInput onBlur={onBlur} />
              <Switch.Control />
              <Switch.Label>{field.label}</Switch.Label>
            </Switch.Root>
          )}
        />
      );
    }
    return (
      // A select re-mounts when its options arrive (roles loading after the row opened), so it shows the
      // form's value rather than the empty choice the browser fell back to.
      <Field.Root
        key={field.kind === 'select' ? `${field.name}:${field.options?.length ?? 0}` : field.name}
        invalid={Boolean(error)}
        required={field.required && !field.readOnly}
      >
        <FieldLabel label={field.label} />
        {field.kind === 'select' ? (
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="bg"
              {...register(field.name, {
                // Option values may be numbers (ids): store the option's own value, not the DOM string.
                setValueAs: (value: unknown) => {
                  if (value === '') return field.nullable ? null : undefined;
                  const option = field.options?.find((o) => String(o.value) === value);
                  return option ? option.value : value;
                },
              })}
            >
              <option value="">{field.placeholder ?? 'Selecciona una opción'}</option>
              {field.options?.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : field.kind === 'color' ? (
          <HStack width="full">
            <ColorPreview control={control} name={field.name} />
            <Input
              bg="bg"
              placeholder={field.placeholder ?? 'rrggbb'}
              maxLength={7}
              {...register(field.name, {
                // Also called with the default value, which may be null.
                setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().replace(/^#/, '') || empty : value),
              })}
            />
          </HStack>
        ) : field.kind === 'textarea' ? (
          <Textarea
            bg="bg"
            autoresize
            rows={1}
            maxH="10lh"
            maxLength={field.max}
            readOnly={field.readOnly}
            placeholder={field.placeholder}
            {...register(field.name, { setValueAs: (value: unknown) => (value === '' ? empty : value) })}
          />
        ) : field.kind === 'number' ? (
          <Input
            bg="bg"
            type="number"
            inputMode="decimal"
            min={field.min}
            max={field.max}
            step={field.step ?? 'any'}
            readOnly={field.readOnly}
            placeholder={field.placeholder}
            {...register(field.name, {
              setValueAs: (value: unknown) =>
                value === '' || value === null || value === undefined ? null : typeof value === 'number' ? value : Number(value),
            })}
          />
        ) : (
          <Input
            bg="bg"
            type={INPUT_TYPES[field.kind ?? 'text'] ?? 'text'}
            placeholder={field.placeholder}
            maxLength={field.max}
            readOnly={field.readOnly}
            autoComplete={field.kind === 'password' ? 'new-password' : undefined}
            {...register(field.name, { setValueAs: (value: unknown) => (value === '' ? empty : value) })}
          />
        )}
        {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
      </Field.Root>
    );
  });
}
