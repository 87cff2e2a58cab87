import type { ReactNode } from 'react';
import { Flex, HStack, Heading } from '@chakra-ui/react';

/**
 * A screen's title with its actions (create buttons) on the right; level 2 for a section of a screen (a
 * package's attributes inside the package's page).
 */
export function PageHeader({ title, actions, level = 1 }: { title: ReactNode; actions?: ReactNode; level?: 1 | 2 }) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb={level === 1 ? '6' : '3'}>
      <Heading as={level === 1 ? 'h1' : 'h2'} size={level === 1 ? '2xl' : 'md'}>
        {title}
      </Heading>
      {actions && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
