import { createElement, useEffect, useState, type ComponentType } from 'react';

/** Code that loads on first use and can be asked for before it. */
interface LoadedCode {
  /** Asks for the code now, once, so that the first use finds it in; settles either way. */
  preload(): Promise<void>;
  /** Whether the code is in. */
  isLoaded(): boolean;
}

/** A component from `loadedComponent`, whose code can be asked for before its first use. */
export type LoadedComponent<P extends object> = ComponentType<P> & LoadedCode;

/**
 * A component whose code loads on first use (a count in the menu, a list's form, the sync panel): it
 * draws nothing until its code is in. Unlike `React.lazy`, code that cannot load (offline before
 * the service worker keeps the app, a file gone after an update) leaves the extra out instead of
 * taking the screen down, and is asked for again when the browser is back online.
 */
export function loadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LoadedComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Loaded(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let live = true;
      const attempt = () => {
        fetchOnce().then(
          (next) => {
            if (live) setComponent(() => next);
          },
          () => {
            // Left out for now: the next `online` asks again.
          },
        );
      };
      attempt();
      window.addEventListener('online', attempt);
      return () => {
        live = false;
        window.removeEventListener('online', attempt);
      };
    }, [component]);
    return component ? createElement(component, props) : null;
  }
  return Object.assign(Loaded, {
    preload: () =>
      fetchOnce().then(
        () => {},
        () => {
          // Left for the first use, which asks again.
        },
      ),
    isLoaded: () => loaded !== null,
  });
}

/** Whether a service worker keeps the app's files for this page: code loaded later opens offline. */
const workerKeepsCode = () =>
  typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/**
 * Code a screen needs to work offline but not to draw (a list's form). When a service worker keeps
 * the app's files, it is asked for once the screen has `drawn`, `delayMs` later, when the page is
 * idle, so the start does not run it. Without one (a first visit, before the worker installs),
 * nothing would keep it once the network goes: it is asked for at once, and this returns false until
 * it is in (or could not load), for the screen to wait for it. `needed` false: nothing is asked for.
 */
export function useOfflineCode(
  component: LoadedCode,
  { drawn, needed = true, delayMs = 0 }: { drawn: boolean; needed?: boolean; delayMs?: number },
): boolean {
  const [kept] = useState(workerKeepsCode);
  const [ready, setReady] = useState(() => !needed || kept || component.isLoaded());
  useEffect(() => {
    if (!needed) return;
    if (!kept) {
      let live = true;
      void component.preload().then(() => {
        if (live) setReady(true);
      });
      return () => {
        live = false;
      };
    }
    return drawn ? whenIdle(() => void component.preload(), { delayMs }) : undefined;
  }, [component, needed, kept, drawn, delayMs]);
  return ready;
}

/**
 * Runs `work` once the page has nothing more urgent to do (`requestIdleCallback`; a timer where the
 * browser has none, as Safari), not before `delayMs` and at the latest `timeoutMs` after that.
 * Returns a cancel. Here rather than in a file of its own: every start loads this file, and a file
 * of a few lines costs a start as much to fetch and compile as its code does to run.
 */
export function whenIdle(work: () => void, { delayMs = 0, timeoutMs = 2000 } = {}): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 1);
      cancel = () => clearTimeout(id);
    }
  };
  if (delayMs > 0) {
    const id = setTimeout(idle, delayMs);
    cancel = () => clearTimeout(id);
  } else idle();
  return () => cancel();
}
