import { Button, Dialog, Portal } from '@chakra-ui/react';
import { messages } from '@console/contracts';

interface QuestionDialogProps {
  open: boolean;
  /** The dialog's title and accessible name: 'Eliminar rol', 'Cambios sin guardar'. */
  title: string;
  question: string;
  /** The button that goes ahead (red: it loses something). */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** Closing without confirming (the button, Escape, a click outside); nothing else happens. */
  onCancel(): void;
  loading?: boolean;
  /** Where the focus goes when it closes (null: back where it came from). A deleted row's place: RowFocus.after. */
  finalFocus?(): HTMLElement | null;
}

/** A question before something that cannot be undone: an alert dialog with its title, the question and two answers. */
export function QuestionDialog({ open, title, question, confirmLabel, cancelLabel, onConfirm, onCancel, loading = false, finalFocus }: QuestionDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onCancel()} finalFocusEl={finalFocus} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{question}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's title: 'Eliminar rol'. */
  title?: string;
  /** What is deleted, as the question reads it: 'la organización Acme'. */
  what: string;
  onConfirm(): void;
  onCancel(): void;
  loading?: boolean;
  finalFocus?(): HTMLElement | null;
}

/** '¿Deseas eliminar …? No se puede deshacer esta acción.' with 'Sí, eliminar' / 'Cancelar'. */
export function ConfirmDialog({ title = 'Confirmar eliminación', what, ...rest }: ConfirmDialogProps) {
  return (
    <QuestionDialog
      title={title}
      question={messages.confirmDelete(what)}
      confirmLabel={messages.confirmYes}
      cancelLabel={messages.confirmNo}
      {...rest}
    />
  );
}
