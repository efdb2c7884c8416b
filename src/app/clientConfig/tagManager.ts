import { TAG_MANAGER_ID, TAG_MANAGER_ORIGIN } from '@contract/tagManager';

/** The parts of `window` and `document` the tag manager's snippet touches. */
export interface TagManagerHost {
  window: { dataLayer?: unknown[] };
  document: {
    createElement: (tag: 'script') => HTMLScriptElement;
    head: { appendChild: (node: HTMLScriptElement) => unknown };
    querySelector: (selector: string) => Element | null;
  };
}

const browserHost = (): TagManagerHost => ({
  window: window as TagManagerHost['window'],
  document,
});

/**
 * The tag manager's standard snippet, run from the app's own code: the inline form of it would need
 * `'unsafe-inline'` in the security policy, which the app does not allow. It starts the data layer
 * with the `gtm.js` event and adds the async gtm.js script, once. No container id: nothing at all
 * happens, so no request leaves the browser. Returns whether the script was added.
 */
export function loadTagManager(
  id: string | null | undefined,
  host: TagManagerHost = browserHost(),
): boolean {
  if (!id || !TAG_MANAGER_ID.test(id)) return false;
  const src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  if (host.document.querySelector(`script[src="${src}"]`)) return false;
  host.window.dataLayer = host.window.dataLayer ?? [];
  host.window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = host.document.createElement('script');
  script.async = true;
  script.src = src;
  host.document.head.appendChild(script);
  return true;
}
