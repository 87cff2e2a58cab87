import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import type { AreaRemote } from '@console/core';
import { messages, refusalText, routePath } from '@console/contracts';
import { useCountdown } from '../frame/useCountdown';
import { NOT_FOUND_REDIRECT_SECONDS } from '../not-found/NotFoundPage';
import { AreaFileError } from '../remotes/areaFiles';
import { areaOf, indexOf, mayOpen, restOf, type Screen } from './menus';
import { AreaError, AreaLoading, RemoteArea } from './RemoteArea';
import { useAreaInfo } from './useAreaInfo';

/** A path of an area that no remote declares: 'Esta página no existe', then master after 10 s (spec 2.1). */
function AreaNotFound() {
  const { remaining } = useCountdown(NOT_FOUND_REDIRECT_SECONDS);
  if (remaining === 0) return <Navigate to={routePath('master')} replace />;
  return (
    <Stack gap="3" align="flex-start" py="6">
      <Heading as="h1" size="2xl">
        {messages.notFoundPage}
      </Heading>
      <Text color="fg.muted" role="timer" aria-live="off">
        Serás redirigido en {remaining} s
      </Text>
      <Button asChild size="sm">
        <RouterLink to={routePath('master')} replace>
          Ir al inicio ahora
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** A screen the admin's role may not read: said instead of loading it (the API would refuse its calls). */
function AreaRefused({ screen }: { screen: Screen }) {
  return (
    <Stack gap="3" align="flex-start" py="6">
      <Heading as="h1" size="2xl">
        {screen.title}
      </Heading>
      <Text color="fg.muted">{refusalText('read', screen.title.toLowerCase())}</Text>
    </Stack>
  );
}

/**
 * The content of an area: the remote that declares the screen of the path renders it (its own routes).
 * While the declarations are read it waits; a path that only an unreadable remote could serve shows that
 * section's error with 'Reintentar'; a path nobody declares is not found.
 */
export function AreaContent() {
  const { pathname } = useLocation();
  const { screen, areas, access } = useAreaInfo();
  const area = areaOf(pathname);
  const rest = area ? restOf(area, pathname) : '';
  const index = area ? indexOf(areas.declarations, area) : undefined;
  if (!area) return null;
  if (!rest && index) return <Navigate to={index} replace />;
  if (screen && !mayOpen(screen, access)) return <AreaRefused screen={screen} />;
  if (screen) return <RemoteArea key={screen.remote} name={screen.remote as AreaRemote} />;
  if (areas.loading) return <AreaLoading />;
  if (areas.failed.length > 0) return <AreaError error={new AreaFileError(areas.failed[0])} onRetry={areas.retry} />;
  return <AreaNotFound />;
}
