import { Progress } from '@chakra-ui/react';
import { useIsLoading } from '@console/core';

/** A thin bar at the top while any HTTP request is pending (the store's pending counter). */
export function ProgressBar() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <Progress.Root
      value={null}
      size="xs"
      position="fixed"
      top="0"
      left="0"
      right="0"
      zIndex="toast"
      aria-label="Cargando"
      data-testid="progress-bar"
    >
      <Progress.Track bg="transparent" borderRadius="0">
        <Progress.Range bg="brand.solid" />
      </Progress.Track>
    </Progress.Root>
  );
}
