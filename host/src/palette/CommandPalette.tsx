/**
 * The command palette's mount in the shell (in the shell's chunk, so kept small): the Ctrl+K / ⌘K shortcut and
 * the dialog, whose code (and cmdk's) is its own chunk, fetched when the browser is first idle after sign-in
 * or, at the latest, on first use.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { notifyError } from '@console/core';
import { isPaletteShortcut, usePalette } from './state';

type DialogModule = { PaletteDialog: ComponentType };
let loading: Promise<DialogModule> | null = null;

/** The dialog's chunk, fetched once; a failed fetch is forgotten, so the next use tries again. */
function loadDialog(): Promise<DialogModule> {
  loading ??= import(/* webpackChunkName: "palette" */ './PaletteDialog').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Before the first use: once the browser is idle (at the latest after 3 s), so the first Ctrl+K opens at once. */
const PREFETCH_WITHIN_MS = 3000;

function usePrefetch() {
  useEffect(() => {
    const prefetch = () => void loadDialog().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: PREFETCH_WITHIN_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, PREFETCH_WITHIN_MS);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * Ctrl+K / ⌘K anywhere in the signed-in console opens the palette (closes it when open), also from a text
 * field: read before the field or any library sees the key, and the browser's own Ctrl+K (its search bar)
 * is prevented.
 */
function useShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      usePalette.getState().toggle();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

export function CommandPalette() {
  const open = usePalette((state) => state.open);
  const [LoadedDialog, setLoadedDialog] = useState<ComponentType | null>(null);
  useShortcut();
  usePrefetch();
  useEffect(() => {
    if (!open || LoadedDialog) return;
    let current = true;
    loadDialog().then(
      (module) => current && setLoadedDialog(() => module.PaletteDialog),
      (error: unknown) => {
        // Its code could not be fetched (a network failure): say so, and let the next use try again.
        notifyError(error);
        usePalette.getState().setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, LoadedDialog]);
  return LoadedDialog ? <LoadedDialog /> : null;
}
