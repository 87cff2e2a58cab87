import { useEffect } from 'react';
import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { onNotice } from '@console/core';

/**
 * The toasts on screen. Every app publishes through the core's notify(); the host renders this once. They stack
 * below the host's toolbar (its height: size token 14), never over its search or the signed-in admin's name.
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  offsets: { top: 'calc(var(--chakra-sizes-14) + 0.75rem)', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** How long a toast with a button stays (others: Chakra's 5 s). */
const ACTION_MS = 10_000;

/** Renders the toasts of every notice published through the core; mounted once, by ConsoleProviders. */
export function Toaster() {
  useEffect(
    () =>
      onNotice((notice) => {
        toaster.create({
          type: notice.type,
          title: notice.title,
          description: notice.description,
          closable: true,
          // Time to reach for the button ('Deshacer').
          ...(notice.action && { action: notice.action, duration: ACTION_MS }),
        });
      }),
    [],
  );
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full strength: Chakra's 0.8 opacity leaves an error's white text at 3.5:1 on its red. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && (
              // A pointer's press leaves the focus where it was: the toast group gives the focus back to where it was
              // before the toast took it whenever the pointer leaves, which would undo where the action moved it (the
              // rows a bulk 'Deshacer' brings back). The keyboard still reaches and presses it.
              <Toast.ActionTrigger onMouseDown={(event) => event.preventDefault()}>{toast.action.label}</Toast.ActionTrigger>
            )}
            <Toast.CloseTrigger aria-label="Cerrar" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
