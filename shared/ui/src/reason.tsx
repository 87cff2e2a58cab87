import { useId, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';

/** Why a form's submit waits when its rule says nothing more precise. */
export const FORM_INCOMPLETE = 'Completa los campos obligatorios.';

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
