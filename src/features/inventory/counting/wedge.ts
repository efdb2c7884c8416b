/**
 * A keyboard-wedge scanner types a code as fast keystrokes ending in Enter. People type far slower:
 * keys further apart than this start a new code.
 */
export const WEDGE_GAP_MS = 60;
/** Shorter "codes" are keys someone pressed, not a scan. */
export const WEDGE_MIN_LENGTH = 4;

/** Collects fast keystrokes; `key` answers the scanned code when an Enter ends one. */
export function createWedgeReader() {
  let buffer = '';
  let lastAt = -Infinity;
  return {
    key(key: string, at: number): string | null {
      const fast = at - lastAt <= WEDGE_GAP_MS;
      lastAt = at;
      if (key === 'Enter') {
        const code = fast ? buffer : '';
        buffer = '';
        return code.length >= WEDGE_MIN_LENGTH ? code : null;
      }
      if (key.length !== 1) return null;
      buffer = fast ? buffer + key : key;
      return null;
    },
  };
}

/** Keys typed into a field are the field's, not a scan. */
export function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}
