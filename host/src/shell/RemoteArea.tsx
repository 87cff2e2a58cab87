import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AreaRemote } from '@console/core';
import { messages, RELEASE_TEXTS } from '@console/contracts';
import { reportError } from '../health/report';
import { AreaFileError } from '../remotes/areaFiles';
import { planReady } from '../remotes/plan';
import { RemoteLoadError, loadAreaApp, type AreaModule } from '../remotes/registry';

/*
 * One load per remote and attempt, kept at module level: leaving an area and coming back reuses the loaded
 * module without a loading flash, and a failed load stays failed (with its retry button) until the user
 * retries. A retry makes a new attempt, which re-registers the remote before loading it again.
 */
const attempts = new Map<AreaRemote, number>();

interface Slot {
  attempt: number;
  load(): Promise<AreaModule>;
  /** The module, once loaded. */
  module?: AreaModule;
  /** What renders the area: fixed at its first render (a later swap would remount the area and lose its state). */
  Area?: ComponentType;
}
const slots = new Map<AreaRemote, Slot>();

function slotOf(name: AreaRemote, attempt: number): Slot {
  let slot = slots.get(name);
  if (!slot || slot.attempt !== attempt) {
    let loading: Promise<AreaModule> | undefined;
    const created: Slot = {
      attempt,
      load: () =>
        (loading ??= planReady()
          .then(() => loadAreaApp(name, { retry: attempt > 0 }))
          .then((module) => {
          created.module = module;
          return module;
        })),
    };
    slot = created;
    slots.set(name, slot);
  }
  return slot;
}

/** The area's component: the loaded one itself when it was loaded beforehand (no loading state), else lazily. */
function areaComponent(name: AreaRemote, attempt: number) {
  const slot = slotOf(name, attempt);
  slot.Area ??= slot.module?.default ?? lazy(slot.load);
  return slot.Area;
}

/**
 * Loads a remote's area before it is shown (the first screen after sign-in), so it draws at once; the same load
 * the area then renders. Resolves with the module (its `preload` and `prefetch`, if it has them).
 */
export const preloadArea = (name: AreaRemote) => slotOf(name, attempts.get(name) ?? 0).load();

/** For tests: forget loaded and failed areas. */
export function resetRemoteAreas() {
  attempts.clear();
  slots.clear();
}

interface BoundaryProps {
  name: AreaRemote;
  onRetry(): void;
  children: ReactNode;
}

/**
 * Catches a remote that fails to load or throws while rendering: only its own area shows the error.
 * (React itself logs the caught error to the console; it is also reported to the API: health/report.ts.)
 */
class AreaErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    // Code that did not load was reported where it failed, as a 'chunk' (remotes/registry.ts); a remote not
    // configured is the deploy's state, not an error of a version. The rest: its module, its screens.
    if (error instanceof RemoteLoadError && error.reason !== 'invalid') return;
    reportError(this.props.name, 'boundary', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <AreaError error={error} onRetry={this.props.onRetry} />;
  }
}

function explanation(error: unknown) {
  if (error instanceof AreaFileError) {
    return 'No se pudo saber qué módulo sirve esta pantalla: alguno no respondió (puede estar desplegándose o fuera de línea). El resto de la consola sigue funcionando.';
  }
  if (error instanceof RemoteLoadError) {
    if (error.reason === 'not-configured') return 'La dirección de esta sección no está configurada en config.json.';
    // Every version the release plan offers needs core names this host lacks (remotes/plan.ts).
    if (error.reason === 'incompatible') return `${RELEASE_TEXTS.needsNewerConsole} El resto de la consola sigue funcionando.`;
    return 'El módulo de esta sección no respondió: puede estar desplegándose o fuera de línea. El resto de la consola sigue funcionando.';
  }
  return 'Esta sección encontró un error al mostrarse. El resto de la consola sigue funcionando.';
}

export function AreaError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="lg" p={{ base: '5', md: '6' }} maxW="2xl">
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="md" color="fg.error">
          No se pudo cargar esta sección.
        </Heading>
        <Text color="fg.muted">{explanation(error)}</Text>
        <Button size="sm" onClick={onRetry}>
          {messages.retry}
        </Button>
      </Stack>
    </Box>
  );
}

export function AreaLoading() {
  return (
    <Stack direction="row" align="center" gap="3" py="10" justify="center" color="fg.muted" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text>Cargando sección…</Text>
    </Stack>
  );
}

/** Loads `<name>/App` with the federation runtime and renders it, behind its own error boundary. */
export function RemoteArea({ name }: { name: AreaRemote }) {
  const [attempt, setAttempt] = useState(() => attempts.get(name) ?? 0);
  const Area = areaComponent(name, attempt);
  const retry = () => {
    const next = (attempts.get(name) ?? 0) + 1;
    attempts.set(name, next);
    setAttempt(next);
  };
  return (
    <AreaErrorBoundary key={`${name}:${attempt}`} name={name} onRetry={retry}>
      <Suspense fallback={<AreaLoading />}>
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  );
}
