import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';

export interface ActionDialogProps {
  /** The opening button's text and the dialog's title: 'Crear organización'. */
  title: string;
  /** The opening button's look: the main action of a screen is solid, a second one outline. */
  openVariant?: 'solid' | 'outline';
  size?: DialogRootProps['size'];
  open: boolean;
  onOpen(): void;
  /** 'Cancelar', the close button, Escape or a click outside: the caller clears what was typed. */
  onClose(): void;
  /** The submit button, or Enter in a field while it is enabled. */
  onSubmit(): void;
  submitLabel?: string;
  canSubmit: boolean;
  submitting: boolean;
  /** The dialog's body. */
  children: ReactNode;
}

/**
 * The frame of every dialog that creates something: its opening button, title, body, and
 * 'Cancelar' / submit footer. The body and what submitting does belong to the caller.
 */
export function ActionDialog({
  title,
  openVariant = 'solid',
  size,
  open,
  onOpen,
  onClose,
  onSubmit,
  submitLabel = 'Crear',
  canSubmit,
  submitting,
  children,
}: ActionDialogProps) {
  return (
    <>
      <Button variant={openVariant} onClick={onOpen}>
        {title}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit();
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>{children}</Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    Cancelar
                  </Button>
                  <Button type="submit" disabled={!canSubmit} loading={submitting}>
                    {submitLabel}
                  </Button>
                </Dialog.Footer>
              </form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
