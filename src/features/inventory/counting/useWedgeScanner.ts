import { useEffect, useRef } from 'react';
import { createWedgeReader, typingInField } from './wedge';

/**
 * Listens for a keyboard-wedge scanner while no field has the focus: a code typed fast and ended
 * with Enter goes to `onCode`, and its Enter does not also press whatever button has the focus.
 */
export function useWedgeScanner(onCode: (code: string) => void, enabled: boolean): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);
  useEffect(() => {
    if (!enabled) return;
    const reader = createWedgeReader();
    const onKey = (event: KeyboardEvent) => {
      if (typingInField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const code = reader.key(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        latest.current(code);
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [enabled]);
}
