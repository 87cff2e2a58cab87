import { Badge } from '@chakra-ui/react';

/** A component the UI kit gains in a later version: the host's build has never seen it. */
export function NewerBadge({ version }: { version: string }) {
  return (
    <Badge colorPalette="purple" variant="solid" data-testid="newer-badge">
      Kit de interfaz {version}
    </Badge>
  );
}
