import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Input, Textarea } from '@chakra-ui/react';
import { EXTENSION_CODE_TEMPLATES, extensionContract, runtimeLanguage, stripExtensionName, type ExtensionRuntime, type RowOf } from '@console/contracts';
import { resourceClient, type CustomControl, type FieldOverrides } from '@console/ui';

export const extensions = resourceClient(extensionContract);

/** The name keeps only letters and hyphens: anything else is stripped as it is typed (spec 2 §5). */
function NameInput({ control }: { control: CustomControl }) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input value={String(value ?? '')} onChange={(event) => onChange(stripExtensionName(event.target.value))} onBlur={onBlur} />
      <Field.HelperText>Solo letras y guiones.</Field.HelperText>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

const TEMPLATES = Object.values(EXTENSION_CODE_TEMPLATES) as string[];

/**
 * The code, monospaced. Choosing a runtime writes its language's template (a handler function, spec 2 §9)
 * when the code is empty or still another template: never over what the person wrote.
 */
function CodeTextarea({ control }: { control: CustomControl }) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  const runtime = useWatch({ name: 'runtime' }) as ExtensionRuntime | '' | undefined;
  const { getValues } = useFormContext();
  const previous = useRef(runtime);
  useEffect(() => {
    if (previous.current === runtime) return;
    previous.current = runtime;
    if (!runtime) return;
    const code = String(getValues('code') ?? '');
    const template = EXTENSION_CODE_TEMPLATES[runtimeLanguage(runtime)];
    if ((code.trim() === '' || TEMPLATES.includes(code)) && code !== template) onChange(template);
  }, [runtime, getValues, onChange]);
  return (
    <Field.Root invalid={invalid} gridColumn="1 / -1">
      <Field.Label>{label}</Field.Label>
      <Textarea value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} fontFamily="mono" textStyle="sm" rows={10} spellCheck={false} />
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The extension form's own controls, in the create form, the detail and the list's edit row. */
export const extensionOverrides: FieldOverrides = {
  name: { kind: 'custom', render: (control) => <NameInput control={control} /> },
  code: { kind: 'custom', render: (control) => <CodeTextarea control={control} /> },
};

type Extension = RowOf<typeof extensionContract>;

/**
 * An update carries the original client's flag (spec 2 §7); made from `from` (the extension as the editor saw it:
 * its version goes as If-Match).
 */
export const updateExtension = (from: Extension, body: Record<string, unknown>) =>
  extensions.update(from.extension_id, { ...body, toUpdate: 'configuration' }, from);
