/**
 * A form's fields from a contract: each field's control follows its kind (text, textarea, number with its
 * bounds and step, switch, select with Spanish labels, colour, password), and a reference to another
 * resource is chosen by name with a remote search (or from a select of every item, `lookup: 'select'`).
 * The form holds what the API takes (ids, numbers, null for an emptied optional field); its default values
 * and its values for a row come from the contract too.
 */
import { useState, type ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { ApiError } from '@console/core';
import { MAX_LIST_LIMIT, type AnyContract, type AnyField, type RowOf, type z } from '@console/contracts';
import { lookupSource, type LookupSource } from './client';
import { DateInput } from './DateInput';
import { FORM_INCOMPLETE } from './reason';
import { FieldLabel } from './FieldLabel';
import type { CustomControl, FieldSpec } from './form';
import { JsonTextarea } from './json';
import { UploadField } from './upload';
import { RemoteSelect } from './RemoteSelect';

type Item = Record<string, unknown>;

/** A reference chosen by name with the remote-search selector (spec 9: 500 ms, up to 2500 items). */
function ReferencePicker({ source, control }: { source: LookupSource; control: CustomControl }) {
  const { value, onChange, onBlur, label, invalid, errorText, required } = control;
  // The form holds the id; the picker remembers the chosen item to show its name.
  const [chosen, setChosen] = useState<Item | null>(null);
  const id = typeof value === 'number' ? value : null;
  const known = chosen && source.id(chosen) === id ? chosen : null;
  // An id the form already had (an edit row): its name comes from the API once.
  const current = useQuery({
    queryKey: [...source.key, 'detail', id],
    queryFn: () => source.get(id as number),
    enabled: id !== null && !known,
    select: (answer) => answer.resource,
    staleTime: 60_000,
  });
  return (
    <RemoteSelect<Item>
      label={label}
      placeholder={`Buscar ${source.names.one}`}
      resource={source}
      itemLabel={source.label}
      value={known ?? (id !== null ? (current.data ?? null) : null)}
      onChange={(item) => {
        setChosen(item);
        onChange(item ? source.id(item) : null);
        onBlur();
      }}
      invalid={invalid}
      errorText={errorText}
      required={required}
    />
  );
}

/** A day ('YYYY-MM-DD'), typed or picked in Spanish; an emptied optional day is null. */
function DateControl({ control, nullable }: { control: CustomControl; nullable?: boolean }) {
  const { value, onChange, onBlur, label, invalid, errorText, required } = control;
  return (
    <DateInput
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(day) => onChange(day === '' ? (nullable ? null : '') : day)}
      onBlur={onBlur}
      invalid={invalid}
      errorText={errorText}
      required={required}
    />
  );
}

