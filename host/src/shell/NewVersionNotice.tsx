import { useEffect, useState } from 'react';
import { Alert, Box, Button, CloseButton, Stack } from '@chakra-ui/react';
import { REMOTE_TITLES } from '@console/contracts';
import { watchManifests, type Renewed } from '../remotes/manifestWatch';
import { refreshPlan, releasePlanOn } from '../remotes/plan';

/**
 * 'Hay una versión nueva de Master.': a quiet notice in a corner (not an error, nothing blocked) when a remote
 * this tab has loaded is deployed again ('… de la consola.' when the host itself is). 'Recargar' reloads the page at the same address: the federation
 * runtime cannot swap a remote's modules in place once they run (its React components, its module state and
 * the share scope it joined stay those of the old build), so only a new page takes the new build. The
 * unsaved-changes guard still asks before a reload drops what was typed. Each change is offered once; closed,
 * it stays closed until the remote changes again.
 */
export function NewVersionNotice({ reload = () => window.location.reload() }: { reload?(): void }) {
  const [renewed, setRenewed] = useState<Renewed[]>([]);
  useEffect(
    () =>
      watchManifests((name) => setRenewed((current) => (current.includes(name) ? current : [...current, name])), {
        // With a release store, a promote or rollback moves a remote to another version's address: read the plan again first.
        refresh: releasePlanOn() ? refreshPlan : undefined,
      }),
    [],
  );
  // The live region is always there, so screen readers announce a notice when one appears.
  return (
    <Box role="status" aria-live="polite" position="fixed" bottom="4" insetEnd="4" insetStart={{ base: '4', md: 'auto' }} zIndex="overlay">
      <Stack gap="2" maxW={{ md: 'sm' }}>
        {renewed.map((name) => (
          <Alert.Root key={name} status="info" variant="surface" size="sm" boxShadow="md" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>Hay una versión nueva de {name === 'host' ? 'la consola' : REMOTE_TITLES[name]}.</Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={reload}>
              Recargar
            </Button>
            <CloseButton size="2xs" aria-label="Cerrar aviso" onClick={() => setRenewed((current) => current.filter((other) => other !== name))} />
          </Alert.Root>
        ))}
      </Stack>
    </Box>
  );
}
