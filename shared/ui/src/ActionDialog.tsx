import { useId, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text, VisuallyHidden, type DialogRootProps } from '@chakra-ui/react';
import { BUTTON_SIZE } from './sizes';

export interface ActionDialogProps {
  /** The opening button's text and the dialog's title: 'Crear organización'. */
  title: string;
  /** The opening button's look: the main action of a screen is solid, a second one outline. */
  openVariant?: 'solid' | 'outline';
  /** The opening button's size (BUTTON_SIZE: a screen's action by default, a row's or a cell's inside a table). */
  openSize?: (typeof BUTTON_SIZE)[keyof typeof BUTTON_SIZE];
  /** The opening button's accessible name, where several open the same kind of dialog ('Editar respuesta Sí'). */
  openLabel?: string;
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
  /** Why the submit button is disabled ('Completa el nombre.'), shown beside it. */
  reason?: string | null;
  reasonId?: string;
  /** Why the admin may not use it at all ('No tienes permiso para crear roles.'): the opening button is disabled. */
  refused?: string;
  /** It destroys something: both buttons are red ('Eliminar permanentemente'). */
  destructive?: boolean;
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
  openSize = BUTTON_SIZE.page,
  openLabel,
  size,
  open,
  onOpen,
  onClose,
  onSubmit,
  submitLabel = 'Crear',
  canSubmit,
  submitting,
  reason,
  reasonId,
  refused,
  destructive = false,
  children,
}: ActionDialogProps) {
  const palette = destructive ? 'red' : undefined;
  const explained = !canSubmit && reason;
  const refusedId = useId();
  return (
    <>
      {/* A disabled button shows no tooltip of its own: its wrapper carries the reason. */}
      <span title={refused}>
        <Button size={openSize} variant={openVariant} colorPalette={palette} onClick={onOpen} disabled={Boolean(refused)} aria-label={openLabel} aria-describedby={refused ? refusedId : undefined}>
          {title}
        </Button>
        {refused && <VisuallyHidden id={refusedId}>{refused}</VisuallyHidden>}
      </span>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  // React bubbles events through the portal: a dialog opened from a row's form (a row action)
                  // must not submit that form too.
                  event.stopPropagation();
                  onSubmit();
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>{children}</Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  {explained && (
                    <Text id={reasonId} textStyle="sm" color="fg.muted" flex="1" minW="40">
                      {reason}
                    </Text>
                  )}
                  <Button variant="outline" onClick={onClose}>
                    Cancelar
                  </Button>
                  <Button type="submit" colorPalette={palette} disabled={!canSubmit} loading={submitting} aria-describedby={explained ? reasonId : undefined}>
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
