import { Button, Dialog, Portal } from '@chakra-ui/react';
import { messages } from '@console/contracts';

interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's title and accessible name: 'Eliminar rol'. */
  title?: string;
  /** What is deleted, as the question reads it: 'la organización Acme'. */
  what: string;
  onConfirm(): void;
  /** Closing without confirming; nothing else happens. */
  onCancel(): void;
  loading?: boolean;
}

/** '¿Deseas eliminar …? No se puede deshacer esta acción.' with 'Sí, eliminar' / 'Cancelar'. */
export function ConfirmDialog({ open, title = 'Confirmar eliminación', what, onConfirm, onCancel, loading = false }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onCancel()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{messages.confirmDelete(what)}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {messages.confirmNo}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={loading}>
                {messages.confirmYes}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
