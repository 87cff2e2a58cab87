import type { ComponentType, ReactNode } from 'react';
import { Field, HStack } from '@chakra-ui/react';

/**
 * A control's label inside its Field.Root, marked (*) when the root is `required`. The mark sits beside the
 * label, not in it: the control's name stays 'Nombre' (its requiredness is told by `aria-required`).
 */
export function FieldLabel({ label, as: Label = Field.Label }: { label: string; as?: ComponentType<{ children: ReactNode }> }) {
  return (
    <HStack gap="1" align="baseline">
      <Label>{label}</Label>
      <Field.RequiredIndicator />
    </HStack>
  );
}
