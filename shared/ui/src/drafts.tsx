/**
 * Nothing typed is lost. A screen keeps what was typed in its edit rows (drafts, by row), so a row that
 * leaves the page (paging, a search) and comes back shows it again; and leaving the screen while any draft
 * is unsaved (a menu link, another route, a reload) asks first.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useBlocker } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';

export interface Drafts {
  get(key: string): FieldValues | undefined;
  /** Keeps (or, with undefined, forgets) what was typed in the form `key`. */
  set(key: string, values: FieldValues | undefined): void;
}

const DraftsContext = createContext<Drafts | null>(null);

/** The screen's drafts, if the form is on a screen that keeps them. */
export const useDrafts = () => useContext(DraftsContext);

/**
 * Asks before leaving a screen with unsaved changes: another path in the console (the dialog below) or
 * leaving the page (the browser's own question). Moving within the screen (its page, its search) is free:
 * the drafts keep what was typed.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return blocker;
}

function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onStay()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cambios sin guardar</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Tienes cambios sin guardar. Si sales de esta pantalla, se perderán.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onStay}>
                Seguir editando
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                Salir sin guardar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Holds a screen's drafts and guards leaving it while any is unsaved. */
export function DraftsProvider({ children }: { children: ReactNode }) {
  const store = useRef(new Map<string, FieldValues>());
  const [unsaved, setUnsaved] = useState(0);
  // Stable: every edit row reads it, and a draft's change must not re-render the others.
  const drafts = useMemo<Drafts>(
    () => ({
      get: (key) => store.current.get(key),
      set: (key, values) => {
        if (values === undefined) store.current.delete(key);
        else store.current.set(key, values);
        setUnsaved(store.current.size);
      },
    }),
    [],
  );
  const blocker = useUnsavedChangesGuard(unsaved > 0);
  return (
    <DraftsContext.Provider value={drafts}>
      {children}
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          store.current.clear();
          blocker.proceed?.();
        }}
      />
    </DraftsContext.Provider>
  );
}
