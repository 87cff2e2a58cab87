/**
 * A JSON field's control (a select's options): the value is edited as JSON text. While the text does not
 * parse, the form holds an `UnparsedJson`, which the field's rule refuses with the spec's 'Error en formato
 * JSON' (spec 2 §5): 'Guardar' stays disabled, nothing is sent, and the text typed is kept as typed.
 */
import { useState } from 'react';
import { Field, Textarea } from '@chakra-ui/react';
import { FieldLabel } from './FieldLabel';
import type { CustomControl } from './form';

/** A JSON text that does not parse, as typed. Not plain JSON, so every json field's rule refuses it. */
export class UnparsedJson {
  constructor(readonly text: string) {}
}

const written = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

/** Whether `text` is the JSON of `value` (however it is spaced), so the control keeps the text as typed. */
function writes(text: string, value: unknown) {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

export function JsonTextarea({ control, placeholder }: { control: CustomControl; placeholder?: string }) {
  const { value, onChange, onBlur, label, invalid, errorText, required } = control;
  const [text, setText] = useState(() => (value instanceof UnparsedJson ? value.text : written(value)));
  // The form's value may change from outside (the row reloaded, a reset, a draft restored).
  const shown =
    value instanceof UnparsedJson ? value.text : (value === null || value === undefined) && text.trim() === '' ? text : writes(text, value) ? text : written(value);
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel label={label} />
      <Textarea
        bg="bg"
        autoresize
        rows={1}
        maxH="10lh"
        fontFamily="mono"
        textStyle="sm"
        spellCheck={false}
        placeholder={placeholder ?? '["opción 1", "opción 2"]'}
        value={shown}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') return onChange(null);
          try {
            onChange(JSON.parse(next));
          } catch {
            onChange(new UnparsedJson(next));
          }
        }}
      />
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