/** A reference chosen from a select of every item (short lookups: roles, services). */
function ReferenceSelect({ source, control, nullLabel }: { source: LookupSource; control: CustomControl; nullLabel?: string }) {
  const { value, onChange, onBlur, label, invalid, errorText, required } = control;
  const all = useQuery({
    queryKey: [...source.key, 'select', { limit: MAX_LIST_LIMIT }],
    queryFn: () => source.list({ limit: MAX_LIST_LIMIT }),
    select: (answer) => answer.resource,
    staleTime: 60_000,
  });
  const items = all.data ?? [];
  // The DOM value: '' chooses nothing, 'null' chooses null ('No asignar rol'), else the id.
  const selected = value === undefined ? '' : value === null ? (nullLabel ? 'null' : '') : String(value);
  return (
    // Keyed on the options' count: a select re-mounts when its options arrive, showing the form's value.
    <Field.Root key={items.length} invalid={invalid} required={required}>
      <FieldLabel label={label} />
      <NativeSelect.Root>
        <NativeSelect.Field
          value={selected}
          onBlur={onBlur}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next === '' ? undefined : next === 'null' ? null : Number(next));
          }}
        >
          <option value="">{all.isLoading ? 'Cargando…' : `Elige ${source.names.one}`}</option>
          {nullLabel && <option value="null">{nullLabel}</option>}
          {items.map((item) => (
            <option key={source.id(item)} value={String(source.id(item))}>
              {source.label(item)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Per-screen adjustments of a derived field: another label, a control of its own, options computed at run time. */
export type FieldOverrides = Record<string, Partial<FieldSpec<FieldValues>>>;

function specOf(name: string, field: AnyField): FieldSpec<FieldValues> {
  const base = { name, label: field.label, placeholder: field.placeholder, nullable: field.nullable, required: field.required };
  // An uploaded value (an image's address, a .zip's name) is chosen as a file, never typed.
  if (field.upload) {
    const kind = field.upload;
    return { ...base, kind: 'custom', render: (control: CustomControl): ReactNode => <UploadField control={control} kind={kind} /> };
  }
  switch (field.kind) {
    case 'text':
      return { ...base, kind: field.multiline ? 'textarea' : 'text', max: field.max };
    case 'email':
    case 'url':
    case 'color':
      return { ...base, kind: field.kind, max: field.max };
    case 'date':
      return { ...base, kind: 'custom', render: (control: CustomControl): ReactNode => <DateControl control={control} nullable={field.nullable} /> };
    case 'secret':
      return { ...base, kind: 'password', max: field.max };
    case 'number':
      // Labelled values (a difficulty) are chosen by their label; the form keeps the number.
      if (field.labels) {
        return {
          ...base,
          kind: 'select',
          placeholder: field.placeholder ?? `Elige ${field.words.a}`,
          options: Object.entries(field.labels).map(([value, label]) => ({ value: Number(value), label })),
        };
      }
      return { ...base, kind: 'number', min: field.min, max: field.max, step: field.step };
    case 'flag':
      return { ...base, kind: 'switch' };
    case 'choice':
      return {
        ...base,
        kind: 'select',
        placeholder: field.placeholder ?? `Elige ${field.words.a}`,
        options: [
          ...(field.nullable && field.nullLabel ? [{ value: null, label: field.nullLabel }] : []),
          ...(field.options ?? []).map(({ value, label }) => ({ value, label })),
        ],
      };
    case 'reference': {
      const source = lookupSource(field.target!());
      const render =
        field.lookup === 'select'
          ? (control: CustomControl): ReactNode => <ReferenceSelect source={source} control={control} nullLabel={field.nullLabel} />
          : (control: CustomControl): ReactNode => <ReferencePicker source={source} control={control} />;
      return { ...base, kind: 'custom', render };
    }
    case 'json':
      return { ...base, kind: 'custom', render: (control: CustomControl): ReactNode => <JsonTextarea control={control} placeholder={field.placeholder} /> };
    case 'timestamp':
      return { ...base, kind: 'text', readOnly: true };
  }
}

/** The form fields of `keys` (in the contract's order of declaration when `keys` is omitted). */
export function contractFields<C extends AnyContract>(
  contract: C,
  keys: readonly string[],
  overrides: FieldOverrides = {},
): FieldSpec<FieldValues>[] {
  return keys.map((key) => {
    const field = contract.fields[key] as AnyField | undefined;
    if (!field) throw new Error(`${contract.path}: no field ${key} for a form`);
    return { ...specOf(key, field), ...overrides[key] };
  });
}

/** A new item's form values: each field's create default, or empty. */
export function contractDefaults<C extends AnyContract>(contract: C, keys: readonly string[]): FieldValues {
  return Object.fromEntries(
    keys.map((key) => {
      const field = contract.fields[key] as AnyField;
      if (field.default !== undefined) return [key, field.default];
      switch (field.kind) {
        case 'flag':
          return [key, false];
        case 'number':
          return [key, null];
        case 'choice':
        case 'reference':
          // Nothing chosen yet (a required choice says 'Elige …'); null is a choice of its own.
          return [key, undefined];
        default:
          return [key, field.nullable ? null : ''];
      }
    }),
  );
}

/** The form values of an existing row (secrets start blank: blank means unchanged). */
export function contractValues<C extends AnyContract>(contract: C, keys: readonly string[], row: RowOf<C>): FieldValues {
  const record = row as Item;
  return Object.fromEntries(
    keys.map((key) => {
      const field = contract.fields[key] as AnyField;
      if (field.secret) return [key, ''];
      const value = record[key];
      if (value === undefined || value === null) return [key, field.kind === 'text' && !field.nullable ? '' : (value ?? null)];
      return [key, value];
    }),
  );
}

/**
 * Turns a form's issues into one sentence saying what still stops it: 'Completa el nombre y el título.' for
 * fields left empty, 'Revisa el correo.' for fields filled in a way the rule refuses.
 */
export function missingSentence<C extends AnyContract>(contract: C, issues: readonly { path: PropertyKey[] }[], values: FieldValues): string | null {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = contract.fields[key] as AnyField | undefined;
    if (!field) continue;
    const value = values[key];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const list = empty ? missing : invalid;
    if (!list.includes(field.words.the)) list.push(field.words.the);
  }
  const join = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);
  const parts = [missing.length > 0 && `Completa ${join(missing)}`, invalid.length > 0 && `Revisa ${join(invalid)}`].filter(Boolean);
  return parts.length > 0 ? `${parts.join('. ')}.` : null;
}

/** Why a form of `contract` cannot be sent yet, from its rule ('Completa el nombre.'); null while the rule holds. */
export function formWaits<C extends AnyContract>(contract: C, schema: z.ZodType, values: FieldValues): string | null {
  const check = schema.safeParse(values);
  return check.success ? null : (missingSentence(contract, check.error.issues, values) ?? FORM_INCOMPLETE);
}

/**
 * A server refusal about one field of the form (a taken name, a rule only the server knows): that field and
 * the sentence to show under it (without the API's '(campo name)', which the field itself shows).
 */
export function refusedField(error: unknown, fields: readonly string[]): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || !fields.includes(error.field)) return null;
  return { field: error.field, message: (error.detail ?? error.message).replace(/ \(campo [^)]+\)$/, '') };
}
