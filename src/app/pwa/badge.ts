/**
 * The number on the installed app's icon (the Badging API: `navigator.setAppBadge`), where the
 * browser has it. Feature-detected and never throwing: a browser without it, a page not installed
 * or a refused call (some browsers refuse outside an installed app) changes nothing else.
 */

interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

const badging = (): BadgingNavigator | null =>
  typeof navigator === 'undefined' ? null : (navigator as BadgingNavigator);

/** Shows `count` on the app's icon; zero clears it (a bare badge would say "something" waits). */
export function setAppBadge(count: number): void {
  if (count <= 0) {
    clearAppBadge();
    return;
  }
  const browser = badging();
  if (typeof browser?.setAppBadge !== 'function') return;
  try {
    void browser.setAppBadge(count).catch(() => undefined);
  } catch {
    // An old implementation that throws rather than rejects: the icon simply shows nothing.
  }
}

/** Takes the number off the app's icon (everything settled, or signed out). */
export function clearAppBadge(): void {
  const browser = badging();
  if (typeof browser?.clearAppBadge !== 'function') return;
  try {
    void browser.clearAppBadge().catch(() => undefined);
  } catch {
    // As above: nothing to clear where it cannot be set.
  }
}
