import '@testing-library/jest-dom';

// What jsdom lacks and Chakra touches. Guarded so node-environment tests can share this file.
if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollTo ??= function scrollTo() {};
  // Chakra's switch and checkbox create a PointerEvent when they lose focus.
  if (!window.PointerEvent) {
    window.PointerEvent = class PointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    } as unknown as typeof window.PointerEvent;
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // jsdom lays nothing out, so its window cannot scroll (the window virtualizer of long tables asks it to).
  window.scrollTo = () => undefined;
}

// How long findBy/waitFor wait for what the person would see before calling it missing. What a test waits
// for here is a render after a mocked answer (nothing waits on a real clock: those tests move a fake one), so
// the wait is CPU work, and on a busy machine a test gets a third of a core or less (preset.cjs): a first
// render of the shell that takes 1 s on a quiet core may take 4 s or more. A passing wait ends as soon as
// the thing shows; only a failing one waits this long.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}
