import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { ApiError, messages } from '@console/shared';

/** The console's one toast store (a shared singleton through '@console/shared/ui'). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/** Renders the toasts; mounted once, by ConsoleProviders. */
export function Toaster() {
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

export function notifySuccess(text: string) {
  toaster.create({ type: 'success', title: text, closable: true });
}

/** An ApiError shows its catalogue message, with the server's own text below when there is one. */
export function notifyError(error: unknown) {
  if (error instanceof ApiError) {
    toaster.create({ type: 'error', title: error.message, description: error.detail, closable: true });
  } else {
    toaster.create({ type: 'error', title: messages.unexpected, closable: true });
  }
}
