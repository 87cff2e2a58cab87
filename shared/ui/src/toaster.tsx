import { useEffect } from 'react';
import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { onNotice } from '@console/core';

/** The toasts on screen. Every app publishes through the core's notify(); the host renders this once. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/** Renders the toasts of every notice published through the core; mounted once, by ConsoleProviders. */
export function Toaster() {
  useEffect(
    () =>
      onNotice((notice) => {
        toaster.create({ type: notice.type, title: notice.title, description: notice.description, closable: true });
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
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Cerrar" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
