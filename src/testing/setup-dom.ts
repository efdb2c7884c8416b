// What a screen needs of a browser that happy-dom leaves out, for the `dom` project
// (vitest.config.ts): IndexedDB for the local store, and the layout observers and media queries
// Mantine asks for. Nothing here decides what a test proves: a screen's rules, words and data are
// the app's own.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Media queries answer as the journeys' browser does: a desktop-sized window whose user asked for
 * reduced motion, so Mantine (`respectReducedMotion`) opens dialogs and menus without animating.
 */
function matchMedia(query: string): MediaQueryList {
  const matches = /prefers-reduced-motion:\s*reduce/.test(query) || /min-width/.test(query);
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });

/** Nothing is laid out in happy-dom: observers are told of no change, as on a screen that never resizes. */
class StillObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
for (const name of ['ResizeObserver', 'IntersectionObserver'] as const)
  if (!(name in window))
    Object.defineProperty(window, name, { configurable: true, value: StillObserver });
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Mantine's growing text areas listen for web fonts arriving; here none ever load.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });

/**
 * happy-dom lays nothing out, so every box would be empty, and Mantine's popovers (a select's
 * options, a menu) would hide themselves from a field they take for scrolled out of view
 * (`hideDetached`). Every element is given a small box, inside containers the window's size.
 */
Element.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return new DOMRect(8, 8, 160, 24);
};
for (const [name, size] of [
  ['clientWidth', 1280],
  ['clientHeight', 800],
  ['offsetWidth', 160],
  ['offsetHeight', 24],
] as const)
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });

// A screen's first render loads its route's code and its words: a guard against a hang, as the
// journeys' limits are, not a measure of speed. Pinned to one core beside the journeys, the roles
// list took more than 15 s to show its first row.
configure({ asyncUtilTimeout: 60_000 });

// Test files share their worker (`isolate: false`): each test's screen leaves the document with it.
afterEach(() => {
  cleanup();
});
