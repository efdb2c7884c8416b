import { useState } from 'react';

/**
 * `value`, or the one kept from an earlier render while `same` finds them equal. A value worked out
 * afresh at each render (a list filtered, a progress counted again) keeps its identity while what
 * it says stays, so a memoized component given it is not drawn again for nothing.
 */
export function useKept<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept === value || same(kept, value)) return kept;
  setKept(value);
  return value;
}
