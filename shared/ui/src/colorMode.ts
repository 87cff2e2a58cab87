/**
 * The console's colour mode (light or dark), per browser: the system's (prefers-color-scheme) until the
 * person picks the other one, which is remembered in localStorage. Applied as Chakra v3 reads it: the
 * `dark` class on <html>, and `color-scheme` so the browser's own parts (scroll bars, native checkboxes,
 * date pickers) follow. Every tab of the browser follows a change (`storage` event), and a tab following
 * the system follows the system's change.
 *
 * No React and no UI library here: the host's entry script calls startColorMode() before anything draws
 * (the first page carries no UI library, and the CSP forbids an inline script in index.html).
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_KEY = 'console-color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage refused (private mode, a policy): follow the system.
    return null;
  }
}

const systemMode = (): ColorMode => (typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** The mode in use: the person's choice, else the system's. */
export const resolveColorMode = (): ColorMode => storedChoice() ?? systemMode();

let current: ColorMode | null = null;
const listeners = new Set<() => void>();

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Reads the mode again (a choice made in another tab, the system's change) and applies it. */
function refresh() {
  const mode = resolveColorMode();
  apply(mode);
  if (mode === current) return;
  current = mode;
  listeners.forEach((listener) => listener());
}

let started = false;

/** Applies the mode and follows its changes; once per page (later calls do nothing). */
export function startColorMode() {
  if (started) return;
  started = true;
  refresh();
  if (typeof window.matchMedia === 'function') window.matchMedia(DARK_QUERY).addEventListener('change', refresh);
  window.addEventListener('storage', (event) => {
    // key null: the whole storage was cleared.
    if (event.key === COLOR_MODE_KEY || event.key === null) refresh();
  });
}

/** The mode in use (what useColorMode renders). */
export function getColorMode(): ColorMode {
  return current ?? resolveColorMode();
}

/**
 * The person's choice. Choosing the system's own mode forgets the choice, so the console follows the
 * system again (two states on the toggle, and still a way back to the system's).
 */
export function setColorMode(mode: ColorMode) {
  try {
    if (mode === systemMode()) localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Not remembered, but this page still changes.
  }
  apply(mode);
  if (current !== mode) {
    current = mode;
    listeners.forEach((listener) => listener());
  }
}

/** Calls `listener` when the mode in use changes; returns the unsubscribe. */
export function subscribeColorMode(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
