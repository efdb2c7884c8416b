import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on first use, for an extra beside a screen (a count in the menu): it
 * draws nothing until its code is in. Unlike `React.lazy`, code that cannot load (offline before
 * the service worker keeps the app, a file gone after an update) leaves the extra out instead of
 * taking the screen down, and is asked for again when the browser is back online.
 */
export function loadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
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

  return function Loaded(props: P) {
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
  };
}
