import { Box, Button, HStack } from '@chakra-ui/react';
import type { SearchSpec } from '@console/ui';
import { useAllTopics } from './topics';
import { TopicSelect } from './TopicSelect';

/**
 * The `topics` filter of the question bank and the resources (spec 2 §7: comma-joined ids, kept in the URL
 * like a search): a topic is added from a select, and each chosen one is a button that takes it out.
 */
function TopicFilter({ label, value, onChange }: { label: string; value: string; onChange(text: string): void }) {
  const all = useAllTopics();
  const chosen = value ? value.split(',').map(Number) : [];
  const nameOf = (id: number) => all.data?.find((topic) => topic.c_t_id === id)?.name ?? `#${id}`;
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Box minW="56">
        <TopicSelect
          label={label}
          placeholder={chosen.length ? 'Agregar otro tema' : 'Todos los temas'}
          value=""
          without={chosen}
          onChange={(id) => id && onChange([...chosen, Number(id)].join(','))}
        />
      </Box>
      {chosen.map((id) => (
        <Button
          key={id}
          size="sm"
          variant="subtle"
          aria-label={`Quitar ${nameOf(id)} del filtro`}
          onClick={() => onChange(chosen.filter((other) => other !== id).join(','))}
        >
          {nameOf(id)} ✕
        </Button>
      ))}
    </HStack>
  );
}

/** The filter as a list's search: applied at once, in the URL as `topics`. */
export const topicFilter: SearchSpec = {
  param: 'topics',
  label: 'Filtrar por temas',
  debounceMs: 0,
  render: ({ label, value, onChange }) => <TopicFilter label={label} value={value} onChange={onChange} />,
};
