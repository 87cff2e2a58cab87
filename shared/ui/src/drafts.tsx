/**
 * Nothing typed is lost. A screen keeps what was typed in its edit rows (drafts, by row), so a row that
 * leaves the page (paging, a search) and comes back shows it again; and leaving the screen while any draft
 * is unsaved (a menu link, another route, a reload) asks first.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { QuestionDialog } from './ConfirmDialog';

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
export function useUnsavedChangesGuard(dirty: boolean, dirtyNow: () => boolean = () => dirty) {
  // `dirtyNow` reads the drafts as they are at the moment of leaving: a save that forgets its draft and
  // navigates in the same tick (a create that opens its detail) is not asked about.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyNow() && currentLocation.pathname !== nextLocation.pathname);
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
  const blocker = useUnsavedChangesGuard(unsaved > 0, () => store.current.size > 0);
  return (
    <DraftsContext.Provider value={drafts}>
      {children}
      <QuestionDialog
        open={blocker.state === 'blocked'}
        title="Cambios sin guardar"
        question="Tienes cambios sin guardar. Si sales de esta pantalla, se perderán."
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => {
          store.current.clear();
          blocker.proceed?.();
        }}
      />
    </DraftsContext.Provider>
  );
}
