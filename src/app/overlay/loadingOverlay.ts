import { useSyncExternalStore } from 'react';

/**
 * The full-screen loading overlay (SPEC section 2) as a tiny store: a count of pieces of work under
 * way, so overlapping calls keep it up until the last one ends.
 */
let active = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Whether any work holds the overlay up right now. */
export const isOverlayVisible = () => active > 0;

/** Shows the overlay until the returned function is called (calling it twice is harmless). */
export function showOverlay(): () => void {
  active += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active -= 1;
    emit();
  };
}

/** Keeps the overlay up while the work runs, whether it succeeds or fails. */
export async function withOverlay<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const hide = showOverlay();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hide();
  }
}

/** Whether the overlay shows, plus the ways to show it. */
export function useLoadingOverlay() {
  const visible = useSyncExternalStore(subscribe, isOverlayVisible, isOverlayVisible);
  return { visible, showOverlay, withOverlay };
}
