import { useState, type ReactNode } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';

/** An info alert that, once closed, stays closed on this browser (remembered under storageKey). */
export function DismissibleAlert({ storageKey, children }: { storageKey: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(storageKey) === 'dismissed');
  if (dismissed) return null;
  return (
    <Alert.Root status="info" mb="3" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      <CloseButton
        size="2xs"
        aria-label="Cerrar aviso"
        onClick={() => {
          localStorage.setItem(storageKey, 'dismissed');
          setDismissed(true);
        }}
      />
    </Alert.Root>
  );
}
