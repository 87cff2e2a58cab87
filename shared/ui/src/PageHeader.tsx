import type { ReactNode } from 'react';
import { Flex, HStack, Heading } from '@chakra-ui/react';

/** A screen's title with its actions (create buttons) on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {actions && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
