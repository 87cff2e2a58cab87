import type * as ColorModeModule from './colorMode';

const KEY = 'console-color-mode';
const root = document.documentElement;

/** A system whose colour scheme the test changes, as the OS setting would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const system = {
    dark,
    change(next: boolean) {
      system.dark = next;
      listeners.forEach((listener) => listener());
    },
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && system.dark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return system;
}

/** A fresh page: the module as the entry script first loads it. */
function load(): typeof ColorModeModule {
  let loaded: typeof ColorModeModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ColorModeModule>('./colorMode');
  });
  return loaded as typeof ColorModeModule;
}

/** Another tab's write: the storage event this page receives. */
function otherTabStores(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}

const applied = () => ({ dark: root.classList.contains('dark'), scheme: root.style.colorScheme });

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  root.style.colorScheme = '';
});

describe('colour mode', () => {
  it("follows the system's setting until the person chooses, and its changes", () => {
    const system = fakeSystem(true);
    const mode = load();
    mode.startColorMode();
    expect(applied()).toEqual({ dark: true, scheme: 'dark' });
    system.change(false);
    expect(applied()).toEqual({ dark: false, scheme: 'light' });
    expect(mode.getColorMode()).toBe('light');
  });

  it('a choice is remembered by the browser and wins over the system on the next page', () => {
    fakeSystem(false);
    load().setColorMode('dark');
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(applied()).toEqual({ dark: true, scheme: 'dark' });

    root.className = '';
    const system = fakeSystem(false);
    load().startColorMode();
    expect(applied()).toEqual({ dark: true, scheme: 'dark' });
    // A chosen mode no longer follows the system.
    system.change(false);
    expect(applied().dark).toBe(true);
  });

  it("choosing the system's own mode forgets the choice: the system is followed again", () => {
    const system = fakeSystem(false);
    const mode = load();
    mode.startColorMode();
    mode.setColorMode('dark');
    mode.setColorMode('light');
    expect(localStorage.getItem(KEY)).toBeNull();
    system.change(true);
    expect(applied()).toEqual({ dark: true, scheme: 'dark' });
  });

  it("every tab follows another tab's choice, and tells what renders it", () => {
    fakeSystem(false);
    const mode = load();
    mode.startColorMode();
    const listener = jest.fn();
    const stop = mode.subscribeColorMode(listener);
    otherTabStores('dark');
    expect(applied()).toEqual({ dark: true, scheme: 'dark' });
    expect(mode.getColorMode()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    otherTabStores(null);
    expect(applied().dark).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    otherTabStores('dark');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a stored value that is not a mode is ignored', () => {
    fakeSystem(true);
    localStorage.setItem(KEY, 'sepia');
    load().startColorMode();
    expect(applied().dark).toBe(true);
  });
});
