import type { ReactNode } from 'react';
import { Stat } from '@chakra-ui/react';

/** One figure of a partner or an account (a level, billed days, a total): its label above its value. */
export function Figure({ label, children, size = 'md' }: { label: string; children: ReactNode; size?: 'sm' | 'md' }) {
  return (
    <Stat.Root size={size}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize={size === 'sm' ? 'md' : undefined}>
        {children}
      </Stat.ValueText>
    </Stat.Root>
  );
}
