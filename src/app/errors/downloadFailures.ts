/** Errors of screens' code that failed to download, as Vite's loader reported them. */
const failed = new WeakSet<object>();

/**
 * Notes every failed download of code Vite's loader reports (`vite:preloadError`: a screen's
 * module, or a style sheet it needs), so the error page can say what happened. Call once at start.
 *
 * It also turns off TanStack Router's own remedy, which reloads the page once for each module that
 * failed (for a new version whose files have gone): without a connection, before the service worker
 * keeps the app, that reload leaves the app for the browser's offline page. The error page offers
 * the reload instead, while online.
 */
export function noteFailedDownloads(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const payload: unknown = (event as Event & { payload?: unknown }).payload;
    if (payload === null || typeof payload !== 'object') return;
    failed.add(payload);
    if (payload instanceof Error) {
      try {
        target.sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1');
      } catch {
        // Storage refused (private mode, full): the router may reload, as it would have.
      }
    }
  });
}

/**
 * Whether `error` is code that could not be downloaded (offline, or the network dropped, before
 * this device had kept the app): one Vite reported, or a dynamic import in each browser's words
 * (the list TanStack Router's own reload check reads).
 */
export function isDownloadFailure(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  if (failed.has(error)) return true;
  return (
    error instanceof Error &&
    /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
      error.message,
    )
  );
}
