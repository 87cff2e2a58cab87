import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react';
import type { Tone } from '@console/contracts';

/** One colour per meaning across the console. */
const PALETTE: Record<Tone, string> = {
  positive: 'green',
  negative: 'red',
  warning: 'orange',
  info: 'blue',
  neutral: 'gray',
};

/** A state shown as a badge: its Spanish label in its meaning's colour. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" size="md">
      {children}
    </Badge>
  );
}

/** A yes/no value as text ('Sí' / 'No'), so it reads the same to everyone. */
export function YesNo({ value, yes = 'Sí', no = 'No' }: { value: boolean; yes?: string; no?: string }) {
  return <StatusBadge tone={value ? 'positive' : 'neutral'}>{value ? yes : no}</StatusBadge>;
}
