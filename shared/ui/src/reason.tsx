import { useId, type ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { BUTTON_SIZE } from './sizes';

/** Why a form's submit waits when its rule says nothing more precise. */
export const FORM_INCOMPLETE = 'Completa los campos obligatorios.';
/** Why a form's 'Guardar' waits before anything was changed. */
export const SAVE_WAITS = 'Sin cambios que guardar.';

/**
 * Why a button may not be pressed ('Completa el nombre.', 'Sin cambios que guardar.'): a text to show beside it,
 * and the id the button's `aria-describedby` names. A disabled button never explains itself: this does.
 */
export function useButtonReason(reason: string | null | undefined | false): { describedBy?: string; text: ReactNode } {
  const id = useId();
  if (!reason) return { text: null };
  return {
    describedBy: id,
    text: (
      <Text id={id} textStyle="sm" color="fg.muted">
        {reason}
      </Text>
    ),
  };
}

/**
 * 'Remover selección' of a list with ticks (a link's items, a question's answers; a list's 'Eliminar selección (3)'):
 * disabled until a row is ticked, saying what to tick beside it ('Marca las cuentas que quieres remover.') while
 * there are rows to tick.
 */
export function RemoveSelectionButton({
  count,
  rows,
  tick,
  loading,
  onRemove,
  label = 'Remover selección',
}: {
  count: number;
  rows: number;
  tick: string;
  loading: boolean;
  onRemove(): void;
  label?: string;
}) {
  const waits = useButtonReason(count === 0 && rows > 0 && tick);
  return (
    <>
      <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" disabled={count === 0} aria-describedby={waits.describedBy} loading={loading} onClick={onRemove}>
        {label}
      </Button>
      {waits.text}
    </>
  );
}
