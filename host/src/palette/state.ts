import { create } from 'zustand';

interface PaletteState {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
}

/** Whether the command palette is open: the shortcut, the toolbar's button and the palette itself set it. */
export const usePalette = create<PaletteState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
}));

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The shortcut as this computer names it: '⌘K' on a Mac, 'Ctrl+K' elsewhere (both work everywhere). */
export const shortcutHint = () => (isApple() ? '⌘K' : 'Ctrl+K');
/** The same for aria-keyshortcuts. */
export const shortcutKeys = () => (isApple() ? 'Meta+K' : 'Control+K');

/** Ctrl+K or ⌘K, nothing else held (Ctrl+Shift+K and the like stay the browser's). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing) return false;
  const key = event.key.toLowerCase();
  // A keyboard whose K key types no Latin letter (Cyrillic): the key where K is.
  return key === 'k' || (!/^[a-z]$/.test(key) && event.code === 'KeyK');
}
