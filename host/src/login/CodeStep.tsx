import type { CodeFormProps } from './CodeForm';

/**
 * Step 2, the 6-character code. Its form (./CodeForm.tsx) comes with the login rules, fetched on step 1's first
 * keystroke (./rules.ts), and step 2 shows only once step 1 has loaded them: the first page does not carry it,
 * and it is there, with no wait, when the code step shows.
 */
export function CodeStep(props: CodeFormProps) {
  const { CodeForm } = props.rules;
  return <CodeForm {...props} />;
}
