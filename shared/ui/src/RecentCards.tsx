import type { ReactNode } from 'react';
import { Box, Card, Heading, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthStore, type RecentItem } from '@console/core';

const CARDS = 4;
const NONE: RecentItem[] = [];

interface RecentCardsProps {
  /** Key of the auth store's recent items: 'organizations', 'accounts'. */
  kind: string;
  title: string;
  to(item: RecentItem): string;
  filter?(item: RecentItem): boolean;
  /** Shown under the title, when there are cards. */
  children?: ReactNode;
}

/** The 4 most recently visited items of a kind, each a link; opening one makes it the most recent. */
export function RecentCards({ kind, title, to, filter, children }: RecentCardsProps) {
  const recent = useAuthStore((s) => s.recent[kind]) ?? NONE;
  const remember = useAuthStore((s) => s.remember);
  const items = (filter ? recent.filter(filter) : recent).slice(0, CARDS);
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={title} mb="6">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: CARDS }} gap="3">
        {items.map((item) => (
          <Card.Root key={item.id} size="sm" variant="outline" position="relative" _hover={{ borderColor: 'brand.solid' }}>
            <Card.Body>
              <LinkOverlay asChild fontWeight="semibold">
                <RouterLink to={to(item)} onClick={() => remember(kind, item)}>
                  {item.name}
                </RouterLink>
              </LinkOverlay>
              <Text textStyle="xs" color="fg.muted">
                ID {item.id}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
