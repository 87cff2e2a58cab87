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

/*
 * Two costs of React and Chakra in jsdom that no test asserts on, kept out (a quarter of a generic screen suite's
 * time, measured on remote-master's catalogue: 40 → 30 s):
 * - Emotion's style tags go to a detached element, not the document's head. jsdom then neither parses each rule nor
 *   walks all of them in every getComputedStyle, which Testing Library's role queries and user-event's clicks call
 *   for each element and its ancestors. A test that asserts a style a class gives (a list's height) asks for them
 *   in its docblock: `@jest-environment-options {"documentStyles": true}` (environment.cjs).
 * - React's owner stacks: in development each element captures a stack trace (`Error()`) for its warnings' "owner"
 *   frames. Warnings still show their component stack; `OWNER_STACKS=1` brings the owner frames back to read one.
 */
if (typeof window !== 'undefined' && !(globalThis as { documentStyles?: boolean }).documentStyles) {
  const detached = document.createElement('div');
  const insertBefore = document.head.insertBefore.bind(document.head);
  document.head.insertBefore = <T extends Node>(node: T, before: Node | null): T =>
    node instanceof HTMLStyleElement && node.hasAttribute('data-emotion')
      ? detached.insertBefore(node, before?.parentNode === detached ? before : null)
      : insertBefore(node, before);
}
if (!process.env.OWNER_STACKS) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const react = require('react') as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object };
  // React captures an owner stack for the first 10,000 elements of each second: always past them.
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals) Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => undefined });
}
