import { Field, NativeSelect } from '@chakra-ui/react';
import { useAllTopics } from './topics';

/** A select of every topic but those left out, its first option saying what choosing nothing means. */
export function TopicSelect({
  label,
  value,
  onChange,
  placeholder,
  without = [],
  size = 'md',
}: {
  label: string;
  value: string;
  onChange(id: string): void;
  placeholder: string;
  without?: number[];
  /** 'sm' inside a row's form. */
  size?: 'sm' | 'md';
}) {
  const all = useAllTopics();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field bg="bg" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{all.isLoading ? 'Cargando…' : placeholder}</option>
          {(all.data ?? [])
            .filter((topic) => !without.includes(topic.c_t_id))
            .map((topic) => (
              <option key={topic.c_t_id} value={String(topic.c_t_id)}>
                {topic.name}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
